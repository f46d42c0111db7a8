import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Database } from '../db/database.ts';
import { type DataKeyRow, findDataKeyByHash } from '../db/repositories/keys.ts';
import type { DataKeyPlan, DataKeyState, DataScope } from '../domain/data-keys.ts';
import { BoundedMap } from './bounded-map.ts';

/** What a Data API request needs to know about its key. */
export interface ResolvedDataKey {
  id: number;
  environmentId: number;
  scopes: readonly DataScope[];
  state: DataKeyState;
  expiresAt: Date | null;
  throttle: DataKeyPlan['throttle'];
  quota: DataKeyPlan['quota'];
}

/**
 * Data API keys by hash, cached so that a request does not pay a database round trip for its key.
 *
 * D-12 bounds how long a cached answer may live: a state change must reach every instance within one
 * second. An entry is therefore trusted for `ttlMs` (default 500 ms) and then read again; a change made
 * on this instance clears the cache at once; with Redis, the change is also announced to every other
 * instance, which clears its cache when it hears it (the TTL is the guarantee, the announcement makes it
 * usually immediate). Expiry needs no cache work: it is computed from `expiresAt` on every request.
 * Concurrent misses for one hash share one query; a load that started before a change is not cached.
 */
export class DataKeyDirectory {
  private readonly entries: BoundedMap<string, ResolvedDataKey | null>;
  private readonly loading = new Map<string, Promise<ResolvedDataKey | null>>();
  private generation = 0;
  private subscriber: Redis | null = null;
  private readonly db: Database;
  private readonly ttlMs: number;
  private readonly redis: Redis | null;
  private readonly channel: string;

  constructor(
    db: Database,
    options: { ttlMs?: number; maxEntries?: number; redis?: Redis | null; channel?: string } = {},
  ) {
    this.db = db;
    this.channel = options.channel ?? 'pcas:data-keys:changed';
    this.ttlMs = options.ttlMs ?? 500;
    this.entries = new BoundedMap(options.maxEntries ?? 10_000);
    this.redis = options.redis ?? null;
  }

  /**
   * Listens for changes announced by other instances (Redis only). While Redis is away the announcements
   * are lost, and the TTL alone bounds what this instance may miss (D-12); the client reconnects and
   * resubscribes by itself. Each reconnect attempt fails with an error: one warning per outage.
   */
  async listen(log?: Logger): Promise<void> {
    if (!this.redis) return;
    const subscriber = this.redis.duplicate({ lazyConnect: true });
    this.subscriber = subscriber;
    let away = false;
    subscriber.on('error', (err) => {
      if (away) return;
      away = true;
      log?.warn({ err }, 'data key change channel unavailable: changes made on other instances reach this one within the key cache TTL');
    });
    subscriber.on('ready', () => {
      if (!away) return;
      away = false;
      this.clear(); // what was announced meanwhile was not heard
      log?.info('data key change channel available again');
    });
    subscriber.on('message', () => this.clear());
    // Connected first: without an offline queue (external/redis.ts) a command before then is refused.
    await subscriber.connect();
    await subscriber.subscribe(this.channel);
  }

  resolve(hash: string, now = Date.now()): Promise<ResolvedDataKey | null> {
    const known = this.entries.get(hash, now);
    if (known !== undefined) return Promise.resolve(known);
    const pending = this.loading.get(hash);
    if (pending) return pending;
    const generation = this.generation;
    const load = findDataKeyByHash(this.db, hash)
      .then((row) => {
        const key = row ? resolved(row) : null;
        if (generation === this.generation) this.entries.set(hash, key, now + this.ttlMs);
        return key;
      })
      .finally(() => this.loading.delete(hash));
    this.loading.set(hash, load);
    return load;
  }

  /** A key was created or changed: forget everything here, and tell the other instances. */
  async changed(): Promise<void> {
    this.clear();
    if (this.redis) await this.redis.publish(this.channel, '1').catch(() => 0);
  }

  private clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.loading.clear();
  }

  async close(): Promise<void> {
    this.subscriber?.disconnect();
    this.subscriber = null;
  }
}

function resolved(row: DataKeyRow): ResolvedDataKey {
  return {
    id: row.id,
    environmentId: row.environment_id,
    scopes: row.scopes,
    state: row.state,
    expiresAt: row.expires_at === null ? null : new Date(row.expires_at),
    throttle:
      row.throttle_rate_per_second === null
        ? null
        : { rate_limit_per_second: row.throttle_rate_per_second, burst_limit: row.throttle_burst! },
    quota: row.quota_limit === null ? null : { limit: row.quota_limit, period: row.quota_period! },
  };
}
