import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ChangeListener, Database, Queryable } from '../../../src/db/database.ts';
import type { QuotaCounter } from '../../../src/db/repositories/usage.ts';
import { UsageLedger } from '../../../src/state/usage/ledger.ts';
import { RedisUsageStore } from '../../../src/state/usage/redis-store.ts';
import { migratedDatabase, pglite } from '../../helpers/storage.ts';
import type { RedisConnection } from '../../../src/external/redis.ts';
import { connectRedis, newPrefix, removeKeys } from '../../helpers/redis.ts';
import {
  admit,
  meteredDays,
  newKeyId,
  type Plan,
  REDIS_URL,
  storedQuotaUsed,
} from './harness.ts';

const NOW = new Date('2026-06-01T10:00:00.000Z');
const JUNE: Omit<QuotaCounter, 'keyId'> = { period: 'MONTH', periodStart: new Date('2026-06-01T00:00:00Z') };

/**
 * The database as the ledger sees it, with faults and pauses: `script` says, statement by statement,
 * which of the next ones fail; `hold()` stops the next quota write before it runs, until `release()`.
 */
class FaultyDatabase implements Database {
  script: ('ok' | 'fail')[] = [];
  /** Quota counts read so far (seeds of the Redis store). */
  quotaReads = 0;
  private readonly db: Database;
  private gate: { entered: () => void; released: Promise<void> } | null = null;
  private open: (() => void) | null = null;

  constructor(db: Database) {
    this.db = db;
  }

  /** Resolves when a quota write has started and is held. */
  hold(): Promise<void> {
    let released!: () => void;
    const entered = new Promise<void>((resolve) => {
      this.gate = { entered: resolve, released: new Promise<void>((r) => (released = r)) };
    });
    this.open = released;
    return entered;
  }

  release() {
    this.open?.();
    this.open = null;
  }

  async query<T>(sql: string, params?: readonly unknown[]): Promise<T[]> {
    if (this.script.shift() === 'fail') throw new Error('connection lost');
    if (sql.startsWith('select used from data_key_quota_usage')) this.quotaReads++;
    const gate = this.gate;
    if (gate && sql.includes('data_key_quota_usage')) {
      this.gate = null;
      gate.entered();
      await gate.released;
    }
    return this.db.query<T>(sql, params);
  }

  exec(sql: string) {
    return this.db.exec(sql);
  }

  get kind() {
    return this.db.kind;
  }

  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  listen(channel: string, listener: ChangeListener) {
    return this.db.listen(channel, listener);
  }

  ping() {
    return this.db.ping();
  }

  maintain(sql: string): Promise<void> {
    return this.db.maintain(sql);
  }

  poolState() {
    return this.db.poolState();
  }

  close() {
    return this.db.close();
  }
}

