import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import type { DuckDBConnection } from '@duckdb/node-api';
import { type AdminClient, createAdminClient, createDataClient } from '../../sdk/src/index.ts';
import { settled } from '../helpers/changes.ts';
import { type DataFixture, dataFixture } from '../helpers/data-api.ts';
import { apiRows, assertSameRows, completeFiles, duckdb, literal, query, type Row, runExport, runOf, startExport, TABLES, type TableName } from '../helpers/export.ts';
import { project } from '../helpers/projects.ts';
import { BACKENDS } from '../helpers/storage.ts';

/**
 * `npm run export` stopped part-way: by the key's quota (exit 75, resetsAt said, the pages read whole
 * written and their cursor saved, a later run finishing), and by SIGKILL (the state names only complete
 * files, the unfinished one is a `.partial` that no reader takes, and the next run resumes from the
 * last complete file): in both, the union of the complete files is every row of the API.
 */

const EXTRA_PROJECTS = 200;

interface SavedState {
  streams: Partial<Record<string, { cursor: string; run_id: string }>>;
}

const stateOf = (out: string): SavedState | null => {
  try {
    return JSON.parse(fs.readFileSync(path.join(out, 'export-state.json'), 'utf8')) as SavedState;
  } catch {
    return null;
  }
};

for (const backend of BACKENDS) {
  describe(`npm run export stopped and resumed (${backend.name})`, () => {
    let f: DataFixture;
    let dataUrl: string;
    let admin: AdminClient;
    let conn: DuckDBConnection;
    let expected: Record<TableName, Row[]>;
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pcas-export-resume-'));

    /** Every complete Parquet file of `out`, table by table, as rows. */
    const filesRows = async (out: string, table: TableName) =>
      completeFiles(out, new RegExp(`^${table}-.*\\.parquet$`)).length === 0
        ? []
        : query(conn, `SELECT * EXCLUDE (run_id) FROM read_parquet(${literal(path.join(out, `${table}-*.parquet`))})`);

    before(async () => {
      f = await dataFixture(backend);
      dataUrl = await f.data.listen({ host: '127.0.0.1', port: 0 });
      admin = createAdminClient({ baseUrl: await f.admin.listen({ host: '127.0.0.1', port: 0 }), token: f.t.operatorToken });
      await admin.importProjects({
        path: { envId: String(f.envA) },
        body: { projects: Array.from({ length: EXTRA_PROJECTS }, (_, i) => project(100 + i, { created_date: new Date(Date.UTC(2020, 0, 1) + i * 60_000).toISOString() })) },
      });
      await settled(f.t.ctx.db);
      expected = await apiRows(createDataClient({ baseUrl: dataUrl, apiKey: f.keys.full }));
      conn = await duckdb();
    });
    after(async () => {
      conn?.closeSync();
      await f.close();
      fs.rmSync(tmp, { recursive: true, force: true });
    });

    it('stops with exit 75 on a quota 429, printing resetsAt, its state saved; a later run with a new quota finishes', async () => {
      const out = path.join(tmp, 'quota');
      // 60 requests: the total (1), the first page (1) and its ten projects (30), the second page (1), and
      // the quota runs out among the second page's projects.
      const { id, key } = await admin.createDataKey({ path: { envId: String(f.envA) }, body: { name: 'export quota', quota: { limit: 60, period: 'DAY' } } });
      const args = ['--url', dataUrl, '--out', out, '--page-size', '10', '--file-rows', '10', '--concurrency', '2'];
      const stopped = await runExport(args, key);
      assert.equal(stopped.code, 75, stopped.stderr);
      const tomorrow = new Date();
      tomorrow.setUTCHours(24, 0, 0, 0);
      assert.match(stopped.stderr, new RegExp(`quota is used up until ${tomorrow.toISOString().replaceAll('.', '\\.')} \\(resetsAt\\)`));
      assert.match(stopped.stderr, /cursor saved in .*export-state\.json/);
      assert.match(stopped.stdout, /^projects: 10 records from the beginning .* 3 file\(s\): projects 10,/m, 'the first page written');

      const saved = stateOf(out);
      assert.ok(saved?.streams.projects, 'the projects cursor is saved');
      assert.equal(saved.streams.reports, undefined, 'no stream after the stop was read');
      const first = await filesRows(out, 'projects');
      assert.equal(first.length, 10);

      await admin.updateDataKey({ path: { id }, body: { quota: { limit: 100_000, period: 'DAY' } } });
      const resumed = await runExport(args, key);
      assert.equal(resumed.code, 0, resumed.stderr);
      assert.match(resumed.stdout, new RegExp(`^projects: ${expected.projects.length - 10} records changed since the last run`, 'm'), 'resumed after the first page');
      for (const table of TABLES) assertSameRows(table, await filesRows(out, table), expected[table]);
    });

    it('loses nothing when killed with SIGKILL mid-run: the next run resumes from the last complete file', async () => {
      const out = path.join(tmp, 'killed');
      const args = ['--url', dataUrl, '--out', out, '--page-size', '10', '--file-rows', '20', '--concurrency', '1'];
      const child = startExport(args, f.keys.full);
      // Killed once a file is complete (its cursor saved) and the next one is being written.
      const deadline = Date.now() + 60_000;
      while (!(stateOf(out)?.streams.projects && fs.existsSync(out) && fs.readdirSync(out).some((name) => name.endsWith('.parquet.partial')))) {
        assert.ok(!child.exited(), `the export ended before it could be killed:\n${child.output()}`);
        assert.ok(Date.now() < deadline, 'a complete file and an unfinished one within 60 s');
        await sleep(5);
      }
      process.kill(child.pid, 'SIGKILL');
      assert.equal((await child.ended()).signal, 'SIGKILL');

      const killedRun = stateOf(out)!.streams.projects!.run_id;
      const partials = fs.readdirSync(out).filter((name) => name.endsWith('.partial'));
      assert.ok(partials.length > 0, 'the unfinished file is left as .partial');
      const complete = completeFiles(out, /\.parquet$/);
      assert.ok(complete.length > 0 && complete.every((name) => runOf(name) === killedRun));
      const before = (await filesRows(out, 'projects')).length;
      assert.ok(before > 0 && before < expected.projects.length, `${before} projects in complete files when killed`);

      const resumed = await runExport(args, f.keys.full);
      assert.equal(resumed.code, 0, resumed.stderr);
      assert.match(resumed.stdout, new RegExp(`removed ${partials.length} unfinished file\\(s\\) of an earlier run`));
      const read = Number(/^projects: (\d+) records changed since the last run/m.exec(resumed.stdout)?.[1]);
      assert.ok(read <= expected.projects.length - before + 20, `the second run read ${read} projects: from the last complete file on`);
      assert.deepEqual(
        fs.readdirSync(out).filter((name) => name.endsWith('.partial')),
        [],
        'no .partial file left',
      );
      // An item may come twice only from the one file being written when the run was killed.
      for (const table of TABLES) assertSameRows(table, await filesRows(out, table), expected[table], { duplicatesAllowed: 20 });
    });
  });
}
