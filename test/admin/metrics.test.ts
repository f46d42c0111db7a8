import assert from 'node:assert/strict';
import { buffer } from 'node:stream/consumers';
import { after, before, describe, it } from 'node:test';
import { createDataKey } from '../../src/services/identity/data-keys.ts';
import { type DataFixture, dataFixture, get } from '../helpers/data-api.ts';
import { eventually } from '../helpers/eventually.ts';
import { familyOf, type Scrape, scrape, valueOf } from '../helpers/metrics.ts';
import { assertDocumented, openApiOf } from '../helpers/openapi.ts';
import { hasRedisServer, RedisServer } from '../helpers/redis-server.ts';
import { BACKENDS } from '../helpers/storage.ts';

// D-57: GET /metrics on the admin listener, and every family it names moving with what it counts.
// (The label policy under random paths and methods is test/http/metric-labels.test.ts.)

/** The families of D-57, each by its name in the exposition. */
const FAMILIES = {
  pcas_http_request_duration_seconds: 'histogram',
  pcas_usage_decisions_total: 'counter',
  pcas_usage_store_errors_total: 'counter',
  pcas_cache_hits_total: 'counter',
  pcas_cache_misses_total: 'counter',
  pcas_model_fit_duration_seconds: 'histogram',
  pcas_pdf_render_duration_seconds: 'histogram',
  pcas_db_pool_connections: 'gauge',
  pcas_db_pool_idle_connections: 'gauge',
  pcas_db_pool_waiting_queries: 'gauge',
  pcas_db_pool_max_connections: 'gauge',
  pcas_redis_configured: 'gauge',
  pcas_redis_connected: 'gauge',
  pcas_ready: 'gauge',
  process_cpu_seconds_total: 'counter',
  process_resident_memory_bytes: 'gauge',
  nodejs_heap_size_used_bytes: 'gauge',
  nodejs_eventloop_lag_seconds: 'gauge',
  nodejs_eventloop_lag_p99_seconds: 'gauge',
  nodejs_gc_duration_seconds: 'histogram',
} as const;

/** The upper bounds of a histogram's buckets, as the exposition lists them. */
function bucketsOf(s: Scrape, histogram: string): number[] {
  const bounds = s.samples.filter((x) => x.name === `${histogram}_bucket`).map((x) => (x.labels.le === '+Inf' ? Infinity : Number(x.labels.le)));
  return [...new Set(bounds)].sort((a, b) => a - b);
}

const ONE_PAGE_REPORT = {
  name: 'Metrics',
  version: 1,
  createdAt: '2026-01-01T00:00:00Z',
  currency: 'GBP',
  blocks: [{ type: 'title' as const, content: 'Metrics' }],
  data: new Map(),
};

