import { BASE_RATE_PER_M2, PROCESS_FACTOR, tenderPriceIndex } from '../src/domain/cost/reference.ts';
import { SeededRandom } from '../src/demo/random.ts';
import { areaOfPostcode, nearestArea, POSTCODE_AREAS, type PostcodeArea } from '../src/domain/location/index.ts';
import type { ProjectImport } from '../src/domain/projects/import-contract.ts';
import {
  type BuildingFunction,
  type BuildingProcess,
  PROCUREMENT_STRUCTURES,
  type ProjectStatus,
} from '../src/domain/projects/vocabulary.ts';

/**
 * bench:model's generating process (bench/model-process.md says it in words): a portfolio whose true
 * cost per m2 follows known drivers, some of which the shipped reference tables get wrong on purpose
 * (each postcode area's true price level, the price trend), so that the benchmark can tell a model that
 * learns from its evidence from one that repeats the tables. Seeded, and independent of the demo's.
 */

/** The day the portfolio is seen from: statuses and dates are relative to it, so every run is the same. */
export const PORTFOLIO_DATE = Date.UTC(2026, 5, 30);
const DAY = 86_400_000;
const YEAR = 365.25 * DAY;
/** The trend residual is zero here: mid-2024, where the shipped tender price index is 1.00. */
const TREND_ORIGIN = Date.UTC(2024, 6, 1);
const FIRST_START = Date.UTC(2015, 0, 1);
const SURGE_PEAK = Date.UTC(2022, 6, 1);
const SURGE_WIDTH_YEARS = 0.8;

const FUNCTION_WEIGHTS: Record<BuildingFunction, number> = {
  residential: 38,
  office: 12,
  industrial: 10,
  education: 8,
  retail: 7,
  healthcare: 6,
  mixed_use: 6,
  leisure: 5,
  hotel: 5,
  other: 3,
};
const PROCESS_WEIGHTS: Record<BuildingProcess, number> = {
  new_build: 60,
  refurbishment: 20,
  conversion: 12,
  extension: 8,
};
/** GIFA range (m2) of a new build per function; drawn log-uniformly, extensions at 30% of it. */
const GIFA_RANGE: Record<BuildingFunction, [number, number]> = {
  residential: [500, 30_000],
  office: [1000, 40_000],
  industrial: [1500, 50_000],
  education: [1200, 15_000],
  retail: [400, 12_000],
  healthcare: [1000, 25_000],
  mixed_use: [2500, 35_000],
  leisure: [800, 10_000],
  hotel: [2000, 20_000],
  other: [400, 8000],
};
/** Lognormal noise (sd of log cost) by process: refurbishment is the least predictable. */
const NOISE_SD: Record<BuildingProcess, number> = {
  new_build: 0.08,
  extension: 0.1,
  conversion: 0.12,
  refurbishment: 0.14,
};
const OUTLIER_SHARE = 0.02;
const OUTLIER_SD = 0.3;
const REGION_WEIGHTS: Record<string, number> = {
  London: 8,
  'South East': 4,
  'East of England': 3,
  'North West': 3,
  'West Midlands': 2.5,
  'Yorkshire and The Humber': 2.5,
  'South West': 2.5,
  'East Midlands': 2,
  Scotland: 2,
  'North East': 1.5,
  Wales: 1.5,
  'Northern Ireland': 1,
  'Channel Islands': 0.3,
  'Isle of Man': 0.3,
};
type Procurement = (typeof PROCUREMENT_STRUCTURES)[number];
const PROCUREMENT_WEIGHTS: Record<Procurement, number> = {
  'Main Contractor - Design & Build': 55,
  'Main Contractor - Traditional (Client with design responsibility)': 30,
  'Trades employed directly / with or without design': 10,
  'Self build': 5,
};
/** True procurement factors before the seed's jitter. */
const PROCUREMENT_FACTOR: Record<Procurement, number> = {
  'Main Contractor - Design & Build': 1,
  'Main Contractor - Traditional (Client with design responsibility)': 1.04,
  'Trades employed directly / with or without design': 0.97,
  'Self build': 0.93,
};
const STATUS_WEIGHTS: Partial<Record<ProjectStatus, number>> = {
  COMPLETED: 85,
  IN_PROGRESS: 9,
  PRE_CONTRACT: 3,
  PENDING: 2,
  NOT_YET_SECURED: 1,
};
const INWARD_LETTERS = 'ABDEFGHJLNPQRSTUWXYZ';

