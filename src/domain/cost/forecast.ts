/**
 * Cost to complete and overrun risk (D-60): a project's likely final cost from three readings of it,
 * each a normal distribution of the log of the final cost:
 *
 * - the latest benchmark: adjusted cost per m2 × GIFA, as uncertain as its 80% interval says;
 * - the budget, moved by how far the environment's completed projects ended from their budgets;
 * - the drawdowns against the programme: drawn to date over the share of the final cost an S-curve
 *   expects by then.
 *
 * The benchmark and the budget both miss the final cost by the project's own fortune, which neither can
 * know: their errors share that part. Completed projects tell how large it is (the covariance of how far
 * each ended from its budget and from a benchmark of it made without it), and the two are combined by
 * generalised least squares. Drawdowns are read as completed projects' were: some spend at the pace of
 * what they will finally cost, others to their budget until late and then catch up, so that a reading
 * lies at some pace between the budget's and the final cost's. Which pace a project's drawdowns look
 * like, and how often each happened at that point of the programme, decide how far they move the
 * forecast (a mixture of normals, one a pace).
 *
 * Pure: inputs in, a forecast out; docs/cost-model.md ("Cost to complete") gives the reasons and the
 * measured accuracy (npm run bench:forecast).
 */

const DAY_MS = 86_400_000;
/** The normal quantile of 0.9: p10 and p90 are the median × e^(∓Z_90 σ). */
const Z_90 = 1.2815515655446004;

/** An interim report's month and its drawdown (its aggregate amount) (the drawdowns page adds them up the same way). */
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
   * The drawdown reading y = log(drawn / S(t)), per tenth of the programme: at pace λ (PACES, with
   * chance `weights[λ]`) it lies (1 − λ) of the way from the final cost's log to the budget's, give or
   * take N(mean, variance). Learned from every report of every completed project, shrunk toward the
   * prior's; `count` reports learned from.
   */
  drawdown: { tenths: DrawdownTenth[]; count: number };
}

/**
 * The paces a drawdown reading may keep: 1, the pace of the final cost (an overrun shows from the
 * start); 0, the budget's (it does not show yet); in between, a project catching up.
 */
export const PACES = [0, 0.25, 0.5, 0.75, 1] as const;

/** What completed projects' reports showed in one tenth of the programme. */
export interface DrawdownTenth {
  /** The chance of each pace of PACES. */
  weights: number[];
  /** y − ((1 − λ) ln budget + λ ln final cost) ~ N(mean, variance). */
  mean: number;
  variance: number;
}

/** How many pseudo-projects the overrun and shared-variance priors weigh. */
const PRIOR_WEIGHT = 10;
/** How many pseudo-reports a tenth of the programme's drawdown figures are shrunk toward the prior's by. */
const TENTH_WEIGHT = 20;
/** A drawdown reading needs at least this share of the programme behind it: before, S(t) is too small to divide by. */
const MIN_SHARE = 0.05;

/**
 * Where nothing has been learned yet: projects end a few per cent over budget, give or take eight; a
 * benchmark and a budget share a project's fortune of about 6%; drawdowns keep the pace of the final
 * cost seven times in ten and the budget's most of the other times, each reading within about 7% of
 * where its pace puts it. Completed projects' own figures take over as they accumulate.
 */
export const DEFAULT_CALIBRATION: ForecastCalibration = {
  overrun: { mean: 0.03, sd: 0.08, count: 0 },
  shared: { variance: 0.004, count: 0 },
  drawdown: {
    tenths: Array.from({ length: 10 }, () => ({ weights: [0.24, 0.02, 0.02, 0.02, 0.7], mean: 0, variance: 0.005 })),
    count: 0,
  },
};