describe('usage ledger (write-behind counts)', () => {
  let db: Database;
  let dispose: () => Promise<void>;
  let redis: RedisConnection | null = null;
  const prefixes: string[] = [];
  const ledgers: UsageLedger[] = [];

  /** A ledger whose timer never fires during a test: flushes are the test's. */
  function ledgerOn(target: Queryable) {
    const ledger = new UsageLedger(target, { intervalMs: 3_600_000 });
    ledgers.push(ledger);
    return ledger;
  }

  before(async () => {
    ({ db, dispose } = await migratedDatabase(pglite));
    if (REDIS_URL) redis = await connectRedis(REDIS_URL);
  });

  after(async () => {
    for (const ledger of ledgers) await ledger.close().catch(() => {});
    if (redis) {
      await removeKeys(redis, prefixes);
      redis.disconnect();
    }
    await dispose?.();
  });

  it('a failed write keeps its counts, and the next flush writes them once', async () => {
    const keyId = await newKeyId(db);
    const faulty = new FaultyDatabase(db);
    const ledger = ledgerOn(faulty);
    const counter = { keyId, ...JUNE };
    for (let i = 0; i < 3; i++) ledger.meter(keyId, NOW);
    ledger.countQuota(counter, 2);

    faulty.script = ['fail']; // the quota statement
    await assert.rejects(ledger.flush(), /connection lost/);
    assert.equal(ledger.pendingQuota(counter), 2, 'the quota counts are kept');
    await ledger.flush();
    assert.equal(ledger.pendingQuota(counter), 0);
    assert.deepEqual(await storedQuotaUsed(db, keyId), { 'MONTH 2026-06-01T00:00:00.000Z': 2 });
    assert.deepEqual(await meteredDays(db, keyId), { '2026-06-01': 3 });

    ledger.meter(keyId, NOW);
    ledger.countQuota(counter);
    faulty.script = ['fail'];
    await assert.rejects(ledger.flush());
    faulty.script = ['fail'];
    await assert.rejects(ledger.flush());
    await ledger.flush();
    assert.deepEqual(await storedQuotaUsed(db, keyId), { 'MONTH 2026-06-01T00:00:00.000Z': 3 });
    assert.deepEqual(await meteredDays(db, keyId), { '2026-06-01': 4 });
  });

  it('a failed metering write is retried without writing the quota counts twice', async () => {
    const keyId = await newKeyId(db);
    const faulty = new FaultyDatabase(db);
    const ledger = ledgerOn(faulty);
    ledger.meter(keyId, NOW, 3);
    ledger.countQuota({ keyId, ...JUNE }, 6);
    // The quota statement runs first and succeeds; the metering statement fails.
    faulty.script = ['ok', 'fail'];
    await assert.rejects(ledger.flush(), /connection lost/);
    await ledger.flush();
    assert.deepEqual(await storedQuotaUsed(db, keyId), { 'MONTH 2026-06-01T00:00:00.000Z': 6 });
    assert.deepEqual(await meteredDays(db, keyId), { '2026-06-01': 3 });
  });

  it('close writes what is left', async () => {
    const keyId = await newKeyId(db);
    const ledger = ledgerOn(db);
    ledger.meter(keyId, NOW, 7);
    await ledger.close();
    assert.deepEqual(await meteredDays(db, keyId), { '2026-06-01': 7 });
  });

  it(
    'a Redis counter lost while its counts are being written is seeded with them (Redis store)',
    { skip: !REDIS_URL && 'TEST_REDIS_URL not set' },
    async () => {
      const keyId = await newKeyId(db);
      const prefix = newPrefix();
      prefixes.push(prefix);
      const faulty = new FaultyDatabase(db);
      const ledger = ledgerOn(faulty);
      const store = new RedisUsageStore(redis!, db, ledger, prefix);
      // Resolves when the store asks the ledger for a seed.
      let asked!: () => void;
      const seedAsked = new Promise<void>((resolve) => (asked = resolve));
      const quotaSeed = ledger.quotaSeed.bind(ledger);
      ledger.quotaSeed = (...args) => (asked(), quotaSeed(...args));
      const plan: Plan = { quota: { limit: 10, period: 'MONTH' } };
      for (let used = 1; used <= 3; used++) {
        assert.equal((await admit(store, keyId, plan, { now: NOW })).quota!.used, used);
      }

      // The three counts leave the ledger for the database, and are held before they arrive ...
      const held = faulty.hold();
      const flushing = store.flush();
      await held;
      // ... when Redis loses the counter (a restart, an eviction).
      const quotaKeys = await redis!.client.keys(`${prefix}:*:q:*`);
      assert.equal(quotaKeys.length, 1);
      await redis!.client.del(...quotaKeys);

      const next = admit(store, keyId, plan, { now: NOW });
      // The store asks for its seed while the write is still held.
      await seedAsked;
      faulty.release();
      await flushing;
      assert.equal((await next).quota!.used, 4, 'the count in flight is neither lost nor counted twice');
      await store.close();
      assert.deepEqual(await storedQuotaUsed(db, keyId), { 'MONTH 2026-06-01T00:00:00.000Z': 4 });
    },
  );

  it(
    'requests that all find the Redis counter missing share one database read (Redis store)',
    { skip: !REDIS_URL && 'TEST_REDIS_URL not set' },
    async () => {
      const keyId = await newKeyId(db);
      const prefix = newPrefix();
      prefixes.push(prefix);
      const counting = new FaultyDatabase(db);
      const store = new RedisUsageStore(redis!, counting, ledgerOn(counting), prefix);
      const plan: Plan = { quota: { limit: 100, period: 'DAY' } };
      const decisions = await Promise.all(Array.from({ length: 40 }, () => admit(store, keyId, plan, { now: NOW })));
      assert.deepEqual(
        decisions.map((d) => d.quota!.used).sort((a, b) => a - b),
        Array.from({ length: 40 }, (_, i) => i + 1),
      );
      // One read when every seed request joins the first; a few if replies straggle. Not one per request.
      assert.ok(counting.quotaReads >= 1 && counting.quotaReads < 10, `${counting.quotaReads} reads`);
      await store.close();
    },
  );
});
