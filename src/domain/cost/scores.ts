import type { QualityGrade, QualityRating } from './types.ts';

/**
 * The figures that say how far to trust a prediction (docs/cost-model.md): strength (how much
 * evidence), profiled strength (how close), source health (how reliable, 20-100), the quality rating
 * of a report and the quality grade of a similar project.
 */

/** strength = 100 n / (n + STRENGTH_HALF): half strength at this many comparables of the function. */
const STRENGTH_HALF = 25;

const round1 = (v: number) => Math.round(v * 10) / 10;

/** 0-100, non-decreasing in the number of comparables (of the function, or of the function and process). */
export function strengthOf(comparables: number): number {
  return round1((100 * comparables) / (comparables + STRENGTH_HALF));
}

/** 0-100: the mean weight, exp(−distance), of the top k neighbours, a missing neighbour counting 0. */
export function profiledStrengthOf(weightSum: number, k: number): number {
  return round1((100 * weightSum) / k);
}

/**
 * 20-100: how reliable the evidence behind a prediction is: a quarter strength (comparables of the
 * function), a quarter profiled strength (how closely the best match), a half pair strength (strength
 * of the comparables of the same function and building process). Each only grows as evidence is
 * added, so source health does too.
 */
export function sourceHealthOf(strength: number, profiledStrength: number, pairStrength: number): number {
  return round1(20 + 0.8 * (0.25 * strength + 0.25 * profiledStrength + 0.5 * pairStrength));
}

export function qualityRating(sourceHealth: number): QualityRating {
  if (sourceHealth >= 80) return 'Strong';
  if (sourceHealth >= 65) return 'Good';
  if (sourceHealth >= 45) return 'Fair';
  return 'Weak';
}

/**
 * A similar project's grade by its similarity to the scheme (neighbours.ts similarityOf): A closest,
 * E furthest. The bands are where, in bench:model's portfolios, the typical gap between a comparable's
 * rebased cost and the scheme's true cost steps up (docs/cost-model.md has the figures); B and better
 * are comparables within half-similarity distance.
 */
export function qualityGrade(similarity: number): QualityGrade {
  if (similarity >= 0.65) return 'A';
  if (similarity >= 0.5) return 'B';
  if (similarity >= 0.4) return 'C';
  if (similarity >= 0.3) return 'D';
  return 'E';
}
