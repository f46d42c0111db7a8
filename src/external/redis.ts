import { Redis, type RedisOptions } from 'ioredis';

/** Redis could not be reached at start; the message names REDIS_URL. */
export class RedisUnavailableError extends Error {
  override name = 'RedisUnavailableError';
}

/**
 * How the client behaves when Redis goes away mid-run: a request must fail at once rather than wait
 * for Redis to return, so that its caller can answer 503 (a Data API plan) or fall back (the rate
 * limit per credential). Without a connection a command is refused at once (no offline queue); a
 * command in flight when the connection drops is refused when it drops (no retry: it is not resent
 * after reconnecting, where it would count a request that was already answered); and one that gets no
 * answer from a Redis that went silent is refused after `commandTimeout`. The client reconnects by
 * itself, every 50 ms more up to 2 s apart (ioredis's default), and resubscribes its subscriptions.
 */
export const REDIS_CLIENT_OPTIONS = {
  lazyConnect: true,
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  autoResendUnfulfilledCommands: false,
  commandTimeout: 500,
  connectTimeout: 5000,
  // Commands sent in one tick travel in one write (the usage store's script runs once per Data API request).
  enableAutoPipelining: true,
} satisfies RedisOptions;

/**
 * A connected ioredis client for REDIS_URL, or RedisUnavailableError. `autoPipelining: false` when
 * tracing: a pipeline is written from the context of the first command of its tick, so every command
 * in it would be traced under that one request (src/external/tracing.ts).
 */
export async function openRedis(url: string, options: { autoPipelining?: boolean } = {}): Promise<Redis> {
  const redis = new Redis(url, { ...REDIS_CLIENT_OPTIONS, enableAutoPipelining: options.autoPipelining ?? true });
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
