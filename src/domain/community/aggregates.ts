import { BUILDING_FUNCTIONS, BUILDING_PROCESSES } from '../projects/vocabulary.ts';

/** The floor of an environment in no community (D-49), and the default of a new community (D-7). */
export const DEFAULT_MIN_GROUP_SIZE = 5;

/** A figure and how many projects it was computed from. */
export interface Figure {
  n: number;
  value: number | null;
}

/** What the database reports for one group of community projects (the whole pool, or one bucket). */
export interface GroupStats {
  /** Non-archived projects in the group (D-49). */
  projectCount: number;
  costPerM2: Figure;
  medianCostPerM2: Figure;
  totalCost: Figure;
  footprintCost: Figure;
  gifa: Figure;
}

export interface Bucket {
  option_id: string;
  label: string;
  project_count: number;
  avg_cost_per_m2: number | null;
  avg_total_cost: number | null;
  avg_footprint_cost: number | null;
  avg_gifa: number | null;
  median_cost_per_m2: number | null;
}

const round2 = (v: number) => Math.round(v * 100) / 100;

/**
 * k-anonymity (D-38): a figure is shown only when at least `floor` projects went into it;
 * otherwise null. This is the one place a community figure is released.
 */
export function release(figure: Figure, floor: number): number | null {
  return figure.n >= floor && figure.value !== null ? round2(figure.value) : null;
}

/** A count is a figure too: none is 0 (nothing to trace), fewer than the floor is null. */
export function releaseCount(count: number, floor: number): number | null {
  if (count === 0) return 0;
  return count >= floor ? count : null;
}

/**
 * Buckets of one dimension with at least `floor` projects, in the vocabulary's order; smaller buckets
 * are left out entirely and counted in `omitted`. Projects without a value for the dimension are in no
 * bucket (and in no omitted count); they still count in the totals.
 */
export function releaseBuckets(
  dimension: 'building_function' | 'building_process',
  groups: ReadonlyMap<string, GroupStats>,
  floor: number,
): { buckets: Bucket[]; omitted: number } {
  const labels: Record<string, string> = dimension === 'building_function' ? BUILDING_FUNCTIONS : BUILDING_PROCESSES;
  const buckets: Bucket[] = [];
  let omitted = 0;
  for (const [option, label] of Object.entries(labels)) {
    const stats = groups.get(option);
    if (!stats || stats.projectCount === 0) continue;
    if (stats.projectCount < floor) {
      omitted += 1;
      continue;
    }
    buckets.push({
      option_id: option,
      label,
      project_count: stats.projectCount,
      avg_cost_per_m2: release(stats.costPerM2, floor),
      avg_total_cost: release(stats.totalCost, floor),
      avg_footprint_cost: release(stats.footprintCost, floor),
      avg_gifa: release(stats.gifa, floor),
      median_cost_per_m2: release(stats.medianCostPerM2, floor),
    });
  }
  return { buckets, omitted };
}
