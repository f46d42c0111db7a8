import type { AppContext } from '../../context.ts';
import { listSnapshotBlocks, snapshotPageIndex } from '../../db/repositories/benchmark-snapshots.ts';
import type { Listener } from '../../http/listener.ts';
import { DataPage, dataPage, dataWindow, newestFirst } from '../../http/pagination.ts';
import { sendSerialisedOnce } from '../../http/serialise-once.ts';
import { requireProject } from '../projects/routes.ts';
import { dataErrors, dataSecurity } from '../schemas.ts';
import { BenchmarkSnapshot, BenchmarksQuery, snapshotOf } from './schemas.ts';

/** SPEC Data API: /data/benchmarks (scope data:benchmarks). */
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
      const list = `snapshots|${projectId ?? ''}`;
      const body = await ctx.reads.read('dataPage', environmentId, `${list}|${window.limit}|${window.offset}`, async () => {
        const { items, total } = await newestFirst(ctx.reads, environmentId, { list, shape: 'data' }, window, {
          index: () => snapshotPageIndex(ctx.db, environmentId, projectId),
          blocks: async (index, blocks) => (await listSnapshotBlocks(ctx.db, index, { environmentId, projectId, blocks })).map(snapshotOf),
        });
        return dataPage(items, window, total);
      });
      return sendSerialisedOnce(reply, body) as never;
    },
  );
}