/** The effects a seed hides from the model: what the shipped tables do not say. */
export interface HiddenEffects {
  /** Log residual of each postcode area's true price level against its shipped index. */
  areaResidual: Map<string, number>;
  /** The areas given a consistent premium (+0.08 to +0.16 in log) or discount (−0.06 to −0.12). */
  dearerAreas: string[];
  cheaperAreas: string[];
  /** Log change per year on top of the shipped tender price index (positive: steeper). */
  trendPerYear: number;
  /** Log size of a price surge beyond the index, peaking mid-2022 (2021-2023 materials inflation). */
  surge: number;
  functionResidual: Record<BuildingFunction, number>;
  processResidual: Record<BuildingProcess, number>;
  /** Log residual per function and process pair (`office/refurbishment`): the process factor is not the same for every function. */
  pairResidual: Record<string, number>;
  /** Cost per m2 ∝ (GIFA / 5000)^−scaleElasticity. */
  scaleElasticity: number;
  /** Fixed costs that small schemes carry: × (1 + smallSchemePremium × 800 / GIFA). */
  smallSchemePremium: number;
  /** Per floor above the fourth; the tall premium adds to it per floor above the twentieth. */
  storeyPremium: number;
  tallPremium: number;
  /** Per basement level. */
  basementPremium: number;
  procurementFactor: Record<Procurement, number>;
}

export function hiddenEffects(rng: SeededRandom): HiddenEffects {
  const areaResidual = new Map<string, number>();
  const dearerAreas: string[] = [];
  const cheaperAreas: string[] = [];
  for (const area of POSTCODE_AREAS) {
    let residual = rng.normal() * 0.04;
    const draw = rng.next();
    if (draw < 0.12) {
      residual += rng.between(0.08, 0.16);
      dearerAreas.push(area.area);
    } else if (draw < 0.2) {
      residual -= rng.between(0.06, 0.12);
      cheaperAreas.push(area.area);
    }
    areaResidual.set(area.area, residual);
  }
  const jitter = <K extends string>(keys: K[], sd: number) =>
    Object.fromEntries(keys.map((k) => [k, rng.normal() * sd])) as Record<K, number>;
  const functions = Object.keys(FUNCTION_WEIGHTS) as BuildingFunction[];
  const processes = Object.keys(PROCESS_WEIGHTS) as BuildingProcess[];
  return {
    areaResidual,
    dearerAreas,
    cheaperAreas,
    trendPerYear: rng.between(0.012, 0.03),
    surge: rng.between(0.03, 0.07),
    functionResidual: jitter(functions, 0.05),
    processResidual: jitter(processes, 0.04),
    pairResidual: jitter(
      functions.flatMap((f) => processes.map((p) => `${f}/${p}`)),
      0.05,
    ),
    scaleElasticity: rng.between(0.05, 0.09),
    smallSchemePremium: rng.between(0.05, 0.12),
    storeyPremium: rng.between(0.008, 0.015),
    tallPremium: rng.between(0.005, 0.015),
    basementPremium: rng.between(0.06, 0.1),
    procurementFactor: Object.fromEntries(
      PROCUREMENT_STRUCTURES.map((p) => [p, PROCUREMENT_FACTOR[p] * Math.exp(rng.normal() * 0.01)]),
    ) as Record<Procurement, number>,
  };
}

/**
 * The shipped tender price index as a continuous series: each year's value read as its mid-year
 * point, linear between them, flat beyond the table's ends (as the table itself is).
 */
export function tenderPriceAt(time: number): number {
  const years = 1970 + time / YEAR - 0.5;
  const year = Math.floor(years);
  const t = years - year;
  return tenderPriceIndex(year) * (1 - t) + tenderPriceIndex(year + 1) * t;
}

