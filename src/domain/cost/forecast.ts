/**
 * Cost to complete and overrun risk (D-60): a project's likely final cost from three readings of it,
 * each a normal distribution of the log of the final cost:
 *
 * - the latest benchmark: adjusted cost per m2 × GIFA, as uncertain as its 80% interval says;
 * - the budget, moved by how far the environment's completed projects ended from their budgets;
 * - the drawdowns against the programme: drawn to date over the share of the final cost an S-curve
 *   expects by then, as uncertain as the completed projects' own drawdowns said their final cost.
 *
 * The benchmark and the budget both miss the final cost by the project's own fortune, which neither can
 * know: their errors share that part. Completed projects tell how large it is (the covariance of how far
 * each ended from its budget and from a benchmark of it made without it), so the two are combined as
 * readings of the expected cost, the shared part added back once; the drawdowns then move the result.
 *
 * Pure: inputs in, a forecast out; docs/cost-model.md ("Cost to complete") gives the reasons and the
 * measured accuracy (npm run bench:forecast).
 */

const DAY_MS = 86_400_000;
/** The normal quantile of 0.9: p10 and p90 are the median × e^(∓Z_90 σ). */
const Z_90 = 1.2815515655446004;

/** A drawdown report's month and its aggregate amount (the drawdowns page adds them up the same way). */
export interface Drawdown {
  month: number;
  year: number;
  amount: number;
}

/** What the completed projects of the environment say (calibrate). */
export interface ForecastCalibration {
  /** log(final cost / budget): its mean and standard deviation over the completed projects, and how many. */
  overrun: { mean: number; sd: number; count: number };
  /**
   * The variance of the project's own fortune, which the budget and a benchmark both miss: the covariance
   * of log(final / budget) and log(final / benchmark without it) over completed projects with both.
   */
  shared: { variance: number; count: number };
  /**
   * The drawdown reading: log(drawn / S(t)) − log(final cost) has mean `bias`, and a variance that
   * changes with the share t of the programme: `scale` × (1 − S(t)) / S(t) + `floor` as a whole (it
   * narrows as the work nears its end, down to what spending to plan until late hides), and in each
   * tenth of the programme what the completed projects' reports there showed (`byTenth`, shrunk toward
   * the whole's); `count` reports learned from.
   */
  drawdown: {
    bias: number;
    scale: number;
    floor: number;
    byTenth: number[];
    /**
     * Per tenth, the covariance of the drawdown reading's error with the budget reading's and with the
     * benchmark's: a project that spends to its budget until late repeats the budget's error.
     */
    withBudget: number[];
    withBenchmark: number[];
    count: number;
  };
}

const PRIOR_WEIGHT = 10;
/** A tenth of the programme's variance is shrunk toward the whole's by this many reports. */
const TENTH_WEIGHT = 20;
/** A drawdown reading needs at least this share of the programme behind it: before, S(t) is too small to divide by. */
const MIN_SHARE = 0.05;

/**
 * Where nothing has been learned yet: projects end a few per cent over budget, give or take eight, and
 * drawdowns follow the S-curve with the scatter a monthly series shows. Completed projects' own figures
 * take over as they accumulate (PRIOR_WEIGHT pseudo-projects or reports).
 */
export const DEFAULT_CALIBRATION: ForecastCalibration = {
  overrun: { mean: 0.03, sd: 0.08, count: 0 },
  shared: { variance: 0.004, count: 0 },
  drawdown: {
    bias: 0,
    scale: 0.02,
    floor: 0.002,
    byTenth: Array.from({ length: 10 }, (_, i) => curveVariance(0.02, 0.002, i * 0.1 + 0.05)),
    withBudget: new Array<number>(10).fill(0),
    withBenchmark: new Array<number>(10).fill(0),
    count: 0,
  },
};

/** The variance scale × odds + floor at time share t. */
function curveVariance(scale: number, floor: number, t: number): number {
  const s = sCurve(Math.max(MIN_SHARE, t));
  return scale * ((1 - s) / s) + floor;
}

