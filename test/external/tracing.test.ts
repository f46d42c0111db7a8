import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { SpanKind, trace } from '@opentelemetry/api';
import { tracing as sdk } from '@opentelemetry/sdk-node';
import { loadConfig } from '../../src/config.ts';
import { issueKey } from '../../src/domain/credentials.ts';
import { createLogger } from '../../src/external/logger.ts';
import { startTracing, type Tracing } from '../../src/external/tracing.ts';
import { type RunningService, startService } from '../../src/server.ts';
import { createDataKey } from '../../src/services/identity/data-keys.ts';
import { createEnvironment } from '../../src/services/tenancy/tenancy.ts';
import { LogCapture, TEST_ENV } from '../helpers/app.ts';
import { eventually } from '../helpers/eventually.ts';
import { runNode } from '../helpers/processes.ts';
import { hasRedisServer, RedisServer } from '../helpers/redis-server.ts';
import { BACKENDS, type TestDatabase } from '../helpers/storage.ts';

// Tracing (OTEL_EXPORTER_OTLP_ENDPOINT): a request is a span named by its route template, with a child
// span for each database statement and Redis command it makes, and its log lines carry the trace id.
// The spans go to an in-memory exporter. With tracing off, nothing of OpenTelemetry's SDK is loaded.

const HAS_REDIS = hasRedisServer();

