import { POSTCODE_AREAS } from '../location/index.ts';
import {
  BUILDING_FUNCTIONS,
  BUILDING_PROCESSES,
  type BuildingFunction,
  type BuildingProcess,
  PROCUREMENT_STRUCTURES,
} from '../projects/vocabulary.ts';
import { BASE_RATE_PER_M2, PROCESS_FACTOR } from './reference.ts';
import type { ExplanationFactor } from './explanation.ts';
import { dateMs, tenderPriceIndexAtMs } from './tender-price-index.ts';
import { ABNORMAL_ITEMS, type Scheme } from './types.ts';

/**
 * The cost model's design matrix: which columns the ridge regression has, the prior scale of each
 * coefficient (how far the evidence may move it from 0 before the penalty bites), and one scheme's
 * sparse row. docs/cost-model.md explains the choices.
 */

export const FUNCTIONS = Object.keys(BUILDING_FUNCTIONS) as BuildingFunction[];
export const PROCESSES = Object.keys(BUILDING_PROCESSES) as BuildingProcess[];
export const REGIONS = [...new Set(POSTCODE_AREAS.map((a) => a.region))].sort();
const AREA_CODE = new Map(POSTCODE_AREAS.map((a, i) => [a.area, i]));
const AREA_REGION = POSTCODE_AREAS.map((a) => REGIONS.indexOf(a.region));
const FUNCTION_CODE = new Map(FUNCTIONS.map((f, i) => [f, i]));
const PROCESS_CODE = new Map(PROCESSES.map((p, i) => [p, i]));
const PROCUREMENT_CODE = new Map<string, number>(PROCUREMENT_STRUCTURES.map((p, i) => [p, i]));

/** Years are measured from here for the trend residual. */
const EPOCH_MS = Date.UTC(2020, 0, 1);
const YEAR_MS = 365.2425 * 86_400_000;
/**
 * The period residual: hat functions on knots at each 1 January from FIRST_KNOT_YEAR, so that the
 * learned departure from the tender price index can bend year by year (a surge the index missed),
 * each knot's coefficient shrunk toward 0 (the linear trend and the index).
 */
const FIRST_KNOT_YEAR = 2010;
const PERIOD_KNOTS = 24;

interface ColumnBlock {
  name: string;
  size: number;
  /** Prior standard deviation of each coefficient on the log scale; Infinity = not penalised. */
  prior: number;
}

const BLOCKS = [
  { name: 'intercept', size: 1, prior: Infinity },
  { name: 'function', size: FUNCTIONS.length, prior: 0.3 },
  { name: 'process', size: PROCESSES.length, prior: 0.2 },
  { name: 'function_process', size: FUNCTIONS.length * PROCESSES.length, prior: 0.1 },
  { name: 'log_size', size: 1, prior: 0.15 },
  { name: 'log_size_function', size: FUNCTIONS.length, prior: 0.05 },
  { name: 'small_scheme', size: 1, prior: 0.05 },
  { name: 'storeys_over_3', size: 1, prior: 0.15 },
  { name: 'log_storeys', size: 1, prior: 0.1 },
  { name: 'storeys_over_20', size: 1, prior: 0.1 },
  { name: 'storeys_unknown', size: 1, prior: 0.1 },
  { name: 'basements', size: 1, prior: 0.1 },
  { name: 'basements_unknown', size: 1, prior: 0.1 },
  { name: 'procurement', size: PROCUREMENT_STRUCTURES.length, prior: 0.1 },
  { name: 'unit_density', size: 1, prior: 0.1 },
  { name: 'units_known', size: 1, prior: 0.05 },
  { name: 'net_to_gross', size: 1, prior: 0.3 },
  { name: 'net_known', size: 1, prior: 0.05 },
  { name: 'log_plot_ratio', size: 1, prior: 0.05 },
  { name: 'site_known', size: 1, prior: 0.05 },
  { name: 'structured_parking', size: 1, prior: 0.1 },
  { name: 'trend', size: 1, prior: 0.02 },
  { name: 'period', size: PERIOD_KNOTS, prior: 0.03 },
  { name: 'region', size: REGIONS.length, prior: 0.06 },
  { name: 'area', size: POSTCODE_AREAS.length, prior: 0.06 },
] as const satisfies readonly ColumnBlock[];
type BlockName = (typeof BLOCKS)[number]['name'];

