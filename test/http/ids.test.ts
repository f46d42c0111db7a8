import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ServiceName } from '../../src/config.ts';
import { recordIdOf } from '../../src/http/ids.ts';
import { createDataKey } from '../../src/services/identity/data-keys.ts';
import { buildTestApp, json, type TestApp } from '../helpers/app.ts';
import { assertDocumented, openApiOf } from '../helpers/openapi.ts';
import { environmentWithUsers } from '../helpers/platform.ts';
import { pglite } from '../helpers/storage.ts';

// One id mechanism at the edge: a record id in a path or query is the canonical decimal text of
// a positive int64, on every listener, for every parameter the documents mark as a record id. The
// routes come from the OpenAPI documents, so a new route with an id is checked too.

/** Spellings that a lenient parser would read as id 1, or that name no record at all. */
const NOT_IDS = ['+1', '0x1', '%201%20', '001', '1e0', '1.0', '0', '-1', 'abc', '9223372036854775808'];

describe('record ids', () => {
  it('reads only the canonical text of a positive int64', () => {
    assert.equal(recordIdOf('1'), 1);
    assert.equal(recordIdOf('9007199254740991'), 9007199254740991);
    for (const text of ['+1', '0x1', ' 1 ', '001', '1e0', '1.0', '0', '-1', '', '9223372036854775808', '１']) {
      assert.equal(recordIdOf(text), null, JSON.stringify(text));
    }
    // Valid int64 text beyond 2^53 names no record: an id no row has, answered like an absent one.
    assert.equal(recordIdOf('9223372036854775807'), 2 ** 53);
  });

  const expected: Record<ServiceName, 'bad request' | 'not found'> = { platform: 'bad request', admin: 'bad request', data: 'not found' };
  for (const listener of ['admin', 'platform', 'data'] as ServiceName[]) {
    describe(`on every ${listener} route that takes a record id`, () => {
      let t: TestApp;
      let headers: Record<string, string>;
      before(async () => {
        t = await buildTestApp(pglite, listener);
        if (listener === 'admin') headers = { authorization: `Bearer ${t.operatorToken}` };
        if (listener === 'platform') {
          const { users } = await environmentWithUsers(t, 'Ids');
          headers = { authorization: `Bearer ${users.ADMIN.token}` };
        }
        if (listener === 'data') {
          const [env] = await t.ctx.db.query<{ id: number }>("insert into environments (name) values ('Ids') returning id");
          const key = await createDataKey(t.ctx.db, env!.id, { name: 'ids', scopes: ['data:projects', 'data:benchmarks', 'data:reports'] });
          headers = { 'x-api-key': key.key };
        }
      });
      after(() => t.close());

      it(`answers ${expected[listener]} for every spelling that is not the canonical id`, async () => {
        const doc = await openApiOf(t.app, headers);
        type Parameter = { in: string; name: string; schema: Record<string, unknown> };
        let checked = 0;
        for (const [path, operations] of Object.entries(doc.paths)) {
          for (const [method, operation] of Object.entries(operations as Record<string, { parameters?: Parameter[] }>)) {
            const ids = (operation.parameters ?? []).filter((p) => p.schema['x-record-id']);
            for (const id of ids) {
              for (const text of NOT_IDS) {
                let url = path.replace(/\{(\w+)\}/g, (_all, name: string) => (name === id.name && id.in === 'path' ? text : '1'));
                if (id.in === 'query') url += `?${id.name}=${text}`;
                const res = await t.app.inject({ method: method.toUpperCase() as 'GET', url, headers, payload: method === 'get' ? undefined : {} });
                const what = `${method.toUpperCase()} ${url}`;
                assertDocumented(doc, method, path, res);
                if (expected[listener] === 'bad request') {
                  assert.equal(res.statusCode, 400, `${what}: ${res.body}`);
                  assert.match(json<{ message: string }>(res).message, new RegExp(`^${id.name}: `), what);
                } else {
                  assert.equal(res.statusCode, 404, `${what}: ${res.body}`);
                  assert.match(json<{ message: string }>(res).message, /^(Project|Report) not found$/, what);
                }
                checked += 1;
              }
            }
          }
        }
        assert.ok(checked >= NOT_IDS.length * (listener === 'data' ? 5 : 6), `${checked} requests checked`);
      });
    });
  }
});
