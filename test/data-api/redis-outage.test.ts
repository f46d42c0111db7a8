import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { openRedis } from '../../src/external/redis.ts';
import { buildListener, type Listener } from '../../src/http/listener.ts';
import { platformListener } from '../../src/platform/index.ts';
import { createDataKey } from '../../src/services/identity/data-keys.ts';
import { json } from '../helpers/app.ts';
import { eventually } from '../helpers/eventually.ts';
import { asOperator } from '../helpers/operator.ts';
import { type DataFixture, dataFixture, get } from '../helpers/data-api.ts';
import { assertDocumented, openApiOf } from '../helpers/openapi.ts';
import { as, environmentWithUsers, type SignedIn } from '../helpers/platform.ts';
import { hasRedisServer, RedisServer } from '../helpers/redis-server.ts';
import { BACKENDS } from '../helpers/storage.ts';

// A Redis server of the test's own is stopped mid-run and started again, empty. Keys
// with a plan are refused with 503 (never served unmetered), keys without one and the Platform keep
// working, /readyz names Redis, the outage is logged once, and everything resumes by itself with
// nothing counted lost.

const SKIP = !hasRedisServer() && 'redis-server is not on PATH: the Redis outage test starts and stops a server of its own';

const OUTAGE_LOG = 'Redis is not reachable: Data API keys with a usage plan';
const RETURN_LOG = 'Redis is reachable again';

const occurrences = (text: string, part: string) => text.split(part).length - 1;

async function timed(send: () => Promise<LightMyRequestResponse>): Promise<{ res: LightMyRequestResponse; ms: number }> {
  const started = performance.now();
  const res = await send();
  return { res, ms: performance.now() - started };
}

