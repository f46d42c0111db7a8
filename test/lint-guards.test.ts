import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { ESLint } from 'eslint';

// The guards of eslint.config.js that keep the layering of docs/development.md (SQL only in db/, the
// environment only in config.ts, no import up to the wiring, and beside them the one clock) catch what
// they are for, and leave alone what only looks like it: prose that begins with "Select", a regular
// expression's exec.

const ROOT = path.resolve(import.meta.dirname, '..');

describe('lint guards of the layering (eslint.config.js)', () => {
  let eslint: ESLint;
  before(() => {
    eslint = new ESLint({ cwd: ROOT });
  });

  /** The messages of the guards for `code` written at `file`, as `line: rule`. */
  async function findings(file: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
    const guards = ['no-restricted-syntax', 'no-restricted-properties', 'no-restricted-imports', '@typescript-eslint/no-restricted-imports'];
    return result!.messages.filter((m) => guards.includes(m.ruleId ?? '')).map((m) => `${m.line}: ${m.ruleId}`);
  }

  it('refuses SQL outside db/: text given to query or exec, and strings or templates that begin as statements', async () => {
    const code = [
      "declare const db: { query(s: string): Promise<unknown>; exec(s: string): Promise<unknown> };",
      "export const a = db.query('set local statement_timeout = 0');",
      'export const b = db.exec(`listen changes`);',
      "export const c = 'select cursor_secret from installation';",
      'export const d = `update projects set name = ${String(1)}`;',
      "export const e = 'DELETE FROM projects';",
      'export const f = `\n  with recent as (select 1) select * from recent`;',
      "export const g = 'Select the project to update';",
      "export const h = 'With modified_since or cursor';",
      "export const i = /a(b)/.exec('abc');",
    ].join('\n');
    const lines = [2, 3, 4, 5, 6, 7].map((line) => `${line}: no-restricted-syntax`);
    assert.deepEqual(await findings('src/services/probe.ts', code), lines);
    assert.deepEqual(await findings('src/main.ts', code), lines, 'the wiring too');
    assert.deepEqual(await findings('src/db/repositories/probe.ts', code), [], 'db/ holds the SQL');
  });

  it('refuses process.env outside src/config.ts, however it is reached', async () => {
    const code = [
      "import { env } from 'node:process';",
      'export const a = process.env.PORT;',
      "export const b = process['env'].PORT;",
      'const { env: c } = process;',
      'export { c, env };',
    ].join('\n');
    const lines = ['1: no-restricted-imports', '2: no-restricted-properties', '3: no-restricted-properties', '4: no-restricted-properties'];
    assert.deepEqual(await findings('src/external/probe.ts', code), lines);
    assert.deepEqual(await findings('src/cli/probe.ts', code), lines, 'the CLI too');
    assert.deepEqual(await findings('src/config.ts', code), []);
    assert.deepEqual(await findings('test/probe.test.ts', code), [], 'tests are harnesses configured by variables');
  });

  it('refuses an import from any layer up to the wiring or the CLI, static or dynamic', async () => {
    const code = [
      "import type { RunningService } from '../server.ts';",
      "export const a = import('../main.ts');",
      "export const b = import('../cli/admin.ts');",
      'export type { RunningService };',
    ].join('\n');
    const lines = ['1: @typescript-eslint/no-restricted-imports', '2: no-restricted-syntax', '3: no-restricted-syntax'];
    for (const layer of ['admin', 'platform', 'http', 'services', 'state', 'external', 'demo']) {
      assert.deepEqual(await findings(`src/${layer}/probe.ts`, code), lines, layer);
    }
    assert.deepEqual(await findings('src/db/probe.ts', code), lines, 'db');
    assert.deepEqual(await findings('src/domain/probe.ts', code), lines, 'domain');
    assert.deepEqual(await findings('src/banner.ts', "import type { RunningService } from './server.ts';\nexport type { RunningService };"), []);
  });

  it('keeps the clock guard beside them, in every file it held for (no-restricted-syntax takes one list per file)', async () => {
    const code = 'export const a = new Date();\nexport const b = Date.now();';
    const lines = ['1: no-restricted-syntax', '2: no-restricted-syntax'];
    for (const file of ['src/services/probe.ts', 'src/db/probe.ts', 'src/main.ts', 'src/cli/probe.ts', 'src/http/probe.ts']) {
      assert.deepEqual(await findings(file, code), lines, file);
    }
    for (const file of ['src/domain/clock.ts', 'src/context.ts']) assert.deepEqual(await findings(file, code), [], file);
  });
});
