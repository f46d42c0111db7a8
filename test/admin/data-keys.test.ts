import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { addMeteredUsage } from '../../src/db/repositories/usage.ts';
import { buildTestApp, json, type TestApp } from '../helpers/app.ts';
import { asOperator } from '../helpers/operator.ts';
import { assertDocumented, openApiOf } from '../helpers/openapi.ts';
import { BACKENDS } from '../helpers/storage.ts';

interface Key {
  id: string;
  key?: string;
  key_prefix: string;
  state: string;
  scopes: string[];
  throttle: unknown;
  quota: unknown;
  expires_at: string | null;
}

for (const backend of BACKENDS) {
  describe(`admin Data API keys (${backend.name})`, () => {
    let t: TestApp;
    let doc: Awaited<ReturnType<typeof openApiOf>>;
    let envId: number;
    before(async () => {
      t = await buildTestApp(backend);
      doc = await openApiOf(t.app, { authorization: `Bearer ${t.operatorToken}` });
      envId = json<{ id: number }>(await asOperator(t).post('/admin/environments', { name: 'Keys env' })).id;
    });
    after(() => t.close());

    const create = (body: object) => asOperator(t).post(`/admin/environments/${envId}/data-keys`, body);

    it('creates a key with the default scopes, shown once, ids as strings', async () => {
      const res = await create({ name: 'Reporting' });
      assert.equal(res.statusCode, 201);
      assertDocumented(doc, 'POST', '/admin/environments/{envId}/data-keys', res);
      const key = json<Key>(res);
      assert.match(key.key!, /^svc_data_[0-9A-Za-z]{43}$/);
      assert.equal(typeof key.id, 'string');
      assert.deepEqual(key.scopes, ['data:projects', 'data:benchmarks', 'data:reports']);
      assert.equal(key.state, 'active');
      assert.equal(key.throttle, null);
      assert.equal(key.quota, null);

      const list = await asOperator(t).get(`/admin/environments/${envId}/data-keys`);
      assertDocumented(doc, 'GET', '/admin/environments/{envId}/data-keys', list);
      assert.ok(!list.body.includes(key.key!), 'the listing never shows the secret');
      assert.ok(json<Key[]>(list).some((k) => k.id === key.id && key.key!.startsWith(k.key_prefix)));
      const stored = await t.ctx.db.query<Record<string, unknown>>('select * from data_keys');
      assert.ok(!JSON.stringify(stored).includes(key.key!), 'only the hash is stored');
      assert.ok(!t.logs.text.includes(key.key!), 'the secret is never logged');
    });

    it('grants data:community only when asked, with plans and expiry', async () => {
      const res = await create({
        name: 'Planned',
        scopes: ['data:community', 'data:projects'],
        throttle: { rate_limit_per_second: 5, burst_limit: 10 },
        quota: { limit: 1000, period: 'WEEK' },
        expires_at: '2030-01-01T00:00:00Z',
      });
      assert.equal(res.statusCode, 201);
      const key = json<Key>(res);
      assert.deepEqual(key.scopes, ['data:projects', 'data:community']);
      assert.deepEqual(key.throttle, { rate_limit_per_second: 5, burst_limit: 10 });
      assert.deepEqual(key.quota, { limit: 1000, period: 'WEEK' });
      assert.equal(key.expires_at, '2030-01-01T00:00:00.000Z');
    });

    it('rejects bad key bodies naming the field and stores nothing', async () => {
      const before = json<Key[]>(await asOperator(t).get(`/admin/environments/${envId}/data-keys`)).length;
      for (const [body, field] of [
        [{}, 'name'],
        [{ name: 'x', scopes: ['data:everything'] }, 'scopes[0]'],
        [
          { name: 'x', throttle: { rate_limit_per_second: 0, burst_limit: 1 } },
          'throttle.rate_limit_per_second',
        ],
        [{ name: 'x', throttle: { rate_limit_per_second: 1 } }, 'throttle.burst_limit'],
        [{ name: 'x', quota: { limit: 10, period: 'YEAR' } }, 'quota.period'],
        [{ name: 'x', quota: { limit: '10', period: 'DAY' } }, 'quota.limit'],
        [{ name: 'x', expires_at: 'tomorrow' }, 'expires_at'],
        [{ name: 'x', state: 'active' }, 'state'],
      ] as const) {
        const res = await create(body);
        assert.equal(res.statusCode, 400, JSON.stringify(body));
        assert.match(
          json<{ message: string }>(res).message,
          new RegExp(`^${field.replace(/[[\].]/g, '\\$&')}:`),
        );
      }
      assert.equal(
        json<Key[]>(await asOperator(t).get(`/admin/environments/${envId}/data-keys`)).length,
        before,
      );
      assert.equal(
        (await asOperator(t).post('/admin/environments/999999/data-keys', { name: 'x' })).statusCode,
        404,
      );
      assert.equal((await asOperator(t).get('/admin/environments/999999/data-keys')).statusCode, 404);
    });

    it('patches plans, scopes and expiry; null removes a plan; past expiry reads expired', async () => {
      const key = json<Key>(await create({ name: 'Patch me', quota: { limit: 5, period: 'DAY' } }));
      const op = asOperator(t);
      let res = await op.patch(`/admin/data-keys/${key.id}`, {
        name: 'Patched',
        throttle: { rate_limit_per_second: 2, burst_limit: 4 },
        quota: null,
      });
      assert.equal(res.statusCode, 200);
      assertDocumented(doc, 'PATCH', '/admin/data-keys/{id}', res);
      assert.deepEqual(json(res).throttle, { rate_limit_per_second: 2, burst_limit: 4 });
      assert.equal(json(res).quota, null);
      assert.equal(json(res).name, 'Patched');
      res = await op.patch(`/admin/data-keys/${key.id}`, { expires_at: '2020-01-01T00:00:00Z' });
      assert.equal(json(res).state, 'expired');
      res = await op.patch(`/admin/data-keys/${key.id}`, { expires_at: null });
      assert.equal(json(res).state, 'active');
      assert.equal((await op.patch(`/admin/data-keys/${key.id}`, {})).statusCode, 400);
      assert.equal((await op.patch(`/admin/data-keys/${key.id}`, { key: 'svc_data_x' })).statusCode, 400);
      assert.equal((await op.patch('/admin/data-keys/999999', { name: 'x' })).statusCode, 404);
    });

    it('follows the state table: deactivate, reactivate, revoke; revoked is permanent (409)', async () => {
      const key = json<Key>(await create({ name: 'Lifecycle' }));
      const op = asOperator(t);
      const act = (action: string) => op.post(`/admin/data-keys/${key.id}/${action}`);
      let res = await act('deactivate');
      assertDocumented(doc, 'POST', '/admin/data-keys/{id}/deactivate', res);
      assert.deepEqual(json(res), { id: key.id, state: 'deactivated' });
      assert.equal((await act('deactivate')).statusCode, 409);
      res = await act('reactivate');
      assert.deepEqual(json(res), { id: key.id, state: 'active' });
      assert.equal((await act('reactivate')).statusCode, 409);
      res = await act('revoke');
      assert.deepEqual(json(res), { id: key.id, state: 'revoked' });
      for (const action of ['reactivate', 'deactivate', 'revoke']) {
        const again = await act(action);
        assert.equal(again.statusCode, 409, action);
        assertDocumented(doc, 'POST', `/admin/data-keys/{id}/${action}`, again);
      }
      // A revoked key stays revoked whatever its expiry (D-47).
      res = await op.patch(`/admin/data-keys/${key.id}`, { expires_at: '2020-01-01T00:00:00Z' });
      assert.equal(json(res).state, 'revoked');
      assert.equal((await op.post('/admin/data-keys/999999/revoke')).statusCode, 404);
    });

    it('reads metered usage per UTC day', async () => {
      const key = json<Key>(await create({ name: 'Metered' }));
      const keyId = Number(key.id);
      await addMeteredUsage(t.ctx.db, [
        { keyId, day: '2026-11-20', count: 3 },
        { keyId, day: '2026-11-21', count: 1 },
      ]);
      await addMeteredUsage(t.ctx.db, [{ keyId, day: '2026-11-21', count: 1 }]);
      const res = await asOperator(t).get(`/admin/data-keys/${key.id}/usage`);
      assertDocumented(doc, 'GET', '/admin/data-keys/{id}/usage', res);
      assert.deepEqual(json(res), {
        id: key.id,
        total: 5,
        days: [
          { day: '2026-11-20', requests: 3 },
          { day: '2026-11-21', requests: 2 },
        ],
      });
      assert.equal((await asOperator(t).get('/admin/data-keys/999999/usage')).statusCode, 404);
    });
  });
}
