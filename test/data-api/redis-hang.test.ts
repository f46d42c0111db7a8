import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { buildListener, type Listener } from '../../src/http/listener.ts';
import { platformListener } from '../../src/platform/index.ts';
import { createDataKey } from '../../src/services/data-keys.ts';
import { json } from '../helpers/app.ts';
import { type DataFixture, dataFixture, get } from '../helpers/data-api.ts';
import { eventually } from '../helpers/eventually.ts';
import { asOperator } from '../helpers/operator.ts';
import { median, PacedLoad, recoveredAfter, sentBetween, slowest } from '../helpers/paced-load.ts';
import { as, environmentWithUsers, type SignedIn } from '../helpers/platform.ts';
import { hasRedisServer, RedisServer } from '../helpers/redis-server.ts';
import { pglite } from '../helpers/storage.ts';

// A Redis that hangs: the test's own server is stopped with SIGSTOP (connections stay open, nothing is
// answered) under 50 requests a second, then let go with SIGCONT. The bounds asserted are the ones the
// service promises (docs/operators.md): every answer within 1 s, the median under 100 ms while Redis
// hangs, and everything back to normal within 2 s of SIGCONT. They are wide enough for a busy machine:
// a request served from memory takes a few milliseconds, one that waits for Redis half a second.

const SKIP = !hasRedisServer() && 'redis-server is not on PATH: the Redis hang test starts and stops a server of its own';

const RATE = 50;
/** Requests sent while Redis hangs (3 s at RATE), and after it is let go. */
const DURING = 150;
const AFTER = 150;

const occurrences = (text: string, part: string) => text.split(part).length - 1;
const answerOf = (res: LightMyRequestResponse) => ({ status: res.statusCode, retryAfter: (res.headers['retry-after'] as string | undefined) ?? null });

describe('Redis hangs (SIGSTOP) under load', { skip: SKIP }, () => {
  let server: RedisServer;
  let f: DataFixture;
  let platform: Listener;
  let admin: SignedIn;
  let planKey = '';

  before(async () => {
    server = await RedisServer.start();
    f = await dataFixture(pglite, { redisUrl: server.url });
    platform = await buildListener(platformListener, f.t.ctx);
    await platform.ready();
    admin = (await environmentWithUsers(f.t, 'Hang')).users.ADMIN;
    planKey = (
      await createDataKey(f.t.ctx.db, f.envA, {
        name: 'billed',
        quota: { limit: 100_000, period: 'MONTH' },
        throttle: { rate_limit_per_second: 1000, burst_limit: 1000 },
      })
    ).key;
  });
  after(async () => {
    await platform?.close();
    await f?.close();
    await server?.stop();
  });

  /** One request of the mix: Data API with a plan (twice as often), Platform, Data API without a plan, operator. */
  const send = (i: number) => {
    switch (i % 5) {
      case 0:
      case 1:
        return { kind: 'plan', answer: get(f.data, '/data/projects?limit=1', planKey).then(answerOf) };
      case 2:
        return { kind: 'platform', answer: as({ ...f.t, app: platform }, admin).get('/projects?perPage=1').then(answerOf) };
      case 3:
        return { kind: 'no plan', answer: get(f.data, '/data/projects?limit=1', f.keys.full).then(answerOf) };
      default:
        return { kind: 'operator', answer: asOperator(f.t, f.admin).get('/admin/environments').then(answerOf) };
    }
  };

  it('answers every request within 1 s, fails over at once once the hang is seen, and heals within 2 s of SIGCONT', async (t) => {
    for (let i = 0; i < 5; i++) assert.equal((await send(i).answer).status, 200, `warm-up ${i}`);

    const load = new PacedLoad(RATE, send);
    const pausedAt = performance.now();
    server.pause();
    await eventually(() => load.sentCount >= DURING, 'requests sent while Redis hangs', 30_000);

    // Meanwhile: readiness names Redis, and a key change (announced through Redis) does not wait for it.
    const ready = await f.data.inject({ method: 'GET', url: '/readyz' });
    assert.equal(ready.statusCode, 503);
    assert.equal(json(ready).message, 'Redis is not reachable');
    const started = performance.now();
    const throwaway = await createDataKey(f.t.ctx.db, f.envA, { name: 'changed during the hang' });
    const change = await asOperator(f.t, f.admin).post(`/admin/data-keys/${throwaway.id}/deactivate`);
    assert.equal(change.statusCode, 200, change.body);
    assert.ok(performance.now() - started < 1000, `the key change took ${(performance.now() - started).toFixed(0)} ms`);

    const resumedAt = performance.now();
    server.resume();
    await eventually(() => load.sentCount >= DURING + AFTER, 'requests sent after Redis is let go', 30_000);
    const answers = await load.stop();

    const during = sentBetween(answers, pausedAt, resumedAt);
    const times = during.map((a) => a.ms);
    for (const a of during) {
      if (a.kind === 'plan') {
        assert.ok(a.status === 503 || a.status === 200, `a plan key answered ${a.status}`);
        if (a.status === 503) assert.equal(a.retryAfter, '2');
      } else {
        assert.equal(a.status, 200, `${a.kind} answered ${a.status} while Redis hangs`);
      }
    }
    assert.ok(during.filter((a) => a.kind === 'plan' && a.status === 503).length > during.length / 4, 'keys with a plan are refused');
    const slow = during.filter((a) => a.ms > 300).map((a) => `${a.kind} sent at +${(a.sentAt - pausedAt).toFixed(0)} ms: ${a.ms.toFixed(0)} ms, ${a.status}`);
    assert.ok(slowest(times) < 1000, `the slowest answer during the hang took ${slowest(times).toFixed(0)} ms:\n${slow.join('\n')}`);
    assert.ok(median(times) < 100, `the median answer during the hang took ${median(times).toFixed(1)} ms`);

    const recovery = recoveredAfter(answers, resumedAt, (a) => a.status === 200);
    t.diagnostic(
      `during the hang: ${during.length} answers, median ${median(times).toFixed(1)} ms, slowest ${slowest(times).toFixed(0)} ms; ` +
        `normal again ${recovery?.toFixed(0)} ms after SIGCONT`,
    );
    assert.ok(recovery !== null && recovery < 2000, `back to normal ${recovery?.toFixed(0)} ms after SIGCONT`);
    // The Platform's rate limit lives in Redis again (not in the fallback of this instance).
    const bucket = await f.t.ctx.redis!.run((client) => client.keys('*:{pl:*}:tb'));
    assert.ok(bucket.length > 0, 'a Platform throttle bucket in Redis');
    assert.equal((await f.data.inject({ method: 'GET', url: '/readyz' })).statusCode, 200);

    const logs = f.t.logs.text;
    assert.equal(occurrences(logs, 'Redis does not answer'), 1, 'the hang is logged once');
    assert.equal(occurrences(logs, 'Redis answers again'), 1, 'and its end once');
    assert.equal(occurrences(logs, 'Redis is not reachable: Data API keys with a usage plan'), 1);
    assert.equal(occurrences(logs, 'request failed'), 0, 'no error logged per refused request');
  });
});
