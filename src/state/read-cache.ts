import type { Logger } from 'pino';
import type { Database } from '../db/database.ts';
import { installationId } from '../db/repositories/installation.ts';
import { BoundedMap } from './bounded-map.ts';

/** The channel of the change triggers (migrations 0004, 0007, 0008). */
export const DATA_CHANGED = 'pcas_data_changed';

/**
 * What the read cache holds, by name, each namespace bounded on its own so that one kind of read (pages
 * at random offsets, say) cannot push out another. Every entry belongs to one environment.
 */
export const NAMESPACES = {
  /** A Data API project detail, by id. */
  dataProject: 10_000,
  /** A page of a Data API list (projects, benchmark snapshots, reports) as JSON, by list and window. */
  dataPage: 200,
  /** The page index of a newest-first list (src/db/paging.ts), by list. */
  pageIndex: 1_000,
  /**
   * A block of a newest-first list's rows (100 of them), presented for an API (the Data API's as their
   * JSON), by shape, list and position: enough for every block of a 100,000-project environment.
   */
  pageBlock: 1_000,
  /** A Platform project's full record, by id. */
  platformProject: 10_000,
  /** Whether a project is assigned to a user, by user and project. */
  assignment: 10_000,
  /** A page of the Platform's project list, by caller's scope and query. */
  platformProjectPage: 2_000,
  /** The location metrics of a caller's scope (D-22), by scope and query. */
  locationMetrics: 2_000,
  /** The user behind a bearer token (role, active, token version), by user id (src/services/signed-in-user.ts). */
  user: 10_000,
} as const;
export type Namespace = keyof typeof NAMESPACES;

/**
 * Namespaces whose entries also expire this long after their load began, whatever the change feed says:
 * a user's deactivation must end their tokens on every instance within a second (as D-12 asks of Data
 * API keys), even should a notification be delayed on its way.
 */
export const LIFETIMES_MS: Partial<Record<Namespace, number>> = { user: 500 };

/**
 * What a change can have made stale: cached reads only (`records`: a benchmark snapshot, a risk
 * assessment, a user), or also what is learnt from an environment's projects (`evidence`: a fitted cost
 * model, src/state/model-cache.ts). Migration 0010 says which in each notification.
 */
export type ChangeKind = 'records' | 'evidence';

interface Entry {
  value: unknown;
  /** The environment's generation when the value was loaded. */
  generation: number;
}

/**
 * Reads kept in memory until their environment changes. The database announces every committed change
 * with the environments it touched (migration 0008: statement triggers send NOTIFY at commit, naming
 * the installation too, since several may share a database in schemas of their own), and a
 * change drops that environment's entries only, in O(1): each environment has a generation, moved on by
 * a change, and an entry of an older generation is never served. An answer is therefore at most as old
 * as the delivery of that notification (milliseconds). While the feed is down (its connection lost),
 * nothing is cached or served from the cache, and everything is dropped again when it is back, in case
 * a change went unheard.
 *
 * Concurrent misses of one entry share one load; a load that started before a change is not kept. The
 * namespaces of LIFETIMES_MS also bound an entry's age, as a guarantee that holds without the feed.
 */
export class ReadCache {
  private readonly spaces = new Map<Namespace, BoundedMap<string, Entry>>();
  private readonly loading = new Map<string, { generation: number; promise: Promise<unknown> }>();
  /** Each environment's generation: the count of changes when it last changed. */
  private readonly generations = new Map<number, number>();
  /** Each environment's evidence generation: the count of changes when its evidence last changed. */
  private readonly evidenceGenerations = new Map<number, number>();
  private changes = 0;
  /** The count of changes when everything was last dropped: no environment's generation is older. */
  private dropped = 0;
  private live = false;
  private stop: (() => Promise<void>) | null = null;
  /** This installation's id, which its notifications carry (migration 0008). */
  private installation = '';
  /** Served from memory / loaded, since start (for tests and diagnostics). */
  readonly stats = { hits: 0, loads: 0 };

