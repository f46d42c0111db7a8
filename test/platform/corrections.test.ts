import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { importProjects } from '../../src/services/projects/project-import.ts';
import { assignProjectToUser } from '../../src/services/tenancy/tenancy.ts';
import { changeUser } from '../../src/services/tenancy/user-lifecycle.ts';
import { buildTestApp, json, type TestApp } from '../helpers/app.ts';
import { assertDocumented, openApiOf } from '../helpers/openapi.ts';
import { as, assertNamesField, environmentWithUsers, type SignedIn } from '../helpers/platform.ts';
import { project } from '../helpers/projects.ts';
import { BACKENDS } from '../helpers/storage.ts';

// Correcting what was added to a project (D-24 beyond add): PATCH and DELETE of a facility, a
// development and an appraisal line, each in the event trail by the user's name, refused with 409 while
// a drawdown or a benchmark refers to it; and GET /me, the user as they are now.

interface Event {
  kind: string;
  user_id: number | null;
  user: { id: number; name: string } | null;
  details: Record<string, unknown>;
}
interface Facility {
  id: number;
  name: string;
  amount: number;
}
interface Line {
  id: number;
  label: string;
  budget: number | null;
  out_turn: number | null;
  input_setting_id: number;
}

for (const backend of BACKENDS) {
  describe(`Correcting a project's records, and GET /me (${backend.name})`, () => {
    let t: TestApp;
    let doc: Awaited<ReturnType<typeof openApiOf>>;
    let env: number;
    let users: Record<'ADMIN' | 'MEMBER' | 'VIEWER', SignedIn>;
    let other: SignedIn;
    let id: number;
    let serial = 0;

    before(async () => {
      t = await buildTestApp(backend, 'platform');
      doc = await openApiOf(t.app);
      const a = await environmentWithUsers(t, 'Corrections');
      env = a.env;
      users = a.users;
      other = (await environmentWithUsers(t, 'Elsewhere')).users.ADMIN;
    });
    after(() => t.close());

    // A project of its own per test, assigned to the MEMBER and the VIEWER, with a facility, a development
    // and two appraisal lines.
    beforeEach(async () => {
      serial += 1;
      id = (await importProjects(t.ctx, env, [
        project(serial, {
          facilities: [{ name: 'Senior loan', amount: 1_000_000 }],
          developments: [{ name: 'Block A', building_function: 'residential', total_gifa: 2400 }],
          appraisal_lines: [
            { label: 'Land acquisition', budget: 150, out_turn: 160 },
            { label: 'Construction costs', budget: 950 },
          ],
        }),
      ]))[0]!.id;
      for (const role of ['MEMBER', 'VIEWER'] as const) await assignProjectToUser(t.ctx.db, env, users[role].id, id);
    });

    const list = async <T>(path: string) => json<T[]>(await as(t, users.ADMIN).get(`/projects/${id}/${path}`));
    const events = async () => json<Event[]>(await as(t, users.ADMIN).get(`/projects/${id}/events`));
    const facility = async () => (await list<Facility>('facilities'))[0]!;
    const development = async () => (await list<{ id: number; name: string }>('developments'))[0]!;
    const lines = () => list<Line>('cost-inputs');

    /** A refusal that leaves every record and the event trail as they were. */
    async function unchanged(write: () => Promise<LightMyRequestResponse>, status: number, field?: string) {
      const before = [await list('facilities'), await list('developments'), await lines(), await events()];
      const res = await write();
      if (field) assertNamesField(res, status, field);
      else assert.equal(res.statusCode, status, res.body);
      assert.deepEqual([await list('facilities'), await list('developments'), await lines(), await events()], before);
      return res;
    }

    it('a facility is corrected (only what changes, from and to) and removed, each an event naming the user', async () => {
      const f = await facility();
      const url = `/projects/${id}/facilities/${f.id}`;
      const res = await as(t, users.MEMBER).patch(url, { name: 'Senior loan', amount: 1_250_000.5 });
      assert.equal(res.statusCode, 200, res.body);
      assertDocumented(doc, 'PATCH', '/projects/{id}/facilities/{facilityId}', res);
      assert.deepEqual(json<Facility>(res), { ...f, amount: 1_250_000.5 });
      const [updated] = await events();
      assert.equal(updated!.kind, 'FACILITY_UPDATED');
      assert.deepEqual(updated!.user, { id: users.MEMBER.id, name: 'MEMBER of Corrections' });
      assert.deepEqual(updated!.details, {
        facility_id: f.id,
        name: 'Senior loan',
        amount: 1_000_000,
        changes: { amount: { from: 1_000_000, to: 1_250_000.5 } },
      });

      const same = await as(t, users.MEMBER).patch(url, { amount: 1_250_000.5 });
      assert.equal(same.statusCode, 200);
      assert.equal((await events()).length, 2, 'a PATCH that changes nothing leaves no event (created + updated)');

      const removed = await as(t, users.ADMIN).delete(url);
      assert.equal(removed.statusCode, 204, removed.body);
      assertDocumented(doc, 'DELETE', '/projects/{id}/facilities/{facilityId}', removed);
      assert.equal(removed.body, '');
      assert.deepEqual(await list('facilities'), []);
      const [gone] = await events();
      assert.equal(gone!.kind, 'FACILITY_REMOVED');
      assert.deepEqual(gone!.details, { facility_id: f.id, name: 'Senior loan', amount: 1_250_000.5 });
      assert.deepEqual(gone!.user, { id: users.ADMIN.id, name: 'ADMIN of Corrections' });
      await unchanged(() => as(t, users.ADMIN).delete(url), 404);
      assert.equal(json<{ message: string }>(await as(t, users.ADMIN).patch(url, { amount: 1 })).message, 'Facility not found');
    });

    it('a facility a drawdown draws on cannot be removed: 409 naming the reports, and it stays', async () => {
      const f = await facility();
      for (const month of [3, 4]) {
        const filed = await as(t, users.MEMBER).post('/reports/drawdown', {
          project_id: id,
          month,
          year: 2026,
          edition: 1,
          aggregate: { amount: 1000 },
          facility: [{ facility_id: f.id, amount: 1000 }],
          riskStatus: [],
        });
        assert.equal(filed.statusCode, 201, filed.body);
      }
      const res = await unchanged(() => as(t, users.ADMIN).delete(`/projects/${id}/facilities/${f.id}`), 409);
      assertDocumented(doc, 'DELETE', '/projects/{id}/facilities/{facilityId}', res);
      assert.equal(
        json<{ message: string }>(res).message,
        'Facility "Senior loan" is drawn on by 2 drawdown reports (March 2026 edition 1, April 2026 edition 1); it cannot be removed',
      );
      // Correcting it is still allowed: the reports keep their facility.
      assert.equal((await as(t, users.ADMIN).patch(`/projects/${id}/facilities/${f.id}`, { name: 'Senior facility' })).statusCode, 200);
    });

    it('a development is corrected and removed; one with a stored benchmark of its own is 409', async () => {
      const d = await development();
      const url = `/projects/${id}/developments/${d.id}`;
      const res = await as(t, users.MEMBER).patch(url, { total_gifa: 2600, individual_units: 30 });
      assert.equal(res.statusCode, 200, res.body);
      assertDocumented(doc, 'PATCH', '/projects/{id}/developments/{developmentId}', res);
      assert.equal(json<{ total_gifa: number }>(res).total_gifa, 2600);
      assert.deepEqual((await events())[0]!.details.changes, {
        total_gifa: { from: 2400, to: 2600 },
        individual_units: { from: null, to: 30 },
      });
      await unchanged(() => as(t, users.MEMBER).patch(url, { building_function: 'castle' }), 400, 'building_function');
      await unchanged(() => as(t, users.MEMBER).patch(url, { total_gifa: -1 }), 400, 'total_gifa');

      await t.ctx.db.query(
        `insert into benchmark_snapshots (environment_id, project_id, development_id, type) values ($1, $2, $3, 'COMPOSITE')`,
        [env, id, d.id],
      );
      const refused = await unchanged(() => as(t, users.ADMIN).delete(url), 409);
      assert.match(json<{ message: string }>(refused).message, /^Development "Block A" has 1 stored benchmark of its own/);
      await t.ctx.db.query('delete from benchmark_snapshots where environment_id = $1 and development_id = $2', [env, d.id]);
      assert.equal((await as(t, users.ADMIN).delete(url)).statusCode, 204);
      assert.deepEqual(await list('developments'), []);
      assert.equal((await events())[0]!.kind, 'DEVELOPMENT_REMOVED');
    });

    it('an appraisal line is corrected (a new label becomes a setting; another line’s label is 409) and removed', async () => {
      const [land, build] = await lines();
      const url = `/projects/${id}/cost-inputs/${land!.id}`;
      const res = await as(t, users.MEMBER).patch(url, { out_turn: 175, budget: null });
      assert.equal(res.statusCode, 200, res.body);
      assertDocumented(doc, 'PATCH', '/projects/{id}/cost-inputs/{lineId}', res);
      const patched = json<Line & { last_modified_date: string | null }>(res);
      assert.equal(patched.out_turn, 175);
      assert.equal(patched.budget, null);
      assert.ok(patched.last_modified_date, 'the line is marked modified');
      assert.equal((await events())[0]!.kind, 'COST_INPUT_UPDATED');

      const renamed = json<Line>(await as(t, users.MEMBER).patch(url, { label: 'Site acquisition' }));
      assert.equal(renamed.label, 'Site acquisition');
      assert.notEqual(renamed.input_setting_id, land!.input_setting_id);
      assert.deepEqual((await events())[0]!.details.changes, { label: { from: 'Land acquisition', to: 'Site acquisition' } });

      const clash = await unchanged(() => as(t, users.MEMBER).patch(url, { label: ' construction COSTS ' }), 409);
      assert.equal(json<{ message: string }>(clash).message, `label: "construction COSTS" is already this project's appraisal line ${build!.id}`);
      await unchanged(() => as(t, users.MEMBER).patch(url, {}), 400);
      await unchanged(() => as(t, users.MEMBER).patch(url, { budget: '12' }), 400, 'budget');
      await unchanged(() => as(t, users.MEMBER).patch(url, { rate: 1 }), 400, 'rate');

      assert.equal((await as(t, users.MEMBER).delete(url)).statusCode, 204);
      assert.deepEqual((await lines()).map((l) => l.label), ['Construction costs']);
      assert.deepEqual((await events())[0]!.details, { cost_input_id: land!.id, label: 'Site acquisition', budget: null, out_turn: 175 });
    });

    it('who may correct: a VIEWER 403, another environment and an unknown project or record 404, nothing changed', async () => {
      const f = await facility();
      const url = `/projects/${id}/facilities/${f.id}`;
      await unchanged(() => as(t, users.VIEWER).patch(url, { amount: 1 }), 403);
      await unchanged(() => as(t, users.VIEWER).delete(url), 403);
      await unchanged(() => as(t, other).patch(url, { amount: 1 }), 404);
      await unchanged(() => as(t, other).delete(url), 404);
      await unchanged(() => as(t, users.ADMIN).delete(`/projects/${id}/facilities/4000000000`), 404);
      await unchanged(() => as(t, users.ADMIN).delete(`/projects/${id}/developments/${f.id + 1_000_000}`), 404);
      // A record of another project of the same environment is not this project's.
      const second = (await importProjects(t.ctx, env, [project(100 + serial, { facilities: [{ name: 'Mezz', amount: 5 }] })]))[0]!.id;
      const [theirs] = json<Facility[]>(await as(t, users.ADMIN).get(`/projects/${second}/facilities`));
      await unchanged(() => as(t, users.ADMIN).delete(`/projects/${id}/facilities/${theirs!.id}`), 404);
      await unchanged(() => as(t, users.ADMIN).patch(`/projects/${id}/facilities/abc`, { amount: 1 }), 400);
    });

    it('GET /me answers the user as they are now and the environment’s currency', async () => {
      const euros = await environmentWithUsers(t, 'Euro Lending', 'EUR');
      const inEuros = json<{ environment: { currency: string; name: string } }>(await as(t, euros.users.VIEWER).get('/me'));
      assert.deepEqual(inEuros.environment, { id: euros.env, name: 'Euro Lending', currency: 'EUR' });
      const res = await as(t, users.MEMBER).get('/me');
      assert.equal(res.statusCode, 200, res.body);
      assertDocumented(doc, 'GET', '/me', res);
      assert.deepEqual(json(res), {
        user: { id: users.MEMBER.id, name: 'MEMBER of Corrections', email: users.MEMBER.email, role: 'MEMBER' },
        environment: { id: env, name: 'Corrections', currency: 'GBP' },
      });
      // The operator makes the MEMBER a VIEWER: the same token now answers the new role.
      const setRole = async (role: 'MEMBER' | 'VIEWER') => {
        await changeUser(t.ctx, env, users.MEMBER.id, { role });
        t.ctx.cache.changed(env, 'records');
      };
      await setRole('VIEWER');
      try {
        const now = json<{ user: { role: string } }>(await as(t, users.MEMBER).get('/me'));
        assert.equal(now.user.role, 'VIEWER');
        assert.equal((await as(t, users.MEMBER).patch(`/projects/${id}`, { comments: 'x' })).statusCode, 403);
      } finally {
        await setRole('MEMBER');
      }
    });
  });
}
