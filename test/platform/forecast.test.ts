import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { dataListener } from '../../src/data-api/index.ts';
import { buildListener, type Listener } from '../../src/http/listener.ts';
import { createDataKey } from '../../src/services/identity/data-keys.ts';
import { importProjects } from '../../src/services/projects/project-import.ts';
import { assignProjectToUser, createPlatformKey } from '../../src/services/tenancy/tenancy.ts';
import { buildTestApp, json, type TestApp } from '../helpers/app.ts';
import { assertDocumented, openApiOf } from '../helpers/openapi.ts';
import { as, environmentWithUsers } from '../helpers/platform.ts';
import { completedProjects, project } from '../helpers/projects.ts';
import { BACKENDS } from '../helpers/storage.ts';

// GET /projects/{id}/forecast (D-60) through the API: what it answers for a project with a budget, a
// programme, facilities and drawdowns filed through POST /reports/drawdown; its 422s naming what is
// missing; its access; its documented shapes.

type Forecast = {
  as_of: string;
  total_budget: number;
  drawn_to_date: number;
  drawn_share: number;
  time_elapsed_share: number;
  forecast_final_cost: { p10: number; p50: number; p90: number };
  overrun_probability: number;
  facility_headroom: number;
  basis: string;
  benchmark: { adjusted_cost_per_m2: number; computed_at: string | null };
};
type Drawn = {
  drawn_to_date: number;
  allocated: number;
  unallocated: number;
  facilities: { facility_id: number; name: string; amount: number; drawn: number; left: number }[];
  reports: number;
};
const PATH = '/projects/{projectId}/forecast';

