import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { type Database, openPostgres } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';
import { createUsageStore, type Decision, type UsageStore } from '../../src/state/usage/index.ts';
import type { RedisConnection } from '../../src/external/redis.ts';
import { connectRedis, newPrefix, removeKeys } from '../helpers/redis.ts';
import {
  admit,
  burstOf,
  DATABASE_URL,
  meteredDays,
  newKeyId,
  type Plan,
  REDIS_URL,
  storedQuotaUsed,
  tally,
} from '../state/usage/harness.ts';

/**
 * Two instances of the service (D-4): each with its own PostgreSQL pool on one fresh schema and, for the
 * Redis store, its own Redis connection under one shared key prefix.
 */
async function sharedSchema(url: string) {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = await openPostgres(url, { max: 1 });
  await admin.exec(`create schema ${schema}`);
  await admin.close();
  const pools = [await openPostgres(url, { schema, max: 5 }), await openPostgres(url, { schema, max: 5 })] as const;
  await migrate(pools[0]);
  return {
    pools,
    async dispose() {
      for (const pool of pools) await pool.close();
      const cleanup = await openPostgres(url, { max: 1 });
      await cleanup.exec(`drop schema ${schema} cascade`);
      await cleanup.close();
    },
  };
}

// Monday 1 June 2026.
const NOW = new Date('2026-06-01T10:00:00.000Z');

const sum = (record: Record<string, number>) => Object.values(record).reduce((a, b) => a + b, 0);

function admittedCounts(decisions: readonly Decision[]): number[] {
  return decisions
    .filter((d) => d.outcome === 'admitted')
    .map((d) => d.quota!.used)
    .sort((a, b) => a - b);
}

const oneTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe(
  'usage across two instances: Redis store',
  { skip: (!REDIS_URL || !DATABASE_URL) && 'TEST_REDIS_URL and TEST_DATABASE_URL not both set' },
  () => {
    let shared: Awaited<ReturnType<typeof sharedSchema>>;
    let db: Database;
    const connections: RedisConnection[] = [];
    const prefixes = new Set<string>();
    const open = new Set<UsageStore>();

    /** Two instances under one prefix, each with its own Redis connection and pool. */
    function instances(prefix = newPrefix()): [UsageStore, UsageStore] {
      prefixes.add(prefix);
      const pair = [0, 1].map((i) => createUsageStore(shared.pools[i]!, connections[i]!, { prefix })) as [
        UsageStore,
        UsageStore,
      ];
      for (const store of pair) open.add(store);
      return pair;
    }

    async function close(stores: readonly UsageStore[]) {
      for (const store of stores) {
        open.delete(store);
        await store.close();
      }
    }

    before(async () => {
      shared = await sharedSchema(DATABASE_URL!);
      db = shared.pools[0];
      connections.push(await connectRedis(REDIS_URL!), await connectRedis(REDIS_URL!));
    });

    after(async () => {
      for (const store of open) await store.close();
      if (connections[0]) await removeKeys(connections[0], prefixes);
      for (const redis of connections) redis.disconnect();
      await shared?.dispose();
    });

    it('200 concurrent requests split across both: at most burst + rate × elapsed admitted', async () => {
      const keyId = await newKeyId(db);
      const stores = instances();
      const rate = 5;
      const burst = 10;
      const plan: Plan = {
        throttle: { rate_limit_per_second: rate, burst_limit: burst },
        quota: { limit: 1000, period: 'DAY' },
      };
      const { decisions, elapsedSeconds } = await burstOf(stores, 200, keyId, plan);
      const outcome = tally(decisions);
      const bound = burst + rate * elapsedSeconds;
      assert.ok(outcome.admitted <= bound, `${outcome.admitted} admitted in ${elapsedSeconds} s (bound ${bound})`);
      assert.ok(outcome.admitted >= burst, `${outcome.admitted} admitted: the full bucket passes at once`);
      assert.equal(outcome.throttled, 200 - outcome.admitted);
      assert.ok(outcome.waits.every((ms) => ms > 0), 'every throttled decision names a positive wait');
      await Promise.all(stores.map((s) => s.flush()));
      assert.equal(sum(await storedQuotaUsed(db, keyId)), outcome.admitted);
      assert.equal(sum(await meteredDays(db, keyId)), outcome.admitted);
    });

    it('quota 150, 300 concurrent counted requests across both: exactly 150, in Redis and the database', async () => {
      const keyId = await newKeyId(db);
      const stores = instances();
      const plan: Plan = { quota: { limit: 150, period: 'MONTH' } };
      const decisions = await Promise.all(
        Array.from({ length: 300 }, (_, i) => admit(stores[i % 2]!, keyId, plan, { now: NOW })),
      );
      const outcome = tally(decisions);
      assert.equal(outcome.admitted, 150);
      assert.equal(outcome.quotaExceeded, 150);
      assert.deepEqual(admittedCounts(decisions), oneTo(150), 'every admitted request has its own count');

      await close(stores);
      assert.deepEqual(await storedQuotaUsed(db, keyId), { 'MONTH 2026-06-01T00:00:00.000Z': 150 });
      assert.deepEqual(await meteredDays(db, keyId), { '2026-06-01': 150 });

      // Both restarted on a Redis without the counter (a new prefix): seeded from the database.
      const restarted = instances();
      const later = await Promise.all(
        Array.from({ length: 20 }, (_, i) => admit(restarted[i % 2]!, keyId, plan, { now: NOW })),
      );
      assert.equal(tally(later).quotaExceeded, 20);
      assert.ok(later.every((d) => d.quota!.used === 150));
      await close(restarted);
      assert.deepEqual(await storedQuotaUsed(db, keyId), { 'MONTH 2026-06-01T00:00:00.000Z': 150 });
    });
  },
);

describe(
  'usage across two instances: memory store on one PostgreSQL',
  { skip: !DATABASE_URL && 'TEST_DATABASE_URL not set' },
  () => {
    let shared: Awaited<ReturnType<typeof sharedSchema>>;
    let stores: [UsageStore, UsageStore];

    before(async () => {
      shared = await sharedSchema(DATABASE_URL!);
      stores = [createUsageStore(shared.pools[0], null), createUsageStore(shared.pools[1], null)];
    });

    after(async () => {
      for (const store of stores ?? []) await store.close();
      await shared?.dispose();
    });

    it('quota 150, 300 concurrent counted requests across both: exactly 150 (the statement guards)', async () => {
      const db = shared.pools[0];
      const keyId = await newKeyId(db);
      const plan: Plan = { quota: { limit: 150, period: 'DAY' } };
      const decisions = await Promise.all(
        Array.from({ length: 300 }, (_, i) => admit(stores[i % 2]!, keyId, plan, { now: NOW })),
      );
      const outcome = tally(decisions);
      assert.equal(outcome.admitted, 150);
      assert.equal(outcome.quotaExceeded, 150);
      assert.deepEqual(admittedCounts(decisions), oneTo(150), 'every admitted request has its own count');

      await Promise.all(stores.map((s) => s.flush()));
      assert.deepEqual(await storedQuotaUsed(db, keyId), { 'DAY 2026-06-01T00:00:00.000Z': 150 });
      assert.deepEqual(await meteredDays(db, keyId), { '2026-06-01': 150 });
    });
  },
);
