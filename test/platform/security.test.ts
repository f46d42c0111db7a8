import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { issueKey } from '../../src/domain/credentials.ts';
import { createDataKey } from '../../src/services/identity/data-keys.ts';
import { createPlatformKey } from '../../src/services/tenancy/tenancy.ts';
import { assertDocumented } from '../helpers/openapi.ts';
import { BACKENDS } from '../helpers/storage.ts';
import {
  acceptsPlatformKey,
  type AccessFixture,
  accessFixture,
  assertErrorBody,
  bearer,
  documentedBearerRoutes,
  forgeToken,
  type Headers,
  platformKey as keyHeader,
  ROUTES,
  routeParts,
  rowCounts,
  send,
} from './route-cases.ts';

// Every bearer route the OpenAPI document describes has a case in ROUTES, and answers every credential
// that is not a valid bearer token with 401 (D-13, D-14, D-18). A route that documents a Platform key
// too (D-14, D-51) takes a valid one (matrix.test.ts drives it), and answers 401 to every Platform key
// that is not valid: revoked, never issued, malformed, or sent beside an Authorization header.

for (const backend of BACKENDS) {
  describe(`Platform security on every bearer route (${backend.name})`, () => {
    let f: AccessFixture;
    let bearerRoutes: string[];

    before(async () => {
      f = await accessFixture(backend);
      bearerRoutes = documentedBearerRoutes(f.doc);
    });
    after(() => f.close());

    it('documents exactly the expected bearer routes, each answering 401 and 429', () => {
      assert.deepEqual([...bearerRoutes].sort(), Object.keys(ROUTES).sort());
      for (const key of bearerRoutes) {
        const [method, path] = routeParts(key);
        const responses = f.doc.paths[path]![method.toLowerCase()]!.responses;
        assert.ok(responses['401'] && responses['429'], `${key} documents 401 and 429`);
      }
    });

    it('answers 401 in the error body for every credential that is not a valid bearer token, on every route', async () => {
      const { t, A, doc } = f;
      const dataKey = (await createDataKey(t.ctx.db, A.env, { name: 'data' })).key;
      const platformKey = (await createPlatformKey(t.ctx.db, A.env, 'platform')).key;
      const admin = A.users.ADMIN;
      const expired = await forgeToken(t, admin, A.env, 'ADMIN', -60);
      const live = await forgeToken(t, admin, A.env, 'ADMIN', 600);
      // The forger's kit makes tokens the service accepts: below, only the expiry is wrong.
      assert.equal((await send(t, bearer(live), 'GET /projects')).statusCode, 200);

      const cases: [string, Headers][] = [
        ['no credential', {}],
        ['Bearer garbage', { authorization: 'Bearer garbage' }],
        ['a JWT-shaped garbage bearer', { authorization: 'Bearer abc.def.ghi' }],
        ['basic auth', { authorization: `Basic ${Buffer.from(`${admin.email}:secret`).toString('base64')}` }],
        ['a Data API key in x-api-key', { 'x-api-key': dataKey }],
        ['a Data API key as bearer', bearer(dataKey)],
        ['a Data API key beside a valid token', { ...bearer(admin.token), 'x-api-key': dataKey }],
        ['a Platform key as bearer', bearer(platformKey)],
        ['the operator token as bearer', bearer(t.operatorToken)],
        ['an expired token', bearer(expired)],
      ];
      const bearerOnly: [string, Headers][] = [['a Platform key in x-api-key', keyHeader(platformKey)]];
      const revoked = await createPlatformKey(t.ctx.db, A.env, 'revoked');
      await t.ctx.db.query('update platform_keys set revoked_at = now() where id = $1', [revoked.id]);
      const neverIssued = issueKey('platform').key;
      const withPlatformKey: [string, Headers][] = [
        ['a revoked Platform key', keyHeader(revoked.key)],
        ['a Platform key never issued', keyHeader(neverIssued)],
        ['a malformed Platform key', keyHeader(`${platformKey.slice(0, -1)}!`)],
        ['a truncated Platform key', keyHeader(platformKey.slice(0, 20))],
        ['a valid Platform key beside a garbage bearer', { ...keyHeader(platformKey), authorization: 'Bearer garbage' }],
        ['a valid Platform key beside an expired token', { ...keyHeader(platformKey), ...bearer(expired) }],
      ];
      const shown = [dataKey, platformKey, revoked.key, neverIssued, t.operatorToken, expired, admin.token];
      const counts = await rowCounts(t);
      for (const key of bearerRoutes) {
        const [method, path] = routeParts(key);
        for (const [what, headers] of [...cases, ...(acceptsPlatformKey(doc, key) ? withPlatformKey : bearerOnly)]) {
          const res = await send(t, headers, key, f.idOf('Alder Wharf'));
          assert.equal(res.statusCode, 401, `${key} with ${what}: ${res.body}`);
          assertErrorBody(res, 401, 'Unauthorized');
          assertDocumented(doc, method, path, res);
          for (const secret of shown) assert.ok(!res.body.includes(secret), `${key} with ${what}: no credential echoed`);
        }
      }
      assert.deepEqual(await rowCounts(t), counts, 'no refused write stored anything');
    });
  });
}
