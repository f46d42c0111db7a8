import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createContext } from '../../src/context.ts';
import { dataListener } from '../../src/data-api/index.ts';
import { buildListener, type Listener } from '../../src/http/listener.ts';
import { createDataKey } from '../../src/services/identity/data-keys.ts';
import { json } from '../helpers/app.ts';
import { asOperator } from '../helpers/operator.ts';
import { type DataFixture, dataFixture, get } from '../helpers/data-api.ts';
import { BACKENDS } from '../helpers/storage.ts';
import { TestClock } from '../helpers/clock.ts';

for (const backend of BACKENDS) {
  describe(`Data API key states take effect (D-12, D-47) (${backend.name})`, () => {
    let f: DataFixture;
    let second: Listener;
    /** The second instance's clock, which a test moves. */
    const secondClock = new TestClock();
    let disposeSecond: () => Promise<void>;
    const operator = (method: 'POST' | 'PATCH', url: string, payload: object = {}) =>
      asOperator(f.t, f.admin).send(method, url, payload);

    before(async () => {
      f = await dataFixture(backend);
      // A second instance of the Data API on the same database: its own key cache.
      const ctx = await createContext({ ...f.t.ctx, redis: null, clock: secondClock });
      second = await buildListener(dataListener, ctx);
      await second.ready();
      disposeSecond = async () => {
        await second.close();
        await ctx.dispose();
      };
    });
    after(async () => {
      await disposeSecond();
      await f.close();
    });

    it('applies deactivate, reactivate, revoke and expiry on the instance that made them at once', async () => {
      const { id, key } = await createDataKey(f.t.ctx.db, f.envA, { name: 'lifecycle' });
      const status = async () => {
        const res = await get(f.data, '/data/quota', key);
        return [res.statusCode, json(res).message ?? 'ok'];
      };
      assert.deepEqual(await status(), [200, 'ok']);
      assert.equal((await operator('POST', `/admin/data-keys/${id}/deactivate`)).statusCode, 200);
      assert.deepEqual(await status(), [401, 'This API key is deactivated']);
      assert.equal((await operator('POST', `/admin/data-keys/${id}/reactivate`)).statusCode, 200);
      assert.deepEqual(await status(), [200, 'ok']);
      assert.equal((await operator('PATCH', `/admin/data-keys/${id}`, { expires_at: '2021-01-01T00:00:00Z' })).statusCode, 200);
      assert.deepEqual(await status(), [401, 'This API key has expired']);
      assert.equal((await operator('PATCH', `/admin/data-keys/${id}`, { expires_at: null })).statusCode, 200);
      assert.deepEqual(await status(), [200, 'ok']);
      assert.equal((await operator('POST', `/admin/data-keys/${id}/revoke`)).statusCode, 200);
      assert.deepEqual(await status(), [401, 'This API key has been revoked']);
      assert.equal((await operator('POST', `/admin/data-keys/${id}/reactivate`)).statusCode, 409);
      assert.deepEqual(await status(), [401, 'This API key has been revoked']);
    });

    it('expires a key at its expires_at without any change being made', async () => {
      const expiresAt = Date.now() + 60_000;
      const { key } = await createDataKey(f.t.ctx.db, f.envA, { name: 'short-lived', expires_at: new Date(expiresAt).toISOString() });
      assert.equal((await get(f.data, '/data/quota', key)).statusCode, 200);
      // The service's clock moves past expires_at (its key cache keeps the key: nothing changed).
      f.t.clock.set(expiresAt - 1);
      try {
        assert.equal((await get(f.data, '/data/quota', key)).statusCode, 200, 'a millisecond before');
        f.t.clock.tick(1);
        const expired = await get(f.data, '/data/quota', key);
        assert.equal(expired.statusCode, 401);
        assert.equal(json(expired).message, 'This API key has expired');
      } finally {
        f.t.clock.resume();
      }
    });

    it('reaches another instance within one second', async () => {
      const { id, key } = await createDataKey(f.t.ctx.db, f.envA, { name: 'cached elsewhere' });
      // Both instances have the key cached as active.
      assert.equal((await get(second, '/data/quota', key)).statusCode, 200);
      assert.equal((await get(f.data, '/data/quota', key)).statusCode, 200);
      assert.equal((await operator('POST', `/admin/data-keys/${id}/revoke`)).statusCode, 200);
      assert.equal((await get(f.data, '/data/quota', key)).statusCode, 401, 'at once where it was made');
      // A second later on the other instance's clock: its cached key has lived out its lifetime.
      secondClock.tick(1000);
      try {
        assert.equal((await get(second, '/data/quota', key)).statusCode, 401, 'within a second elsewhere');
      } finally {
        secondClock.resume();
      }
    });

    it('accepts a key created elsewhere on its first request', async () => {
      const { key } = await createDataKey(f.t.ctx.db, f.envA, { name: 'fresh' });
      assert.equal((await get(second, '/data/quota', key)).statusCode, 200);
    });
  });
}
