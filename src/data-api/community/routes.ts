import type { AppContext } from '../../context.ts';
import type { Listener } from '../../http/listener.ts';
import { communityAnalytics, communityBenchmarks } from '../../services/community.ts';
import { dataErrors, dataSecurity } from '../schemas.ts';
import { CommunityAnalytics, CommunityBenchmarks } from './schemas.ts';

const tags = ['community'];
const config = { scope: 'data:community' } as const;

/** SPEC Data API: /data/community/* (scope data:community), k-anonymous aggregates only (D-38). */
export function communityRoutes(app: Listener, ctx: AppContext): void {
  app.get(
    '/data/community/analytics',
    {
      config,
      schema: {
        tags,
        summary: 'Aggregates over the communities the environment belongs to',
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
        summary: 'Cost benchmarks per building function over the communities',
        security: dataSecurity,
        response: { 200: CommunityBenchmarks, ...dataErrors() },
      },
    },
    async (request) => communityBenchmarks(ctx.db, request.dataKey.environmentId),
  );
}
