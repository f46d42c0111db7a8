/**
 * The 80% prediction interval, calibrated on the evidence: cross-validated log residuals of the whole
 * prediction (regression and neighbour correction), normalised by a residual scale that grows as the
 * evidence thins (σ²(x) = c0 × (1 + A / n_function) + c2 × (1 − closeness)), whose 10% and 90% quantiles are
 * taken with the split-conformal rank rule. With little evidence, both the scale and the quantiles lean
 * on a prior (docs/cost-model.md).
 */

export const INTERVAL_LEVEL = 0.8;
/**
 * A: how many comparables' worth of uncertainty the function's own coefficients carry (its level, its
 * process mix, its size slope): a function with n comparables adds c0 × A / n of variance. Fixed,
 * because in most environments n hardly varies between functions and could not identify it.
 */
export const THIN_EVIDENCE_FACTOR = 12;
/** The prior residual scale: 0.11 log sd with ample close evidence, wider with little. */
const PRIOR_SCALE = { c0: 0.012, c2: 0.02 } as const;
/** Pseudo-observations the prior counts for: the scale model, the quantiles. */
const PRIOR_WEIGHT_SCALE = 50;
const PRIOR_WEIGHT_QUANTILE = 20;
const Z_10 = 1.2815515655446004;

export interface IntervalModel {
  c0: number;
  c2: number;
  /**
   * The scale of each building function and process pair (index fn × processes + process) relative
   * to the whole: how much more (or less) its residuals scatter, from their mean absolute normalised
   * residual, shrunk toward its process's and that toward 1 (GROUP_PRIOR pseudo-points each).
   */
  groupScale: Float64Array;
  /** Quantiles of the normalised residual: lower (negative) and upper. */
  zLow: number;
  zHigh: number;
  /** Cross-validated residuals it was calibrated on. */
  calibrationSize: number;
}

export interface CalibrationPoint {
  /** log(actual) − log(cross-validated prediction). */
  residual: number;
  /** Comparables of the function the prediction could use. */
  functionCount: number;
  /** Mean weight, exp(−distance), of the top neighbours, 0-1 (missing neighbours count as 0). */
  closeness: number;
  /** Building function and process codes. */
  fn: number;
  process: number;
}

/** Pseudo-points of the parent scale in a group's scale. */
const GROUP_PRIOR = 30;

export function residualScale(m: Pick<IntervalModel, 'c0' | 'c2'>, functionCount: number, closeness: number): number {
  return Math.sqrt(
    m.c0 * (1 + THIN_EVIDENCE_FACTOR / Math.max(1, functionCount)) + m.c2 * Math.max(0, 1 - closeness),
  );
}

/** Least squares of residual² on (1 + A/n, 1 − closeness), coefficients kept non-negative. */
function fitScale(points: readonly CalibrationPoint[]): { c0: number; c2: number } {
  const feature = (p: CalibrationPoint) => [
    1 + THIN_EVIDENCE_FACTOR / Math.max(1, p.functionCount),
    Math.max(0, 1 - p.closeness),
  ];
  let active = [true, true];
  for (let round = 0; round < 2; round++) {
    const idx = [0, 1].filter((i) => active[i]);
    const k = idx.length;
    const a = new Float64Array(k * k);
    const b = new Float64Array(k);
    for (const p of points) {
      const x = feature(p);
      const y = p.residual * p.residual;
      for (let i = 0; i < k; i++) {
        b[i]! += x[idx[i]!]! * y;
        for (let j = 0; j < k; j++) a[i * k + j]! += x[idx[i]!]! * x[idx[j]!]!;
      }
    }
    for (let i = 0; i < k; i++) a[i * k + i]! += 1e-9 * points.length;
    const c = solveSmall(a, b, k);
    const full = [0, 0];
    idx.forEach((col, i) => (full[col] = c[i]!));
    if (full[0]! > 0 && full[1]! >= 0) return { c0: full[0]!, c2: full[1]! };
    active = full[1]! < 0 ? [true, false] : [false, true];
  }
  const mean = points.reduce((s, p) => s + p.residual * p.residual / feature(p)[0]!, 0) / points.length;
  return { c0: Math.max(1e-4, mean), c2: 0 };
}

