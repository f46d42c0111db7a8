import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { Redis } from 'ioredis';
import type { Database } from '../../src/db/database.ts';
import { hashKey } from '../../src/domain/credentials.ts';
import { DataKeyDirectory } from '../../src/state/data-key-directory.ts';
import { applyDataKeyAction, createDataKey } from '../../src/services/data-keys.ts';
import { createEnvironment } from '../../src/services/tenancy.ts';
import { migratedDatabase, pglite } from '../helpers/storage.ts';

/** The database, counting the statements that read data_keys. */
function counting(db: Database) {
  const counter = { lookups: 0 };
  const wrapped: Database = {
    ...db,
    query: (sql, params) => {
      if (sql.includes('from data_keys where key_hash')) counter.lookups += 1;
      return db.query(sql, params);
    },
  };
  return { db: wrapped, counter };
}

describe('Data API key cache (D-12)', () => {
  let handle: Awaited<ReturnType<typeof migratedDatabase>>;
  let env: number;
  before(async () => {
    handle = await migratedDatabase(pglite);
    env = (await createEnvironment(handle.db, { name: 'cache' })).id;
  });
  after(() => handle.dispose());

  it('reads a key once for many requests within its TTL, and again after it', async () => {
    const { key } = await createDataKey(handle.db, env, { name: 'k' });
    const { db, counter } = counting(handle.db);
    const directory = new DataKeyDirectory(db, { ttlMs: 500 });
    const t0 = 1_000_000;
    const all = await Promise.all(Array.from({ length: 100 }, () => directory.resolve(hashKey(key), t0)));
    assert.equal(counter.lookups, 1, 'concurrent misses share one query');
    assert.ok(all.every((k) => k?.environmentId === env));
    await directory.resolve(hashKey(key), t0 + 499);
    assert.equal(counter.lookups, 1, 'cached within the TTL');
    await directory.resolve(hashKey(key), t0 + 500);
    assert.equal(counter.lookups, 2, 'read again once the TTL has passed');
  });

  it('forgets everything on a change, including a load that started before it', async () => {
    const { id, key } = await createDataKey(handle.db, env, { name: 'k2' });
    const directory = new DataKeyDirectory(handle.db, { ttlMs: 60_000 });
    const loading = directory.resolve(hashKey(key));
    await applyDataKeyAction(handle.db, Number(id), 'revoke');
    await directory.changed();
    assert.equal((await loading)?.state, 'active', 'the early load saw the old row');
    assert.equal((await directory.resolve(hashKey(key)))?.state, 'revoked', 'but was not cached');
  });

  it('remembers unknown keys briefly and bounds its size', async () => {
    const { db, counter } = counting(handle.db);
    const directory = new DataKeyDirectory(db, { ttlMs: 60_000, maxEntries: 2 });
    for (const h of ['a', 'b', 'c']) assert.equal(await directory.resolve(hashKey(h)), null);
    assert.equal(counter.lookups, 3);
    await directory.resolve(hashKey('c'));
    assert.equal(counter.lookups, 3, 'the newest entry is kept');
    await directory.resolve(hashKey('a'));
    assert.equal(counter.lookups, 4, 'the oldest entry was evicted');
  });
});

describe('Data API key cache across instances with Redis', { skip: !process.env.TEST_REDIS_URL && 'TEST_REDIS_URL not set' }, () => {
  it('drops another instance’s cached key when a change is announced, long before its TTL', async () => {
    const handle = await migratedDatabase(pglite);
    const connections = [new Redis(process.env.TEST_REDIS_URL!), new Redis(process.env.TEST_REDIS_URL!)];
    try {
      const env = (await createEnvironment(handle.db, { name: 'pubsub' })).id;
      const { id, key } = await createDataKey(handle.db, env, { name: 'k' });
      const [here, there] = connections.map((redis) => new DataKeyDirectory(handle.db, { ttlMs: 60_000, redis }));
      await here!.listen();
      await there!.listen();
      assert.equal((await there!.resolve(hashKey(key)))?.state, 'active');
      await applyDataKeyAction(handle.db, Number(id), 'revoke');
      await here!.changed();
      let state: string | undefined;
      for (let i = 0; i < 40 && state !== 'revoked'; i++) {
        await sleep(50);
        state = (await there!.resolve(hashKey(key)))?.state;
      }
      assert.equal(state, 'revoked', 'the other instance heard the change (its TTL is a minute)');
      await here!.close();
      await there!.close();
    } finally {
      for (const c of connections) c.disconnect();
      await handle.dispose();
    }
  });
});
