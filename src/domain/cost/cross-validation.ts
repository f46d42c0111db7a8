import { FUNCTIONS, MAX_NNZ, PROCESSES, type SchemeFeatures, schemeFeatures } from './features.ts';
import { type CalibrationPoint, calibrateInterval, type IntervalModel } from './interval.ts';
import { type Bucket, distance, type EvidenceColumns, scan } from './neighbours.ts';
import { dot, type NormalEquations, solveRidge, subtract } from './ridge.ts';
import type { Evidence } from './types.ts';

/**
 * K-fold cross-validation of the whole prediction, regression and neighbour correction together: it
 * chooses how far the correction is shrunk and calibrates the 80% interval (interval.ts).
 */

/** Distance evaluations the calibration's neighbour scans may spend (keeps a 100k fit well under 2 s). */
const CALIBRATION_BUDGET = 12_000_000;
/** Candidate pseudo-weights of "no correction" in the neighbour correction; the last is none at all. */
const NEIGHBOUR_PRIOR_GRID = [0.25, 0.5, 1, 2, 4, 8, 16, 1e9];

/** A well-mixed 32-bit hash of a project id: folds and the calibration sample follow ids, not order. */
export function mix(id: number, salt: number): number {
  let h = Math.imul((id | 0) ^ salt, 0x9e3779b1) ^ Math.imul(Math.floor(id / 4294967296) | 0, 0x85ebca6b);
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b);
  h ^= h >>> 16;
  return h >>> 0;
}

export function foldOf(projectId: number, folds: number): number {
  return mix(projectId, 0x51ed) % folds;
}

export interface CrossValidationInput {
  n: number;
  folds: number;
  k: number;
  cols: Int32Array;
  vals: Float64Array;
  y: Float64Array;
  penalty: Float64Array;
  total: NormalEquations;
  foldEq: NormalEquations[];
  columns: EvidenceColumns;
  buckets: Bucket[];
  rows: readonly Evidence[];
  rowOfProject: Map<number, number>;
}

/** A calibration scan's neighbours of a sampled row, by project id (ids outlive a table's positions). */
export interface CalibrationScan {
  ids: number[];
  distances: number[];
  weights: number[];
}

/** The calibration's scans, by the sampled row's project id. */
export type CalibrationScans = Map<number, CalibrationScan>;

/** An earlier fit's scans, and what changed since: the table's rows computed afresh, and the rows gone or replaced. */
export interface ScanReuse {
  scans: CalibrationScans;
  added: readonly number[];
  removed: readonly Evidence[];
}

/** Beyond this many changed rows, checking every kept scan against them costs about as much as scanning again. */
const REUSE_LIMIT = 5_000;
/** A changed row this close to a scan's farthest neighbour may tie with it: the scan is redone. */
const TIE_MARGIN = 1e-9;

/**
 * The scan an earlier fit made of sampled row `i` (features `f`) if none of the changes can move it: no
 * neighbour of it is gone, the row itself is unchanged, and no new row of its function, outside its
 * fold, comes within its farthest neighbour's distance (or it has fewer than `k`).
 */
function keptScan(
  reuse: ScanReuse,
  removedIds: ReadonlySet<number>,
  addedRows: ReadonlySet<number>,
  input: CrossValidationInput,
  i: number,
  f: SchemeFeatures,
): CalibrationScan | null {
  const { columns, k } = input;
  const kept = reuse.scans.get(columns.projectId[i]!);
  if (!kept || addedRows.has(i)) return null;
  for (const id of kept.ids) if (removedIds.has(id)) return null;
  const reach = kept.ids.length < k ? Infinity : kept.distances[kept.distances.length - 1]! + TIE_MARGIN;
  for (const a of reuse.added) {
    if (columns.fn[a] === columns.fn[i] && columns.fold[a] !== columns.fold[i] && distance(f, columns, a) <= reach) return null;
  }
  return kept;
}

/**
 * Fold k's coefficients solve (X'WX − X_k'W_kX_k + Λ) β = X'Wy − X_k'W_ky: downdating, never a pass over
 * the rows. A sample of rows (as many as the scan budget allows) gets the full prediction from the
 * other folds, neighbour correction included; their residuals choose the correction's shrinkage and
 * calibrate the interval.
 */
