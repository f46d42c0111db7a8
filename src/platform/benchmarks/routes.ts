import type { AppContext } from '../../context.ts';
import type { Listener } from '../../http/listener.ts';
import type { SchemeBody as SchemeInput } from '../../domain/cost/schemes.ts';
import { benchmarkHistory, benchmarkScheme, computeBenchmark, latestBenchmark, similarProjects } from '../../services/benchmarks/benchmarks.ts';
import { platformErrors, ProjectPathParams } from '../schemas.ts';
import { projectForecast } from '../../services/benchmarks/forecast.ts';
import {
  BenchmarkHistory,
  BenchmarkQuery,
  HISTORY_DEFAULT,
  HistoryQuery,
  ProjectForecast,
  BenchmarkReport,
  SchemeBody,
  SIMILAR_DEFAULT,
  SimilarProjects,
  SimilarQuery,
} from './schemas.ts';

const tags = ['benchmarks'];
/** D-14, D-51: a bearer token or a Platform key (x-api-key: svc_plat_…), the key acting as its environment’s ADMIN. */
const security: { [scheme: string]: string[] }[] = [{ bearer: [] }, { platformKey: [] }];

const QUERY_RULES =
  'hybridSupport is true or false (default false; anything else is 400); development (a development id of the project) needs hybridSupport=true (400 without it) and is 404 when not one of the project’s.';

/**
 * D-21, D-51, D-53, D-54, D-59: the latest stored benchmark of a project, its history, a new one
 * computed and stored, a scheme priced without storing anything, and a project's similar projects. Registered behind the
 * bearer-or-Platform-key check and the rate limit per credential.
 */
export function benchmarkRoutes(app: Listener, ctx: AppContext): void {
  historyRoute(app, ctx);
  forecastRoute(app, ctx);
  app.get(
    '/benchmark/project/:projectId',
    {
      schema: {
        tags,
        operationId: 'getProjectBenchmark',
        summary: 'The latest benchmark computed for a project (D-21)',
        description: `The report of the latest POST /benchmark/project/{projectId} with the same query: standard; the whole composite (hybridSupport=true); or one development (hybridSupport=true&development=<id>). 404 when none has been computed yet; imported history is on the Data API only. ${QUERY_RULES} Any role that may see the project, or a Platform key (D-51).`,
        security,
        params: ProjectPathParams,
        querystring: BenchmarkQuery,
        response: { 200: BenchmarkReport, ...platformErrors(400, 404) },
      },
    },
    async (request) => latestBenchmark(ctx, request.identity, request.params.projectId, request.query),
  );

  app.post(
    '/benchmark/project/:projectId',
    {
      schema: {
        tags,
        operationId: 'createProjectBenchmark',
        summary: 'Compute and store a project’s benchmark (D-21, D-43)',
        description: `Prices the project (or its developments) with the environment’s model and stores a snapshot, visible on the Data API’s /data/benchmarks: STANDARD, or COMPOSITE for hybridSupport=true (the GIFA-weighted combination of every development’s prediction, or one development’s). ${QUERY_RULES} A project without developments has no composite (422). A project the model cannot price answers 422 naming every missing input (total_gifa, building_function, postcode or coordinates, a development’s total_gifa or building_function), or saying that there is no completed evidence yet; nothing is stored. An ADMIN, a MEMBER assigned to the project, or a Platform key; VIEWER 403 (D-51).`,
        security,
        params: ProjectPathParams,
        querystring: BenchmarkQuery,
        response: { 201: BenchmarkReport, ...platformErrors(400, 403, 404, 422) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await computeBenchmark(ctx, request.identity, request.params.projectId, request.query)),
  );

  app.post(
    '/benchmark',
    {
      schema: {
        tags,
        operationId: 'benchmarkScheme',
        summary: 'Benchmark a scheme that is not a project (D-21, D-54); nothing is stored',
        description:
          'The D-54 body, snake_case: total_gifa, primary_building_function, primary_building_process and one of postcode (of a known postcode area; 400 otherwise) or location_index are required; every other input is optional, with ranges. Unknown members are 400 naming them. Priced by the caller’s environment’s model: 422 when there is no completed evidence yet. Any role, or a Platform key.',
        security,
        body: SchemeBody,
        response: { 200: BenchmarkReport, ...platformErrors(400, 415, 422) },
      },
    },
    async (request) => benchmarkScheme(ctx, request.identity, request.body as SchemeInput),
  );

  app.get(
    '/benchmark/project/:projectId/similar',
    {
      schema: {
        tags,
        operationId: 'listSimilarProjects',
        summary: 'The caller’s own projects most similar to a project (D-21, D-53)',
        description:
          'The completed projects of the caller’s own environment that the model compares the project with, most similar first, each with its similarity (0-1), quality grade (A-E) and cost per m² rebased to the project’s location and date. Community evidence is never listed (D-43). limit: 1-50, default 10. 422 when the project cannot be priced. Any role that may see the project, or a Platform key.',
        security,
        params: ProjectPathParams,
        querystring: SimilarQuery,
        response: { 200: SimilarProjects, ...platformErrors(400, 404, 422) },
      },
    },
    async (request) => ({
      items: await similarProjects(ctx, request.identity, request.params.projectId, request.query.limit ?? SIMILAR_DEFAULT),
    }),
  );
}

/** D-59: every benchmark the service stored for a project. */
function historyRoute(app: Listener, ctx: AppContext): void {
  app.get(
    '/benchmark/project/:projectId/history',
    {
      schema: {
        tags,
        operationId: 'listProjectBenchmarkHistory',
        summary: 'Every benchmark computed for a project, newest first (D-59)',
        description: `One item per stored POST /benchmark/project/{projectId}, whatever its query (hybrid says whether it was the composite, development which development alone), newest first; nothing is ever rewritten. limit: 1-200, default ${HISTORY_DEFAULT}; before: the computed_at of the previous answer's last item, for the next page (an empty list ends it). Imported history is on the Data API only. Any role that may see the project, or a Platform key (D-51).`,
        security,
        params: ProjectPathParams,
        querystring: HistoryQuery,
        response: { 200: BenchmarkHistory, ...platformErrors(400, 404) },
      },
    },
    async (request) =>
      benchmarkHistory(ctx, request.identity, request.params.projectId, {
        limit: request.query.limit ?? HISTORY_DEFAULT,
        before: request.query.before,
      }),
  );
}

/** D-60: a project's cost to complete and overrun risk. */
function forecastRoute(app: Listener, ctx: AppContext): void {
  app.get(
    '/projects/:projectId/forecast',
    {
      schema: {
        tags,
        operationId: 'getProjectForecast',
        summary: 'A project’s likely final cost, its overrun risk and its facilities’ headroom (D-60)',
        description:
          'The likely final cost (p10, p50, p90) from three readings combined by their precision: the latest standard benchmark (priced now, without storing, when none is stored) with its interval; the budget, moved by how far the environment’s completed projects ended from their budgets; and the drawdowns to date against the programme’s S-curve, as uncertain as completed projects’ drawdowns proved. overrun_probability is the chance the final cost exceeds total_budget; facility_headroom the facilities’ total less p50; basis says what was used. A project without total_budget, contract_start_date or estimated (or contracted) completion date, or that the model cannot price: 422 naming what is missing. Any role that may see the project, or a Platform key.',
        security,
        params: ProjectPathParams,
        response: { 200: ProjectForecast, ...platformErrors(400, 404, 422) },
      },
    },
    async (request) => projectForecast(ctx, request.identity, request.params.projectId),
  );
}
