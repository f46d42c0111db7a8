import type { Database } from '../db/database.ts';
import {
  insertComputedSnapshot,
  latestComputedReport,
  type SnapshotQuery,
} from '../db/repositories/benchmark-snapshots.ts';
import { communityPool, type EvidenceRow, loadEvidence, type SchemeRow, schemeOfProject } from '../db/repositories/cost-evidence.ts';
import { type DevelopmentRow, listDevelopments } from '../db/repositories/project-records.ts';
import { DEFAULT_MIN_GROUP_SIZE } from '../domain/community/aggregates.ts';
import { type FittedModel, predict } from '../domain/cost/model.ts';
import { type BenchmarkReport, benchmarkReport, type BenchmarkReportMeta, combinePredictions } from '../domain/cost/report.ts';
import {
  ABNORMAL_ITEMS,
  type Evidence,
  PARKING_ITEMS,
  type Prediction,
  type Scheme,
  type SchemeLocation,
  type SimilarProject,
} from '../domain/cost/types.ts';
import { InvalidInputError, NotFoundError, UnprocessableError } from '../domain/errors.ts';
import { resolveLocation } from '../domain/location/index.ts';
import {
  BUILDING_FUNCTIONS,
  BUILDING_PROCESSES,
  type BuildingFunction,
  type BuildingProcess,
  PROCUREMENT_STRUCTURES,
} from '../domain/projects/vocabulary.ts';
import type { BearerIdentity } from '../domain/roles.ts';
import type { ModelFitter } from '../state/model-fitter.ts';
import type { Stores } from './stores.ts';
import { requireProject } from './project-access.ts';

// Benchmarks (D-21, D-41 to D-43, D-51, D-53, D-54): the scheme of a project, a development
// or a request body; the evidence the model learns from, within the community floor; the model of an
// environment from the cache; the report, and the snapshot that keeps it.

/** A fitted model with what the service needs beside it. */
export interface EnvironmentModel {
  model: FittedModel;
  /** Names the evidence the model was fitted on: the same evidence gives the same version on every instance. */
  version: string;
  /** Projects of the environment itself among the evidence: the only ones that may be named (D-43). */
  ownProjects: ReadonlySet<number>;
}

/** What the benchmark use cases need of the process: the database, the cache of fitted models, the fitter. */
export interface BenchmarkStores extends Stores {
  fitter: ModelFitter;
}

/** The environments whose evidence one environment's model learns from (D-43). */
interface ModelPool {
  /** The environment the model is for. */
  environmentId: number;
  /** The environments it shares a community with. */
  communityIds: readonly number[];
  /** The community floor in force (D-43), or null outside any community. */
  floor: number | null;
}

const DATA_SOURCE = 'Completed projects of this environment and of its communities (within the community floor, D-43)';
const PROJECT_NOT_FOUND = 'Project not found';

// Queries (D-21) ---------------------------------------------------------------------------------------

/** `hybridSupport` and `development` of a project benchmark's query, as parsed by the route. */
export interface BenchmarkQuery {
  hybridSupport?: 'true' | 'false' | undefined;
  development?: number | undefined;
}

/** Which benchmark a query names: standard, the whole composite, or one development's (D-21). */
function snapshotQueryOf(query: BenchmarkQuery): SnapshotQuery {
  const hybrid = query.hybridSupport === 'true';
  if (query.development !== undefined && !hybrid) {
    throw new InvalidInputError('development', 'needs hybridSupport=true (a development is part of a composite benchmark)');
  }
  return hybrid ? { type: 'COMPOSITE', developmentId: query.development ?? null } : { type: 'STANDARD', developmentId: null };
}

// Use cases ---------------------------------------------------------------------------------------------

