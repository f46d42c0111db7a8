import type { Database } from '../../db/database.ts';
import { consumeQuota, type QuotaCounter, quotaUsed } from '../../db/repositories/usage.ts';
import { type BucketState, gcra, type ThrottlePlan } from '../../domain/usage/gcra.ts';
import type { UsageLedger } from './ledger.ts';
import { LocalThrottle } from './local-throttle.ts';
import { type AdmitRequest, type Decision, type QuotaState, quotaCounter, type ThrottleState, type UsageStore } from './store.ts';

/** Where the in-process store keeps quota counts. */
interface QuotaBook {
  /** Counts one request unless `limit` is reached: the count after it, or null (nothing counted). */
  consume(counter: QuotaCounter, limit: number): Promise<number | null>;
  used(counter: QuotaCounter): Promise<number>;
}

/** PostgreSQL, which other instances may share: one guarded statement per request is the truth. */
class SharedQuotaBook implements QuotaBook {
  private readonly db: Database;
  constructor(db: Database) {
    this.db = db;
  }
  consume(counter: QuotaCounter, limit: number) {
    return consumeQuota(this.db, counter, limit);
  }
  used(counter: QuotaCounter) {
    return quotaUsed(this.db, counter);
  }
}

const counterKey = (c: QuotaCounter) => `${c.period}|${c.periodStart.getTime()}`;

/**
 * Embedded PGlite, which only this process can open: counts live here, seeded from the database once
 * per key and period, and are written behind through the ledger (a few times a second and at close),
 * so that a request does not wait for a write.
 */
class ExclusiveQuotaBook implements QuotaBook {
  private readonly current = new Map<number, { period: string; used: number }>();
  private readonly db: Database;
  private readonly ledger: UsageLedger;
  constructor(db: Database, ledger: UsageLedger) {
    this.db = db;
    this.ledger = ledger;
  }

  async consume(counter: QuotaCounter, limit: number) {
    const entry = await this.entry(counter);
    // No await between the check and the count: one event loop makes the pair atomic.
    if (entry.used >= limit) return null;
    entry.used += 1;
    this.ledger.countQuota(counter);
    return entry.used;
  }

  async used(counter: QuotaCounter) {
    return (await this.entry(counter)).used;
  }

  private async entry(counter: QuotaCounter) {
    const period = counterKey(counter);
    let entry = this.current.get(counter.keyId);
    if (entry?.period === period) return entry;
    const stored = await this.ledger.quotaSeed(counter, () => quotaUsed(this.db, counter));
    entry = this.current.get(counter.keyId);
    if (entry?.period === period) return entry; // seeded by a concurrent request meanwhile
    entry = { period, used: stored };
    this.current.set(counter.keyId, entry);
    return entry;
  }
}

/**
 * The in-process store (no REDIS_URL): throttle buckets in this process's memory, exact because one
 * event loop runs each step without interleaving. Quota counts: with PostgreSQL, which several
 * instances may share, checked and counted in the database by one statement, so they are exact across
 * instances and survive restarts (D-35); with embedded PGlite, in memory and written behind.
 */
export class MemoryUsageStore implements UsageStore {
  readonly kind = 'memory';
  private readonly buckets = new Map<number, BucketState>();
  private readonly subjects = new LocalThrottle();
  private readonly ledger: UsageLedger;
  private readonly book: QuotaBook;

  constructor(db: Database, ledger: UsageLedger) {
    this.ledger = ledger;
    this.book = db.kind === 'pglite' ? new ExclusiveQuotaBook(db, ledger) : new SharedQuotaBook(db);
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
    const used = await this.book.consume(counter, request.quota.limit);
    const quota: QuotaState = {
      limit: request.quota.limit,
      used: used ?? (await this.book.used(counter)),
      period: request.quota.period,
      resetsAt,
    };
    if (used === null) return { outcome: 'quota-exceeded', throttle, quota };
    this.ledger.meter(request.keyId, request.now);
    return { outcome: 'admitted', throttle, quota };
  }

  async throttle(subject: string, plan: ThrottlePlan, now: Date, options: { spend?: boolean } = {}) {
    return this.subjects.take(subject, plan, now, options.spend !== false);
  }

  private async peek(request: AdmitRequest): Promise<QuotaState | null> {
    if (!request.quota) return null;
    const { counter, resetsAt } = quotaCounter(request);
    return {
      limit: request.quota.limit,
      used: await this.book.used(counter),
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
