import diagnostics from 'node:diagnostics_channel';
import { FastifyOtelInstrumentation } from '@fastify/otel';
import { context, propagation, type Span, SpanKind, SpanStatusCode, trace, type Tracer } from '@opentelemetry/api';
import { NodeSDK, type tracing } from '@opentelemetry/sdk-node';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Tracing as the service uses it: what a listener, the database and Redis need of it. */
export interface Tracing {
  /** Makes the spans of the database's statements (src/db/statement-spans.ts). */
  tracer: Tracer;
  /**
   * Traces a listener's requests (@fastify/otel): one span per request, named by its method and route
   * template, and the request's log lines carry its trace_id and span_id.
   */
  instrument(app: FastifyInstance): Promise<void>;
  /** Ends the SDK after exporting the spans it holds. */
  close(): Promise<void>;
}

/** Routes polled by probes and scrapers, every few seconds: traced, they would drown the requests. */
const UNTRACED = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * The request span's name: its method and route template (`GET /data/projects/:id`), or the method
 * alone when no route matched, as OpenTelemetry's HTTP conventions name it; never a path with its ids.
 * (The method is one Node's HTTP parser knows: it refuses any other before Fastify sees the request.)
 * Its path attribute leaves out the query string, which carries search text (as the logs do).
 */
function nameRequestSpan(span: Span, request: FastifyRequest): void {
  const route = request.routeOptions.url;
  span.updateName(route === undefined ? request.method : `${request.method} ${route}`);
  span.setAttribute('url.path', request.url.split('?')[0]!);
}

/**
 * Redis commands as spans, from ioredis's own tracing channel (`ioredis:command`, Node's
 * diagnostics_channel), which ioredis publishes for every command it writes. Chosen over
 * @opentelemetry/instrumentation-ioredis, which patches the ioredis module as it loads: under ESM that
 * needs loader hooks registered before any import, and a module loaded before the SDK started (as in
 * the tests, which load the service's modules once per process) is never patched. The channel needs
 * neither. A command becomes a span only inside a traced request (a parent span is active); the
 * command's arguments are not recorded (keys name API keys by id). Returns the unsubscribe.
 */
function traceRedisCommands(tracer: Tracer): () => void {
  const channel = diagnostics.tracingChannel('ioredis:command');
  const spans = new WeakMap<object, Span>();
  type Message = { command: string; serverAddress?: string; serverPort?: number; error?: Error };
  const handlers = {
    start(message: Message) {
      const parent = context.active();
      if (trace.getSpan(parent) === undefined) return;
      const attributes = {
        'db.system.name': 'redis',
        'db.operation.name': message.command.toUpperCase(),
        ...(message.serverAddress ? { 'server.address': message.serverAddress } : {}),
        ...(message.serverPort ? { 'server.port': message.serverPort } : {}),
      };
      spans.set(message, tracer.startSpan(message.command.toUpperCase(), { kind: SpanKind.CLIENT, attributes }, parent));
    },
    error(message: Message) {
      spans.get(message)?.setStatus({ code: SpanStatusCode.ERROR, message: message.error?.message ?? 'failed' });
    },
    asyncEnd(message: Message) {
      spans.get(message)?.end();
      spans.delete(message);
    },
    end() {},
    asyncStart() {},
  };
  channel.subscribe(handlers as never);
  return () => channel.unsubscribe(handlers as never);
}

/**
 * Starts OpenTelemetry's Node SDK for traces under `serviceName`, exported as OTEL_EXPORTER_OTLP_* and
 * OTEL_* say (OTLP over HTTP by default), or to `spanProcessors` when given (tests). Only traces: metrics
 * are Prometheus's (D-57), logs are pino's. This module is imported only when OTEL_EXPORTER_OTLP_ENDPOINT
 * is set (src/main.ts), so that with tracing off nothing of the SDK is loaded and no request pays for it.
 */
export async function startTracing(options: { serviceName: string; spanProcessors?: tracing.SpanProcessor[] }): Promise<Tracing> {
  const fastify = new FastifyOtelInstrumentation({
    // Lean traces: one span per request, with its statements and Redis commands beneath it.
    instrumentHooks: false,
    instrumentHandler: false,
    ignorePaths: (route) => UNTRACED.has(route.url.split('?')[0]!),
    requestHook: nameRequestSpan,
  });
  const sdk = new NodeSDK({
    serviceName: options.serviceName,
    instrumentations: [fastify],
    metricReaders: [],
    logRecordProcessors: [],
    ...(options.spanProcessors ? { spanProcessors: options.spanProcessors } : {}),
  });
  sdk.start();
  const tracer = trace.getTracer('project-cost-analytics');
  const stopRedis = traceRedisCommands(tracer);
  return {
    tracer,
    async instrument(app) {
      await app.register(fastify.plugin());
      // The request's log lines carry its trace (pino's child logger, on the request and its reply):
      // every line from here on, the answer's included.
      app.addHook('onRequest', (request, reply, done) => {
        const span = request.opentelemetry().span;
        if (span) {
          const { traceId, spanId } = span.spanContext();
          request.log = request.log.child({ trace_id: traceId, span_id: spanId });
          reply.log = request.log;
        }
        done();
      });
    },
    async close() {
      stopRedis();
      fastify.disable();
      await sdk.shutdown();
      // The API's globals back to none, so that a later start (a test's) registers its own.
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
}
