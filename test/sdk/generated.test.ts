import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import { createAdminClient, createDataClient, createPlatformClient } from '../../sdk/src/index.ts';
import { generateSdkFiles, SDK_GENERATED } from '../../tools/sdk-types.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { openApiOf } from '../helpers/openapi.ts';
import { pglite } from '../helpers/storage.ts';

/**
 * The SDK is what the service documents: its generated files are those the served documents give now,
 * every documented operation is a method, its build (sdk/dist, checked in) is the build of its source,
 * and an integrator's program type-checks against that build.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const SDK = path.join(ROOT, 'sdk');
const TSC = path.join(ROOT, 'node_modules/typescript/bin/tsc');
const run = promisify(execFile);

/** Every file under `dir`, by its path relative to it, and its text. */
function filesOf(dir: string): Record<string, string> {
  return Object.fromEntries(
    (fs.readdirSync(dir, { recursive: true }) as string[])
      .filter((name) => fs.statSync(path.join(dir, name)).isFile())
      .sort()
      .map((name) => [name, fs.readFileSync(path.join(dir, name), 'utf8')]),
  );
}

describe('SDK: generated from the served OpenAPI documents', () => {
  it('checks in the types and operations the running service documents (npm run sdk:types)', async () => {
    const generated = await generateSdkFiles();
    for (const [name, text] of Object.entries(generated)) {
      assert.ok(text === fs.readFileSync(path.join(SDK_GENERATED, name), 'utf8'), `sdk/src/generated/${name} differs from what the service documents: run npm run sdk:types`);
    }
    assert.deepEqual(Object.keys(filesOf(SDK_GENERATED)).sort(), Object.keys(generated).sort());
  });

  describe('every documented operation is a client method', () => {
    const apps: TestApp[] = [];
    after(() => Promise.all(apps.map((t) => t.close())));
    const clients = {
      platform: createPlatformClient({ baseUrl: 'http://127.0.0.1' }),
      data: createDataClient({ baseUrl: 'http://127.0.0.1' }),
      admin: createAdminClient({ baseUrl: 'http://127.0.0.1' }),
    };
    for (const [listener, client] of Object.entries(clients)) {
      it(`${listener}`, async () => {
        const t = await buildTestApp(pglite, listener as keyof typeof clients);
        apps.push(t);
        const doc = (await openApiOf(t.app, listener === 'admin' ? { authorization: `Bearer ${t.operatorToken}` } : {})) as unknown as {
          paths: Record<string, Record<string, { operationId: string; parameters?: { in: string; name: string }[] }>>;
        };
        const documented = Object.values(doc.paths).flatMap((ops) => Object.values(ops));
        assert.deepEqual(Object.keys(client).sort(), documented.map((op) => op.operationId).sort());
        for (const op of documented) {
          const method = (client as Record<string, unknown>)[op.operationId] as { all?: unknown };
          assert.equal(typeof method, 'function', op.operationId);
          const paged = (op.parameters ?? []).some((p) => p.in === 'query' && ['page', 'offset', 'cursor', 'before'].includes(p.name));
          assert.equal(typeof method.all === 'function', paged, `${op.operationId} ${paged ? 'is paged and has' : 'is not paged and has no'} .all()`);
        }
      });
    }
  });

  describe('the build', () => {
    let out: string;
    before(() => {
      out = fs.mkdtempSync(path.join(os.tmpdir(), 'pcas-sdk-build-'));
    });
    after(() => fs.rmSync(out, { recursive: true, force: true }));

    it('sdk/dist is the build of sdk/src (npm run sdk:build)', async () => {
      await run(process.execPath, [TSC, '-p', path.join(SDK, 'tsconfig.json'), '--outDir', out], { cwd: SDK });
      const built = filesOf(out);
      const checkedIn = filesOf(path.join(SDK, 'dist'));
      assert.deepEqual(Object.keys(checkedIn), Object.keys(built));
      for (const [name, text] of Object.entries(built)) assert.ok(text === checkedIn[name], `sdk/dist/${name} is stale: run npm run sdk:build`);
    });

    it('type-checks an integrator program against the built .d.ts with tsc, refusing wrong calls', async () => {
      const project = path.join(import.meta.dirname, 'consumer/tsconfig.json');
      const result = await run(process.execPath, [TSC, '-p', project], { cwd: ROOT }).catch(
        (err: { stdout: string }) => ({ stdout: err.stdout }),
      );
      assert.equal(result.stdout, '', 'the program type-checks, and each @ts-expect-error line is an error');
    });
  });
});
