import Type from 'typebox';
import type { AppContext } from '../../context.ts';
import { getReportDetail, listReportMetadata } from '../../db/repositories/interim-reports.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { parseRecordId } from '../../http/ids.ts';
import type { Listener } from '../../http/listener.ts';
import { PageOf, PagingQuery, page, pagingOf } from '../../http/pagination.ts';
import { dataErrors, dataSecurity } from '../schemas.ts';
import { ReportDetail, ReportMetadata } from './schemas.ts';

const tags = ['reports'];
const config = { scope: 'data:reports' } as const;

/** SPEC Data API: /data/reports (scope data:reports); reports are the interim reports (D-48). */
export function reportRoutes(app: Listener, ctx: AppContext): void {
  app.get(
    '/data/reports',
    {
      config,
      schema: {
        tags,
        summary: 'Report metadata, newest first',
        security: dataSecurity,
        querystring: Type.Object({
          ...PagingQuery,
        }),
        response: { 200: PageOf(ReportMetadata), ...dataErrors(400) },
      },
    },
    async (request) => {
      const paging = pagingOf(request.query);
      const { items, total } = await listReportMetadata(ctx.db, request.dataKey.environmentId, paging);
      return page(items, paging, total);
    },
  );

  app.get(
    '/data/reports/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One report with its risk statuses',
        security: dataSecurity,
        params: Type.Object({ id: Type.String({ description: 'Report id' }) }),
        response: { 200: ReportDetail, ...dataErrors(404) },
      },
    },
    async (request) => {
      const id = parseRecordId(request.params.id);
      const report = id === null ? null : await getReportDetail(ctx.db, request.dataKey.environmentId, id);
      if (!report) throw new NotFoundError('Report not found');
      return report;
    },
  );
}
