import type { AppContext } from '../../context.ts';
import type { Listener } from '../../http/listener.ts';
import { PlatformPage, platformPage, platformWindow } from '../../http/pagination.ts';
import { projectDrawnToDate } from '../../services/interim-reports/drawn-to-date.ts';
import { createInterimReport, listInterimReports } from '../../services/interim-reports/interim-reports.ts';
import { bearerSecurity, platformErrors, ProjectPathParams } from '../schemas.ts';
import { DrawnToDate, InterimReportCreate, InterimReportCreated, InterimReportItem, InterimReportsQuery } from './schemas.ts';

const tags = ['interim-reports'];

/** D-23: drawdown (interim) reports, created and listed; the Data API shows the same records (D-48). */
export function interimReportRoutes(app: Listener, ctx: AppContext): void {
  app.post(
    '/reports/drawdown',
    {
      schema: {
        tags,
        operationId: 'createDrawdownReport',
        summary: 'File a monthly drawdown (interim) report (D-23)',
        description:
          'The aggregate drawdown, a line per facility of the project, a risk status per RISK category ' +
          '(with a legend of the environment), and the site visit with files uploaded for this project (POST /uploads). ' +
          'In one change: the report, the comments saved onto the project, the environment’s first interim template ' +
          'applied (template_id), and the project event REPORT_UPLOADED. A project the user may not see is 403, as is a ' +
          'VIEWER; another environment’s or a missing project 404; a referenced facility, input setting, legend or ' +
          'upload that is not there 404 naming it; the same project, month, year and edition again 409. Amounts are JSON ' +
          'numbers. Nothing is stored on any error.',
        security: bearerSecurity,
        body: InterimReportCreate,
        response: { 201: InterimReportCreated, ...platformErrors(400, 403, 404, 409, 413, 415) },
      },
    },
    async (request, reply) => reply.code(201).send(await createInterimReport(ctx, request.identity, request.body)),
  );

  app.get(
    '/projects/:projectId/interim-reports',
    {
      schema: {
        tags,
        operationId: 'listProjectInterimReports',
        summary: 'The project’s interim reports, newest first',
        description:
          'Every interim report of the project, with its aggregate, facility lines, risk statuses (category, legend and ' +
          'colour as filed) and site visit, paged with page and perPage. Any role that may see the project; one it may ' +
          'not see is 404 (D-10).',
        security: bearerSecurity,
        params: ProjectPathParams,
        querystring: InterimReportsQuery,
        response: { 200: PlatformPage(InterimReportItem), ...platformErrors(400, 404) },
      },
    },
    async (request) => {
      const window = platformWindow(request.query);
      const { items, total } = await listInterimReports(ctx.db, request.identity, request.params.projectId, window);
      return platformPage(
        items.map((item) => ({ ...item, type: 'INTERIM_REPORT' as const })),
        window,
        total,
      );
    },
  );

  app.get(
    '/projects/:projectId/drawn-to-date',
    {
      schema: {
        tags,
        operationId: 'getProjectDrawnToDate',
        summary: 'What the project has drawn to date, per facility and not allocated to one',
        description:
          'Every interim report’s drawdown added up (its aggregate amount), what its facility lines carry on each ' +
          'facility, and what is drawn but not allocated to a facility; the forecast, the Data API and the document ' +
          'studio show the same figures. Any role that may see the project; one it may not see is 404 (D-10).',
        security: bearerSecurity,
        params: ProjectPathParams,
        response: { 200: DrawnToDate, ...platformErrors(400, 404) },
      },
    },
    async (request) => projectDrawnToDate(ctx.db, request.identity, request.params.projectId),
  );
}
