import { BUILDING_PROCESSES, type BuildingFunction } from '../src/domain/projects/vocabulary.ts';
import {
  adminSession,
  type BenchmarkReport,
  expectStatus,
  importProjects,
  inTurn,
} from './model-client.ts';
import { generatePortfolio, type HiddenEffects, type PortfolioProject, shippedIndexOf, tenderPriceAt } from './model-portfolio.ts';
import { mape, mean, median, percentile, spearman } from './model-statistics.ts';
import type { AdminPost } from './setup.ts';

/**
 * bench:model's accuracy run for one seed: a fresh environment with the seed's portfolio, every
 * held-out project benchmarked through `POST /benchmark/project/{id}` as its environment's ADMIN, and
 * the figures against the truth and against the published-average baseline.
 */

export interface AccuracySettings {
  projects: number;
  holdOut: number;
  concurrency: number;
}

export interface SeedResult {
  seed: number;
  hidden: HiddenEffects;
  evidence: number;
  heldOut: number;
  /** Held-out projects answered 201. */
  priced: number;
  /** Answered 422 (the model could not price them), with the first message. */
  unpriced: number;
  unpricedMessage: string | null;
  modelMape: number;
  /** The function's median cost per m2, location-rebased (the baseline). */
  baselineMape: number;
  /** Informational: the median of the same function and process, rebased by location and tender price index. */
  rebasedBaselineMape: number;
  /** Informational: the noise-free cost of the process itself (what no model can beat on average). */
  noiseFloorMape: number;
  coverage: number;
  /** Spearman's rank correlation of source_health with the absolute percentage error. */
  healthErrorCorrelation: number;
  /** Each priced held-out project's source_health and absolute percentage error, for the pooled correlation. */
  healthAndError: [number, number][];
  /** Median of (upper − lower) / adjusted_cost_per_m2. */
  medianRelativeWidth: number;
  /** By predictions.quality_rating (Strong first) and by building process. */
  byRating: GroupFigures[];
  byProcess: GroupFigures[];
  /** Every listed similar project: its similarity, grade and how far its rebased cost per m2 is from the held-out truth. */
  similar: SimilarError[];
  /** Per factor of the explanation (D-58): the mean over the held-out projects of |multiplier − 1| and of |effect per m2|. */
  effects: FactorEffect[];
  importSeconds: number;
  p50Ms: number;
  p95Ms: number;
  benchmarkSeconds: number;
}

export interface GroupFigures {
  group: string;
  count: number;
  mape: number;
  noiseFloorMape: number;
  coverage: number;
}

export interface FactorEffect {
  factor: string;
  meanShare: number;
  meanPerM2: number;
}

export interface SimilarError {
  similarity: number;
  grade: string;
  /** |rebased cost per m2 − the held-out project's true cost per m2| / the truth. */
  error: number;
}

interface Scored {
  truth: number;
  /** The process's noise-free cost. */
  expected: number;
  process: string;
  predicted: number;
  lower: number;
  upper: number;
  health: number;
  rating: string;
}