/** `GET /benchmark/project/{id}`: the latest benchmark the service computed for the same query (D-21). */
export async function latestBenchmark(
  stores: BenchmarkStores,
  identity: BearerIdentity,
  projectId: number,
  query: BenchmarkQuery,
): Promise<BenchmarkReport> {
  const wanted = snapshotQueryOf(query);
  await requireProject(stores.db, identity, projectId, 'read');
  const env = identity.environmentId;
  if (wanted.developmentId !== null) await requireDevelopment(stores.db, env, projectId, wanted.developmentId);
  const report = await latestComputedReport(stores.db, env, projectId, wanted);
  if (report === null) {
    throw new NotFoundError(
      'No benchmark has been computed for this project and query yet: POST /benchmark/project/{projectId} computes one',
    );
  }
  return report as BenchmarkReport;
}

/**
 * `POST /benchmark/project/{id}`: computes the benchmark the query names and stores its snapshot
 * (D-21, D-43). A project the model cannot price is 422 naming every missing input, and nothing is stored.
 */
export async function computeBenchmark(
  stores: BenchmarkStores,
  identity: BearerIdentity,
  projectId: number,
  query: BenchmarkQuery,
): Promise<BenchmarkReport> {
  const wanted = snapshotQueryOf(query);
  await requireProject(stores.db, identity, projectId, 'write');
  const env = identity.environmentId;
  const project = await requireScheme(stores.db, env, projectId);
  const composite = wanted.type === 'COMPOSITE' ? await compositeParts(stores.db, env, project, wanted.developmentId) : null;
  const scheme = composite ? null : projectScheme(project);
  const fitted = await environmentModel(stores, env);
  const meta = reportMeta(fitted);
  const exclude = { excludeProjectId: projectId };

  // A composite is the GIFA-weighted combination of its developments' predictions (D-43).
  const { scheme: priced, prediction } = composite
    ? combinePredictions(composite.map((part) => ({ scheme: part.scheme, prediction: predict(fitted.model, part.scheme, exclude) })))
    : { scheme: scheme!, prediction: predict(fitted.model, scheme!, exclude) };
  const report = benchmarkReport(priced, onlyOwn(prediction, fitted), meta);
  await insertComputedSnapshot(stores.db, env, {
    project_id: projectId,
    type: wanted.type,
    developmentId: wanted.developmentId,
    bcis: prediction.bcis,
    model_value: report.adjusted_cost_per_m2,
    model_value_lower: report.lower_limit,
    model_value_upper: report.upper_limit,
    source_health: report.comparisons.source_health,
    community_value: prediction.community_value,
    report,
  });
  return report;
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

/** `POST /benchmark`: a scheme that is not a project, priced by the caller's environment's model; nothing stored. */
export async function benchmarkScheme(stores: BenchmarkStores, identity: BearerIdentity, body: SchemeBody): Promise<BenchmarkReport> {
  const scheme = schemeOfBody(body);
  const fitted = await environmentModel(stores, identity.environmentId);
  return benchmarkReport(scheme, onlyOwn(predict(fitted.model, scheme), fitted), reportMeta(fitted));
}

/** `GET /benchmark/project/{id}/similar`: the caller's own projects the model compares this one with (D-21, D-53). */
export async function similarProjects(
  stores: BenchmarkStores,
  identity: BearerIdentity,
  projectId: number,
  limit: number,
): Promise<SimilarProject[]> {
  await requireProject(stores.db, identity, projectId, 'read');
  const env = identity.environmentId;
  const scheme = projectScheme(await requireScheme(stores.db, env, projectId));
  const fitted = await environmentModel(stores, env);
  return onlyOwn(predict(fitted.model, scheme, { excludeProjectId: projectId, similarLimit: limit }), fitted).similar;
}

// Schemes (D-41, D-45, D-54) -------------------------------------------------------------------------------

async function requireScheme(db: Database, environmentId: number, projectId: number): Promise<SchemeRow> {
  const row = await schemeOfProject(db, environmentId, projectId);
  if (!row) throw new NotFoundError(PROJECT_NOT_FOUND);
  return row;
}

async function requireDevelopment(db: Database, environmentId: number, projectId: number, id: number): Promise<DevelopmentRow> {
  const found = (await listDevelopments(db, environmentId, projectId)).find((d) => d.id === id);
  if (!found) throw new NotFoundError('Development not found: not a development of this project');
  return found;
}

const today = () => new Date().toISOString().slice(0, 10);
const isFunction = (v: string | null): v is BuildingFunction => v !== null && v in BUILDING_FUNCTIONS;
const isProcess = (v: string | null): v is BuildingProcess => v !== null && v in BUILDING_PROCESSES;
const procurementOf = (v: string | null) => ((PROCUREMENT_STRUCTURES as readonly string[]).includes(v ?? '') ? v : null);
const positive = (v: number | null): v is number => v !== null && Number.isFinite(v) && v > 0;

function locationOfProject(project: SchemeRow): SchemeLocation | null {
  return resolveLocation({ postcode: project.postcode, latitude: project.latitude, longitude: project.longitude });
}

const LOCATION_INPUT = 'postcode (or latitude and longitude)';

function unpriceable(projectId: number, missing: string[]): UnprocessableError {
  return new UnprocessableError(
    `Project ${projectId} cannot be benchmarked without: ${missing.join('; ')}. Nothing was stored.`,
    missing,
  );
}

/** A project's own scheme (D-41), or 422 naming every missing input. */
function projectScheme(project: SchemeRow): Scheme {
  const location = locationOfProject(project);
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
    start_date: project.contract_start_date ?? today(),
    floors_above: project.site_max_floors_above_ground,
    floors_below: project.site_max_floors_below_ground,
    parking: {},
    building_function: project.building_function as BuildingFunction,
    building_process: isProcess(project.building_process) ? project.building_process : 'new_build',
    procurement: procurementOf(project.proposed_procurement_structure),
    abnormals: {},
  };
}