for (const backend of BACKENDS) {
  describe(`tracing (${backend.name})`, () => {
    const exporter = new sdk.InMemorySpanExporter();
    const logs = new LogCapture();
    let tracing: Tracing;
    let service: RunningService;
    let handle: TestDatabase;
    let redis: RedisServer | null = null;
    let dataDir: string;
    let key: string;

    before(async () => {
      tracing = await startTracing({ serviceName: 'pcas-traced', spanProcessors: [new sdk.SimpleSpanProcessor(exporter)] });
      handle = await backend.openMigrated();
      redis = HAS_REDIS ? await RedisServer.start() : null;
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pcas-tracing-'));
      const config = loadConfig({
        ...TEST_ENV,
        DATA_DIR: dataDir,
        OPERATOR_TOKEN: issueKey('operator').key,
        SEED_DEMO: 'false',
        SERVICE: 'data',
        DATA_PORT: '0',
        HOST: '127.0.0.1',
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318',
        ...(redis ? { REDIS_URL: redis.url } : {}),
      });
      service = await startService(config, { db: handle.db, tracing, log: createLogger('info', logs) });
      const env = await createEnvironment(service.ctx.db, { name: 'Traced' });
      // A plan, so that the request asks Redis (when there is one) to admit it.
      key = (await createDataKey(service.ctx.db, env.id, { name: 'traced', throttle: { rate_limit_per_second: 100, burst_limit: 100 } })).key;
      exporter.reset();
    });
    after(async () => {
      await service?.close();
      await tracing?.close();
      await handle?.dispose();
      await redis?.stop();
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    });

    const spans = () => exporter.getFinishedSpans();
    const get = (url: string, requestId: string) =>
      fetch(`${service.urls.data}${url}`, { headers: { 'x-api-key': key, 'x-request-id': requestId } });

    it('makes a span named by the route template, with a child for each statement and Redis command', async () => {
      const res = await get('/data/projects?limit=5&offset=0', 'traced-one');
      assert.equal(res.status, 200, await res.text());
      await eventually(() => spans().some((s) => s.name === 'GET /data/projects'), 'the request span');
      const request = spans().find((s) => s.name === 'GET /data/projects')!;
      assert.equal(request.kind, SpanKind.SERVER);
      assert.equal(request.attributes['http.route'], '/data/projects');
      assert.equal(request.attributes['url.path'], '/data/projects', 'the path without its query string');
      assert.equal(request.attributes['http.response.status_code'], 200);
      assert.equal(request.resource.attributes['service.name'], 'pcas-traced', 'the service named as configured');

      const { traceId, spanId } = request.spanContext();
      const children = spans().filter((s) => s.spanContext().traceId === traceId && s.parentSpanContext?.spanId === spanId);
      const statements = children.filter((s) => s.attributes['db.system.name'] === 'postgresql');
      assert.ok(statements.length >= 2, `the key's lookup and the page's read: ${children.map((s) => s.name).join(', ')}`);
      assert.ok(statements.every((s) => s.kind === SpanKind.CLIENT && typeof s.attributes['db.query.text'] === 'string'));
      assert.ok(statements.some((s) => s.name.startsWith('select')), 'named by what they do');
      if (redis) {
        const commands = children.filter((s) => s.attributes['db.system.name'] === 'redis');
        assert.ok(commands.length >= 1, 'the usage plan’s script in Redis');
        assert.match(commands[0]!.name, /^EVAL(SHA)?$/);
      }
    });

    it('gives each of many concurrent requests its own Redis command', { skip: !HAS_REDIS && 'redis-server is not on PATH' }, async () => {
      exporter.reset();
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => get('/data/quota', `concurrent-${i}`)));
      assert.ok(answers.every((res) => res.status === 200));
      await eventually(() => spans().filter((s) => s.name === 'GET /data/quota').length === 20, 'twenty request spans');
      const commandsOf = (request: sdk.ReadableSpan) =>
        spans().filter((s) => s.parentSpanContext?.spanId === request.spanContext().spanId && s.attributes['db.system.name'] === 'redis');
      assert.deepEqual(
        spans().filter((s) => s.name === 'GET /data/quota').map((request) => commandsOf(request).length),
        Array.from({ length: 20 }, () => 1),
      );
    });

    it('puts the trace id in the request’s log lines', async () => {
      await get('/data/projects/1', 'traced-two');
      await eventually(() => spans().some((s) => s.name === 'GET /data/projects/:id'), 'the request span');
      const { traceId } = spans().find((s) => s.name === 'GET /data/projects/:id')!.spanContext();
      const lines = logs.text
        .split('\n')
        .filter((line) => line.includes('"reqId":"traced-two"'))
        .map((line) => JSON.parse(line) as { msg: string; trace_id?: string });
      assert.ok(lines.some((l) => l.msg === 'request completed'));
      // The first line is written as the request arrives, before its span begins; it has the request id.
      for (const line of lines.filter((l) => l.msg !== 'incoming request')) assert.equal(line.trace_id, traceId, line.msg);
    });

    it('names an unmatched request by its method alone, and leaves the probes out', async () => {
      await fetch(`${service.urls.data}/no/such/9876543`, { headers: { 'x-request-id': 'traced-three' } });
      await fetch(`${service.urls.data}/healthz`);
      await eventually(() => spans().some((s) => s.attributes['url.path'] === '/no/such/9876543'), 'the unmatched request’s span');
      assert.equal(spans().find((s) => s.attributes['url.path'] === '/no/such/9876543')!.name, 'GET');
      assert.ok(!spans().some((s) => s.name.includes('9876543')));
      assert.ok(!spans().some((s) => s.attributes['url.path'] === '/healthz'), 'probes are not traced');
    });
  });
}

describe('tracing off', () => {
  it('leaves the OpenTelemetry API without a tracer once tracing has ended', () => {
    // Each test above closed its tracing: the API's global provider is back to the no-op one.
    assert.equal(trace.getTracer('any').startSpan('x').isRecording(), false);
  });

  it('loads nothing of OpenTelemetry’s SDK: a service started and asked without it', async () => {
    const run = await runNode('a service without tracing', [path.join(import.meta.dirname, '..', 'fixtures', 'modules-loaded.ts')]);
    assert.equal(run.code, 0, run.stderr);
    const packages = JSON.parse(run.stdout.trim().split('\n').at(-1)!) as string[];
    assert.ok(packages.includes('fastify') && packages.includes('prom-client'), `the loaded packages were recorded: ${packages.join(', ')}`);
    assert.deepEqual(packages.filter((name) => /^@opentelemetry\/(?!api$)|^@fastify\/otel$/.test(name)), [], 'only the API, whose calls are no-ops');
  });
});
