import type { AppContext } from '../../context.ts';
import {
  getProjectDetail,
  listAppraisalLines,
  listProjectSummaries,
  listRiskAssessmentSets,
} from '../../db/repositories/projects.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { parseRecordId } from '../../http/ids.ts';
import type { Listener } from '../../http/listener.ts';
import { sendSerialisedOnce } from '../../http/serialise-once.ts';
import { PageOf, page, pagingOf } from '../../http/pagination.ts';
import Type from 'typebox';
import { dataErrors, dataSecurity } from '../schemas.ts';
import { AppraisalLine, ProjectDetail, ProjectParams, ProjectSummary, ProjectsQuery, RiskAssessmentSet } from './schemas.ts';

const tags = ['projects'];
const config = { scope: 'data:projects' } as const;

/** The project's id within the key's environment, or 404 "Project not found" (SPEC Errors, D-32). */
export async function requireProject(ctx: AppContext, environmentId: number, raw: string): Promise<string> {
  const id = parseRecordId(raw);
  if (id === null || !(await readProject(ctx, environmentId, id))) throw new NotFoundError('Project not found');
  return id;
}

/** A project of the environment in full, or null; through the read cache (the hottest read). */
function readProject(ctx: AppContext, environmentId: number, id: string) {
  return ctx.reads.read(`project:${environmentId}:${id}`, () => getProjectDetail(ctx.db, environmentId, id));
}

/** SPEC Data API: /data/projects and its sub-resources (scope data:projects). */
export function projectRoutes(app: Listener, ctx: AppContext): void {
  app.get(
    '/data/projects',
    {
      config,
      schema: {
        tags,
        summary: 'Projects of the key’s environment, newest first',
        security: dataSecurity,
        querystring: ProjectsQuery,
        response: { 200: PageOf(ProjectSummary), ...dataErrors(400) },
      },
    },
    async (request) => {
      const paging = pagingOf(request.query);
      const { items, total } = await listProjectSummaries(ctx.db, request.dataKey.environmentId, {
        ...paging,
        status: request.query.status,
      });
      return page(items, paging, total);
    },
  );

  app.get(
    '/data/projects/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One project in full',
        security: dataSecurity,
        params: ProjectParams,
        response: { 200: ProjectDetail, ...dataErrors(404) },
      },
    },
    async (request, reply) => {
      const id = parseRecordId(request.params.id);
      const project = id === null ? null : await readProject(ctx, request.dataKey.environmentId, id);
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
        summary: 'The project’s risk assessment sets, newest first',
        security: dataSecurity,
        params: ProjectParams,
        response: { 200: Type.Array(RiskAssessmentSet), ...dataErrors(404) },
      },
    },
    async (request) => {
      const environmentId = request.dataKey.environmentId;
      return listRiskAssessmentSets(ctx.db, environmentId, await requireProject(ctx, environmentId, request.params.id));
    },
  );

  app.get(
    '/data/projects/:id/appraisals',
    {
      config,
      schema: {
        tags,
        summary: 'The project’s appraisal lines, in display order',
        security: dataSecurity,
        params: ProjectParams,
        response: { 200: Type.Array(AppraisalLine), ...dataErrors(404) },
      },
    },
    async (request) => {
      const environmentId = request.dataKey.environmentId;
      return listAppraisalLines(ctx.db, environmentId, await requireProject(ctx, environmentId, request.params.id));
    },
  );
}