/**
 * The developments of a composite benchmark (D-43, D-45): all of the project's, or the one asked for,
 * each a scheme of its own function, process, GIFA, units and floors at the project's location, date and
 * procurement; 422 naming every missing input of every development; 404 for a development that is not
 * the project's; 422 for a project without developments (benchmark it with hybridSupport=false).
 */
async function compositeParts(
  db: Database,
  environmentId: number,
  project: SchemeRow,
  developmentId: number | null,
): Promise<{ development: DevelopmentRow; scheme: Scheme }[]> {
  const all = await listDevelopments(db, environmentId, project.id);
  const developments = developmentId === null ? all : all.filter((d) => d.id === developmentId);
  if (developmentId !== null && developments.length === 0) {
    throw new NotFoundError('Development not found: not a development of this project');
  }
  if (developments.length === 0) {
    throw new UnprocessableError(
      `Project ${project.id} has no developments, so it has no composite benchmark: ask with hybridSupport=false for its standard benchmark. Nothing was stored.`,
      ['developments'],
    );
  }
  const location = locationOfProject(project);
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
      start_date: project.contract_start_date ?? today(),
      floors_above: d.site_max_floors_above_ground ?? project.site_max_floors_above_ground,
      floors_below: d.site_max_floors_below_ground ?? project.site_max_floors_below_ground,
      parking: {},
      building_function: d.building_function as BuildingFunction,
      building_process: isProcess(d.building_process)
        ? d.building_process
        : isProcess(project.building_process)
          ? project.building_process
          : 'new_build',
      procurement: procurementOf(project.proposed_procurement_structure),
      abnormals: {},
    },
  }));
}

/** The scheme of a `POST /benchmark` body (D-54); a postcode outside every known area is 400 naming it. */
function schemeOfBody(body: SchemeBody): Scheme {
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
    start_date: body.start_date ?? today(),
    floors_above: body.site_max_floors_above_ground ?? null,
    floors_below: body.site_max_floors_below_ground ?? null,
    parking: pick(PARKING_ITEMS),
    building_function: body.primary_building_function,
    building_process: body.primary_building_process,
    procurement: body.procurement_arrangements ?? null,
    abnormals: pick(ABNORMAL_ITEMS),
  };
}

