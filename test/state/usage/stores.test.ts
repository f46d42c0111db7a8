import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Database } from '../../../src/db/database.ts';
import { createUsageStore, type UsageStore } from '../../../src/state/usage/index.ts';
import { type Backend, BACKENDS, migratedDatabase, pglite, postgres } from '../../helpers/storage.ts';
import type { RedisConnection } from '../../../src/external/redis.ts';
import { connectRedis, newPrefix, removeKeys } from '../../helpers/redis.ts';
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
} from './harness.ts';

interface Combination {
  name: string;
  backend: Backend | null;
  redis: boolean;
  skip: string | false;
}

const COMBINATIONS: Combination[] = [
  ...BACKENDS.map((backend) => ({
    name: `memory store, ${backend.name}`,
    backend,
    redis: false,
    skip: false as const,
  })),
  {
    name: 'Redis store, pglite',
    backend: pglite,
    redis: true,
    skip: !REDIS_URL && 'TEST_REDIS_URL not set',
  },
  {
    name: 'Redis store, postgres',
    backend: DATABASE_URL ? postgres(DATABASE_URL) : null,
    redis: true,
    skip: (!REDIS_URL || !DATABASE_URL) && 'TEST_REDIS_URL and TEST_DATABASE_URL not both set',
  },
];

// Monday 1 June 2026: a DAY, a WEEK and a MONTH period all began at 00:00 UTC.
const NOW = new Date('2026-06-01T10:00:00.000Z');
const at = (iso: string) => new Date(iso);
const iso = (date: Date | undefined) => date?.toISOString();

