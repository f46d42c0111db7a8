import { DEFAULT_LEGENDS, DEFAULT_RISK_SETTINGS } from '../domain/environment-defaults.ts';
import { POSTCODE_AREAS, type PostcodeArea } from '../domain/location/index.ts';
import {
  BUILDING_FUNCTIONS,
  type BuildingFunction,
  type BuildingProcess,
  PROCUREMENT_STRUCTURES,
  type ProjectStatus,
} from '../domain/projects/vocabulary.ts';
import { BASE_RATE_PER_M2, PROCESS_FACTOR, tenderPriceIndex } from '../domain/cost/reference.ts';
import type { ProjectImport } from '../domain/projects/import-contract.ts';
import { SeededRandom } from './random.ts';

/**
 * Believable demo projects. Costs follow the drivers a cost consultant would expect — function,
 * process, location index, size, height, basements and tender-price date — plus noise, so that
 * benchmarks have something real to learn. Dates are relative to a fixed reference day so the output
 * is the same whenever it is generated.
 */
export const DEMO_REFERENCE_DATE = Date.UTC(2026, 8, 30); // 30 September 2026
const DAY = 86_400_000;

/** Typical gross internal floor area range (m2) per function. */
const GIFA_RANGE: Record<BuildingFunction, [number, number]> = {
  residential: [600, 28000],
  office: [1200, 40000],
  retail: [400, 12000],
  industrial: [1500, 45000],
  education: [1500, 14000],
  healthcare: [1200, 22000],
  leisure: [800, 10000],
  hotel: [2500, 20000],
  mixed_use: [3000, 35000],
  other: [500, 8000],
};
const FUNCTION_WEIGHTS: Record<BuildingFunction, number> = {
  residential: 40,
  office: 11,
  retail: 7,
  industrial: 10,
  education: 8,
  healthcare: 6,
  leisure: 5,
  hotel: 5,
  mixed_use: 6,
  other: 2,
};
const PROCESS_WEIGHTS: Record<BuildingProcess, number> = {
  new_build: 62,
  refurbishment: 18,
  conversion: 12,
  extension: 8,
};
/** More schemes where more is built: London and the South East weigh most. */
const REGION_WEIGHTS: Record<string, number> = {
  London: 9,
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
  'Channel Islands': 0.2,
  'Isle of Man': 0.2,
};
const CONTRACT_FORMS = [
  'JCT Design and Build 2016',
  'JCT Design and Build 2024',
  'JCT Standard Building Contract 2016',
  'JCT Intermediate Building Contract 2016',
  'NEC4 ECC Option A',
  'NEC4 ECC Option C',
];
const NAME_WORDS = {
  first: [
    'Riverside',
    'Station',
    'Canal',
    'Market',
    'Mill',
    'Harbour',
    'Park',
    'Abbey',
    'Kings',
    'Queens',
    'Victoria',
    'Brewery',
    'Foundry',
    'Wharf',
    'Orchard',
    'Meadow',
    'Castle',
    'Bridge',
    'Garden',
    'Quarry',
  ],
  residential: ['Court', 'Gardens', 'Place', 'Heights', 'Residences', 'Village', 'Mews', 'Lofts'],
  office: ['House', 'Exchange', 'Works', 'Chambers', 'Point'],
  retail: ['Parade', 'Arcade', 'Retail Park', 'Shopping Centre'],
  industrial: ['Logistics Park', 'Distribution Centre', 'Trade Park', 'Business Park'],
  education: ['Academy', 'Primary School', 'Sixth Form College', 'Learning Centre'],
  healthcare: ['Health Centre', 'Medical Centre', 'Care Home', 'Hospital Wing'],
  leisure: ['Leisure Centre', 'Sports Hub', 'Pool', 'Cinema'],
  hotel: ['Hotel', 'Aparthotel', 'Inn'],
  mixed_use: ['Quarter', 'Yard', 'Square', 'Central'],
  other: ['Centre', 'Depot', 'Hub'],
};
const STREETS = [
  'High Street',
  'Station Road',
  'Church Lane',
  'Mill Road',
  'London Road',
  'Victoria Street',
  'Park Road',
  'Queen Street',
  'New Road',
  'Bridge Street',
  'Market Place',
  'Canal Side',
  'King Street',
];
const FUNDERS = [
  'Northbridge Capital',
  'Albion Development Finance',
  'Thames Credit Partners',
  'Pennine Bank',
  'Caledonian Property Lending',
  'Severn Mezzanine Fund',
];
const INWARD_LETTERS = 'ABDEFGHJLNPQRSTUWXYZ';
const RISK_VALUES = [
  { value: 'Low', score: '1' },
  { value: 'Low', score: '2' },
  { value: 'Medium', score: '3' },
  { value: 'High', score: '4' },
  { value: 'High', score: '5' },
];

