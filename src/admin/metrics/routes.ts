import type { AppContext } from '../../context.ts';
import type { Listener } from '../../http/listener.ts';
import { notReady } from '../../http/readiness.ts';
import { MetricsText } from './schemas.ts';

/**
 * D-57: this process's metrics for Prometheus, behind the operator token like every admin route. Each
 * instance answers its own; docs/operators.md says what each family is.
 */
export function metricsRoutes(app: Listener, ctx: AppContext): void {
  app.get(
    '/metrics',
    {
      schema: {
        tags: ['monitoring'],
        operationId: 'getMetrics',
        summary: 'This instance’s metrics, for Prometheus',
        description:
          'Requests by listener, method, route template and status class, with their durations; usage-plan decisions; ' +
          'read-cache hits and misses by namespace; model fits and PDF renders with their durations; the database pool and ' +
          'Redis; readiness; the process and its event loop (D-57). No label carries an id, a key, an email or a URL.',
        response: { 200: MetricsText },
      },
    },
    async (_request, reply) => {
      // Readiness as /readyz decides it, at each scrape: an alert on it needs no probe of its own.
      ctx.metrics.ready.set((await notReady(ctx)) === null ? 1 : 0);
      const { contentType, text } = await ctx.metrics.exposition();
      return reply.type(contentType).send(text);
    },
  );
}
