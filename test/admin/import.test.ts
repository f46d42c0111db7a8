import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { importProjects } from '../../src/services/projects/project-import.ts';
import { buildTestApp, json, type TestApp } from '../helpers/app.ts';
import { asOperator } from '../helpers/operator.ts';
import { assertDocumented, openApiOf } from '../helpers/openapi.ts';
import { BACKENDS } from '../helpers/storage.ts';

const full = (reference: string) => ({
  name: `Scheme ${reference}`,
  project_reference: reference,
  project_status: 'IN_PROGRESS',
  postcode: 'm1 1ae',
  latitude: 53.48,
  longitude: -2.24,
  total_gifa: 5400,
  total_cost: 12_500_000,
  building_function: 'mixed_use',
  building_process: 'new_build',
  contract_start_date: '2025-01-06T00:00:00Z',
  contract_completion_date: '2026-06-30T00:00:00Z',
  created_date: '2024-11-01T09:00:00Z',
  comments: 'Imported from the previous system',
  developments: [
    { name: 'Flats', building_function: 'residential', total_gifa: 4000, individual_units: 52 },
    { name: 'Shops', building_function: 'retail', total_gifa: 1400 },
  ],
  facilities: [{ name: 'Senior facility', amount: 8_000_000 }],
  appraisal_lines: [
    { label: 'Build costs', budget: 9_000_000, out_turn: 9_100_000, facility: 6_000_000 },
    { label: 'Planning obligations', budget: 250_000 },
  ],
  risk_assessments: [
    {
      created_date: '2025-02-01T00:00:00Z',
      current_status: 'APPROVED',
      assessments: [{ category: 'Cost', value: 'Low', score: '2' }],
    },
  ],
  benchmark_snapshots: [
    {
      created_date: '2024-12-01T00:00:00Z',
      type: 'COMPOSITE',
      model_value: 2300,
      model_value_lower: 2000,
      model_value_upper: 2600,
    },
  ],
  reports: [
    {
      month: 3,
      year: 2025,
      aggregate: { amount: 1_250_000.5, surplus_shortfall: -2500 },
      risk_statuses: [
        { category: 'Programme', legend: 'Amber', legend_colour: '#F9A825', description: 'Late steel' },
      ],
    },
  ],
});

