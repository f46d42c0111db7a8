import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createDataKey } from '../../src/services/identity/data-keys.ts';
import { json } from '../helpers/app.ts';
import { type DataFixture, dataFixture, get } from '../helpers/data-api.ts';
import { assertDocumented, openApiOf } from '../helpers/openapi.ts';
import { BACKENDS } from '../helpers/storage.ts';

/** The first instant of next month, UTC: where a MONTH quota resets. */
function nextMonth(now = new Date()): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString();
}

const STORES = [null, ...(process.env.TEST_REDIS_URL ? [process.env.TEST_REDIS_URL] : [])];

for (const backend of BACKENDS) {
  for (const redisUrl of STORES) {
  describe(`Data API usage plans over HTTP (${backend.name}, ${redisUrl ? 'Redis' : 'memory'} store)`, () => {
    let f: DataFixture;
    let doc: Awaited<ReturnType<typeof openApiOf>>;
    const newKey = async (plan: Parameters<typeof createDataKey>[2]) =>
      createDataKey(f.t.ctx.db, f.envA, { ...plan, name: plan.name ?? 'plan' });
    const used = async (apiKey: string) =>
      json<{ quota: { used: number; remaining: number } }>(await get(f.data, '/data/quota', apiKey)).quota;

    before(async () => {
      f = await dataFixture(backend, { redisUrl });
      doc = await openApiOf(f.data);
    });
    after(() => f.close());

    it('sends no plan headers for a key without a plan, and reports null plans', async () => {
      const res = await get(f.data, '/data/projects?limit=1', f.keys.full);
      assert.equal(res.statusCode, 200);
      for (const h of ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-quota-limit', 'x-quota-remaining', 'retry-after']) {
        assert.equal(res.headers[h], undefined, h);
      }
      const status = json(await get(f.data, '/data/quota', f.keys.full));
      assert.equal(status.quota, null);
      assert.equal(status.throttle, null);
      assert.equal(status.api_key_id, f.ids.full);
      assert.equal(status.environment_id, String(f.envA));
    });

    it('throttles past the burst: 429 with Retry-After and retryAfterMs, counting no quota', async () => {
      const { key } = await newKey({
        name: 'throttled',
        throttle: { rate_limit_per_second: 0.5, burst_limit: 3 },
        quota: { limit: 100, period: 'MONTH' },
      });
      const remaining: string[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await get(f.data, '/data/projects?limit=1', key);
        assert.equal(res.statusCode, 200);
        assert.equal(res.headers['x-ratelimit-limit'], '0.5');
        remaining.push(String(res.headers['x-ratelimit-remaining']));
      }
      assert.deepEqual(remaining, ['2', '1', '0']);
      const res = await get(f.data, '/data/projects?limit=1', key);
      assert.equal(res.statusCode, 429);
      const body = json<{ message: string; retryAfterMs: number; statusCode: number; resetsAt?: string }>(res);
      assert.ok(body.retryAfterMs > 1000 && body.retryAfterMs <= 2000, `retryAfterMs ${body.retryAfterMs}`);
      assert.equal(res.headers['retry-after'], String(Math.ceil(body.retryAfterMs / 1000)));
      assert.equal(body.statusCode, 429);
      assert.equal(body.resetsAt, undefined);
      assert.equal(typeof body.message, 'string');
      assert.equal(res.headers['x-ratelimit-remaining'], '0');
      assert.equal(res.headers['x-quota-remaining'], '97', 'quota headers on the throttled answer too');
      assertDocumented(doc, 'GET', '/data/projects', res);
      // Throttled requests did not count; /data/quota itself is throttled like any route.
      const quota = await get(f.data, '/data/quota', key);
      assert.equal(quota.statusCode, 429);
    });

    it('counts quota for every admitted answer (200, 400, 403, 404), then 429 with resetsAt and no Retry-After', async () => {
      const { key } = await newKey({
        name: 'quota',
        scopes: ['data:projects'],
        quota: { limit: 4, period: 'MONTH' },
      });
      const answers = [];
      for (const url of ['/data/projects?limit=1', '/data/projects?limit=0', '/data/reports', '/data/projects/abc']) {
        const res = await get(f.data, url, key);
        answers.push(res.statusCode);
        assert.equal(res.headers['x-quota-limit'], '4');
        assert.equal(res.headers['x-quota-resets-at'], nextMonth());
      }
      assert.deepEqual(answers, [200, 400, 403, 404]);
      // Neither a bad key nor /data/quota counts.
      await get(f.data, '/data/projects', `${key.slice(0, -1)}!`);
      for (let i = 0; i < 3; i++) assert.equal((await used(key)).used, 4);

      const res = await get(f.data, '/data/projects?limit=1', key);
      assert.equal(res.statusCode, 429);
      assert.equal(res.headers['retry-after'], undefined);
      const body = json<{ resetsAt: string; retryAfterMs?: number; message: string }>(res);
      assert.equal(body.resetsAt, nextMonth());
      assert.equal(body.retryAfterMs, undefined);
      assert.equal(res.headers['x-quota-remaining'], '0');
      assert.equal(res.headers['x-quota-resets-at'], nextMonth());
      assertDocumented(doc, 'GET', '/data/projects', res);
      const status = json<{ quota: Record<string, unknown> }>(await get(f.data, '/data/quota', key));
      assert.deepEqual(status.quota, { used: 4, limit: 4, remaining: 0, resets_at: nextMonth(), period: 'MONTH' });
    });

    it('applies a plan change on the next request (lowering below used rejects)', async () => {
      const created = await newKey({ name: 'change', quota: { limit: 10, period: 'DAY' } });
      for (let i = 0; i < 3; i++) assert.equal((await get(f.data, '/data/projects?limit=1', created.key)).statusCode, 200);
      const patch = await f.admin.inject({
        method: 'PATCH',
        url: `/admin/data-keys/${created.id}`,
        headers: { authorization: `Bearer ${f.t.operatorToken}` },
        payload: { quota: { limit: 2, period: 'DAY' } },
      });
      assert.equal(patch.statusCode, 200);
      const res = await get(f.data, '/data/projects?limit=1', created.key);
      assert.equal(res.statusCode, 429);
      assert.equal(res.headers['x-quota-remaining'], '0');
      const removed = await f.admin.inject({
        method: 'PATCH',
        url: `/admin/data-keys/${created.id}`,
        headers: { authorization: `Bearer ${f.t.operatorToken}` },
        payload: { quota: null },
      });
      assert.equal(removed.statusCode, 200);
      const free = await get(f.data, '/data/projects?limit=1', created.key);
      assert.equal(free.statusCode, 200);
      assert.equal(free.headers['x-quota-limit'], undefined);
    });

    it('meters every counted request of a key without a plan (admin usage read-out)', async () => {
      const created = await newKey({ name: 'metered' });
      for (let i = 0; i < 5; i++) await get(f.data, '/data/projects?limit=1', created.key);
      await get(f.data, '/data/quota', created.key); // never counts
      const usage = await f.admin.inject({
        method: 'GET',
        url: `/admin/data-keys/${created.id}/usage`,
        headers: { authorization: `Bearer ${f.t.operatorToken}` },
      });
      assert.equal(usage.statusCode, 200);
      const body = json<{ total: number; days: { day: string; requests: number }[] }>(usage);
      assert.equal(body.total, 5);
      assert.deepEqual(body.days, [{ day: new Date().toISOString().slice(0, 10), requests: 5 }]);
    });
  });
}
}
