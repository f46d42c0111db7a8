import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { operatorCli } from '../helpers/operator.ts';
import { pglite } from '../helpers/storage.ts';


describe('admin CLI (npm run admin)', () => {
  let t: TestApp;
  let url: string;
  before(async () => {
    t = await buildTestApp(pglite);
    url = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  after(() => t.close());

  const cli = (...args: string[]) => operatorCli({ adminUrl: url, operatorToken: t.operatorToken }, ...args);

  it('drives the operator API: environment, Data API key with a plan, revoke, usage', async () => {
    const env = await cli('environments:create', '--name', 'From the CLI');
    assert.equal(env.code, 0, env.out);
    const envId = JSON.parse(env.out).id as number;
    const key = await cli(
      'data-keys:create',
      '--env',
      String(envId),
      '--name',
      'cli key',
      '--scopes',
      'data:projects,data:community',
      '--throttle',
      '{"rate_limit_per_second":5,"burst_limit":10}',
    );
    assert.equal(key.code, 0, key.out);
    const created = JSON.parse(key.out);
    assert.deepEqual(created.scopes, ['data:projects', 'data:community']);
    assert.deepEqual(created.throttle, { rate_limit_per_second: 5, burst_limit: 10 });
    const revoked = await cli('data-keys:revoke', '--key', created.id);
    assert.deepEqual(JSON.parse(revoked.out), { id: created.id, state: 'revoked' });
    const again = await cli('data-keys:reactivate', '--key', created.id);
    assert.equal(again.code, 1);
    assert.equal(JSON.parse(again.out).statusCode, 409);
    const usage = await cli('data-keys:usage', '--key', created.id);
    assert.deepEqual(JSON.parse(usage.out), { id: created.id, total: 0, days: [] });
  });

  it('says how to use it for an unknown command', async () => {
    const res = await cli('nonsense');
    assert.equal(res.code, 2);
    assert.match(res.out, /usage: npm run admin/);
  });
});
