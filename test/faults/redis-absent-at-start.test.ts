import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { eventually } from '../helpers/eventually.ts';
import { seededDemoCopy } from '../helpers/demo-data.ts';
import { type FaultService, setUpTenant, startFaultService } from '../helpers/faults.ts';
import { hasRedisServer, RedisServer } from '../helpers/redis-server.ts';

// The service started as operators start it (`node src/main.ts`) with REDIS_URL naming a Redis that is
// not there yet: it starts, says on /readyz that Redis is not reachable, serves as during an outage, and
// becomes ready by itself once Redis appears, without a restart.

const SKIP = !hasRedisServer() && 'redis-server is not on PATH: the test starts a server of its own';

describe('Redis absent at start', { skip: SKIP }, () => {
  let redis: RedisServer | null = null;
  let service: FaultService | null = null;
  after(async () => {
    await service?.dispose();
    await redis?.stop();
  });

  it('starts, is not ready naming Redis, serves as during an outage, and becomes ready when Redis appears', async () => {
    redis = await RedisServer.reserve();
    service = await startFaultService({ REDIS_URL: redis.url }, await seededDemoCopy('pcas-faults-'));
    const { child } = service;
    for (const url of [service.platform, service.data, service.admin]) {
      const ready = await fetch(`${url}/readyz`);
      assert.equal(ready.status, 503);
      assert.deepEqual(await ready.json(), {
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'Redis is not reachable',
        checks: { database: 'ok', redis: 'unreachable' },
      });
    }

    // The operator and users are served (their limits kept in this process), and so are keys without a plan.
    const tenant = await setUpTenant(service);
    const projects = (key: string) => fetch(`${service!.data}/data/projects?limit=1`, { headers: { 'x-api-key': key } });
    assert.equal((await projects(tenant.freeKey)).status, 200);
    const refused = await projects(tenant.planKey);
    assert.equal(refused.status, 503);
    assert.equal(refused.headers.get('retry-after'), '2');
    assert.match(String(((await refused.json()) as { message: string }).message), /usage plan .* cannot be checked/);

    const connected = child.printed(/Redis is connected \(it was not when the service started\)/);
    await redis.start();
    await eventually(async () => (await fetch(`${service!.data}/readyz`)).status === 200, 'ready once Redis is there', 10_000);
    const served = await projects(tenant.planKey);
    assert.equal(served.status, 200);
    assert.equal(served.headers.get('x-quota-remaining'), String(10_000_000 - 1));
    for (const url of [service.platform, service.admin]) assert.equal((await fetch(`${url}/readyz`)).status, 200);
    await connected;

    assert.match(child.warnings().join('\n'), /Redis is not reachable at start: the service starts without it/);
    assert.ok(!child.exited(), 'no restart: the same process');
    assert.deepEqual(await service.stop(), { code: 0, signal: null });
  });
});