/** What the process knows about one project, beside what is imported. */
export interface Truth {
  /** Out-turn cost per m2 of GIFA (total_cost / total_gifa of the completed project). */
  costPerM2: number;
  /** The same without the noise: the best any model could predict. */
  expectedCostPerM2: number;
  function: BuildingFunction;
  process: BuildingProcess;
  area: PostcodeArea;
}

export type Role = 'evidence' | 'held_out' | 'other';

export interface PortfolioProject {
  /** As imported: held-out projects already carry IN_PROGRESS and no cost. */
  project: ProjectImport;
  role: Role;
  truth: Truth;
}

export interface Portfolio {
  seed: number;
  hidden: HiddenEffects;
  projects: PortfolioProject[];
}

/** The log price level of a start date: the tender price index, the hidden trend beyond it and the surge. */
export function priceLevelAt(hidden: HiddenEffects, start: number): number {
  return (
    Math.log(tenderPriceAt(start)) +
    (hidden.trendPerYear * (start - TREND_ORIGIN)) / YEAR +
    hidden.surge * Math.exp(-0.5 * ((start - SURGE_PEAK) / YEAR / SURGE_WIDTH_YEARS) ** 2)
  );
}

/** `count` projects of seed `seed`; `holdOut` of the completed ones (with a GIFA) are held out. */
export function generatePortfolio(seed: number, count: number, holdOut = 0.2, prefix = `MODEL${seed}`): Portfolio {
  const rng = new SeededRandom(seed);
  const hidden = hiddenEffects(rng);
  const projects = Array.from({ length: count }, (_, i) => generateProject(rng, hidden, `${prefix}-${String(i + 1).padStart(5, '0')}`));
  const eligible = projects.filter((p) => p.project.status === 'COMPLETED' && p.project.total_gifa != null);
  const chosen = shuffle(rng, eligible).slice(0, Math.round(eligible.length * holdOut));
  for (const p of chosen) hideOutcome(p);
  return { seed, hidden, projects };
}

/** Imported as a project under way, without the cost it turned out to have. */
function hideOutcome(p: PortfolioProject): void {
  p.role = 'held_out';
  p.project.status = 'IN_PROGRESS';
  p.project.total_cost = null;
  p.project.contract_completion_date = null;
}

