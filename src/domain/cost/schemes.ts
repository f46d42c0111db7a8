import { InvalidInputError, UnprocessableError } from '../errors.ts';
import { resolveLocation } from '../location/index.ts';
import {
  BUILDING_FUNCTIONS,
  BUILDING_PROCESSES,
  type BuildingFunction,
  type BuildingProcess,
  PROCUREMENT_STRUCTURES,
} from '../projects/vocabulary.ts';
import { ABNORMAL_ITEMS, type Evidence, PARKING_ITEMS, type Scheme, type SchemeLocation } from './types.ts';

// What the model prices and learns from, made from what is recorded (D-41, D-45, D-54): a project's own
// scheme, each of its developments', a `POST /benchmark` body's, and a completed project as evidence.
// Every input a scheme cannot go without is named when it is missing (D-51's 422).

/** A project's columns that make its scheme (D-41). */
export interface ProjectInputs {
  id: number;
  total_gifa: number | null;
  total_net_internal_area: number | null;
  number_of_units: number | null;
  site_area: number | null;
  postcode: string | null;
  latitude: number | null;
  longitude: number | null;
  /** YYYY-MM-DD of the contract start; null when not known. */
  contract_start_date: string | null;
  site_max_floors_above_ground: number | null;
  site_max_floors_below_ground: number | null;
  proposed_procurement_structure: string | null;
  building_function: string | null;
  building_process: string | null;
}

/** A development's columns that make its part of a composite (D-45). */
export interface DevelopmentInputs {
  id: number;
  building_function: string | null;
  building_process: string | null;
  total_gifa: number | null;
  individual_units: number | null;
  site_max_floors_above_ground: number | null;
  site_max_floors_below_ground: number | null;
}

/** A completed project as the model learns from it (D-43). */
export interface CompletedProject {
  id: number;
  environment_id: number;
  /** Read for the caller's own environment only: another environment's project is never named. */
  name: string | null;
  total_cost: number;
  total_gifa: number;
  total_net_internal_area: number | null;
  number_of_units: number | null;
  site_area: number | null;
  postcode: string | null;
  latitude: number | null;
  longitude: number | null;
  /** YYYY-MM-DD: the contract start, else the completion, else the record's creation. */
  priced_on: string;
  site_max_floors_above_ground: number | null;
  site_max_floors_below_ground: number | null;
  proposed_procurement_structure: string | null;
  building_function: string;
  building_process: string | null;
  /** The out-turn of its "External works" appraisal lines; null when it has none. */
  external_works: number | null;
}

/** The D-54 body of `POST /benchmark`, as validated by its route. */
export interface SchemeBody {
  total_gifa: number;
  primary_building_function: BuildingFunction;
  primary_building_process: BuildingProcess;
  postcode?: string;
  location_index?: number;
  start_date?: string;
  total_net_internal_area?: number;
  individual_units?: number;
  site_area?: number;
  site_max_floors_above_ground?: number;
  site_max_floors_below_ground?: number;
  procurement_arrangements?: string;
  [item: string]: unknown;
}

const isFunction = (v: string | null): v is BuildingFunction => v !== null && v in BUILDING_FUNCTIONS;
const isProcess = (v: string | null): v is BuildingProcess => v !== null && v in BUILDING_PROCESSES;
const processOf = (...candidates: (string | null)[]): BuildingProcess => candidates.find(isProcess) ?? 'new_build';
const procurementOf = (v: string | null) => ((PROCUREMENT_STRUCTURES as readonly string[]).includes(v ?? '') ? v : null);
const positive = (v: number | null): v is number => v !== null && Number.isFinite(v) && v > 0;

const LOCATION_INPUT = 'postcode (or latitude and longitude)';

/** No parking and no abnormal costs: a project records neither, and its schemes share one empty, frozen record. */
const NONE: Readonly<Record<never, number>> = Object.freeze({});

function locationOf(project: { postcode: string | null; latitude: number | null; longitude: number | null }): SchemeLocation | null {
  return resolveLocation({ postcode: project.postcode, latitude: project.latitude, longitude: project.longitude });
}

function unpriceable(projectId: number, missing: string[]): UnprocessableError {
  return new UnprocessableError(
    `Project ${projectId} cannot be benchmarked without: ${missing.join('; ')}. Nothing was stored.`,
    missing,
  );
}

/** A project's own scheme, priced at its contract start or else `today` (YYYY-MM-DD); 422 naming every missing input. */
export function projectScheme(project: ProjectInputs, today: string): Scheme {
  const location = locationOf(project);
  const missing: string[] = [];
  if (!positive(project.total_gifa)) missing.push('total_gifa');
  if (!isFunction(project.building_function)) missing.push('building_function');
  if (!location) missing.push(LOCATION_INPUT);
  if (missing.length > 0) throw unpriceable(project.id, missing);
  return {
    total_gifa: project.total_gifa!,
    total_net_internal_area: project.total_net_internal_area,
    individual_units: project.number_of_units,
    site_area: project.site_area,
    location: location!,
    start_date: project.contract_start_date ?? today,
    floors_above: project.site_max_floors_above_ground,
    floors_below: project.site_max_floors_below_ground,
    parking: NONE,
    building_function: project.building_function as BuildingFunction,
    building_process: processOf(project.building_process),
    procurement: procurementOf(project.proposed_procurement_structure),
    abnormals: NONE,
  };
}

