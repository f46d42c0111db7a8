import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { activeDataKey } from '../../src/services/identity/credentials.ts';
import { applyDataKeyAction, createDataKey } from '../../src/services/identity/data-keys.ts';
import { createEnvironment } from '../../src/services/tenancy/tenancy.ts';
import { Cache } from '../../src/state/cache/cache.ts';
import { TestClock } from '../helpers/clock.ts';
import { eventually } from '../helpers/eventually.ts';
import { connectRedis, newPrefix } from '../helpers/redis.ts';
import { migratedDatabase, pglite } from '../helpers/storage.ts';

// Two instances' caches on one Redis (D-12): a key's change announced by one reaches the other at once,
// not when the cached entry's half-second lifetime runs out (the clock is held still to tell them apart).

describe('Data API keys across instances with Redis', { skip: !process.env.TEST_REDIS_URL && 'TEST_REDIS_URL not set' }, () => {
  it('drops another instance’s cached key when a change is announced, long before its lifetime', async () => {
    const handle = await migratedDatabase(pglite);
    const connections = [await connectRedis(process.env.TEST_REDIS_URL!), await connectRedis(process.env.TEST_REDIS_URL!)];
    const prefix = newPrefix();
    // The clock is held still: the lifetime does not pass while the test waits.
    const clock = new TestClock();
    clock.set(Date.now());
    const [here, there] = [new Cache(clock), new Cache(clock)];
    try {
      for (const [i, cache] of [here, there].entries()) await cache.attach({ db: handle.db, redis: connections[i]!, prefix });
      const env = (await createEnvironment(handle.db, { name: 'pubsub' })).id;
      const { id, key } = await createDataKey(handle.db, env, { name: 'k' });
      const thereStores = { db: handle.db, cache: there, clock };
      assert.equal((await activeDataKey(thereStores, key, clock.now())).state, 'active');
      await applyDataKeyAction({ db: handle.db, cache: here, clock }, Number(id), 'revoke');
      await eventually(
        () => activeDataKey(thereStores, key, clock.now()).then(() => false, (err: Error) => /revoked/.test(err.message)),
        'the other instance heard the change',
      );
    } finally {
      await here.close();
      await there.close();
      for (const c of connections) c.disconnect();
      await handle.dispose();
    }
  });
});