// The model of an environment (D-43) --------------------------------------------------------------------

/**
 * The caller's environment's model, fitted on its pool's evidence unless the cache holds a current one
 * (namespace `model`: kept until the evidence of any environment of the pool changes; a stored snapshot
 * refits nothing). Concurrent requests share one fit. A pool without evidence (422) is remembered as a
 * model would be; any other failure is not.
 */
async function environmentModel(stores: BenchmarkStores, environmentId: number): Promise<EnvironmentModel> {
  const community = await communityPool(stores.db, environmentId);
  const pool: ModelPool = { environmentId, communityIds: community.environmentIds, floor: community.floor };
  const outcome = await stores.cache.read(
    'model',
    environmentId,
    `floor ${pool.floor ?? 'none'}`,
    () =>
      fitEnvironment(stores, pool).then(
        (model) => ({ model }),
        (err: unknown) => {
          if (err instanceof UnprocessableError) return { error: err };
          throw err;
        },
      ),
    pool.communityIds,
  );
  if ('error' in outcome) throw outcome.error;
  return outcome.model;
}

async function fitEnvironment(stores: BenchmarkStores, pool: ModelPool): Promise<EnvironmentModel> {
  const rows = await loadEvidence(stores.db, pool.environmentId, pool.communityIds);
  const floor = pool.floor ?? DEFAULT_MIN_GROUP_SIZE;
  const evidence = withinCommunityFloor(
    rows.flatMap((row) => evidenceOf(row, pool.environmentId) ?? []),
    floor,
  );
  const model = await stores.fitter.fit(evidence, { minCommunityGroup: floor });
  const ownProjects = new Set(evidence.filter((e) => e.own).map((e) => e.projectId));
  return { model, version: `${model.version}+${digestOf(evidence)}`, ownProjects };
}

/** One completed project as evidence, or null when its location cannot be told (it cannot be rebased, D-43). */
function evidenceOf(row: EvidenceRow, ownEnvironment: number): Evidence | null {
  const location = resolveLocation({ postcode: row.postcode, latitude: row.latitude, longitude: row.longitude });
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
      parking: {},
      building_function: row.building_function,
      building_process: isProcess(row.building_process) ? row.building_process : 'new_build',
      procurement: procurementOf(row.proposed_procurement_structure),
      abnormals: {},
    },
    cost_per_m2: row.total_cost / row.total_gifa,
    external_works_share:
      row.external_works !== null && row.external_works >= 0 ? Math.min(1, row.external_works / row.total_cost) : null,
  };
}

/**
 * D-43's floor: another environment's projects of a building function enter only when at least `floor`
 * of them do; a smaller group contributes nothing at all, so that no figure can be traced to it.
 */
export function withinCommunityFloor(evidence: Evidence[], floor: number): Evidence[] {
  const community = new Map<string, number>();
  for (const e of evidence) {
    if (!e.own) community.set(e.scheme.building_function, (community.get(e.scheme.building_function) ?? 0) + 1);
  }
  return evidence.filter((e) => e.own || (community.get(e.scheme.building_function) ?? 0) >= floor);
}

/** A short digest of the evidence (FNV-1a over ids and costs): the same evidence, the same digest. */
function digestOf(evidence: readonly Evidence[]): string {
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

function reportMeta(fitted: EnvironmentModel): BenchmarkReportMeta {
  return { generated_at: new Date().toISOString(), model_version: fitted.version, data_source: DATA_SOURCE };
}

/** A prediction whose similar projects are the environment's own only (D-43): the model's rule, held here too. */
function onlyOwn(prediction: Prediction, fitted: EnvironmentModel): Prediction {
  return { ...prediction, similar: prediction.similar.filter((s) => fitted.ownProjects.has(s.project_id)) };
}
