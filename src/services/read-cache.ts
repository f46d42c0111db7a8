import type { Logger } from 'pino';
import type { Database } from '../db/database.ts';

/** The channel of migration 0004's triggers. */
export const DATA_CHANGED = 'pcas_data_changed';

/**
 * Records the Data API reads often (a project by id), kept in memory and dropped on every committed
 * change the database announces (migration 0004: a statement trigger on every table the Data API reads
 * sends NOTIFY at commit). An answer is therefore at most as old as the delivery of that notification
 * (milliseconds); while the feed is down (its connection lost), nothing is cached or served from the
 * cache, and everything is dropped again when it is back, in case a change went unheard.
 *
 * A load that started before a change is not kept: its result may predate the change.
 */
export class ReadCache {
  private readonly entries = new Map<string, unknown>();
  private generation = 0;
  private live = false;
  private stop: (() => Promise<void>) | null = null;
  private readonly maxEntries: number;
  /** Served from memory / loaded, since start (for tests and diagnostics). */
  readonly stats = { hits: 0, loads: 0 };

  constructor(options: { maxEntries?: number } = {}) {
    this.maxEntries = options.maxEntries ?? 10_000;
  }

  /** Subscribes to the database's change feed; caching starts once it listens. */
  async attach(db: Database, log?: Logger): Promise<void> {
    this.stop = await db.listen(DATA_CHANGED, {
      onNotification: () => this.drop(),
      onLost: () => {
        this.live = false;
        this.drop();
        log?.warn('data change feed lost: Data API reads bypass the cache until it is back');
      },
      onRestored: () => {
        this.drop();
        this.live = true;
        log?.info('data change feed restored');
      },
    });
    this.live = true;
  }

  async read<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.live && this.entries.has(key)) {
      this.stats.hits += 1;
      return this.entries.get(key) as T;
    }
    const generation = this.generation;
    this.stats.loads += 1;
    const value = await load();
    if (this.live && generation === this.generation) this.remember(key, value);
    return value;
  }

  /** Forgets everything (a change was committed somewhere). */
  drop(): void {
    this.generation += 1;
    this.entries.clear();
  }

  private remember(key: string, value: unknown): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, value);
  }

  async close(): Promise<void> {
    this.live = false;
    this.drop();
    await this.stop?.();
    this.stop = null;
  }
}
