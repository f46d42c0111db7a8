import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import { openRedis, type RedisConnection } from '../../src/external/redis.ts';

/**
 * A Redis connection for a test (TEST_REDIS_URL), connected before it returns, as the service has it
 * (external/redis.ts: no offline queue, a command timeout, the circuit breaker).
 */
export function connectRedis(url: string, log?: Logger): Promise<RedisConnection> {
  return openRedis(url, { log: log ?? null });
}

/** A Redis key prefix of a test's own: `test:<hex>`. */
export const newPrefix = () => `test:${randomBytes(6).toString('hex')}`;

/**
 * Removes every key under the prefixes (`<prefix>:…`, such as the usage keys `<prefix>:{dk:<id>}:…`).
 * SCAN walks the keys in small steps where KEYS would block a Redis that other tests share.
 */
export async function removeKeys({ client: redis }: RedisConnection, prefixes: Iterable<string>): Promise<void> {
  for (const prefix of prefixes) {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  }
}
