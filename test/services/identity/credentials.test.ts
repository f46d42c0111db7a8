import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Database } from '../../../src/db/database.ts';
import { systemClock } from '../../../src/domain/clock.ts';
import { issueKey } from '../../../src/domain/credentials.ts';
import { UnauthorizedError } from '../../../src/domain/errors.ts';
import { activeDataKey } from '../../../src/services/identity/credentials.ts';
import { applyDataKeyAction, createDataKey } from '../../../src/services/identity/data-keys.ts';
import { createEnvironment } from '../../../src/services/tenancy/tenancy.ts';
import { Cache, NAMESPACES } from '../../../src/state/cache/cache.ts';
import { TestClock } from '../../helpers/clock.ts';
import { migratedDatabase, pglite } from '../../helpers/storage.ts';

// Data API keys as the verification path finds them (src/services/identity/credentials.ts): by the hash of their
// text, through the cache's `dataKey` namespace, within D-12's second on every instance.

/** The database, counting the statements that look a Data API key up by its hash. */
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

describe('Data API keys through the cache (D-12)', () => {
  let handle: Awaited<ReturnType<typeof migratedDatabase>>;
  let env: number;
  before(async () => {
    handle = await migratedDatabase(pglite);
    env = (await createEnvironment(handle.db, { name: 'cache' })).id;
  });
  after(() => handle.dispose());

  it('reads a key once for many requests within its lifetime, and again after it', async () => {
    const { key } = await createDataKey(handle.db, env, { name: 'k' });
    const { db, counter } = counting(handle.db);
    const clock = new TestClock();
    clock.set(1_000_000);
    const stores = { db, cache: new Cache(clock), clock };
    const now = clock.now();
    const all = await Promise.all(Array.from({ length: 100 }, () => activeDataKey(stores, key, now)));
    assert.equal(counter.lookups, 1, 'concurrent misses share one query');
    assert.ok(all.every((k) => k.environmentId === env));
    clock.tick(NAMESPACES.dataKey.lifetimeMs - 1);
    await activeDataKey(stores, key, now);
    assert.equal(counter.lookups, 1, 'kept within the lifetime');
    clock.tick(1);
    await activeDataKey(stores, key, now);
    assert.equal(counter.lookups, 2, 'read again once the lifetime has passed');
  });

  it('forgets a key when a change is announced, including a load that started before it', async () => {
    const { id, key } = await createDataKey(handle.db, env, { name: 'k2' });
    const stores = { db: handle.db, cache: new Cache(systemClock), clock: systemClock };
    const loading = activeDataKey(stores, key, new Date());
    await applyDataKeyAction(stores, Number(id), 'revoke');
    assert.equal((await loading).state, 'active', 'the early load saw the old row');
    await assert.rejects(activeDataKey(stores, key, new Date()), /revoked/, 'but was not kept');
  });

  it('refuses a malformed key before any lookup, and remembers an unknown one briefly', async () => {
    const { db, counter } = counting(handle.db);
    const stores = { db, cache: new Cache(systemClock), clock: systemClock };
    await assert.rejects(activeDataKey(stores, 'svc_data_short', new Date()), UnauthorizedError);
    assert.equal(counter.lookups, 0);
    const unknown = issueKey('data').key;
    await assert.rejects(activeDataKey(stores, unknown, new Date()), /Unknown API key/);
    await assert.rejects(activeDataKey(stores, unknown, new Date()), /Unknown API key/);
    assert.equal(counter.lookups, 1);
  });
});