  constructor() {
    for (const [name, maxEntries] of Object.entries(NAMESPACES)) {
      this.spaces.set(name as Namespace, new BoundedMap(maxEntries));
    }
  }

  /** Subscribes to the database's change feed; caching starts once it listens. */
  async attach(db: Database, log?: Logger): Promise<void> {
    this.installation = await installationId(db);
    this.stop = await db.listen(DATA_CHANGED, {
      onNotification: (payload) => this.changed(payload),
      onLost: () => {
        this.live = false;
        this.drop();
        log?.warn('data change feed lost: reads bypass the cache until it is back');
      },
      onRestored: () => {
        this.drop();
        this.live = true;
        log?.info('data change feed restored');
      },
    });
    this.live = true;
  }

  /** The value of `key` in `namespace` for `environmentId`, from memory or from `load`. */
  async read<T>(namespace: Namespace, environmentId: number, key: string | number, load: () => Promise<T>): Promise<T> {
    if (!this.live) {
      this.stats.loads += 1;
      return load();
    }
    const id = `${environmentId}\u0000${key}`;
    const generation = this.generationOf(environmentId);
    const space = this.spaces.get(namespace)!;
    const entry = space.get(id);
    if (entry && entry.generation === generation) {
      this.stats.hits += 1;
      return entry.value as T;
    }
    const flight = `${namespace}\u0000${id}`;
    const pending = this.loading.get(flight);
    if (pending && pending.generation === generation) return pending.promise as Promise<T>;
    this.stats.loads += 1;
    const lifetime = LIFETIMES_MS[namespace];
    const expiresAt = lifetime === undefined ? Number.POSITIVE_INFINITY : Date.now() + lifetime;
    const promise = load();
    this.loading.set(flight, { generation, promise });
    try {
      const value = await promise;
      if (this.live && this.generationOf(environmentId) === generation) space.set(id, { value, generation }, expiresAt);
      return value;
    } finally {
      if (this.loading.get(flight)?.promise === promise) this.loading.delete(flight);
    }
  }

  /** Forgets one environment's entries (it changed); an `evidence` change also moves its evidence generation. */
  dropEnvironment(environmentId: number, kind: ChangeKind = 'evidence'): void {
    this.changes += 1;
    this.generations.set(environmentId, this.changes);
    if (kind === 'evidence') this.evidenceGenerations.set(environmentId, this.changes);
  }

  /**
   * The count of changes when the environment's evidence last changed (or everything was dropped): what
   * was computed from its evidence at the same number is still current. Null while the change feed is
   * down, when nothing can be known to be current.
   */
  evidenceGeneration(environmentId: number): number | null {
    return this.live ? Math.max(this.evidenceGenerations.get(environmentId) ?? 0, this.dropped) : null;
  }

  /** Forgets everything. */
  drop(): void {
    this.changes += 1;
    this.dropped = this.changes;
    for (const space of this.spaces.values()) space.clear();
  }

  /**
   * A notification's payload: `<installation>:<the changed environments' ids, comma-separated>`, or
   * `<installation>:*` for all, followed by `:records` when no evidence changed (migration 0010).
   * Another installation's (a schema beside this one in the same database) are not this cache's business.
   */
  private changed(payload: string): void {
    const [installation, changed, suffix, ...more] = payload.split(':');
    if (changed === undefined) return this.drop();
    if (installation !== this.installation) return;
    if (changed === '*' || changed === '' || more.length > 0 || (suffix !== undefined && suffix !== 'records')) {
      return this.drop();
    }
    const kind: ChangeKind = suffix === 'records' ? 'records' : 'evidence';
    for (const id of changed.split(',')) {
      const environmentId = Number(id);
      if (Number.isSafeInteger(environmentId)) this.dropEnvironment(environmentId, kind);
      else return this.drop();
    }
  }

  private generationOf(environmentId: number): number {
    return Math.max(this.generations.get(environmentId) ?? 0, this.dropped);
  }

  async close(): Promise<void> {
    this.live = false;
    this.drop();
    await this.stop?.();
    this.stop = null;
  }
}
