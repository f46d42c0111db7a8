import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { FairQueue } from '../../src/state/credentials/password-work.ts';
import { buildTestApp, json, type TestApp } from '../helpers/app.ts';
import { environmentWithUsers, PASSWORD } from '../helpers/platform.ts';
import { BACKENDS } from '../helpers/storage.ts';
import { systemClock } from '../../src/domain/clock.ts';

// Sign-in abuse is bounded per client (its address, or X-Forwarded-For only from
// proxies TRUST_PROXY names) in the shared store, and password hashing is bounded and fair between
// clients. (Latency under attack is measured by `npm run bench:sign-in`.)

const BURST = 5;

function signIn(t: TestApp, email: string, client: { remoteAddress?: string; forwardedFor?: string }, password = 'not the password') {
  return t.app.inject({
    method: 'POST',
    url: '/auth/token',
    payload: { email, password },
    ...(client.remoteAddress ? { remoteAddress: client.remoteAddress } : {}),
    headers: client.forwardedFor ? { 'x-forwarded-for': client.forwardedFor } : {},
  });
}

const failuresOf = async (t: TestApp) =>
  (await t.ctx.db.query<{ n: number }>('select count(*)::int as n from login_failures'))[0]!.n;

for (const backend of BACKENDS) {
  const redisUrl = backend.name === 'postgres' ? (process.env.TEST_REDIS_URL ?? null) : null;

  describe(`sign-in limited per client (${backend.name}${redisUrl ? ' + Redis' : ''})`, () => {
    let t: TestApp;
    let viewer: string;

    before(async () => {
      t = await buildTestApp(backend, 'platform', {
        redisUrl,
        env: { CLIENT_SIGN_IN_LIMIT_BURST: String(BURST), CLIENT_SIGN_IN_LIMIT_PER_MINUTE: '1' },
      });
      viewer = (await environmentWithUsers(t, 'Abused')).users.VIEWER.email;
    });
    after(() => t.close());

    it('refuses a client’s attempts past its allowance, whatever the emails, before looking anything up', async () => {
      const attacker = { remoteAddress: '203.0.113.7' };
      for (let i = 0; i < BURST; i++) {
        assert.equal((await signIn(t, `victim${i}@example.com`, attacker)).statusCode, 401);
      }
      const counted = await failuresOf(t);
      const refused = await signIn(t, 'victim-next@example.com', attacker);
      assert.equal(refused.statusCode, 429, refused.body);
      const body = json<{ statusCode: number; error: string; message: string; retryAfterMs: number }>(refused);
      assert.equal(body.error, 'Too Many Requests');
      assert.match(body.message, /Too many sign-ins from this client/);
      assert.ok(Number(refused.headers['retry-after']) >= 1);
      assert.ok(body.retryAfterMs > 0);
      assert.equal(await failuresOf(t), counted, 'the refused attempt was not evaluated');
      // Even the right password waits: the allowance is spent before anything is checked.
      assert.equal((await signIn(t, viewer, attacker, PASSWORD)).statusCode, 429);
    });

    it('leaves other clients alone', async () => {
      const res = await signIn(t, viewer, { remoteAddress: '198.51.100.20' }, PASSWORD);
      assert.equal(res.statusCode, 200, res.body);
    });

    it('ignores X-Forwarded-For unless TRUST_PROXY says to believe it', async () => {
      const spoofer = { remoteAddress: '203.0.113.99' };
      for (let i = 0; i < BURST; i++) {
        assert.equal((await signIn(t, `x${i}@example.com`, { ...spoofer, forwardedFor: `10.0.0.${i}` })).statusCode, 401);
      }
      assert.equal((await signIn(t, 'y@example.com', { ...spoofer, forwardedFor: '10.0.1.1' })).statusCode, 429);
    });
  });

  describe(`sign-in behind a trusted proxy (${backend.name})`, () => {
    let t: TestApp;
    before(async () => {
      t = await buildTestApp(backend, 'platform', {
        env: { CLIENT_SIGN_IN_LIMIT_BURST: String(BURST), CLIENT_SIGN_IN_LIMIT_PER_MINUTE: '1', TRUST_PROXY: '127.0.0.1' },
      });
    });
    after(() => t.close());

    it('limits each forwarded client on its own', async () => {
      const proxy = '127.0.0.1';
      for (let i = 0; i < BURST; i++) {
        assert.equal((await signIn(t, `a${i}@example.com`, { remoteAddress: proxy, forwardedFor: '192.0.2.1' })).statusCode, 401);
      }
      assert.equal((await signIn(t, 'a@example.com', { remoteAddress: proxy, forwardedFor: '192.0.2.1' })).statusCode, 429);
      assert.equal((await signIn(t, 'b@example.com', { remoteAddress: proxy, forwardedFor: '192.0.2.2' })).statusCode, 401);
      // A proxy that is not trusted cannot pass addresses on.
      for (let i = 0; i < BURST; i++) {
        await signIn(t, `c${i}@example.com`, { remoteAddress: '198.51.100.1', forwardedFor: `192.0.2.${10 + i}` });
      }
      assert.equal((await signIn(t, 'c@example.com', { remoteAddress: '198.51.100.1', forwardedFor: '192.0.2.99' })).statusCode, 429);
    });
  });
}