export async function runSeed(
  post: AdminPost,
  platformUrl: string,
  seed: number,
  settings: AccuracySettings,
  progress: (line: string) => void,
): Promise<SeedResult> {
  const portfolio = generatePortfolio(seed, settings.projects, settings.holdOut);
  const env = await post<{ id: string | number }>('/admin/environments', { name: `Bench model seed ${seed}` });
  const environmentId = String(env.id);
  const importStarted = performance.now();
  const ids = await importProjects(
    post,
    environmentId,
    portfolio.projects.map((p) => p.project),
    progress,
  );
  const importSeconds = (performance.now() - importStarted) / 1000;
  const session = await adminSession(post, platformUrl, environmentId);

  const evidence = portfolio.projects.filter((p) => p.role === 'evidence' && p.project.total_gifa != null);
  const heldOut = portfolio.projects.flatMap((p, i) => (p.role === 'held_out' ? [{ p, id: ids[i]! }] : []));
  progress(
    `  seed ${seed}: environment ${environmentId}, ${portfolio.projects.length} projects imported in ${importSeconds.toFixed(1)} s ` +
      `(${evidence.length} completed with a GIFA as evidence, ${heldOut.length} held out as IN_PROGRESS)`,
  );

  let done = 0;
  const started = performance.now();
  const answers = await inTurn(heldOut, settings.concurrency, async ({ id }) => {
    const answer = await session.call<BenchmarkReport>('POST', `/benchmark/project/${id}`);
    if (answer.status !== 422) expectStatus(answer, 201, `POST /benchmark/project/${id}`);
    done += 1;
    if (done % 200 === 0) progress(`    ${done} of ${heldOut.length} held-out projects benchmarked`);
    return answer;
  });
  const benchmarkSeconds = (performance.now() - started) / 1000;

  const baseline = functionBaseline(evidence);
  const rebased = rebasedBaseline(evidence);
  const scored: Scored[] = [];
  const baselinePredictions: number[] = [];
  const rebasedPredictions: number[] = [];
  const floor: number[] = [];
  const similar: SimilarError[] = [];
  const steps: { factor: string; multiplier: number; effect_per_m2: number }[] = [];
  let unpricedMessage: string | null = null;
  for (const [i, { p }] of heldOut.entries()) {
    const answer = answers[i]!;
    if (answer.status === 422) {
      unpricedMessage ??= JSON.stringify(answer.body).slice(0, 300);
      continue;
    }
    const report = answer.body;
    scored.push({
      truth: p.truth.costPerM2,
      expected: p.truth.expectedCostPerM2,
      process: p.truth.process,
      predicted: report.adjusted_cost_per_m2,
      lower: report.lower_limit,
      upper: report.upper_limit,
      health: report.comparisons?.source_health ?? Number.NaN,
      rating: report.predictions?.quality_rating ?? '(none)',
    });
    steps.push(...(report.explanation?.steps ?? []));
    for (const c of report.comparisons?.similar_projects ?? []) {
      similar.push({ similarity: c.similarity, grade: c.quality_grade, error: Math.abs(c.cost_per_m2 - p.truth.costPerM2) / p.truth.costPerM2 });
    }
    baselinePredictions.push(baseline(p));
    rebasedPredictions.push(rebased(p));
    floor.push(p.truth.expectedCostPerM2);
  }
  const truths = scored.map((s) => s.truth);
  const errors = scored.map((s) => Math.abs(s.predicted - s.truth) / s.truth);

  return {
    seed,
    hidden: portfolio.hidden,
    evidence: evidence.length,
    heldOut: heldOut.length,
    priced: scored.length,
    unpriced: heldOut.length - scored.length,
    unpricedMessage,
    modelMape: mape(
      scored.map((s) => s.predicted),
      truths,
    ),
    baselineMape: mape(baselinePredictions, truths),
    rebasedBaselineMape: mape(rebasedPredictions, truths),
    noiseFloorMape: mape(floor, truths),
    coverage: coverageOf(scored),
    healthErrorCorrelation: spearman(
      scored.map((s) => s.health),
      errors,
    ),
    healthAndError: scored.map((s, i) => [s.health, errors[i]!]),
    medianRelativeWidth: median(scored.map((s) => (s.upper - s.lower) / s.predicted)),
    byRating: groupFigures(scored, (s) => s.rating).sort((a, b) => ratingRank(a.group) - ratingRank(b.group)),
    byProcess: groupFigures(scored, (s) => s.process).sort((a, b) => PROCESSES.indexOf(a.group) - PROCESSES.indexOf(b.group)),
    similar,
    effects: [...new Set(steps.map((s) => s.factor))].map((factor) => {
      const of = steps.filter((s) => s.factor === factor);
      return {
        factor,
        meanShare: mean(of.map((s) => Math.abs(s.multiplier - 1))),
        meanPerM2: mean(of.map((s) => Math.abs(s.effect_per_m2))),
      };
    }),
    importSeconds,
    p50Ms: percentile(
      answers.map((a) => a.ms),
      50,
    ),
    p95Ms: percentile(
      answers.map((a) => a.ms),
      95,
    ),
    benchmarkSeconds,
  };
}

const RATING_ORDER = ['Strong', 'Good', 'Fair', 'Weak'];
const PROCESSES = Object.keys(BUILDING_PROCESSES);
const ratingRank = (rating: string) => (RATING_ORDER.indexOf(rating) + 99) % 99;

const coverageOf = (scored: Scored[]) => scored.filter((s) => s.truth >= s.lower && s.truth <= s.upper).length / scored.length;

function groupFigures(scored: Scored[], keyOf: (s: Scored) => string): GroupFigures[] {
  return [...new Set(scored.map(keyOf))].map((group) => {
    const members = scored.filter((s) => keyOf(s) === group);
    const truths = members.map((s) => s.truth);
    return {
      group,
      count: members.length,
      mape: mape(
        members.map((s) => s.predicted),
        truths,
      ),
      noiseFloorMape: mape(
        members.map((s) => s.expected),
        truths,
      ),
      coverage: coverageOf(members),
    };
  });
}

const costPerM2 = (p: PortfolioProject) => p.project.total_cost! / p.project.total_gifa!;
const locationFactor = (p: PortfolioProject) => shippedIndexOf(p.project) / 100;
const startOf = (p: PortfolioProject) => Date.parse(p.project.contract_start_date!);

/**
 * The baseline, how published average prices are used: the median cost per m2 of the
 * completed projects of the same building function, each divided by its location index / 100, times
 * the held-out project's index / 100 (the median of all functions where a function has no evidence).
 */
export function functionBaseline(evidence: PortfolioProject[]): (p: PortfolioProject) => number {
  const byFunction = new Map<BuildingFunction, number>();
  for (const fn of new Set(evidence.map((e) => e.truth.function))) {
    byFunction.set(fn, median(evidence.filter((e) => e.truth.function === fn).map((e) => costPerM2(e) / locationFactor(e))));
  }
  const overall = median(evidence.map((e) => costPerM2(e) / locationFactor(e)));
  return (p) => (byFunction.get(p.truth.function) ?? overall) * locationFactor(p);
}

/** A stronger naive reference: the function and process's median, rebased by location and the shipped tender price index. */
export function rebasedBaseline(evidence: PortfolioProject[]): (p: PortfolioProject) => number {
  const key = (p: PortfolioProject) => `${p.truth.function}/${p.truth.process}`;
  const national = (e: PortfolioProject) => costPerM2(e) / locationFactor(e) / tenderPriceAt(startOf(e));
  const groups = new Map<string, number[]>();
  for (const e of evidence) groups.set(key(e), [...(groups.get(key(e)) ?? []), national(e)]);
  const byFunction = functionBaseline(evidence);
  return (p) => {
    const group = groups.get(key(p));
    if (!group || group.length < 5) return byFunction(p);
    return median(group) * locationFactor(p) * tenderPriceAt(startOf(p));
  };
}
