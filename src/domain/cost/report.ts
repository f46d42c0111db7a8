import { combinedExplanation, type ExplanationReport, explanationInPence } from './explanation.ts';
import { toMinorUnit } from '../money.ts';
import { qualityRating } from './scores.ts';
import type { Prediction, QualityRating, Scheme, SchemeLocation, SimilarProject } from './types.ts';

/**
 * The benchmark report (D-42, D-53) from a prediction, and the
 * composite report of a hybrid project's developments (D-43). Every figure is computed from the ones
 * before it in D-42's order, so that the identities hold exactly in floating point.
 */

export interface BenchmarkReportMeta {
  generated_at: string;
  model_version: string;
  data_source: string;
}

export interface BenchmarkReport {
  totals: number;
  external_works_variation: number;
  total_including_external_works: number;
  total_adjusted_value: number;
  adjusted_cost_per_m2: number;
  lower_limit: number;
  upper_limit: number;
  _meta: {
    adjustment_percentage: number;
    external_works_percentage: number;
    strength: number;
    profiled_strength: number;
    location: {
      county: string | null;
      index: number;
      area: string | null;
      source: SchemeLocation['source'];
    };
  };
  predictions: {
    cost_per_m2: number;
    total_cost: number;
    interval: { level: 0.8; lower: number; upper: number };
    quality_rating: QualityRating;
  };
  comparisons: {
    similar_projects: SimilarProject[];
    comparable_count: number;
    community_count: number;
    source_health: number;
  };
  /** D-58: the national rate of the function and each factor's step to adjusted_cost_per_m2, in pence. */
  explanation: ExplanationReport;
  metadata: BenchmarkReportMeta;
}

/** D-42, in its order. */
export function benchmarkReport(scheme: Scheme, prediction: Prediction, meta: BenchmarkReportMeta): BenchmarkReport {
  const gifa = scheme.total_gifa;
  const totals = prediction.base_cost_per_m2 * gifa;
  const variation = totals * prediction.external_works_percentage;
  const including = totals + variation;
  const adjustedValue = ((including * (1 + prediction.adjustment_percentage)) * prediction.location_index) / 100;
  const adjustedPerM2 = adjustedValue / gifa;
  // The interval to whole pence, outward, so that it still holds the prediction.
  const lower = Math.floor(Math.min(prediction.lower_limit, adjustedPerM2) * 100) / 100;
  const upper = Math.ceil(Math.max(prediction.upper_limit, adjustedPerM2) * 100) / 100;
  return {
    totals,
    external_works_variation: variation,
    total_including_external_works: including,
    total_adjusted_value: adjustedValue,
    adjusted_cost_per_m2: adjustedPerM2,
    lower_limit: lower,
    upper_limit: upper,
    _meta: {
      adjustment_percentage: prediction.adjustment_percentage,
      external_works_percentage: prediction.external_works_percentage,
      strength: prediction.strength,
      profiled_strength: prediction.profiled_strength,
      location: {
        county: prediction.location.county,
        index: prediction.location_index,
        area: prediction.location.area,
        source: prediction.location.source,
      },
    },
    predictions: {
      cost_per_m2: adjustedPerM2,
      total_cost: adjustedValue,
      interval: { level: 0.8, lower, upper },
      quality_rating: prediction.quality_rating,
    },
    comparisons: {
      similar_projects: prediction.similar,
      comparable_count: prediction.comparable_count,
      community_count: prediction.community_count,
      source_health: prediction.source_health,
    },
    explanation: explanationInPence(prediction.explanation, adjustedPerM2),
    metadata: { ...meta },
  };
}

/**
 * The report as the APIs answer it: its money (the totals and the total cost) in the currency's minor
 * unit, rounded from the exact figures, so that D-42's sums hold within a minor unit each; its rates per
 * m2 and shares as computed (the interval is in whole pence already). A stored report, whenever it was
 * stored, answers the same way.
 */
export function reportInMinorUnits(report: BenchmarkReport, currency: string): BenchmarkReport {
  // A report stored by an earlier version may lack a member: what is there is rounded, nothing is added.
  const money = <T>(v: T): T => (typeof v === 'number' ? (toMinorUnit(v, currency) as T) : v);
  const rounded = { ...report };
  for (const member of ['totals', 'external_works_variation', 'total_including_external_works', 'total_adjusted_value'] as const) {
    if (member in report) rounded[member] = money(report[member]);
  }
  if (report.predictions) rounded.predictions = { ...report.predictions, total_cost: money(report.predictions.total_cost) };
  return rounded;
}

export interface CompositePart {
  scheme: Scheme;
  prediction: Prediction;
}