/** What the tenths say at time share t, each figure interpolated between the tenths' middles. */
export function tenthAt(tenths: readonly DrawdownTenth[], t: number): DrawdownTenth {
  const x = Math.min(9, Math.max(0, t * 10 - 0.5));
  const i = Math.floor(x);
  const a = tenths[i]!;
  const b = tenths[Math.min(9, i + 1)]!;
  const f = x - i;
  const mix = (u: number, v: number) => u + (v - u) * f;
  return { weights: a.weights.map((w, k) => mix(w, b.weights[k]!)), mean: mix(a.mean, b.mean), variance: mix(a.variance, b.variance) };
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

/** How many of a project's latest monthly readings a drawdown reading averages. */
const READINGS_AVERAGED = 5;

/**
 * The drawdown reading after each point: y = log(drawn / S(t)), averaged over the latest
 * READINGS_AVERAGED points that are far enough into the programme (a month's figure is noisy; the
 * pace over five months much less so), with t the last point's share; null where the point itself is
 * not far enough in. A project past its programme's end reads what it has drawn (S = 1).
 */
function drawdownReadings(points: readonly { at: number; drawn: number }[], programme: Programme): ({ t: number; y: number } | null)[] {
  const logs: (number | null)[] = points.map((p) => {
    const t = timeShare(programme, p.at);
    return t >= MIN_SHARE && p.drawn > 0 ? Math.log(p.drawn / sCurve(t)) : null;
  });
  return points.map((p, i) => {
    if (logs[i] === null) return null;
    const recent = logs.slice(Math.max(0, i - READINGS_AVERAGED + 1), i + 1).filter((y) => y !== null);
    return { t: timeShare(programme, p.at), y: recent.reduce((a, b) => a + b, 0) / recent.length };
  });
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
  return { overrun, shared, drawdown: drawdownCalibration(completed) };
}

/**
 * How completed projects' drawdowns read against what they finally cost and against their budgets, per
 * tenth of the programme: a mixture over PACES fitted by expectation-maximisation, each figure shrunk
 * toward the prior's by TENTH_WEIGHT reports (a tenth with few reports keeps to the prior).
 */
function drawdownCalibration(completed: readonly CompletedHistory[]): ForecastCalibration['drawdown'] {
  const tenths: { toCost: number; toBudget: number | null }[][] = Array.from({ length: 10 }, () => []);
  for (const c of completed) {
    if (!c.programme || !(c.cost > 0)) continue;
    for (const reading of drawdownReadings(cumulative(c.drawdowns), c.programme)) {
      // At the very end the curve is all but 1 and the reading says nothing the cost does not.
      if (!reading || reading.t >= 1 || 1 - sCurve(reading.t) < 1e-6) continue;
      const { t, y } = reading;
      tenths[Math.min(9, Math.floor(t * 10))]!.push({ toCost: y - Math.log(c.cost), toBudget: c.budget > 0 ? y - Math.log(c.budget) : null });
    }
  }
  return {
    tenths: tenths.map((reports, i) => mixtureOf(reports, DEFAULT_CALIBRATION.drawdown.tenths[i]!)),
    count: tenths.reduce((s, t) => s + t.length, 0),
  };
}

/** The smallest variance a reading's may shrink to: a month's reports are never exact. */
const MIN_VARIANCE = 1e-4;
const density = (x: number, mean: number, variance: number) => Math.exp(-((x - mean) ** 2) / (2 * variance)) / Math.sqrt(2 * Math.PI * variance);

/** Where pace λ puts a report, less the tenth's bias: (1 − λ)(y − ln budget) + λ(y − ln cost). */
const offset = (x: { toCost: number; toBudget: number | null }, pace: number) =>
  x.toBudget === null ? x.toCost : (1 - pace) * x.toBudget + pace * x.toCost;

function mixtureOf(reports: readonly { toCost: number; toBudget: number | null }[], prior: DrawdownTenth): DrawdownTenth {
  let m: DrawdownTenth = { ...prior, weights: [...prior.weights] };
  const k = TENTH_WEIGHT;
  for (let iteration = 0; iteration < 50; iteration++) {
    // Each report's chance of each pace (a report without a budget can only be read against its cost).
    const responsibility = reports.map((x) => {
      const raw = PACES.map((pace, j) => (x.toBudget === null && pace !== 1 ? 0 : m.weights[j]! * density(offset(x, pace) - m.mean, 0, m.variance)));
      const total = raw.reduce((a, b) => a + b, 0);
      return total > 0 ? raw.map((r) => r / total) : m.weights;
    });
    const weights = PACES.map((_, j) => (responsibility.reduce((s, r) => s + r[j]!, 0) + k * prior.weights[j]!) / (reports.length + k));
    let sum = 0;
    reports.forEach((x, i) => PACES.forEach((pace, j) => (sum += responsibility[i]![j]! * offset(x, pace))));
    const mean = (sum + k * prior.mean) / (reports.length + k);
    let squares = 0;
    reports.forEach((x, i) => PACES.forEach((pace, j) => (squares += responsibility[i]![j]! * (offset(x, pace) - mean) ** 2)));
    m = { weights, mean, variance: Math.max(MIN_VARIANCE, (squares + k * prior.variance) / (reports.length + k)) };
  }
  return m;
}

/** The project as the forecast reads it. */
export interface ForecastInputs {
  /** The moment of the forecast (ISO). */
  asOf: string;
  budget: number;
  programme: Programme;
  drawdowns: readonly Drawdown[];
  facilities: readonly number[];
  /**
   * The latest benchmark's cost per m2 and 80% interval, and the GIFA it prices; null when there is none.
   * `computedAt`: when the stored benchmark was run, or null for one priced for this forecast and not
   * stored (the benchmark page shows stored ones only, so the words say which it is).
   */
  benchmark: { costPerM2: number; lower: number; upper: number; gifa: number; computedAt: string | null } | null;
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

// The basis is read by lenders: money as they quote it (£23.1m; a rate per m² to the pound), shares as
// whole percentages, months by name (September 2026).
const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });
const quoted = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', notation: 'compact', maximumFractionDigits: 1 });
const month = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const percent = (v: number) => `${Math.round(v * 100)}%`;

