import type { Logger } from 'pino';
import type { Queryable } from '../../db/database.ts';
import { addMeteredUsage, addQuotaUsage, type QuotaCounter } from '../../db/repositories/usage.ts';
import { utcDay } from '../../domain/usage/periods.ts';
import { SingleFlight } from '../cache/single-flight.ts';

const counterKey = (c: QuotaCounter) => `${c.keyId}|${c.period}|${c.periodStart.getTime()}`;

/**
 * Counts that are written to the database behind the request path, a few times a second and on close:
 * metered usage per key and UTC day (every store), and quota counts whose truth lives in Redis (the
 * Redis store), so that they survive a Redis restart. A failed write keeps its counts for the next one.
 */
export class UsageLedger {
  private metered = new Map<string, { keyId: number; day: string; count: number }>();
  private quota = new Map<string, QuotaCounter & { count: number }>();
  private writing: Promise<void> = Promise.resolve();
  private readonly seeds = new SingleFlight<string>();
  private readonly timer: NodeJS.Timeout;
  private readonly db: Queryable;
  private readonly log: Logger | null;

  constructor(db: Queryable, options: { intervalMs?: number; log?: Logger } = {}) {
    this.db = db;
    this.log = options.log ?? null;
    this.timer = setInterval(() => {
      this.flush().catch((err: unknown) => this.log?.warn({ err }, 'usage counts not yet written; will retry'));
    }, options.intervalMs ?? 250);
    this.timer.unref();
  }

  meter(keyId: number, now: Date, count = 1): void {
    const day = utcDay(now);
    add(this.metered, `${keyId}|${day}`, { keyId, day }, count);
  }

  countQuota(counter: QuotaCounter, count = 1): void {
    add(this.quota, counterKey(counter), counter, count);
  }

  /** Quota counted here but not yet written (part of the true count until the next flush). */
  pendingQuota(counter: QuotaCounter): number {
    return this.quota.get(counterKey(counter))?.count ?? 0;
  }

  /**
   * A quota counter's true count as this instance knows it: what `readStored` finds in the database plus
   * what is counted here but not yet written. Read between writes: during a write its counts are in
   * neither place until it commits, and would be missed.
   */
  quotaSeed(counter: QuotaCounter, readStored: () => Promise<number>): Promise<number> {
    // Requests that all find the counter missing (a new period under load) share one read.
    return this.seeds.run(counterKey(counter), null, () => {
      const seed = this.writing.then(async () => (await readStored()) + this.pendingQuota(counter));
      this.writing = seed.then(noop, noop);
      return seed;
    }).promise;
  }

  /**
   * Writes what has been counted so far; writes never overlap. A failed write rejects this flush only:
   * its counts are kept, and the next flush writes them.
   */
  flush(): Promise<void> {
    const write = this.writing.then(() => this.write());
    this.writing = write.then(noop, noop);
    return write;
  }

  private async write(): Promise<void> {
    if (this.metered.size === 0 && this.quota.size === 0) return;
    const metered = [...this.metered.values()];
    const quota = [...this.quota.values()];
    this.metered = new Map();
    this.quota = new Map();
    try {
      await addQuotaUsage(this.db, quota);
    } catch (err) {
      for (const row of quota) this.countQuota(row, row.count);
      for (const row of metered) add(this.metered, `${row.keyId}|${row.day}`, row, row.count);
      throw err;
    }
    try {
      await addMeteredUsage(this.db, metered);
    } catch (err) {
      for (const row of metered) add(this.metered, `${row.keyId}|${row.day}`, row, row.count);
      throw err;
    }
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}

function noop() {}

function add<T extends object>(map: Map<string, T & { count: number }>, k: string, value: T, count: number) {
  const entry = map.get(k);
  if (entry) entry.count += count;
  else map.set(k, { ...value, count });
}
