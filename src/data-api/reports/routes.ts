import type { AppContext } from '../../context.ts';
import type { Listener } from '../../http/listener.ts';
import { changesRequest, DataListAnswer, dataWindow, sendChangesPage, sendDataPage } from '../../http/pagination.ts';
import { environmentReport, environmentReportChanges, environmentReportsPage } from '../../services/data/data-reads.ts';
import { dataErrors, dataSecurity } from '../schemas.ts';
import { ReportDetail, reportDetailOf, ReportMetadata, reportMetadataOf, ReportParams, ReportsQuery } from './schemas.ts';

const tags = ['reports'];
const config = { scope: 'data:reports' } as const;
const metadataItem = { schema: ReportMetadata, present: reportMetadataOf };

/** /data/reports (scope data:reports); reports are the interim reports (D-48). */
export function reportRoutes(app: Listener, ctx: AppContext): void {
  app.get(
    '/data/reports',
    {
      config,
      schema: {
        tags,
        operationId: 'listReports',
        summary: 'Report metadata, newest first, or in the order they changed',
        description:
          'The interim reports of the environment (type INTERIM, period MONTHLY), paged with limit and offset. ' +
          'With modified_since or cursor (D-55): oldest change first, ties by id, paged by pagination.next_cursor; ' +
          'a report comes again when its risk statuses change or its project is renamed.',
        security: dataSecurity,
        querystring: ReportsQuery,
        response: { 200: DataListAnswer(ReportMetadata), ...dataErrors(400) },
      },
    },
    async (request, reply) => {
      const changes = changesRequest(request, request.query);
      if (changes) {
        const page = await environmentReportChanges(ctx, request.dataKey.environmentId, changes);
        return sendChangesPage(reply, changes.limit, page, metadataItem) as never;
      }
      const window = dataWindow(request.query);
      const page = await environmentReportsPage(ctx, request.dataKey.environmentId, window);
      return sendDataPage(reply, window, page, metadataItem) as never;
    },
  );

  app.get(
    '/data/reports/:id',
    {
      config,
      schema: {
        tags,
        operationId: 'getReport',
        summary: 'One report with its risk statuses',
        description: 'The report’s metadata and its risk statuses in order (category, legend and colour, notes as description).',
        security: dataSecurity,
        params: ReportParams,
        response: { 200: ReportDetail, ...dataErrors(404) },
      },
    },
    async (request) => reportDetailOf(await environmentReport(ctx, request.dataKey.environmentId, request.params.id)),
  );
}
