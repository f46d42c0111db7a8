import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { importProjects } from '../../src/services/projects/project-import.ts';
import { assignProjectToUser, createEnvironment } from '../../src/services/tenancy/tenancy.ts';
import { buildTestApp, json, type TestApp } from '../helpers/app.ts';
import { eventually } from '../helpers/eventually.ts';
import { project } from '../helpers/projects.ts';
import { assertDocumented, openApiOf } from '../helpers/openapi.ts';
import { as, assertNamesField, environmentWithUsers, type SignedIn } from '../helpers/platform.ts';
import { BACKENDS, statementsOf } from '../helpers/storage.ts';

interface Meta {
  total: number;
  lastPage: number;
  currentPage: number;
  perPage: number;
  prev: number | null;
  next: number | null;
}
interface ListItem {
  id: number;
  name: string;
  project_reference: string;
  description: string | null;
  project_status: string;
}
interface Node {
  id: number;
  input_value: string;
  input_field: string;
  parent_id: number | null;
  other_input_settings: Node[];
  project_cost_inputs: { id: number; project_id: number; budget: number | null; out_turn: number | null }[];
}

const PROJECTS = 45;


const flatten = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flatten(n.other_input_settings)]);

for (const backend of BACKENDS) {
  describe(`Platform projects: list, full record, appraisals (${backend.name})`, () => {
    let t: TestApp;
    let doc: Awaited<ReturnType<typeof openApiOf>>;
    let admin: SignedIn;
    let member: SignedIn;
    let ids: number[]; // newest first
    let rich: number;
    let emptyAdmin: SignedIn;

    before(async () => {
      t = await buildTestApp(backend, 'platform');
      doc = await openApiOf(t.app);
      const a = await environmentWithUsers(t, 'Lender');
      admin = a.users.ADMIN;
      member = a.users.MEMBER;
      const created = await importProjects(
        t.ctx,
        a.env,
        Array.from({ length: PROJECTS }, (_, i) =>
          project(i + 1, {
            status: i % 3 === 0 ? 'COMPLETED' : 'IN_PROGRESS',
            name: i === 7 ? 'Riverside 100% Wharf' : `Project ${i + 1}`,
            description: `Scheme ${i + 1}`,
          }),
        ),
      );
      // project() dates them a day apart in input order: the last is the newest.
      ids = created.map((c) => c.id).reverse();
      rich = (await importProjects(t.ctx, a.env, [
        project(100, {
          name: 'Full record',
          created_date: '2025-06-01T00:00:00Z',
          postcode: 'SW1A 1AA',
          latitude: 51.501,
          longitude: -0.1416,
          site_max_floors_above_ground: 12,
          site_max_floors_below_ground: 1,
          gross_development_value: 12_500_000.5,
          total_budget: 9_000_000,
          loan_facility_budget: 6_000_000,
          field_site: 'Brownfield',
          proposed_procurement_structure: 'Self build',
          proposed_procurement_structure_other_specific: 'n/a',
          contract_form: 'JCT D&B 2016',
          comments: 'Watch the drainage',
          developments: [{ name: 'Block A', total_gifa: 1000 }, { name: 'Block B' }],
          appraisal_lines: [
            { label: 'Land purchase', budget: 100, out_turn: 110 },
            { label: 'Build costs', budget: 900.25, out_turn: null },
            { label: 'A new line', budget: 5 },
          ],
        }),
      ]))[0]!.id;
      await assignProjectToUser(t.ctx.db, a.env, member.id, ids[0]!);
      await assignProjectToUser(t.ctx.db, a.env, member.id, rich);
      const empty = await environmentWithUsers(t, 'Empty');
      emptyAdmin = empty.users.ADMIN;
      await createEnvironment(t.ctx.db, { name: 'Unused' });
    });
    after(() => t.close());

    const list = async (user: SignedIn, query: string) => {
      const res = await as(t, user).get(`/projects${query}`);
      assert.equal(res.statusCode, 200, res.body);
      assertDocumented(doc, 'GET', '/projects', res);
      return json<{ data: ListItem[]; meta: Meta }>(res);
    };

    it('pages newest first with exact meta, prev and next null at the ends (D-19, D-50)', async () => {
      const total = PROJECTS + 1;
      const first = await list(admin, '?perPage=20');
      assert.deepEqual(first.meta, { total, lastPage: 3, currentPage: 1, perPage: 20, prev: null, next: 2 });
      const middle = await list(admin, '?page=2&perPage=20');
      assert.deepEqual(middle.meta, { total, lastPage: 3, currentPage: 2, perPage: 20, prev: 1, next: 3 });
      const last = await list(admin, '?page=3&perPage=20');
      assert.deepEqual(last.meta, { total, lastPage: 3, currentPage: 3, perPage: 20, prev: 2, next: null });
      assert.equal(last.data.length, total - 40);
      const seen = [...first.data, ...middle.data, ...last.data].map((p) => p.id);
      assert.deepEqual(seen, [...ids, rich], 'every project once, newest first');
      const beyond = await list(admin, '?page=9&perPage=20');
      assert.deepEqual(beyond.data, []);
      assert.deepEqual(beyond.meta, { total, lastPage: 3, currentPage: 9, perPage: 20, prev: 3, next: null });
      const defaults = await list(admin, '');
      assert.equal(defaults.meta.perPage, 20);
      assert.equal(defaults.meta.currentPage, 1);
      const exact = await list(admin, `?perPage=${total}`);
      assert.deepEqual(exact.meta, { total, lastPage: 1, currentPage: 1, perPage: total, prev: null, next: null });
    });

    it('an empty environment has one empty page', async () => {
      const empty = await list(emptyAdmin, '');
      assert.deepEqual(empty, {
        data: [],
        meta: { total: 0, lastPage: 1, currentPage: 1, perPage: 20, prev: null, next: null },
      });
    });

    it('list items carry exactly the SPEC members', async () => {
      const { data } = await list(admin, '?perPage=1');
      assert.deepEqual(Object.keys(data[0]!).sort(), ['description', 'id', 'name', 'project_reference', 'project_status']);
      assert.equal(typeof data[0]!.id, 'number');
      assert.equal(data[0]!.description, `Scheme ${PROJECTS}`);
    });

    it('filters by status and searches name or reference, case-insensitively, wildcards literal', async () => {
      const completed = await list(admin, '?status=COMPLETED&perPage=100');
      assert.equal(completed.meta.total, Math.ceil(PROJECTS / 3));
      assert.ok(completed.data.every((p) => p.project_status === 'COMPLETED'));
      const byName = await list(admin, '?search=RIVERSIDE');
      assert.deepEqual(byName.data.map((p) => p.name), ['Riverside 100% Wharf']);
      const byReference = await list(admin, '?search=ref-0012');
      assert.deepEqual(byReference.data.map((p) => p.project_reference), ['REF-0012']);
      assert.equal((await list(admin, '?search=100%25')).meta.total, 1, '% is a literal character');
      assert.equal((await list(admin, '?search=_')).meta.total, 0, '_ is a literal character');
      const both = await list(admin, '?search=riverside&status=COMPLETED');
      assert.equal(both.meta.total, 0);
    });

    it('ignores unknown parameters and rejects bad values naming the parameter', async () => {
      assert.equal((await list(admin, '?colour=blue&perPage=5')).data.length, 5);
      const cases: [string, string][] = [
        ['?page=0', 'page'],
        ['?page=-1', 'page'],
        ['?page=abc', 'page'],
        ['?page=1.5', 'page'],
        ['?perPage=0', 'perPage'],
        ['?perPage=101', 'perPage'],
        ['?status=DONE', 'status'],
        ['?status=pending', 'status'],
        [`?search=${'x'.repeat(201)}`, 'search'],
      ];
      for (const [query, field] of cases) {
        const res = await as(t, admin).get(`/projects${query}`);
        assertNamesField(res, 400, field);
        assertDocumented(doc, 'GET', '/projects', res);
      }
    });

    it('answers the full record with every SPEC field, integers as numbers, comments and developments', async () => {
      const res = await as(t, admin).get(`/projects/${rich}`);
      assert.equal(res.statusCode, 200, res.body);
      assertDocumented(doc, 'GET', '/projects/{id}', res);
      const body = json(res);
      const expected: Record<string, unknown> = {
        id: rich,
        name: 'Full record',
        project_reference: 'REF-0100',
        project_status: 'IN_PROGRESS',
        postcode: 'SW1A 1AA',
        latitude: 51.501,
        longitude: -0.1416,
        site_area: 300,
        field_site: 'Brownfield',
        proposed_procurement_structure: 'Self build',
        proposed_procurement_structure_other_specific: 'n/a',
        contract_form: 'JCT D&B 2016',
        gross_development_value: 12_500_000.5,
        total_budget: 9_000_000,
        loan_facility_budget: 6_000_000,
        total_gifa: 600,
        site_max_floors_above_ground: 12,
        site_max_floors_below_ground: 1,
        comments: 'Watch the drainage',
      };
      for (const [field, value] of Object.entries(expected)) assert.deepEqual(body[field], value, field);
      assert.equal(typeof body.environment_id, 'number');
      for (const field of ['address', 'description']) assert.ok(field in body, `${field} is present`);
      const developments = body.developments as { id: number; name: string }[];
      assert.deepEqual(developments.map((d) => d.name), ['Block A', 'Block B']);
      assert.ok(developments.every((d) => typeof d.id === 'number' && Object.keys(d).length === 2));
    });

    it('serves records and pages from the read cache, and follows changes and assignments within moments', async () => {
      const url = `/projects/${rich}`;
      const first = await as(t, member).get(url);
      const hits = t.ctx.cache.stats.platformProject.hits;
      const again = await as(t, member).get(url);
      assert.equal(again.body, first.body);
      assert.ok(t.ctx.cache.stats.platformProject.hits > hits, 'the second read came from memory');
      /** Reads until `done` holds (a change reaches the cache with the database's notification). */
      const eventuallyRead = (user: SignedIn, path: string, done: (res: LightMyRequestResponse) => boolean) =>
        eventually(async () => done(await as(t, user).get(path)), `${path} reflects the change`);
      await t.ctx.db.query("update projects set name = 'Full record, renamed' where id = $1", [rich]);
      await eventuallyRead(member, url, (res) => json<{ name: string }>(res).name === 'Full record, renamed');
      await eventuallyRead(member, '/projects?search=renamed', (res) => json<{ meta: Meta }>(res).meta.total === 1);
      await t.ctx.db.query("update projects set name = 'Full record' where id = $1", [rich]);
      await eventuallyRead(member, '/projects?search=renamed', (res) => json<{ meta: Meta }>(res).meta.total === 0);
      await t.ctx.db.query("update developments set name = 'Block A1' where project_id = $1 and name = 'Block A'", [rich]);
      await eventuallyRead(member, url, (res) => res.body.includes('Block A1'));
      const hidden = `/projects/${ids[5]}`;
      assert.equal((await as(t, member).get(hidden)).statusCode, 404);
      const env = (await t.ctx.db.query<{ environment_id: number }>('select environment_id from projects where id = $1', [rich]))[0]!
        .environment_id;
      await assignProjectToUser(t.ctx.db, env, member.id, ids[5]!);
      await eventuallyRead(member, hidden, (res) => res.statusCode === 200);
      await t.ctx.db.query('delete from user_projects where user_id = $1 and project_id = $2', [member.id, ids[5]]);
      await eventuallyRead(member, hidden, (res) => res.statusCode === 404);
    });

    it('rejects ids that are not a positive int64 with 400 naming id; an absent one is 404', async () => {
      for (const raw of ['abc', '0', '-1', '1.5', '007', '9223372036854775808', '99999999999999999999']) {
        const res = await as(t, admin).get(`/projects/${raw}`);
        assertNamesField(res, 400, 'id');
        assertDocumented(doc, 'GET', '/projects/{id}', res);
      }
      const absent = await as(t, admin).get('/projects/9223372036854775807');
      assert.equal(absent.statusCode, 404);
      assert.deepEqual(json(absent), { statusCode: 404, message: 'Project not found', error: 'Not Found' });
    });

    it('builds the appraisal tree with nested settings and each project’s cost inputs (D-20)', async () => {
      const res = await as(t, admin).get('/projects/appraisals');
      assert.equal(res.statusCode, 200, res.body);
      assertDocumented(doc, 'GET', '/projects/appraisals', res);
      const roots = json<Node[]>(res);
      assert.deepEqual(
        roots.map((r) => r.input_value),
        ['Land acquisition', 'Construction costs', 'Professional fees', 'Contingency', 'Finance costs', 'Sales and marketing', 'A new line'],
      );
      assert.ok(roots.every((r) => r.parent_id === null));
      for (const node of flatten(roots)) {
        for (const child of node.other_input_settings) assert.equal(child.parent_id, node.id);
      }
      const land = roots[0]!;
      assert.equal(land.input_field, 'land_acquisition');
      assert.deepEqual(land.other_input_settings.map((c) => c.input_field), ['land_purchase', 'stamp_duty', 'acquisition_fees']);
      const purchase = land.other_input_settings[0]!;
      assert.equal(purchase.project_cost_inputs.length, 1);
      assert.deepEqual(
        { ...purchase.project_cost_inputs[0], id: 0 },
        { id: 0, project_id: rich, budget: 100, out_turn: 110 },
      );
      const build = flatten(roots).find((n) => n.input_field === 'build_costs')!;
      assert.deepEqual(build.project_cost_inputs.map((c) => [c.budget, c.out_turn]), [[900.25, null]]);
      assert.equal(flatten(roots).find((n) => n.input_value === 'A new line')!.project_cost_inputs[0]!.budget, 5);
    });

    it('narrows the appraisal tree to one project with projectId, and rejects a bad one', async () => {
      const narrowed = json<Node[]>(await as(t, admin).get(`/projects/appraisals?projectId=${ids[0]}`));
      assert.equal(flatten(narrowed).flatMap((n) => n.project_cost_inputs).length, 0);
      assert.ok(flatten(narrowed).length >= 17, 'the settings are all there');
      const own = json<Node[]>(await as(t, admin).get(`/projects/appraisals?projectId=${rich}`));
      assert.equal(flatten(own).flatMap((n) => n.project_cost_inputs).length, 3);
      assertNamesField(await as(t, admin).get('/projects/appraisals?projectId=abc'), 400, 'projectId');
      const absent = await as(t, admin).get('/projects/appraisals?projectId=999999');
      assert.equal(absent.statusCode, 404);
    });

    it('reads the appraisal tree in a fixed number of statements, whatever the number of settings and projects', async () => {
      // The bearer check's look-up of the caller's user record (cached for at most half a second,
      // src/services/signed-in-user.ts) is not the route's cost.
      const userRecord = /\bfrom users\b/;
      const before = await statementsOf(t.ctx.db, () => as(t, member).get('/projects/appraisals'), userRecord);
      const env = (await t.ctx.db.query<{ environment_id: number }>('select environment_id from projects where id = $1', [rich]))[0]!
        .environment_id;
      await importProjects(
        t.ctx,
        env,
        Array.from({ length: 30 }, (_, i) =>
          project(200 + i, { appraisal_lines: [{ label: `Extra ${i}`, budget: i }, { label: 'Build costs', budget: 1 }] }),
        ),
      );
      const afterGrowth = await statementsOf(t.ctx.db, () => as(t, admin).get('/projects/appraisals'), userRecord);
      assert.ok(before >= 2 && before <= 3, `two or three statements (${before})`);
      assert.equal(afterGrowth, before);
    });

    it('lists input settings by kind and the risk-status legend (D-44)', async () => {
      const risk = await as(t, admin).get('/input-settings?kind=RISK');
      assert.equal(risk.statusCode, 200);
      assertDocumented(doc, 'GET', '/input-settings', risk);
      const riskRows = json<{ kind: string; input_value: string; parent_id: number | null }[]>(risk);
      assert.deepEqual(riskRows.map((r) => r.input_value), ['Programme', 'Cost', 'Planning', 'Funding', 'Health and safety', 'Quality']);
      const all = json<{ kind: string }[]>(await as(t, admin).get('/input-settings'));
      assert.ok(all.some((r) => r.kind === 'APPRAISAL') && all.some((r) => r.kind === 'RISK'));
      assertNamesField(await as(t, admin).get('/input-settings?kind=COST'), 400, 'kind');
      const legends = await as(t, member).get('/risk-status-legends');
      assertDocumented(doc, 'GET', '/risk-status-legends', legends);
      assert.deepEqual(
        json<{ name: string; description: string; colour: string }[]>(legends).map(({ name, description, colour }) => [name, description, colour]),
        [
          ['Green', 'On track', '#2E7D32'],
          ['Amber', 'At risk', '#F9A825'],
          ['Red', 'Off track', '#C62828'],
        ],
      );
    });
  });
}
