import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { DuckDBConnection } from '@duckdb/node-api';
import { createAdminClient, createDataClient, type DataClient } from '../../sdk/src/index.ts';
import { changesHeard, settled } from '../helpers/changes.ts';
import { type DataFixture, dataFixture } from '../helpers/data-api.ts';
import {
  apiRows,
  assertSameRows,
  completeFiles,
  describe as describeQuery,
  documentedColumns,
  duckdb,
  literal,
  query,
  type Row,
  runExport,
  runOf,
  TABLES,
  type TableName,
} from '../helpers/export.ts';
import { openApiOf } from '../helpers/openapi.ts';
import { project } from '../helpers/projects.ts';
import { BACKENDS } from '../helpers/storage.ts';

/**
 * `npm run export` against the Data API on a real port: Parquet and CSV read back with DuckDB equal the
 * API row for row with the types the API documents, NDJSON keeps records whole, a second run writes only
 * what changed and `--full` everything, and a bad option is named.
 */

/** More projects than one page or one file holds. */
const EXTRA_PROJECTS = 90;

for (const backend of BACKENDS) {
  describe(`npm run export (${backend.name})`, () => {
    let f: DataFixture;
    let dataUrl: string;
    let data: DataClient;
    let conn: DuckDBConnection;
    let expected: Record<TableName, Row[]>;
    let columns: ReturnType<typeof documentedColumns>;
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pcas-export-'));
    const outDir = (name: string) => path.join(tmp, name);
    const exportTo = (out: string, ...args: string[]) => runExport(['--url', dataUrl, '--out', out, ...args], f.keys.full);

    before(async () => {
      f = await dataFixture(backend);
      dataUrl = await f.data.listen({ host: '127.0.0.1', port: 0 });
      const adminUrl = await f.admin.listen({ host: '127.0.0.1', port: 0 });
      const admin = createAdminClient({ baseUrl: adminUrl, token: f.t.operatorToken });
      await admin.importProjects({
        path: { envId: String(f.envA) },
        body: { projects: Array.from({ length: EXTRA_PROJECTS }, (_, i) => project(100 + i, { created_date: new Date(Date.UTC(2020, 0, 1) + i * 60_000).toISOString() })) },
      });
      await settled(f.t.ctx.db);
      data = createDataClient({ baseUrl: dataUrl, apiKey: f.keys.full });
      expected = await apiRows(data);
      columns = documentedColumns(await openApiOf(f.data));
      conn = await duckdb();
    });
    after(async () => {
      conn?.closeSync();
      await f.close();
      fs.rmSync(tmp, { recursive: true, force: true });
    });

    it('writes Parquet that DuckDB reads back equal to the API, row for row, with the types the API documents', async () => {
      const out = outDir('parquet');
      const run = await exportTo(out, '--format', 'parquet', '--page-size', '25', '--file-rows', '50');
      assert.equal(run.code, 0, run.stderr);
      assert.equal(expected.projects.length, 10 + EXTRA_PROJECTS);
      assert.ok(expected.appraisal_lines.length > 0 && expected.risk_assessments.length > 0);
      assert.ok(expected.reports.length > 0 && expected.benchmarks.length > 0);
      // Piped: one line per stream.
      for (const stream of ['projects', 'reports', 'benchmarks']) assert.match(run.stdout, new RegExp(`^${stream}: \\d+ records from the beginning`, 'm'));

      const files = completeFiles(out, /\.parquet$/);
      assert.equal(files.filter((name) => name.startsWith('projects-')).length, 2, `${expected.projects.length} projects at 50 a file: ${files.join(', ')}`);
      assert.equal(new Set(files.map(runOf)).size, 1, 'one run');
      for (const table of TABLES) {
        const source = `read_parquet(${literal(path.join(out, `${table}-*.parquet`))}, filename = true)`;
        assert.deepEqual(await describeQuery(conn, `SELECT * EXCLUDE (filename) FROM ${source}`), columns[table], `${table}: columns and types`);
        const rows = await query(conn, `SELECT * FROM ${source}`);
        for (const row of rows) assert.equal(row.run_id, runOf(String(row.filename)), `${table}: run_id names the file's run`);
        assertSameRows(table, rows, expected[table]);
      }
      const state = JSON.parse(fs.readFileSync(path.join(out, 'export-state.json'), 'utf8')) as { url: string; streams: Record<string, { cursor: string }> };
      assert.equal(state.url, dataUrl);
      assert.deepEqual(Object.keys(state.streams).sort(), ['benchmarks', 'projects', 'reports']);
      assert.deepEqual(fs.readdirSync(out).filter((name) => name.endsWith('.partial') || name.startsWith('.export')), [], 'no partial file or lock left');
    });

    it('writes CSV that DuckDB’s read_csv opens with the right types, inferred, and the API’s values', async () => {
      const out = outDir('csv');
      const run = await exportTo(out, '--format', 'csv');
      assert.equal(run.code, 0, run.stderr);
      for (const table of TABLES) {
        // A risk score is text ('4', 'High'): digits alone would be read as a number (docs/integrations.md).
        const types = table === 'risk_assessments' ? ", types = {'score': 'VARCHAR'}" : '';
        const source = `read_csv(${literal(path.join(out, `${table}-*.csv`))}${types})`;
        const inferred = new Map(await describeQuery(conn, `SELECT * FROM ${source}`));
        const rows = await query(conn, `SELECT * FROM ${source}`);
        assert.deepEqual([...inferred.keys()], columns[table].map(([name]) => name), `${table}: the header`);
        for (const [name, type] of columns[table]) {
          // A column empty in every row has no values to infer a type from.
          if (expected[table].every((row) => row[name] === null) && name !== 'run_id') {
            assert.equal(inferred.get(name), 'VARCHAR', `${table}.${name}: empty`);
            continue;
          }
          // CSV has no 32-bit integers: DuckDB reads whole numbers as BIGINT.
          assert.equal(inferred.get(name), type === 'INTEGER' ? 'BIGINT' : type, `${table}.${name}`);
        }
        assertSameRows(table, rows, expected[table]);
      }
      const benchmarks = fs.readFileSync(path.join(out, completeFiles(out, /^benchmarks-.*\.csv$/)[0]!), 'utf8');
      assert.match(benchmarks, /,2100\.0,/, 'a whole number in a DOUBLE column keeps its decimal point');
    });

    it('writes NDJSON records whole: each project with its appraisal lines and risk assessment sets as the API gives them', async () => {
      const out = outDir('ndjson');
      const run = await exportTo(out, '--format', 'ndjson', '--page-size', '200');
      assert.equal(run.code, 0, run.stderr);
      const read = (stream: string) =>
        completeFiles(out, new RegExp(`^${stream}-.*\\.ndjson$`)).flatMap((name) =>
          fs.readFileSync(path.join(out, name), 'utf8').trimEnd().split('\n').map((line) => JSON.parse(line) as Row & { id: string }),
        );
      const projects = read('projects');
      assert.equal(projects.length, expected.projects.length);
      const rich = projects.find((p) => p.id === f.richProject)!;
      const id = { path: { id: f.richProject } };
      assert.deepEqual(rich, {
        ...(await data.getProject(id)),
        appraisal_lines: await data.listProjectAppraisals(id),
        risk_assessments: await data.listProjectRiskAssessments(id),
      });
      const reports = [];
      for await (const r of data.listReports.all({ query: { limit: 200 } })) reports.push(r);
      assert.deepEqual(read('reports').sort((a, b) => a.id.localeCompare(b.id)), reports.sort((a, b) => a.id.localeCompare(b.id)));
    });

    it('writes only what changed on the next run, and everything again with --full', async () => {
      const out = outDir('incremental');
      const first = await exportTo(out, '--page-size', '100');
      assert.equal(first.code, 0, first.stderr);
      const runs = () => [...new Set(completeFiles(out, /\.parquet$/).map(runOf))];
      const [run1] = runs();

      // A project without appraisal lines, risk assessments, reports or snapshots: only its own row changes.
      const plain = expected.projects.find((p) => p.name === 'Project 105')!;
      await f.t.ctx.db.query(`update projects set name = 'Project 105, renamed', total_cost = 12.5 where id = $1`, [plain.id]);
      await changesHeard(f.t.ctx.db, f.t.ctx.cache);
      await settled(f.t.ctx.db);
      const second = await exportTo(out, '--page-size', '100');
      assert.equal(second.code, 0, second.stderr);
      assert.match(second.stdout, /^projects: 1 records changed since the last run/m);
      assert.match(second.stdout, /^reports: 0 records changed since the last run .* 0 file\(s\)/m);
      const run2 = runs().find((r) => r !== run1)!;
      assert.deepEqual(completeFiles(out, new RegExp(run2)), [`projects-${run2}-0001.parquet`], 'the second run wrote one file');
      const changed = await query(conn, `SELECT id, name, total_cost FROM read_parquet(${literal(path.join(out, `projects-${run2}-0001.parquet`))})`);
      assert.deepEqual(changed, [{ id: plain.id, name: 'Project 105, renamed', total_cost: '12.5' }]);

      const third = await exportTo(out, '--full', '--page-size', '100');
      assert.equal(third.code, 0, third.stderr);
      assert.match(third.stdout, /^projects: \d+ records from the beginning/m);
      const run3 = runs().find((r) => r !== run1 && r !== run2)!;
      const all = await query(conn, `SELECT id FROM read_parquet(${literal(path.join(out, `projects-${run3}-*.parquet`))})`);
      assert.equal(all.length, expected.projects.length, '--full writes every project again');
      const latest = await query(
        conn,
        `SELECT name FROM read_parquet(${literal(path.join(out, 'projects-*.parquet'))}) WHERE id = ${plain.id} ORDER BY run_id DESC LIMIT 1`,
      );
      assert.deepEqual(latest, [{ name: 'Project 105, renamed' }]);
      const fourth = await exportTo(out, '--streams', 'projects');
      assert.equal(fourth.code, 0, fourth.stderr);
      assert.match(fourth.stdout, /^projects: 0 records changed since the last run/m, 'the --full run saved its cursor');
    });

    it('names a bad option and exits 2; a refused key exits 1 with the API’s answer', async () => {
      const out = outDir('options');
      const cases: [string[], RegExp][] = [
        [['--format', 'xlsx'], /--format: must be ndjson, csv, parquet, got "xlsx"/],
        [['--page-size', '500'], /--page-size: must be a whole number from 1 to 200, got "500"/],
        [['--concurrency', 'many'], /--concurrency: must be a whole number/],
        [['--streams', 'projects,invoices'], /--streams: unknown stream "invoices"/],
        [['--colour'], /Unknown option '--colour'/],
      ];
      const runs = await Promise.all(cases.map(([args]) => exportTo(out, ...args)));
      for (const [i, [args, message]] of cases.entries()) {
        assert.equal(runs[i]!.code, 2, args.join(' '));
        assert.match(runs[i]!.stderr, message);
        assert.match(runs[i]!.stderr, /Usage: npm run export/);
      }
      const noKey = await runExport(['--url', dataUrl, '--out', out], null);
      assert.equal(noKey.code, 2);
      assert.match(noKey.stderr, /--key: missing/);
      const noUrl = await runExport(['--url', 'ftp://example.invalid', '--out', out], f.keys.full);
      assert.equal(noUrl.code, 2);
      assert.match(noUrl.stderr, /--url: "ftp:\/\/example.invalid" is not an http or https URL/);
      const refused = await runExport(['--url', dataUrl, '--out', out], f.keys.revoked);
      assert.equal(refused.code, 1);
      assert.match(refused.stderr, /projects: 401 This API key has been revoked/);
      assert.deepEqual(completeFiles(out, /\.(parquet|csv|ndjson)$/), [], 'nothing written');
    });
  });
}
