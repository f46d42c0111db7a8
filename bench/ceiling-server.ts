import fs from 'node:fs';
import Fastify from 'fastify';

/**
 * The ceiling of the Data API benchmark: a bare Fastify 5 server, no logger, no hooks, no schemas, that
 * answers each case's route with the bytes the real service sent for it (body, content-type and the
 * plan headers), from memory. Whatever the service does beyond this is its own cost. Fastify routes on
 * the path alone, so a route answers whatever the query string (every offset of a list, say).
 *
 * Usage: node bench/ceiling-server.ts <routes.json> <port>
 */
export interface CeilingRoute {
  /** A Fastify route path, e.g. /c3/data/projects/:id */
  path: string;
  headers: Record<string, string>;
  bodyBase64: string;
}

const [routesFile, portText] = process.argv.slice(2);
if (!routesFile || !portText) {
  process.stderr.write('usage: node bench/ceiling-server.ts <routes.json> <port>\n');
  process.exit(2);
}

const routes = JSON.parse(fs.readFileSync(routesFile, 'utf8')) as CeilingRoute[];
const app = Fastify({ logger: false });
app.get('/healthz', async () => ({ status: 'ok' }));
for (const route of routes) {
  const body = Buffer.from(route.bodyBase64, 'base64');
  app.get(route.path, (_request, reply) => {
    reply.headers(route.headers).send(body);
  });
}

// Nothing to finish or save: a signal ends it at once.
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => process.exit(0));
await app.listen({ host: '127.0.0.1', port: Number(portText) });