for (const backend of BACKENDS) {
  describe(`admin bulk import (${backend.name})`, () => {
    let t: TestApp;
    let doc: Awaited<ReturnType<typeof openApiOf>>;
    let envId: number;
    const url = () => `/admin/environments/${envId}/projects/import`;
    const count = async (table: string) =>
      (await t.ctx.db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n;

    before(async () => {
      t = await buildTestApp(backend);
      doc = await openApiOf(t.app, { authorization: `Bearer ${t.operatorToken}` });
      envId = json<{ id: number }>(
        await asOperator(t).post('/admin/environments', { name: 'Import env' }),
      ).id;
    });
    after(() => t.close());

    it('imports projects with everything nested, in input order', async () => {
      const res = await asOperator(t).post(url(), {
        projects: [full('IMP-1'), { name: 'Bare', project_reference: 'IMP-2' }],
      });
      assert.equal(res.statusCode, 201, res.body);
      assertDocumented(doc, 'POST', '/admin/environments/{envId}/projects/import', res);
      const created = json<{ created: { id: number; project_reference: string }[] }>(res).created;
      assert.deepEqual(
        created.map((c) => c.project_reference),
        ['IMP-1', 'IMP-2'],
      );
      const [project] = await t.ctx.db.query<Record<string, unknown>>(
        'select status, postcode, total_cost, comments, created_date from projects where id = $1',
        [created[0]!.id],
      );
      assert.equal(project!.status, 'IN_PROGRESS', 'project_status is an alias of status');
      assert.equal(project!.postcode, 'M1 1AE', 'postcodes are normalised');
      assert.equal(project!.total_cost, 12_500_000);
      assert.equal(project!.created_date, '2024-11-01T09:00:00.000Z');
      const [bare] = await t.ctx.db.query<{ status: string; archived: boolean }>(
        'select status, archived from projects where id = $1',
        [created[1]!.id],
      );
      assert.deepEqual(bare, { status: 'PENDING', archived: false });
      assert.equal(await count('developments'), 2);
      assert.equal(await count('facilities'), 1);
      assert.equal(await count('risk_assessments'), 1);
      assert.equal(await count('benchmark_snapshots'), 1);
      assert.equal(await count('interim_risk_statuses'), 1);
      // Drawdown history may carry what it drew down, as POST /reports/drawdown stores it.
      const [drawn] = await t.ctx.db.query<{ amount: number; surplus: number }>(
        'select aggregate_amount::float8 as amount, aggregate_surplus_shortfall::float8 as surplus from interim_reports where project_id = $1',
        [created[0]!.id],
      );
      assert.deepEqual(drawn, { amount: 1_250_000.5, surplus: -2500 });
      const lines = await t.ctx.db.query<{ input_value: string; budget: number }>(
        `select s.input_value, c.budget from project_cost_inputs c join input_settings s on s.id = c.input_setting_id
         where c.project_id = $1 order by c.position`,
        [created[0]!.id],
      );
      assert.deepEqual(
        lines,
        [
          { input_value: 'Build costs', budget: 9_000_000 },
          { input_value: 'Planning obligations', budget: 250_000 },
        ],
        'known labels reuse the setting, new labels create one',
      );
      const events = await t.ctx.db.query<{ kind: string }>(
        'select kind from project_events where project_id = $1',
        [created[0]!.id],
      );
      assert.deepEqual(events, [{ kind: 'PROJECT_CREATED' }]);
    });

    it('stores nothing when one row is bad, and names the row and field', async () => {
      const tables = [
        'projects',
        'developments',
        'facilities',
        'project_cost_inputs',
        'risk_assessment_sets',
        'interim_reports',
        'input_settings',
        'project_events',
      ];
      const before = await Promise.all(tables.map(count));
      const cases: [object, number, RegExp][] = [
        [{ ...full('BAD-1'), postcode: 'NOT A CODE' }, 400, /^projects\[1\]\.postcode:/],
        [{ ...full('BAD-1'), total_cost: -1 }, 400, /^projects\[1\]\.total_cost:/],
        [{ ...full('BAD-1'), total_gifa: '5400' }, 400, /^projects\[1\]\.total_gifa:/],
        [{ ...full('BAD-1'), latitude: 91 }, 400, /^projects\[1\]\.latitude:/],
        [{ ...full('BAD-1'), status: 'PENDING' }, 400, /^projects\[1\]\.project_status:/],
        [{ ...full('BAD-1'), surprise: 1 }, 400, /^projects\[1\]\.surprise:/],
        [
          { ...full('BAD-1'), contract_completion_date: '2024-01-01T00:00:00Z' },
          400,
          /^projects\[1\]\.contract_completion_date:/,
        ],
        [
          { ...full('BAD-1'), developments: [{ building_function: 'castle' }] },
          400,
          /^projects\[1\]\.developments\[0\]\.name:/,
        ],
        [
          { ...full('BAD-1'), reports: [{ month: 13, year: 2025 }] },
          400,
          /^projects\[1\]\.reports\[0\]\.month:/,
        ],
        [
          { ...full('BAD-1'), project_reference: 'OK-0' },
          400,
          /^projects\[1\]\.project_reference:.*projects\[0\]/,
        ],
        [{ ...full('BAD-1'), project_reference: 'IMP-1' }, 409, /^projects\[1\]\.project_reference:/],
      ];
      for (const [bad, status, message] of cases) {
        const res = await asOperator(t).post(url(), { projects: [full('OK-0'), bad, full('OK-2')] });
        assert.equal(res.statusCode, status, res.body);
        assertDocumented(doc, 'POST', '/admin/environments/{envId}/projects/import', res);
        assert.match(json<{ message: string }>(res).message, message);
      }
      assert.deepEqual(await Promise.all(tables.map(count)), before, 'nothing was stored');
    });

    it('rolls back a failure inside the transaction too', async () => {
      const before = await Promise.all(['projects', 'project_events'].map(count));
      // Bypass the HTTP schema: the database itself refuses a negative facility, after the projects
      // were written in the same transaction.
      const bad = { ...full('TX-1'), facilities: [{ name: 'Broken', amount: -5 }] };
      await assert.rejects(importProjects(t.ctx, envId, [full('TX-0') as never, bad as never]));
      assert.deepEqual(await Promise.all(['projects', 'project_events'].map(count)), before);
    });

    it('dates a report filed without a date at its month end, never in the future', async () => {
      const now = new Date();
      const res = await asOperator(t).post(url(), {
        projects: [
          {
            name: 'Dated',
            project_reference: 'DATE-1',
            reports: [
              { month: 2, year: 2024 },
              { month: now.getUTCMonth() + 1, year: now.getUTCFullYear() },
            ],
          },
        ],
      });
      assert.equal(res.statusCode, 201, res.body);
      const [{ id }] = json<{ created: { id: number }[] }>(res).created as [{ id: number }];
      const rows = await t.ctx.db.query<{ created_date: string }>(
        'select created_date from interim_reports where project_id = $1 order by year, month',
        [id],
      );
      assert.equal(rows[0]!.created_date, '2024-03-01T00:00:00.000Z');
      assert.ok(Date.parse(rows[1]!.created_date) <= Date.now());
    });

    it('rejects an empty batch and an unknown environment', async () => {
      assert.equal((await asOperator(t).post(url(), { projects: [] })).statusCode, 400);
      assert.equal((await asOperator(t).post(url(), {})).statusCode, 400);
      const res = await asOperator(t).post('/admin/environments/999999/projects/import', {
        projects: [full('X')],
      });
      assert.equal(res.statusCode, 404);
    });
  });
}
