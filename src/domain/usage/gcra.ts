/**
 * The throttle of D-34: a token bucket of capacity `burst` refilled at `rate` per second, in the
 * generic cell rate algorithm's leaky-bucket form. A key's state is the number of tokens in use at an
 * instant; it drains at `rate`, a request adds one token and is admitted when the bucket then holds at
 * most `burst`. Admitted requests therefore never exceed burst + rate × elapsed seconds.
 *
 * The state is a small number beside an instant rather than one absolute theoretical arrival time: an
 * absolute time in ms since 1970 is ~1.8e12, where a double's resolution is ~2.4e-4 ms, and adding a
 * fractional emission interval (1000 / 6 ms, say) to it rounds at every request, so a burst of 10 at
 * 6/s admitted only 9. Here a burst adds whole tokens to a small level, which is exact. The Redis store
 * runs the same arithmetic in Lua (redis-store.ts).
 */
export interface ThrottlePlan {
  rate_limit_per_second: number;
  burst_limit: number;
}

export interface BucketState {
  /** Tokens in use at `at`, 0 to burst. */
  level: number;
  /** The instant of `level`, in ms. */
  at: number;
}

export interface GcraResult {
  allowed: boolean;
  /** The state to store when allowed (the stored state, unchanged, when refused). */
  state: BucketState | null;
  /** Whole tokens left after this request (0 when refused). */
  remaining: number;
  /** Exact wait in ms until a request would pass (0 when allowed). */
  retryAfterMs: number;
}

/** Tolerance for rounding in the drained level, in tokens. */
const EPSILON = 1e-9;

export function gcra(stored: BucketState | null, nowMs: number, plan: ThrottlePlan): GcraResult {
  const rate = plan.rate_limit_per_second;
  const burst = plan.burst_limit;
  let level = 0;
  let at = nowMs;
  if (stored) {
    // A clock that steps back never refills the bucket.
    const elapsed = Math.max(0, nowMs - stored.at);
    level = Math.max(0, stored.level - (elapsed * rate) / 1000);
    at = Math.max(stored.at, nowMs);
  }
  level += 1;
  if (level > burst + EPSILON) {
    return { allowed: false, state: stored, remaining: 0, retryAfterMs: ((level - burst) * 1000) / rate };
  }
  return {
    allowed: true,
    state: { level, at },
    remaining: Math.max(0, Math.floor(burst - level + EPSILON)),
    retryAfterMs: 0,
  };
}

/** `Retry-After` in whole seconds, at least 1 (D-34). */
export function retryAfterSeconds(retryAfterMs: number): number {
  return Math.max(1, Math.ceil(retryAfterMs / 1000));
}