function solveSmall(a: Float64Array, b: Float64Array, k: number): Float64Array {
  const m = new Float64Array(a);
  const x = new Float64Array(b);
  for (let c = 0; c < k; c++) {
    let pivot = c;
    for (let r = c + 1; r < k; r++) if (Math.abs(m[r * k + c]!) > Math.abs(m[pivot * k + c]!)) pivot = r;
    if (pivot !== c) {
      for (let j = 0; j < k; j++) [m[c * k + j], m[pivot * k + j]] = [m[pivot * k + j]!, m[c * k + j]!];
      [x[c], x[pivot]] = [x[pivot]!, x[c]!];
    }
    const d = m[c * k + c]!;
    if (Math.abs(d) < 1e-300) continue;
    for (let r = 0; r < k; r++) {
      if (r === c) continue;
      const f = m[r * k + c]! / d;
      if (f === 0) continue;
      for (let j = 0; j < k; j++) m[r * k + j]! -= f * m[c * k + j]!;
      x[r]! -= f * x[c]!;
    }
  }
  for (let c = 0; c < k; c++) x[c] = m[c * k + c] === 0 ? 0 : x[c]! / m[c * k + c]!;
  return x;
}

/** Split-conformal order statistic: the ⌈(m+1)q⌉-th smallest (clamped to the sample). */
function conformalQuantile(sorted: Float64Array, q: number): number {
  const m = sorted.length;
  const rank = q >= 0.5 ? Math.ceil((m + 1) * q) : Math.floor((m + 1) * q);
  return sorted[Math.min(m, Math.max(1, rank)) - 1]!;
}

/**
 * Per function and process pair, the spread of its residuals relative to all (see IntervalModel):
 * `scale` for predictions, and for each calibration point its group's scale without that point
 * (`heldOut`), so that a point does not narrow its own interval and the quantiles stay honest.
 */
function groupScales(
  points: readonly CalibrationPoint[],
  z: Float64Array,
  functions: number,
  processes: number,
): { scale: Float64Array; heldOut: Float64Array } {
  const overall = z.reduce((s, v) => s + Math.abs(v), 0) / Math.max(1, z.length) || 1;
  const processSum = new Float64Array(processes);
  const processCount = new Float64Array(processes);
  const pairSum = new Float64Array(functions * processes);
  const pairCount = new Float64Array(functions * processes);
  points.forEach((p, i) => {
    const a = Math.abs(z[i]!) / overall;
    processSum[p.process]! += a;
    processCount[p.process]!++;
    pairSum[p.fn * processes + p.process]! += a;
    pairCount[p.fn * processes + p.process]!++;
  });
  const pairScale = (g: number, pr: number, without: number, less: number) => {
    const processScale = (processSum[pr]! - without + GROUP_PRIOR) / (processCount[pr]! - less + GROUP_PRIOR);
    return (pairSum[g]! - without + GROUP_PRIOR * processScale) / (pairCount[g]! - less + GROUP_PRIOR);
  };
  const scale = new Float64Array(functions * processes);
  for (let fn = 0; fn < functions; fn++) {
    for (let pr = 0; pr < processes; pr++) scale[fn * processes + pr] = pairScale(fn * processes + pr, pr, 0, 0);
  }
  const heldOut = new Float64Array(points.length);
  points.forEach((p, i) => {
    heldOut[i] = pairScale(p.fn * processes + p.process, p.process, Math.abs(z[i]!) / overall, 1);
  });
  return { scale, heldOut };
}

export function groupScaleOf(m: IntervalModel, fn: number, process: number, processes: number): number {
  return m.groupScale[fn * processes + process] ?? 1;
}

export function calibrateInterval(
  points: readonly CalibrationPoint[],
  functions: number,
  processes: number,
): IntervalModel {
  const m = points.length;
  const flat = new Float64Array(functions * processes).fill(1);
  if (m < 10) return { ...PRIOR_SCALE, groupScale: flat, zLow: -Z_10, zHigh: Z_10, calibrationSize: m };
  const fitted = fitScale(points);
  const blend = (fit: number, prior: number) => (m * fit + PRIOR_WEIGHT_SCALE * prior) / (m + PRIOR_WEIGHT_SCALE);
  const scale = {
    c0: blend(fitted.c0, PRIOR_SCALE.c0),
    c2: blend(fitted.c2, PRIOR_SCALE.c2),
  };
  const z = new Float64Array(m);
  points.forEach((p, i) => (z[i] = p.residual / residualScale(scale, p.functionCount, p.closeness)));
  const { scale: groupScale, heldOut } = groupScales(points, z, functions, processes);
  points.forEach((_, i) => (z[i] = z[i]! / heldOut[i]!));
  z.sort();
  const lowQ = (1 - INTERVAL_LEVEL) / 2;
  const w = PRIOR_WEIGHT_QUANTILE;
  const zLow = (m * conformalQuantile(z, lowQ) - w * Z_10) / (m + w);
  const zHigh = (m * conformalQuantile(z, 1 - lowQ) + w * Z_10) / (m + w);
  return { ...scale, groupScale, zLow: Math.min(0, zLow), zHigh: Math.max(0, zHigh), calibrationSize: m };
}