for (const backend of BACKENDS) {
  describe(`project forecast (${backend.name})`, () => {
    let t: TestApp;
    let doc: Awaited<ReturnType<typeof openApiOf>>;
    let A: Awaited<ReturnType<typeof environmentWithUsers>>;
    let B: Awaited<ReturnType<typeof environmentWithUsers>>;
    let live = 0;
    let bare = 0;
    let other = 0;
    let unpriced = 0;
    let history = 0;
    let data: Listener;
    let dataDoc: Awaited<ReturnType<typeof openApiOf>>;

    const get = async (user: { token: string } | { key: string }, id: number): Promise<LightMyRequestResponse> => {
      const headers = 'key' in user ? { 'x-api-key': user.key } : { authorization: `Bearer ${user.token}` };
      const res = await t.app.inject({ method: 'GET', url: `/projects/${id}/forecast`, headers });
      assertDocumented(doc, 'GET', PATH, res);
      return res;
    };

    before(async () => {
      t = await buildTestApp(backend, 'platform');
      doc = await openApiOf(t.app);
      data = await buildListener(dataListener, t.ctx);
      await data.ready();
      dataDoc = await openApiOf(data);
      A = await environmentWithUsers(t, 'Forecast Lending');
      B = await environmentWithUsers(t, 'Forecast Other');
      // Completed evidence that ended 5% over its budgets.
      const done = completedProjects(1, 40, 'residential').map((p) => ({ ...p, total_budget: Math.round(p.total_cost! / 1.05) }));
      await importProjects(t.ctx, A.env, done);
      const start = new Date(Date.now() - 365 * 86_400_000);
      const end = new Date(Date.now() + 365 * 86_400_000);
      [live, bare, unpriced] = (
        await importProjects(t.ctx, A.env, [
          project(100, {
            name: 'Quay Homes',
            status: 'IN_PROGRESS',
            building_function: 'residential',
            building_process: 'new_build',
            postcode: 'SW1A 2AA',
            total_gifa: 4000,
            total_budget: 9_000_000,
            contract_start_date: start.toISOString(),
            estimated_completion_date: end.toISOString(),
            facilities: [
              { name: 'Senior debt', amount: 7_000_000 },
              { name: 'Mezzanine', amount: 1_500_000 },
            ],
          }),
          project(101, { name: 'No Budget', postcode: 'M1 2AB', total_budget: null, contract_start_date: null, estimated_completion_date: null }),
          project(102, {
            name: 'No Area',
            postcode: null,
            latitude: null,
            longitude: null,
            total_gifa: null,
            total_budget: 1_000_000,
            contract_start_date: start.toISOString(),
            estimated_completion_date: end.toISOString(),
          }),
        ])
      ).map((p) => p.id) as [number, number, number];
      // History imported with aggregate amounts only, as the demo's is: drawn, but against no facility.
      [history] = (
        await importProjects(t.ctx, A.env, [
          project(103, {
            name: 'History Yard',
            status: 'IN_PROGRESS',
            building_function: 'residential',
            building_process: 'new_build',
            postcode: 'SW1A 2AA',
            total_gifa: 3000,
            total_budget: 25_000_000,
            contract_start_date: start.toISOString(),
            estimated_completion_date: end.toISOString(),
            facilities: [
              { name: 'Senior', amount: 20_000_000 },
              { name: 'Mezzanine', amount: 5_000_000 },
            ],
            reports: [
              { month: 1, year: 2025, aggregate: { amount: 2_150_000.1 } },
              { month: 2, year: 2025, aggregate: { amount: 2_150_000.2 } },
              { month: 3, year: 2025, aggregate: { amount: 2_149_999.7 } },
            ],
          }),
        ])
      ).map((p) => p.id) as [number];
      [other] = (await importProjects(t.ctx, B.env, [project(200, { name: 'Elsewhere', total_budget: 5 })])).map((p) => p.id) as [number];
      await assignProjectToUser(t.ctx.db, A.env, A.users.VIEWER.id, live);
    });
    after(async () => {
      await data.close();
      await t.close();
    });

    it('forecasts from the benchmark and the budget, then moves with the drawdowns filed', async () => {
      const before = await get(A.users.VIEWER, live);
      assert.equal(before.statusCode, 200, before.body);
      const f0 = json<Forecast>(before);
      assert.equal(f0.total_budget, 9_000_000);
      assert.equal(f0.drawn_to_date, 0);
      assert.ok(Math.abs(f0.time_elapsed_share - 0.5) < 0.01, String(f0.time_elapsed_share));
      const { p10, p50, p90 } = f0.forecast_final_cost;
      assert.ok(p10 < p50 && p50 < p90);
      assert.equal(f0.facility_headroom, Math.round((8_500_000 - p50) * 100) / 100);
      // No benchmark has been run: the forecast prices one for itself and says so, as the benchmark page says none was run.
      assert.equal((await as(t, A.users.VIEWER).get(`/benchmark/project/${live}`)).statusCode, 404);
      assert.equal(f0.benchmark.computed_at, null);
      assert.match(f0.basis, /A benchmark priced for this forecast \(none has been run and stored for the project\), £[\d,]+ per m² over 4,000 m² \(£[\d.]+m\)\./);
      assert.doesNotMatch(f0.basis, /latest benchmark/);
      // 5% over, shrunk a little toward a typical 3% by so few projects.
      assert.match(f0.basis, /The budget of £9m, adjusted by how the 40 completed projects with a budget ended: [45]% over theirs on average/);
      assert.match(f0.basis, /No drawdown far enough into the programme yet/);

      // Twelve months drawn well ahead of the budget's S-curve: half the budget and more by mid-programme.
      const now = new Date();
      let drawn = 0;
      for (let back = 11; back >= 0; back--) {
        const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
        const amount = 600_000;
        drawn += amount;
        const res = await as(t, A.users.ADMIN).post('/reports/drawdown', {
          project_id: live,
          month: month.getUTCMonth() + 1,
          year: month.getUTCFullYear(),
          aggregate: { amount },
          facility: [],
          riskStatus: [],
        });
        assert.equal(res.statusCode, 201, res.body);
      }
      const f1 = json<Forecast>(await get(A.users.ADMIN, live));
      assert.equal(f1.drawn_to_date, drawn);
      assert.equal(f1.drawn_share, Math.round((drawn / 9_000_000) * 10_000) / 10_000);
      assert.ok(f1.forecast_final_cost.p50 > p50, `${f1.forecast_final_cost.p50} after drawing ahead, ${p50} before`);
      assert.ok(f1.overrun_probability > f0.overrun_probability && f1.overrun_probability > 0.5, `${f0.overrun_probability} → ${f1.overrun_probability}`);
      // In a lender's words: money as it is quoted, the month by name, whole percentages, no model's terms.
      assert.match(f1.basis, /£7\.2m drawn by (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}, \d+% of the way through the programme/);
      assert.match(f1.basis, /^The forecast rests on the [\w ]+ \(\d+%\), the [\w ]+ \((counted against it, )?\d+%\) and the [\w ]+ \((counted against it, )?\d+%\)\./);
      assert.doesNotMatch(f1.basis, /S-curve|weight|\d{4}-\d\d|\.\d%/);
      // A Platform key reads it as its environment's ADMIN.
      const key = (await createPlatformKey(t.ctx.db, A.env, 'forecast')).key;
      assert.equal((await get({ key }, live)).statusCode, 200);
    });

    it('rests on the benchmark the benchmark page shows once one is run: the same figure, and when it was run', async () => {
      const run = await as(t, A.users.ADMIN).post(`/benchmark/project/${live}`, {});
      assert.equal(run.statusCode, 201, run.body);
      const stored = json<{ adjusted_cost_per_m2: number; metadata: { generated_at: string } }>(
        await as(t, A.users.VIEWER).get(`/benchmark/project/${live}`),
      );
      const f = json<Forecast>(await get(A.users.VIEWER, live));
      assert.deepEqual(f.benchmark, {
        adjusted_cost_per_m2: Math.round(stored.adjusted_cost_per_m2 * 100) / 100,
        computed_at: stored.metadata.generated_at,
      });
      const perM2 = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 }).format(stored.adjusted_cost_per_m2);
      assert.ok(f.basis.includes(`The latest benchmark, ${perM2} per m² over 4,000 m²`), f.basis);
      assert.doesNotMatch(f.basis, /priced for this forecast/);
    });

    it('drawn to date is one figure: the drawn-to-date answer, the forecast, the Data API and the document studio', async () => {
      // A filing with a line on one facility, after history with no lines.
      const senior = json<{ id: number; name: string }[]>(await as(t, A.users.ADMIN).get(`/projects/${history}/facilities`)).find(
        (f) => f.name === 'Senior',
      )!;
      const filed = await as(t, A.users.ADMIN).post('/reports/drawdown', {
        project_id: history,
        month: 4,
        year: 2025,
        aggregate: { amount: 1_250_000 },
        facility: [{ facility_id: senior.id, amount: 1_000_000 }],
        riskStatus: [],
      });
      assert.equal(filed.statusCode, 201, filed.body);

      const res = await as(t, A.users.ADMIN).get(`/projects/${history}/drawn-to-date`);
      assertDocumented(doc, 'GET', '/projects/{projectId}/drawn-to-date', res);
      assert.equal(res.statusCode, 200, res.body);
      const drawn = json<Drawn>(res);
      // 2,150,000.1 + 2,150,000.2 + 2,149,999.7 + 1,250,000 adds up to 7,700,000.000000001 in binary: to the penny.
      assert.ok(res.body.includes('"drawn_to_date":7700000,'), res.body);
      assert.equal(drawn.drawn_to_date, 7_700_000);
      assert.equal(drawn.allocated, 1_000_000);
      assert.equal(drawn.unallocated, 6_700_000);
      assert.equal(drawn.reports, 4);
      assert.deepEqual(
        drawn.facilities.map((f) => [f.name, f.amount, f.drawn, f.left]),
        [
          ['Senior', 20_000_000, 1_000_000, 19_000_000],
          ['Mezzanine', 5_000_000, 0, 5_000_000],
        ],
      );

      const forecast = json<Forecast>(await get(A.users.ADMIN, history));
      assert.equal(forecast.drawn_to_date, drawn.drawn_to_date);
      assert.equal(forecast.drawn_share, Math.round((7_700_000 / 25_000_000) * 10_000) / 10_000);

      const key = (await createDataKey(t.ctx.db, A.env, { name: 'drawn' })).key;
      const onData = await data.inject({ method: 'GET', url: `/data/projects/${history}/drawn-to-date`, headers: { 'x-api-key': key } });
      assertDocumented(dataDoc, 'GET', '/data/projects/{id}/drawn-to-date', onData);
      assert.equal(onData.statusCode, 200, onData.body);
      assert.deepEqual(json(onData), {
        total_drawn: 7_700_000,
        allocated: 1_000_000,
        unallocated: 6_700_000,
        facilities: drawn.facilities.map(({ facility_id, ...f }) => ({ id: String(facility_id), ...f })),
        reports: 4,
      });

      const shown = await as(t, A.users.ADMIN).post(`/projects/${history}/document-studio/preview`, {
        content: {
          blocks: [
            { type: 'data', properties: { dataSource: 'drawdowns.drawn_to_date', format: 'currency' } },
            { type: 'data', properties: { dataSource: 'drawdowns.unallocated', format: 'currency' } },
          ],
        },
      });
      assert.equal(shown.statusCode, 200, shown.body);
      const values = json<{ data: Record<string, unknown> }>(shown).data;
      assert.equal(values['drawdowns.drawn_to_date'], 7_700_000);
      assert.equal(values['drawdowns.unallocated'], 6_700_000);
    });

    it('422 names what a forecast needs; another environment’s or an unassigned project is 404', async () => {
      const res = await get(A.users.ADMIN, bare);
      assert.equal(res.statusCode, 422, res.body);
      const { message } = json<{ message: string }>(res);
      for (const field of ['total_budget', 'contract_start_date', 'estimated_completion_date']) assert.ok(message.includes(field), message);
      // With a budget and a programme but nothing the model can price (no stored benchmark): 422 naming that.
      const noScheme = await get(A.users.ADMIN, unpriced);
      assert.equal(noScheme.statusCode, 422, noScheme.body);
      for (const field of ['total_gifa', 'postcode']) assert.ok(json<{ message: string }>(noScheme).message.includes(field), noScheme.body);
      assert.equal((await get(A.users.ADMIN, other)).statusCode, 404);
      assert.equal((await get(A.users.VIEWER, bare)).statusCode, 404, 'a VIEWER not assigned to it');
      assert.equal((await get(A.users.ADMIN, 999_999)).statusCode, 404);
    });
  });
}