/** A figure learned per tenth of the programme at time share t, interpolated between the tenths' middles. */
export function atShare(byTenth: readonly number[], t: number): number {
  const x = Math.min(9, Math.max(0, t * 10 - 0.5));
  const i = Math.floor(x);
  return i >= 9 ? byTenth[9]! : byTenth[i]! + (byTenth[i + 1]! - byTenth[i]!) * (x - i);
}

/** The share of the final cost drawn by time share t of the programme: a symmetric S-curve, 3t² − 2t³. */
export function sCurve(t: number): number {
  const x = Math.min(1, Math.max(0, t));
  return x * x * (3 - 2 * x);
}

/** Standard normal cumulative distribution (Abramowitz and Stegun 7.1.26, error below 1.5e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erf = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

const ms = (date: string) => Date.parse(date.length === 10 ? `${date}T00:00:00Z` : date);
/** The last moment of a report's month: a report says what was drawn by then. */
const monthEnd = (d: Drawdown) => Date.UTC(d.year, d.month, 1) - 1;

/** A programme: its start and its (estimated) completion, as milliseconds. */
export interface Programme {
  start: string;
  end: string;
}

/** The share of the programme elapsed at `at` (0-1). */
export function timeShare(programme: Programme, at: number): number {
  const start = ms(programme.start);
  const end = ms(programme.end);
  if (!(end > start)) return at >= end ? 1 : 0;
  return Math.min(1, Math.max(0, (at - start) / (end - start)));
}

/** One completed project as the calibration reads it. */
export interface CompletedHistory {
  budget: number;
  cost: number;
  /** log(cost / the model's prediction for it without it), when the model learned from it (model.ts heldOutResidual). */
  heldOut: number | null;
  programme: Programme | null;
  drawdowns: readonly Drawdown[];
}

/** Running totals of the drawdowns in month order, each with the moment it stands at. */
function cumulative(drawdowns: readonly Drawdown[]): { at: number; drawn: number }[] {
  let drawn = 0;
  return [...drawdowns]
    .sort((a, b) => monthEnd(a) - monthEnd(b))
    .map((d) => ({ at: monthEnd(d), drawn: (drawn += d.amount) }));
}

/** Mean and standard deviation shrunk toward a prior by PRIOR_WEIGHT pseudo-observations. */
function shrunk(values: number[], prior: { mean: number; sd: number }): { mean: number; sd: number; count: number } {
  const n = values.length;
  const sum = values.reduce((s, v) => s + v, 0);
  const mean = (sum + PRIOR_WEIGHT * prior.mean) / (n + PRIOR_WEIGHT);
  const squares = values.reduce((s, v) => s + (v - mean) ** 2, 0) + PRIOR_WEIGHT * (prior.sd ** 2 + (prior.mean - mean) ** 2);
  return { mean, sd: Math.sqrt(squares / (n + PRIOR_WEIGHT)), count: n };
}

/**
 * What the completed projects say: how far their final costs ended from their budgets, and how well
 * their drawdowns, month by month, foretold their final costs.
 */
export function calibrate(completed: readonly CompletedHistory[]): ForecastCalibration {
  const budgeted = completed.filter((c) => c.budget > 0 && c.cost > 0);
  const overrun = shrunk(
    budgeted.map((c) => Math.log(c.cost / c.budget)),
    DEFAULT_CALIBRATION.overrun,
  );
  const pairs = budgeted.filter((c) => c.heldOut !== null).map((c) => [Math.log(c.cost / c.budget), c.heldOut!] as const);
  const meanOf = (i: 0 | 1) => pairs.reduce((s, p) => s + p[i], 0) / Math.max(1, pairs.length);
  const covariance = pairs.reduce((s, p) => s + (p[0] - meanOf(0)) * (p[1] - meanOf(1)), 0);
  const prior = DEFAULT_CALIBRATION;
  const shared = {
    variance: Math.max(0, (covariance + PRIOR_WEIGHT * prior.shared.variance) / (pairs.length + PRIOR_WEIGHT)),
    count: pairs.length,
  };
  return { overrun, shared, drawdown: drawdownCalibration(completed, overrun.mean) };
}

