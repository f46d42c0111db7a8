import type { AppContext } from '../../context.ts';
import type { Listener } from '../../http/listener.ts';
import { changesRequest, DataListAnswer, dataWindow, sendChangesPage, sendDataPage } from '../../http/pagination.ts';
import { environmentSnapshotChanges, environmentSnapshotsPage } from '../../services/data/data-reads.ts';
import { dataErrors, dataSecurity } from '../schemas.ts';
import { BenchmarkSnapshot, BenchmarksQuery, snapshotOf } from './schemas.ts';

const snapshotItem = { schema: BenchmarkSnapshot, present: snapshotOf };

/** /data/benchmarks (scope data:benchmarks). */
export function benchmarkRoutes(app: Listener, ctx: AppContext): void {
  app.get(
    '/data/benchmarks',
    {
      config: { scope: 'data:benchmarks' },
      schema: {
        tags: ['benchmarks'],
        operationId: 'listBenchmarkSnapshots',
        summary: 'Benchmark snapshots, newest first, or in the order they were stored',
        description:
          'Paged with limit and offset; projectId narrows to one project of the key’s environment (404 otherwise). ' +
          'With modified_since (here: created at or after) or cursor (D-55): oldest first by when they were stored, ties by id, ' +
          'paged by pagination.next_cursor.',
        security: dataSecurity,
        querystring: BenchmarksQuery,
        response: { 200: DataListAnswer(BenchmarkSnapshot), ...dataErrors(400, 404) },
      },
    },
    async (request, reply) => {
      const changes = changesRequest(request, request.query);
      if (changes) {
        const query = { projectId: request.query.projectId, ...changes };
        const page = await environmentSnapshotChanges(ctx, request.dataKey.environmentId, query);
        return sendChangesPage(reply, changes.limit, page, snapshotItem) as never;
      }
      const window = dataWindow(request.query);
      const page = await environmentSnapshotsPage(ctx, request.dataKey.environmentId, request.query, window);
      return sendDataPage(reply, window, page, snapshotItem) as never;
    },
  );
}