for (const combination of COMBINATIONS) {
  describe(`usage store: ${combination.name}`, { skip: combination.skip }, () => {
    let db: Database;
    let dispose: () => Promise<void>;
    let redis: RedisConnection | null = null;
    const prefixes = new Set<string>();
    const open = new Set<UsageStore>();
    const prefix = newPrefix();

    /** A store on the test database; for Redis, under `storePrefix` (default: the suite's). */
    function openStore(storePrefix = prefix): UsageStore {
      prefixes.add(storePrefix);
      const store = createUsageStore(db, redis, { prefix: storePrefix });
      assert.equal(store.kind, combination.redis ? 'redis' : 'memory');
      open.add(store);
      return store;
    }

    async function closeStore(store: UsageStore) {
      open.delete(store);
      await store.close();
    }

    let store: UsageStore;

    before(async () => {
      ({ db, dispose } = await migratedDatabase(combination.backend!));
      if (combination.redis) redis = await connectRedis(REDIS_URL!);
      store = openStore();
    });

    after(async () => {
      for (const s of open) await s.close();
      if (redis) {
        await removeKeys(redis, prefixes);
        redis.disconnect();
      }
      await dispose?.();
    });

    /** `used` of the key's current period, read with a request that never counts (/data/quota). */
    async function usedNow(keyId: number, plan: Plan, now = NOW, on = store) {
      const decision = await admit(on, keyId, { quota: plan.quota }, { counts: false, now });
      assert.equal(decision.outcome, 'admitted');
      return decision.quota!.used;
    }

    describe('quota (D-35)', () => {
      it('admits exactly the limit, then quota-exceeded with the next period boundary, until it resets', async () => {
        const keyId = await newKeyId(db);
        const plan: Plan = { quota: { limit: 5, period: 'DAY' } };
        for (let used = 1; used <= 5; used++) {
          const d = await admit(store, keyId, plan, { now: NOW });
          assert.equal(d.outcome, 'admitted');
          assert.equal(d.throttle, null);
          assert.deepEqual(d.quota, { limit: 5, used, period: 'DAY', resetsAt: at('2026-06-02T00:00:00Z') });
        }
        for (let i = 0; i < 3; i++) {
          const d = await admit(store, keyId, plan, { now: NOW });
          assert.equal(d.outcome, 'quota-exceeded');
          assert.deepEqual(d.quota, { limit: 5, used: 5, period: 'DAY', resetsAt: at('2026-06-02T00:00:00Z') });
        }
        const lastMoment = await admit(store, keyId, plan, { now: at('2026-06-01T23:59:59.999Z') });
        assert.equal(lastMoment.outcome, 'quota-exceeded');
        const reset = await admit(store, keyId, plan, { now: at('2026-06-02T00:00:00Z') });
        assert.equal(reset.outcome, 'admitted');
        assert.equal(reset.quota!.used, 1);
        assert.equal(iso(reset.quota!.resetsAt), '2026-06-03T00:00:00.000Z');
      });

      it('resetsAt is the boundary of each period kind', async () => {
        const keyId = await newKeyId(db);
        const thursday = at('2026-12-31T23:59:00Z');
        const expected = {
          DAY: '2027-01-01T00:00:00.000Z',
          WEEK: '2027-01-04T00:00:00.000Z',
          MONTH: '2027-01-01T00:00:00.000Z',
        };
        for (const period of ['DAY', 'WEEK', 'MONTH'] as const) {
          const counted = await admit(store, keyId, { quota: { limit: 1, period } }, { now: thursday });
          assert.equal(iso(counted.quota!.resetsAt), expected[period], period);
          const refused = await admit(store, keyId, { quota: { limit: 1, period } }, { now: thursday });
          assert.equal(refused.outcome, 'quota-exceeded', period);
          assert.equal(iso(refused.quota!.resetsAt), expected[period], period);
        }
      });

      it('/data/quota (counts: false) never changes used and is admitted when the quota is used up', async () => {
        const keyId = await newKeyId(db);
        const plan: Plan = { quota: { limit: 2, period: 'MONTH' } };
        for (let i = 0; i < 3; i++) {
          const peek = await admit(store, keyId, plan, { counts: false, now: NOW });
          assert.equal(peek.outcome, 'admitted');
          assert.equal(peek.quota!.used, 0);
        }
        assert.equal((await admit(store, keyId, plan, { now: NOW })).quota!.used, 1);
        assert.equal((await admit(store, keyId, plan, { counts: false, now: NOW })).quota!.used, 1);
        assert.equal((await admit(store, keyId, plan, { now: NOW })).quota!.used, 2);
        assert.equal((await admit(store, keyId, plan, { now: NOW })).outcome, 'quota-exceeded');
        for (let i = 0; i < 3; i++) {
          const peek = await admit(store, keyId, plan, { counts: false, now: NOW });
          assert.equal(peek.outcome, 'admitted', 'the quota route answers when the quota is used up');
          assert.deepEqual(peek.quota, { limit: 2, used: 2, period: 'MONTH', resetsAt: at('2026-07-01T00:00:00Z') });
        }
        await store.flush();
        assert.deepEqual(await storedQuotaUsed(db, keyId), { 'MONTH 2026-06-01T00:00:00.000Z': 2 });
      });

      it('a throttled request counts nothing', async () => {
        const keyId = await newKeyId(db);
        // Refills one token in 1000 s: the third request is throttled on any clock.
        const plan: Plan = {
          throttle: { rate_limit_per_second: 0.001, burst_limit: 2 },
          quota: { limit: 10, period: 'DAY' },
        };
        const first = await admit(store, keyId, plan, { now: NOW });
        const second = await admit(store, keyId, plan, { now: NOW });
        assert.deepEqual(
          [first.outcome, first.throttle!.remaining, first.quota!.used],
          ['admitted', 1, 1],
        );
        assert.deepEqual(
          [second.outcome, second.throttle!.remaining, second.quota!.used],
          ['admitted', 0, 2],
        );
        for (let i = 0; i < 3; i++) {
          const throttled = await admit(store, keyId, plan, { now: NOW });
          assert.equal(throttled.outcome, 'throttled');
          assert.equal(throttled.throttle!.limit, 0.001);
          assert.equal(throttled.throttle!.remaining, 0);
          // One token at 0.001/s is 1 000 000 ms away, less what has drained since.
          assert.ok(
            throttled.throttle!.retryAfterMs > 990_000 && throttled.throttle!.retryAfterMs <= 1_000_000,
            `retryAfterMs ${throttled.throttle!.retryAfterMs}`,
          );
          assert.equal(throttled.quota!.used, 2, 'the quota state is reported, unchanged');
        }
        // /data/quota is throttled like any route, and counts nothing either.
        const quotaRoute = await admit(store, keyId, plan, { counts: false, now: NOW });
        assert.equal(quotaRoute.outcome, 'throttled');
        assert.equal(await usedNow(keyId, plan), 2);
        await store.flush();
        assert.deepEqual(await storedQuotaUsed(db, keyId), { 'DAY 2026-06-01T00:00:00.000Z': 2 });
        assert.deepEqual(await meteredDays(db, keyId), { '2026-06-01': 2 });
      });

      it('a limit lowered below used rejects until the next period; a raised one admits at once', async () => {
        const keyId = await newKeyId(db);
        const original: Plan = { quota: { limit: 5, period: 'MONTH' } };
        for (let i = 0; i < 4; i++) {
          assert.equal((await admit(store, keyId, original, { now: NOW })).outcome, 'admitted');
        }
        const lowered: Plan = { quota: { limit: 3, period: 'MONTH' } };
        for (const now of [NOW, at('2026-06-30T23:59:59.999Z')]) {
          const d = await admit(store, keyId, lowered, { now });
          assert.equal(d.outcome, 'quota-exceeded');
          assert.deepEqual(d.quota, { limit: 3, used: 4, period: 'MONTH', resetsAt: at('2026-07-01T00:00:00Z') });
        }
        const none: Plan = { quota: { limit: 0, period: 'MONTH' } };
        assert.equal((await admit(store, keyId, none, { now: NOW })).outcome, 'quota-exceeded');
        assert.equal(await usedNow(keyId, lowered), 4);

        const nextPeriod = await admit(store, keyId, lowered, { now: at('2026-07-01T00:00:00Z') });
        assert.equal(nextPeriod.outcome, 'admitted');
        assert.equal(nextPeriod.quota!.used, 1);
        assert.equal(iso(nextPeriod.quota!.resetsAt), '2026-08-01T00:00:00.000Z');

        // Back in June (a late request), a raised limit admits on the next request.
        const raised = await admit(store, keyId, { quota: { limit: 6, period: 'MONTH' } }, { now: NOW });
        assert.equal(raised.outcome, 'admitted');
        assert.equal(raised.quota!.used, 5);
      });

      it('a limit of 0 admits nothing but /data/quota', async () => {
        const keyId = await newKeyId(db);
        const plan: Plan = { quota: { limit: 0, period: 'DAY' } };
        assert.equal((await admit(store, keyId, plan, { now: NOW })).outcome, 'quota-exceeded');
        assert.equal((await admit(store, keyId, plan, { counts: false, now: NOW })).outcome, 'admitted');
        assert.equal(await usedNow(keyId, plan), 0);
      });

      it('period kinds are separate counters, even when their periods begin at the same instant', async () => {
        const keyId = await newKeyId(db);
        const day: Plan = { quota: { limit: 2, period: 'DAY' } };
        const week: Plan = { quota: { limit: 3, period: 'WEEK' } };
        const month: Plan = { quota: { limit: 1, period: 'MONTH' } };
        await admit(store, keyId, day, { now: NOW });
        await admit(store, keyId, day, { now: NOW });
        assert.equal((await admit(store, keyId, day, { now: NOW })).outcome, 'quota-exceeded');

        const weekly = await admit(store, keyId, week, { now: NOW });
        assert.equal(weekly.outcome, 'admitted', 'a plan switched to WEEK does not inherit the DAY count');
        assert.equal(weekly.quota!.used, 1);
        assert.equal(iso(weekly.quota!.resetsAt), '2026-06-08T00:00:00.000Z');
        const monthly = await admit(store, keyId, month, { now: NOW });
        assert.equal(monthly.outcome, 'admitted');
        assert.equal(monthly.quota!.used, 1);
        assert.equal((await admit(store, keyId, month, { now: NOW })).outcome, 'quota-exceeded');

        assert.equal(await usedNow(keyId, day), 2);
        assert.equal(await usedNow(keyId, week), 1);
        assert.equal(await usedNow(keyId, month), 1);
        await store.flush();
        assert.deepEqual(await storedQuotaUsed(db, keyId), {
          'DAY 2026-06-01T00:00:00.000Z': 2,
          'WEEK 2026-06-01T00:00:00.000Z': 1,
          'MONTH 2026-06-01T00:00:00.000Z': 1,
        });
      });

      it('concurrent counted requests admit exactly the limit', async () => {
        const keyId = await newKeyId(db);
        const plan: Plan = { quota: { limit: 25, period: 'DAY' } };
        const decisions = await Promise.all(Array.from({ length: 60 }, () => admit(store, keyId, plan, { now: NOW })));
        const outcome = tally(decisions);
        assert.equal(outcome.admitted, 25);
        assert.equal(outcome.quotaExceeded, 35);
        const used = decisions.filter((d) => d.outcome === 'admitted').map((d) => d.quota!.used);
        assert.deepEqual(
          used.sort((a, b) => a - b),
          Array.from({ length: 25 }, (_, i) => i + 1),
          'every admitted request has its own count',
        );
        assert.equal(await usedNow(keyId, plan), 25);
      });
    });

    describe('persistence (D-35: counts survive restarts)', () => {
      it('a new store on the same database continues the count exactly', async () => {
        const keyId = await newKeyId(db);
        const plan: Plan = { quota: { limit: 10, period: 'WEEK' } };
        const first = openStore(newPrefix());
        for (let used = 1; used <= 4; used++) {
          assert.equal((await admit(first, keyId, plan, { now: NOW })).quota!.used, used);
        }
        await closeStore(first);

        // For Redis a new prefix: no counter there, so it must be seeded from the database.
        const secondPrefix = newPrefix();
        const second = openStore(secondPrefix);
        assert.equal(await usedNow(keyId, plan, NOW, second), 4);
        for (let used = 5; used <= 10; used++) {
          const d = await admit(second, keyId, plan, { now: NOW });
          assert.equal(d.outcome, 'admitted');
          assert.equal(d.quota!.used, used);
        }
        assert.equal((await admit(second, keyId, plan, { now: NOW })).outcome, 'quota-exceeded');
        await closeStore(second);
        assert.deepEqual(await storedQuotaUsed(db, keyId), { 'WEEK 2026-06-01T00:00:00.000Z': 10 });

        // A restart that keeps Redis: the counter there is the truth, and nothing is counted twice.
        const third = openStore(secondPrefix);
        assert.equal(await usedNow(keyId, plan, NOW, third), 10);
        assert.equal((await admit(third, keyId, plan, { now: NOW })).outcome, 'quota-exceeded');
        const nextWeek = await admit(third, keyId, plan, { now: at('2026-06-08T00:00:00Z') });
        assert.equal(nextWeek.quota!.used, 1);
        await closeStore(third);
        assert.deepEqual(await storedQuotaUsed(db, keyId), {
          'WEEK 2026-06-01T00:00:00.000Z': 10,
          'WEEK 2026-06-08T00:00:00.000Z': 1,
        });
        assert.deepEqual(await meteredDays(db, keyId), { '2026-06-01': 10, '2026-06-08': 1 });
      });
    });

    describe('metering (SPEC Limits 3, D-33)', () => {
      it('meters admitted counted requests per UTC day, and nothing else', async () => {
        const keyId = await newKeyId(db);
        const plan: Plan = {
          throttle: { rate_limit_per_second: 0.001, burst_limit: 9 },
          quota: { limit: 5, period: 'MONTH' },
        };
        const lastMs = at('2026-06-01T23:59:59.999Z');
        const midnight = at('2026-06-02T00:00:00.000Z');
        const outcomes: string[] = [];
        const run = async (now: Date, counts: boolean) => {
          outcomes.push((await admit(store, keyId, plan, { now, counts })).outcome);
        };
        await run(lastMs, false);
        await run(lastMs, false);
        for (let i = 0; i < 3; i++) await run(lastMs, true);
        for (let i = 0; i < 4; i++) await run(midnight, true);
        for (let i = 0; i < 3; i++) await run(midnight, true);
        assert.deepEqual(outcomes, [
          ...['admitted', 'admitted'], // /data/quota
          ...['admitted', 'admitted', 'admitted'], // 23:59:59.999
          ...['admitted', 'admitted', 'quota-exceeded', 'quota-exceeded'], // 00:00, quota 5 reached
          ...['throttled', 'throttled', 'throttled'], // 9 tokens used
        ]);
        await store.flush();
        assert.deepEqual(await meteredDays(db, keyId), { '2026-06-01': 3, '2026-06-02': 2 });
      });

      it('meters a key without a plan, which is never limited', async () => {
        const keyId = await newKeyId(db);
        for (let i = 0; i < 30; i++) {
          const d = await admit(store, keyId, {}, { now: NOW });
          assert.deepEqual(d, { outcome: 'admitted', throttle: null, quota: null });
        }
        await admit(store, keyId, {}, { now: NOW, counts: false });
        await store.flush();
        assert.deepEqual(await meteredDays(db, keyId), { '2026-06-01': 30 });
        assert.deepEqual(await storedQuotaUsed(db, keyId), {});
      });
    });

    describe('throttle (D-34)', () => {
      it('200 concurrent requests: at most burst + rate × elapsed admitted, at least the burst', async () => {
        const keyId = await newKeyId(db);
        const rate = 5;
        const burst = 10;
        const plan: Plan = {
          throttle: { rate_limit_per_second: rate, burst_limit: burst },
          quota: { limit: 1000, period: 'DAY' },
        };
        const { decisions, elapsedSeconds } = await burstOf([store], 200, keyId, plan);
        const outcome = tally(decisions);
        // 2 ms for the whole-millisecond clock the memory store is given.
        const bound = burst + rate * (elapsedSeconds + 0.002);
        assert.ok(outcome.admitted <= bound, `${outcome.admitted} admitted in ${elapsedSeconds} s (bound ${bound})`);
        assert.ok(outcome.admitted >= burst, `${outcome.admitted} admitted: the full bucket passes at once`);
        assert.equal(outcome.throttled, 200 - outcome.admitted);
        assert.ok(outcome.waits.every((ms) => ms > 0), 'every throttled decision names a positive wait');
        const remaining = decisions.filter((d) => d.outcome === 'admitted').map((d) => d.throttle!.remaining);
        assert.ok(remaining.includes(burst - 1) && remaining.includes(0), `remaining ${remaining.join(',')}`);

        // Only the admitted requests counted and were metered (summed over periods and days, so a
        // midnight during the test changes nothing).
        await store.flush();
        const counted = Object.values(await storedQuotaUsed(db, keyId)).reduce((a, b) => a + b, 0);
        const metered = Object.values(await meteredDays(db, keyId)).reduce((a, b) => a + b, 0);
        assert.equal(counted, outcome.admitted);
        assert.equal(metered, outcome.admitted);
      });

      it('admits a whole burst at once at rates that do not divide a second evenly', async () => {
        // Absolute arrival times, rounded at every request, once admitted 9 of a burst of 10 at 6/s.
        for (const [rate, burst] of [[6, 10], [7, 3], [3, 50], [1.5, 20]] as const) {
          const keyId = await newKeyId(db);
          const plan: Plan = { throttle: { rate_limit_per_second: rate, burst_limit: burst } };
          const decisions = await Promise.all(
            Array.from({ length: burst }, () => admit(store, keyId, plan, { now: NOW })),
          );
          assert.equal(tally(decisions).admitted, burst, `rate ${rate}/s, burst ${burst}`);
        }
      });

      it('keys have separate buckets', async () => {
        const plan: Plan = { throttle: { rate_limit_per_second: 0.001, burst_limit: 3 } };
        const [a, b] = [await newKeyId(db), await newKeyId(db)];
        for (let i = 0; i < 3; i++) assert.equal((await admit(store, a, plan)).outcome, 'admitted');
        assert.equal((await admit(store, a, plan)).outcome, 'throttled');
        const other = await admit(store, b, plan);
        assert.equal(other.outcome, 'admitted');
        assert.equal(other.throttle!.remaining, 2);
      });
    });

    describe('throttle by subject (the Platform API per credential, D-31)', () => {
      const plan = { rate_limit_per_second: 0.001, burst_limit: 3 };

      it('admits the burst, then names the wait; subjects and Data API keys have buckets apart', async () => {
        const subject = `user:${await newKeyId(db)}`;
        const states = [];
        for (let i = 0; i < 4; i++) states.push(await store.throttle(subject, plan, new Date()));
        assert.deepEqual(states.map((s) => s.allowed), [true, true, true, false]);
        assert.deepEqual(states.slice(0, 3).map((s) => s.remaining), [2, 1, 0]);
        assert.ok(states[3]!.retryAfterMs > 0 && states[3]!.retryAfterMs <= 1000 / plan.rate_limit_per_second);
        assert.equal(states[3]!.limit, plan.rate_limit_per_second);
        assert.equal((await store.throttle(`${subject}-other`, plan, new Date())).remaining, 2);
        // A Data API key with the subject's number has a bucket of its own; subjects are never metered.
        const keyId = Number(subject.split(':')[1]);
        assert.equal((await admit(store, keyId, { throttle: plan })).throttle!.remaining, 2);
        await store.flush();
        const metered = Object.values(await meteredDays(db, keyId)).reduce((a, b) => a + b, 0);
        assert.equal(metered, 1, 'only the Data API request was metered');
      });

      // The memory store is per process by design (README: a shared limit needs Redis).
      if (combination.redis) it('is one bucket across store instances sharing Redis', async () => {
        const subject = `user:${await newKeyId(db)}`;
        const second = openStore();
        const states = await Promise.all(
          Array.from({ length: 8 }, (_, i) => (i % 2 ? second : store).throttle(subject, plan, new Date())),
        );
        assert.equal(states.filter((s) => s.allowed).length, 3);
      });
    });
  });
}