describe('FairQueue (bounded password hashing)', () => {
  const later = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

  it('runs at most `concurrency` jobs, and clients take turns', async () => {
    const queue = new FairQueue({ concurrency: 1, perKey: 10, busy: 'busy', clock: systemClock });
    const order: string[] = [];
    let running = 0;
    let most = 0;
    const job = (name: string) => async () => {
      running += 1;
      most = Math.max(most, running);
      order.push(name);
      await later(5);
      running -= 1;
    };
    const jobs = [
      ...Array.from({ length: 6 }, (_, i) => queue.run('attacker', job(`a${i}`))),
      queue.run('user', job('u0')),
      queue.run('other', job('o0')),
    ];
    await Promise.all(jobs);
    assert.equal(most, 1);
    // The attacker's first job was running when the others arrived: they go next, then the lines take turns.
    assert.deepEqual(order.slice(0, 4), ['a0', 'u0', 'o0', 'a1']);
    assert.equal(queue.size, 0);
  });

  it('serves a client that does not fail before clients that keep failing, however many they are', async () => {
    const queue = new FairQueue({ concurrency: 1, perKey: 10, busy: 'busy', clock: systemClock });
    const order: string[] = [];
    const job = (name: string) => async () => {
      order.push(name);
      await later(2);
    };
    for (let i = 0; i < 10; i++) queue.failed(`attacker${i}`);
    const jobs = Array.from({ length: 10 }, (_, i) => queue.run(`attacker${i}`, job(`a${i}`)));
    jobs.push(queue.run('user', job('user')));
    await Promise.all(jobs);
    // The first attacker's job had started; the user goes next, before the nine waiting attackers.
    assert.deepEqual(order.slice(0, 2), ['a0', 'user']);
  });

  it('refuses a client more than `perKey` jobs at once, and frees its place when one ends', async () => {
    const queue = new FairQueue({ concurrency: 3, perKey: 2, busy: 'Too many at once', clock: systemClock });
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const first = queue.run('c', () => gate);
    const second = queue.run('c', () => gate);
    await assert.rejects(queue.run('c', async () => {}), /Too many at once/);
    await queue.run('d', async () => {}); // another client is served
    release();
    await Promise.all([first, second]);
    await queue.run('c', async () => {});
  });

  it('passes a job’s failure to its caller and goes on', async () => {
    const queue = new FairQueue({ concurrency: 1, perKey: 2, busy: 'busy', clock: systemClock });
    await assert.rejects(queue.run('c', async () => Promise.reject(new Error('boom'))), /boom/);
    assert.equal(await queue.run('c', async () => 7), 7);
  });
});