/**
 * How well completed projects' drawdowns foretold their final costs: each report's log(drawn / S(t)) −
 * log(cost); its mean (`bias`), and its squared deviation fitted as scale × odds + floor by least squares
 * (odds = (1 − S) / S), both kept at or above zero, each shrunk toward the prior by PRIOR_WEIGHT reports.
 */
function drawdownCalibration(completed: readonly CompletedHistory[], overrunMean: number): ForecastCalibration['drawdown'] {
  const residuals: { r: number; odds: number; t: number; budgetError: number | null; benchmarkError: number | null }[] = [];
  for (const c of completed) {
    if (!c.programme || !(c.cost > 0)) continue;
    for (const point of cumulative(c.drawdowns)) {
      const t = timeShare(c.programme, point.at);
      if (t < MIN_SHARE || t >= 1 || point.drawn <= 0) continue;
      const s = sCurve(t);
      // At the very end the curve is all but 1 and says nothing the cost does not.
      if (1 - s < 1e-6) continue;
      residuals.push({
        r: Math.log(point.drawn / s) - Math.log(c.cost),
        odds: (1 - s) / s,
        t,
        budgetError: c.budget > 0 ? Math.log(c.budget) + overrunMean - Math.log(c.cost) : null,
        benchmarkError: c.heldOut === null ? null : -c.heldOut,
      });
    }
  }
  const prior = DEFAULT_CALIBRATION.drawdown;
  const n = residuals.length;
  const bias = (residuals.reduce((s, x) => s + x.r, 0) + PRIOR_WEIGHT * prior.bias) / (n + PRIOR_WEIGHT);
  // Least squares of (r − bias)² on [odds, 1], with PRIOR_WEIGHT points of the prior's at odds 1.
  const points = [
    ...residuals.map((x) => ({ odds: x.odds, square: (x.r - bias) ** 2, weight: 1 })),
    { odds: 1, square: prior.scale + prior.floor, weight: PRIOR_WEIGHT / 2 },
    { odds: 0, square: prior.floor, weight: PRIOR_WEIGHT / 2 },
  ];
  const sw = points.reduce((s, p) => s + p.weight, 0);
  const mo = points.reduce((s, p) => s + p.weight * p.odds, 0) / sw;
  const ms = points.reduce((s, p) => s + p.weight * p.square, 0) / sw;
  const soo = points.reduce((s, p) => s + p.weight * (p.odds - mo) ** 2, 0);
  const sos = points.reduce((s, p) => s + p.weight * (p.odds - mo) * (p.square - ms), 0);
  let scale = soo > 0 ? sos / soo : prior.scale;
  let floor = ms - scale * mo;
  if (scale < 0) [scale, floor] = [0, ms];
  if (floor < 0) [scale, floor] = [ms / Math.max(mo, 1e-9), 0];
  const tenths = Array.from({ length: 10 }, (_, i) => residuals.filter((x) => Math.min(9, Math.floor(x.t * 10)) === i));
  const byTenth = tenths.map((here, i) => {
    const squares = here.reduce((s, x) => s + (x.r - bias) ** 2, 0);
    return (squares + TENTH_WEIGHT * curveVariance(scale, floor, i * 0.1 + 0.05)) / (here.length + TENTH_WEIGHT);
  });
  // Covariances shrunk toward none.
  const covariance = (pick: (x: (typeof residuals)[number]) => number | null) =>
    tenths.map((here) => {
      const known = here.filter((x) => pick(x) !== null);
      return known.reduce((s, x) => s + (x.r - bias) * pick(x)!, 0) / (known.length + TENTH_WEIGHT);
    });
  return {
    bias,
    scale,
    floor,
    byTenth,
    withBudget: covariance((x) => x.budgetError),
    withBenchmark: covariance((x) => x.benchmarkError),
    count: n,
  };
}

/** The project as the forecast reads it. */
export interface ForecastInputs {
  /** The moment of the forecast (ISO). */
  asOf: string;
  budget: number;
  programme: Programme;
  drawdowns: readonly Drawdown[];
  facilities: readonly number[];
  /** The latest benchmark's cost per m2 and 80% interval, and the GIFA it prices; null when there is none. */
  benchmark: { costPerM2: number; lower: number; upper: number; gifa: number } | null;
  calibration: ForecastCalibration;
}

