import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { seedDemo } from '../../src/demo/seed.ts';
import { EXPLANATION_FACTORS } from '../../src/domain/cost/explanation.ts';
import { createPlatformKey } from '../../src/services/tenancy/tenancy.ts';
import { buildTestApp, json, type TestApp } from '../helpers/app.ts';
import { assertDocumented, openApiOf } from '../helpers/openapi.ts';
import { BACKENDS } from '../helpers/storage.ts';

// D-58 on the demo data set: every report a project of the demo gets, standard and composite, explains
// itself, its steps adding up to adjusted_cost_per_m2 in pence exactly (the domain's property test
// does the same over random schemes).

type Step = { factor: string; label: string; multiplier: number; effect_per_m2: number };
type Report = { adjusted_cost_per_m2: number; explanation: { base_cost_per_m2: number; steps: Step[] } };

const pence = (v: number) => Math.round(v * 100);

for (const backend of BACKENDS) {
  describe(`benchmark explanation on the demo data set (${backend.name})`, () => {
    let t: TestApp;
    let doc: Awaited<ReturnType<typeof openApiOf>>;
    before(async () => {
      t = await buildTestApp(backend, 'platform');
      doc = await openApiOf(t.app);
      await seedDemo(t.ctx);
    });
    after(() => t.close());

    it('explains every project’s benchmark, standard and composite, to the penny', async () => {
      const projects = await t.ctx.db.query<{ id: number; environment_id: number; developments: number }>(
        `select p.id, p.environment_id, (select count(*)::int from developments d where d.project_id = p.id) as developments
         from projects p order by p.id`,
      );
      assert.ok(projects.length >= 400);
      const keys = new Map<number, string>();
      for (const env of new Set(projects.map((p) => p.environment_id))) keys.set(env, (await createPlatformKey(t.ctx.db, env, 'explanation')).key);
      let explained = 0;
      let composites = 0;
      for (const p of projects) {
        for (const query of p.developments > 0 ? ['', '?hybridSupport=true'] : ['']) {
          const res = await t.app.inject({ method: 'POST', url: `/benchmark/project/${p.id}${query}`, headers: { 'x-api-key': keys.get(p.environment_id)! } });
          if (res.statusCode === 422) continue;
          assert.equal(res.statusCode, 201, res.body);
          assertDocumented(doc, 'POST', '/benchmark/project/{projectId}', res);
          const report = json<Report>(res);
          const { base_cost_per_m2: base, steps } = report.explanation;
          assert.deepEqual(steps.map((s) => s.factor), [...EXPLANATION_FACTORS]);
          const sum = pence(base) + steps.reduce((s, step) => s + pence(step.effect_per_m2), 0);
          assert.equal(sum, pence(report.adjusted_cost_per_m2), `project ${p.id}${query}`);
          const product = steps.reduce((v, step) => v * step.multiplier, base);
          assert.ok(Math.abs(product - report.adjusted_cost_per_m2) < 0.01, `project ${p.id}${query}: ${product}`);
          for (const step of steps) assert.ok(/\d/.test(step.label) || /no different|adds nothing|not given|No /.test(step.label), step.label);
          explained += 1;
          if (query) composites += 1;
        }
      }
      assert.ok(explained >= 400, `${explained} reports explained`);
      assert.ok(composites >= 5, `${composites} composites explained`);
    });
  });
}
