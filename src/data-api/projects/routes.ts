import Type from 'typebox';
import type { AppContext } from '../../context.ts';
import { LIMITS } from '../../domain/limits.ts';
import type { Listener } from '../../http/listener.ts';
import { changesRequest, DataListAnswer, dataWindow, sendChangesPage, sendDataPage } from '../../http/pagination.ts';
import { sendSerialisedOnce } from '../../http/serialise-once.ts';
import {
  environmentAppraisalLines,
  environmentDrawnToDate,
  environmentProject,
  environmentProjectChanges,
  environmentProjectsPage,
  environmentRiskAssessments,
} from '../../services/data/data-reads.ts';
import { dataErrors, dataSecurity } from '../schemas.ts';
import {
  AppraisalLine,
  appraisalLineOf,
  ProjectDetail,
  ProjectDrawnToDate,
  projectDrawnToDateOf,
  ProjectParams,
  ProjectSummary,
  projectSummaryOf,
  ProjectsQuery,
  RiskAssessmentSet,
  riskAssessmentSetOf,
  SUMMARY_COLUMNS,
} from './schemas.ts';

const tags = ['projects'];
const config = { scope: 'data:projects' } as const;
const summaryItem = { schema: ProjectSummary, present: projectSummaryOf };

/** The Data API's projects (scope data:projects): the list and one project, then its sub-resources. */
export function dataProjectRoutes(app: Listener, ctx: AppContext): void {
  projectReadRoutes(app, ctx);
  projectRecordRoutes(app, ctx);
}

/** `/data/projects` and `/data/projects/{id}`. Reads: no rule beyond the tenant. */
function projectReadRoutes(app: Listener, ctx: AppContext): void {
  app.get(
    '/data/projects',
    {
      config,
      schema: {
        tags,
        operationId: 'listProjects',
        summary: 'Projects of the key’s environment, newest first, or in the order they changed',
        description:
          'Paged with limit (1–200) and offset; total counts every match; status filters. Ties in creation time by id, newest first. ' +
          'With modified_since or cursor (D-55): oldest change first, ties by id, paged by pagination.next_cursor; ' +
          'a project comes again whenever it, its risk assessments or its appraisal lines change.',
        security: dataSecurity,
        querystring: ProjectsQuery,
        response: { 200: DataListAnswer(ProjectSummary), ...dataErrors(400) },
      },
    },
    async (request, reply) => {
      const query = { status: request.query.status, columns: SUMMARY_COLUMNS };
      const changes = changesRequest(request, request.query);
      if (changes) {
        const page = await environmentProjectChanges(ctx, request.dataKey.environmentId, { ...query, ...changes });
        return sendChangesPage(reply, changes.limit, page, summaryItem) as never;
      }
      const window = dataWindow(request.query);
      const page = await environmentProjectsPage(ctx, request.dataKey.environmentId, query, window);
      return sendDataPage(reply, window, page, summaryItem) as never;
    },
  );

  app.get(
    '/data/projects/:id',
    {
      config,
      schema: {
        tags,
        operationId: 'getProject',
        summary: 'One project in full',
        description: 'The summary fields and the detail fields; a project of another environment, absent or named by an id that cannot exist is 404.',
        security: dataSecurity,
        params: ProjectParams,
        response: { 200: ProjectDetail, ...dataErrors(404) },
      },
    },
    // The cached row is sent as it is: the detail's schema writes its id as text and leaves out what the
    // shape lacks, once per row kept.
    async (request, reply) =>
      sendSerialisedOnce(reply, await environmentProject(ctx, request.dataKey.environmentId, request.params.id)) as never,
  );
}

/** A project's risk assessment sets and appraisal lines. */
function projectRecordRoutes(app: Listener, ctx: AppContext): void {
  app.get(
    '/data/projects/:id/risk-assessments',
    {
      config,
      schema: {
        tags,
        operationId: 'listProjectRiskAssessments',
        summary: 'The project’s risk assessment sets, newest first',
        description: 'Every set with its assessments in order (not paged: a project holds at most 1,000 sets).',
        security: dataSecurity,
        params: ProjectParams,
        response: { 200: Type.Array(RiskAssessmentSet, { maxItems: LIMITS.riskAssessmentSetsPerProject }), ...dataErrors(404) },
      },
    },
    async (request) =>
      (await environmentRiskAssessments(ctx, request.dataKey.environmentId, request.params.id)).map(riskAssessmentSetOf),
  );

  app.get(
    '/data/projects/:id/appraisals',
    {
      config,
      schema: {
        tags,
        operationId: 'listProjectAppraisals',
        summary: 'The project’s appraisal lines, in display order',
        description: 'Each line with its label, budget, out-turn and facility (not paged: a project holds at most 500 lines).',
        security: dataSecurity,
        params: ProjectParams,
        response: { 200: Type.Array(AppraisalLine, { maxItems: LIMITS.appraisalLinesPerProject }), ...dataErrors(404) },
      },
    },
    async (request) =>
      (await environmentAppraisalLines(ctx, request.dataKey.environmentId, request.params.id)).map(appraisalLineOf),
  );

  app.get(
    '/data/projects/:id/drawn-to-date',
    {
      config,
      schema: {
        tags,
        operationId: 'getProjectDrawnToDate',
        summary: 'What the project has drawn to date, per facility and not allocated to one',
        description:
          'Every interim report’s drawdown added up (its aggregate amount), what its facility lines carry on each facility, ' +
          'and what is drawn but not allocated to a facility: the figures the Platform’s forecast and the console show.',
        security: dataSecurity,
        params: ProjectParams,
        response: { 200: ProjectDrawnToDate, ...dataErrors(404) },
      },
    },
    async (request) => projectDrawnToDateOf(await environmentDrawnToDate(ctx, request.dataKey.environmentId, request.params.id)),
  );
}
