import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
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

    const get = async (user: { token: string } | { key: string }, id: number): Promise<LightMyRequestResponse> => {
      const headers = 'key' in user ? { 'x-api-key': user.key } : { authorization: `Bearer ${user.token}` };
      const res = await t.app.inject({ method: 'GET', url: `/projects/${id}/forecast`, headers });
      assertDocumented(doc, 'GET', PATH, res);
      return res;
    };

    before(async () => {
      t = await buildTestApp(backend, 'platform');
      doc = await openApiOf(t.app);
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
      [other] = (await importProjects(t.ctx, B.env, [project(200, { name: 'Elsewhere', total_budget: 5 })])).map((p) => p.id) as [number];
      await assignProjectToUser(t.ctx.db, A.env, A.users.VIEWER.id, live);
    });
    after(() => t.close());

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
      assert.match(f0.basis, /The latest benchmark, £[\d,]+ per m² over 4,000 m² \(£[\d.]+m\)\./);
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
