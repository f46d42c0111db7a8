import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';

/** The route label of a request no route matched: one label for every unknown path (D-57). */
const UNMATCHED = 'unmatched';

/**
 * Times every answer of a listener into `pcas_http_request_duration_seconds` (D-57), labelled by the
 * route's template (`/data/projects/:id`, never the path with its id), `unmatched` when no route
 * matched, the method from a fixed set, and the status class: whatever a client sends, it adds no
 * series. A callback hook, so that no promise is made per request.
 */
export function recordRequests(app: FastifyInstance, listener: string, ctx: AppContext): void {
  const duration = ctx.metrics.requestDuration;
  const methodLabel = ctx.metrics.methodLabel;
  app.addHook('onResponse', (request, reply, done) => {
    duration.observe(
      {
        listener,
        method: methodLabel(request.method),
        route: request.routeOptions.url ?? UNMATCHED,
        status_class: `${Math.floor(reply.statusCode / 100)}xx`,
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
}