/**
 * The GIFA-weighted combination of per-development predictions (D-43) as one prediction:
 * - base cost per m2: the parts' totals over the total GIFA, so that totals = Σ parts' totals;
 * - external works: the parts' variation over the parts' totals (a cost-weighted share);
 * - location index: the parts' indices weighted by their cost including external works, and the
 *   adjustment the rest of the parts' adjusted value, so that total_adjusted_value = Σ parts' values;
 * - interval: the GIFA-weighted mean of the parts' limits, i.e. the parts' errors taken as fully
 *   correlated (one site, one contractor, one date), the cautious choice;
 * - strength, profiled strength, source health, bcis, community value: GIFA-weighted means (bcis and
 *   community value null unless every part has one); counts: per distinct building function;
 * - similar: the parts' lists merged, most similar first, each project once;
 * - explanation: the parts' running rates after each factor, GIFA-weighted (explanation.ts).
 */
export function combinePredictions(parts: readonly CompositePart[], similarLimit = 10): { scheme: Scheme; prediction: Prediction } {
  if (parts.length === 0) throw new RangeError('a composite needs at least one part');
  if (parts.length === 1) return parts[0]!;
  const gifa = parts.reduce((s, p) => s + p.scheme.total_gifa, 0);
  const weight = (p: CompositePart) => p.scheme.total_gifa / gifa;
  const wmean = (pick: (p: Prediction) => number) => parts.reduce((s, p) => s + weight(p) * pick(p.prediction), 0);
  const sum = (pick: (p: CompositePart) => number) => parts.reduce((s, p) => s + pick(p), 0);

  const totals = sum((p) => p.prediction.base_cost_per_m2 * p.scheme.total_gifa);
  const variation = sum((p) => p.prediction.base_cost_per_m2 * p.scheme.total_gifa * p.prediction.external_works_percentage);
  const including = totals + variation;
  const adjustedValue = sum((p) => p.prediction.adjusted_cost_per_m2 * p.scheme.total_gifa);
  const indexWeighted =
    sum(
      (p) => p.prediction.base_cost_per_m2 * p.scheme.total_gifa * (1 + p.prediction.external_works_percentage) * p.prediction.location_index,
    ) / including;
  const adjustment = (adjustedValue * 100) / (including * indexWeighted) - 1;
  const adjustedPerM2 = adjustedValue / gifa;

  const byFunction = new Map<string, Prediction>();
  for (const p of parts) byFunction.set(p.scheme.building_function, p.prediction);
  const seen = new Set<number>();
  const similar = parts
    .flatMap((p) => p.prediction.similar)
    .toSorted((a, b) => b.similarity - a.similarity)
    .filter((s) => !seen.has(s.project_id) && seen.add(s.project_id))
    .slice(0, similarLimit);
  const allHave = (pick: (p: Prediction) => number | null) => parts.every((p) => pick(p.prediction) != null);
  const sourceHealth = Math.round(wmean((p) => p.source_health) * 10) / 10;
  const largest = parts.reduce((a, b) => (b.scheme.total_gifa > a.scheme.total_gifa ? b : a));

  const prediction: Prediction = {
    base_cost_per_m2: totals / gifa,
    external_works_percentage: totals > 0 ? variation / totals : 0,
    adjustment_percentage: adjustment,
    location_index: indexWeighted,
    location: largest.prediction.location,
    adjusted_cost_per_m2: adjustedPerM2,
    lower_limit: Math.min(adjustedPerM2, wmean((p) => p.lower_limit)),
    upper_limit: Math.max(adjustedPerM2, wmean((p) => p.upper_limit)),
    strength: Math.round(wmean((p) => p.strength) * 10) / 10,
    profiled_strength: Math.round(wmean((p) => p.profiled_strength) * 10) / 10,
    source_health: sourceHealth,
    quality_rating: qualityRating(sourceHealth),
    similar,
    comparable_count: [...byFunction.values()].reduce((s, p) => s + p.comparable_count, 0),
    community_count: [...byFunction.values()].reduce((s, p) => s + p.community_count, 0),
    bcis: allHave((p) => p.bcis) ? wmean((p) => p.bcis!) : null,
    community_value: allHave((p) => p.community_value) ? wmean((p) => p.community_value!) : null,
    explanation: combinedExplanation(parts.map((p) => ({ weight: weight(p), explanation: p.prediction.explanation }))),
  };
  const scheme: Scheme = { ...largest.scheme, total_gifa: gifa };
  return { scheme, prediction };
}

/** The composite report: `benchmarkReport` of the combined prediction over the parts' total GIFA. */
export function compositeReport(parts: readonly CompositePart[], meta: BenchmarkReportMeta, similarLimit = 10): BenchmarkReport {
  const { scheme, prediction } = combinePredictions(parts, similarLimit);
  return benchmarkReport(scheme, prediction, meta);
}
