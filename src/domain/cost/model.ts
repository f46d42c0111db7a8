import { UnprocessableError } from '../errors.ts';
import type { BuildingFunction } from '../projects/vocabulary.ts';
import { type CalibrationScans, crossValidate, foldOf } from './cross-validation.ts';
import {
  AREA_COUNT,
  COLUMN_FACTOR,
  FUNCTIONS,
  LOCATION_COLUMNS,
  MAX_NNZ,
  PROCESSES,
  REGION_COUNT,
  type SchemeFeatures,
  functionCode,
  schemeFeatures,
  structuredParkingSpaces,
  timeEffect,
  writeRow,
} from './features.ts';
import { EXPLANATION_FACTORS, type Explanation, type ExplanationFactor, schemeExplanation, type StepSubjects } from './explanation.ts';
import { groupScaleOf, type IntervalModel, residualScale } from './interval.ts';
import { type Bucket, bucketOf, type EvidenceColumns, type Neighbours, scan, similarityOf } from './neighbours.ts';
import { BASE_RATE_PER_M2, PROCESS_FACTOR } from './reference.ts';
import { fitRegression, residuals } from './regression.ts';
import {
  profiledStrengthOf,
  qualityGrade,
  qualityRating,
  sourceHealthOf,
  strengthOf,
} from './scores.ts';
import type { Evidence, Prediction, Scheme, SimilarProject } from './types.ts';

/**
 * The cost model (docs/cost-model.md): a ridge log-linear regression on rebased cost per m2
 * (location index and tender price index as priors, with learned area and trend residuals), a
 * distance-weighted neighbour correction on its residuals, and an 80% interval calibrated by
 * cross-validation. Pure: evidence in, a fitted model out; a scheme in, a prediction out.
 */

export const MODEL_VERSION = 'cost-model/1.0';

export interface FitOptions {
  /** Cross-validation folds for the interval and the neighbour shrinkage (default 5). */
  folds?: number;
  /** Neighbours in the correction and in profiled strength (default 15). */
  neighbours?: number;
  /**
   * Community evidence (own = false) of a building function is used only when at least this many rows
   * of it are given (D-43's floor, applied per function; default 1: the caller has applied it).
   */
  minCommunityGroup?: number;
}

export interface PredictOptions {
  /** Leave this project out of the neighbours and the counts (benchmarking a completed project). */
  excludeProjectId?: number;
  /** How many of the caller's own projects `similar` lists (default 10). */
  similarLimit?: number;
}

/** A fitted model: opaque to callers, cached per environment by the service. */
export interface FittedModel {
  readonly version: string;
  /** Rows the model learned from (after dropping unusable ones). */
  readonly evidenceCount: number;
  /** Per-function rows, all and community (index by functionCode). */
  readonly functionCounts: Int32Array;
  readonly communityCounts: Int32Array;
  /** Residual standard deviation of the regression (log scale), in-sample. */
  readonly residualSd: number;
  readonly interval: IntervalModel;
  /** Shrinkage of the neighbour correction (pseudo-weight of zero correction). */
  readonly neighbourPrior: number;
  /** Internals for predict. */
  readonly internals: ModelInternals;
}

interface ModelInternals {
  beta: Float64Array;
  k: number;
  columns: EvidenceColumns;
  buckets: Bucket[];
  residual: Float64Array;
  /** Each row's log residual from the regression fitted without its fold (heldOutResidual). */
  cvResidual: Float64Array;
  costPerM2: Float64Array;
  /** Shipped location index / 100 and tender price index of each row. */
  location: Float64Array;
  tpi: Float64Array;
  externalShare: Float64Array;
  names: string[];
  rowOfProject: Map<number, number>;
  /** Per function: median known external-works share (NaN none); community median national rate (NaN none). */
  externalShareMedian: Float64Array;
  communityMedian: Float64Array;
  /** The evidence's first and last dates, in years from 2020. */
  firstYears: number;
  lastYears: number;
}