const iso = (ms: number) => new Date(Math.round(ms / 1000) * 1000).toISOString();
// Steps below 1 divide by their inverse, so that 0.0001 steps give the shortest decimal (51.5396, not
// 51.539600000000004).
const round = (n: number, to = 1) => (to < 1 ? Math.round(n / to) / Math.round(1 / to) : Math.round(n / to) * to);

const regionCounts = new Map<string, number>();
for (const a of POSTCODE_AREAS) regionCounts.set(a.region, (regionCounts.get(a.region) ?? 0) + 1);
/** Each region's weight shared among its areas. */
const AREA_WEIGHTS: Record<string, number> = Object.fromEntries(
  POSTCODE_AREAS.map((a) => [a.area, (REGION_WEIGHTS[a.region] ?? 1) / regionCounts.get(a.region)!]),
);
const AREAS = new Map(POSTCODE_AREAS.map((a) => [a.area, a]));

function pickArea(rng: SeededRandom): PostcodeArea {
  return AREAS.get(rng.weighted(AREA_WEIGHTS))!;
}

/** A status that agrees with the contract dates, seen from the reference day. */
function statusFor(rng: SeededRandom, start: number, completion: number): ProjectStatus {
  if (start > DEMO_REFERENCE_DATE) {
    return rng.weighted({ NOT_YET_SECURED: 3, PRE_CONTRACT: 4, PENDING: 3 });
  }
  if (completion > DEMO_REFERENCE_DATE) return 'IN_PROGRESS';
  if (DEMO_REFERENCE_DATE - completion < 365 * DAY)
    return rng.chance(0.6) ? 'DEFECTS_CORRECTION' : 'COMPLETED';
  return 'COMPLETED';
}

export interface DemoProjectOptions {
  referencePrefix: string;
  count: number;
}

/** `count` projects for one environment, the same for the same seed. */
export function generateDemoProjects(rng: SeededRandom, options: DemoProjectOptions): ProjectImport[] {
  const projects: ProjectImport[] = [];
  for (let i = 0; i < options.count; i++) projects.push(demoProject(rng, options.referencePrefix, i));
  return projects;
}

/**
 * One project, built in steps that all draw from the one generator: the order of the steps, and of the
 * draws within each, is what makes the data set, so a new draw goes after those there are.
 */
function demoProject(rng: SeededRandom, prefix: string, index: number): ProjectImport {
  const building = demoBuilding(rng);
  const dates = demoDates(rng, building);
  const money = demoMoney(rng, building, dates);
  const identity = demoIdentity(rng, building, dates);
  const parts = { prefix, index, building, dates, money, identity };
  const project = projectRecord(rng, parts);
  addRecords(rng, project, parts);
  return project;
}

/** What is built and where: the area and postcode, function, process, size and storeys. */
interface DemoBuilding {
  area: PostcodeArea;
  postcode: string;
  fn: BuildingFunction;
  process: BuildingProcess;
  gifa: number;
  floorsAbove: number;
  floorsBelow: number;
}

/** When: the contract's start and completion, the estimate's drift in days, and the start's year. */
interface DemoDates {
  start: number;
  completion: number;
  drift: number;
  year: number;
}

/** The money: the cost per m2 the demo's cost model gives, the out-turn cost, budget, GDV and senior loan. */
interface DemoMoney {
  costPerM2: number;
  totalCost: number;
  totalBudget: number;
  gdv: number;
  loanBudget: number;
}

