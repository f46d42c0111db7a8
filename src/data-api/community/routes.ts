import type { AppContext } from '../../context.ts';
import type { Listener } from '../../http/listener.ts';
import { communityAnalytics, communityBenchmarks } from '../../services/tenancy/community.ts';
import { dataErrors, dataSecurity } from '../schemas.ts';
import { CommunityAnalytics, CommunityBenchmarks } from './schemas.ts';

const tags = ['community'];
const config = { scope: 'data:community' } as const;

/** /data/community/* (scope data:community): k-anonymous aggregates only (D-38). */
export function communityRoutes(app: Listener, ctx: AppContext): void {
  app.get(
    '/data/community/analytics',
    {
      config,
      schema: {
        tags,
        operationId: 'getCommunityAnalytics',
        summary: 'Aggregates over the communities the environment belongs to',
        description: 'Totals and buckets by building function and process over the communities’ non-archived projects; any figure from fewer than min_group_size projects is left out or null (D-38).',
        security: dataSecurity,
        response: { 200: CommunityAnalytics, ...dataErrors() },
      },
    },
    async (request) => communityAnalytics(ctx.db, request.dataKey.environmentId),
  );
  app.get(
    '/data/community/benchmarks',
    {
      config,
      schema: {
        tags,
        operationId: 'getCommunityBenchmarks',
        summary: 'Cost benchmarks per building function over the communities',
        description: 'Per building function: averages and the median cost per m², each from at least min_group_size projects; omitted_buckets counts those left out (D-38).',
        security: dataSecurity,
        response: { 200: CommunityBenchmarks, ...dataErrors() },
      },
    },
    async (request) => communityBenchmarks(ctx.db, request.dataKey.environmentId),
  );
}
