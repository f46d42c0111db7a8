import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { pglite } from '../helpers/storage.ts';

// Every answer carries the request's id (X-Request-Id, as logged): the one the client sent when it is a
// plain token, or a new one; errors from hooks and unknown routes included.

describe('X-Request-Id on every answer', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp(pglite, 'data');
  });
  after(() => t.close());

  it('echoes a plain id the client sent, on a success, a refused credential and an unknown route', async () => {
    for (const url of ['/healthz', '/data/quota', '/no/such/route']) {
      const res = await t.app.inject({ url, headers: { 'x-request-id': 'trace-42.a_b' } });
      assert.equal(res.headers['x-request-id'], 'trace-42.a_b', `${url} (${res.statusCode})`);
    }
  });

  it('makes a new id when none is sent or the one sent is not a plain token', async () => {
    const ids = new Set<string>();
    for (const headers of [{}, { 'x-request-id': 'has spaces and <tags>' }, { 'x-request-id': 'x'.repeat(65) }]) {
      const res = await t.app.inject({ url: '/data/quota', headers });
      const id = String(res.headers['x-request-id']);
      assert.match(id, /^[0-9a-f-]{36}$/, JSON.stringify(headers));
      ids.add(id);
    }
    assert.equal(ids.size, 3, 'each request its own');
  });
});
