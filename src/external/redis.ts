import { Redis } from 'ioredis';

/** Redis could not be reached at start; the message names REDIS_URL. */
export class RedisUnavailableError extends Error {
  override name = 'RedisUnavailableError';
}

/** A connected ioredis client for REDIS_URL, or RedisUnavailableError. */
export async function openRedis(url: string): Promise<Redis> {
  // Commands sent in one tick travel in one write (the usage store's script runs once per Data API request).
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, connectTimeout: 5000, enableAutoPipelining: true });
  // Errors of a connection in use surface on the commands that fail; the client reconnects by itself.
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.ping();
    return redis;
  } catch (err) {
    redis.disconnect();
    throw new RedisUnavailableError(`cannot connect to REDIS_URL: ${(err as Error).message}`);
  }
}