export function crossValidate(
  input: CrossValidationInput,
  reuse: ScanReuse | null = null,
): { interval: IntervalModel; neighbourPrior: number; cvResidual: Float64Array; scans: CalibrationScans } {
  const { n, folds, k, cols, vals, y, penalty, total, foldEq, columns, buckets, rows, rowOfProject } = input;
  const scans: CalibrationScans = new Map();
  if (n < 3) {
    const interval = calibrateInterval([], FUNCTIONS.length, PROCESSES.length);
    return { interval, neighbourPrior: 2, cvResidual: new Float64Array(n).fill(Number.NaN), scans };
  }
  const reusable = reuse && reuse.added.length + reuse.removed.length <= REUSE_LIMIT ? reuse : null;
  const removedIds = new Set(reusable?.removed.map((e) => e.projectId));
  const addedRows = new Set(reusable?.added);

  const meanBucket = buckets.reduce((s, b) => s + b.rows.length * b.rows.length, 0) / n;
  const sampleSize = Math.min(n, Math.max(300, Math.floor(CALIBRATION_BUDGET / Math.max(1, meanBucket))), 4000);
  const threshold = (sampleSize / n) * 4294967296;
  const sample: number[] = [];
  for (let i = 0; i < n; i++) if (mix(columns.projectId[i]!, 0xca1b) < threshold) sample.push(i);

  const foldResidual = new Float64Array(n * folds);
  const cvResidual = new Float64Array(n);
  const trainingCounts = new Int32Array(folds * FUNCTIONS.length);
  for (let i = 0; i < n; i++) {
    for (let f = 0; f < folds; f++) if (columns.fold[i] !== f) trainingCounts[f * FUNCTIONS.length + columns.fn[i]!]!++;
  }
  for (let f = 0; f < folds; f++) {
    if (foldEq[f]!.n === 0) continue;
    const beta = solveRidge(subtract(total, foldEq[f]!), penalty);
    for (let i = 0; i < n; i++) {
      const r = y[i]! - dot(beta, cols, vals, i * MAX_NNZ, MAX_NNZ);
      if (columns.fold[i] === f) cvResidual[i] = r;
      else foldResidual[f * n + i] = r;
    }
  }

  const sums: { row: number; base: number; weighted: number; weight: number; count: number; closeness: number }[] = [];
  for (const i of sample) {
    const fold = columns.fold[i]!;
    const count = trainingCounts[fold * FUNCTIONS.length + columns.fn[i]!]!;
    if (count === 0) continue;
    const f = schemeFeatures(rows[i]!.scheme);
    let found = reusable ? keptScan(reusable, removedIds, addedRows, input, i, f) : null;
    if (!found) {
      const { all } = scan(f, columns, buckets[columns.fn[i]!]!, { k, ownLimit: 0, skipFold: fold });
      found = { ids: all.rows.map((j) => columns.projectId[j]!), distances: all.distances, weights: all.weights };
    }
    scans.set(columns.projectId[i]!, found);
    let weighted = 0;
    let weight = 0;
    found.ids.forEach((id, r) => {
      weighted += found.weights[r]! * foldResidual[fold * n + rowOfProject.get(id)!]!;
      weight += found.weights[r]!;
    });
    sums.push({ row: i, base: cvResidual[i]!, weighted, weight, count, closeness: weight / k });
  }

  let bestPrior = 2;
  let bestLoss = Infinity;
  for (const w0 of NEIGHBOUR_PRIOR_GRID) {
    let loss = 0;
    for (const s of sums) loss += Math.abs(s.base - s.weighted / (s.weight + w0));
    if (loss < bestLoss - 1e-12) {
      bestLoss = loss;
      bestPrior = w0;
    }
  }
  const points: CalibrationPoint[] = sums.map((s) => ({
    residual: s.base - s.weighted / (s.weight + bestPrior),
    functionCount: s.count,
    closeness: s.closeness,
    fn: columns.fn[s.row]!,
    process: columns.process[s.row]!,
  }));
  return { interval: calibrateInterval(points, FUNCTIONS.length, PROCESSES.length), neighbourPrior: bestPrior, cvResidual, scans };
}
