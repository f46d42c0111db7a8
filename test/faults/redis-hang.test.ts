import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { COMMAND_TIMEOUT_MS } from '../../src/external/redis.ts';
import { redisHang } from '../helpers/fault-scenarios.ts';
import { seededDemoCopy } from '../helpers/demo-data.ts';
import { type FaultService, setUpTenant, startFaultService, type Tenant } from '../helpers/faults.ts';
import { median } from '../helpers/paced-load.ts';
import { hasRedisServer, RedisServer } from '../helpers/redis-server.ts';

// A Redis that hangs: the test's own server is stopped with SIGSTOP (its connections stay open and
// nothing is answered) for 3 s while 20 requests a second arrive at the service, started as operators
// start it, then let go with SIGCONT (bench:faults sends 50 a second: the load a test adds to a machine
// busy with the other shards is kept small, as a load that outruns the machine measures only the queue). The service's promise (docs/operators.md: every answer within 1 s, the median
// under 100 ms while Redis hangs, normal again within 2 s of SIGCONT) is held against its figures by
// `npm run bench:faults`, on a machine of its own: 500 ms of it is the command timeout that opens the
// breaker, and a machine busy with the other tests' shards can spend the rest. Here the test asserts what
// the breaker does, in terms such a machine keeps: keys with a plan are refused with Retry-After and
// nothing else is, a request during the hang takes about what one before it took (refused at once, not
// after a command's 500 ms), no answer hangs, and every answer is normal again before the load ends, 8 s
// after SIGCONT, without a restart: a loaded machine can stretch the breaker's tries (one a second, each
// given 500 ms) well beyond the 2 s a quiet one keeps.

const SKIP = !hasRedisServer() && 'redis-server is not on PATH: the Redis hang test starts and stops a server of its own';

describe('Redis hangs (SIGSTOP) under load', { skip: SKIP }, () => {
  let redis: RedisServer;
  let service: FaultService;
  let tenant: Tenant;

  before(async () => {
    redis = await RedisServer.start();
    service = await startFaultService({ REDIS_URL: redis.url }, await seededDemoCopy('pcas-faults-'));
    tenant = await setUpTenant(service);
  });
  after(async () => {
    await service?.dispose();
    await redis?.stop();
  });

  it('refuses keys with a plan at once once the hang is seen, serves everything else, and heals by itself after SIGCONT', async (t) => {
    const back = service.child.printed(/Redis answers again/);
    const run = await redisHang(service, tenant, redis, { rate: 20, before: 10, during: 60, after: 160 });
    t.diagnostic(
      `during the hang: ${run.during.length} answers, median ${run.medianMs.toFixed(1)} ms, slowest ${run.slowestMs.toFixed(0)} ms; ` +
        `normal again ${run.recoveryMs?.toFixed(0)} ms after SIGCONT`,
    );

    for (const a of run.answers) {
      if (a.kind === 'plan') {
        assert.ok(a.status === 200 || a.status === 503, `a plan key answered ${a.status} ${a.error ?? ''}`);
        if (a.status === 503) assert.equal(a.retryAfter, '2', 'the outage answer: 503 with Retry-After');
      } else {
        assert.equal(a.status, 200, `${a.kind} #${a.i} answered ${a.status} ${a.error ?? ''}: it needs no Redis`);
      }
    }
    const refused = run.during.filter((a) => a.kind === 'plan' && a.status === 503).length;
    assert.ok(refused > run.during.filter((a) => a.kind === 'plan').length / 2, 'keys with a plan are refused while Redis hangs');
    const usualMs = median(run.answers.filter((a) => a.sentAt < run.began).map((a) => a.ms));
    assert.ok(
      run.medianMs < usualMs + COMMAND_TIMEOUT_MS / 2,
      `the median answer during the hang took ${run.medianMs.toFixed(1)} ms, before it ${usualMs.toFixed(1)} ms: requests wait for Redis`,
    );
    const slow = run.answers.filter((a) => a.ms > 5000).map((a) => `${a.kind} #${a.i} sent at +${(a.sentAt - run.began).toFixed(0)} ms: ${a.ms.toFixed(0)} ms`);
    assert.deepEqual(slow, [], 'no answer hangs');
    assert.ok(run.recoveryMs !== null, 'every answer normal again after SIGCONT, before the load ends');

    assert.equal((await fetch(`${service.data}/readyz`)).status, 200);
    await back;
    const warnings = service.child.warnings().join('\n');
    const count = (part: string) => warnings.split(part).length - 1;
    assert.equal(count('Redis does not answer'), 1, 'the hang is logged once');
    assert.equal(count('Redis is not reachable: Data API keys with a usage plan'), 1, 'and what clients see, once');
    assert.equal(count('request failed'), 0, 'no error logged per request');
  });
});
