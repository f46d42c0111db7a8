import { COLUMN_PRIOR, MAX_NNZ, P } from './features.ts';
import {
  accumulate,
  add,
  dot,
  emptyEquations,
  mirrorLower,
  type NormalEquations,
  residualSumOfSquares,
  solveRidge,
} from './ridge.ts';

/**
 * The regression of the cost model: ridge on the rebased log cost per m2, each coefficient shrunk
 * toward 0 (the priors: reference rates, shipped indices) with penalty σ² / τ², τ its prior scale
 * (features.ts). Two passes: an ordinary one, then one weighted by how much each row's building
 * function and process pair scatters (noisier groups count for less) and by a Huber weight (an
 * outlier beyond HUBER robust standard deviations counts for less), so that a scheme that went badly
 * does not move everyone's price.
 */

export interface Design {
  n: number;
  folds: number;
  cols: Int32Array;
  vals: Float64Array;
  y: Float64Array;
  fold: Int32Array;
  /** The row's building function and process pair (its scatter group). */
  group: Int32Array;
  groups: number;
}

export interface Regression {
  beta: Float64Array;
  penalty: Float64Array;
  /** Weighted normal equations, all rows and per fold (for cross-validation by downdating). */
  total: NormalEquations;
  foldEq: NormalEquations[];
  /** Weighted residual variance (log scale). */
  sigma2: number;
}

const HUBER = 2;
/** Pseudo-rows of the overall scatter in a group's. */
const GROUP_PRIOR = 30;
/** E|x| of a standard normal: mean absolute residual × this ≈ standard deviation. */
const ABS_TO_SD = Math.sqrt(Math.PI / 2);

function penaltyFor(sigma2: number): Float64Array {
  const pen = new Float64Array(P);
  for (let j = 0; j < P; j++) {
    const tau = COLUMN_PRIOR[j]!;
    pen[j] = Number.isFinite(tau) ? sigma2 / (tau * tau) : 1e-6;
  }
  return pen;
}

function equations(d: Design, weight: Float64Array | null): { total: NormalEquations; foldEq: NormalEquations[] } {
  const foldEq = Array.from({ length: d.folds }, () => emptyEquations(P));
  for (let i = 0; i < d.n; i++) {
    accumulate(foldEq[d.fold[i]!]!, d.cols, d.vals, i * MAX_NNZ, MAX_NNZ, d.y[i]!, weight ? weight[i]! : 1);
  }
  const total = emptyEquations(P);
  for (const eq of foldEq) {
    mirrorLower(eq);
    add(total, eq);
  }
  return { total, foldEq };
}

function solve(eq: NormalEquations): { beta: Float64Array; penalty: Float64Array; sigma2: number } {
  // σ² from a first solve with a guess, then the final one.
  let sigma2 = 0.01;
  if (eq.n > 0) sigma2 = Math.min(0.25, Math.max(0.0025, residualSumOfSquares(eq, solveRidge(eq, penaltyFor(sigma2))) / eq.n));
  const penalty = penaltyFor(sigma2);
  return { beta: solveRidge(eq, penalty), penalty, sigma2 };
}

export function residuals(d: Pick<Design, 'n' | 'cols' | 'vals' | 'y'>, beta: Float64Array): Float64Array {
  const r = new Float64Array(d.n);
  for (let i = 0; i < d.n; i++) r[i] = d.y[i]! - dot(beta, d.cols, d.vals, i * MAX_NNZ, MAX_NNZ);
  return r;
}

/** Robust scatter (standard deviation) of each group, shrunk toward the overall one. */
function groupScatter(d: Design, r: Float64Array): Float64Array {
  const sum = new Float64Array(d.groups);
  const count = new Float64Array(d.groups);
  let all = 0;
  for (let i = 0; i < d.n; i++) {
    const a = Math.abs(r[i]!);
    sum[d.group[i]!]! += a;
    count[d.group[i]!]!++;
    all += a;
  }
  const overall = all / Math.max(1, d.n);
  const sd = new Float64Array(d.groups);
  for (let g = 0; g < d.groups; g++) sd[g] = (ABS_TO_SD * (sum[g]! + GROUP_PRIOR * overall)) / (count[g]! + GROUP_PRIOR);
  return sd;
}

export function fitRegression(d: Design): Regression {
  const first = equations(d, null);
  const ordinary = solve(first.total);
  if (d.n < 10) return { ...ordinary, ...first };

  const r = residuals(d, ordinary.beta);
  const scatter = groupScatter(d, r);
  const weight = new Float64Array(d.n);
  let sum = 0;
  for (let i = 0; i < d.n; i++) {
    const s = Math.max(1e-3, scatter[d.group[i]!]!);
    const u = Math.abs(r[i]!) / s;
    weight[i] = (u <= HUBER ? 1 : HUBER / u) / (s * s);
    sum += weight[i]!;
  }
  // Weights average 1, so that σ² and the penalties keep their scale.
  for (let i = 0; i < d.n; i++) weight[i] = (weight[i]! * d.n) / sum;
  const second = equations(d, weight);
  return { ...solve(second.total), ...second };
}