/** What the project is called and how it stands on the reference day. */
interface DemoIdentity {
  status: ProjectStatus;
  started: boolean;
  created: number;
  name: string;
  units: number | null;
  hybrid: boolean;
  archived: boolean;
}

type BenchmarkSnapshot = NonNullable<ProjectImport['benchmark_snapshots']>[number];

interface DemoParts {
  prefix: string;
  index: number;
  building: DemoBuilding;
  dates: DemoDates;
  money: DemoMoney;
  identity: DemoIdentity;
}

/** The town a project is named and addressed in: a London postcode area is just London. */
const townOf = (area: PostcodeArea) => area.name.replace(/^London \w+$/, 'London');

function demoBuilding(rng: SeededRandom): DemoBuilding {
  const area = pickArea(rng);
  const district = rng.pick(area.districts);
  const postcode = `${district} ${rng.int(1, 9)}${rng.pick([...INWARD_LETTERS])}${rng.pick([...INWARD_LETTERS])}`;
  const fn = rng.weighted(FUNCTION_WEIGHTS);
  const process = rng.weighted(PROCESS_WEIGHTS);
  const [minGifa, maxGifa] = GIFA_RANGE[fn];
  const gifa = round(Math.exp(rng.between(Math.log(minGifa), Math.log(maxGifa))), 5);
  const london = area.region === 'London';
  const floorsAbove = Math.max(
    1,
    Math.min(45, Math.round((Math.sqrt(gifa) / 22) * (london ? 1.8 : 1) + rng.between(-1, 2))),
  );
  const floorsBelow = london && gifa > 4000 ? rng.int(0, 2) : rng.chance(0.08) ? 1 : 0;
  return { area, postcode, fn, process, gifa, floorsAbove, floorsBelow };
}

function demoDates(rng: SeededRandom, { gifa, floorsAbove, floorsBelow }: DemoBuilding): DemoDates {
  const start = DEMO_REFERENCE_DATE - rng.between(-540, 3650) * DAY;
  const durationDays = Math.round(
    240 + gifa / 45 + floorsAbove * 12 + floorsBelow * 60 + rng.between(-30, 60),
  );
  const completion = start + durationDays * DAY;
  const drift = Math.round(rng.normal() * 35 + 20);
  return { start, completion, drift, year: new Date(start).getUTCFullYear() };
}

function demoMoney(rng: SeededRandom, building: DemoBuilding, dates: DemoDates): DemoMoney {
  const { area, fn, process, gifa, floorsAbove, floorsBelow } = building;
  const tenderPrice = tenderPriceIndex(dates.year);
  // The cost model the demo obeys; benchmarks should recover something close to it.
  const sizeFactor = (gifa / 5000) ** -0.06;
  const heightFactor = 1 + 0.011 * Math.max(0, floorsAbove - 3);
  const basementFactor = 1 + 0.07 * floorsBelow;
  const costPerM2 =
    BASE_RATE_PER_M2[fn] *
    PROCESS_FACTOR[process] *
    (area.location_index / 100) *
    sizeFactor *
    heightFactor *
    basementFactor *
    tenderPrice *
    Math.exp(rng.normal() * 0.09);
  const totalCost = round(costPerM2 * gifa, 100);
  const totalBudget = round(totalCost * rng.between(0.96, 1.08), 100);
  const gdv = round(totalBudget * rng.between(1.15, 1.45), 1000);
  const loanBudget = round(totalBudget * rng.between(0.55, 0.75), 1000);
  return { costPerM2, totalCost, totalBudget, gdv, loanBudget };
}

function demoIdentity(
  rng: SeededRandom,
  { area, fn, gifa }: DemoBuilding,
  { start, completion }: DemoDates,
): DemoIdentity {
  const status = statusFor(rng, start, completion);
  const created = Math.min(start - rng.between(30, 240) * DAY, DEMO_REFERENCE_DATE - 7 * DAY);
  const name = `${rng.pick(NAME_WORDS.first)} ${rng.pick(NAME_WORDS[fn])}, ${townOf(area)}`;
  const units =
    fn === 'residential'
      ? Math.round(gifa / rng.between(65, 90))
      : fn === 'hotel'
        ? Math.round(gifa / 38)
        : null;
  const hybrid = fn === 'mixed_use' && rng.chance(0.7);
  const archived = status === 'COMPLETED' && rng.chance(0.08);
  return { status, started: start <= DEMO_REFERENCE_DATE, created, name, units, hybrid, archived };
}

