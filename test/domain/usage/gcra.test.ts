import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  type BucketState,
  gcra,
  type GcraResult,
  retryAfterSeconds,
  type ThrottlePlan,
} from '../../../src/domain/usage/gcra.ts';

/** A bucket driven by a simulated clock, keeping the stored state between requests as a store does. */
class Bucket {
  state: BucketState | null = null;
  readonly plan: ThrottlePlan;

  constructor(rate: number, burst: number) {
    this.plan = { rate_limit_per_second: rate, burst_limit: burst };
  }

  request(nowMs: number): GcraResult {
    const result = gcra(this.state, nowMs, this.plan);
    if (result.allowed) this.state = result.state;
    else assert.deepEqual(result.state, this.state, 'a refused request leaves the state as it was');
    return result;
  }
}

// An instant of today's magnitude: ms since 1970 near 1.8e12, where doubles resolve only ~2.4e-4 ms.
const T0 = Date.UTC(2026, 4, 13, 10, 0, 0);

/** A seeded PRNG (mulberry32): the property checks are random but repeatable. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** Equal up to floating-point rounding (the waits are exact in ms, not in binary). */
function assertClose(actual: number, expected: number) {
  assert.ok(Math.abs(actual - expected) < 1e-9, `${actual} is not ${expected}`);
}

describe('throttle bucket (GCRA, D-34)', () => {
  it('admits a whole burst at once, counting remaining down to 0, then refuses', () => {
    const bucket = new Bucket(10, 5);
    const remaining = [];
    for (let i = 0; i < 5; i++) {
      const r = bucket.request(T0);
      assert.equal(r.allowed, true, `request ${i + 1}`);
      assert.equal(r.retryAfterMs, 0);
      remaining.push(r.remaining);
    }
    assert.deepEqual(remaining, [4, 3, 2, 1, 0]);
    const refused = bucket.request(T0);
    assert.equal(refused.allowed, false);
    assert.equal(refused.remaining, 0);
    // One token every 100 ms at 10/s.
    assertClose(refused.retryAfterMs, 100);
  });

  it('the exact wait is enough and no less is', () => {
    const bucket = new Bucket(10, 5);
    for (let i = 0; i < 5; i++) bucket.request(T0);
    assertClose(bucket.request(T0 + 40).retryAfterMs, 60);
    assert.equal(bucket.request(T0 + 99).allowed, false);
    const next = bucket.request(T0 + 100);
    assert.equal(next.allowed, true);
    assert.equal(next.remaining, 0);
    assertClose(bucket.request(T0 + 100).retryAfterMs, 100);
  });

  it('refills at the rate, never beyond the burst', () => {
    const bucket = new Bucket(10, 5);
    for (let i = 0; i < 5; i++) bucket.request(T0);
    // 250 ms later two whole tokens are back (2.5, rounded down).
    const after = bucket.request(T0 + 250);
    assert.equal(after.allowed, true);
    assert.equal(after.remaining, 1);
    assert.equal(bucket.request(T0 + 250).allowed, true);
    assert.equal(bucket.request(T0 + 250).allowed, false);
    // After an hour idle the bucket holds exactly the burst again.
    let admitted = 0;
    while (admitted <= 5 && bucket.request(T0 + 3_600_000).allowed) admitted++;
    assert.equal(admitted, 5);
  });

  it('admits exactly the burst at once for rates that do not divide a second evenly', () => {
    // Absolute arrival times in ms lose ~2.4e-4 ms per addition at today's epoch; a burst of 10 at
    // 6/s once admitted only 9.
    for (const rate of [3, 6, 7, 0.3, 1.5, 11, 13, 1000 / 3, 100_000]) {
      for (const burst of [1, 3, 10, 100, 10_000]) {
        const bucket = new Bucket(rate, burst);
        let admitted = 0;
        while (admitted <= burst && bucket.request(T0).allowed) admitted++;
        assert.equal(admitted, burst, `rate ${rate}/s, burst ${burst}`);
      }
    }
  });

  it('a plan without burst beyond 1 spaces requests by the interval', () => {
    const bucket = new Bucket(4, 1);
    assert.equal(bucket.request(T0).allowed, true);
    const refused = bucket.request(T0 + 1);
    assert.equal(refused.allowed, false);
    assertClose(refused.retryAfterMs, 249);
    assert.equal(bucket.request(T0 + 250).allowed, true);
  });

  it('a clock stepping back does not refill the bucket', () => {
    const bucket = new Bucket(10, 2);
    bucket.request(T0);
    bucket.request(T0);
    assert.equal(bucket.request(T0 - 10_000).allowed, false);
    assert.equal(bucket.request(T0 + 99).allowed, false);
    assert.equal(bucket.request(T0 + 100).allowed, true);
  });

  it('never admits more than burst + rate × elapsed, whatever the arrivals (simulated clock)', () => {
    const random = prng(20260513);
    for (let run = 0; run < 300; run++) {
      const rate = [0.5, 1, 3, 5, 6, 7, 10, 33.3, 250, 1000][Math.floor(random() * 10)]!;
      const burst = 1 + Math.floor(random() * 30);
      const bucket = new Bucket(rate, burst);
      const start = T0 + Math.floor(random() * 1e6);
      let now = start;
      let admitted = 0;
      let refused = 0;
      for (let i = 0; i < 400; i++) {
        // Clustered arrivals: many at the same instant, some spread out.
        const gap = random() < 0.5 ? 0 : Math.floor(random() ** 3 * (4000 / rate));
        now += gap;
        const r = bucket.request(now);
        if (r.allowed) {
          admitted++;
          assert.ok(r.remaining >= 0 && r.remaining < burst, `remaining ${r.remaining}`);
        } else {
          refused++;
          assert.ok(r.retryAfterMs > 0, 'a refusal names a positive wait');
          // After the named wait a request passes; clearly before it, it does not (asked without storing).
          assert.equal(gcra(bucket.state, now + Math.ceil(r.retryAfterMs), bucket.plan).allowed, true);
          const early = Math.floor(r.retryAfterMs - 0.01);
          if (early >= 0) assert.equal(gcra(bucket.state, now + early, bucket.plan).allowed, false);
        }
        const elapsedSeconds = (now - start) / 1000;
        const bound = burst + rate * elapsedSeconds;
        assert.ok(
          admitted <= bound + 1e-6,
          `run ${run}: ${admitted} admitted in ${elapsedSeconds} s at ${rate}/s, burst ${burst} (bound ${bound})`,
        );
      }
      assert.ok(admitted >= Math.min(burst, 400), `run ${run}: the first burst is always admitted`);
      if (rate <= 10) assert.ok(refused > 0, `run ${run}: clustered arrivals are throttled`);
    }
  });
});

describe('Retry-After seconds', () => {
  it('is whole seconds, rounded up, at least 1', () => {
    assert.equal(retryAfterSeconds(0), 1);
    assert.equal(retryAfterSeconds(0.001), 1);
    assert.equal(retryAfterSeconds(100), 1);
    assert.equal(retryAfterSeconds(1000), 1);
    assert.equal(retryAfterSeconds(1000.5), 2);
    assert.equal(retryAfterSeconds(1001), 2);
    assert.equal(retryAfterSeconds(2999), 3);
    assert.equal(retryAfterSeconds(60_000), 60);
  });
});
