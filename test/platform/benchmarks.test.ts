import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { dataListener } from '../../src/data-api/index.ts';
import { insertCommunity } from '../../src/db/repositories/tenancy.ts';
import type { ProjectImport } from '../../src/domain/projects/import-contract.ts';
import { buildListener, type Listener } from '../../src/http/listener.ts';
import { createDataKey } from '../../src/services/identity/data-keys.ts';
import { importProjects } from '../../src/services/projects/project-import.ts';
import { addEnvironmentToCommunity, assignProjectToUser, createEnvironment, createPlatformKey } from '../../src/services/tenancy/tenancy.ts';
import { buildTestApp, json, type TestApp } from '../helpers/app.ts';
import { changesHeard } from '../helpers/changes.ts';
import { eventually } from '../helpers/eventually.ts';
import { assertDocumented, openApiOf } from '../helpers/openapi.ts';
import { assertNamesField, environmentWithUsers } from '../helpers/platform.ts';
import { completedProjects, project as projectRow } from '../helpers/projects.ts';
import { BACKENDS } from '../helpers/storage.ts';

/**
 * A report's money as its JSON text writes it: to the penny, though the model's products of rates and
 * areas carry binary fractions (62947644.599999994); D-42's sums then hold within a penny each.
 */
function assertMoneyInPence(body: string): void {
  for (const member of ['totals', 'external_works_variation', 'total_including_external_works', 'total_adjusted_value', 'total_cost']) {
    const text = new RegExp(`"${member}":([^,}]+)`).exec(body)?.[1];
    assert.match(text ?? '', /^-?\d+(\.\d{1,2})?$/, `${member}: ${text}`);
  }
  const r = JSON.parse(body) as Report & { total_including_external_works: number; external_works_variation: number };
  assert.ok(Math.abs(r.total_including_external_works - (r.totals + r.external_works_variation)) <= 0.01 + 1e-6);
}

// The benchmark endpoints (D-21, D-41 to D-43, D-51, D-53, D-54): stored and computed
// benchmarks, composites, the scheme body, similar projects, the access model, the community floor, and
// the fitted model kept until its evidence changes.

type Report = {
  totals: number;
  adjusted_cost_per_m2: number;
  lower_limit: number;
  upper_limit: number;
  total_adjusted_value: number;
  _meta: { external_works_percentage: number; location: { area: string | null; source: string } };
  comparisons: { similar_projects: { project_id: number; name: string }[]; comparable_count: number; community_count: number; source_health: number };
  predictions: { interval: { level: number } };
  metadata: { generated_at: string; model_version: string };
};
type ErrorBody = { statusCode: number; error: string; message: string };

/** A project row created in the past (the import refuses a creation date in the future). */
const project = (n: number, overrides: Partial<ProjectImport> = {}) =>
  projectRow(n, { created_date: new Date(Date.UTC(2020, 0, 1) + n * 3_600_000).toISOString(), ...overrides });

/** A report with its generation time left out, to compare two answers of the same evidence. */
const timeless = (report: Report) => ({ ...report, metadata: { ...report.metadata, generated_at: '' } });

