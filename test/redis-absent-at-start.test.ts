import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { issueKey } from '../src/domain/credentials.ts';
import { TEST_ENV } from './helpers/app.ts';
import { eventually } from './helpers/eventually.ts';
import { callOperator } from './helpers/operator.ts';
import { freePort, MAIN, type NodeChild, startNode, waitUntilReady } from './helpers/processes.ts';
import { hasRedisServer, RedisServer } from './helpers/redis-server.ts';

// The service started as operators start it (`node src/main.ts`) with REDIS_URL naming a Redis that is
// not there yet: it starts, says on /readyz that Redis is not reachable, serves as during an outage, and
// becomes ready by itself once Redis appears, without a restart.

const SKIP = !hasRedisServer() && 'redis-server is not on PATH: the test starts a server of its own';

describe('Redis absent at start', { skip: SKIP }, () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pcas-redis-absent-'));
  let redis: RedisServer | null = null;
  let child: NodeChild | null = null;
  after(async () => {
    await child?.stop();
    await redis?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts, is not ready naming Redis, serves as during an outage, and becomes ready when Redis appears', async () => {
    redis = await RedisServer.reserve();
    const [dataPort, adminPort] = [await freePort(), await freePort()];
    const operatorToken = issueKey('operator').key;
    child = startNode('service without Redis', [MAIN], {
      ...TEST_ENV,
      SERVICE: 'data,admin',
      HOST: '127.0.0.1',
      DATA_PORT: String(dataPort),
      ADMIN_PORT: String(adminPort),
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      OPERATOR_TOKEN: operatorToken,
      REDIS_URL: redis.url,
      LOG_LEVEL: 'info',
    });
    const data = `http://127.0.0.1:${dataPort}`;
    const service = { adminUrl: `http://127.0.0.1:${adminPort}`, operatorToken };
    // Alive, though not ready: /healthz answers.
    await waitUntilReady(`${data}/healthz`, child);
    assert.ok(!child.exited(), child.output());

    for (const url of [data, service.adminUrl]) {
      const ready = await fetch(`${url}/readyz`);
      assert.equal(ready.status, 503);
      assert.deepEqual(await ready.json(), {
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'Redis is not reachable',
        checks: { database: 'ok', redis: 'unreachable' },
      });
    }

    // The operator is served (its limits kept in this process), and so are keys without a plan.
    const env = await callOperator<{ id: number }>(service, 'POST', '/admin/environments', { name: 'No Redis yet' });
    const free = await callOperator<{ key: string }>(service, 'POST', `/admin/environments/${env.id}/data-keys`, { name: 'free' });
    const billed = await callOperator<{ key: string }>(service, 'POST', `/admin/environments/${env.id}/data-keys`, {
      name: 'billed',
      quota: { limit: 1000, period: 'MONTH' },
    });
    const projects = (key: string) => fetch(`${data}/data/projects?limit=1`, { headers: { 'x-api-key': key } });
    assert.equal((await projects(free.key)).status, 200);
    const refused = await projects(billed.key);
    assert.equal(refused.status, 503);
    assert.equal(refused.headers.get('retry-after'), '2');
    assert.match(String(((await refused.json()) as { message: string }).message), /usage plan .* cannot be checked/);

    await redis.start();
    await eventually(async () => (await fetch(`${data}/readyz`)).status === 200, 'ready once Redis is there', 10_000);
    const served = await projects(billed.key);
    assert.equal(served.status, 200);
    assert.equal(served.headers.get('x-quota-remaining'), '999');
    assert.equal((await fetch(`${service.adminUrl}/readyz`)).status, 200);

    const output = child.output();
    assert.match(output, /Redis is not reachable at start: the service starts without it/);
    assert.match(output, /Redis is connected \(it was not when the service started\)/);
    assert.ok(!child.exited(), 'no restart: the same process');
    const exit = await child.stop();
    assert.deepEqual(exit, { code: 0, signal: null });
  });
});
