import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { buildTestApp, json, type TestApp } from '../helpers/app.ts';
import { asOperator } from '../helpers/operator.ts';
import { assertDocumented, openApiOf } from '../helpers/openapi.ts';
import { BACKENDS, pglite } from '../helpers/storage.ts';

// The operator token is a credential like a Platform user's (D-31's limit, PLATFORM_RATE_LIMIT_*): past
// its burst the admin API answers 429 with Retry-After, and a refused token spends nothing.

describe('admin API rate limit per credential', () => {
  let t: TestApp;
  before(async () => {
    // One request per 20 s: however slow the machine, the burst does not refill during the test.
    t = await buildTestApp(pglite, 'admin', { env: { PLATFORM_RATE_LIMIT_PER_SECOND: '0.05', PLATFORM_RATE_LIMIT_BURST: '3' } });
  });
  after(() => t.close());

  it('admits the burst, then 429 with Retry-After in the documented body; wrong tokens stay 401', async () => {
    // The document is an admin route like the others: reading it spends the first of the burst of 3.
    const doc = await openApiOf(t.app, { authorization: `Bearer ${t.operatorToken}` });
    for (let i = 0; i < 3; i++) {
      const refused = await t.app.inject({ url: '/admin/communities', headers: { authorization: 'Bearer not-the-token' } });
      assert.equal(refused.statusCode, 401, 'a refused token is checked first and spends nothing');
    }
    for (const remaining of ['1', '0']) {
      const res = await asOperator(t).get('/admin/communities');
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.headers['x-ratelimit-remaining'], remaining);
      assertDocumented(doc, 'GET', '/admin/communities', res);
    }
    const throttled = await asOperator(t).post('/admin/communities', { name: 'One too many' });
    assert.equal(throttled.statusCode, 429, throttled.body);
    assertDocumented(doc, 'POST', '/admin/communities', throttled);
    assert.match(String(throttled.headers['retry-after']), /^[1-9][0-9]*$/);
    const body = json<{ error: string; retryAfterMs: number }>(throttled);
    assert.equal(body.error, 'Too Many Requests');
    assert.ok(body.retryAfterMs > 0 && body.retryAfterMs <= 20_000);
    const communities = await t.ctx.db.query("select 1 from communities where name = 'One too many'");
    assert.equal(communities.length, 0, 'nothing created');
    assert.equal((await t.app.inject({ url: '/healthz' })).statusCode, 200, 'health is never limited (D-5)');
  });
});

for (const backend of BACKENDS) {
  const redisUrl = backend.name === 'postgres' ? (process.env.TEST_REDIS_URL ?? null) : null;

  describe(`failed operator-token attempts limited per client (${backend.name}${redisUrl ? ' + Redis' : ''})`, () => {
    let t: TestApp;
    before(async () => {
      // Three failures, then one more every 20 s: no refill during the test.
      t = await buildTestApp(backend, 'admin', {
        redisUrl,
        env: { CLIENT_SIGN_IN_LIMIT_BURST: '3', CLIENT_SIGN_IN_LIMIT_PER_MINUTE: '3' },
      });
    });
    after(() => t.close());

    const from = (remoteAddress: string, authorization?: string) =>
      t.app.inject({ url: '/admin/communities', remoteAddress, headers: authorization ? { authorization } : {} });

    it('refuses a guessing client before comparing its token, and nobody else', async () => {
      const guesser = '203.0.113.50';
      // The operator's own requests, however many, spend nothing of the allowance.
      for (let i = 0; i < 5; i++) assert.equal((await from(guesser, `Bearer ${t.operatorToken}`)).statusCode, 200);
      assert.equal((await from(guesser)).statusCode, 401, 'a missing token is a failure');
      assert.equal((await from(guesser, 'Bearer guess-1')).statusCode, 401);
      assert.equal((await from(guesser, 'bearer guess-2')).statusCode, 401);
      const refused = await from(guesser, 'Bearer guess-3');
      assert.equal(refused.statusCode, 429, refused.body);
      assert.match(String(refused.headers['retry-after']), /^[1-9][0-9]*$/);
      assert.match(json<{ message: string }>(refused).message, /Too many failed operator-token attempts from this client/);
      // Now even the right token waits: it is not compared at all.
      assert.equal((await from(guesser, `Bearer ${t.operatorToken}`)).statusCode, 429);
      // Another client is not affected, and the scheme is case-insensitive.
      assert.equal((await from('198.51.100.60', `bearer ${t.operatorToken}`)).statusCode, 200);
      assert.equal((await from('198.51.100.60', 'Bearer wrong')).statusCode, 401);
    });
  });
}