/** External works as a share of total cost, by function, when no comparable says (docs/cost-model.md). */
export const DEFAULT_EXTERNAL_WORKS_SHARE: Record<BuildingFunction, number> = {
  residential: 0.07,
  office: 0.05,
  retail: 0.08,
  industrial: 0.1,
  education: 0.09,
  healthcare: 0.07,
  leisure: 0.08,
  hotel: 0.05,
  mixed_use: 0.06,
  other: 0.07,
};

const DEFAULT_FOLDS = 5;
const DEFAULT_K = 15;
const ABNORMAL_SHARE_CAP = 0.8;
/** How far past the last comparable's date the learned trend is carried. */
const TREND_REACH_YEARS = 2;

/** Rounds to a decimal step (0.01, 0.1, 0.0001) by its inverse, so that 0.01 gives 12.34, not 12.340000000000002. */
const round = (v: number, step: number) => Math.round(v * Math.round(1 / step)) / Math.round(1 / step);

function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const s = values.toSorted((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

function usable(e: Evidence): boolean {
  const s = e.scheme;
  return (
    functionCode(s.building_function) >= 0 &&
    s.total_gifa > 0 &&
    Number.isFinite(s.total_gifa) &&
    e.cost_per_m2 > 0 &&
    Number.isFinite(e.cost_per_m2) &&
    s.location.index > 0 &&
    !Number.isNaN(Date.parse(s.start_date))
  );
}

export function fitModel(evidence: readonly Evidence[], options: FitOptions = {}): FittedModel {
  return fitModelFrom(evidence, options, null).model;
}

/**
 * What a fit keeps so that the next fit of the same pool redoes only what its changes touch: the
 * table of the rows it learnt from (a row whose Evidence object is the same is copied, not computed
 * again) and the calibration's neighbour scans (a scan no change can move is kept). The model it
 * gives is the one a fit from nothing gives, to the bit: the rows, their order and every sum are the same.
 */
export interface FitMemo {
  readonly folds: number;
  readonly k: number;
  readonly floor: number;
  /** The rows learnt from, in the table's order (by project id), as the objects given. */
  readonly rows: readonly Evidence[];
  readonly table: EvidenceTable;
  readonly scans: CalibrationScans;
}

/**
 * fitModel, reusing `previous` (the memo of an earlier fit of the same pool, or null) where the
 * evidence is the same objects; with the memo of this fit, for the next.
 */
export function fitModelFrom(
  evidence: readonly Evidence[],
  options: FitOptions,
  previous: FitMemo | null,
): { model: FittedModel; memo: FitMemo } {
  const folds = Math.max(2, options.folds ?? DEFAULT_FOLDS);
  const k = Math.max(1, options.neighbours ?? DEFAULT_K);
  const floor = floorOf(options);
  const memo = previous && previous.folds === folds && previous.k === k && previous.floor === floor ? previous : null;

  const rows = learnedEvidence(evidence, floor);
  const n = rows.length;
  const { table, changes } = evidenceTable(rows, folds, memo);
  const { columns, cols, vals, y } = table;

  const regression = fitRegression({
    n,
    folds,
    cols,
    vals,
    y,
    fold: columns.fold,
    group: Int32Array.from(columns.fn, (fn, i) => fn * PROCESSES.length + columns.process[i]!),
    groups: FUNCTIONS.length * PROCESSES.length,
  });
  const { beta, penalty, total, foldEq, sigma2 } = regression;
  const residual = residuals({ n, cols, vals, y }, beta);

  const { functionCounts, communityCounts, buckets } = functionGroups(columns);
  const { externalShareMedian, communityMedian } = functionMedians(table, buckets);

  const calibration = crossValidate(
    { n, folds, k, cols, vals, y, penalty, total, foldEq, columns, buckets, rows, rowOfProject: table.rowOfProject },
    memo && changes ? { scans: memo.scans, ...changes } : null,
  );

  const model: FittedModel = {
    version: MODEL_VERSION,
    evidenceCount: n,
    functionCounts,
    communityCounts,
    residualSd: Math.sqrt(sigma2),
    interval: calibration.interval,
    neighbourPrior: calibration.neighbourPrior,
    internals: {
      beta,
      k,
      columns,
      buckets,
      residual,
      cvResidual: calibration.cvResidual,
      costPerM2: table.costPerM2,
      location: table.location,
      tpi: table.tpi,
      externalShare: table.externalShare,
      names: table.names,
      rowOfProject: table.rowOfProject,
      externalShareMedian,
      firstYears: n > 0 ? columns.years.reduce((a, b) => Math.min(a, b), Infinity) : 0,
      lastYears: n > 0 ? columns.years.reduce((a, b) => Math.max(a, b), -Infinity) : 0,
      communityMedian,
    },
  };
  return { model, memo: { folds, k, floor, rows, table, scans: calibration.scans } };
}

/**
 * The evidence the model learns from: the usable rows, a community row only when its building function
 * has at least `floor` usable community rows (D-43's floor, stated here only): a smaller group of another
 * environment's projects contributes nothing at all, so that no figure can be traced to it.
 */
export function learnedEvidence(evidence: readonly Evidence[], floor: number): Evidence[] {
  const communityPerFunction = new Map<string, number>();
  for (const e of evidence)
    if (!e.own && usable(e))
      communityPerFunction.set(e.scheme.building_function, (communityPerFunction.get(e.scheme.building_function) ?? 0) + 1);
  return evidence.filter(
    (e) => usable(e) && (e.own || (communityPerFunction.get(e.scheme.building_function) ?? 0) >= floor),
  );
}

/** The learned rows' features, in columns for the neighbour scan and as the regression's sparse design. */
export interface EvidenceTable {
  columns: EvidenceColumns;
  /** MAX_NNZ column indices and values per row, and the target: log rebased rate less the reference rate. */
  cols: Int32Array;
  vals: Float64Array;
  y: Float64Array;
  costPerM2: Float64Array;
  location: Float64Array;
  tpi: Float64Array;
  externalShare: Float64Array;
  names: string[];
  rowOfProject: Map<number, number>;
}

function evidenceTable(
  rows: readonly Evidence[],
  folds: number,
  previous: Pick<FitMemo, 'rows' | 'table'> | null,
): { table: EvidenceTable; changes: TableChanges | null } {
  const n = rows.length;
  const table: EvidenceTable = {
    columns: {
      n,
      fn: new Int32Array(n),
      process: new Int32Array(n),
      area: new Int32Array(n),
      region: new Int32Array(n),
      logGifa: new Float64Array(n),
      floorsAbove: new Float64Array(n),
      floorsBelow: new Float64Array(n),
      years: new Float64Array(n),
      own: new Uint8Array(n),
      projectId: new Float64Array(n),
      fold: new Int32Array(n),
    },
    cols: new Int32Array(n * MAX_NNZ),
    vals: new Float64Array(n * MAX_NNZ),
    y: new Float64Array(n),
    costPerM2: new Float64Array(n),
    location: new Float64Array(n),
    tpi: new Float64Array(n),
    externalShare: new Float64Array(n),
    names: new Array<string>(n),
    rowOfProject: new Map<number, number>(),
  };
  if (!previous) {
    for (let i = 0; i < n; i++) putRow(table, i, rows[i]!, folds);
    return { table, changes: null };
  }
  const kept = new Uint8Array(previous.rows.length);
  const added: number[] = [];
  const sameAt = (i: number): number => {
    const e = rows[i]!;
    const j = previous.table.rowOfProject.get(e.projectId);
    return j !== undefined && previous.rows[j] === e ? j : -1;
  };
  for (let i = 0; i < n; ) {
    const j = sameAt(i);
    if (j < 0) {
      putRow(table, i, rows[i]!, folds);
      added.push(i);
      i++;
      continue;
    }
    // Both tables are in project id order: unchanged rows come in runs, copied a run at a time.
    let length = 1;
    while (i + length < n && j + length < previous.rows.length && previous.rows[j + length] === rows[i + length]) length++;
    copyRows(previous.table, j, table, i, length);
    kept.fill(1, j, j + length);
    i += length;
  }
  const removed = previous.rows.filter((_, j) => kept[j] === 0);
  return { table, changes: { added, removed } };
}

/** What changed between two tables: the new table's rows computed afresh, and the old rows gone (or replaced). */
interface TableChanges {
  added: number[];
  removed: Evidence[];
}

/** Rows j..j+length of `from` as rows i..i+length of `to` (the same evidence: the same features, folds and targets). */
function copyRows(from: EvidenceTable, j: number, to: EvidenceTable, i: number, length: number): void {
  const a = from.columns;
  const b = to.columns;
  const run = <T extends Int32Array | Float64Array | Uint8Array>(source: T, target: T, width = 1) =>
    target.set(source.subarray(j * width, (j + length) * width), i * width);
  run(a.fn, b.fn);
  run(a.process, b.process);
  run(a.area, b.area);
  run(a.region, b.region);
  run(a.logGifa, b.logGifa);
  run(a.floorsAbove, b.floorsAbove);
  run(a.floorsBelow, b.floorsBelow);
  run(a.years, b.years);
  run(a.own, b.own);
  run(a.projectId, b.projectId);
  run(a.fold, b.fold);
  run(from.costPerM2, to.costPerM2);
  run(from.location, to.location);
  run(from.tpi, to.tpi);
  run(from.externalShare, to.externalShare);
  run(from.y, to.y);
  run(from.cols, to.cols, MAX_NNZ);
  run(from.vals, to.vals, MAX_NNZ);
  for (let r = 0; r < length; r++) {
    to.names[i + r] = from.names[j + r]!;
    to.rowOfProject.set(a.projectId[j + r]!, i + r);
  }
}

/** Row `i` of the table: one comparable's features, its fold, its figures and its target. */
function putRow(table: EvidenceTable, i: number, e: Evidence, folds: number): void {
  const { columns } = table;
  const f = schemeFeatures(e.scheme);
  columns.fn[i] = f.fn;
  columns.process[i] = f.process;
  columns.area[i] = f.area;
  columns.region[i] = f.region;
  columns.logGifa[i] = f.logGifa;
  columns.floorsAbove[i] = f.floorsAbove;
  columns.floorsBelow[i] = f.floorsBelow;
  columns.years[i] = f.years;
  columns.own[i] = e.own ? 1 : 0;
  columns.projectId[i] = e.projectId;
  columns.fold[i] = foldOf(e.projectId, folds);
  table.rowOfProject.set(e.projectId, i);
  table.names[i] = e.name;
  table.costPerM2[i] = e.cost_per_m2;
  table.location[i] = f.location;
  table.tpi[i] = f.tpi;
  const share = e.external_works_share;
  table.externalShare[i] = share != null && share >= 0 && share < 0.9 ? share : Number.NaN;
  // Abnormals are priced at face value: the rate learned is the cost without them.
  const abnormalShare = Math.min(ABNORMAL_SHARE_CAP, f.abnormalPounds / (e.cost_per_m2 * f.gifa));
  table.y[i] = Math.log(e.cost_per_m2 * (1 - abnormalShare)) - Math.log(f.location) - Math.log(f.tpi) - f.offset;
  writeRow(e.scheme, f, table.cols, table.vals, i * MAX_NNZ);
}

/** Per building function: its rows and community rows, and its rows by process for the neighbour scan. */
function functionGroups(columns: EvidenceColumns): {
  functionCounts: Int32Array;
  communityCounts: Int32Array;
  buckets: Bucket[];
} {
  const functionCounts = new Int32Array(FUNCTIONS.length);
  const communityCounts = new Int32Array(FUNCTIONS.length);
  const members: number[][] = FUNCTIONS.map(() => []);
  for (let i = 0; i < columns.n; i++) {
    functionCounts[columns.fn[i]!]!++;
    if (!columns.own[i]) communityCounts[columns.fn[i]!]!++;
    members[columns.fn[i]!]!.push(i);
  }
  const buckets = members.map((rows) => bucketOf(rows, columns.process, PROCESSES.length));
  return { functionCounts, communityCounts, buckets };
}

/**
 * Per building function: the median known external-works share (NaN with fewer than three), and the
 * community rows' median rate at national level and the 2024 price base (NaN with none).
 */
function functionMedians(
  table: EvidenceTable,
  buckets: readonly Bucket[],
): { externalShareMedian: Float64Array; communityMedian: Float64Array } {
  const { columns, externalShare, costPerM2, location, tpi } = table;
  const externalShareMedian = new Float64Array(FUNCTIONS.length);
  const communityMedian = new Float64Array(FUNCTIONS.length);
  FUNCTIONS.forEach((_, fn) => {
    const shares: number[] = [];
    const community: number[] = [];
    for (const i of buckets[fn]!.rows) {
      if (!Number.isNaN(externalShare[i]!)) shares.push(externalShare[i]!);
      if (!columns.own[i]) community.push(costPerM2[i]! / (location[i]! * tpi[i]!));
    }
    externalShareMedian[fn] = shares.length >= 3 ? median(shares) : Number.NaN;
    communityMedian[fn] = median(community);
  });
  return { externalShareMedian, communityMedian };
}

function noEvidence(scheme: Scheme, model: FittedModel): never {
  if (model.evidenceCount === 0)
    throw new UnprocessableError('There is no completed evidence yet: the model needs completed projects with a cost, GIFA and building function', [
      'completed_projects',
    ]);
  throw new UnprocessableError(
    `There is no completed evidence yet for building function ${scheme.building_function}: the model needs a completed project of that function`,
    ['completed_projects'],
  );
}

export function predict(model: FittedModel, scheme: Scheme, options: PredictOptions = {}): Prediction {
  assertPriceable(scheme);
  const m = model.internals;
  const f = schemeFeatures(scheme);
  const comparables = comparablesOf(model, scheme, f, options.excludeProjectId);
  const { bucket, comparableCount, communityCount, pairCount } = comparables;

  // The learned time residuals are held flat beyond the evidence's dates (a year before the first,
  // TREND_REACH_YEARS after the last): only the tender price index moves a scheme priced further out.
  const years = Math.min(m.lastYears + TREND_REACH_YEARS, Math.max(m.firstYears - 1, f.years));
  const { locationEffect, rest, byFactor } = regressionTerms(m.beta, scheme, f, years);
  const { all, own, correction, weight } = neighbourCorrection(model, f, bucket, options);
  const closeness = weight / m.k;

  // National price level, the scheme's date, external works included, abnormals excluded.
  const nationalRate = Math.exp(f.offset + rest + correction) * f.tpi;
  const locationIndex = round(scheme.location.index * Math.exp(locationEffect), 0.1);
  const share = externalWorksShare(m, all.rows, f.fn, scheme.building_function);
  const { base, external, adjustment, adjusted } = pricedRates(nationalRate, share, locationIndex, scheme, f);

  const { lower, upper } = predictionInterval(model.interval, f, adjusted, comparableCount, closeness);

  const strength = strengthOf(comparableCount);
  const profiled = profiledStrengthOf(weight, m.k);
  const sourceHealth = sourceHealthOf(strength, profiled, strengthOf(pairCount));

  const community = m.communityMedian[f.fn]!;
  const explanation = explanationOf(scheme, f, byFactor, {
    locationIndex,
    adjustment,
    correction,
    adjusted,
    neighbours: all.rows.length,
  });
  return {
    base_cost_per_m2: base,
    external_works_percentage: external,
    adjustment_percentage: adjustment,
    location_index: locationIndex,
    location: scheme.location,
    adjusted_cost_per_m2: adjusted,
    lower_limit: lower,
    upper_limit: upper,
    strength,
    profiled_strength: profiled,
    source_health: sourceHealth,
    quality_rating: qualityRating(sourceHealth),
    similar: similarProjects(m, own, (locationIndex / 100) * f.tpi * Math.exp(timeEffect(m.beta, years))),
    comparable_count: comparableCount,
    community_count: communityCount,
    bcis: round(
      BASE_RATE_PER_M2[scheme.building_function] *
        PROCESS_FACTOR[scheme.building_process] *
        f.location *
        f.tpi,
      0.01,
    ),
    community_value: communityCount > 0 && !Number.isNaN(community) ? round(community * f.location * f.tpi, 0.01) : null,
    explanation,
  };
}

/**
 * The prediction factor by factor (D-58): the function's national reference rate, then the applied
 * location index, the tender price index with the learned time residuals, the process factor with the
 * learned function and process terms, the learned size, storey, procurement, site and parking terms,
 * the abnormals, and the neighbour correction. Their product is the rate before D-42 rounds its base to
 * the penny; the function and process step takes up that rounding (a few millionths), so that the
 * product is `adjusted` itself.
 */
function explanationOf(
  scheme: Scheme,
  f: SchemeFeatures,
  byFactor: Record<ExplanationFactor, number>,
  figures: { locationIndex: number; adjustment: number; correction: number; adjusted: number; neighbours: number },
): Explanation {
  const base = BASE_RATE_PER_M2[scheme.building_function];
  const multipliers: Record<ExplanationFactor, number> = {
    location: figures.locationIndex / 100,
    date: f.tpi * Math.exp(byFactor.date),
    function_and_process: PROCESS_FACTOR[scheme.building_process] * Math.exp(byFactor.function_and_process),
    size: Math.exp(byFactor.size),
    storeys_and_basements: Math.exp(byFactor.storeys_and_basements),
    procurement: Math.exp(byFactor.procurement),
    site_and_density: Math.exp(byFactor.site_and_density),
    abnormal_costs: 1 + figures.adjustment,
    nearest_evidence: Math.exp(figures.correction),
    parking: Math.exp(byFactor.parking),
  };
  const product = EXPLANATION_FACTORS.reduce((v, factor) => v * multipliers[factor], base);
  multipliers.function_and_process *= figures.adjusted / product;
  return schemeExplanation(base, multipliers, subjectsOf(scheme, f, figures.locationIndex, figures.neighbours));
}

/** What the explanation's sentences speak of (explanation.ts). */
function subjectsOf(scheme: Scheme, f: SchemeFeatures, locationIndex: number, neighbours: number): StepSubjects {
  const given = (value: number | null, name: string) => (value != null && value > 0 ? [name] : []);
  return {
    county: scheme.location.county,
    area: scheme.location.area,
    locationIndex,
    startDate: scheme.start_date,
    buildingFunction: scheme.building_function,
    buildingProcess: scheme.building_process,
    gifa: scheme.total_gifa,
    floorsAbove: scheme.floors_above,
    floorsBelow: scheme.floors_below,
    procurement: scheme.procurement,
    siteInputs: [
      ...given(scheme.site_area, 'site area'),
      ...given(scheme.individual_units, 'units'),
      ...given(scheme.total_net_internal_area, 'net internal area'),
    ],
    abnormalPounds: f.abnormalPounds,
    neighbours,
    structuredParking: structuredParkingSpaces(scheme),
  };
}

/** A 422 naming every input the scheme cannot be priced without. */
function assertPriceable(scheme: Scheme): void {
  const missing: string[] = [];
  if (!(scheme.total_gifa > 0) || !Number.isFinite(scheme.total_gifa)) missing.push('total_gifa');
  if (functionCode(scheme.building_function) < 0) missing.push('building_function');
  if (Number.isNaN(Date.parse(scheme.start_date))) missing.push('start_date');
  if (!(scheme.location.index > 0)) missing.push('location_index');
  if (missing.length > 0) throw new UnprocessableError(`The scheme cannot be priced without ${missing.join(', ')}`, missing);
}

/**
 * The scheme's comparables: the evidence of its building function, less the project being benchmarked
 * when it is one of them, with how many are the community's and how many share the scheme's process.
 * A 422 when there are none.
 */
function comparablesOf(
  model: FittedModel,
  scheme: Scheme,
  f: SchemeFeatures,
  excludeProjectId: number | undefined,
): { bucket: Bucket; comparableCount: number; communityCount: number; pairCount: number } {
  const m = model.internals;
  const bucket = m.buckets[f.fn]!;
  const excludedRow = excludeProjectId == null ? undefined : m.rowOfProject.get(excludeProjectId);
  const excludedHere = excludedRow != null && m.columns.fn[excludedRow] === f.fn;
  const comparableCount = bucket.rows.length - (excludedHere ? 1 : 0);
  if (comparableCount <= 0) noEvidence(scheme, model);
  const communityCount = model.communityCounts[f.fn]! - (excludedHere && !m.columns.own[excludedRow] ? 1 : 0);
  const excludedPair = excludedHere && m.columns.process[excludedRow] === f.process ? 1 : 0;
  const pairCount = bucket.start[f.process + 1]! - bucket.start[f.process]! - excludedPair;
  return { bucket, comparableCount, communityCount, pairCount };
}

/**
 * The regression's log prediction for the scheme at `years`, in two parts: its location terms (the
 * learned region and area residuals, which make the applied location index) and the rest.
 */
function regressionTerms(
  beta: Float64Array,
  scheme: Scheme,
  f: SchemeFeatures,
  years: number,
): { locationEffect: number; rest: number; byFactor: Record<ExplanationFactor, number> } {
  const rowCols = new Int32Array(MAX_NNZ);
  const rowVals = new Float64Array(MAX_NNZ);
  writeRow(scheme, { ...f, years }, rowCols, rowVals, 0);
  const byFactor = Object.fromEntries(EXPLANATION_FACTORS.map((factor) => [factor, 0])) as Record<ExplanationFactor, number>;
  let locationEffect = 0;
  let rest = 0;
  for (let c = 0; c < MAX_NNZ; c++) {
    if (rowVals[c] === 0) continue;
    const term = beta[rowCols[c]!]! * rowVals[c]!;
    byFactor[COLUMN_FACTOR[rowCols[c]!]!] += term;
    if (rowCols[c]! >= LOCATION_COLUMNS.region) locationEffect += term;
    else rest += term;
  }
  return { locationEffect, rest, byFactor };
}

/**
 * The k comparables most like the scheme (and the caller's own nearest, for `similar`), and the
 * correction they make: the mean of their regression residuals weighted by exp(−distance), shrunk
 * toward none by the cross-validated prior. `weight` is their summed weight.
 */
function neighbourCorrection(
  model: FittedModel,
  f: SchemeFeatures,
  bucket: Bucket,
  options: PredictOptions,
): { all: Neighbours; own: Neighbours; correction: number; weight: number } {
  const m = model.internals;
  const { all, own } = scan(f, m.columns, bucket, {
    k: m.k,
    ownLimit: options.similarLimit ?? 10,
    excludeProjectId: options.excludeProjectId,
  });
  let weighted = 0;
  let weight = 0;
  for (let r = 0; r < all.rows.length; r++) {
    weighted += all.weights[r]! * m.residual[all.rows[r]!]!;
    weight += all.weights[r]!;
  }
  return { all, own, correction: weighted / (weight + model.neighbourPrior), weight };
}

/**
 * External works as a share of total cost: the median of the neighbours that record one (at least
 * three), else the function's median, else the function's default.
 */
function externalWorksShare(
  m: ModelInternals,
  neighbours: readonly number[],
  fn: number,
  buildingFunction: BuildingFunction,
): number {
  const shares: number[] = [];
  for (const j of neighbours) if (!Number.isNaN(m.externalShare[j]!)) shares.push(m.externalShare[j]!);
  const functionShare = m.externalShareMedian[fn]!;
  return shares.length >= 3
    ? median(shares)
    : !Number.isNaN(functionShare)
      ? functionShare
      : DEFAULT_EXTERNAL_WORKS_SHARE[buildingFunction];
}

/**
 * D-42's figures from the national rate: the base rate, external works and the abnormals' adjustment as
 * percentages of the building cost, and the adjusted rate at the applied location index.
 */
function pricedRates(
  nationalRate: number,
  share: number,
  locationIndex: number,
  scheme: Scheme,
  f: SchemeFeatures,
): { base: number; external: number; adjustment: number; adjusted: number } {
  const external = round(share / (1 - share), 0.0001);
  const base = round(nationalRate / (1 + external), 0.01);
  const buildingLocal = base * (1 + external) * scheme.total_gifa * (locationIndex / 100);
  const adjustment = round(f.abnormalPounds / buildingLocal, 0.0001);
  const adjusted = base * (1 + external) * (1 + adjustment) * (locationIndex / 100);
  return { base, external, adjustment, adjusted };
}

/**
 * The calibrated 80% interval around the adjusted rate: its log scale grows as the comparables are
 * fewer or less alike, times the scatter of the scheme's function and process; it always holds the rate.
 */
function predictionInterval(
  interval: IntervalModel,
  f: SchemeFeatures,
  adjusted: number,
  comparableCount: number,
  closeness: number,
): { lower: number; upper: number } {
  const sd =
    residualScale(interval, comparableCount, closeness) * groupScaleOf(interval, f.fn, f.process, PROCESSES.length);
  const lower = Math.min(adjusted, adjusted * Math.exp(interval.zLow * sd));
  const upper = Math.max(adjusted, adjusted * Math.exp(interval.zHigh * sd));
  return { lower, upper };
}

/**
 * The caller's own nearest comparables, each with its out-turn cost per m2 rebased to `schemeLevel`:
 * the scheme's applied location index / 100 × tender price index × learned time effect.
 */
function similarProjects(m: ModelInternals, own: Neighbours, schemeLevel: number): SimilarProject[] {
  // A comparable's own applied location: its shipped index with the learned region and area residuals.
  const applied = (row: number) => {
    let eff = 0;
    const area = m.columns.area[row]!;
    const region = m.columns.region[row]!;
    if (region >= 0 && region < REGION_COUNT) eff += m.beta[LOCATION_COLUMNS.region + region]!;
    if (area >= 0 && area < AREA_COUNT) eff += m.beta[LOCATION_COLUMNS.area + area]!;
    return m.location[row]! * Math.exp(eff);
  };
  return own.rows.map((row, r) => ({
    project_id: m.columns.projectId[row]!,
    name: m.names[row]!,
    similarity: Math.round(similarityOf(own.distances[r]!) * 1000) / 1000,
    quality_grade: qualityGrade(similarityOf(own.distances[r]!)),
    cost_per_m2: round(
      (m.costPerM2[row]! * schemeLevel) / (applied(row) * m.tpi[row]! * Math.exp(timeEffect(m.beta, m.columns.years[row]!))),
      0.01,
    ),
  }));
}

/**
 * A completed project's out-turn against what the model predicted for it without it (its cross-validation
 * fold left out), as a log ratio: how far this project ended from a benchmark of it. Null for a project
 * the model did not learn from.
 */
export function heldOutResidual(model: FittedModel, projectId: number): number | null {
  const row = model.internals.rowOfProject.get(projectId);
  if (row === undefined) return null;
  const r = model.internals.cvResidual[row]!;
  return Number.isFinite(r) ? r : null;
}

const floorOf = (options: FitOptions) => Math.max(1, options.minCommunityGroup ?? 1);

/**
 * A short digest of the evidence a fit with `options` learns from (FNV-1a over ids and costs): the same
 * evidence, the same digest, so that every instance names a model fitted on the same evidence alike.
 */
export function evidenceDigest(all: readonly Evidence[], options: FitOptions = {}): string {
  return learnedDigest(learnedEvidence(all, floorOf(options)));
}

/** evidenceDigest of the rows a fit learnt from (its memo's `rows`). */
export function learnedDigest(evidence: readonly Evidence[]): string {
  let h = 0x811c9dc5;
  const mixIn = (v: number) => {
    h ^= v | 0;
    h = Math.imul(h, 0x01000193);
    h ^= Math.floor(v / 4294967296) | 0;
    h = Math.imul(h, 0x01000193);
  };
  for (const e of evidence) {
    mixIn(e.projectId);
    mixIn(Math.round(e.cost_per_m2 * 100));
    mixIn(Math.round(e.scheme.total_gifa * 100));
  }
  mixIn(evidence.length);
  return (h >>> 0).toString(16).padStart(8, '0');
}
