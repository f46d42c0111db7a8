import type { AppContext } from '../../context.ts';
import type { Listener } from '../../http/listener.ts';
import { DataPage, dataJsonPage, dataWindow } from '../../http/pagination.ts';
import { sendJson } from '../../http/serialise-once.ts';
import { environmentSnapshotsPage } from '../../services/data-reads.ts';
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
      const window = dataWindow(request.query);
      const json = dataJsonPage(reply, window, { schema: BenchmarkSnapshot, present: snapshotOf });
      const page = await environmentSnapshotsPage(ctx, request.dataKey.environmentId, request.query, window, json);
      return sendJson(reply, page) as never;
    },
  );
}
