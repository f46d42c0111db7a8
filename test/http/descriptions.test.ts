import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ServiceName } from '../../src/config.ts';
import { issueKey } from '../../src/domain/credentials.ts';
import { buildTestApp, json, type TestApp } from '../helpers/app.ts';
import { pglite } from '../helpers/storage.ts';

// Who may read a listener's own description: the Platform's and the Data API's OpenAPI document and
// reference page are public; the admin listener's take the operator token, as every admin route but the
// health routes does (D-15), and the document says so once, at its root.

const DESCRIPTION = ['/openapi.json', '/docs', '/docs/json', '/docs/yaml'];

/** The description's URLs: the document, the page, the document as the page loads it, and each file the page loads. */
async function descriptionUrls(t: TestApp, headers: Record<string, string>): Promise<string[]> {
  const page = await t.app.inject({ method: 'GET', url: '/docs', headers });
  assert.equal(page.statusCode, 200, page.body);
  const files = [...page.body.matchAll(/<(?:script|link)[^>]*\b(?:src|href)="([^"]+)"/g)].map((m) => new URL(m[1]!, 'http://x/docs/').pathname);
  assert.ok(files.length >= 3, `the page loads its scripts and styles: ${files.join(', ')}`);
  return [...DESCRIPTION, ...files];
}

describe('the listeners’ own descriptions', () => {
  const apps = {} as Record<ServiceName, TestApp>;
  before(async () => {
    for (const listener of ['platform', 'data', 'admin'] as const) apps[listener] = await buildTestApp(pglite, listener);
  });
  after(async () => {
    for (const t of Object.values(apps)) await t.close();
  });

  for (const listener of ['platform', 'data'] as const) {
    it(`the ${listener} listener describes itself to anyone, without a credential`, async () => {
      const t = apps[listener];
      for (const url of await descriptionUrls(t, {})) {
        const res = await t.app.inject({ method: 'GET', url });
        assert.equal(res.statusCode, 200, `${listener} ${url}: ${res.body.slice(0, 200)}`);
      }
      const doc = json<{ security?: unknown }>(await t.app.inject({ method: 'GET', url: '/openapi.json' }));
      assert.equal(doc.security, undefined, 'each route states its own credential');
    });
  }

  it('the admin listener describes itself with the operator token only: 401 in the error body otherwise', async () => {
    const t = apps.admin;
    const operator = { authorization: `Bearer ${t.operatorToken}` };
    const wrong: [string, Record<string, string>][] = [
      ['no credential', {}],
      ['a wrong token', { authorization: `Bearer ${issueKey('operator').key}` }],
      ['a Data API key', { 'x-api-key': issueKey('data').key }],
      ['basic auth', { authorization: 'Basic b3BlcmF0b3I6c2VjcmV0' }],
    ];
    for (const url of await descriptionUrls(t, operator)) {
      const res = await t.app.inject({ method: 'GET', url, headers: operator });
      assert.equal(res.statusCode, 200, `${url} with the token: ${res.body.slice(0, 200)}`);
      for (const [what, headers] of wrong) {
        const refused = await t.app.inject({ method: 'GET', url, headers });
        assert.equal(refused.statusCode, 401, `${url} with ${what}`);
        assert.equal(json(refused).error, 'Unauthorized');
        assert.doesNotMatch(refused.body, /openapi|swagger/i, `${url} with ${what} tells nothing of the API`);
      }
    }
    for (const url of ['/healthz', '/readyz']) assert.equal((await t.app.inject({ method: 'GET', url })).statusCode, 200, `${url} stays open (D-5)`);
  });

  it('the admin document states the operator token once, for every route but the open health routes', async () => {
    const t = apps.admin;
    const res = await t.app.inject({ method: 'GET', url: '/openapi.json', headers: { authorization: `Bearer ${t.operatorToken}` } });
    const doc = json<{ security: unknown; paths: Record<string, Record<string, { security?: unknown; responses: Record<string, unknown> }>> }>(res);
    assert.deepEqual(doc.security, [{ operatorToken: [] }]);
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (path === '/healthz' || path === '/readyz') {
          assert.deepEqual(operation.security, [], `${path} is open`);
          assert.equal(operation.responses['401'], undefined, `${path} documents no 401`);
        } else {
          assert.equal(operation.security, undefined, `${method} ${path} takes the document's requirement`);
          assert.ok(operation.responses['401'] && operation.responses['429'], `${method} ${path} documents its 401 and 429`);
        }
      }
    }
  });
});