/** Which factor of the explanation (explanation.ts, D-58) each block's effect belongs to. */
const BLOCK_FACTOR: Record<BlockName, ExplanationFactor> = {
  intercept: 'function_and_process',
  function: 'function_and_process',
  process: 'function_and_process',
  function_process: 'function_and_process',
  log_size: 'size',
  log_size_function: 'size',
  small_scheme: 'size',
  storeys_over_3: 'storeys_and_basements',
  log_storeys: 'storeys_and_basements',
  storeys_over_20: 'storeys_and_basements',
  storeys_unknown: 'storeys_and_basements',
  basements: 'storeys_and_basements',
  basements_unknown: 'storeys_and_basements',
  procurement: 'procurement',
  unit_density: 'site_and_density',
  units_known: 'site_and_density',
  net_to_gross: 'site_and_density',
  net_known: 'site_and_density',
  log_plot_ratio: 'site_and_density',
  site_known: 'site_and_density',
  structured_parking: 'parking',
  trend: 'date',
  period: 'date',
  region: 'location',
  area: 'location',
};

const OFFSET = {} as Record<BlockName, number>;
/** The explanation's factor of each column. */
export const COLUMN_FACTOR: ExplanationFactor[] = [];
let width = 0;
for (const b of BLOCKS) {
  OFFSET[b.name] = width;
  width += b.size;
  for (let i = 0; i < b.size; i++) COLUMN_FACTOR.push(BLOCK_FACTOR[b.name]);
}
/** Number of columns. */
export const P = width;
/** Prior standard deviation per column. */
export const COLUMN_PRIOR = new Float64Array(P);
for (const b of BLOCKS) COLUMN_PRIOR.fill(b.prior, OFFSET[b.name], OFFSET[b.name] + b.size);
/** The columns whose coefficients move the location index rather than the base rate. */
export const LOCATION_COLUMNS = { region: OFFSET.region, area: OFFSET.area } as const;
export const AREA_COUNT = POSTCODE_AREAS.length;
export const REGION_COUNT = REGIONS.length;
/** Upper bound of non-zero entries in one row. */
export const MAX_NNZ = 28;

/** The knot left of a date (years from 2020) and how far along it is toward the next, 0-1. */
function periodKnots(years: number): [number, number] {
  const knot = Math.min(PERIOD_KNOTS - 1, Math.max(0, years + 2020 - FIRST_KNOT_YEAR));
  const left = Math.min(PERIOD_KNOTS - 2, Math.floor(knot));
  return [left, knot - left];
}

/** The learned log price movement beyond the tender price index at a date: trend and period residuals. */
export function timeEffect(beta: Float64Array, years: number): number {
  const [left, share] = periodKnots(years);
  return (
    beta[OFFSET.trend]! * years +
    beta[OFFSET.period + left]! * (1 - share) +
    beta[OFFSET.period + left + 1]! * share
  );
}

/** What the model needs of one scheme, computed once. */
export interface SchemeFeatures {
  fn: number;
  process: number;
  /** -1 when the location has no known area (given as an index only). */
  area: number;
  region: number;
  gifa: number;
  logGifa: number;
  /** NaN when not known. */
  floorsAbove: number;
  floorsBelow: number;
  ms: number;
  years: number;
  /** Shipped location index / 100 and tender price index at the date. */
  location: number;
  tpi: number;
  /** log(BASE_RATE × PROCESS_FACTOR): the reference rate the regression starts from. */
  offset: number;
  abnormalPounds: number;
}

export function functionCode(fn: BuildingFunction): number {
  return FUNCTION_CODE.get(fn) ?? -1;
}

