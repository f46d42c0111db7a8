import type { Database } from '../../db/database.ts';
import { communityStats, listMemberships } from '../../db/repositories/community.ts';
import {
  DEFAULT_MIN_GROUP_SIZE,
  release,
  releaseBuckets,
  releaseCount,
} from '../../domain/community/aggregates.ts';

/**
 * The community view of an environment (D-38, D-49): its communities' projects, each figure released
 * only above the largest floor of those communities.
 */
async function communityView(db: Database, environmentId: number) {
  const memberships = await listMemberships(db, environmentId);
  const floor = memberships.reduce((max, m) => Math.max(max, m.min_group_size), 0) || DEFAULT_MIN_GROUP_SIZE;
  const stats = memberships.length > 0 ? await communityStats(db, environmentId) : null;
  return { memberships, floor, stats };
}

export async function communityAnalytics(db: Database, environmentId: number) {
  const { memberships, floor, stats } = await communityView(db, environmentId);
  const byFunction = releaseBuckets('building_function', stats?.byFunction ?? new Map(), floor);
  const byProcess = releaseBuckets('building_process', stats?.byProcess ?? new Map(), floor);
  const total = stats?.total;
  return {
    min_group_size: floor,
    total_community_projects: releaseCount(total?.projectCount ?? 0, floor),
    avg_cost_per_m2: total ? release(total.costPerM2, floor) : null,
    avg_total_cost: total ? release(total.totalCost, floor) : null,
    omitted_buckets: byFunction.omitted,
    omitted_process_buckets: byProcess.omitted,
    communities: memberships.map((m) => ({
      community_id: m.community_id,
      name: m.name,
      project_count: releaseCount(m.project_count, floor),
    })),
    by_building_function: byFunction.buckets,
    by_building_process: byProcess.buckets,
  };
}

export async function communityBenchmarks(db: Database, environmentId: number) {
  const { floor, stats } = await communityView(db, environmentId);
  const byFunction = releaseBuckets('building_function', stats?.byFunction ?? new Map(), floor);
  return {
    min_group_size: floor,
    omitted_buckets: byFunction.omitted,
    by_building_function: byFunction.buckets,
  };
}
