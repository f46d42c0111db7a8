import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { DATA_SCOPES } from '../../src/domain/data-keys.ts';
import { issueKey } from '../../src/domain/credentials.ts';
import { json } from '../helpers/app.ts';
import { assertConventions, type DataFixture, dataFixture, get } from '../helpers/data-api.ts';
import { assertDocumented, openApiOf, operations } from '../helpers/openapi.ts';
import { BACKENDS } from '../helpers/storage.ts';

const ROUTES: Record<string, string | null> = {
  '/data/quota': null,
  '/data/projects': 'data:projects',
  '/data/projects/{id}': 'data:projects',
  '/data/projects/{id}/risk-assessments': 'data:projects',
  '/data/projects/{id}/appraisals': 'data:projects',
  '/data/projects/{id}/drawn-to-date': 'data:projects',
  '/data/benchmarks': 'data:benchmarks',
  '/data/reports': 'data:reports',
  '/data/reports/{id}': 'data:reports',
  '/data/community/analytics': 'data:community',
  '/data/community/benchmarks': 'data:community',
};

/** A structurally valid JWT (HS256) that no one issued for the Data API. */
function jwt(): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const body = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: '1', env: '1', exp: 4102444800 })}`;
  return `${body}.${createHmac('sha256', 'secret').update(body).digest('base64url')}`;
}

for (const backend of BACKENDS) {
  describe(`Data API security on every route (${backend.name})`, () => {
    let f: DataFixture;
    let doc: Awaited<ReturnType<typeof openApiOf>>;
    let routes: string[];
    const urlOf = (path: string) =>
      path.replace('/data/projects/{id}', `/data/projects/${f.richProject}`).replace('{id}', f.reportsA[0]!);

    before(async () => {
      f = await dataFixture(backend);
      doc = await openApiOf(f.data);
      routes = operations(doc)
        .filter(([, p]) => p.startsWith('/data/'))
        .map(([m, p]) => {
          assert.equal(m, 'GET', `${p}: the Data API is GET only`);
          return p;
        });
    });
    after(() => f.close());

    it('documents exactly the ten routes of SPEC, each with the x-api-key scheme', () => {
      assert.deepEqual([...routes].sort(), Object.keys(ROUTES).sort());
      for (const path of routes) {
        const op = (doc.paths[path] as Record<string, { security?: unknown }>).get;
        assert.deepEqual(op?.security, [{ dataKey: [] }], `${path} documents its key`);
      }
    });

    it('answers every route with a valid key, in its documented shape and the conventions', async () => {
      for (const path of routes) {
        const res = await get(f.data, urlOf(path), f.keys.full);
        assert.equal(res.statusCode, 200, `${path}: ${res.body}`);
        assertDocumented(doc, 'GET', path, res);
        assertConventions(res);
      }
    });

    it('answers the incremental form of each list (D-55) in its documented shape, and its errors as documented', async () => {
      const lists = routes.filter((p) => ['/data/projects', '/data/benchmarks', '/data/reports'].includes(p));
      assert.equal(lists.length, 3);
      for (const path of lists) {
        const first = await get(f.data, `${path}?modified_since=1970-01-01T00:00:00Z&limit=1`, f.keys.full);
        assert.equal(first.statusCode, 200, `${path}: ${first.body}`);
        assertDocumented(doc, 'GET', path, first);
        assertConventions(first);
        const cursor = json<{ pagination: { next_cursor: string } }>(first).pagination.next_cursor;
        const next = await get(f.data, `${path}?cursor=${cursor}`, f.keys.full);
        assert.equal(next.statusCode, 200, `${path}: ${next.body}`);
        assertDocumented(doc, 'GET', path, next);
        const other = lists.find((p) => p !== path)!;
        const wrongList = await get(f.data, `${other}?cursor=${cursor}`, f.keys.full);
        assert.equal(wrongList.statusCode, 400, `${path}'s cursor on ${other}`);
        assertDocumented(doc, 'GET', other, wrongList);
        // The scope is checked before the route reads any parameter (D-33).
        const scope = ROUTES[path] as (typeof DATA_SCOPES)[number];
        const unscoped = await get(f.data, `${path}?cursor=forged`, f.keys.without[scope]);
        assert.equal(unscoped.statusCode, 403);
        const keyless = await f.data.inject({ method: 'GET', url: `${path}?cursor=${cursor}` });
        assert.equal(keyless.statusCode, 401);
      }
    });

    it('answers 401 in the error body for every wrong credential, on every route', async () => {
      const shortKey = `svc_data_${'a'.repeat(42)}`;
      const cases: [string, Record<string, string>][] = [
        ['no key', {}],
        ['an empty header', { 'x-api-key': '' }],
        ['a wrong prefix', { 'x-api-key': `svc_dat_${'a'.repeat(43)}` }],
        ['a short key', { 'x-api-key': shortKey }],
        ['bad characters', { 'x-api-key': `svc_data_${'a'.repeat(42)}-` }],
        ['two keys in one header', { 'x-api-key': `${f.keys.full}, ${f.keys.full}` }],
        ['an unknown key', { 'x-api-key': issueKey('data').key }],
        ['a deactivated key', { 'x-api-key': f.keys.deactivated }],
        ['a revoked key', { 'x-api-key': f.keys.revoked }],
        ['an expired key', { 'x-api-key': f.keys.expired }],
        ['a Platform key', { 'x-api-key': f.keys.platform }],
        ['a Platform key as bearer', { authorization: `Bearer ${f.keys.platform}` }],
        ['the operator token', { authorization: `Bearer ${f.t.operatorToken}` }],
        ['the operator token as key', { 'x-api-key': f.t.operatorToken }],
        ['a JWT', { authorization: `Bearer ${jwt()}` }],
        ['a JWT as key', { 'x-api-key': jwt() }],
        ['a Data key as bearer', { authorization: `Bearer ${f.keys.full}` }],
      ];
      for (const path of routes) {
        for (const [what, headers] of cases) {
          const res = await f.data.inject({ method: 'GET', url: urlOf(path), headers });
          assert.equal(res.statusCode, 401, `${path} with ${what}: ${res.body}`);
          const body = json(res);
          assert.equal(body.statusCode, 401);
          assert.equal(body.error, 'Unauthorized');
          assert.equal(typeof body.message, 'string');
          assertDocumented(doc, 'GET', path, res);
          assert.ok(!res.body.includes(f.keys.full) && !res.body.includes(f.t.operatorToken), 'no secret echoed');
        }
      }
    });

    it('sends two x-api-key headers to 401, never to the first key', async () => {
      const res = await f.data.inject({
        method: 'GET',
        url: '/data/quota',
        headers: { 'x-api-key': [f.keys.full, f.keys.full] as unknown as string },
      });
      assert.equal(res.statusCode, 401);
    });

    it('answers 403 with the exact SPEC body when the key lacks the route scope', async () => {
      for (const path of routes) {
        const scope = ROUTES[path]!;
        if (scope === null) continue;
        const res = await get(f.data, urlOf(path), f.keys.without[scope as (typeof DATA_SCOPES)[number]]);
        assert.equal(res.statusCode, 403, `${path}: ${res.body}`);
        assert.deepEqual(json(res), {
          message: `This API key does not have the required scope(s): ${scope}`,
          error: 'Forbidden',
          statusCode: 403,
        });
        assertDocumented(doc, 'GET', path, res);
      }
    });

    it('lets /data/quota answer a key without any scope, listing its scopes', async () => {
      for (const scope of DATA_SCOPES) {
        const res = await get(f.data, '/data/quota', f.keys.without[scope]);
        assert.equal(res.statusCode, 200);
        assert.deepEqual(json(res).scopes, DATA_SCOPES.filter((s) => s !== scope));
      }
    });

    it('answers 404 "Project not found" for a project of another environment, never 403 or data', async () => {
      const other = f.projectB;
      const asOther = await get(f.data, `/data/projects/${other}`, f.keys.otherEnv);
      assert.equal(asOther.statusCode, 200, 'the project exists in its own environment');
      for (const url of [
        `/data/projects/${other}`,
        `/data/projects/${other}/risk-assessments`,
        `/data/projects/${other}/appraisals`,
        `/data/projects/${other}/drawn-to-date`,
        `/data/benchmarks?projectId=${other}`,
      ]) {
        const res = await get(f.data, url, f.keys.full);
        assert.equal(res.statusCode, 404, url);
        assert.deepEqual(json(res), { statusCode: 404, message: 'Project not found', error: 'Not Found' });
        assert.ok(!res.body.includes('Rich project'));
      }
      const report = await get(f.data, `/data/reports/${f.reportB}`, f.keys.full);
      assert.equal(report.statusCode, 404);
      assert.deepEqual(json(report), { statusCode: 404, message: 'Report not found', error: 'Not Found' });
    });

    it('answers 404 for ids that cannot exist, like absent ones', async () => {
      for (const id of ['abc', '1.5', '-1', '0', '007', '99999999', '9223372036854775808', '1e3', '%20']) {
        for (const url of [
          `/data/projects/${id}`,
          `/data/projects/${id}/risk-assessments`,
          `/data/projects/${id}/appraisals`,
          `/data/projects/${id}/drawn-to-date`,
          `/data/benchmarks?projectId=${id}`,
        ]) {
          const res = await get(f.data, url, f.keys.full);
          assert.equal(res.statusCode, 404, `${url}: ${res.body}`);
          assert.equal(json(res).message, 'Project not found');
        }
        const report = await get(f.data, `/data/reports/${id}`, f.keys.full);
        assert.equal(report.statusCode, 404, `report ${id}`);
        assert.equal(json(report).message, 'Report not found');
      }
    });

    it('lists only the key’s environment', async () => {
      const a = json<{ items: { id: string }[] }>(await get(f.data, '/data/projects?limit=200', f.keys.full));
      const b = json<{ items: { id: string }[] }>(await get(f.data, '/data/projects?limit=200', f.keys.otherEnv));
      assert.deepEqual(a.items.map((p) => p.id), f.projectsA);
      assert.equal(b.items.length, 2);
      assert.ok(!b.items.some((p) => f.projectsA.includes(p.id)));
      const reportsB = json<{ items: { id: string }[] }>(await get(f.data, '/data/reports?limit=200', f.keys.otherEnv));
      assert.ok(!reportsB.items.some((r) => f.reportsA.includes(r.id)));
      const benchmarksB = json<{ items: { project_id: string }[] }>(
        await get(f.data, '/data/benchmarks?limit=200', f.keys.otherEnv),
      );
      assert.ok(benchmarksB.items.length > 0 && benchmarksB.items.every((s) => s.project_id === f.projectB));
    });

    it('never logs a key', () => {
      assert.ok(!f.t.logs.text.includes(f.keys.full));
      assert.ok(!f.t.logs.text.includes(f.keys.platform));
    });
  });
}
