/**
 * The throttle of D-34: a token bucket expressed as the generic cell rate algorithm. A key's state is one
 * number, the theoretical arrival time (TAT): when the bucket would be full again. With an emission
 * interval T = 1000 / rate ms and a capacity of `burst` tokens, a request at `now` is admitted when
 * max(TAT, now) + T − now ≤ burst × T, and then TAT moves on by T. Admitted requests therefore never exceed
 * burst + rate × elapsed seconds. The Redis store runs the same arithmetic in Lua (redis-store.ts).
 */
export interface ThrottlePlan {
  rate_limit_per_second: number;
  burst_limit: number;
}

export interface GcraResult {
  allowed: boolean;
  /** The TAT to store when allowed (unchanged when refused). */
  tat: number;
  /** Whole tokens left after this request (0 when refused). */
  remaining: number;
  /** Exact wait in ms until a request would pass (0 when allowed). */
  retryAfterMs: number;
}

export function gcra(storedTat: number | null, nowMs: number, plan: ThrottlePlan): GcraResult {
  const interval = 1000 / plan.rate_limit_per_second;
  const capacity = plan.burst_limit * interval;
  const tat = Math.max(storedTat ?? nowMs, nowMs);
  const next = tat + interval;
  const ahead = next - nowMs;
  if (ahead > capacity + 1e-9) {
    return { allowed: false, tat, remaining: 0, retryAfterMs: ahead - capacity };
  }
  return {
    allowed: true,
    tat: next,
    remaining: Math.max(0, Math.floor((capacity - ahead) / interval + 1e-9)),
    retryAfterMs: 0,
  };
}

/** `Retry-After` in whole seconds, at least 1 (D-34). */
export function retryAfterSeconds(retryAfterMs: number): number {
  return Math.max(1, Math.ceil(retryAfterMs / 1000));
}
