import type { Database } from '../../db/database.ts';
import {
  type HistoryRow,
  insertComputedSnapshot,
  latestComputedReport,
  listBenchmarkHistory,
  type SnapshotQuery,
} from '../../db/repositories/benchmark-snapshots.ts';
import { communityPool, loadEvidence, schemeOfProject } from '../../db/repositories/cost-evidence.ts';
import { listDevelopments } from '../../db/repositories/project-records.ts';
import { DEFAULT_MIN_GROUP_SIZE } from '../../domain/community/aggregates.ts';
import { type FittedModel, predict } from '../../domain/cost/model.ts';
import { environmentCurrency } from '../../db/repositories/document-data.ts';
import { type BenchmarkReport, benchmarkReport, type BenchmarkReportMeta, combinePredictions, reportInMinorUnits } from '../../domain/cost/report.ts';
import { bodyScheme, developmentSchemes, projectScheme, type SchemeBody } from '../../domain/cost/schemes.ts';
import type { Scheme, SimilarProject } from '../../domain/cost/types.ts';
import { InvalidInputError, NotFoundError, UnprocessableError } from '../../domain/errors.ts';
import type { BearerIdentity } from '../../domain/roles.ts';
import type { Clock } from '../../domain/clock.ts';
import type { ModelFitter } from '../../state/threads/model-fitter.ts';
import { changeProject } from '../projects/project-change.ts';
import { requireProject } from '../projects/project-access.ts';
import type { Deps, WriteDeps } from '../deps.ts';

// Benchmarks (D-21, D-41 to D-43, D-51, D-53, D-54): the scheme of a project, a development or a
// request body (domain/cost/schemes.ts); the evidence of the environment's pool; its model from the
// cache; the report, and the snapshot that keeps it.

/** A fitted model with what the service needs beside it. */
export interface EnvironmentModel {
  model: FittedModel;
  /** Names the evidence the model was fitted on: the same evidence gives the same version on every instance. */
  version: string;
}

/** What the benchmark use cases need of the process: the database, the cache of fitted models, the fitter. */
export interface BenchmarkDeps extends Deps {
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
/** Today's date (UTC) by the process's clock: what a scheme's date defaults to. */
const today = (clock: Clock) => clock.now().toISOString().slice(0, 10);

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
  deps: BenchmarkDeps,
  identity: BearerIdentity,
  projectId: number,
  query: BenchmarkQuery,
): Promise<BenchmarkReport> {
  const wanted = snapshotQueryOf(query);
  await requireProject(deps.db, identity, projectId, 'read');
  const env = identity.environmentId;
  if (wanted.developmentId !== null) await requireDevelopment(deps.db, env, projectId, wanted.developmentId);
  const report = await latestComputedReport(deps.db, env, projectId, wanted);
  if (report === null) {
    throw new NotFoundError(
      'No benchmark has been computed for this project and query yet: POST /benchmark/project/{projectId} computes one',
    );
  }
  return reportInMinorUnits(report as BenchmarkReport, await environmentCurrency(deps.db, env));
}

/**
 * `GET /benchmark/project/{id}/history` (D-59): every benchmark the service computed for the project,
 * newest first, whatever its query (standard, composite, one development's), as stored; nothing is
 * rewritten. Any role that may see the project, or a Platform key.
 */
export async function benchmarkHistory(
  deps: BenchmarkDeps,
  identity: BearerIdentity,
  projectId: number,
  query: { limit: number; before?: string | undefined },
): Promise<{ items: HistoryRow[] }> {
  await requireProject(deps.db, identity, projectId, 'read');
  return { items: await listBenchmarkHistory(deps.db, identity.environmentId, projectId, query) };
}

