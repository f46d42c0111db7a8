import { randomUUID } from 'node:crypto';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifySchema } from 'fastify';
import Type from 'typebox';
import type { ServiceName } from '../config.ts';
import type { AppContext } from '../context.ts';
import { ErrorSchema, withSharedResponses } from './schemas.ts';
import { installErrorHandling } from './errors.ts';
import { notReady, NotReady } from './readiness.ts';
import { recordRequests } from './request-metrics.ts';
import { validatorWith } from './validation.ts';

export type Listener = FastifyInstance<
  import('node:http').Server,
  import('node:http').IncomingMessage,
  import('node:http').ServerResponse,
  import('fastify').FastifyBaseLogger,
  TypeBoxTypeProvider
>;

export interface ListenerSpec {
  name: ServiceName;
  title: string;
  description: string;
  version: string;
  securitySchemes: Record<string, object>;
  /** The tags its routes use, each with what it groups (the OpenAPI document declares them). */
  tags: { name: string; description: string }[];
  /** Whether the listener serves the operator only (the admin API) rather than the service's users. */
  internal: boolean;
  /**
   * The one credential of a listener whose every route takes it (the admin API's operator token): its
   * hooks run before every route but the health routes, the listener's own description (/openapi.json,
   * /docs) included, and the document states its requirement once, at its root. A listener whose routes
   * take different credentials (the Platform, the Data API) has none: each route states its own, and
   * its description is public.
   */
  guard?: { security: Record<string, string[]>[]; hooks: (app: Listener, ctx: AppContext) => void };
  /** The headers the rate limit puts on every answer of a route behind a credential. */
  limitHeaders: Record<string, Record<string, unknown>>;
  bodyLimit?: number;
  routes: (app: Listener, ctx: AppContext) => Promise<void> | void;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The policy of the documentation page (Swagger UI, all from this listener). */
export const DOCS_CSP =
  "default-src 'self'; base-uri 'self'; connect-src 'self'; font-src 'self' data:; frame-ancestors 'none'; form-action 'self'; img-src 'self' data:; object-src 'none'; script-src 'self'; script-src-attr 'none'; style-src 'self' 'unsafe-inline'";

/**
 * One Fastify instance per listener (D-1), each with the same error body, request ids, validation,
 * health routes (D-5) and an OpenAPI document built from the route schemas.
 */
export async function buildListener(spec: ListenerSpec, ctx: AppContext): Promise<Listener> {
  const app = Fastify({
    loggerInstance: ctx.log.child({ listener: spec.name }) as FastifyBaseLogger,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    bodyLimit: spec.bodyLimit ?? 1024 * 1024,
    return503OnClosing: true,
    // Slow clients cannot hold sockets: the headers, then the whole request, each within its
    // limit, checked every second (Node's default check runs every 30 s); idle keep-alive sockets close.
    http: { headersTimeout: ctx.config.httpTimeouts.headersMs, connectionsCheckingInterval: 1000 },
    requestTimeout: ctx.config.httpTimeouts.requestMs,
    keepAliveTimeout: ctx.config.httpTimeouts.keepAliveMs,
    // The client's address, for the limits per client, as TRUST_PROXY says to read it.
    // (A hop count is one of Fastify's documented forms, missing from its type.)
    trustProxy: ctx.config.trustProxy as boolean | string[],
    routerOptions: { ignoreTrailingSlash: true },
    // Our validator in every context, also in those that add shared schemas of their own (which a
    // request's schema may refer to by $id: the document studio's recursive block).
    schemaController: { compilersFactory: { buildValidator: ((shared: Record<string, object>) => validatorWith(shared)) as never } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  // Traced first (when OTEL_EXPORTER_OTLP_ENDPOINT is set), so that every hook and route runs in the request's span.
  if (ctx.tracing) await ctx.tracing.instrument(app);
  recordRequests(app, spec.name, ctx);
  installErrorHandling(app);
  app.addSchema(ErrorSchema);
  // Set first, so that every answer carries them, errors included (a callback hook: no promise per
  // request). Answers are private data, the token response included (RFC 6749 §5.1): never stored by a
  // browser or a proxy; the documentation's static files set their own caching.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    reply.header('cache-control', 'no-store');
    done();
  });
  // Security headers on every answer (nosniff, no framing, no referrer, …). An API answer is JSON, so
  // its policy allows nothing at all; the documentation page sets its own below.
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"] },
    },
    frameguard: { action: 'deny' },
    // Served over plain HTTP too (embedded mode, behind a TLS proxy): HSTS is the proxy's to send.
    strictTransportSecurity: false,
  });

  // Every route's answers, as validated, serialised and documented, include the ones all routes share.
  app.addHook('onRoute', (route) => {
    const schema = route.schema as (FastifySchema & { hide?: boolean; response?: Record<string, never> }) | undefined;
    if (!schema || schema.hide) return;
    const guarded = ((schema.security ?? spec.guard?.security)?.length ?? 0) > 0;
    route.schema = { ...schema, response: withSharedResponses(schema.response ?? {}, guarded, spec.limitHeaders) };
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: spec.title,
        description: spec.description,
        version: spec.version,
        contact: { name: 'The operator of this installation' },
      },
      // OWASP inventory: who the listener is for (x-internal) and that the document describes its own server.
      servers: [
        {
          url: '/',
          description: 'This listener, wherever it runs (local, staging or production): the document is served by it',
          'x-internal': spec.internal,
        } as { url: string; description: string },
      ],
      tags: [{ name: 'health', description: 'Liveness and readiness, open and never limited (D-5)' }, ...spec.tags],
      components: { securitySchemes: spec.securitySchemes as never },
      ...(spec.guard ? { security: spec.guard.security } : {}),
    },
    refResolver: { buildLocalReference: (json, _base, _fragment, i) => String(json.$id ?? `def-${i}`) },
  });

  registerHealthRoutes(app, ctx, spec.guard !== undefined);
  // The routes, then the listener's description, each in a scope of its own behind the listener's
  // credential when it has one (a route's own hooks stay with the routes).
  await app.register(async (scope) => {
    spec.guard?.hooks(scope as Listener, ctx);
    await spec.routes(scope as Listener, ctx);
  });
  await app.register(async (scope) => {
    spec.guard?.hooks(scope as Listener, ctx);
    scope.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    await scope.register(swaggerUi, {
      routePrefix: '/docs',
      uiConfig: { deepLinking: true },
      // What the page needs (its own scripts, styles and the OpenAPI document), and never inside a frame.
      staticCSP: DOCS_CSP,
    });
  });
  return app;
}

/** `/healthz` and `/readyz`: open on every listener (D-5), which a document with a root requirement says (`security: []`). */
function registerHealthRoutes(app: Listener, ctx: AppContext, underGuard: boolean): void {
  const open = underGuard ? { security: [] } : {};
  app.get(
    '/healthz',
    {
      schema: {
        ...open,
        tags: ['health'],
        operationId: 'getHealth',
        summary: 'The process is up',
        description: 'Answers while the process runs, whatever the state of its storage; for a liveness probe.',
        response: { 200: Type.Object({ status: Type.Literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/readyz',
    {
      schema: {
        ...open,
        tags: ['health'],
        operationId: 'getReadiness',
        summary: 'The database (and Redis, when configured) answer',
        description:
          'Pings the database and, when REDIS_URL is set, Redis; 503 while either does not answer, naming it in ' +
          'the message and in checks. For a readiness probe.',
        response: { 200: Type.Object({ status: Type.Literal('ready') }), 503: NotReady },
      },
    },
    async (_request, reply) => {
      const failure = await notReady(ctx);
      return failure ? reply.code(503).send(failure) : { status: 'ready' as const };
    },
  );
}
