import type { Logger } from 'pino';
import type { Database } from '../../db/database.ts';
import type { RedisConnection } from '../../external/redis.ts';
import { UsageLedger } from './ledger.ts';
import { MemoryUsageStore } from './memory-store.ts';
import { RedisUsageStore } from './redis-store.ts';
import type { UsageStore } from './store.ts';

export type { AdmitRequest, Decision, UsageStore } from './store.ts';

/**
 * Redis when REDIS_URL is set (shared by every instance, D-4; while it is away, see RedisUsageStore),
 * otherwise this process's memory.
 */
export function createUsageStore(
  db: Database,
  redis: RedisConnection | null,
  options: { log?: Logger; prefix?: string | undefined } = {},
): UsageStore {
  const ledger = new UsageLedger(db, options.log ? { log: options.log } : {});
  return redis
    ? new RedisUsageStore(redis, db, ledger, options.prefix, options.log ?? null)
    : new MemoryUsageStore(db, ledger);
}