/** Which benchmark the forecast rests on, in words: the latest one run (the benchmark page's), or one priced for it. */
function benchmarkWords(b: NonNullable<ForecastInputs['benchmark']>, median: number): string {
  const which = b.computedAt === null ? 'a benchmark priced for this forecast (none has been run and stored for the project)' : 'the latest benchmark';
  const when = b.computedAt === null ? '' : `, run on ${new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(b.computedAt))}`;
  return `${which}, ${pounds.format(b.costPerM2)} per m² over ${new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 }).format(b.gifa)} m² (${quoted.format(median)})${when}`;
}

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
      words: benchmarkWords(b, median),
    });
  }
  readings.push({
    source: 'budget',
    median: inputs.budget * Math.exp(overrun.mean),
    sd: overrun.sd,
    words:
      overrun.count > 0
        ? `the budget of ${quoted.format(inputs.budget)}, adjusted by how the ${overrun.count} completed project${overrun.count === 1 ? '' : 's'} with a budget ended: ${percent(Math.abs(Math.exp(overrun.mean) - 1))} ${overrun.mean >= 0 ? 'over' : 'under'} theirs on average`
        : `the budget of ${quoted.format(inputs.budget)}, with a typical overrun of ${percent(Math.exp(overrun.mean) - 1)} (no completed project with a budget yet)`,
  });
  const prior = combine(readings, inputs.calibration.shared.variance);
  let components: Component[] = [{ weight: 1, mean: prior.mean, variance: prior.variance }];
  let drawdownWeight = 0;
  const last = points.at(-1);
  const reading = drawdownReadings(points, inputs.programme).at(-1) ?? null;
  if (last && reading) {
    const { t: drawnShare, y } = reading;
    const s = sCurve(drawnShare);
    const tenth = tenthAt(drawdown.tenths, drawnShare);
    const budget = Math.log(inputs.budget);
    // At pace λ the reading measures λ × the log final cost (plus the budget's part): the further
    // toward the final cost's pace, the more it moves the forecast. Each pace weighs by how well it
    // explains the reading; the budget's pace says nothing the budget had not.
    const paces = PACES.map((pace, j) => {
      const expected = pace * prior.mean + (1 - pace) * budget + tenth.mean;
      const chance = tenth.weights[j]! * density(y, expected, pace * pace * prior.variance + tenth.variance);
      const precision = 1 / prior.variance + (pace * pace) / tenth.variance;
      const mean = (prior.mean / prior.variance + (pace * (y - (1 - pace) * budget - tenth.mean)) / tenth.variance) / precision;
      return { pace, chance, mean, variance: 1 / precision, share: (pace * pace) / tenth.variance / precision };
    });
    const total = paces.reduce((s, p) => s + p.chance, 0);
    const weightOf = (j: number) => (total > 0 ? paces[j]!.chance / total : tenth.weights[j]!);
    components = paces.map((p, j) => ({ weight: weightOf(j), mean: p.mean, variance: p.variance }));
    drawdownWeight = paces.reduce((s, p, j) => s + weightOf(j) * p.share, 0);
    const atCost = weightOf(PACES.length - 1);
    const atBudget = weightOf(0);
    readings.push({
      source: 'drawdowns',
      median: Math.exp(y - tenth.mean),
      sd: Math.sqrt(tenth.variance),
      words:
        `the drawdowns: ${quoted.format(drawn)} drawn by ${month.format(new Date(last.at))}, ${percent(drawnShare)} of the way through the programme, ` +
        `when projects usually have ${percent(s)} of their final cost drawn. The spending so far points to the final cost ` +
        `(${percent(atCost)} likely), follows the budget (${percent(atBudget)}), or is catching up between the two (${percent(Math.max(0, 1 - atCost - atBudget))})`,
    });
  }

  // What is drawn is spent: the final cost is at least the drawn total, and the forecast is the mixture
  // given that (below it, no probability; above it, the mixture's, scaled up to one).
  const floor = drawn > 0 ? Math.log(drawn) : -Infinity;
  const below = drawn > 0 ? mixtureCdf(components, floor) : 0;
  const above = Math.max(1e-12, 1 - below);
  const quantile = (p: number) => Math.exp(Math.max(floor, mixtureQuantile(components, below + p * above)));
  const p50 = quantile(0.5);
  // The mixture's weights sum to one only to the last bit, so its tail beyond the budget can come out a
  // hair below zero (or its share of `above` a hair over one): a probability is kept within [0, 1].
  const overrunProbability = inputs.budget <= drawn ? 1 : Math.min(1, Math.max(0, (1 - mixtureCdf(components, Math.log(inputs.budget))) / above));
  const facilities = inputs.facilities.reduce((s, a) => s + a, 0);
  const weights = [...prior.weights.map((w) => w * (1 - drawdownWeight)), ...(readings.length > prior.weights.length ? [drawdownWeight] : [])];
  return {
    as_of: inputs.asOf,
    total_budget: inputs.budget,
    drawn_to_date: drawn,
    drawn_share: inputs.budget > 0 ? drawn / inputs.budget : 0,
    time_elapsed_share: timeShare(inputs.programme, at),
    forecast_final_cost: { p10: quantile(0.1), p50, p90: quantile(0.9) },
    overrun_probability: overrunProbability,
    facility_headroom: facilities - p50,
    readings: readings.map((r, i) => ({ ...r, weight: weights[i]! })),
  };
}

