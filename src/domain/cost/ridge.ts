/**
 * Ridge regression by normal equations on sparse rows: X'X and X'y are accumulated once per fold, so that
 * a cross-validation fold's fit is the total minus the fold (downdating), never a pass over the rows.
 */

export interface NormalEquations {
  p: number;
  /** X'X, row-major p × p. */
  xtx: Float64Array;
  xty: Float64Array;
  yty: number;
  /** Sum of the rows' weights. */
  n: number;
}

export function emptyEquations(p: number): NormalEquations {
  return { p, xtx: new Float64Array(p * p), xty: new Float64Array(p), yty: 0, n: 0 };
}

/**
 * Adds the row in slots start..start+nnz with target y and weight w to X'y and to the lower triangle of
 * X'X (X'X is symmetric: half the products); `mirrorLower` completes it once the last row is in.
 */
export function accumulate(
  eq: NormalEquations,
  cols: Int32Array,
  vals: Float64Array,
  start: number,
  nnz: number,
  y: number,
  w = 1,
): void {
  const { p, xtx, xty } = eq;
  for (let a = start; a < start + nnz; a++) {
    const va = vals[a]! * w;
    if (va === 0) continue;
    const ca = cols[a]!;
    xty[ca]! += va * y;
    xtx[ca * p + ca]! += va * vals[a]!;
    for (let b = start; b < a; b++) {
      const vb = vals[b]!;
      if (vb === 0) continue;
      const cb = cols[b]!;
      // Two slots of one column are the diagonal's cross term, counted twice.
      if (cb === ca) xtx[ca * p + ca]! += 2 * va * vb;
      else if (cb < ca) xtx[ca * p + cb]! += va * vb;
      else xtx[cb * p + ca]! += va * vb;
    }
  }
  eq.yty += w * y * y;
  eq.n += w;
}

/** Copies X'X's lower triangle, where `accumulate` adds, to its upper one. */
export function mirrorLower(eq: NormalEquations): void {
  const { p, xtx } = eq;
  for (let i = 1; i < p; i++) for (let j = 0; j < i; j++) xtx[j * p + i] = xtx[i * p + j]!;
}

export function subtract(total: NormalEquations, part: NormalEquations): NormalEquations {
  const xtx = new Float64Array(total.xtx);
  for (let i = 0; i < xtx.length; i++) xtx[i]! -= part.xtx[i]!;
  const xty = new Float64Array(total.xty);
  for (let i = 0; i < xty.length; i++) xty[i]! -= part.xty[i]!;
  return { p: total.p, xtx, xty, yty: total.yty - part.yty, n: total.n - part.n };
}

export function add(into: NormalEquations, part: NormalEquations): void {
  for (let i = 0; i < into.xtx.length; i++) into.xtx[i]! += part.xtx[i]!;
  for (let i = 0; i < into.xty.length; i++) into.xty[i]! += part.xty[i]!;
  into.yty += part.yty;
  into.n += part.n;
}

/**
 * Solves (X'X + diag(penalty)) β = X'y by Cholesky, on the columns some row touches: a column no row
 * touches has β = 0 exactly (its equation is λβ = 0), so it is left out of the factorisation.
 */
export function solveRidge(eq: NormalEquations, penalty: Float64Array): Float64Array {
  const full = eq.p;
  const active: number[] = [];
  for (let j = 0; j < full; j++) if (eq.xtx[j * full + j]! > 0) active.push(j);
  const p = active.length;
  const l = new Float64Array(p * p);
  for (let i = 0; i < p; i++) {
    const src = active[i]! * full;
    for (let j = 0; j <= i; j++) l[i * p + j] = eq.xtx[src + active[j]!]!;
    l[i * p + i]! += penalty[active[i]!]!;
  }
  for (let j = 0; j < p; j++) {
    const jRow = j * p;
    let d = l[jRow + j]!;
    for (let k = 0; k < j; k++) d -= l[jRow + k]! * l[jRow + k]!;
    // A direction nothing determines (an unpenalised column the others explain) stays 0.
    const pivot = d > 1e-12 ? Math.sqrt(d) : 0;
    l[jRow + j] = pivot;
    for (let i = j + 1; i < p; i++) {
      const iRow = i * p;
      let s = l[iRow + j]!;
      for (let k = 0; k < j; k++) s -= l[iRow + k]! * l[jRow + k]!;
      l[iRow + j] = pivot > 0 ? s / pivot : 0;
    }
  }
  const z = new Float64Array(p);
  for (let i = 0; i < p; i++) {
    const pivot = l[i * p + i]!;
    if (pivot === 0) continue;
    let s = eq.xty[active[i]!]!;
    for (let k = 0; k < i; k++) s -= l[i * p + k]! * z[k]!;
    z[i] = s / pivot;
  }
  const solved = new Float64Array(p);
  for (let i = p - 1; i >= 0; i--) {
    const pivot = l[i * p + i]!;
    if (pivot === 0) continue;
    let s = z[i]!;
    for (let k = i + 1; k < p; k++) s -= l[k * p + i]! * solved[k]!;
    solved[i] = s / pivot;
  }
  const beta = new Float64Array(full);
  active.forEach((col, i) => (beta[col] = solved[i]!));
  return beta;
}

/** Residual sum of squares of β from the normal equations alone: y'y − 2β'X'y + β'X'Xβ. */
export function residualSumOfSquares(eq: NormalEquations, beta: Float64Array): number {
  const { p } = eq;
  let quad = 0;
  let lin = 0;
  for (let i = 0; i < p; i++) {
    const bi = beta[i]!;
    if (bi === 0) continue;
    lin += bi * eq.xty[i]!;
    let s = 0;
    for (let j = 0; j < p; j++) s += eq.xtx[i * p + j]! * beta[j]!;
    quad += bi * s;
  }
  return Math.max(0, eq.yty - 2 * lin + quad);
}

export function dot(beta: Float64Array, cols: Int32Array, vals: Float64Array, start: number, nnz: number): number {
  let s = 0;
  for (let k = start; k < start + nnz; k++) s += beta[cols[k]!]! * vals[k]!;
  return s;
}
