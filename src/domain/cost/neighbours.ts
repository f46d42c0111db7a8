import type { SchemeFeatures } from './features.ts';

/**
 * Comparables in columns (typed arrays), bucketed by building function, and the scan that finds the
 * ones most like a scheme. The distance adds up differences of process, size, storeys, basements,
 * location and date (weights below, docs/cost-model.md). The neighbour correction weights a comparable
 * by exp(−distance); what a report calls its similarity is `similarityOf(distance)`, a scale on which
 * the grades say how far a comparable's rebased cost tends to lie from the scheme's.
 */

export interface EvidenceColumns {
  n: number;
  fn: Int32Array;
  process: Int32Array;
  area: Int32Array;
  region: Int32Array;
  logGifa: Float64Array;
  floorsAbove: Float64Array;
  floorsBelow: Float64Array;
  years: Float64Array;
  own: Uint8Array;
  projectId: Float64Array;
  /** The fold (0..K-1) a row is held out in during cross-validation. */
  fold: Int32Array;
}

export const SIMILARITY_WEIGHTS = {
  /** A different building process. */
  process: 1.2,
  /** Per unit of |log(GIFA ratio)| (a factor of e in size). */
  size: 0.8,
  /** Per storey above ground of difference; when either is unknown, `storeysUnknown`. */
  storey: 0.04,
  storeysUnknown: 0.15,
  /** Per basement level of difference. */
  basement: 0.25,
  /** Same area 0; same region; elsewhere; and when the scheme has no area. */
  sameRegion: 0.75,
  elsewhere: 1.5,
  areaUnknown: 0.75,
  /** Per year between the two dates. */
  year: 0.12,
} as const;

/**
 * The distance at which similarity is one half: about that of a comparable of the same function and
 * process, a third larger or smaller, from another area of the same region, priced three years apart
 * with its storeys unknown (1.5), and short of one of another process or region (2.4 and more).
 */
export const HALF_SIMILARITY_DISTANCE = 2;

/** 0-1: 1 for a comparable just like the scheme, halving every HALF_SIMILARITY_DISTANCE of distance. */
export function similarityOf(distance: number): number {
  return 2 ** (-distance / HALF_SIMILARITY_DISTANCE);
}

export function distance(f: SchemeFeatures, e: EvidenceColumns, j: number): number {
  const w = SIMILARITY_WEIGHTS;
  let d = 0;
  if (e.process[j] !== f.process) d += w.process;
  d += w.size * Math.abs(e.logGifa[j]! - f.logGifa);
  const fa = e.floorsAbove[j]!;
  if (Number.isNaN(fa) || Number.isNaN(f.floorsAbove)) d += w.storeysUnknown;
  else d += w.storey * Math.abs(fa - f.floorsAbove);
  const fb = e.floorsBelow[j]!;
  d += w.basement * Math.abs((Number.isNaN(fb) ? 0 : fb) - (Number.isNaN(f.floorsBelow) ? 0 : f.floorsBelow));
  if (f.area < 0) d += w.areaUnknown;
  else if (e.area[j] !== f.area) d += e.region[j] === f.region ? w.sameRegion : w.elsewhere;
  d += w.year * Math.abs(e.years[j]! - f.years);
  return d;
}

/** The k nearest rows, nearest first, with their distances and their weights in the correction, exp(−distance). */
export interface Neighbours {
  rows: number[];
  distances: number[];
  weights: number[];
}

/**
 * Keeps the top `k` in a small sorted array by distance (k is tens; a heap would not pay). `limit` is
 * the distance a row must beat to enter.
 */
class Nearest {
  readonly rows: number[] = [];
  readonly distances: number[] = [];
  limit: number;
  private readonly k: number;
  constructor(k: number) {
    this.k = k;
    this.limit = k === 0 ? -1 : Infinity;
  }
  offer(row: number, d: number): void {
    let i = this.distances.length;
    if (i === this.k) {
      this.rows.pop();
      this.distances.pop();
      i--;
    }
    while (i > 0 && this.distances[i - 1]! > d) i--;
    this.rows.splice(i, 0, row);
    this.distances.splice(i, 0, d);
    if (this.distances.length === this.k) this.limit = this.distances[this.k - 1]!;
  }
  result(): Neighbours {
    return { rows: this.rows, distances: this.distances, weights: this.distances.map((d) => Math.exp(-d)) };
  }
}

export interface ScanOptions {
  k: number;
  /** Also keep the top `ownLimit` of the caller's own environment (for `similar`). */
  ownLimit: number;
  excludeProjectId?: number;
  /** Skip rows of this fold (cross-validation). */
  skipFold?: number;
}

/**
 * A function's rows, grouped by building process (`start[p]` to `start[p + 1]`), so that a scan
 * meets the scheme's own process first and the others (a distance of at least `process` away) can
 * mostly be dismissed after one comparison.
 */
export interface Bucket {
  rows: Int32Array;
  start: Int32Array;
}

export function bucketOf(rows: readonly number[], process: Int32Array, processCount: number): Bucket {
  const sorted = Int32Array.from(rows).sort((a, b) => process[a]! - process[b]! || a - b);
  const start = new Int32Array(processCount + 1);
  for (const r of sorted) start[process[r]! + 1]!++;
  for (let p = 0; p < processCount; p++) start[p + 1]! += start[p]!;
  return { rows: sorted, start };
}

/** One pass over a function's bucket: the `k` nearest of all, and the `ownLimit` nearest own rows. */
export function scan(
  f: SchemeFeatures,
  e: EvidenceColumns,
  bucket: Bucket,
  options: ScanOptions,
): { all: Neighbours; own: Neighbours } {
  const w = SIMILARITY_WEIGHTS;
  const all = new Nearest(options.k);
  const own = new Nearest(options.ownLimit);
  const exclude = options.excludeProjectId ?? Number.NaN;
  const skipFold = options.skipFold ?? -1;
  const processes = bucket.start.length - 1;
  const fa0 = f.floorsAbove;
  const fb0 = Number.isNaN(f.floorsBelow) ? 0 : f.floorsBelow;
  const faUnknown = Number.isNaN(fa0);
  for (let step = 0; step < processes; step++) {
    // The scheme's process first, then the others.
    const p = step === 0 ? f.process : step <= f.process ? step - 1 : step;
    const base = p === f.process ? 0 : w.process;
    const end = bucket.start[p + 1]!;
    for (let b = bucket.start[p]!; b < end; b++) {
      const j = bucket.rows[b]!;
      const limit = e.own[j] === 1 && own.limit > all.limit ? own.limit : all.limit;
      let d = base + w.size * Math.abs(e.logGifa[j]! - f.logGifa);
      if (d >= limit) continue;
      d += w.year * Math.abs(e.years[j]! - f.years);
      if (d >= limit) continue;
      const fa = e.floorsAbove[j]!;
      d += faUnknown || Number.isNaN(fa) ? w.storeysUnknown : w.storey * Math.abs(fa - fa0);
      const fb = e.floorsBelow[j]!;
      d += w.basement * Math.abs((Number.isNaN(fb) ? 0 : fb) - fb0);
      if (f.area < 0) d += w.areaUnknown;
      else if (e.area[j] !== f.area) d += e.region[j] === f.region ? w.sameRegion : w.elsewhere;
      if (d >= limit) continue;
      if ((skipFold >= 0 && e.fold[j] === skipFold) || e.projectId[j] === exclude) continue;
      if (d < all.limit) all.offer(j, d);
      if (e.own[j] === 1 && d < own.limit) own.offer(j, d);
    }
  }
  return { all: all.result(), own: own.result() };
}
