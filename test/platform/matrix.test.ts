import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Role } from '../../src/domain/roles.ts';
import { createPlatformKey } from '../../src/services/tenancy/tenancy.ts';
import { json } from '../helpers/app.ts';
import { assertDocumented } from '../helpers/openapi.ts';
import { as, assertNamesField, type SignedIn } from '../helpers/platform.ts';
import { BACKENDS } from '../helpers/storage.ts';
import {
  acceptsPlatformKey,
  type AccessFixture,
  accessFixture,
  bearer,
  expectedStatus,
  type Headers,
  platformKey,
  PROJECTS_B,
  ROLES,
  ROUTES,
  routeParts,
  type RouteCase,
  rowCounts,
  send,
  targetsOf,
} from './route-cases.ts';

// The access model (D-9, D-10, D-24) on every route of ROUTES: three roles against an assigned, an
// unassigned, another environment's and a missing project, or against an ADMIN-managed record of the
// environment, another environment's and a missing one (D-61's webhooks); lists, appraisals and settings
// scoped to what the caller may see; one 404 body for a hidden and an absent project. A Platform key, on
// the routes that document one, is its environment's ADMIN (D-14, D-51).

const notFound = (route: RouteCase, url: string) =>
  JSON.stringify({
    statusCode: 404,
    message: typeof route.notFound === 'function' ? route.notFound(url) : (route.notFound ?? 'Project not found'),
    error: 'Not Found',
  });

