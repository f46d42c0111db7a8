import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Database } from '../../src/db/database.ts';
import { listMigrations, migrate, MigrationError } from '../../src/db/migrate.ts';
import { createDataKey } from '../../src/services/identity/data-keys.ts';
import { importProjects } from '../../src/services/projects/project-import.ts';
import { createEnvironment } from '../../src/services/tenancy/tenancy.ts';
import { project } from '../helpers/projects.ts';
import { writer } from '../helpers/clock.ts';
import { BACKENDS } from '../helpers/storage.ts';

// Migration 0018: the database itself holds every stored number finite and within the bound its API
// documents, so that nothing a write stores can break a read. Every numeric and double precision column
// of the schema is driven (a column added later without a bound fails here), and an installation that
// already holds stray values is stopped, told which rows, and left as it was.

const MIGRATION = '0018_bounded_numbers';

/** One row in every table with a numeric or double precision column: ids by table. */
async function rowsOfEveryKind(db: Database): Promise<Record<string, number>> {
  const env = (await createEnvironment(db, { name: 'Numbers' })).id;
  const [p] = await importProjects(writer(db), env, [
    project(1, {
      facilities: [{ name: 'Senior', amount: 1_000_000 }],
      developments: [{ name: 'Block A', total_gifa: 1000 }],
      appraisal_lines: [{ label: 'Land acquisition', budget: 100, out_turn: 110, facility: 80 }],
      benchmark_snapshots: [{ created_date: '2026-02-15T00:00:00Z', type: 'STANDARD', model_value: 2100, source_health: 80 }],
      reports: [{ month: 2, year: 2026, aggregate: { amount: 5000, surplus_shortfall: -20 } }],
    }),
  ]);
  const key = await createDataKey(db, env, { name: 'plan', throttle: { rate_limit_per_second: 5, burst_limit: 10 } });
  const one = async (table: string) => (await db.query<{ id: number }>(`select id from ${table} where environment_id = $1`, [env]))[0]!.id;
  const [line] = await db.query<{ id: number }>(
    `insert into interim_report_facilities (environment_id, report_id, project_id, facility_id, amount, surplus_shortfall)
     values ($1, $2, $3, $4, 1000, 5) returning id`,
    [env, await one('interim_reports'), p!.id, await one('facilities')],
  );
  return {
    projects: p!.id,
    developments: await one('developments'),
    facilities: await one('facilities'),
    project_cost_inputs: await one('project_cost_inputs'),
    benchmark_snapshots: await one('benchmark_snapshots'),
    interim_reports: await one('interim_reports'),
    interim_report_facilities: line!.id,
    data_keys: Number(key.id),
  };
}

/** Every numeric and double precision column of the schema, as [table, column]. */
async function numberColumns(db: Database): Promise<[string, string][]> {
  const rows = await db.query<{ table_name: string; column_name: string }>(
    `select c.table_name, c.column_name from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
      where c.table_schema = current_schema() and c.data_type in ('numeric', 'double precision', 'real')
      order by 1, 2`,
  );
  return rows.map((r) => [r.table_name, r.column_name]);
}

const refusedByCheck = (err: { code?: string }) => err.code === '23514';

