import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { issueKey } from '../../src/domain/credentials.ts';
import { buildTestApp, json, type TestApp } from '../helpers/app.ts';
import { assertDocumented, openApiOf, operations } from '../helpers/openapi.ts';
import { pglite } from '../helpers/storage.ts';

describe('admin API: every documented route needs the operator token', () => {
  let t: TestApp;
  let doc: Awaited<ReturnType<typeof openApiOf>>;
  before(async () => {
    t = await buildTestApp(pglite);
    doc = await openApiOf(t.app, { authorization: `Bearer ${t.operatorToken}` });
  });
  after(() => t.close());

  const wrong: [string, Record<string, string>][] = [
    ['no credential', {}],
    ['a wrong token', { authorization: `Bearer ${issueKey('operator').key}` }],
    [
      'a Data API key',
      { authorization: `Bearer ${issueKey('data').key}`, 'x-api-key': issueKey('data').key },
    ],
    ['a Platform key', { 'x-api-key': issueKey('platform').key }],
    ['basic auth', { authorization: 'Basic b3BlcmF0b3I6c2VjcmV0' }],
    ['an empty bearer', { authorization: 'Bearer ' }],
  ];

  it('documents the routes of D-15 to D-17 and the user lifecycle', () => {
    const documented = operations(doc).map(([m, p]) => `${m} ${p}`);
    for (const route of [
      'POST /admin/communities',
      'POST /admin/environments',
      'POST /admin/environments/{envId}/communities',
      'POST /admin/environments/{envId}/users',
      'GET /admin/environments/{envId}/users',
      'GET /admin/environments/{envId}/users/{userId}',
      'PATCH /admin/environments/{envId}/users/{userId}',
      'POST /admin/environments/{envId}/users/{userId}/projects',
      'GET /admin/environments/{envId}/users/{userId}/projects',
      'DELETE /admin/environments/{envId}/users/{userId}/projects/{projectId}',
      'POST /admin/environments/{envId}/platform-keys',
      'POST /admin/environments/{envId}/data-keys',
      'GET /admin/environments/{envId}/data-keys',
      'PATCH /admin/data-keys/{id}',
      'POST /admin/data-keys/{id}/deactivate',
      'POST /admin/data-keys/{id}/reactivate',
      'POST /admin/data-keys/{id}/revoke',
      'GET /admin/data-keys/{id}/usage',
      'POST /admin/environments/{envId}/projects/import',
      'GET /metrics',
    ]) {
      assert.ok(documented.includes(route), `${route} is documented`);
    }
  });

  it('answers 401 in the error body, before validation, on every admin route and /metrics (D-57)', async () => {
    // Every documented route but the open health routes (D-5): /metrics too (D-57).
    const adminRoutes = operations(doc).filter(([, p]) => p !== '/healthz' && p !== '/readyz');
    assert.ok(adminRoutes.length >= 14);
    for (const [method, path] of adminRoutes) {
      const url = path.replace(/\{[^}]+\}/g, '1');
      for (const [what, headers] of wrong) {
        const res = await t.app.inject({
          method: method as 'GET',
          url,
          headers,
          ...(method === 'GET' ? {} : { payload: {} }),
        });
        assert.equal(res.statusCode, 401, `${method} ${path} with ${what}`);
        assertDocumented(doc, method, path, res);
        assert.equal(json(res).error, 'Unauthorized');
      }
    }
  });

  it('leaves health routes open and unknown routes 404 in the same body', async () => {
    assert.equal((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode, 200);
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    assert.deepEqual(json(ready), { status: 'ready' });
    const missing = await t.app.inject({ method: 'GET', url: '/nowhere' });
    assert.equal(missing.statusCode, 404);
    assert.deepEqual(Object.keys(json(missing)).sort(), ['error', 'message', 'statusCode']);
  });

  it('never logs a credential header', async () => {
    const secret = issueKey('data').key;
    await t.app.inject({
      method: 'GET',
      url: '/admin/environments',
      headers: { 'x-api-key': secret, authorization: `Bearer ${secret}` },
    });
    assert.ok(!t.logs.text.includes(secret));
    assert.ok(!t.logs.text.includes(t.operatorToken));
  });
});
