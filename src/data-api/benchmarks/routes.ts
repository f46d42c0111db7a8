import Type from 'typebox';
import type { AppContext } from '../../context.ts';
import { listBenchmarkSnapshots } from '../../db/repositories/benchmark-snapshots.ts';
import type { Listener } from '../../http/listener.ts';
import { PageOf, PagingQuery, page, pagingOf } from '../../http/pagination.ts';
import { requireProject } from '../projects/routes.ts';
import { dataErrors, dataSecurity } from '../schemas.ts';
import { BenchmarkSnapshot } from './schemas.ts';

const BenchmarksQuery = Type.Object({
  ...PagingQuery,
  projectId: Type.Optional(Type.String({ description: 'Only this project’s snapshots (404 if not yours)' })),
});

/** SPEC Data API: /data/benchmarks (scope data:benchmarks). */
export function benchmarkRoutes(app: Listener, ctx: AppContext): void {
  app.get(
    '/data/benchmarks',
    {
      config: { scope: 'data:benchmarks' },
      schema: {
        tags: ['benchmarks'],
        summary: 'Benchmark snapshots, newest first',
        security: dataSecurity,
        querystring: BenchmarksQuery,
        response: { 200: PageOf(BenchmarkSnapshot), ...dataErrors(400, 404) },
      },
    },
    async (request) => {
      const environmentId = request.dataKey.environmentId;
      const { projectId } = request.query;
      const paging = pagingOf(request.query);
      const project = projectId === undefined ? undefined : await requireProject(ctx, environmentId, projectId);
      const { items, total } = await listBenchmarkSnapshots(ctx.db, environmentId, { ...paging, projectId: project });
      return page(items, paging, total);
    },
  );
}