for (const backend of BACKENDS) {
  describe(`benchmarks (${backend.name})`, () => {
    let t: TestApp;
    let data: Listener;
    let doc: Awaited<ReturnType<typeof openApiOf>>;
    let A: Awaited<ReturnType<typeof environmentWithUsers>>;
    let B: Awaited<ReturnType<typeof environmentWithUsers>>;
    let emptyEnv: Awaited<ReturnType<typeof environmentWithUsers>>;
    const ids = new Map<string, number>();
    const developments = new Map<string, number>();
    let platformKeyA: string;
    let dataKeyA: string;

    const id = (name: string) => ids.get(name)!;
    const snapshotCount = async () =>
      (await t.ctx.db.query<{ n: number }>('select count(*)::int as n from benchmark_snapshots'))[0]!.n;

    /** Sends a request as the documented route, and checks the answer against the document. */
    async function call(
      headers: Record<string, string>,
      method: 'GET' | 'POST',
      url: string,
      payload?: unknown,
    ): Promise<LightMyRequestResponse> {
      const res = await t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
      const path = url
        .split('?')[0]!
        .replace(/^\/benchmark\/project\/[^/]+/, '/benchmark/project/{projectId}');
      assertDocumented(doc, method, path, res);
      return res;
    }
    const bearerOf = (user: { token: string }) => ({ authorization: `Bearer ${user.token}` });
    const admin = () => bearerOf(A.users.ADMIN);

    before(async () => {
      t = await buildTestApp(backend, 'platform');
      data = await buildListener(dataListener, t.ctx);
      await data.ready();
      doc = await openApiOf(t.app);
      A = await environmentWithUsers(t, 'Benchmark Lending');
      B = await environmentWithUsers(t, 'Other Capital');
      emptyEnv = await environmentWithUsers(t, 'New Lender');
      const imported = async (env: number, rows: ProjectImport[]) => {
        const created = await importProjects(t.ctx, env, rows);
        created.forEach((c, i) => ids.set(rows[i]!.name, c.id));
      };
      await imported(A.env, [...completedProjects(1, 40, 'residential'), ...completedProjects(41, 12, 'office')]);
      await imported(A.env, [
        project(100, {
          name: 'Orchard Rise',
          postcode: 'SW1A 2AA',
          total_gifa: 4000,
          building_function: 'residential',
          contract_start_date: '2025-03-01T00:00:00Z',
          site_max_floors_above_ground: 6,
        }),
        project(101, { name: 'Hidden Yard', postcode: 'M1 2AB', total_gifa: 2500 }),
        project(102, {
          name: 'Mill Quarter',
          postcode: 'LS1 2AB',
          total_gifa: 4000,
          building_function: 'mixed_use',
          developments: [
            { name: 'Mill homes', building_function: 'residential', total_gifa: 3000, site_max_floors_above_ground: 5 },
            { name: 'Mill offices', building_function: 'office', total_gifa: 1000, site_max_floors_above_ground: 3 },
          ],
        }),
        project(103, { name: 'Blank Plot', total_gifa: null, building_function: null, postcode: null }),
        project(104, {
          name: 'Half Plan',
          postcode: 'B1 1AA',
          total_gifa: 3000,
          developments: [
            { name: 'Half homes', building_function: 'residential', total_gifa: null },
            { name: 'Half shops', building_function: null, total_gifa: 800 },
          ],
        }),
      ]);
      await imported(B.env, [...completedProjects(200, 10, 'residential'), project(300, { name: 'Bravo Site', postcode: 'BS1 1AA' })]);
      await imported(emptyEnv.env, [project(400, { name: 'First Scheme', postcode: 'G1 1AA' })]);
      const devRows = await t.ctx.db.query<{ id: number; name: string }>('select id::int as id, name from developments');
      for (const d of devRows) developments.set(d.name, d.id);
      for (const name of ['Orchard Rise', 'Mill Quarter', 'Half Plan']) {
        await assignProjectToUser(t.ctx.db, A.env, A.users.MEMBER.id, id(name));
        await assignProjectToUser(t.ctx.db, A.env, A.users.VIEWER.id, id(name));
      }
      platformKeyA = (await createPlatformKey(t.ctx.db, A.env, 'benchmarks')).key;
      dataKeyA = (await createDataKey(t.ctx.db, A.env, { name: 'benchmarks' })).key;
    });
    after(async () => {
      await data.close();
      await t.close();
    });

    it('GET is 404 before any POST; POST answers 201 with the report, which GET then returns as stored', async () => {
      const url = `/benchmark/project/${id('Orchard Rise')}`;
      const none = await call(admin(), 'GET', url);
      assert.equal(none.statusCode, 404, none.body);
      assert.match(json<ErrorBody>(none).message, /No benchmark/);

      const created = await call(admin(), 'POST', url);
      assert.equal(created.statusCode, 201, created.body);
      const report = json<Report>(created);
      assert.ok(report.adjusted_cost_per_m2 > 0);
      assert.ok(report.lower_limit <= report.adjusted_cost_per_m2 && report.adjusted_cost_per_m2 <= report.upper_limit);
      assert.equal(report.predictions.interval.level, 0.8);
      assert.equal(report._meta.location.area, 'SW');
      assert.equal(report._meta.location.source, 'postcode');
      assert.ok(report.comparisons.comparable_count >= 30, 'the residential evidence of the environment');
      assert.equal(report.comparisons.community_count, 0);
      // Half the comparables have an "External works" appraisal line of 6% of their cost: 6/94 of the building cost.
      assert.ok(Math.abs(report._meta.external_works_percentage - 0.06 / 0.94) < 1e-3, String(report._meta.external_works_percentage));

      const stored = await call(admin(), 'GET', url);
      assert.equal(stored.statusCode, 200, stored.body);
      assert.deepEqual(json<Report>(stored), report);
      assertMoneyInPence(created.body);
      assertMoneyInPence(stored.body);
      // The standard benchmark is not the composite's.
      assert.equal((await call(admin(), 'GET', `${url}?hybridSupport=true`)).statusCode, 404);
      assert.deepEqual(json<Report>(await call(admin(), 'GET', `${url}?hybridSupport=false`)), report);
    });

    it('stores a snapshot that the Data API lists with string ids and the D-43 figures', async () => {
      const projectId = id('Orchard Rise');
      const report = json<Report>(await call(admin(), 'POST', `/benchmark/project/${projectId}`));
      const res = await data.inject({ method: 'GET', url: `/data/benchmarks?projectId=${projectId}`, headers: { 'x-api-key': dataKeyA } });
      assert.equal(res.statusCode, 200, res.body);
      const { items } = json<{ items: Record<string, unknown>[] }>(res);
      const newest = items[0]!;
      assert.deepEqual(Object.keys(newest).sort(), [
        'bcis',
        'community_value',
        'created_date',
        'id',
        'model_value',
        'model_value_lower',
        'model_value_upper',
        'project_id',
        'source_health',
        'type',
      ]);
      assert.equal(newest.project_id, String(projectId));
      assert.match(String(newest.id), /^[1-9][0-9]*$/);
      assert.equal(newest.type, 'STANDARD');
      assert.equal(newest.model_value, report.adjusted_cost_per_m2);
      assert.equal(newest.model_value_lower, report.lower_limit);
      assert.equal(newest.model_value_upper, report.upper_limit);
      assert.equal(newest.source_health, report.comparisons.source_health);
      assert.ok(typeof newest.bcis === 'number' && newest.bcis > 0, 'a reference rate for the function and place');
      assert.equal(newest.community_value, null, 'no community: no community median');
    });

    it('answers 422 naming every missing input, and stores nothing', async () => {
      const before = await snapshotCount();
      const blank = await call(admin(), 'POST', `/benchmark/project/${id('Blank Plot')}`);
      assert.equal(blank.statusCode, 422, blank.body);
      const body = json<ErrorBody>(blank);
      assert.equal(body.error, 'Unprocessable Entity');
      for (const input of ['total_gifa', 'building_function', 'postcode']) assert.ok(body.message.includes(input), `names ${input}: ${body.message}`);

      const half = await call(admin(), 'POST', `/benchmark/project/${id('Half Plan')}?hybridSupport=true`);
      assert.equal(half.statusCode, 422, half.body);
      const halfMessage = json<ErrorBody>(half).message;
      assert.ok(halfMessage.includes(`developments[${developments.get('Half homes')}].total_gifa`), halfMessage);
      assert.ok(halfMessage.includes(`developments[${developments.get('Half shops')}].building_function`), halfMessage);

      const plain = await call(admin(), 'POST', `/benchmark/project/${id('Orchard Rise')}?hybridSupport=true`);
      assert.equal(plain.statusCode, 422, plain.body);
      assert.match(json<ErrorBody>(plain).message, /no developments/);
      assert.equal(await snapshotCount(), before, 'nothing stored');
    });

    it('D-21 parameters: hybridSupport true or false, development only with hybridSupport=true and of that project', async () => {
      const url = `/benchmark/project/${id('Mill Quarter')}`;
      const dev = developments.get('Mill homes')!;
      for (const method of ['GET', 'POST'] as const) {
        assertNamesField(await call(admin(), method, `${url}?hybridSupport=yes`), 400, 'hybridSupport');
        assertNamesField(await call(admin(), method, `${url}?hybridSupport=TRUE`), 400, 'hybridSupport');
        assertNamesField(await call(admin(), method, `${url}?development=${dev}`), 400, 'development');
        assertNamesField(await call(admin(), method, `${url}?hybridSupport=false&development=${dev}`), 400, 'development');
        assertNamesField(await call(admin(), method, `${url}?hybridSupport=true&development=abc`), 400, 'development');
        const foreign = await call(admin(), method, `${url}?hybridSupport=true&development=${developments.get('Half homes')}`);
        assert.equal(foreign.statusCode, 404, foreign.body);
        assert.match(json<ErrorBody>(foreign).message, /Development not found/);
        assertNamesField(await call(admin(), method, '/benchmark/project/0'), 400, 'projectId');
      }
    });

    it('a composite is the GIFA-weighted combination of its developments; one development is its own', async () => {
      const url = `/benchmark/project/${id('Mill Quarter')}`;
      const homes = developments.get('Mill homes')!;
      const offices = developments.get('Mill offices')!;
      const whole = await call(admin(), 'POST', `${url}?hybridSupport=true`);
      assert.equal(whole.statusCode, 201, whole.body);
      const one = await call(admin(), 'POST', `${url}?hybridSupport=true&development=${homes}`);
      const other = await call(admin(), 'POST', `${url}?hybridSupport=true&development=${offices}`);
      const [w, h, o] = [whole, one, other].map((r) => json<Report>(r));
      const weighted = (h!.adjusted_cost_per_m2 * 3000 + o!.adjusted_cost_per_m2 * 1000) / 4000;
      assert.ok(Math.abs(w!.adjusted_cost_per_m2 - weighted) < 1e-6 * weighted, `${w!.adjusted_cost_per_m2} vs ${weighted}`);
      // Each total is to the penny, rounded from the exact figure: the composite's is the parts' within a penny each.
      assert.ok(Math.abs(w!.total_adjusted_value - (h!.total_adjusted_value + o!.total_adjusted_value)) <= 0.02 + 1e-6);
      const limit = (h!.lower_limit * 3000 + o!.lower_limit * 1000) / 4000;
      // Each report's limits are to whole pence, rounded outward: the composite's is within a penny.
      assert.ok(Math.abs(w!.lower_limit - Math.min(limit, w!.adjusted_cost_per_m2)) <= 0.01 + 1e-9);

      // Each query answers its own latest; the standard one was never computed.
      assert.deepEqual(json<Report>(await call(admin(), 'GET', `${url}?hybridSupport=true`)), w);
      assert.deepEqual(json<Report>(await call(admin(), 'GET', `${url}?hybridSupport=true&development=${homes}`)), h);
      assert.deepEqual(json<Report>(await call(admin(), 'GET', `${url}?hybridSupport=true&development=${offices}`)), o);
      assert.equal((await call(admin(), 'GET', url)).statusCode, 404);
      const stored = await t.ctx.db.query<{ type: string; development_id: number | null }>(
        'select type, development_id::int as development_id from benchmark_snapshots where project_id = $1 order by id',
        [id('Mill Quarter')],
      );
      assert.deepEqual(stored, [
        { type: 'COMPOSITE', development_id: null },
        { type: 'COMPOSITE', development_id: homes },
        { type: 'COMPOSITE', development_id: offices },
      ]);
    });

    it('credentials and roles (D-51): VIEWER reads but may not POST, an unassigned MEMBER sees nothing, a Platform key is its environment’s ADMIN', async () => {
      const url = `/benchmark/project/${id('Orchard Rise')}`;
      const viewer = bearerOf(A.users.VIEWER);
      const member = bearerOf(A.users.MEMBER);
      const key = { 'x-api-key': platformKeyA };
      const before = await snapshotCount();
      const refused = await call(viewer, 'POST', url);
      assert.equal(refused.statusCode, 403, refused.body);
      assert.equal(await snapshotCount(), before, 'a refused POST stores nothing');
      assert.equal((await call(viewer, 'GET', url)).statusCode, 200);
      assert.equal((await call(viewer, 'GET', `${url}/similar`)).statusCode, 200);
      assert.equal((await call(viewer, 'POST', '/benchmark', { total_gifa: 1000, primary_building_function: 'residential', primary_building_process: 'new_build', postcode: 'M1 1AE' })).statusCode, 200);
      assert.equal((await call(member, 'POST', url)).statusCode, 201);

      const hidden = `/benchmark/project/${id('Hidden Yard')}`;
      for (const [method, path] of [['POST', hidden], ['GET', hidden], ['GET', `${hidden}/similar`]] as const) {
        const res = await call(member, method, path);
        assert.equal(res.statusCode, 404, `${method} ${path}: ${res.body}`);
        assert.equal(json<ErrorBody>(res).message, 'Project not found');
      }
      assert.equal((await call(key, 'POST', hidden)).statusCode, 201, 'a Platform key sees the whole environment');
      assert.equal((await call(key, 'GET', hidden)).statusCode, 200);
      assert.equal((await call(key, 'GET', `${hidden}/similar?limit=3`)).statusCode, 200);

      // Another environment's project is absent, for its users and its keys alike.
      const bravo = `/benchmark/project/${id('Bravo Site')}`;
      for (const headers of [admin(), key]) {
        for (const [method, path] of [['POST', bravo], ['GET', bravo], ['GET', `${bravo}/similar`]] as const) {
          const res = await call(headers, method, path);
          assert.equal(res.statusCode, 404, `${method} ${path}: ${res.body}`);
          assert.equal(json<ErrorBody>(res).message, 'Project not found');
        }
      }
      assert.equal((await call(bearerOf(B.users.ADMIN), 'POST', bravo)).statusCode, 201, 'its own environment prices it');
    });

    it('GET …/similar lists the caller’s own completed projects, most similar first, at most limit', async () => {
      const url = `/benchmark/project/${id('Orchard Rise')}/similar`;
      const res = await call(admin(), 'GET', url);
      assert.equal(res.statusCode, 200, res.body);
      const { items } = json<{ items: { project_id: number; name: string; similarity: number; quality_grade: string; cost_per_m2: number }[] }>(res);
      assert.equal(items.length, 10, 'default 10');
      const ownCompleted = new Set([...ids].filter(([name]) => /^(Homes|Office) /.test(name) && ids.get(name)! < id('Orchard Rise')).map(([, v]) => v));
      for (const item of items) {
        assert.ok(ownCompleted.has(item.project_id), `${item.project_id} is a completed project of A`);
        assert.equal(item.name, [...ids].find(([, v]) => v === item.project_id)![0]);
        assert.ok(item.similarity >= 0 && item.similarity <= 1);
        assert.match(item.quality_grade, /^[A-E]$/);
      }
      assert.deepEqual(items.map((i) => i.similarity), items.map((i) => i.similarity).toSorted((a, b) => b - a));
      assert.equal(json<{ items: unknown[] }>(await call(admin(), 'GET', `${url}?limit=3`)).items.length, 3);
      assertNamesField(await call(admin(), 'GET', `${url}?limit=51`), 400, 'limit');
      assertNamesField(await call(admin(), 'GET', `${url}?limit=0`), 400, 'limit');
      const blank = await call(admin(), 'GET', `/benchmark/project/${id('Blank Plot')}/similar`);
      assert.equal(blank.statusCode, 422, blank.body);
    });

    const scheme = {
      total_gifa: 3200,
      primary_building_function: 'residential',
      primary_building_process: 'new_build',
      postcode: 'M1 1AE',
      start_date: '2025-06-01',
      site_max_floors_above_ground: 7,
      site_max_floors_below_ground: 1,
      individual_units: 40,
      basement_parking_spaces: 20,
      procurement_arrangements: 'Main Contractor - Design & Build',
      piling: 150_000,
      demolition: 50_000,
    };

    it('GET …/history (D-59) lists every POST of the project newest first, whatever its query, and pages by computed_at', async () => {
      type Item = {
        computed_at: string;
        adjusted_cost_per_m2: number;
        lower_limit: number;
        upper_limit: number;
        model_version: string;
        source_health: number;
        hybrid: boolean;
        development: number | null;
      };
      const projectId = id('Mill Quarter');
      const url = `/benchmark/project/${projectId}`;
      const homes = developments.get('Mill homes')!;
      // Imported history (D-17) is not the service's and is never listed here.
      await t.ctx.db.query(
        `insert into benchmark_snapshots (environment_id, project_id, type, origin, model_value, created_date)
         values ($1, $2, 'STANDARD', 'imported', 1234, now() + interval '1 day')`,
        [A.env, projectId],
      );
      // The project's only standard benchmark would be 422 (no mixed-use evidence): its history is of composites.
      const posted: { report: Report; hybrid: boolean; development: number | null }[] = [];
      for (const [query, hybrid, development] of [
        ['?hybridSupport=true', true, null],
        [`?hybridSupport=true&development=${homes}`, true, homes],
        ['?hybridSupport=true', true, null],
      ] as const) {
        const res = await call(admin(), 'POST', `${url}${query}`);
        assert.equal(res.statusCode, 201, res.body);
        posted.unshift({ report: json<Report>(res), hybrid, development });
      }
      const res = await call(bearerOf(A.users.VIEWER), 'GET', `${url}/history`);
      assert.equal(res.statusCode, 200, res.body);
      const { items } = json<{ items: Item[] }>(res);
      assert.ok(items.length >= posted.length);
      posted.forEach(({ report, hybrid, development }, i) => {
        assert.deepEqual(items[i], {
          computed_at: items[i]!.computed_at,
          adjusted_cost_per_m2: report.adjusted_cost_per_m2,
          lower_limit: report.lower_limit,
          upper_limit: report.upper_limit,
          model_version: report.metadata.model_version,
          source_health: report.comparisons.source_health,
          hybrid,
          development,
        });
      });
      assert.ok(!items.some((item) => item.adjusted_cost_per_m2 === 1234), 'imported history is not listed');
      for (let i = 1; i < items.length; i++) assert.ok(items[i]!.computed_at < items[i - 1]!.computed_at, 'strictly newest first');

      // One a page, by the last computed_at: the same items, then an empty page.
      const walked: Item[] = [];
      let before: string | undefined;
      for (;;) {
        const page = await call(admin(), 'GET', `${url}/history?limit=1${before ? `&before=${encodeURIComponent(before)}` : ''}`);
        assert.equal(page.statusCode, 200, page.body);
        const got = json<{ items: Item[] }>(page).items;
        if (got.length === 0) break;
        assert.equal(got.length, 1);
        walked.push(got[0]!);
        before = got[0]!.computed_at;
      }
      assert.deepEqual(walked, items);

      // Concurrent POSTs of one project still get a millisecond each, so that no page boundary splits a tie.
      await Promise.all([1, 2, 3, 4].map(() => call(admin(), 'POST', `${url}?hybridSupport=true`)));
      const times = json<{ items: Item[] }>(await call(admin(), 'GET', `${url}/history?limit=200`)).items.map((item) => item.computed_at);
      assert.equal(new Set(times).size, times.length);

      for (const [query, field] of [['limit=0', 'limit'], ['limit=201', 'limit'], ['before=yesterday', 'before']] as const) {
        assertNamesField(await call(admin(), 'GET', `${url}/history?${query}`), 400, field);
      }
      assert.equal((await call(bearerOf(B.users.ADMIN), 'GET', `${url}/history`)).statusCode, 404, 'another environment’s project');
      assert.equal((await call(admin(), 'GET', '/benchmark/project/999999/history')).statusCode, 404);
      const none = await call(admin(), 'GET', `/benchmark/project/${id('Blank Plot')}/history`);
      assert.deepEqual(json(none), { items: [] });
    });

    it('POST /benchmark prices a D-54 scheme with 200 and one report, storing nothing', async () => {
      const before = await snapshotCount();
      const res = await call(admin(), 'POST', '/benchmark', scheme);
      assert.equal(res.statusCode, 200, res.body);
      const report = json<Report>(res);
      assert.ok(!Array.isArray(report) && report.adjusted_cost_per_m2 > 0);
      assert.equal(report._meta.location.area, 'M');
      assertMoneyInPence(res.body);
      const byIndex = json<Report>(await call({ 'x-api-key': platformKeyA }, 'POST', '/benchmark', { ...scheme, postcode: undefined, location_index: 104 }));
      assert.equal(byIndex._meta.location.source, 'index');
      assert.equal(await snapshotCount(), before, 'nothing stored');
    });

    it('POST /benchmark validates every input and names the field', async () => {
      const without = (field: string) => Object.fromEntries(Object.entries(scheme).filter(([k]) => k !== field));
      const cases: [string, unknown][] = [
        ['total_gifa', without('total_gifa')],
        ['total_gifa', { ...scheme, total_gifa: 0 }],
        ['total_gifa', { ...scheme, total_gifa: '3200' }],
        ['primary_building_function', { ...scheme, primary_building_function: 'castle' }],
        ['primary_building_process', without('primary_building_process')],
        ['site_max_floors_above_ground', { ...scheme, site_max_floors_above_ground: 201 }],
        ['site_max_floors_below_ground', { ...scheme, site_max_floors_below_ground: -1 }],
        ['site_max_floors_above_ground', { ...scheme, site_max_floors_above_ground: 2.5 }],
        ['individual_units', { ...scheme, individual_units: -3 }],
        ['basement_parking_spaces', { ...scheme, basement_parking_spaces: -1 }],
        ['piling', { ...scheme, piling: -10 }],
        ['start_date', { ...scheme, start_date: '2025-02-30' }],
        ['start_date', { ...scheme, start_date: '01/06/2025' }],
        ['procurement_arrangements', { ...scheme, procurement_arrangements: 'main contractor - design & build' }],
        ['location_index', { ...without('postcode'), location_index: 0 }],
        ['location_index', { ...without('postcode'), location_index: 5000 }],
        ['postcode', without('postcode')],
        ['postcode', { ...scheme, postcode: 'ZZ9 9ZZ' }],
        ['postcode', { ...scheme, postcode: '12345' }],
        ['colour', { ...scheme, colour: 'red' }],
      ];
      for (const [field, body] of cases) assertNamesField(await call(admin(), 'POST', '/benchmark', body), 400, field);
    });

    it('an environment with no completed projects: 422 saying there is no evidence yet, for projects and schemes', async () => {
      const before = await snapshotCount();
      for (const [method, url, body] of [
        ['POST', '/benchmark', scheme],
        ['POST', `/benchmark/project/${id('First Scheme')}`, undefined],
        ['GET', `/benchmark/project/${id('First Scheme')}/similar`, undefined],
      ] as const) {
        const res = await call(bearerOf(emptyEnv.users.ADMIN), method, url, body);
        assert.equal(res.statusCode, 422, `${url}: ${res.body}`);
        assert.match(json<ErrorBody>(res).message, /no completed evidence yet/);
      }
      assert.equal(await snapshotCount(), before);
    });

    it('keeps the fitted model until the evidence changes: a snapshot refits nothing, a completed project does, another environment is untouched', async () => {
      const models = t.ctx.cache.stats.model;
      const url = `/benchmark/project/${id('Orchard Rise')}`;
      const first = json<Report>(await call(admin(), 'POST', url));
      await call(bearerOf(B.users.ADMIN), 'POST', `/benchmark/project/${id('Bravo Site')}`);
      await changesHeard(t.ctx.db, t.ctx.cache); // the snapshots' notifications too
      const fits = models.loads;
      const again = json<Report>(await call(admin(), 'POST', url));
      await call(admin(), 'GET', `${url}/similar`);
      await call(admin(), 'POST', '/benchmark', scheme);
      assert.equal(models.loads, fits, 'no refit while only snapshots changed');
      assert.equal(again.metadata.model_version, first.metadata.model_version);

      // Concurrent requests after a change share one fit.
      const generation = t.ctx.cache.generation(A.env, 'evidence');
      await importProjects(t.ctx, A.env, completedProjects(500, 1, 'residential', { name: 'Late Homes', project_reference: 'LATE-1' }));
      await eventually(() => t.ctx.cache.generation(A.env, 'evidence') !== generation, 'the change is heard');
      const answers = await Promise.all(Array.from({ length: 4 }, () => call(admin(), 'POST', url)));
      assert.equal(models.loads, fits + 1, 'one refit for four concurrent requests');
      const after = json<Report>(answers[0]!);
      assert.equal(after.comparisons.comparable_count, first.comparisons.comparable_count + 1);
      assert.notEqual(after.metadata.model_version, first.metadata.model_version);

      // Environment B's model was not refitted by A's change.
      await call(bearerOf(B.users.ADMIN), 'POST', `/benchmark/project/${id('Bravo Site')}`);
      assert.equal(models.loads, fits + 1, 'B kept its model');
    });
  });

  describe(`benchmarks: the community floor (${backend.name})`, () => {
    let t: TestApp;
    let own: Awaited<ReturnType<typeof environmentWithUsers>>;
    let subject: number;
    let community: number;
    let other: number;
    const otherIds = new Set<number>();

    before(async () => {
      t = await buildTestApp(backend, 'platform');
      own = await environmentWithUsers(t, 'Floor Lending');
      community = (await insertCommunity(t.ctx.db, 'Lenders', 5)).id;
      const created = await importProjects(t.ctx, own.env, [
        ...completedProjects(1, 20, 'residential'),
        project(50, { name: 'Floor Subject', postcode: 'NE1 1AA', total_gifa: 2500 }),
      ]);
      subject = created.at(-1)!.id;
      other = (await createEnvironment(t.ctx.db, { name: 'Other lender' })).id;
      // Four of each function: below the floor of five.
      const theirs = await importProjects(t.ctx, other, [
        ...completedProjects(600, 4, 'residential', { total_cost: 99_000_000 }),
        ...completedProjects(700, 4, 'office'),
      ]);
      for (const p of theirs) otherIds.add(p.id);
    });
    after(() => t.close());

    const officeScheme = { total_gifa: 2000, primary_building_function: 'office', primary_building_process: 'new_build', postcode: 'NE1 1AA' };
    const admin = () => ({ authorization: `Bearer ${own.users.ADMIN.token}` });
    async function everything() {
      const send = (method: 'GET' | 'POST', url: string, payload?: object) =>
        t.app.inject({ method, url, headers: admin(), ...(payload ? { payload } : {}) });
      const standard = await send('POST', `/benchmark/project/${subject}`);
      const similar = await send('GET', `/benchmark/project/${subject}/similar?limit=50`);
      const office = await send('POST', '/benchmark', officeScheme);
      const snapshot = (
        await t.ctx.db.query('select bcis, model_value, model_value_lower, model_value_upper, source_health, community_value from benchmark_snapshots order by id desc limit 1')
      )[0];
      return { standard: [standard.statusCode, timeless(json<Report>(standard))], similar: [similar.statusCode, similar.body], office: [office.statusCode, office.body], snapshot };
    }

    it('a community group of 4 under a floor of 5 changes nothing in any result; no other environment’s project is ever named', async () => {
      const alone = await everything();
      assert.equal(alone.office[0], 422, 'no office evidence of its own');
      await addEnvironmentToCommunity(t.ctx.db, own.env, community);
      await addEnvironmentToCommunity(t.ctx.db, other, community);
      await changesHeard(t.ctx.db, t.ctx.cache);
      const fits = t.ctx.cache.stats.model.loads;
      const pooled = await everything();
      assert.equal(t.ctx.cache.stats.model.loads, fits + 1, 'the new pool was fitted');
      assert.deepEqual(pooled, alone, 'a group of 4 under a floor of 5 contributes nothing');

      // A fifth residential project: that group is used now, yet never named.
      await importProjects(t.ctx, other, completedProjects(800, 1, 'residential', { total_cost: 99_000_000 }));
      await eventually(async () => {
        const res = await t.app.inject({ method: 'POST', url: `/benchmark/project/${subject}`, headers: admin() });
        return json<Report>(res).comparisons.community_count === 5;
      }, 'the community group of five is used');
      const used = await everything();
      assert.notDeepEqual(used.standard, alone.standard);
      assert.equal(used.office[0], 422, 'the office group is still below the floor');
      const report = used.standard[1] as Report;
      const similar = (JSON.parse(used.similar[1] as string) as { items: { project_id: number }[] }).items;
      for (const item of [...report.comparisons.similar_projects, ...similar]) {
        assert.ok(!otherIds.has(item.project_id), `another environment's project ${item.project_id} is never named`);
      }
      assert.ok((used.snapshot as { community_value: number | null }).community_value !== null, 'the community median, from five');
    });
  });
}
