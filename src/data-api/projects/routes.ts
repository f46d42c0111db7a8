import Type from 'typebox';
import type { AppContext } from '../../context.ts';
import { listAppraisalLines, listRiskAssessmentSets } from '../../db/repositories/project-records.ts';
import { getProject, listProjectBlock, projectPageIndex, wholeEnvironment } from '../../db/repositories/projects.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { LIMITS } from '../../domain/limits.ts';
import type { Listener } from '../../http/listener.ts';
import { DataPage, dataListPage, dataWindow } from '../../http/pagination.ts';
import { sendJson, sendSerialisedOnce } from '../../http/serialise-once.ts';
import { dataErrors, dataSecurity } from '../schemas.ts';
import {
  AppraisalLine,
  appraisalLineOf,
  ProjectDetail,
  projectDetailOf,
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

/** A project of the environment as the Data API shows it, or null; through the read cache (the hottest read). */
function readProject(ctx: AppContext, environmentId: number, id: number) {
  return ctx.reads.read('dataProject', environmentId, id, async () => {
    const row = await getProject(ctx.db, wholeEnvironment(environmentId), id);
    return row && projectDetailOf(row);
  });
}

/** The project's id within the key's environment, or 404 "Project not found" (D-32). */
export async function requireProject(ctx: AppContext, environmentId: number, id: number): Promise<number> {
  if (!(await readProject(ctx, environmentId, id))) throw new NotFoundError('Project not found');
  return id;
}

/** /data/projects and its sub-resources (scope data:projects). Reads: no rule beyond the tenant. */
export function projectRoutes(app: Listener, ctx: AppContext): void {
  app.get(
    '/data/projects',
    {
      config,
      schema: {
        tags,
        operationId: 'listProjects',
        summary: 'Projects of the key’s environment, newest first',
        description: 'Paged with limit (1–200) and offset; total counts every match; status filters. Ties in creation time by id, newest first.',
        security: dataSecurity,
        querystring: ProjectsQuery,
        response: { 200: DataPage(ProjectSummary), ...dataErrors(400) },
      },
    },
    async (request, reply) => {
      const environmentId = request.dataKey.environmentId;
      const { status } = request.query;
      const window = dataWindow(request.query);
      const page = await dataListPage(
        ctx.reads,
        reply,
        environmentId,
        `projects|${status ?? ''}`,
        window,
        {
          index: () => projectPageIndex(ctx.db, environmentId, status),
          block: (index, block) => listProjectBlock(ctx.db, index, { environmentId, status, block }, SUMMARY_COLUMNS),
        },
        { schema: ProjectSummary, present: projectSummaryOf },
      );
      return sendJson(reply, page) as never;
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
    async (request, reply) => {
      const project = await readProject(ctx, request.dataKey.environmentId, request.params.id);
      if (!project) throw new NotFoundError('Project not found');
      return sendSerialisedOnce(reply, project) as never;
    },
  );

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
    async (request) => {
      const environmentId = request.dataKey.environmentId;
      const id = await requireProject(ctx, environmentId, request.params.id);
      return (await listRiskAssessmentSets(ctx.db, environmentId, id)).map(riskAssessmentSetOf);
    },
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
    async (request) => {
      const environmentId = request.dataKey.environmentId;
      const id = await requireProject(ctx, environmentId, request.params.id);
      return (await listAppraisalLines(ctx.db, environmentId, id)).map(appraisalLineOf);
    },
  );
}