/** The project's own fields, as the import contract has them. */
function projectRecord(rng: SeededRandom, parts: DemoParts): ProjectImport {
  const { prefix, index, building, dates, money, identity } = parts;
  const { area, fn, process, gifa, floorsAbove, floorsBelow } = building;
  const { status, started, created } = identity;
  return {
    name: identity.name,
    project_reference: `${prefix}-${dates.year}-${String(index + 1).padStart(4, '0')}`,
    client_reference: rng.chance(0.7) ? `CL-${rng.int(10000, 99999)}` : null,
    status,
    address: `${rng.int(1, 240)} ${rng.pick(STREETS)}, ${townOf(area)}`,
    postcode: building.postcode,
    latitude: round(area.latitude + rng.between(-0.06, 0.06), 0.0001),
    longitude: round(area.longitude + rng.between(-0.09, 0.09), 0.0001),
    description: `${BUILDING_FUNCTIONS[fn]} scheme (${process.replace('_', ' ')}) of ${gifa.toLocaleString('en-GB')} m² GIFA over ${floorsAbove} floor${floorsAbove > 1 ? 's' : ''}${floorsBelow ? ` and ${floorsBelow} basement level${floorsBelow > 1 ? 's' : ''}` : ''}.`,
    site_description: rng.chance(0.75)
      ? 'Brownfield urban site with existing services'
      : 'Greenfield edge-of-settlement site',
    site_area: round((gifa / Math.max(1, floorsAbove)) * rng.between(1.3, 2.6), 5),
    field_site: rng.chance(0.75) ? 'Brownfield' : 'Greenfield',
    proposed_procurement_structure: rng.pick(PROCUREMENT_STRUCTURES),
    proposed_procurement_structure_other_specific: '',
    contract_form: rng.pick(CONTRACT_FORMS),
    funder_client: rng.pick(FUNDERS),
    gross_development_value: money.gdv,
    total_budget: money.totalBudget,
    total_cost: money.totalCost,
    loan_facility_budget: money.loanBudget,
    loan_facility_out_turn: started ? round(money.loanBudget * rng.between(0.97, 1.06), 1000) : null,
    total_gifa: gifa,
    total_net_internal_area: round(gifa * rng.between(0.78, 0.88), 5),
    site_max_floors_above_ground: floorsAbove,
    site_max_floors_below_ground: floorsBelow,
    number_of_units: identity.units,
    contract_start_date: iso(dates.start),
    contract_completion_date: iso(dates.completion),
    estimated_completion_date: iso(dates.completion + dates.drift * DAY),
    rule_off_date_for_valuations: status === 'IN_PROGRESS' ? iso(Date.UTC(2026, 8, 25)) : null,
    risk_score: round(Math.min(100, Math.max(0, 35 + rng.normal() * 15 + (dates.drift > 45 ? 15 : 0))), 0.1),
    confidence_level: round(rng.between(60, 95), 1),
    design_phase_weeks: rng.int(8, 40),
    liability_period: rng.pick([6, 12, 12, 24]),
    building_function: fn,
    building_process: process,
    comments: null,
    archived: identity.archived,
    created_date: iso(created),
    last_modified_date: iso(Math.min(DEMO_REFERENCE_DATE, created + rng.between(1, 400) * DAY)),
    facilities: [{ name: 'Senior facility', amount: money.loanBudget }],
    appraisal_lines: appraisalLines(rng, money.totalBudget, money.loanBudget, started),
  };
}

/**
 * What a project gathers beside its own fields: at times a mezzanine facility, a hybrid's developments,
 * and once work has started, its risk assessments, monthly reports and the benchmark taken before it.
 */