for (const backend of BACKENDS) {
  describe(`Platform access matrix on every bearer route (${backend.name})`, () => {
    let f: AccessFixture;
    /** Every 404 body of the matrix: nothing may tell a hidden project from an absent one. */

    before(async () => {
      f = await accessFixture(backend);
    });
    after(() => f.close());

    it('GET /projects lists exactly the projects each role may see, never another environment’s', async () => {
      const { t, A, B, doc, ids } = f;
      for (const role of ROLES) {
        const res = await as(t, A.users[role]).get('/projects?perPage=100');
        assert.equal(res.statusCode, 200, res.body);
        assertDocumented(doc, 'GET', '/projects', res);
        const { data, meta } = json<{ data: { id: number }[]; meta: { total: number } }>(res);
        assert.deepEqual(new Set(data.map((p) => p.id)), f.visibleTo(role), role);
        assert.equal(meta.total, f.visibleTo(role).size, `${role}: meta.total`);
      }
      const listedB = json<{ data: { id: number }[] }>(await as(t, B.users.ADMIN).get('/projects?perPage=100'));
      assert.deepEqual(new Set(listedB.data.map((p) => p.id)), new Set(PROJECTS_B.map((p) => ids.get(p.name)!)));
      // A search finds nothing the caller may not see.
      for (const [role, term] of [
        ['MEMBER', 'Cedar'],
        ['VIEWER', 'BCH-002'],
        ['ADMIN', 'Rowan'],
        ['MEMBER', 'RWN'],
      ] as const) {
        const found = json<{ data: unknown[]; meta: { total: number } }>(
          await as(t, A.users[role]).get(`/projects?search=${term}`),
        );
        assert.deepEqual([found.data.length, found.meta.total], [0, 0], `${role} searching ${term}`);
      }
    });

    it('GET /projects/appraisals shows the cost inputs of visible projects only; projectId is checked', async () => {
      const { t, A, doc, ids, idOf } = f;
      type Node = { id: number; other_input_settings: Node[]; project_cost_inputs: { project_id: number }[] };
      const flatten = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flatten(n.other_input_settings)]);
      const settingsA = json<{ id: number }[]>(await as(t, A.users.ADMIN).get('/input-settings?kind=APPRAISAL'));
      for (const role of ROLES) {
        const res = await as(t, A.users[role]).get('/projects/appraisals');
        assert.equal(res.statusCode, 200, res.body);
        assertDocumented(doc, 'GET', '/projects/appraisals', res);
        const nodes = flatten(json<Node[]>(res));
        assert.deepEqual(new Set(nodes.map((n) => n.id)), new Set(settingsA.map((s) => s.id)), `${role}: A's settings`);
        const mentioned = new Set(nodes.flatMap((n) => n.project_cost_inputs.map((c) => c.project_id)));
        assert.deepEqual(mentioned, f.visibleTo(role), `${role}: cost inputs of visible projects only`);
      }
      const member = as(t, A.users.MEMBER);
      const own = flatten(json<Node[]>(await member.get(`/projects/appraisals?projectId=${idOf('Beech Court')}`)));
      assert.deepEqual(new Set(own.flatMap((n) => n.project_cost_inputs.map((c) => c.project_id))), new Set([ids.get('Beech Court')]));
      for (const hidden of ['Cedar Mills', 'Damson Yard', 'Rowan Quay']) {
        const res = await member.get(`/projects/appraisals?projectId=${idOf(hidden)}`);
        assert.equal(res.statusCode, 404, `${hidden}: ${res.body}`);
        assertDocumented(doc, 'GET', '/projects/appraisals', res);
        f.assertLeaksNothing(res, `appraisals of ${hidden}`);
      }
      const bad = await member.get('/projects/appraisals?projectId=abc');
      assertNamesField(bad, 400, 'projectId');
      assertDocumented(doc, 'GET', '/projects/appraisals', bad);
    });

    it('GET /input-settings and /risk-status-legends list the caller’s environment only', async () => {
      const { t, A, B, doc } = f;
      const listed = async (user: SignedIn, url: string) => {
        const res = await as(t, user).get(url);
        assert.equal(res.statusCode, 200, res.body);
        assertDocumented(doc, 'GET', url.split('?')[0]!, res);
        return new Set(json<{ id: number }[]>(res).map((r) => r.id));
      };
      const stored = async (table: string, env: number) =>
        new Set(
          (await t.ctx.db.query<{ id: number }>(`select id::int as id from ${table} where environment_id = $1`, [env])).map(
            (r) => r.id,
          ),
        );
      for (const [url, table] of [
        ['/input-settings', 'input_settings'],
        ['/risk-status-legends', 'risk_status_legends'],
      ] as const) {
        const ofA = await stored(table, A.env);
        const ofB = await listed(B.users.VIEWER, url);
        assert.ok(ofA.size > 0 && ofB.size > 0, `${url}: both environments have rows`);
        assert.deepEqual(ofB, await stored(table, B.env));
        for (const role of ROLES) {
          const seen = await listed(A.users[role], url);
          assert.deepEqual(seen, ofA, `${role} ${url}: exactly environment A's rows`);
          assert.ok([...seen].every((id) => !ofB.has(id)), `${role} ${url}: none of B's`);
        }
      }
    });

    /**
     * Every route of `keys` with `headers`, answered as D-10 and D-24 answer `role` against each target;
     * refused writes store nothing, errors show nothing, and a route's 404s are one body.
     */
    async function driveMatrix(who: string, headers: Headers, role: Role, keys: string[]): Promise<void> {
      const { t, doc } = f;
      for (const key of keys) {
        const [method, path] = routeParts(key);
        const route = ROUTES[key]!;
        const stateOf = route.access === 'adminRecord' ? f.recordState : f.projectState;
        for (const target of targetsOf(route)) {
          const id = target ? f.targetId(role, target) : '';
          const what = `${who} ${key} on ${target ?? 'the environment'}`;
          const want = expectedStatus(route, role, target);
          const refusedWrite = want >= 400 && method !== 'GET' && ['write', 'admin', 'adminRecord'].includes(route.access);
          const before = refusedWrite ? { counts: await rowCounts(t), state: target && (await stateOf(target, id)) } : null;

          const res = await send(t, headers, key, id);
          assert.equal(res.statusCode, want, `${what}: ${res.body}`);
          assertDocumented(doc, method, path, res);

          if (want >= 400) f.assertLeaksNothing(res, what);
          // A hidden project and an absent one answer byte for byte the same, on every route and for every role
          // (a record another environment holds, as one that does not exist: naming the id asked for).
          if (want === 404) assert.equal(res.body, notFound(route, res.raw.req.url ?? ''), `${what}: the one 404 body`);
          if (before) {
            assert.deepEqual(await rowCounts(t), before.counts, `${what}: nothing stored`);
            if (target) assert.deepEqual(await stateOf(target, id), before.state, `${what}: the ${route.access === 'adminRecord' ? 'record' : 'project'} is unchanged`);
          }
          if (want === 201 && key === 'POST /projects') f.projectsOfA.add(json<{ id: number }>(res).id);
          if (want === 200 && key === 'GET /projects/{id}') assert.equal(json<{ id: number }>(res).id, Number(id));
        }
      }
    }

    for (const role of ROLES) {
      it(`the access matrix for ${role}: every route against an assigned, an unassigned, another environment’s and a missing project`, async () => {
        await driveMatrix(role, bearer(f.A.users[role].token), role, Object.keys(ROUTES));
      });
    }

    it('the access matrix for a Platform key: every route that takes one answers it as its environment’s ADMIN (D-14, D-51)', async () => {
      const { t, A, doc } = f;
      const key = (await createPlatformKey(t.ctx.db, A.env, 'matrix')).key;
      await driveMatrix('a Platform key', platformKey(key), 'ADMIN', Object.keys(ROUTES).filter((route) => acceptsPlatformKey(doc, route)));
    });
  });
}
