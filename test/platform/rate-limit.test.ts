import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { buildTestApp, json, type TestApp } from '../helpers/app.ts';
import { assertDocumented, openApiOf } from '../helpers/openapi.ts';
import { as, environmentWithUsers, signIn } from '../helpers/platform.ts';
import { BACKENDS } from '../helpers/storage.ts';
import { issueKey } from '../../src/domain/credentials.ts';
import { createPlatformKey } from '../../src/services/tenancy/tenancy.ts';
import {
  acceptsPlatformKey,
  bearer,
  type Doc,
  documentedBearerRoutes,
  forgeToken,
  platformKey,
  ROUTES,
  routeParts,
  send,
} from './route-cases.ts';

// The Platform rate limit per credential (D-31), on the memory store and, with TEST_REDIS_URL, on Redis:
// per user for bearer tokens, per key for Platform keys (D-51).

const stores = [
  { name: 'memory', redisUrl: null },
  ...(process.env.TEST_REDIS_URL ? [{ name: 'redis', redisUrl: process.env.TEST_REDIS_URL }] : []),
];

for (const backend of BACKENDS) {
  for (const store of stores) {
    describe(`Platform rate limit per credential (D-31) (${backend.name}, ${store.name} store)`, () => {
      let t: TestApp;
      let doc: Doc;

      before(async () => {
        // One request per 20 s: however slow the machine, the burst does not refill during the test.
        t = await buildTestApp(backend, 'platform', {
          redisUrl: store.redisUrl,
          env: { PLATFORM_RATE_LIMIT_PER_SECOND: '0.05', PLATFORM_RATE_LIMIT_BURST: '3' },
        });
        doc = await openApiOf(t.app);
      });
      after(() => t.close());

      it('admits a burst of 3 per user, then 429 with Retry-After; other users are unaffected; 401s spend nothing', async () => {
        const { env, users } = await environmentWithUsers(t, 'Throttled');
        const [first, second] = [users.ADMIN, users.MEMBER];
        const secondToken = await signIn(t, first.email);
        const expired = await forgeToken(t, first, env, 'ADMIN', -60);

        // Refused credentials first, the first user's own expired token among them: had they counted,
        // the burst below would already be spent.
        for (let i = 0; i < 4; i++) {
          for (const headers of [bearer(expired), { authorization: 'Bearer garbage' }, {}]) {
            assert.equal((await t.app.inject({ method: 'GET', url: '/projects', headers })).statusCode, 401);
          }
        }

        for (const remaining of ['2', '1', '0']) {
          const res = await as(t, first).get('/projects');
          assert.equal(res.statusCode, 200, res.body);
          assertDocumented(doc, 'GET', '/projects', res);
          assert.equal(res.headers['x-ratelimit-limit'], '0.05');
          assert.equal(res.headers['x-ratelimit-remaining'], remaining);
        }
        const throttled = await as(t, first).get('/projects');
        assert.equal(throttled.statusCode, 429, throttled.body);
        assertDocumented(doc, 'GET', '/projects', throttled);
        const retryAfter = String(throttled.headers['retry-after']);
        assert.match(retryAfter, /^[1-9][0-9]*$/, 'Retry-After: whole seconds, at least 1');
        const body = json<{ statusCode: number; error: string; message: string; retryAfterMs: number }>(throttled);
        assert.deepEqual(Object.keys(body).sort(), ['error', 'message', 'retryAfterMs', 'statusCode']);
        assert.equal(body.statusCode, 429);
        assert.equal(body.error, 'Too Many Requests');
        assert.equal(typeof body.message, 'string');
        assert.ok(Number.isInteger(body.retryAfterMs) && body.retryAfterMs > 0 && body.retryAfterMs <= 20_000, `${body.retryAfterMs}`);
        assert.equal(Number(retryAfter), Math.max(1, Math.ceil(body.retryAfterMs / 1000)), 'Retry-After agrees with retryAfterMs');
        assert.equal(throttled.headers['x-ratelimit-remaining'], '0');

        // Per credential means per user: another token of the same user, on another route, is throttled too.
        const elsewhere = await t.app.inject({ method: 'GET', url: '/input-settings', headers: bearer(secondToken) });
        assert.equal(elsewhere.statusCode, 429, elsewhere.body);
        assertDocumented(doc, 'GET', '/input-settings', elsewhere);
        // A refused credential is still 401, never 429: the credential is checked first.
        assert.equal((await t.app.inject({ method: 'GET', url: '/projects', headers: bearer(expired) })).statusCode, 401);

        // Another user of the same environment has a whole allowance of their own.
        const other = await as(t, second).get('/projects');
        assert.equal(other.statusCode, 200, other.body);
        assert.equal(other.headers['x-ratelimit-remaining'], '2');
      });

      it('limits a Platform key per key on the routes that take one: a burst of 3, then 429; other keys and users are unaffected; refused keys spend nothing', async (c) => {
        // A route that takes a Platform key and names no project, so that only the credential decides.
        const route = documentedBearerRoutes(doc).find((key) => acceptsPlatformKey(doc, key) && ROUTES[key]?.access === 'environment');
        if (!route) return c.skip('no documented route takes a Platform key without naming a project');
        const [method, path] = routeParts(route);
        const { env, users } = await environmentWithUsers(t, 'Keyed');
        const [first, second, revoked] = await Promise.all(
          ['first', 'second', 'revoked'].map((name) => createPlatformKey(t.ctx.db, env, name)),
        );
        await t.ctx.db.query('update platform_keys set revoked_at = now() where id = $1', [revoked!.id]);

        for (let i = 0; i < 4; i++) {
          for (const headers of [platformKey(revoked!.key), platformKey(issueKey('platform').key), { ...platformKey(first!.key), ...bearer('garbage') }]) {
            assert.equal((await send(t, headers, route)).statusCode, 401);
          }
        }
        for (const remaining of ['2', '1', '0']) {
          const res = await send(t, platformKey(first!.key), route);
          assert.equal(res.statusCode, 200, res.body);
          assertDocumented(doc, method, path, res);
          assert.equal(res.headers['x-ratelimit-remaining'], remaining);
        }
        const throttled = await send(t, platformKey(first!.key), route);
        assert.equal(throttled.statusCode, 429, throttled.body);
        assertDocumented(doc, method, path, throttled);
        assert.match(String(throttled.headers['retry-after']), /^[1-9][0-9]*$/);
        assert.equal(json<{ error: string }>(throttled).error, 'Too Many Requests');

        // Per key: another key of the same environment, and its users, have whole allowances of their own.
        for (const headers of [platformKey(second!.key), bearer(users.ADMIN.token)]) {
          const res = await send(t, headers, route);
          assert.equal(res.statusCode, 200, res.body);
          assert.equal(res.headers['x-ratelimit-remaining'], '2');
        }
      });
    });
  }
}
