import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { extractText, getDocumentProxy } from 'unpdf';
import { insertComputedSnapshot } from '../../src/db/repositories/benchmark-snapshots.ts';
import { importProjects } from '../../src/services/projects/project-import.ts';
import { assignProjectToUser } from '../../src/services/tenancy/tenancy.ts';
import { buildTestApp, json, type TestApp } from '../helpers/app.ts';
import { assertDocumented, openApiOf } from '../helpers/openapi.ts';
import { as, environmentWithUsers, type SignedIn } from '../helpers/platform.ts';
import { project } from '../helpers/projects.ts';
import { BACKENDS } from '../helpers/storage.ts';

// SPEC: "earlier versions are never overwritten". A version keeps the figures its data and table blocks
// read when it was saved (migration 0019): its answer and its PDF stay the same, byte for byte, after
// every source a block can read has changed (project fields, appraisal lines, facilities, interim
// reports, developments, a new benchmark, the environment's currency). Saving the same content again
// (refresh with current data) is a new version with the new figures. A version saved before versions
// kept figures is given the project's data at its first read, and keeps it.

type Role = 'ADMIN' | 'MEMBER' | 'VIEWER';
const VERSION_PATH = '/projects/{projectId}/document-studio/reports/{reportId}/versions/{version}';

const steps = (label: string, effect: number) => [{ factor: 'location', label, multiplier: 1 + effect / 2000, effect_per_m2: effect }];

/** A benchmark as POST /benchmark/project/{id} stores it: what benchmark.latest.* and benchmark.explanation read. */
const benchmark = (projectId: number, cost: number, label: string) => ({
  project_id: projectId,
  type: 'STANDARD' as const,
  developmentId: null,
  bcis: null,
  model_value: cost,
  model_value_lower: cost - 100,
  model_value_upper: cost + 100,
  source_health: 70,
  community_value: null,
  report: { adjusted_cost_per_m2: cost, explanation: { base_cost_per_m2: 2000, steps: steps(label, cost - 2000) } },
});

/** Every kind of source: project fields (and a placeholder of one), each table, a column's sum, the latest benchmark. */
const CONTENT = {
  blocks: [
    { type: 'title', content: 'Credit committee pack: {{project.name}}' },
    { type: 'narrative', content: '<p>Budget at issue: {{project.total_budget}}</p>' },
    { type: 'data', properties: { title: 'Scheme', dataSource: 'project.name', format: 'text' } },
    { type: 'data', properties: { title: 'Total budget', dataSource: 'project.total_budget', format: 'currency' } },
    { type: 'data', properties: { title: 'Appraisal budget', dataSource: 'appraisal_lines.budget', calculation: 'sum', format: 'currency' } },
    { type: 'data', properties: { title: 'Benchmark per m2', dataSource: 'benchmark.latest.adjusted_cost_per_m2', format: 'currency' } },
    {
      type: 'table',
      properties: {
        title: 'Appraisal',
        dataSource: 'appraisal_lines',
        calculation: 'sum',
        columns: [
          { key: 'category', title: 'Category', format: 'text' },
          { key: 'budget', title: 'Budget', format: 'currency' },
        ],
      },
    },
    {
      type: 'table',
      properties: {
        title: 'Facilities',
        dataSource: 'facilities',
        columns: [
          { key: 'name', title: 'Facility', format: 'text' },
          { key: 'amount', title: 'Amount', format: 'currency' },
        ],
      },
    },
    {
      type: 'table',
      properties: {
        title: 'Drawdowns',
        dataSource: 'interim_reports',
        columns: [
          { key: 'month', title: 'Month', format: 'text' },
          { key: 'aggregate_amount', title: 'Drawn', format: 'currency' },
        ],
      },
    },
    {
      type: 'table',
      properties: {
        title: 'Developments',
        dataSource: 'developments',
        columns: [
          { key: 'name', title: 'Development', format: 'text' },
          { key: 'total_gifa', title: 'GIFA', format: 'number' },
        ],
      },
    },
    { type: 'data', properties: { title: 'Why this cost', dataSource: 'benchmark.explanation' } },
  ],
};

async function pdfText(res: LightMyRequestResponse): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(res.rawPayload)), { mergePages: true });
  return text;
}

