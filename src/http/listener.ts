import { randomUUID } from 'node:crypto';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import Type from 'typebox';
import type { ServiceName } from '../config.ts';
import type { AppContext } from '../context.ts';
import { ErrorSchema } from './schemas.ts';
import { errorBody, installErrorHandling } from './errors.ts';
import { validatorCompiler } from './validation.ts';

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
  bodyLimit?: number;
  routes: (app: Listener, ctx: AppContext) => Promise<void> | void;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

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
    requestTimeout: 60_000,
    keepAliveTimeout: 10_000,
    routerOptions: { ignoreTrailingSlash: true },
    // Our validator in every context, also in those that add shared schemas of their own.
    schemaController: { compilersFactory: { buildValidator: (() => validatorCompiler) as never } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  installErrorHandling(app);
  app.addSchema(ErrorSchema);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: spec.title, description: spec.description, version: spec.version },
      components: { securitySchemes: spec.securitySchemes as never },
    },
    refResolver: { buildLocalReference: (json, _base, _fragment, i) => String(json.$id ?? `def-${i}`) },
  });

  registerHealthRoutes(app, ctx);
  await app.register(async (scope) => spec.routes(scope as Listener, ctx));

  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await app.register(swaggerUi, { routePrefix: '/docs', uiConfig: { deepLinking: true } });
  return app;
}

function registerHealthRoutes(app: Listener, ctx: AppContext): void {
  const Health = Type.Object({ status: Type.String() });
  app.get(
    '/healthz',
    { schema: { tags: ['health'], summary: 'The process is up', response: { 200: Health } } },
    async () => ({ status: 'ok' }),
  );
  app.get(
    '/readyz',
    {
      schema: {
        tags: ['health'],
        summary: 'The database (and Redis, when configured) answer',
        response: { 200: Health, 503: ErrorSchema },
      },
    },
    async (_request, reply) => {
      try {
        await ctx.db.ping();
        if (ctx.redis) await ctx.redis.ping();
        return { status: 'ready' };
      } catch {
        return reply.code(503).send(errorBody(503, 'Storage is not reachable'));
      }
    },
  );
}
