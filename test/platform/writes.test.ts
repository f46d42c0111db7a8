import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { importProjects } from '../../src/services/projects/project-import.ts';
import { assignProjectToUser } from '../../src/services/tenancy/tenancy.ts';
import { buildTestApp, json, type TestApp } from '../helpers/app.ts';
import { project } from '../helpers/projects.ts';
import { assertDocumented, openApiOf } from '../helpers/openapi.ts';
import { as, assertNamesField, environmentWithUsers, type SignedIn } from '../helpers/platform.ts';
import { BACKENDS } from '../helpers/storage.ts';

interface Event {
  id: number;
  kind: string;
  created_at: string;
  user_id: number | null;
  details: Record<string, unknown>;
}
type Record_ = Record<string, unknown> & { last_modified_date: string; project_status: string };

for (const backend of BACKENDS) {
  describe(`Platform project writes, their validation and their events (${backend.name})`, () => {
    let t: TestApp;
    let doc: Awaited<ReturnType<typeof openApiOf>>;
    let env: number;
    let admin: SignedIn;
    let member: SignedIn;
    let id: number;
    let serial = 0;

    before(async () => {
      t = await buildTestApp(backend, 'platform');
      doc = await openApiOf(t.app);
      const a = await environmentWithUsers(t, 'Developer');
      env = a.env;
      admin = a.users.ADMIN;
      member = a.users.MEMBER;
    });
    after(() => t.close());

    // Each test writes to a project of its own, assigned to the MEMBER, dated in the past.
    beforeEach(async () => {
      serial += 1;
      id = (await importProjects(t.ctx, env, [
        project(serial, {
          status: 'PENDING',
          description: 'A scheme',
          created_date: '2026-01-01T00:00:00Z',
          last_modified_date: '2026-01-02T00:00:00Z',
          postcode: 'M1 1AE',
          latitude: 53.48,
          longitude: -2.24,
          contract_start_date: '2026-03-01T00:00:00Z',
          contract_completion_date: '2027-03-01T00:00:00Z',
          rule_off_date_for_valuations: '2026-04-30T00:00:00Z',
        }),
      ]))[0]!.id;
      await assignProjectToUser(t.ctx.db, env, member.id, id);
    });

    const record = async (projectId = id) => json<Record_>(await as(t, admin).get(`/projects/${projectId}`));
    const events = async (projectId = id) => json<Event[]>(await as(t, admin).get(`/projects/${projectId}/events`));
    const projectCount = async () =>
      (await t.ctx.db.query<{ n: number }>('select count(*)::int as n from projects where environment_id = $1', [env]))[0]!.n;

    /** A refused write: the status, the field it names, and nothing stored (record and events unchanged). */
    async function refused(write: () => Promise<LightMyRequestResponse>, status: number, field: string) {
      const [recordBefore, eventsBefore] = [await record(), await events()];
      const res = await write();
      if (status === 400) assertNamesField(res, status, field);
      else assert.equal(res.statusCode, status, res.body);
      assert.deepEqual(await record(), recordBefore, `${field}: the project is unchanged`);
      assert.deepEqual(await events(), eventsBefore, `${field}: no event`);
      return res;
    }

    /** The write's trace: last_modified_date moved forward and one new event of `kind` by `user`. */
    async function traced(before: Record_, kind: string, user: SignedIn): Promise<Event> {
      const now = await record();
      assert.ok(Date.parse(now.last_modified_date) > Date.parse(before.last_modified_date), 'last_modified_date moves on');
      const [latest] = await events();
      assert.equal(latest!.kind, kind);
      assert.equal(latest!.user_id, user.id);
      assert.ok(Math.abs(Date.parse(latest!.created_at) - Date.now()) < 60_000);
      return latest!;
    }

    it('POST /projects creates one project from the import body, with its nested records and an event (ADMIN)', async () => {
      const res = await as(t, admin).post('/projects', {
        name: 'Canal Basin',
        project_reference: 'CB-1',
        project_status: 'PRE_CONTRACT',
        postcode: 'ls11ur',
        latitude: 53.79,
        longitude: -1.54,
        site_area: 1200.5,
        comments: 'New instruction',
        developments: [{ name: 'Tower', building_function: 'residential', total_gifa: 8000 }],
        facilities: [{ name: 'Senior debt', amount: 5_000_000 }],
        appraisal_lines: [{ label: 'Build costs', budget: 4_000_000 }],
      });
      assert.equal(res.statusCode, 201, res.body);
      assertDocumented(doc, 'POST', '/projects', res);
      const created = json<Record_ & { id: number; developments: { name: string }[] }>(res);
      assert.equal(created.project_status, 'PRE_CONTRACT');
      assert.equal(created.postcode, 'LS1 1UR', 'the postcode is normalised');
      assert.equal(created.site_area, 1200.5);
      assert.deepEqual(created.developments.map((d) => d.name), ['Tower']);
      assert.deepEqual(await record(created.id), created);
      const [event] = await events(created.id);
      assert.equal(event!.kind, 'PROJECT_CREATED');
      assert.equal(event!.user_id, admin.id);
      const facilities = json<{ name: string; amount: number }[]>(await as(t, admin).get(`/projects/${created.id}/facilities`));
      assert.deepEqual(facilities.map((f) => [f.name, f.amount]), [['Senior debt', 5_000_000]]);
    });

    it('POST /projects rejects bad bodies naming the field, and stores nothing', async () => {
      const base = { name: 'Bad', project_reference: 'BAD-1' };
      const cases: [Record<string, unknown>, string][] = [
        [{ ...base, colour: 'red' }, 'colour'],
        [{ ...base, site_area: '12' }, 'site_area'],
        [{ ...base, total_gifa: -1 }, 'total_gifa'],
        [{ ...base, total_budget: -0.01 }, 'total_budget'],
        [{ ...base, latitude: 90.5, longitude: 0 }, 'latitude'],
        [{ ...base, latitude: 0, longitude: -180.5 }, 'longitude'],
        [{ ...base, latitude: 51.5 }, 'longitude'],
        [{ ...base, postcode: 'NOT A POSTCODE' }, 'postcode'],
        [{ ...base, postcode: 'SW1A1A' }, 'postcode'],
        [{ ...base, status: 'PENDING', project_status: 'COMPLETED' }, 'project_status'],
        [{ ...base, status: 'DONE' }, 'status'],
        [{ ...base, site_max_floors_above_ground: 2.5 }, 'site_max_floors_above_ground'],
        [{ ...base, facilities: [{ name: 'Loan', amount: -5 }] }, 'facilities[0].amount'],
        [{ ...base, developments: [{ name: 'A', building_function: 'castle' }] }, 'developments[0].building_function'],
        [{ project_reference: 'BAD-1' }, 'name'],
        [{ ...base, contract_start_date: '2026-05-01T00:00:00Z', contract_completion_date: '2026-04-01T00:00:00Z' }, 'contract_completion_date'],
      ];
      const count = await projectCount();
      for (const [body, field] of cases) {
        const res = await as(t, admin).post('/projects', body);
        assertNamesField(res, 400, field);
        assertDocumented(doc, 'POST', '/projects', res);
      }
      const taken = await as(t, admin).post('/projects', { name: 'Clash', project_reference: `REF-${String(serial).padStart(4, '0')}` });
      assertNamesField(taken, 409, 'project_reference');
      assert.equal(await projectCount(), count, 'nothing was stored');
    });

    it('PATCH changes only the given fields, records from/to, and bumps last_modified_date', async () => {
      const before = await record();
      const res = await as(t, member).patch(`/projects/${id}`, {
        name: 'Renamed',
        postcode: 'm11ae',
        total_budget: 2_500_000,
        description: null,
      });
      assert.equal(res.statusCode, 200, res.body);
      assertDocumented(doc, 'PATCH', '/projects/{id}', res);
      const after = json<Record_>(res);
      assert.equal(after.name, 'Renamed');
      assert.equal(after.total_budget, 2_500_000);
      assert.equal(after.description, null);
      assert.equal(after.site_area, before.site_area, 'untouched fields stay');
      assert.deepEqual(await record(), after);
      const event = await traced(before, 'PROJECT_UPDATED', member);
      // The postcode normalises to what it was: not a change.
      assert.deepEqual(event.details, {
        changes: {
          name: { from: before.name, to: 'Renamed' },
          total_budget: { from: before.total_budget, to: 2_500_000 },
          description: { from: before.description, to: null },
        },
      });
    });

    it('a PATCH that changes nothing leaves no trace', async () => {
      const before = await record();
      const eventsBefore = await events();
      const res = await as(t, member).patch(`/projects/${id}`, {
        name: before.name,
        postcode: 'm1 1ae',
        contract_start_date: '2026-03-01T01:00:00+01:00',
        rule_off_date_for_valuations: '2026-04-30T00:00:00.000Z',
        latitude: 53.48,
      });
      assert.equal(res.statusCode, 200);
      assert.deepEqual(json(res), before);
      assert.deepEqual(await events(), eventsBefore);
    });

    it('PATCH rejects bad input naming the field, and changes nothing', async () => {
      const patch = (body: unknown) => () => as(t, member).patch(`/projects/${id}`, body);
      await refused(patch({}), 400, 'body');
      await refused(patch({ colour: 'red' }), 400, 'colour');
      await refused(patch({ developments: [] }), 400, 'developments');
      await refused(patch({ name: null }), 400, 'name');
      await refused(patch({ name: '' }), 400, 'name');
      await refused(patch({ total_gifa: '100' }), 400, 'total_gifa');
      await refused(patch({ site_area: -3 }), 400, 'site_area');
      await refused(patch({ latitude: -91 }), 400, 'latitude');
      await refused(patch({ longitude: null }), 400, 'longitude');
      await refused(patch({ postcode: 'ZZ' }), 400, 'postcode');
      await refused(patch({ contract_completion_date: '2026-02-01T00:00:00Z' }), 400, 'contract_completion_date');
      await refused(patch({ contract_start_date: 'yesterday' }), 400, 'contract_start_date');
      await refused(patch({ status: 'IN_PROGRESS', project_status: 'PENDING' }), 400, 'project_status');
      await refused(patch({ name: 'ok', total_cost: -1 }), 400, 'total_cost');
      const other = (await importProjects(t.ctx, env, [project(1000 + serial, { created_date: '2026-01-01T00:00:00Z' })]))[0]!;
      await refused(patch({ project_reference: other.project_reference }), 409, 'project_reference');
      await refused(() => as(t, member).patch('/projects/abc', { name: 'x' }), 400, 'id');
    });

    it('status moves one step forward or any step back; other moves are 409 listing the allowed ones (D-39)', async () => {
      const move = (user: SignedIn, to: string, field = 'project_status') =>
        as(t, user).patch(`/projects/${id}`, { [field]: to });
      const skip = await refused(() => move(member, 'DEFECTS_CORRECTION'), 409, 'project_status');
      assertDocumented(doc, 'PATCH', '/projects/{id}', skip);
      assert.equal(
        json<{ message: string }>(skip).message,
        'project_status: a project cannot move from PENDING to DEFECTS_CORRECTION; allowed from PENDING: IN_PROGRESS, PRE_CONTRACT, NOT_YET_SECURED',
      );
      const before = await record();
      const forward = await move(member, 'IN_PROGRESS');
      assert.equal(forward.statusCode, 200, forward.body);
      assert.equal(json<Record_>(forward).project_status, 'IN_PROGRESS');
      const event = await traced(before, 'PROJECT_UPDATED', member);
      assert.deepEqual(event.details.changes, { project_status: { from: 'PENDING', to: 'IN_PROGRESS' } });
      assert.equal((await move(member, 'DEFECTS_CORRECTION', 'status')).statusCode, 200, 'status is the alias');
      assert.equal((await move(member, 'NOT_YET_SECURED')).statusCode, 200, 'any step back');
      const jump = await move(member, 'COMPLETED');
      assert.equal(jump.statusCode, 409);
      assert.match(json<{ message: string }>(jump).message, /allowed from NOT_YET_SECURED: PRE_CONTRACT$/);
      const adminJump = await move(admin, 'COMPLETED');
      assert.equal(adminJump.statusCode, 200, 'ADMIN may set any status');
      const fromEnd = await move(member, 'PENDING');
      assert.equal(fromEnd.statusCode, 200, 'back from COMPLETED');
    });

    it('facilities: add, list, validation and the event', async () => {
      const url = `/projects/${id}/facilities`;
      const before = await record();
      const res = await as(t, member).post(url, { name: 'Mezzanine', amount: 750_000.5 });
      assert.equal(res.statusCode, 201, res.body);
      assertDocumented(doc, 'POST', '/projects/{id}/facilities', res);
      const facility = json<{ id: number; name: string; amount: number }>(res);
      assert.equal(facility.amount, 750_000.5);
      const event = await traced(before, 'FACILITY_ADDED', member);
      assert.deepEqual(event.details, { facility_id: facility.id, name: 'Mezzanine', amount: 750_000.5 });
      const listed = await as(t, member).get(url);
      assertDocumented(doc, 'GET', '/projects/{id}/facilities', listed);
      assert.deepEqual(json<{ id: number }[]>(listed).map((f) => f.id), [facility.id]);
      await refused(() => as(t, member).post(url, { name: 'Loan', amount: -1 }), 400, 'amount');
      await refused(() => as(t, member).post(url, { name: 'Loan', amount: '100' }), 400, 'amount');
      await refused(() => as(t, member).post(url, { amount: 100 }), 400, 'name');
      await refused(() => as(t, member).post(url, { name: '   ', amount: 100 }), 400, 'name');
      await refused(() => as(t, member).post(url, { name: 'Loan', amount: 1, rate: 5 }), 400, 'rate');
    });

    it('developments: add (D-45 shape), list, shown on the full record, validation and the event', async () => {
      const url = `/projects/${id}/developments`;
      const before = await record();
      const body = {
        name: 'Block C',
        building_function: 'office',
        building_process: 'refurbishment',
        total_gifa: 2500,
        individual_units: 0,
        site_max_floors_above_ground: 6,
        site_max_floors_below_ground: 0,
      };
      const res = await as(t, member).post(url, body);
      assert.equal(res.statusCode, 201, res.body);
      assertDocumented(doc, 'POST', '/projects/{id}/developments', res);
      const development = json<{ id: number }>(res);
      assert.deepEqual(development, { id: development.id, ...body });
      await traced(before, 'DEVELOPMENT_ADDED', member);
      assert.deepEqual(json<{ developments: unknown[] }>(await as(t, member).get(`/projects/${id}`)).developments, [
        { id: development.id, name: 'Block C' },
      ]);
      assert.deepEqual(json(await as(t, member).get(url)), [development]);
      await refused(() => as(t, member).post(url, { name: 'D', building_function: 'castle' }), 400, 'building_function');
      await refused(() => as(t, member).post(url, { name: 'D', total_gifa: -10 }), 400, 'total_gifa');
      await refused(() => as(t, member).post(url, { name: 'D', individual_units: 1.5 }), 400, 'individual_units');
      await refused(() => as(t, member).post(url, { name: 'D', id: 5 }), 400, 'id');
    });

    it('cost inputs: replaced whole, labels matched to settings, shown in the appraisal tree, validation and the event', async () => {
      const url = `/projects/${id}/cost-inputs`;
      const before = await record();
      const res = await as(t, member).put(url, [
        { label: 'Build costs', budget: 1000, out_turn: 1100 },
        { label: 'land purchase', budget: 200 },
        { label: 'Party wall awards', budget: 15, facility: 10 },
      ]);
      assert.equal(res.statusCode, 200, res.body);
      assertDocumented(doc, 'PUT', '/projects/{id}/cost-inputs', res);
      const lines = json<{ id: number; label: string; budget: number; input_setting_id: number; created_date: string }[]>(res);
      assert.deepEqual(lines.map((l) => [l.label, l.budget]), [['Build costs', 1000], ['Land purchase', 200], ['Party wall awards', 15]]);
      const event = await traced(before, 'COST_INPUTS_REPLACED', member);
      assert.deepEqual(event.details, { lines_before: 0, lines_after: 3 });
      const second = json<typeof lines>(await as(t, member).put(url, [{ label: 'Build costs', budget: 1200 }]));
      assert.equal(second.length, 1);
      assert.equal(second[0]!.created_date, lines[0]!.created_date, 'a line kept keeps its first date');
      assert.deepEqual(json(await as(t, member).get(url)), second);
      const tree = json<{ input_field: string; other_input_settings: { input_field: string; project_cost_inputs: { project_id: number; budget: number }[] }[] }[]>(
        await as(t, member).get(`/projects/appraisals?projectId=${id}`),
      );
      const build = tree.flatMap((n) => n.other_input_settings).find((n) => n.input_field === 'build_costs')!;
      assert.deepEqual(build.project_cost_inputs.map((c) => [c.project_id, c.budget]), [[id, 1200]]);
      await refused(() => as(t, member).put(url, [{ label: 'A', budget: -1 }]), 400, '[0].budget');
      await refused(() => as(t, member).put(url, [{ label: 'A' }, { label: ' a ' }]), 400, '[1].label');
      await refused(() => as(t, member).put(url, [{ label: 'A', budget: '1' }]), 400, '[0].budget');
      await refused(() => as(t, member).put(url, { label: 'A' }), 400, 'body');
      const cleared = await as(t, member).put(url, []);
      assert.deepEqual(json(cleared), [], 'an empty list clears them');
    });

    it('risk assessment sets: a new set (DRAFT by default), newest first, validation and the event', async () => {
      const url = `/projects/${id}/risk-assessments`;
      const before = await record();
      const res = await as(t, member).post(url, {
        assessments: [{ category: 'Programme', value: 'Late steel', score: '4' }, { category: 'Cost' }],
      });
      assert.equal(res.statusCode, 201, res.body);
      assertDocumented(doc, 'POST', '/projects/{id}/risk-assessments', res);
      const set = json<{ id: number; current_status: string; created_by: number; assessments: { category: string; value: string | null }[] }>(res);
      assert.equal(set.current_status, 'DRAFT');
      assert.equal(set.created_by, member.id);
      assert.deepEqual(set.assessments.map((a) => [a.category, a.value]), [['Programme', 'Late steel'], ['Cost', null]]);
      const event = await traced(before, 'RISK_ASSESSMENT_ADDED', member);
      assert.equal(event.details.risk_assessment_set_id, set.id);
      const second = json<{ id: number }>(await as(t, member).post(url, { current_status: 'SUBMITTED', assessments: [] }));
      const listed = await as(t, member).get(url);
      assertDocumented(doc, 'GET', '/projects/{id}/risk-assessments', listed);
      assert.deepEqual(json<{ id: number }[]>(listed).map((s) => s.id), [second.id, set.id]);
      await refused(() => as(t, member).post(url, { current_status: 'DONE', assessments: [] }), 400, 'current_status');
      await refused(() => as(t, member).post(url, {}), 400, 'assessments');
      await refused(() => as(t, member).post(url, { assessments: [{ value: 'x' }] }), 400, 'assessments[0].category');
      await refused(() => as(t, member).post(url, { created_date: '2020-01-01T00:00:00Z', assessments: [] }), 400, 'created_date');
    });

    it('events are newest first, paged with limit and before', async () => {
      for (const name of ['A', 'B', 'C']) await as(t, member).post(`/projects/${id}/facilities`, { name, amount: 1 });
      const res = await as(t, member).get(`/projects/${id}/events`);
      assertDocumented(doc, 'GET', '/projects/{id}/events', res);
      const all = json<Event[]>(res);
      assert.deepEqual(all.map((e) => e.kind), ['FACILITY_ADDED', 'FACILITY_ADDED', 'FACILITY_ADDED', 'PROJECT_CREATED']);
      assert.deepEqual(all.slice(0, 3).map((e) => e.details.name), ['C', 'B', 'A']);
      const page = json<Event[]>(await as(t, member).get(`/projects/${id}/events?limit=2&before=${all[1]!.id}`));
      assert.deepEqual(page.map((e) => e.id), [all[2]!.id, all[3]!.id]);
      assertNamesField(await as(t, member).get(`/projects/${id}/events?limit=0`), 400, 'limit');
      assertNamesField(await as(t, member).get(`/projects/${id}/events?before=x`), 400, 'before');
    });

    it('every answer of a write is JSON in the error body when the body is not JSON', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/projects/${id}/facilities`,
        headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/json' },
        payload: '{"name": "Loan", "amount": ',
      });
      assert.equal(res.statusCode, 400);
      assert.equal(json(res).error, 'Bad Request');
      const text = await t.app.inject({
        method: 'POST',
        url: `/projects/${id}/facilities`,
        headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/xml' },
        payload: '<facility name="Loan"/>',
      });
      assert.equal(text.statusCode, 415);
      assertDocumented(doc, 'POST', '/projects/{id}/facilities', text);
    });
  });
}
