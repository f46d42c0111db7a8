import type { GroupStats } from '../../domain/community/aggregates.ts';
import type { Queryable } from '../database.ts';

export interface Membership {
  community_id: string;
  name: string;
  min_group_size: number;
  /** Non-archived projects of all the community's environments. */
  project_count: number;
}

/** The communities an environment belongs to, with their project counts. */
export function listMemberships(db: Queryable, environmentId: number): Promise<Membership[]> {
  return db.query<Membership>(
    `select c.id::text as community_id, c.name, c.min_group_size,
       (select count(*)::int from environment_communities m
          join projects p on p.environment_id = m.environment_id and not p.archived
         where m.community_id = c.id) as project_count
     from environment_communities ec join communities c on c.id = ec.community_id
     where ec.environment_id = $1
     order by c.id`,
    [environmentId],
  );
}

export interface CommunityStats {
  total: GroupStats;
  byFunction: Map<string, GroupStats>;
  byProcess: Map<string, GroupStats>;
}

interface StatsRow {
  dimension: 'total' | 'building_function' | 'building_process';
  option: string | null;
  project_count: number;
  cost_per_m2_n: number;
  avg_cost_per_m2: number | null;
  median_cost_per_m2: number | null;
  total_cost_n: number;
  avg_total_cost: number | null;
  footprint_n: number;
  avg_footprint_cost: number | null;
  gifa_n: number;
  avg_gifa: number | null;
}

/**
 * Aggregates over the non-archived projects of every environment that shares a community with this one
 * (each project once, D-38), in one pass: the whole pool and each building function and process. Each
 * figure comes with the number of projects it was computed from, for the k-anonymity floor. Ratios use
 * only projects whose values are present and positive (D-49).
 */
export async function communityStats(db: Queryable, environmentId: number): Promise<CommunityStats> {
  const rows = await db.query<StatsRow>(
    `with pool as (
       select p.building_function, p.building_process, p.total_cost, p.total_gifa, p.site_area,
         case when p.total_cost > 0 and p.total_gifa > 0 then p.total_cost / p.total_gifa end as cost_per_m2
       from projects p
       where not p.archived and p.environment_id in (
         select m.environment_id from environment_communities ec
         join environment_communities m on m.community_id = ec.community_id
         where ec.environment_id = $1))
     select
       case when grouping(building_function) = 0 then 'building_function'
            when grouping(building_process) = 0 then 'building_process' else 'total' end as dimension,
       coalesce(building_function, building_process) as option,
       count(*)::int as project_count,
       count(cost_per_m2)::int as cost_per_m2_n,
       avg(cost_per_m2)::float8 as avg_cost_per_m2,
       (percentile_cont(0.5) within group (order by cost_per_m2))::float8 as median_cost_per_m2,
       count(*) filter (where total_cost > 0)::int as total_cost_n,
       (avg(total_cost) filter (where total_cost > 0))::float8 as avg_total_cost,
       count(*) filter (where total_cost > 0 and site_area > 0)::int as footprint_n,
       (avg(total_cost / site_area) filter (where total_cost > 0 and site_area > 0))::float8 as avg_footprint_cost,
       count(*) filter (where total_gifa > 0)::int as gifa_n,
       (avg(total_gifa) filter (where total_gifa > 0))::float8 as avg_gifa
     from pool
     group by grouping sets ((), (building_function), (building_process))`,
    [environmentId],
  );
  const empty: GroupStats = toStats(undefined);
  const stats: CommunityStats = { total: empty, byFunction: new Map(), byProcess: new Map() };
  for (const row of rows) {
    if (row.dimension === 'total') stats.total = toStats(row);
    else if (row.option !== null) {
      (row.dimension === 'building_function' ? stats.byFunction : stats.byProcess).set(row.option, toStats(row));
    }
  }
  return stats;
}

function toStats(row: StatsRow | undefined): GroupStats {
  return {
    projectCount: row?.project_count ?? 0,
    costPerM2: { n: row?.cost_per_m2_n ?? 0, value: row?.avg_cost_per_m2 ?? null },
    medianCostPerM2: { n: row?.cost_per_m2_n ?? 0, value: row?.median_cost_per_m2 ?? null },
    totalCost: { n: row?.total_cost_n ?? 0, value: row?.avg_total_cost ?? null },
    footprintCost: { n: row?.footprint_n ?? 0, value: row?.avg_footprint_cost ?? null },
    gifa: { n: row?.gifa_n ?? 0, value: row?.avg_gifa ?? null },
  };
}
