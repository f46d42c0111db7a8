import type { QualityGrade, QualityRating } from './types.ts';

/**
 * The figures that say how far to trust a prediction (docs/cost-model.md): strength (how much
 * evidence), profiled strength (how close), source health (how reliable, 20-100), the quality rating
 * of a report and the quality grade of a similar project.
 */

/** strength = 100 n / (n + STRENGTH_HALF): half strength at this many comparables of the function. */
const STRENGTH_HALF = 25;
/** precision is 1 at a log half-width of the 80% interval this small (about ±8%) or smaller… */
const PRECISE_HALF_WIDTH = 0.08;
/** …and 0 at this wide (about ±40%) or wider. */
const VAGUE_HALF_WIDTH = 0.4;

const round1 = (v: number) => Math.round(v * 10) / 10;

/** 0-100, non-decreasing in the number of comparables of the function. */
export function strengthOf(comparables: number): number {
  return round1((100 * comparables) / (comparables + STRENGTH_HALF));
}

/** 0-100: the mean similarity of the top k neighbours, a missing neighbour counting 0. */
export function profiledStrengthOf(similaritySum: number, k: number): number {
  return round1((100 * similaritySum) / k);
}

/** How precise the calibrated interval is, 0-1, from its log half-width; non-increasing in it. */
export function precisionOf(halfWidth: number): number {
  return Math.min(1, Math.max(0, (VAGUE_HALF_WIDTH - halfWidth) / (VAGUE_HALF_WIDTH - PRECISE_HALF_WIDTH)));
}

/**
 * 20-100: a quarter strength, a quarter profiled strength, a half precision. Non-decreasing in each.
 */
export function sourceHealthOf(strength: number, profiledStrength: number, precision: number): number {
  return round1(20 + 80 * (0.25 * (strength / 100) + 0.25 * (profiledStrength / 100) + 0.5 * precision));
}

export function qualityRating(sourceHealth: number): QualityRating {
  if (sourceHealth >= 80) return 'Strong';
  if (sourceHealth >= 65) return 'Good';
  if (sourceHealth >= 45) return 'Fair';
  return 'Weak';
}

/** A similar project's grade by its similarity to the scheme. */
export function qualityGrade(similarity: number): QualityGrade {
  if (similarity >= 0.75) return 'A';
  if (similarity >= 0.55) return 'B';
  if (similarity >= 0.35) return 'C';
  if (similarity >= 0.2) return 'D';
  return 'E';
}
