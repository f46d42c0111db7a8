import { type BucketState, gcra, type ThrottlePlan } from '../../domain/usage/gcra.ts';
import type { ThrottleState } from './store.ts';

/**
 * Throttle buckets by subject in this process's memory (domain/usage/gcra.ts): the rate limit per
 * credential of the in-process store, and of the Redis store while Redis is away. Exact within the
 * process, because one event loop runs each step without interleaving.
 */
export class LocalThrottle {
  private readonly buckets = new Map<string, BucketState>();
  private lastSweep = 0;

  /** One request of `subject`: admitted (and spent, unless `spend` is false) or refused. */
  take(subject: string, plan: ThrottlePlan, now: Date, spend = true): ThrottleState & { allowed: boolean } {
    const step = gcra(this.buckets.get(subject) ?? null, now.getTime(), plan);
    if (step.allowed && spend) this.buckets.set(subject, step.state!);
    this.forgetDrained(now.getTime(), plan);
    return {
      allowed: step.allowed,
      limit: plan.rate_limit_per_second,
      remaining: step.remaining,
      retryAfterMs: step.retryAfterMs,
    };
  }

  /** Drops, now and then, the buckets of subjects that have drained (so that memory follows activity). */
  private forgetDrained(nowMs: number, plan: ThrottlePlan) {
    if (this.buckets.size < 10_000 || nowMs - this.lastSweep < 1000) return;
    this.lastSweep = nowMs;
    for (const [subject, state] of this.buckets) {
      if (state.level - ((nowMs - state.at) * plan.rate_limit_per_second) / 1000 <= 0) this.buckets.delete(subject);
    }
  }
}
