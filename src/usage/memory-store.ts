import type { Database } from '../db/database.ts';
import { consumeQuota, type QuotaCounter, quotaUsed } from '../db/repositories/usage.ts';
import { type BucketState, gcra } from '../domain/usage/gcra.ts';
import { periodWindow } from '../domain/usage/periods.ts';
import type { UsageLedger } from './ledger.ts';
import type { AdmitRequest, Decision, QuotaState, ThrottleState, UsageStore } from './store.ts';

/**
 * The in-process store (no REDIS_URL): throttle buckets in this process's memory, exact because one
 * event loop runs each step without interleaving; quota counts in the database, checked and counted by
 * one statement, so they are exact across instances sharing a PostgreSQL and survive restarts (D-35).
 */
export class MemoryUsageStore implements UsageStore {
  readonly kind = 'memory';
  private readonly buckets = new Map<number, BucketState>();
  private readonly db: Database;
  private readonly ledger: UsageLedger;

  constructor(db: Database, ledger: UsageLedger) {
    this.db = db;
    this.ledger = ledger;
  }

  async admit(request: AdmitRequest): Promise<Decision> {
    let throttle: ThrottleState | null = null;
    if (request.throttle) {
      const step = gcra(this.buckets.get(request.keyId) ?? null, request.now.getTime(), request.throttle);
      throttle = {
        limit: request.throttle.rate_limit_per_second,
        remaining: step.remaining,
        retryAfterMs: step.retryAfterMs,
      };
      if (step.allowed) this.buckets.set(request.keyId, step.state!);
      else return { outcome: 'throttled', throttle, quota: await this.peek(request) };
    }
    if (!request.quota) {
      if (request.counts) this.ledger.meter(request.keyId, request.now);
      return { outcome: 'admitted', throttle, quota: null };
    }
    if (!request.counts) return { outcome: 'admitted', throttle, quota: await this.peek(request) };
    const { counter, resetsAt } = quotaCounter(request);
    const used = await consumeQuota(this.db, counter, request.quota.limit);
    const quota: QuotaState = {
      limit: request.quota.limit,
      used: used ?? (await quotaUsed(this.db, counter)),
      period: request.quota.period,
      resetsAt,
    };
    if (used === null) return { outcome: 'quota-exceeded', throttle, quota };
    this.ledger.meter(request.keyId, request.now);
    return { outcome: 'admitted', throttle, quota };
  }

  private async peek(request: AdmitRequest): Promise<QuotaState | null> {
    if (!request.quota) return null;
    const { counter, resetsAt } = quotaCounter(request);
    return {
      limit: request.quota.limit,
      used: await quotaUsed(this.db, counter),
      period: request.quota.period,
      resetsAt,
    };
  }

  flush(): Promise<void> {
    return this.ledger.flush();
  }

  close(): Promise<void> {
    return this.ledger.close();
  }
}

/** The counter of the request's current quota period, and when that period ends. */
export function quotaCounter(request: AdmitRequest): { counter: QuotaCounter; resetsAt: Date } {
  const quota = request.quota!;
  const window = periodWindow(quota.period, request.now);
  return {
    counter: { keyId: request.keyId, period: quota.period, periodStart: window.start },
    resetsAt: window.resetsAt,
  };
}
