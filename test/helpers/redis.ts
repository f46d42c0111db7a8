import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { openRedis } from '../../src/external/redis.ts';

/**
 * A Redis connection for a test (TEST_REDIS_URL), connected before it returns, with the service's own
 * client options (external/redis.ts: no offline queue, a command timeout).
 */
export function connectRedis(url: string): Promise<Redis> {
  return openRedis(url);
}

/** A Redis key prefix of a test's own: `test:<hex>`. */
export const newPrefix = () => `test:${randomBytes(6).toString('hex')}`;

/**
 * Removes every key under the prefixes (`<prefix>:…`, such as the usage keys `<prefix>:{dk:<id>}:…`).
 * SCAN walks the keys in small steps where KEYS would block a Redis that other tests share.
 */
export async function removeKeys(redis: Redis, prefixes: Iterable<string>): Promise<void> {
  for (const prefix of prefixes) {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  }
}