/** One normal of the forecast's mixture over the log final cost. */
interface Component {
  weight: number;
  mean: number;
  variance: number;
}

function mixtureCdf(components: readonly Component[], x: number): number {
  // The weights sum to one only up to rounding: far in a tail the sum can pass 1 by an ulp, which would
  // make 1 - F(x) a negative probability.
  return Math.min(1, components.reduce((s, c) => s + c.weight * normalCdf((x - c.mean) / Math.sqrt(c.variance)), 0));
}

/** The mixture's p-quantile, by bisection between its components' far tails. */
function mixtureQuantile(components: readonly Component[], p: number): number {
  let low = Math.min(...components.map((c) => c.mean - 8 * Math.sqrt(c.variance)));
  let high = Math.max(...components.map((c) => c.mean + 8 * Math.sqrt(c.variance)));
  for (let i = 0; i < 80; i++) {
    const mid = (low + high) / 2;
    if (mixtureCdf(components, mid) < p) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

/**
 * The benchmark and the budget combined as correlated measurements of the log final cost (generalised
 * least squares): their errors share the project's own fortune (`shared`, kept below nine tenths of
 * either's variance). Weights are Σ⁻¹1 / 1ᵀΣ⁻¹1, the variance 1 / 1ᵀΣ⁻¹1; a weight may be below zero
 * when one reading mostly repeats the other's error.
 */
function combine(readings: readonly Omit<Reading, 'weight'>[], shared: number): { mean: number; variance: number; weights: number[] } {
  if (readings.length === 1) return { mean: Math.log(readings[0]!.median), variance: readings[0]!.sd ** 2, weights: [1] };
  const [a, b] = readings as [Omit<Reading, 'weight'>, Omit<Reading, 'weight'>];
  const va = a.sd ** 2;
  const vb = b.sd ** 2;
  const c = Math.min(shared, 0.9 * Math.min(va, vb));
  // The 2 × 2 case of Σ⁻¹1: (vb − c, va − c) over the determinant, which cancels in the weights.
  const wa = vb - c;
  const wb = va - c;
  const total = wa + wb;
  const variance = (va * vb - c * c) / total;
  return { mean: (wa * Math.log(a.median) + wb * Math.log(b.median)) / total, variance, weights: [wa / total, wb / total] };
}

/**
 * What each reading is called where the basis says how much the forecast rests on it. "The benchmark",
 * not "the latest": the reading's own sentence says whether it is the latest one run or one priced for
 * the forecast.
 */
const SOURCE_WORDS: Record<Reading['source'], string> = { benchmark: 'the benchmark', budget: 'the budget', drawdowns: 'the drawdowns so far' };

/**
 * `basis`: what the forecast rests on, in a lender's words: each reading's share of it, the largest
 * first (a reading that mostly repeats another's error counts against it), then what each reading is.
 */
export function basisOf(forecast: Forecast): string {
  const byWeight = [...forecast.readings].sort((a, b) => b.weight - a.weight);
  const shares = byWeight.map((r) => `${SOURCE_WORDS[r.source]} (${r.weight < 0 ? `counted against it, ${percent(-r.weight)}` : percent(r.weight)})`);
  const list = shares.length > 1 ? `${shares.slice(0, -1).join(', ')} and ${shares.at(-1)}` : (shares[0] ?? '');
  const words = forecast.readings.map((r) => `${r.words.charAt(0).toUpperCase()}${r.words.slice(1)}.`);
  const none = forecast.readings.some((r) => r.source === 'drawdowns') ? '' : ' No drawdown far enough into the programme yet.';
  return `The forecast rests on ${list}. ${words.join(' ')}${none}`;
}