/** D-60's answer, before it is rounded for the API. */
export interface Forecast {
  as_of: string;
  total_budget: number;
  drawn_to_date: number;
  drawn_share: number;
  time_elapsed_share: number;
  forecast_final_cost: { p10: number; p50: number; p90: number };
  overrun_probability: number;
  facility_headroom: number;
  /** The readings behind it, for `basis` and for the console. */
  readings: Reading[];
}

/** One reading of the final cost: its log mean and variance, and what it is in words. */
export interface Reading {
  source: 'benchmark' | 'budget' | 'drawdowns';
  median: number;
  sd: number;
  weight: number;
  words: string;
}

const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });
const percent = (v: number) => `${(v * 100).toFixed(1)}%`;

/** The forecast: each reading, combined by precision in log space; the overrun probability from the combination. */
export function forecastFinalCost(inputs: ForecastInputs): Forecast {
  const at = ms(inputs.asOf);
  const points = cumulative(inputs.drawdowns).filter((p) => p.at <= at || p.at - at < 31 * DAY_MS);
  const drawn = points.at(-1)?.drawn ?? 0;
  const readings: Omit<Reading, 'weight'>[] = [];
  const { overrun, drawdown } = inputs.calibration;

  if (inputs.benchmark && inputs.benchmark.gifa > 0 && inputs.benchmark.costPerM2 > 0) {
    const b = inputs.benchmark;
    const sd = Math.max(0.02, (Math.log(b.upper) - Math.log(b.lower)) / (2 * Z_90));
    const median = b.costPerM2 * b.gifa;
    readings.push({
      source: 'benchmark',
      median,
      sd,
      words: `the latest benchmark, ${pounds.format(b.costPerM2)} per m² over ${new Intl.NumberFormat('en-GB').format(b.gifa)} m² (${pounds.format(median)})`,
    });
  }
  readings.push({
    source: 'budget',
    median: inputs.budget * Math.exp(overrun.mean),
    sd: overrun.sd,
    words:
      overrun.count > 0
        ? `the budget of ${pounds.format(inputs.budget)}, moved by the ${overrun.count} completed project${overrun.count === 1 ? '' : 's'} with a budget, which ended ${percent(Math.abs(Math.exp(overrun.mean) - 1))} ${overrun.mean >= 0 ? 'over' : 'under'} theirs on average`
        : `the budget of ${pounds.format(inputs.budget)}, moved by a typical ${percent(Math.exp(overrun.mean) - 1)} overrun (no completed project with a budget yet)`,
  });
  const last = points.at(-1);
  const drawnShare = last ? timeShare(inputs.programme, last.at) : 0;
  if (last && drawn > 0 && drawnShare >= MIN_SHARE) {
    const s = sCurve(drawnShare);
    readings.push({
      source: 'drawdowns',
      median: (drawn / s) * Math.exp(-drawdown.bias),
      sd: Math.sqrt(atShare(drawdown.byTenth, drawnShare) + 1e-6),
      words: `${pounds.format(drawn)} drawn by ${new Date(last.at).toISOString().slice(0, 7)}, ${percent(drawnShare)} of the way through the programme, where the S-curve expects ${percent(s)} of the final cost`,
    });
  }

  const { mean, sd, weights } = combine(readings, inputs.calibration, drawnShare);
  const p50 = Math.exp(mean);
  const facilities = inputs.facilities.reduce((s, a) => s + a, 0);
  return {
    as_of: inputs.asOf,
    total_budget: inputs.budget,
    drawn_to_date: drawn,
    drawn_share: inputs.budget > 0 ? drawn / inputs.budget : 0,
    time_elapsed_share: timeShare(inputs.programme, at),
    forecast_final_cost: { p10: Math.exp(mean - Z_90 * sd), p50, p90: Math.exp(mean + Z_90 * sd) },
    overrun_probability: 1 - normalCdf((Math.log(inputs.budget) - mean) / sd),
    facility_headroom: facilities - p50,
    readings: readings.map((r, i) => ({ ...r, weight: weights[i]! })),
  };
}