/**
 * `POST /benchmark/project/{id}`: computes the benchmark the query names and stores its snapshot
 * (D-21, D-43). A project the model cannot price is 422 naming every missing input, and nothing is
 * stored. The caller's right to change the project is checked before the price is worked out, and the
 * snapshot is stored through the unit of work of every project change (which checks it again, under the
 * project's lock); a snapshot leaves no trace in the audit trail.
 */
export async function computeBenchmark(
  deps: BenchmarkDeps,
  identity: BearerIdentity,
  projectId: number,
  query: BenchmarkQuery,
): Promise<BenchmarkReport> {
  const wanted = snapshotQueryOf(query);
  await requireProject(deps.db, identity, projectId, 'write');
  const { scheme, prediction, fitted } = await priceProject(deps, identity.environmentId, projectId, wanted);
  const report = benchmarkReport(scheme, prediction, reportMeta(fitted, deps.clock));
  return changeProject(deps, identity, projectId, async (tx) => {
    const snapshot = await insertComputedSnapshot(tx, identity.environmentId, {
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
    return { result: reportInMinorUnits(report, await environmentCurrency(tx, identity.environmentId)), event: null, webhook: { type: 'benchmark.computed', id: snapshot.id } };
  });
}

/** A project's scheme priced by its environment's model: its own, or (D-43) the GIFA-weighted combination of its developments'. */
async function priceProject(deps: BenchmarkDeps, env: number, projectId: number, wanted: SnapshotQuery) {
  const project = await requireScheme(deps.db, env, projectId);
  const parts = wanted.type === 'COMPOSITE' ? await compositeParts(deps, env, project, wanted.developmentId) : null;
  const fitted = await environmentModel(deps, env);
  const priceOne = (scheme: Scheme) => ({ scheme, prediction: predict(fitted.model, scheme, { excludeProjectId: projectId }) });
  const priced = parts ? combinePredictions(parts.map((part) => priceOne(part.scheme))) : priceOne(projectScheme(project, today(deps.clock)));
  return { ...priced, fitted };
}

/**
 * The project's latest standard benchmark (D-21): the stored one when there is one (`stored`), else one
 * priced now and not stored (a project the model cannot price is its 422), which whoever shows it says:
 * the benchmark page shows only stored ones. The caller has checked access.
 */
export async function latestOrPricedReport(
  deps: BenchmarkDeps,
  environmentId: number,
  projectId: number,
): Promise<{ report: BenchmarkReport; stored: boolean }> {
  const wanted: SnapshotQuery = { type: 'STANDARD', developmentId: null };
  const stored = await latestComputedReport(deps.db, environmentId, projectId, wanted);
  if (stored !== null) return { report: stored as BenchmarkReport, stored: true };
  const { scheme, prediction, fitted } = await priceProject(deps, environmentId, projectId, wanted);
  return { report: benchmarkReport(scheme, prediction, reportMeta(fitted, deps.clock)), stored: false };
}

/** `POST /benchmark`: a scheme that is not a project, priced by the caller's environment's model; nothing stored. */
export async function benchmarkScheme(deps: BenchmarkDeps, identity: BearerIdentity, body: SchemeBody): Promise<BenchmarkReport> {
  const scheme = bodyScheme(body, today(deps.clock));
  const fitted = await environmentModel(deps, identity.environmentId);
  const report = benchmarkReport(scheme, predict(fitted.model, scheme), reportMeta(fitted, deps.clock));
  return reportInMinorUnits(report, await environmentCurrency(deps.db, identity.environmentId));
}

/** `GET /benchmark/project/{id}/similar`: the caller's own projects the model compares this one with (D-21, D-53). */
export async function similarProjects(
  deps: BenchmarkDeps,
  identity: BearerIdentity,
  projectId: number,
  limit: number,
): Promise<SimilarProject[]> {
  await requireProject(deps.db, identity, projectId, 'read');
  const env = identity.environmentId;
  const scheme = projectScheme(await requireScheme(deps.db, env, projectId), today(deps.clock));
  const fitted = await environmentModel(deps, env);
  return predict(fitted.model, scheme, { excludeProjectId: projectId, similarLimit: limit }).similar;
}

// Schemes (D-41, D-45, D-54) -------------------------------------------------------------------------------

async function requireScheme(db: Database, environmentId: number, projectId: number) {
  const row = await schemeOfProject(db, environmentId, projectId);
  if (!row) throw new NotFoundError(PROJECT_NOT_FOUND);
  return row;
}

async function requireDevelopment(db: Database, environmentId: number, projectId: number, id: number) {
  const found = (await listDevelopments(db, environmentId, projectId)).find((d) => d.id === id);
  if (!found) throw new NotFoundError('Development not found: not a development of this project');
  return found;
}

/** The developments of a composite benchmark: all of the project's, or the one asked for (404 when not the project's). */
async function compositeParts(
  { db, clock }: WriteDeps,
  environmentId: number,
  project: Awaited<ReturnType<typeof requireScheme>>,
  developmentId: number | null,
) {
  const all = await listDevelopments(db, environmentId, project.id);
  const developments = developmentId === null ? all : all.filter((d) => d.id === developmentId);
  if (developmentId !== null && developments.length === 0) {
    throw new NotFoundError('Development not found: not a development of this project');
  }
  return developmentSchemes(project, developments, today(clock));
}

// The model of an environment (D-43) --------------------------------------------------------------------

/**
 * The caller's environment's model, fitted on its pool's evidence unless the cache holds a current one
 * (namespace `model`: kept until the evidence of any environment of the pool changes; a stored snapshot
 * refits nothing). Concurrent requests share one fit. A pool without evidence (422) is remembered as a
 * model would be; any other failure is not.
 */
export async function environmentModel(deps: BenchmarkDeps, environmentId: number): Promise<EnvironmentModel> {
  const community = await communityPool(deps.db, environmentId);
  const pool: ModelPool = { environmentId, communityIds: community.environmentIds, floor: community.floor };
  const outcome = await deps.cache.read(
    'model',
    environmentId,
    `floor ${pool.floor ?? 'none'}`,
    () =>
      fitEnvironment(deps, pool).then(
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

/**
 * The pool's completed projects as evidence, fitted off the event loop. The model learns only what the
 * community floor lets in (domain/cost/model.ts learnedEvidence) and names only the environment's own
 * projects among the similar ones; the version names what it learnt from. When the fitting thread
 * keeps the pool from an earlier fit, only the projects changed since are read and the fit redoes only
 * what they touch; otherwise, or when the thread no longer keeps it, the pool is read whole.
 */
async function fitEnvironment(deps: BenchmarkDeps, pool: ModelPool): Promise<EnvironmentModel> {
  const key = `${pool.environmentId}:${pool.communityIds.join(',')}:${pool.floor ?? 'none'}`;
  const options = { minCommunityGroup: pool.floor ?? DEFAULT_MIN_GROUP_SIZE };
  const since = deps.fitter.horizonOf(key);
  if (since !== null) {
    const read = await loadEvidence(deps.db, pool.environmentId, pool.communityIds, since);
    const fit = read && (await deps.fitter.refit(key, { ...read, changed: read.changed ?? [], since, ownEnvironment: pool.environmentId }, options));
    if (fit) return { model: fit.model, version: `${fit.model.version}+${fit.digest}` };
  }
  const read = await loadEvidence(deps.db, pool.environmentId, pool.communityIds);
  const { model, digest } = await deps.fitter.fit(
    { chunks: read.chunks, ownEnvironment: pool.environmentId },
    options,
    { pool: key, horizon: read.horizon },
  );
  return { model, version: `${model.version}+${digest}` };
}

function reportMeta(fitted: EnvironmentModel, clock: Clock): BenchmarkReportMeta {
  return { generated_at: clock.now().toISOString(), model_version: fitted.version, data_source: DATA_SOURCE };
}