/**
 * The parts of a composite (D-43, D-45): each development a scheme of its own function, process, GIFA,
 * units and floors at the project's location, date and procurement; 422 naming every missing input of
 * every development, or when there is no development at all.
 */
export function developmentSchemes<D extends DevelopmentInputs>(
  project: ProjectInputs,
  developments: readonly D[],
  today: string,
): { development: D; scheme: Scheme }[] {
  if (developments.length === 0) {
    throw new UnprocessableError(
      `Project ${project.id} has no developments, so it has no composite benchmark: ask with hybridSupport=false for its standard benchmark. Nothing was stored.`,
      ['developments'],
    );
  }
  const location = locationOf(project);
  const missing: string[] = location ? [] : [LOCATION_INPUT];
  for (const d of developments) {
    if (!positive(d.total_gifa)) missing.push(`developments[${d.id}].total_gifa`);
    if (!isFunction(d.building_function)) missing.push(`developments[${d.id}].building_function`);
  }
  if (missing.length > 0) throw unpriceable(project.id, missing);
  return developments.map((d) => ({
    development: d,
    scheme: {
      total_gifa: d.total_gifa!,
      total_net_internal_area: null,
      individual_units: d.individual_units,
      site_area: null,
      location: location!,
      start_date: project.contract_start_date ?? today,
      floors_above: d.site_max_floors_above_ground ?? project.site_max_floors_above_ground,
      floors_below: d.site_max_floors_below_ground ?? project.site_max_floors_below_ground,
      parking: NONE,
      building_function: d.building_function as BuildingFunction,
      building_process: processOf(d.building_process, project.building_process),
      procurement: procurementOf(project.proposed_procurement_structure),
      abnormals: NONE,
    },
  }));
}

/** The scheme of a `POST /benchmark` body (D-54); a postcode outside every known area is 400 naming it. */
export function bodyScheme(body: SchemeBody, today: string): Scheme {
  const location = resolveLocation({ postcode: body.postcode ?? null, location_index: body.location_index ?? null });
  if (body.postcode !== undefined && (location === null || location.source !== 'postcode')) {
    throw new InvalidInputError('postcode', 'is not in a known UK postcode area (give location_index instead)');
  }
  if (!location) throw new InvalidInputError('postcode', 'one of postcode or location_index is required');
  const pick = <K extends string>(keys: readonly K[]) =>
    Object.fromEntries(keys.filter((k) => typeof body[k] === 'number').map((k) => [k, body[k] as number])) as Partial<
      Record<K, number>
    >;
  return {
    total_gifa: body.total_gifa,
    total_net_internal_area: body.total_net_internal_area ?? null,
    individual_units: body.individual_units ?? null,
    site_area: body.site_area ?? null,
    location,
    start_date: body.start_date ?? today,
    floors_above: body.site_max_floors_above_ground ?? null,
    floors_below: body.site_max_floors_below_ground ?? null,
    parking: pick(PARKING_ITEMS),
    building_function: body.primary_building_function,
    building_process: body.primary_building_process,
    procurement: body.procurement_arrangements ?? null,
    abnormals: pick(ABNORMAL_ITEMS),
  };
}

/** A completed project as evidence for `ownEnvironment`'s model, or null when its location cannot be told (it cannot be rebased, D-43). */
export function evidenceOf(row: CompletedProject, ownEnvironment: number): Evidence | null {
  const location = locationOf(row);
  if (!location || !isFunction(row.building_function)) return null;
  const own = row.environment_id === ownEnvironment;
  return {
    projectId: row.id,
    environmentId: row.environment_id,
    own,
    name: own ? (row.name ?? '') : '',
    scheme: {
      total_gifa: row.total_gifa,
      total_net_internal_area: row.total_net_internal_area,
      individual_units: row.number_of_units,
      site_area: row.site_area,
      location,
      start_date: row.priced_on,
      floors_above: row.site_max_floors_above_ground,
      floors_below: row.site_max_floors_below_ground,
      parking: NONE,
      building_function: row.building_function,
      building_process: processOf(row.building_process),
      procurement: procurementOf(row.proposed_procurement_structure),
      abnormals: NONE,
    },
    cost_per_m2: row.total_cost / row.total_gifa,
    external_works_share:
      row.external_works !== null && row.external_works >= 0 ? Math.min(1, row.external_works / row.total_cost) : null,
  };
}
