import type { Queryable } from '../database.ts';

export interface CommunityRow {
  id: number;
  name: string;
  min_group_size: number;
  created_at: string;
}

export interface EnvironmentRow {
  id: number;
  name: string;
  currency: string;
  created_at: string;
  community_ids: number[];
}

export async function insertCommunity(
  db: Queryable,
  name: string,
  minGroupSize: number,
): Promise<CommunityRow> {
  const [row] = await db.query<CommunityRow>(
    'insert into communities (name, min_group_size) values ($1, $2) returning id, name, min_group_size, created_at',
    [name, minGroupSize],
  );
  return row!;
}

export function listCommunities(db: Queryable): Promise<CommunityRow[]> {
  return db.query<CommunityRow>('select id, name, min_group_size, created_at from communities order by id');
}

export async function findMissingCommunities(db: Queryable, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<{ id: number }>('select id from communities where id = any($1::bigint[])', [
    ids,
  ]);
  const found = new Set(rows.map((r) => r.id));
  return ids.filter((id) => !found.has(id));
}

const ENVIRONMENT_COLUMNS = `e.id, e.name, e.currency, e.created_at,
  coalesce((select json_agg(ec.community_id order by ec.community_id) from environment_communities ec
            where ec.environment_id = e.id), '[]'::json) as community_ids`;

export async function getEnvironment(db: Queryable, environmentId: number): Promise<EnvironmentRow | null> {
  const [row] = await db.query<EnvironmentRow>(
    `select ${ENVIRONMENT_COLUMNS} from environments e where e.id = $1`,
    [environmentId],
  );
  return row ?? null;
}

export function listEnvironments(db: Queryable): Promise<EnvironmentRow[]> {
  return db.query<EnvironmentRow>(`select ${ENVIRONMENT_COLUMNS} from environments e order by e.id`);
}

export async function insertEnvironment(db: Queryable, name: string, currency: string): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    'insert into environments (name, currency) values ($1, $2) returning id',
    [name, currency],
  );
  return row!.id;
}

/** Joins an environment to a community; joining twice changes nothing. */
export async function joinCommunity(
  db: Queryable,
  environmentId: number,
  communityId: number,
): Promise<void> {
  await db.query(
    `insert into environment_communities (environment_id, community_id) values ($1, $2)
     on conflict do nothing`,
    [environmentId, communityId],
  );
}

/** Whether the service holds no environment at all (a new database, D-2 SEED_DEMO). */
export async function isEmpty(db: Queryable): Promise<boolean> {
  const rows = await db.query('select 1 from environments limit 1');
  return rows.length === 0;
}

/**
 * How many rows a tenancy table holds (for an environment, when given), counted with the rows that
 * decide it held for the rest of the caller's transaction: the environment's row, or an advisory lock
 * for the installation's own lists, so that concurrent creates count one after another.
 */
export async function countForUpdate(
  db: Queryable,
  what: 'environments' | 'communities' | 'environment_communities' | 'data_keys',
  environmentId?: number,
): Promise<number> {
  if (environmentId === undefined) {
    await db.query('select pg_advisory_xact_lock($1)', [TENANCY_LOCK]);
    const [row] = await db.query<{ n: number }>(`select count(*)::int as n from ${what}`);
    return row!.n;
  }
  await db.query('select 1 from environments where id = $1 for update', [environmentId]);
  const [row] = await db.query<{ n: number }>(`select count(*)::int as n from ${what} where environment_id = $1`, [
    environmentId,
  ]);
  return row!.n;
}

/** An arbitrary constant: creations of environments and communities take turns at counting. */
const TENANCY_LOCK = 727_271_021;