/**
 * The readings combined as correlated measurements of the log final cost (generalised least squares):
 * the benchmark's and the budget's errors share the project's own fortune (`shared`), and a drawdown
 * reading's error moves with each of theirs as completed projects' reports at that share of the
 * programme did. Weights are Σ⁻¹1 / 1ᵀΣ⁻¹1, the variance 1 / 1ᵀΣ⁻¹1; a covariance that would make Σ
 * impossible is shrunk until it is not. A weight may be below zero: a reading that mostly repeats
 * another's error is then counted against it.
 */
function combine(readings: readonly Omit<Reading, 'weight'>[], calibration: ForecastCalibration, share: number): { mean: number; sd: number; weights: number[] } {
  const k = readings.length;
  const covarianceOf = (a: Reading['source'], b: Reading['source']): number => {
    const pair = new Set([a, b]);
    if (pair.has('benchmark') && pair.has('budget')) return calibration.shared.variance;
    if (pair.has('drawdowns') && pair.has('budget')) return atShare(calibration.drawdown.withBudget, share);
    if (pair.has('drawdowns') && pair.has('benchmark')) return atShare(calibration.drawdown.withBenchmark, share);
    return 0;
  };
  for (let shrink = 1; ; shrink *= 0.8) {
    const sigma = readings.map((a, i) => readings.map((b, j) => (i === j ? a.sd ** 2 : shrink * covarianceOf(a.source, b.source))));
    const solved = solve(sigma, new Array<number>(k).fill(1));
    const total = solved?.reduce((s, v) => s + v, 0) ?? 0;
    if (solved && total > 0 && Number.isFinite(total)) {
      const weights = solved.map((v) => v / total);
      const mean = readings.reduce((s, r, i) => s + weights[i]! * Math.log(r.median), 0);
      return { mean, sd: Math.sqrt(1 / total), weights };
    }
    if (shrink < 1e-3) {
      // Independent readings, as a last resort (never reached with a valid calibration).
      const precision = readings.reduce((s, r) => s + 1 / r.sd ** 2, 0);
      const weights = readings.map((r) => 1 / r.sd ** 2 / precision);
      return { mean: readings.reduce((s, r, i) => s + weights[i]! * Math.log(r.median), 0), sd: Math.sqrt(1 / precision), weights };
    }
  }
}

/** Σ x = b for a small symmetric positive definite Σ by Cholesky; null when Σ is not positive definite. */
function solve(sigma: number[][], b: number[]): number[] | null {
  const n = b.length;
  const l = sigma.map(() => new Array<number>(n).fill(0));
  for (let i = 0; i < n; i++) {
    for (let j = 0; j <= i; j++) {
      let sum = sigma[i]![j]!;
      for (let m = 0; m < j; m++) sum -= l[i]![m]! * l[j]![m]!;
      if (i === j) {
        if (sum <= 1e-12) return null;
        l[i]![i] = Math.sqrt(sum);
      } else l[i]![j] = sum / l[j]![j]!;
    }
  }
  const y = new Array<number>(n).fill(0);
  for (let i = 0; i < n; i++) {
    let sum = b[i]!;
    for (let m = 0; m < i; m++) sum -= l[i]![m]! * y[m]!;
    y[i] = sum / l[i]![i]!;
  }
  const x = new Array<number>(n).fill(0);
  for (let i = n - 1; i >= 0; i--) {
    let sum = y[i]!;
    for (let m = i + 1; m < n; m++) sum -= l[m]![i]! * x[m]!;
    x[i] = sum / l[i]![i]!;
  }
  return x;
}

/** `basis`: what the forecast used, in words, each reading with its share of the weight. */
export function basisOf(forecast: Forecast): string {
  const parts = forecast.readings.map((r) => `${r.words} (weight ${Math.round(r.weight * 100)}%)`);
  const none = forecast.readings.some((r) => r.source === 'drawdowns') ? '' : ' No drawdown far enough into the programme yet.';
  return `From ${parts.join('; ')}.${none}`;
}
