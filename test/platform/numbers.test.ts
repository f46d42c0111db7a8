import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { dataListener } from '../../src/data-api/index.ts';
import { buildListener, type Listener } from '../../src/http/listener.ts';
import { createDataKey } from '../../src/services/identity/data-keys.ts';
import { json } from '../helpers/app.ts';
import { numberCases, type NumbersDoc, refuseEveryBadNumber, storedDigest } from '../helpers/numbers.ts';
import { assertDocumented } from '../helpers/openapi.ts';
import { as } from '../helpers/platform.ts';
import { BACKENDS } from '../helpers/storage.ts';
import { type AccessFixture, accessFixture, ROUTES, routeParts } from './route-cases.ts';

// No number the Platform cannot hold: every numeric member of every documented body (nested members and
// array items included) and every numeric query and path parameter answers 1e309, -1e309, ±1e308 and a
// 400-digit integer with 400 naming the field, in an otherwise valid request of a user allowed to make
// it, and nothing stored changes. A drawdown of Infinity once broke every later read of its project;
// reads of a project whose every number is at its bound answer as they should.

for (const backend of BACKENDS) {
  describe(`Platform: numbers beyond a double or a bound (${backend.name})`, () => {
    let f: AccessFixture;
    let project: string;

    before(async () => {
      f = await accessFixture(backend);
      project = f.idOf('Alder Wharf');
    });
    after(() => f.close());

    const headers = () => ({ authorization: `Bearer ${f.A.users.ADMIN.token}` });

    it('answers every bad number in every documented body and parameter with 400 naming the field, storing nothing', async (c) => {
      const cases = numberCases(f.doc as unknown as NumbersDoc, (method, path) => {
        const key = `${method} ${path}`;
        const route = ROUTES[key];
        if (!route) return { url: path.replace(/\{[^}]+\}/g, '1') };
        const id = route.access === 'adminRecord' ? f.targetId('ADMIN', 'ownRecord') : route.access === 'read' || route.access === 'write' ? project : '';
        const url = route.url ? route.url(id) : routeParts(key)[1].replace('{id}', id);
        const body = route.body?.(id);
        return { url, ...(body instanceof FormData ? {} : { body }) };
      });
      // What the issue found: the drawdown's four amounts, at any depth.
      for (const field of ['aggregate.amount', 'aggregate.surplus_shortfall', 'facility[0].amount', 'facility[0].surplus_shortfall']) {
        assert.ok(cases.some((k) => k.what === `POST /reports/drawdown body ${field}`), field);
      }
      const stored = await storedDigest(f.t.ctx.db);
      const sent = await refuseEveryBadNumber(f.t.app, headers(), cases);
      c.diagnostic(`${cases.length} numbers of ${new Set(cases.map((k) => k.what.split(' ').slice(0, 2).join(' '))).size} operations, ${sent} requests`);
      assert.ok(cases.length >= 100, `${cases.length} numbers`);
      assert.deepEqual(await storedDigest(f.t.ctx.db), stored, 'nothing stored changed');
    });

    it('refuses a drawdown of Infinity, and the project’s interim reports and forecast still answer 200', async () => {
      const [facility] = json<{ id: number }[]>(await as(f.t, f.A.users.ADMIN).get(`/projects/${project}/facilities`));
      const drawdown = (aggregate: string, line = '') =>
        `{"project_id":${project},"month":4,"year":2026,"aggregate":${aggregate},"facility":[${line}],"riskStatus":[]}`;
      const bodies: [string, string][] = [
        [drawdown('{"amount":1e309}'), 'aggregate.amount'],
        [drawdown('{"amount":1,"surplus_shortfall":1e309}'), 'aggregate.surplus_shortfall'],
        [drawdown('{"amount":1}', `{"facility_id":${facility!.id},"amount":1,"surplus_shortfall":-1e309}`), 'facility[0].surplus_shortfall'],
        [drawdown('{"amount":1}', `{"facility_id":${facility!.id},"amount":1e309}`), 'facility[0].amount'],
        [drawdown('{"amount":1}', `{"facility_id":${facility!.id},"amount":1${'0'.repeat(399)}}`), 'facility[0].amount'],
      ];
      for (const [payload, field] of bodies) {
        const res = await f.t.app.inject({ method: 'POST', url: '/reports/drawdown', headers: { ...headers(), 'content-type': 'application/json' }, payload });
        assert.equal(res.statusCode, 400, res.body);
        assert.equal(json<{ message: string }>(res).message, `${field}: must be a finite number`);
      }
      for (const path of ['/projects/{projectId}/interim-reports', '/projects/{projectId}/forecast']) {
        const res = await as(f.t, f.A.users.ADMIN).get(path.replace('{projectId}', project));
        assert.equal(res.statusCode, 200, `${path}: ${res.body}`);
        assertDocumented(f.doc, 'GET', path, res);
      }
    });

    it('answers every read of a project whose every number is at its bound', async () => {
      const admin = as(f.t, f.A.users.ADMIN);
      const MAX = 1e13;
      const patched = await admin.patch(`/projects/${project}`, {
        gross_development_value: MAX,
        total_budget: MAX,
        total_cost: MAX,
        loan_facility_budget: MAX,
        loan_facility_out_turn: MAX,
        site_area: 1e9,
        total_gifa: 1e9,
        total_net_internal_area: 1e9,
        risk_score: 100,
        confidence_level: 100,
        design_phase_weeks: 1000,
        liability_period: 1000,
        number_of_units: 1_000_000,
        site_max_floors_above_ground: 200,
        site_max_floors_below_ground: 200,
      });
      assert.equal(patched.statusCode, 200, patched.body);
      const facilities = json<{ id: number }[]>(await admin.get(`/projects/${project}/facilities`));
      for (const { id } of facilities) assert.equal((await admin.patch(`/projects/${project}/facilities/${id}`, { amount: MAX })).statusCode, 200);
      const lines = json<{ id: number }[]>(await admin.get(`/projects/${project}/cost-inputs`));
      for (const { id } of lines) {
        assert.equal((await admin.patch(`/projects/${project}/cost-inputs/${id}`, { budget: MAX, out_turn: MAX, facility: MAX })).statusCode, 200);
      }
      for (const [month, sign] of [[5, 1], [6, -1]] as const) {
        const filed = await admin.post('/reports/drawdown', {
          project_id: Number(project),
          month,
          year: 2026,
          aggregate: { amount: MAX, surplus_shortfall: sign * MAX },
          facility: facilities.map(({ id }) => ({ facility_id: id, amount: MAX, surplus_shortfall: sign * MAX })),
          riskStatus: [],
        });
        assert.equal(filed.statusCode, 201, filed.body);
      }
      assert.equal((await admin.post(`/benchmark/project/${project}`, {})).statusCode, 201);

      const reads = Object.entries(ROUTES).filter(([key, route]) => key.startsWith('GET ') && (route.access === 'read' || route.access === 'environment'));
      for (const [key, route] of reads) {
        const [method, path] = routeParts(key);
        const res = await admin.get(route.url ? route.url(project) : path.replace('{id}', project));
        assert.equal(res.statusCode, route.ok, `${key}: ${res.body.slice(0, 300)}`);
        assertDocumented(f.doc, method, path, res);
      }

      const data: Listener = await buildListener(dataListener, f.t.ctx);
      try {
        const key = (await createDataKey(f.t.ctx.db, f.A.env, { name: 'numbers' })).key;
        for (const url of [`/data/projects/${project}`, `/data/projects/${project}/appraisals`, '/data/projects', '/data/reports', '/data/benchmarks']) {
          const res = await data.inject({ method: 'GET', url, headers: { 'x-api-key': key } });
          assert.equal(res.statusCode, 200, `${url}: ${res.body.slice(0, 300)}`);
        }
      } finally {
        await data.close();
      }
    });
  });
}
