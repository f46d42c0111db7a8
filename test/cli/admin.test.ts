import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { CLI, operatorCli, operatorCliWith } from '../helpers/operator.ts';
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

  it('sends numbers as written, so that one beyond a double is refused naming its field rather than sent as null', async () => {
    const env = JSON.parse((await cli('environments:create', '--name', 'Numbers')).out).id as number;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pcas-cli-'));
    try {
      const file = path.join(dir, 'projects.json');
      // total_budget is nullable: read and written back, 1e309 would have been imported as null.
      fs.writeFileSync(file, '{"projects": [{"name": "Vast", "project_reference": "V-1", "total_budget": 1e309}]}');
      const refused = await cli('projects:import', '--env', String(env), '--file', file);
      assert.equal(refused.code, 1);
      assert.equal(JSON.parse(refused.out).message, 'projects[0].total_budget: must be a finite number');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    const cases: [string[], string][] = [
      [['environments:join', '--env', String(env), '--community-id', '1e309'], 'community_id: must be a finite number'],
      [['environments:create', '--name', 'Ids', '--community-ids', `1${'0'.repeat(399)}`], 'community_ids[0]: must be a finite number'],
      [['data-keys:create', '--env', String(env), '--name', 'k', '--throttle', '{"rate_limit_per_second":-1e309,"burst_limit":1}'], 'throttle.rate_limit_per_second: must be a finite number'],
    ];
    for (const [args, message] of cases) {
      const res = await cli(...args);
      assert.equal(res.code, 1, res.out);
      assert.equal(JSON.parse(res.out).message, message);
    }
    const bad = await cli('communities:create', '--name', 'C', '--min-group-size', 'five');
    assert.equal(bad.code, 2);
    assert.match(bad.out, /--min-group-size takes a number/);
  });

  it('prints the admin API’s OpenAPI document, which takes the operator token', async () => {
    // Read whole (the helpers keep a process's last 64 KiB; the document is larger).
    const { stdout } = await promisify(execFile)(process.execPath, [CLI, 'openapi', '--url', url, '--token', t.operatorToken], {
      maxBuffer: 16 * 1024 * 1024,
    });
    const parsed = JSON.parse(stdout) as { openapi: string; security: unknown; paths: Record<string, unknown> };
    assert.equal(parsed.openapi, '3.1.0');
    assert.deepEqual(parsed.security, [{ operatorToken: [] }]);
    assert.ok(parsed.paths['/admin/communities']);
    const refused = await operatorCli({ adminUrl: url, operatorToken: 'not-the-operator-token-at-all' }, 'openapi');
    assert.equal(refused.code, 1);
    assert.equal(JSON.parse(refused.out).statusCode, 401);
  });

  it('says how to use it for an unknown command', async () => {
    const res = await cli('nonsense');
    assert.equal(res.code, 2);
    assert.match(res.out, /unknown command "nonsense"/);
    assert.match(res.out, /usage: npm run admin/);
  });

  it('lists every command when asked for none, and exits 0', async () => {
    for (const args of [[], ['help'], ['--help']]) {
      const res = await cli(...args);
      assert.equal(res.code, 0, `${args.join(' ')}: ${res.out}`);
      assert.match(res.out, /usage: npm run admin/);
      assert.match(res.out, /data-keys:revoke/);
    }
  });

  it('prints one member of the answer with --print, for a script to keep', async () => {
    const env = await cli('environments:create', '--name', 'Printed', '--print', 'id');
    assert.equal(env.code, 0, env.out);
    assert.match(env.out.trim(), /^\d+$/);
    const key = await cli('data-keys:create', '--env', env.out.trim(), '--name', 'printed', '--print', 'key');
    assert.equal(key.code, 0, key.out);
    assert.match(key.out.trim(), /^svc_data_[0-9A-Za-z]{43}$/, 'a string member without its quotes');
    const nested = await cli('data-keys:create', '--env', env.out.trim(), '--name', 'nested', '--throttle', '{"rate_limit_per_second":5,"burst_limit":10}', '--print', 'throttle.burst_limit');
    assert.equal(nested.out.trim(), '10');
    const missing = await cli('environments:create', '--name', 'Printed twice', '--print', 'nothing');
    assert.equal(missing.code, 2);
    assert.match(missing.out, /--print nothing: the answer has no member "nothing"/);
  });

  it('finds the listener and the token in the service’s variables: ADMIN_PORT, OPERATOR_TOKEN, else DATA_DIR/operator-token', async () => {
    const port = new URL(url).port;
    const configured = await operatorCliWith({ ADMIN_PORT: port, OPERATOR_TOKEN: t.operatorToken }, 'communities:list');
    assert.equal(configured.code, 0, configured.out);
    assert.ok(Array.isArray(JSON.parse(configured.out)));
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pcas-cli-'));
    try {
      fs.writeFileSync(path.join(dataDir, 'operator-token'), `${t.operatorToken}\n`);
      const generated = await operatorCliWith({ ADMIN_PORT: port, DATA_DIR: dataDir }, 'communities:list');
      assert.equal(generated.code, 0, generated.out);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('names a bad variable as the service does, and exits 2', async () => {
    const port = await operatorCliWith({ ADMIN_PORT: 'three', OPERATOR_TOKEN: t.operatorToken }, 'communities:list');
    assert.equal(port.code, 2);
    assert.match(port.out, /ADMIN_PORT must be a port number/);
    const token = await operatorCliWith({ ADMIN_PORT: new URL(url).port, OPERATOR_TOKEN: 'short' }, 'communities:list');
    assert.equal(token.code, 2);
    assert.match(token.out, /OPERATOR_TOKEN must be at least 24 characters long/);
  });
});