function shuffle<T>(rng: SeededRandom, items: T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng.next() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const regionCounts = new Map<string, number>();
for (const a of POSTCODE_AREAS) regionCounts.set(a.region, (regionCounts.get(a.region) ?? 0) + 1);
const AREA_WEIGHTS: Record<string, number> = Object.fromEntries(
  POSTCODE_AREAS.map((a) => [a.area, (REGION_WEIGHTS[a.region] ?? 1) / regionCounts.get(a.region)!]),
);
const AREAS = new Map(POSTCODE_AREAS.map((a) => [a.area, a]));

const iso = (ms: number) => new Date(Math.round(ms / 1000) * 1000).toISOString();
const roundTo = (n: number, step: number) => Math.round(n / step) * step;
const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

function generateProject(rng: SeededRandom, hidden: HiddenEffects, reference: string): PortfolioProject {
  const area = AREAS.get(rng.weighted(AREA_WEIGHTS))!;
  const fn = rng.weighted(FUNCTION_WEIGHTS);
  const process = rng.weighted(PROCESS_WEIGHTS);
  const [minGifa, maxGifa] = GIFA_RANGE[fn];
  const share = process === 'extension' ? 0.3 : 1;
  const gifa = Math.max(50, roundTo(Math.exp(rng.between(Math.log(minGifa * share), Math.log(maxGifa * share))), 5));
  const london = area.region === 'London';
  const floorsAbove =
    fn === 'industrial'
      ? rng.int(1, 2)
      : Math.max(1, Math.min(50, Math.round((Math.sqrt(gifa) / 20) * (london ? 1.8 : 1) + rng.between(-1, 2))));
  const floorsBelow = london && gifa > 4000 ? rng.int(0, 2) : rng.chance(0.08) ? 1 : 0;
  const procurement = rng.weighted(PROCUREMENT_WEIGHTS);

  const status = rng.weighted(STATUS_WEIGHTS as Record<ProjectStatus, number>);
  const duration = (240 + gifa / 45 + floorsAbove * 12 + floorsBelow * 60 + rng.between(-30, 60)) * DAY;
  const start =
    status === 'COMPLETED'
      ? rng.between(FIRST_START, PORTFOLIO_DATE - duration - 30 * DAY)
      : status === 'IN_PROGRESS'
        ? rng.between(PORTFOLIO_DATE - duration + 30 * DAY, PORTFOLIO_DATE - 30 * DAY)
        : rng.between(PORTFOLIO_DATE + 30 * DAY, PORTFOLIO_DATE + 540 * DAY);

  const logExpected =
    Math.log(BASE_RATE_PER_M2[fn]) +
    hidden.functionResidual[fn] +
    Math.log(PROCESS_FACTOR[process]) +
    hidden.processResidual[process] +
    Math.log(area.location_index / 100) +
    hidden.areaResidual.get(area.area)! +
    hidden.pairResidual[`${fn}/${process}`]! +
    priceLevelAt(hidden, start) -
    hidden.scaleElasticity * Math.log(gifa / 5000) +
    Math.log(1 + (hidden.smallSchemePremium * 800) / gifa) +
    Math.log(1 + hidden.storeyPremium * Math.max(0, floorsAbove - 4) + hidden.tallPremium * Math.max(0, floorsAbove - 20)) +
    Math.log(1 + hidden.basementPremium * floorsBelow) +
    Math.log(hidden.procurementFactor[procurement]);
  const noise = rng.normal() * NOISE_SD[process] + (rng.chance(OUTLIER_SHARE) ? rng.normal() * OUTLIER_SD : 0);
  const totalCost = roundTo(Math.exp(logExpected + noise) * gifa, 100);

  // What the records say: some inputs were never filled in, whatever the truth was.
  const withPostcode = rng.chance(0.95);
  const district = rng.pick(area.districts);
  const recordedGifa = status === 'COMPLETED' && rng.chance(0.01) ? null : gifa;
  const project: ProjectImport = {
    name: `${area.name} ${fn.replace('_', ' ')} ${reference}`,
    project_reference: reference,
    status,
    postcode: withPostcode
      ? `${district} ${rng.int(1, 9)}${rng.pick([...INWARD_LETTERS])}${rng.pick([...INWARD_LETTERS])}`
      : null,
    latitude: round4(area.latitude + rng.between(-0.04, 0.04)),
    longitude: round4(area.longitude + rng.between(-0.06, 0.06)),
    building_function: fn,
    building_process: process,
    total_gifa: recordedGifa,
    total_net_internal_area: rng.chance(0.8) ? roundTo(gifa * rng.between(0.78, 0.88), 5) : null,
    site_area: rng.chance(0.9) ? roundTo((gifa / floorsAbove) * rng.between(1.3, 2.6), 5) : null,
    site_max_floors_above_ground: rng.chance(0.95) ? floorsAbove : null,
    site_max_floors_below_ground: rng.chance(0.95) ? floorsBelow : null,
    number_of_units: fn === 'residential' ? Math.max(1, Math.round(gifa / rng.between(65, 90))) : fn === 'hotel' ? Math.round(gifa / 38) : null,
    proposed_procurement_structure: rng.chance(0.85) ? procurement : null,
    contract_start_date: iso(start),
    contract_completion_date: status === 'COMPLETED' ? iso(start + duration) : null,
    estimated_completion_date: iso(start + duration),
    total_cost: status === 'COMPLETED' ? totalCost : null,
    archived: false,
  };
  return {
    project,
    role: status === 'COMPLETED' ? 'evidence' : 'other',
    truth: {
      costPerM2: totalCost / gifa,
      expectedCostPerM2: Math.exp(logExpected),
      function: fn,
      process,
      area,
    },
  };
}

/** The shipped location index the service would use for a project: its postcode's area, else the nearest area. */
export function shippedIndexOf(project: ProjectImport): number {
  const byPostcode = project.postcode ? areaOfPostcode(project.postcode) : null;
  if (byPostcode) return byPostcode.location_index;
  return nearestArea(project.latitude!, project.longitude!).location_index;
}
