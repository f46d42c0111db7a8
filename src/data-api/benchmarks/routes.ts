import type { AppContext } from '../../context.ts';
import { listSnapshotBlock, snapshotPageIndex } from '../../db/repositories/benchmark-snapshots.ts';
import type { Listener } from '../../http/listener.ts';
import { DataPage, dataListPage, dataWindow } from '../../http/pagination.ts';
import { sendJson } from '../../http/serialise-once.ts';
import { requireProject } from '../projects/routes.ts';
import { dataErrors, dataSecurity } from '../schemas.ts';
import { BenchmarkSnapshot, BenchmarksQuery, snapshotOf } from './schemas.ts';

/** /data/benchmarks (scope data:benchmarks). */
export function benchmarkRoutes(app: Listener, ctx: AppContext): void {
  app.get(
    '/data/benchmarks',
    {
      config: { scope: 'data:benchmarks' },
      schema: {
        tags: ['benchmarks'],
        operationId: 'listBenchmarkSnapshots',
        summary: 'Benchmark snapshots, newest first',
        description: 'Paged with limit and offset; projectId narrows to one project of the key’s environment (404 otherwise).',
        security: dataSecurity,
        querystring: BenchmarksQuery,
        response: { 200: DataPage(BenchmarkSnapshot), ...dataErrors(400, 404) },
      },
    },
    async (request, reply) => {
      const environmentId = request.dataKey.environmentId;
      const projectId =
        request.query.projectId === undefined ? undefined : await requireProject(ctx, environmentId, request.query.projectId);
      const window = dataWindow(request.query);
      const page = await dataListPage(
        ctx.reads,
        reply,
        environmentId,
        `snapshots|${projectId ?? ''}`,
        window,
        {
          index: () => snapshotPageIndex(ctx.db, environmentId, projectId),
          block: (index, block) => listSnapshotBlock(ctx.db, index, { environmentId, projectId, block }),
        },
        { schema: BenchmarkSnapshot, present: snapshotOf },
      );
      return sendJson(reply, page) as never;
    },
  );
}