for (const backend of BACKENDS) {
  describe(`A document studio version keeps its figures (${backend.name})`, () => {
    let t: TestApp;
    let doc: Awaited<ReturnType<typeof openApiOf>>;
    let A: { env: number; users: Record<Role, SignedIn> };
    let P: number;

    const base = (projectId: number, reportId: string) => `/projects/${projectId}/document-studio/reports/${reportId}`;
    const save = async (user: SignedIn, projectId: number, body: unknown) => {
      const res = await as(t, user).post(`/projects/${projectId}/document-studio/reports`, body);
      assert.equal(res.statusCode, 201, res.body);
      return json<{ reportId: string; version: number }>(res);
    };
    const read = async (projectId: number, reportId: string, version: number) => {
      const res = await as(t, A.users.VIEWER).get(`${base(projectId, reportId)}/versions/${version}`);
      assert.equal(res.statusCode, 200, res.body);
      assertDocumented(doc, 'GET', VERSION_PATH, res);
      return res;
    };
    const pdf = async (projectId: number, reportId: string, version: number) => {
      const res = await as(t, A.users.VIEWER).get(`${base(projectId, reportId)}/versions/${version}/pdf`);
      assert.equal(res.statusCode, 200, res.body);
      return res;
    };
    const ok = (res: LightMyRequestResponse, status = 200) => assert.equal(res.statusCode, status, res.body);

    before(async () => {
      t = await buildTestApp(backend, 'platform');
      doc = await openApiOf(t.app);
      A = await environmentWithUsers(t, 'Kept figures');
      [P] = (
        await importProjects(t.ctx, A.env, [
          project(1, {
            name: 'Alder Wharf',
            total_budget: 30_000_000,
            appraisal_lines: [
              { label: 'Construction costs', budget: 23_089_500 },
              { label: 'Land acquisition', budget: 4_000_000 },
            ],
            facilities: [{ name: 'Senior debt', amount: 20_000_000 }],
            developments: [{ name: 'Block A', total_gifa: 5400 }],
            reports: [{ month: 3, year: 2026, aggregate: { amount: 1_250_000 } }],
          }),
        ])
      ).map((p) => p.id) as [number];
      for (const role of ['MEMBER', 'VIEWER'] as const) await assignProjectToUser(t.ctx.db, A.env, A.users[role].id, P);
      await insertComputedSnapshot(t.ctx.db, A.env, benchmark(P, 2150, 'Lancashire prices: 7.5% above the UK average'));
    });
    after(() => t?.close());

    it('its answer and its PDF stay the same, byte for byte, whatever changes in the project; a refresh is a new version with the new figures', async () => {
      const { reportId, version } = await save(A.users.MEMBER, P, { reportName: 'Credit committee pack', content: CONTENT });
      assert.equal(version, 1);
      const answer = await read(P, reportId, 1);
      const figures = json<{ figures: { as_of: string; read: string; currency: string; values: Record<string, unknown> } }>(answer).figures;
      assert.equal(figures.read, 'saved');
      assert.equal(figures.currency, 'GBP');
      assert.ok(Number.isFinite(Date.parse(figures.as_of)), figures.as_of);
      assert.equal(figures.values['project.total_budget'], 30_000_000);
      assert.deepEqual(figures.values['appraisal_lines.budget'], [23_089_500, 4_000_000]);
      assert.deepEqual(figures.values.facilities, [{ name: 'Senior debt', amount: 20_000_000 }]);
      const before = await pdf(P, reportId, 1);
      const text = await pdfText(before);
      for (const expected of ['Credit committee pack: Alder Wharf', '£30,000,000', '£23,089,500', '£27,089,500', 'Senior debt', '£1,250,000', 'Block A', '5,400', '£2,150', 'Lancashire prices']) {
        assert.ok(text.includes(expected), `"${expected}" in: ${text}`);
      }

      // Every source a block can read changes: project fields, appraisal lines, facilities, interim reports,
      // developments, a new benchmark, and the environment's currency.
      ok(await as(t, A.users.ADMIN).patch(`/projects/${P}`, { name: 'Alder Wharf II', total_budget: 31_500_000 }));
      ok(
        await as(t, A.users.ADMIN).put(`/projects/${P}/cost-inputs`, [
          { label: 'Construction costs', budget: 23_500_000 },
          { label: 'Land acquisition', budget: 4_000_000 },
        ]),
      );
      ok(await as(t, A.users.ADMIN).post(`/projects/${P}/facilities`, { name: 'Mezzanine', amount: 2_000_000 }), 201);
      ok(await as(t, A.users.ADMIN).post(`/projects/${P}/developments`, { name: 'Block B', total_gifa: 1200 }), 201);
      ok(
        await as(t, A.users.ADMIN).post('/reports/drawdown', {
          project_id: P,
          month: 4,
          year: 2026,
          aggregate: { amount: 2_750_000 },
          facility: [],
          riskStatus: [],
        }),
        201,
      );
      await insertComputedSnapshot(t.ctx.db, A.env, benchmark(P, 2400, 'Cumbria prices: 20% above the UK average'));
      await t.ctx.db.query(`update environments set currency = 'EUR' where id = $1`, [A.env]);
      try {
        const now = await as(t, A.users.VIEWER).post(`/projects/${P}/document-studio/preview`, { content: CONTENT });
        ok(now);
        assert.equal(json<{ data: Record<string, unknown> }>(now).data['project.total_budget'], 31_500_000, 'the project did change');

        assert.equal((await read(P, reportId, 1)).body, answer.body, 'the version’s answer, byte for byte');
        const after = await pdf(P, reportId, 1);
        assert.ok(Buffer.compare(after.rawPayload, before.rawPayload) === 0, 'the version’s PDF, byte for byte');
        const again = await pdfText(after);
        assert.equal(again, text);
        for (const changed of ['Alder Wharf II', '31,500,000', '23,500,000', 'Mezzanine', 'Block B', '2,750,000', '2,400', 'Cumbria', '€']) {
          assert.ok(!again.includes(changed), `"${changed}" is not in version 1: ${again}`);
        }

        // Refresh with current data: the same content saved again.
        const refreshed = await save(A.users.MEMBER, P, { reportName: 'Credit committee pack', content: json<{ content: unknown }>(answer).content });
        assert.deepEqual(refreshed, { reportId, version: 2 });
        const v2 = json<{ figures: { read: string; currency: string; as_of: string; values: Record<string, unknown> } }>(await read(P, reportId, 2)).figures;
        assert.equal(v2.read, 'saved');
        assert.equal(v2.currency, 'EUR');
        assert.ok(v2.as_of > figures.as_of, `${v2.as_of} after ${figures.as_of}`);
        assert.deepEqual(v2.values['appraisal_lines.budget'], [23_500_000, 4_000_000]);
        const newText = await pdfText(await pdf(P, reportId, 2));
        for (const expected of ['€31,500,000', '€23,500,000', '€27,500,000', 'Mezzanine', 'Block B', '€2,750,000', '€2,400', 'Cumbria prices']) {
          assert.ok(newText.includes(expected), `"${expected}" in: ${newText}`);
        }
        assert.ok(Buffer.compare((await pdf(P, reportId, 1)).rawPayload, before.rawPayload) === 0, 'version 1 keeps its own');
      } finally {
        await t.ctx.db.query(`update environments set currency = 'GBP' where id = $1`, [A.env]);
      }
    });

    it('the database refuses a change to a version’s figures', async () => {
      const { reportId } = await save(A.users.ADMIN, P, { reportName: 'Guarded', content: CONTENT });
      const [row] = await t.ctx.db.query<{ id: number }>('select id from document_report_versions where report_id = $1', [Number(reportId)]);
      for (const sql of [
        `update document_report_versions set figures = '{"currency": "GBP", "values": {}}' where id = $1`,
        `update document_report_versions set figures_as_of = now() where id = $1`,
        `update document_report_versions set figures_read = 'first_read' where id = $1`,
        `update document_report_versions set figures = null, figures_as_of = null, figures_read = null where id = $1`,
      ]) {
        await assert.rejects(t.ctx.db.query(sql, [row!.id]), (err: { code?: string }) => err.code === '23001', sql);
      }
    });

    it('a version saved before versions kept figures is given the project’s data at its first read, and keeps it', async () => {
      const { reportId } = await save(A.users.ADMIN, P, { reportName: 'From before', content: { blocks: [{ type: 'title', content: 'First' }] } });
      // Version 2 as a version stored before migration 0019: no figures.
      const content = { blocks: [{ type: 'data', properties: { title: 'Total budget', dataSource: 'project.total_budget', format: 'currency' } }] };
      await t.ctx.db.query(
        `with report as (update document_reports set latest_version = 2 where id = $1 returning id, environment_id)
         insert into document_report_versions (environment_id, report_id, version, content, created_by, created_at)
         select environment_id, id, 2, $2::jsonb, $3, now() - interval '1 day' from report`,
        [Number(reportId), JSON.stringify(content), A.users.ADMIN.id],
      );
      ok(await as(t, A.users.ADMIN).patch(`/projects/${P}`, { total_budget: 32_000_000 }));
      const pdfFirst = await pdf(P, reportId, 2);
      assert.ok((await pdfText(pdfFirst)).includes('£32,000,000'));
      const first = await read(P, reportId, 2);
      const figures = json<{ figures: { read: string; values: Record<string, unknown> } }>(first).figures;
      assert.equal(figures.read, 'first_read');
      assert.deepEqual(figures.values, { 'project.total_budget': 32_000_000 });

      ok(await as(t, A.users.ADMIN).patch(`/projects/${P}`, { total_budget: 33_000_000 }));
      assert.equal((await read(P, reportId, 2)).body, first.body);
      assert.ok(Buffer.compare((await pdf(P, reportId, 2)).rawPayload, pdfFirst.rawPayload) === 0);
      await assert.rejects(
        t.ctx.db.query(`update document_report_versions set figures = '{"currency": "GBP", "values": {}}' where report_id = $1 and version = 2`, [Number(reportId)]),
        (err: { code?: string }) => err.code === '23001',
      );
    });
  });
}