function addRecords(rng: SeededRandom, project: ProjectImport, { prefix, index, building, dates, money, identity }: DemoParts): void {
  if (rng.chance(0.2))
    project.facilities!.push({ name: 'Mezzanine facility', amount: round(money.totalBudget * 0.1, 1000) });
  if (identity.hybrid) project.developments = developmentsOf(rng, building);
  if (identity.started) {
    project.risk_assessments = riskHistory(rng, dates.start);
    project.reports = withAmounts(
      monthlyReports(rng, dates.start, dates.completion),
      new SeededRandom(seedOf(`${prefix}-${index}`)),
      dates.start,
      dates.completion + dates.drift * DAY,
      identity.status === 'COMPLETED' ? dates.completion : DEMO_REFERENCE_DATE,
      money.totalCost,
    );
    project.benchmark_snapshots = [benchmarkSnapshot(rng, dates.start, money.costPerM2, identity.hybrid)];
  }
}

/** The benchmark taken shortly before the contract started, around the demo's own cost per m2. */
function benchmarkSnapshot(rng: SeededRandom, start: number, costPerM2: number, hybrid: boolean): BenchmarkSnapshot {
  return {
    created_date: iso(start - rng.between(20, 90) * DAY),
    type: hybrid ? 'COMPOSITE' : 'STANDARD',
    bcis: round(costPerM2 * rng.between(0.9, 1.1), 1),
    model_value: round(costPerM2 * rng.between(0.95, 1.05), 1),
    model_value_lower: round(costPerM2 * 0.85, 1),
    model_value_upper: round(costPerM2 * 1.17, 1),
    source_health: rng.int(40, 95),
    community_value: rng.chance(0.7) ? round(costPerM2 * rng.between(0.9, 1.1), 1) : null,
  };
}

function appraisalLines(rng: SeededRandom, budget: number, loan: number, started: boolean) {
  const shares: [string, number][] = [
    ['Land purchase', rng.between(0.12, 0.22)],
    ['Build costs', rng.between(0.55, 0.65)],
    ['External works', rng.between(0.03, 0.07)],
    ['Professional fees', rng.between(0.06, 0.1)],
    ['Contingency', rng.between(0.03, 0.05)],
    ['Interest', rng.between(0.04, 0.08)],
    ['Sales and marketing', rng.between(0.01, 0.03)],
  ];
  const total = shares.reduce((s, [, w]) => s + w, 0);
  return shares.map(([label, weight]) => {
    const lineBudget = round((budget * weight) / total, 100);
    return {
      label,
      budget: lineBudget,
      out_turn: started ? round(lineBudget * rng.between(0.95, 1.1), 100) : null,
      facility: round((lineBudget * loan) / budget, 100),
    };
  });
}

/** A hybrid's developments: a residential block over ground-floor retail, at times with office floors. */
function developmentsOf(rng: SeededRandom, { gifa, floorsAbove, floorsBelow, process }: DemoBuilding) {
  const parts: [string, BuildingFunction, number][] = [
    ['Residential block', 'residential', rng.between(0.5, 0.7)],
    ['Ground floor retail', 'retail', rng.between(0.1, 0.2)],
  ];
  if (rng.chance(0.6)) parts.push(['Office floors', 'office', rng.between(0.15, 0.3)]);
  const total = parts.reduce((s, [, , w]) => s + w, 0);
  return parts.map(([name, fn, weight]) => {
    const devGifa = round((gifa * weight) / total, 5);
    return {
      name,
      building_function: fn,
      building_process: process,
      total_gifa: devGifa,
      individual_units: fn === 'residential' ? Math.round(devGifa / 75) : null,
      site_max_floors_above_ground: fn === 'retail' ? 1 : floorsAbove,
      site_max_floors_below_ground: floorsBelow,
    };
  });
}

function riskHistory(rng: SeededRandom, start: number) {
  const sets = [];
  const count = rng.int(1, 4);
  for (let i = 0; i < count; i++) {
    const when = Math.min(DEMO_REFERENCE_DATE - DAY, start + i * rng.between(60, 120) * DAY);
    sets.push({
      created_date: iso(when),
      current_status:
        i < count - 1 ? ('APPROVED' as const) : rng.pick(['DRAFT', 'SUBMITTED', 'APPROVED'] as const),
      assessments: DEFAULT_RISK_SETTINGS.map((setting) => ({
        category: setting.input_value,
        ...rng.pick(RISK_VALUES),
      })),
    });
  }
  return sets;
}