for (const backend of BACKENDS) {
  describe(`GET /metrics (${backend.name}, D-57)`, () => {
    let f: DataFixture;
    const metrics = () => scrape(f.admin, f.t.operatorToken);
    before(async () => {
      f = await dataFixture(backend);
    });
    after(() => f?.close());

    it('answers every family of D-57 in Prometheus’s text format, as documented', async () => {
      const res = await f.admin.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${f.t.operatorToken}` } });
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['content-type'], 'text/plain; version=0.0.4; charset=utf-8');
      assertDocumented(await openApiOf(f.admin, { authorization: `Bearer ${f.t.operatorToken}` }), 'GET', '/metrics', res);
      const s = await metrics();
      for (const [family, type] of Object.entries(FAMILIES)) assert.equal(s.types.get(family), type, family);
    });

    it('times requests by listener, method, route template and status class, in buckets for milliseconds', async () => {
      const before = await metrics();
      const route = { listener: 'data', method: 'GET', route: '/data/projects/:id' };
      assert.equal((await get(f.data, `/data/projects/${f.richProject}`, f.keys.full)).statusCode, 200);
      assert.equal((await get(f.data, '/data/projects/999999', f.keys.full)).statusCode, 404);
      const s = await metrics();
      const count = (status: string, x: Scrape) =>
        valueOf(x, 'pcas_http_request_duration_seconds_count', { ...route, status_class: status });
      assert.equal(count('2xx', s) - count('2xx', before), 1);
      assert.equal(count('4xx', s) - count('4xx', before), 1);
      const routes = s.samples.flatMap((x) => (x.labels.route === undefined ? [] : [x.labels.route]));
      assert.ok(routes.every((r) => !/\d{3}/.test(r)), 'no path with its id');
      // Seconds, Prometheus's unit: a cached read takes a millisecond, a slow one seconds.
      assert.deepEqual(bucketsOf(s, 'pcas_http_request_duration_seconds'), [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, Infinity]);
    });

    it('counts usage-plan decisions: admitted, throttled and quota', async () => {
      const throttled = await createDataKey(f.t.ctx.db, f.envA, { name: 'one a while', throttle: { rate_limit_per_second: 0.001, burst_limit: 1 } });
      const quota = await createDataKey(f.t.ctx.db, f.envA, { name: 'one in all', quota: { limit: 1, period: 'MONTH' } });
      const decisions = async () => {
        const s = await metrics();
        return Object.fromEntries(['admitted', 'throttled', 'quota'].map((d) => [d, valueOf(s, 'pcas_usage_decisions_total', { decision: d })]));
      };
      const start = await decisions();
      assert.equal((await get(f.data, '/data/projects?limit=1', throttled.key)).statusCode, 200);
      assert.deepEqual(await decisions(), { ...start, admitted: start.admitted! + 1 });
      assert.equal((await get(f.data, '/data/projects?limit=1', throttled.key)).statusCode, 429);
      assert.deepEqual(await decisions(), { ...start, admitted: start.admitted! + 1, throttled: start.throttled! + 1 });
      assert.equal((await get(f.data, '/data/projects?limit=1', quota.key)).statusCode, 200);
      assert.equal((await get(f.data, '/data/projects?limit=1', quota.key)).statusCode, 429);
      assert.deepEqual(await decisions(), { admitted: start.admitted! + 2, throttled: start.throttled! + 1, quota: start.quota! + 1 });
      assert.equal(valueOf(await metrics(), 'pcas_usage_store_errors_total'), 0, 'the in-process store always answers');
    });

    it('counts read-cache hits and misses by namespace', async () => {
      const url = `/data/projects/${f.projectsA[1]}`;
      const count = (s: Scrape, which: 'hits' | 'misses') => valueOf(s, `pcas_cache_${which}_total`, { namespace: 'dataProject' });
      const start = await metrics();
      await get(f.data, url, f.keys.full);
      const loaded = await metrics();
      assert.equal(count(loaded, 'misses') - count(start, 'misses'), 1, 'the first read loads');
      await get(f.data, url, f.keys.full);
      const served = await metrics();
      assert.equal(count(served, 'hits') - count(loaded, 'hits'), 1, 'the second is served from memory');
      assert.equal(count(served, 'misses'), count(loaded, 'misses'));
    });

    it('times model fits and PDF renders, in buckets for seconds', async () => {
      await f.t.ctx.fitter.fit({ chunks: [], ownEnvironment: 1 }, {});
      await buffer(await f.t.ctx.pdf.render(ONE_PAGE_REPORT, 'metrics test'));
      const s = await metrics();
      for (const family of ['pcas_model_fit_duration_seconds', 'pcas_pdf_render_duration_seconds']) {
        assert.equal(valueOf(s, `${family}_count`, { outcome: 'ok' }), 1, family);
        assert.ok(valueOf(s, `${family}_sum`, { outcome: 'ok' }) > 0, family);
        assert.deepEqual(bucketsOf(s, family), [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 20, 30, 60, 120, Infinity], family);
      }
    });

    it('reports the database pool as it stands', async () => {
      const pool = (s: Scrape) =>
        ['connections', 'idle_connections', 'waiting_queries', 'max_connections'].map((g) => valueOf(s, `pcas_db_pool_${g}`));
      const [open, idle, waiting, max] = pool(await metrics());
      if (backend.name === 'pglite') {
        assert.deepEqual([open, idle, waiting, max], [1, 1, 0, 1], 'the embedded database is one connection, idle at rest');
        // Its one connection taken by a transaction, a statement waits for it.
        let release!: () => void;
        const held = new Promise<void>((resolve) => (release = resolve));
        const transaction = f.t.ctx.db.transaction(() => held);
        const query = f.t.ctx.db.query('select 1');
        assert.deepEqual(f.t.ctx.db.poolState(), { open: 1, idle: 0, waiting: 1, max: 1 });
        release();
        await Promise.all([transaction, query]);
        assert.deepEqual(f.t.ctx.db.poolState(), { open: 1, idle: 1, waiting: 0, max: 1 });
      } else {
        assert.ok(open! >= 1 && idle! <= open! && open! <= max! && waiting === 0, JSON.stringify({ open, idle, waiting, max }));
        let release!: () => void;
        const held = new Promise<void>((resolve) => (release = resolve));
        const transaction = f.t.ctx.db.transaction(() => held);
        await eventually(() => f.t.ctx.db.poolState().open - f.t.ctx.db.poolState().idle >= 1, 'a connection in use');
        const [busyOpen, busyIdle] = pool(await metrics());
        assert.ok(busyOpen! - busyIdle! >= 1, 'the held connection is not idle');
        release();
        await transaction;
      }
    });

    it('reports readiness, Redis (not configured here) and the process', async () => {
      const s = await metrics();
      assert.equal(valueOf(s, 'pcas_ready'), 1);
      assert.equal(valueOf(s, 'pcas_redis_configured'), 0);
      assert.equal(valueOf(s, 'pcas_redis_connected'), 0);
      assert.ok(valueOf(s, 'process_cpu_seconds_total') > 0);
      assert.ok(valueOf(s, 'process_resident_memory_bytes') > 0);
      assert.ok(valueOf(s, 'nodejs_eventloop_lag_seconds') >= 0);
      assert.ok(s.samples.some((x) => familyOf(s, x.name) === 'nodejs_eventloop_lag_p99_seconds'));
    });
  });
}

describe('GET /metrics with a Redis of its own, through an outage (D-57)', { skip: !hasRedisServer() && 'redis-server is not on PATH: this test starts and stops a Redis of its own' }, () => {
  let server: RedisServer;
  let f: DataFixture;
  let planned: string;
  const metrics = () => scrape(f.admin, f.t.operatorToken);
  before(async () => {
    server = await RedisServer.start();
    f = await dataFixture(BACKENDS[0]!, { redisUrl: server.url });
    planned = (await createDataKey(f.t.ctx.db, f.envA, { name: 'billed', quota: { limit: 100, period: 'MONTH' } })).key;
  });
  after(async () => {
    await f?.close();
    await server?.stop();
  });

  it('shows Redis connected, then down with the quota store’s errors and readiness, then back', async () => {
    const up = await metrics();
    assert.deepEqual([valueOf(up, 'pcas_redis_configured'), valueOf(up, 'pcas_redis_connected'), valueOf(up, 'pcas_ready')], [1, 1, 1]);
    assert.equal((await get(f.data, '/data/projects?limit=1', planned)).statusCode, 200);
    assert.equal(valueOf(await metrics(), 'pcas_usage_decisions_total', { decision: 'admitted' }) - valueOf(up, 'pcas_usage_decisions_total', { decision: 'admitted' }), 1);

    await server.stop();
    await eventually(async () => valueOf(await metrics(), 'pcas_redis_connected') === 0, 'Redis shown down');
    assert.equal((await get(f.data, '/data/projects?limit=1', planned)).statusCode, 503);
    const down = await metrics();
    assert.equal(valueOf(down, 'pcas_usage_store_errors_total'), 1, 'the plan could not be checked: one store error');
    assert.equal(valueOf(down, 'pcas_ready'), 0);
    assert.equal(valueOf(down, 'pcas_redis_configured'), 1);

    await server.start();
    await eventually(async () => valueOf(await metrics(), 'pcas_redis_connected') === 1, 'Redis shown back', 10_000);
    assert.equal((await get(f.data, '/data/projects?limit=1', planned)).statusCode, 200);
  });
});