for (const backend of BACKENDS) {
  describe(`migration 0018: stored numbers are finite and bounded (${backend.name})`, () => {
    describe('on a migrated database', () => {
      let handle: Awaited<ReturnType<(typeof backend)['openMigrated']>>;
      before(async () => {
        handle = await backend.openMigrated();
      });
      after(() => handle.dispose());

      it('refuses NaN, ±Infinity and values beyond any bound in every numeric column', async () => {
        const { db } = handle;
        const ids = await rowsOfEveryKind(db);
        const columns = await numberColumns(db);
        assert.ok(columns.length >= 27, `${columns.length} columns`);
        for (const [table, column] of columns) {
          const id = ids[table];
          assert.ok(id, `${table}.${column}: rowsOfEveryKind needs a row of ${table}`);
          for (const bad of ['NaN', 'Infinity', '-Infinity', '1e300', '-1e300']) {
            await assert.rejects(
              db.query(`update ${table} set ${column} = $1 where id = $2`, [bad, id]),
              refusedByCheck,
              `${table}.${column} = ${bad}`,
            );
          }
        }
      });

      it('takes every value at its bounds', async () => {
        const { db } = handle;
        const ids = await rowsOfEveryKind(db);
        const at = async (table: string, values: Record<string, number>) => {
          const sets = Object.keys(values).map((c, i) => `${c} = $${i + 2}`);
          await db.query(`update ${table} set ${sets.join(', ')} where id = $1`, [ids[table], ...Object.values(values)]);
        };
        const money = ['gross_development_value', 'total_budget', 'total_cost', 'loan_facility_budget', 'loan_facility_out_turn'];
        for (const bound of [0, 1]) {
          const side = (lo: number, hi: number) => (bound === 0 ? lo : hi);
          await at('projects', {
            ...Object.fromEntries(money.map((c) => [c, side(0, 1e13)])),
            site_area: side(0, 1e9),
            total_gifa: side(0, 1e9),
            total_net_internal_area: side(0, 1e9),
            risk_score: side(0, 100),
            confidence_level: side(0, 100),
            design_phase_weeks: side(0, 1000),
            liability_period: side(0, 1000),
          });
          await at('facilities', { amount: side(0, 1e13) });
          await at('project_cost_inputs', { budget: side(0, 1e13), out_turn: side(0, 1e13), facility: side(0, 1e13) });
          await at('interim_reports', { aggregate_amount: side(0, 1e13), aggregate_surplus_shortfall: side(-1e13, 1e13) });
          await at('interim_report_facilities', { amount: side(0, 1e13), surplus_shortfall: side(-1e13, 1e13) });
          await at('benchmark_snapshots', { bcis: side(0, 1e9), model_value_lower: side(0, 1e9), community_value: side(0, 1e9) });
          await at('data_keys', { throttle_rate_per_second: side(0.001, 100_000) });
        }
      });
    });

    describe('on an installation that holds stray values', () => {
      let handle: Awaited<ReturnType<(typeof backend)['open']>>;
      before(async () => {
        handle = await backend.open();
      });
      after(() => handle.dispose());

      it('stops naming each table, column, row and value, changes nothing, and applies once they are corrected', async () => {
        const { db } = handle;
        await migrate(db, listMigrations().filter((m) => m.version < MIGRATION));
        const ids = await rowsOfEveryKind(db);
        const [second] = await importProjects(writer(db), (await db.query<{ id: number }>('select id from environments'))[0]!.id, [project(2)]);
        const stray: [string, string, number, string][] = [
          ['interim_reports', 'aggregate_amount', ids.interim_reports!, 'Infinity'],
          ['interim_reports', 'aggregate_surplus_shortfall', ids.interim_reports!, '-Infinity'],
          ['interim_report_facilities', 'amount', ids.interim_report_facilities!, '2e13'],
          ['projects', 'risk_score', ids.projects!, 'NaN'],
          ['projects', 'total_budget', ids.projects!, '1e400'],
          ['projects', 'total_budget', second!.id, '-5'],
        ];
        for (const [table, column, id, value] of stray) {
          // Checks of migration 0001 refuse some of these; the stray rows are as an older version could store them.
          await db.exec(`alter table ${table} drop constraint if exists ${table}_${column}_check`);
          await db.query(`update ${table} set ${column} = $1 where id = $2`, [value, id]);
        }
        const snapshot = async () =>
          db.query(
            `select (select json_agg(p order by id)::text from projects p) as projects,
                    (select json_agg(r order by id)::text from interim_reports r) as reports,
                    (select json_agg(f order by id)::text from interim_report_facilities f) as lines`,
          );
        const before = await snapshot();

        const err = await migrate(db).then(
          () => assert.fail('the migration applied over stray values'),
          (e: unknown) => e,
        );
        assert.ok(err instanceof MigrationError, String(err));
        const message = err.message;
        assert.match(message, new RegExp(`^migration ${MIGRATION} was not applied: stored numbers are not finite or outside their bounds`));
        assert.match(message, new RegExp(`interim_reports\\.aggregate_amount \\(finite, from 0 to 10000000000000\\): 1 row\\(s\\): id ${ids.interim_reports} = Infinity`));
        assert.match(message, new RegExp(`interim_reports\\.aggregate_surplus_shortfall \\(finite, from -10000000000000 to 10000000000000\\): 1 row\\(s\\): id ${ids.interim_reports} = -Infinity`));
        assert.match(message, new RegExp(`interim_report_facilities\\.amount \\(finite, from 0 to 10000000000000\\): 1 row\\(s\\): id ${ids.interim_report_facilities} = 20000000000000`));
        assert.match(message, new RegExp(`projects\\.risk_score \\(finite, from 0 to 100\\): 1 row\\(s\\): id ${ids.projects} = NaN`));
        assert.match(message, new RegExp(`projects\\.total_budget \\(finite, from 0 to 10000000000000\\): 2 row\\(s\\): id ${ids.projects} = 10{19}… \\(401 characters\\), id ${second!.id} = -5`));
        assert.match(message, /Correct each value \(for example: update interim_report_facilities set amount = <the right value> where id = <id>\)/);
        assert.deepEqual(await snapshot(), before, 'nothing stored changed');
        assert.deepEqual(await db.query(`select 1 from schema_migrations where version = $1`, [MIGRATION]), []);

        await db.query('update interim_reports set aggregate_amount = 5000, aggregate_surplus_shortfall = null where id = $1', [ids.interim_reports]);
        await db.query('update interim_report_facilities set amount = 1000 where id = $1', [ids.interim_report_facilities]);
        await db.query('update projects set risk_score = null, total_budget = 2000000 where id = $1', [ids.projects]);
        await db.query('update projects set total_budget = 0 where id = $1', [second!.id]);
        // This migration applies, and the ones after it.
        assert.deepEqual(await migrate(db), listMigrations().map((m) => m.version).filter((version) => version >= MIGRATION));
        await assert.rejects(db.query('update projects set total_budget = $1 where id = $2', ['Infinity', ids.projects]), refusedByCheck);
      });
    });
  });
}