/** A number from a text (FNV-1a), to seed a project's own generator. */
function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

const sCurve = (t: number) => {
  const x = Math.min(1, Math.max(0, t));
  return x * x * (3 - 2 * x);
};

type DemoReport = NonNullable<ProjectImport['reports']>[number];

/**
 * The drawdown amounts of every month of work up to `until`: the months the reports already cover get
 * an amount, and the months before them are filed too (without risk statuses), so that the drawn total
 * is the project's. Spending follows an S-curve over the programme (`start` to `end`) toward the final
 * cost, a little noisy; a quarter of the projects under way draw ahead of it, heading for an overrun of
 * 8–22%. A generator of the project's own draws these, so that the rest of the demo stays as it was.
 */
function withAmounts(reports: DemoReport[], rng: SeededRandom, start: number, end: number, until: number, cost: number): DemoReport[] {
  const heading = until === DEMO_REFERENCE_DATE && rng.chance(0.25) ? rng.between(1.08, 1.22) : rng.between(0.97, 1.03);
  const final = cost * heading;
  const byMonth = new Map(reports.map((r) => [`${r.year}-${r.month}`, r]));
  const out: DemoReport[] = [];
  let drawn = 0;
  for (let m = Date.UTC(new Date(start).getUTCFullYear(), new Date(start).getUTCMonth(), 1); m <= until; ) {
    const next = Date.UTC(new Date(m).getUTCFullYear(), new Date(m).getUTCMonth() + 1, 1);
    if (next - 1 > until && until !== DEMO_REFERENCE_DATE) break;
    const t = (Math.min(next - 1, end) - start) / (end - start);
    // Each month draws its share of the curve, give or take an eighth; the last month of the programme settles the rest.
    const due = final * sCurve(t) - drawn;
    const amount = Math.max(0, Math.round(t >= 1 ? due : due * Math.exp(rng.normal() * 0.12)));
    drawn += amount;
    const month = new Date(m).getUTCMonth() + 1;
    const year = new Date(m).getUTCFullYear();
    const filed = Math.min(Date.UTC(year, month, 5), DEMO_REFERENCE_DATE);
    const report = byMonth.get(`${year}-${month}`) ?? {
      type: 'INTERIM' as const,
      period: 'MONTHLY' as const,
      month,
      year,
      edition: 1,
      created_date: iso(filed),
      last_modified_date: iso(filed),
      risk_statuses: [],
    };
    out.push({ ...report, aggregate: { amount } });
    m = next;
  }
  return out;
}

/** Monthly interim reports for up to the last six months of work before the reference day. */
function monthlyReports(rng: SeededRandom, start: number, completion: number) {
  const last = Math.min(completion, DEMO_REFERENCE_DATE);
  const reports = [];
  for (let m = 0; m < 6; m++) {
    const at = new Date(last);
    at.setUTCDate(1);
    at.setUTCMonth(at.getUTCMonth() - m);
    if (at.getTime() < start) break;
    const month = at.getUTCMonth() + 1;
    const year = at.getUTCFullYear();
    const filed = Math.min(Date.UTC(year, month, rng.int(3, 12)), DEMO_REFERENCE_DATE);
    reports.push({
      type: 'INTERIM' as const,
      period: 'MONTHLY' as const,
      month,
      year,
      edition: 1,
      created_date: iso(filed),
      last_modified_date: iso(filed),
      risk_statuses: DEFAULT_RISK_SETTINGS.slice(0, rng.int(2, 6)).map((setting) => {
        const legend = rng.pick(DEFAULT_LEGENDS);
        return {
          category: setting.input_value,
          description: `${setting.input_value}: ${legend.description.toLowerCase()} at month end`,
          legend: legend.name,
          legend_colour: legend.colour,
        };
      }),
    });
  }
  return reports;
}