for (const backend of BACKENDS) {
  describe(`Redis outage (${backend.name})`, { skip: SKIP }, () => {
    let server: RedisServer;
    let f: DataFixture;
    let platform: Listener;
    let admin: SignedIn;
    let dataDoc: Awaited<ReturnType<typeof openApiOf>>;
    const keys = { quota: '', throttle: '', quotaId: '' };

    const platformAs = (user: SignedIn) => as({ ...f.t, app: platform }, user);
    const operator = () => asOperator(f.t, f.admin);

    before(async () => {
      server = await RedisServer.start();
      f = await dataFixture(backend, { redisUrl: server.url });
      platform = await buildListener(platformListener, f.t.ctx);
      await platform.ready();
      admin = (await environmentWithUsers(f.t, 'Outage')).users.ADMIN;
      const quota = await createDataKey(f.t.ctx.db, f.envA, {
        name: 'billed',
        quota: { limit: 100, period: 'MONTH' },
        throttle: { rate_limit_per_second: 100, burst_limit: 100 },
      });
      keys.quota = quota.key;
      keys.quotaId = String(quota.id);
      keys.throttle = (await createDataKey(f.t.ctx.db, f.envA, { name: 'throttled', throttle: { rate_limit_per_second: 100, burst_limit: 100 } })).key;
      dataDoc = await openApiOf(f.data);
    });
    after(async () => {
      await platform?.close();
      await f?.close();
      await server?.stop();
    });

    it('before the outage: a key with a plan counts its requests in Redis', async () => {
      for (let i = 0; i < 5; i++) {
        const res = await get(f.data, '/data/projects?limit=1', keys.quota);
        assert.equal(res.statusCode, 200, res.body);
        assert.equal(res.headers['x-quota-remaining'], String(100 - (i + 1)));
      }
      assert.equal((await platformAs(admin).get('/projects')).statusCode, 200);
      assert.equal((await f.data.inject({ method: 'GET', url: '/readyz' })).statusCode, 200);
      assert.equal((await subscribedChannels(server)).length, 1, 'the cache listens on its announcement channel');
    });

    it('while Redis is down: 503 with Retry-After at once for keys with a plan; the rest keeps working', async (t) => {
      await server.stop();
      const waits: number[] = [];
      for (const [key, url] of [
        [keys.quota, '/data/projects?limit=1'],
        [keys.quota, '/data/quota'],
        [keys.throttle, '/data/reports'],
        [keys.quota, '/data/projects?limit=1'],
      ] as const) {
        const { res, ms } = await timed(() => get(f.data, url, key));
        waits.push(ms);
        assert.equal(res.statusCode, 503, `${url}: ${res.body}`);
        assert.equal(res.headers['retry-after'], '2');
        const body = json(res);
        assert.deepEqual(Object.keys(body).sort(), ['error', 'message', 'statusCode']);
        assert.equal(body.statusCode, 503);
        assert.equal(body.error, 'Service Unavailable');
        assert.match(String(body.message), /usage plan .* cannot be checked/);
        assertDocumented(dataDoc, 'GET', url.split('?')[0]!, res);
        assert.ok(ms < 1000, `${url} answered in ${ms.toFixed(1)} ms`);
      }
      t.diagnostic(`503 latencies (ms): ${waits.map((ms) => ms.toFixed(1)).join(', ')}`);

      // A key without a plan needs no Redis.
      const free = await get(f.data, '/data/projects?limit=1', f.keys.full);
      assert.equal(free.statusCode, 200, free.body);

      // The Platform and the operator keep serving people, limited per instance meanwhile.
      for (let i = 0; i < 3; i++) {
        const { res, ms } = await timed(() => platformAs(admin).get('/projects'));
        assert.equal(res.statusCode, 200, res.body);
        assert.ok(res.headers['x-ratelimit-remaining'] !== undefined);
        assert.ok(ms < 1000, `GET /projects answered in ${ms.toFixed(1)} ms`);
      }
      assert.equal((await operator().get('/admin/environments')).statusCode, 200);
      const plan = { rate_limit_per_second: 1, burst_limit: 2 };
      const steps = [];
      for (let i = 0; i < 3; i++) steps.push((await f.t.ctx.usage.throttle('outage-subject', plan, new Date())).allowed);
      assert.deepEqual(steps, [true, true, false], 'the fallback still limits');

      for (const app of [f.data, platform, f.admin]) {
        const ready = await app.inject({ method: 'GET', url: '/readyz' });
        assert.equal(ready.statusCode, 503);
        assert.deepEqual(json(ready), {
          statusCode: 503,
          error: 'Service Unavailable',
          message: 'Redis is not reachable',
          checks: { database: 'ok', redis: 'unreachable' },
        });
      }
      assertDocumented(dataDoc, 'GET', '/readyz', await f.data.inject({ method: 'GET', url: '/readyz' }));

      // The outage goes on for a second, through several reconnect attempts: still fast, nothing more logged.
      const until = performance.now() + 1000;
      while (performance.now() < until) {
        const refused = await timed(() => get(f.data, '/data/projects?limit=1', keys.quota));
        assert.equal(refused.res.statusCode, 503);
        assert.ok(refused.ms < 1000, `answered in ${refused.ms.toFixed(1)} ms`);
        assert.equal((await platformAs(admin).get('/projects')).statusCode, 200);
        await sleep(50);
      }

      const logs = f.t.logs.text;
      assert.equal(occurrences(logs, OUTAGE_LOG), 1, 'the outage is logged once, not per request');
      assert.equal(occurrences(logs, 'fall back to a limit per instance'), 1);
      assert.equal(occurrences(logs, 'cache announcement channel unavailable'), 1);
      assert.equal(occurrences(logs, 'request failed'), 0, 'no error logged per refused request');
    });

    it('when Redis returns (empty), everything resumes by itself and nothing counted is lost', async () => {
      await server.start();
      let res: LightMyRequestResponse | undefined;
      await eventually(async () => (res = await get(f.data, '/data/projects?limit=1', keys.quota)).statusCode === 200, 'the Data API recovers', 10_000);
      // Redis came back without the count: seeded from the database, the 5 requests before the outage are there.
      assert.equal(res!.headers['x-quota-remaining'], '94');
      const quota = json<{ quota: { used: number } }>(await get(f.data, '/data/quota', keys.quota));
      assert.equal(quota.quota.used, 6);
      await f.t.ctx.usage.flush();
      const [stored] = await f.t.ctx.db.query<{ used: number }>(
        'select used from data_key_quota_usage where data_key_id = $1',
        [Number(keys.quotaId)],
      );
      assert.equal(Number(stored!.used), 6);
      assert.equal((await get(f.data, '/data/reports', keys.throttle)).statusCode, 200);

      assert.equal((await platformAs(admin).get('/projects')).statusCode, 200);
      const steps = [];
      for (let i = 0; i < 3; i++) {
        steps.push((await f.t.ctx.usage.throttle('shared-subject', { rate_limit_per_second: 1, burst_limit: 2 }, new Date())).allowed);
      }
      assert.deepEqual(steps, [true, true, false], 'back in Redis');
      assert.equal((await keysOf(server, '*:{pl:shared-subject}:tb')).length, 1, 'the rate limit lives in Redis again');

      assert.equal((await f.data.inject({ method: 'GET', url: '/readyz' })).statusCode, 200);
      // The cache's subscriber is back on its channel (ioredis resubscribes on reconnect).
      await eventually(async () => (await subscribedChannels(server)).length === 1, 'resubscribed');

      const logs = f.t.logs.text;
      assert.equal(occurrences(logs, RETURN_LOG), 1);
      assert.equal(occurrences(logs, OUTAGE_LOG), 1);
    });
  });
}

/** The cache announcement channels that someone listens on, on the test's own server (the app's cache). */
async function subscribedChannels(server: RedisServer): Promise<string[]> {
  const redis = await openRedis(server.url);
  try {
    return (await redis.client.pubsub('CHANNELS', '*:cache:announced')) as string[];
  } finally {
    redis.disconnect();
  }
}

/** The keys of a pattern on the test's own server. */
async function keysOf(server: RedisServer, pattern: string): Promise<string[]> {
  const redis = await openRedis(server.url);
  try {
    return await redis.client.keys(pattern);
  } finally {
    redis.disconnect();
  }
}
