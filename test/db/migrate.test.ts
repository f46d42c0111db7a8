import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { listMigrations, migrate } from '../../src/db/migrate.ts';
import { BACKENDS } from '../helpers/storage.ts';

for (const backend of BACKENDS) {
  describe(`migrations (${backend.name})`, () => {
    let handle: Awaited<ReturnType<(typeof backend)['open']>>;
    before(async () => {
      handle = await backend.open();
    });
    after(() => handle.dispose());

    it('run up from empty, then a second run applies nothing', async () => {
      const all = listMigrations().map((m) => m.version);
      assert.deepEqual(await migrate(handle.db), all);
      assert.deepEqual(await migrate(handle.db), []);
      const tables = await handle.db.query<{ table_name: string }>(
        `select table_name from information_schema.tables where table_schema = current_schema() order by 1`,
      );
      const names = tables.map((t) => t.table_name);
      for (const table of [
        'communities',
        'environments',
        'users',
        'platform_keys',
        'data_keys',
        'projects',
        'developments',
        'facilities',
        'input_settings',
        'risk_status_legends',
        'project_cost_inputs',
        'risk_assessment_sets',
        'benchmark_snapshots',
        'interim_reports',
        'site_visits',
        'site_visit_files',
        'document_reports',
        'document_report_versions',
        'templates',
        'uploads',
        'project_events',
        'data_key_usage',
        'data_key_quota_usage',
      ]) {
        assert.ok(names.includes(table), `${table} exists`);
      }
    });

    it('keeps the constraints in the database', async () => {
      const db = handle.db;
      const [a] = await db.query<{ id: number }>(`insert into environments (name) values ('A') returning id`);
      const [b] = await db.query<{ id: number }>(`insert into environments (name) values ('B') returning id`);
      const [p] = await db.query<{ id: number }>(
        `insert into projects (environment_id, name, project_reference) values ($1, 'P', 'R1') returning id`,
        [a!.id],
      );
      const rejects = (sql: string, params: unknown[], code: string) =>
        assert.rejects(db.query(sql, params), (err: { code?: string }) => err.code === code);

      await rejects(
        `insert into projects (environment_id, name, project_reference) values ($1, 'P2', 'R1')`,
        [a!.id],
        '23505',
      );
      // A facility of environment B cannot point at a project of environment A.
      await rejects(
        `insert into facilities (environment_id, project_id, name, amount) values ($1, $2, 'F', 1)`,
        [b!.id, p!.id],
        '23503',
      );
      await rejects(
        `insert into projects (environment_id, name, project_reference, status) values ($1, 'P', 'R9', 'DONE')`,
        [a!.id],
        '23514',
      );

      await db.query(
        `insert into interim_reports (environment_id, project_id, month, year, edition) values ($1, $2, 1, 2026, 1)`,
        [a!.id, p!.id],
      );
      await rejects(
        `insert into interim_reports (environment_id, project_id, month, year, edition) values ($1, $2, 1, 2026, 1)`,
        [a!.id, p!.id],
        '23505',
      );

      const [r] = await db.query<{ id: number }>(
        `insert into document_reports (environment_id, project_id, report_name) values ($1, $2, 'Monthly') returning id`,
        [a!.id, p!.id],
      );
      await rejects(
        `insert into document_reports (environment_id, project_id, report_name) values ($1, $2, 'Monthly')`,
        [a!.id, p!.id],
        '23505',
      );
      await db.query(
        `insert into document_report_versions (environment_id, report_id, version, content) values ($1, $2, 1, '{}')`,
        [a!.id, r!.id],
      );
      await rejects(
        `insert into document_report_versions (environment_id, report_id, version, content) values ($1, $2, 1, '{}')`,
        [a!.id, r!.id],
        '23505',
      );
    });
  });
}