export function schemeFeatures(s: Scheme): SchemeFeatures {
  const fn = FUNCTION_CODE.get(s.building_function) ?? -1;
  const process = PROCESS_CODE.get(s.building_process) ?? 0;
  const area = s.location.area == null ? -1 : (AREA_CODE.get(s.location.area) ?? -1);
  const ms = dateMs(s.start_date);
  let abnormalPounds = 0;
  for (const item of ABNORMAL_ITEMS) {
    const v = s.abnormals[item];
    if (v != null && v > 0) abnormalPounds += v;
  }
  return {
    fn,
    process,
    area,
    region: area < 0 ? -1 : AREA_REGION[area]!,
    gifa: s.total_gifa,
    logGifa: Math.log(s.total_gifa),
    floorsAbove: s.floors_above ?? Number.NaN,
    floorsBelow: s.floors_below ?? Number.NaN,
    ms,
    years: (ms - EPOCH_MS) / YEAR_MS,
    location: s.location.index / 100,
    tpi: tenderPriceIndexAtMs(ms),
    offset:
      fn < 0
        ? 0
        : Math.log(BASE_RATE_PER_M2[s.building_function] * (PROCESS_FACTOR[s.building_process] ?? 1)),
    abnormalPounds,
  };
}

/** Parking spaces built into the structure (basement, undercroft, integral garages): the ones that cost per m2. */
export function structuredParkingSpaces(s: Scheme): number {
  const p = s.parking;
  return (p.basement_parking_spaces ?? 0) + (p.undercroft_parking_spaces ?? 0) + (p.integral_garage_spaces ?? 0);
}

/**
 * One scheme's row: column indices and values (sparse; at most MAX_NNZ). Location columns (region,
 * area) are included; the caller separates them when it reports the applied location index.
 */
export function writeRow(s: Scheme, f: SchemeFeatures, cols: Int32Array, vals: Float64Array, at: number): void {
  let k = at;
  const put = (c: number, v: number) => {
    if (v !== 0) {
      cols[k] = c;
      vals[k] = v;
      k++;
    }
  };
  const nProc = PROCESSES.length;
  put(OFFSET.intercept, 1);
  put(OFFSET.function + f.fn, 1);
  put(OFFSET.process + f.process, 1);
  put(OFFSET.function_process + f.fn * nProc + f.process, 1);
  const size = f.logGifa - Math.log(5000);
  put(OFFSET.log_size, size);
  put(OFFSET.log_size_function + f.fn, size);
  put(OFFSET.small_scheme, Math.min(20, 1000 / s.total_gifa));
  if (Number.isNaN(f.floorsAbove)) put(OFFSET.storeys_unknown, 1);
  else {
    const fa = Math.max(1, f.floorsAbove);
    put(OFFSET.storeys_over_3, Math.max(0, fa - 3) / 10);
    put(OFFSET.log_storeys, Math.log(fa));
    put(OFFSET.storeys_over_20, Math.max(0, fa - 20) / 10);
  }
  if (Number.isNaN(f.floorsBelow)) put(OFFSET.basements_unknown, 1);
  else put(OFFSET.basements, Math.min(f.floorsBelow, 6));
  const proc = s.procurement == null ? undefined : PROCUREMENT_CODE.get(s.procurement);
  if (proc != null) put(OFFSET.procurement + proc, 1);
  if (s.individual_units != null && s.individual_units > 0) {
    put(OFFSET.unit_density, Math.min(5, (100 * s.individual_units) / s.total_gifa));
    put(OFFSET.units_known, 1);
  }
  if (s.total_net_internal_area != null && s.total_net_internal_area > 0) {
    put(OFFSET.net_to_gross, Math.min(1.2, s.total_net_internal_area / s.total_gifa) - 0.82);
    put(OFFSET.net_known, 1);
  }
  if (s.site_area != null && s.site_area > 0) {
    put(OFFSET.log_plot_ratio, Math.max(-5, Math.min(5, Math.log(s.total_gifa / s.site_area))));
    put(OFFSET.site_known, 1);
  }
  const structured = structuredParkingSpaces(s);
  if (structured > 0) put(OFFSET.structured_parking, Math.min(10, (100 * structured) / s.total_gifa));
  put(OFFSET.trend, f.years);
  const [left, share] = periodKnots(f.years);
  put(OFFSET.period + left, 1 - share);
  put(OFFSET.period + left + 1, share);
  if (f.region >= 0) put(OFFSET.region + f.region, 1);
  if (f.area >= 0) put(OFFSET.area + f.area, 1);
  while (k < at + MAX_NNZ) {
    cols[k] = 0;
    vals[k] = 0;
    k++;
  }
}
