import type { Logger } from 'pino';
import type { Database } from '../../db/database.ts';
import { installationId } from '../../db/repositories/installation.ts';
import type { Clock } from '../../domain/clock.ts';
import type { RedisConnection } from '../../external/redis.ts';
import { BoundedMap } from './bounded-map.ts';
import { SingleFlight } from './single-flight.ts';

/** The channel of the database's change triggers (migrations 0004, 0007, 0008, 0010). */
export const DATA_CHANGED = 'pcas_data_changed';

/**
 * What makes an entry of a namespace stale:
 * - `environment`: any committed change to the entry's environment, heard from the database's change
 *   feed; while the feed is down nothing is served from memory;
 * - `evidence`: a change to what a cost model learns from (migration 0010) in the entry's environment or
 *   an environment it depends on; while the feed is down an entry serves `feedDownLifetimeMs` after its
 *   load began, then it is loaded again;
 * - `announced`: a change the service announces itself (`announce`), heard at once on this instance and
 *   through Redis on the others; `lifetimeMs` bounds an entry whatever is heard;
 * - `never`: a pure function of its key.
 */
export type Staleness = 'environment' | 'evidence' | 'announced' | 'never';

export interface NamespacePolicy {
  /** Each namespace is bounded on its own, so that one kind of read cannot push out another. */
  maxEntries: number;
  staleWhen: Staleness;
  /** Entries also expire this long after their load began. */
  lifetimeMs?: number;
  /** For `evidence`: how long an entry loaded while the change feed is down serves. */
  feedDownLifetimeMs?: number;
}

/** The namespaces of the one cache of this process, by name. */
export const NAMESPACES = {
  /** A Data API project detail, by id. */
  dataProject: { maxEntries: 10_000, staleWhen: 'environment' },
  /** The page index of a newest-first list (src/db/paging.ts), by list. */
  pageIndex: { maxEntries: 1_000, staleWhen: 'environment' },
  /**
   * A block of a newest-first list's rows (100 of them), by the columns read, list and position: enough
   * for every block of a 100,000-project environment.
   */
  pageBlock: { maxEntries: 1_000, staleWhen: 'environment' },
  /** A Platform project's full record, by id. */
  platformProject: { maxEntries: 10_000, staleWhen: 'environment' },
  /** Whether a project is assigned to a user, by user and project. */
  assignment: { maxEntries: 10_000, staleWhen: 'environment' },
  /** A page of the Platform's project list (its rows and total), by caller's scope and query. */
  platformProjectPage: { maxEntries: 2_000, staleWhen: 'environment' },
  /** The location metrics of a caller's scope (D-22), by scope and query. */
  locationMetrics: { maxEntries: 2_000, staleWhen: 'environment' },
  /**
   * The user behind a bearer token (role, active, token version), by user id. Also bounded in age: a
   * user's deactivation ends their tokens on every instance within a second (as D-12 asks of Data API
   * keys), even should a notification be delayed on its way.
   */
  user: { maxEntries: 10_000, staleWhen: 'environment', lifetimeMs: 500 },
  /** A Data API key by the hash of its text: D-12 gives a state change one second to reach every instance. */
  dataKey: { maxEntries: 10_000, staleWhen: 'announced', lifetimeMs: 500 },
  /** A Platform key by the hash of its text, within the same second. */
  platformKey: { maxEntries: 10_000, staleWhen: 'announced', lifetimeMs: 500 },
  /** The SHA-256 of a key's text: hashing on every request cost a twentieth of a cached read. */
  keyHash: { maxEntries: 10_000, staleWhen: 'never' },
  /**
   * The claims of a bearer token verified once, by its exact text, until the token expires: the same
   * text carries the same signature and claims (no key that signed a token in date leaves the JWKS, D-13).
   */
  verifiedToken: { maxEntries: 10_000, staleWhen: 'never' },
  /** A bearer-token signing key's public half, imported, by its kid (a kid names one key for good). */
  publicKey: { maxEntries: 100, staleWhen: 'never' },
  /** The fitted cost model of an environment, by environment and community floor; a model of 100,000 projects takes some tens of MB. */
  model: { maxEntries: 32, staleWhen: 'evidence', feedDownLifetimeMs: 30_000 },
} as const satisfies Record<string, NamespacePolicy>;
export type Namespace = keyof typeof NAMESPACES;

/** What a change can have made stale: cached reads only (`records`), or also what is learnt from the environment (`evidence`). */
export type ChangeKind = 'records' | 'evidence';

interface Entry {
  value: unknown;
  /** What the entry was loaded at (generations, or the feed being down); served only while it is still so. */
  stamp: string;
}

/** Served from memory, loaded, and joined to a load under way, since start (tests, diagnostics, metrics). */
export interface NamespaceStats {
  hits: number;
  loads: number;
  joined: number;
}

const FEED_DOWN = 'feed down';

/**
 * The one cache of this process: named namespaces (NAMESPACES), each bounded on its own and stale on
 * its own terms, with every invalidation here. The database announces each committed change with the
 * environments it touched (statement triggers send NOTIFY at commit, naming the installation too, since
 * several may share a database in schemas of their own); a change moves that environment's generation
 * (and its evidence generation when it touched evidence), and an entry loaded at an older generation is
 * never served again: a change drops one environment's entries in O(1). While that feed is down,
 * environment entries are neither kept nor served, and all of them are dropped again when it is back, in
 * case a change went unheard. Credentials changed by this service are announced to every instance
 * through Redis (`announce`).
 *
 * Concurrent misses of one entry share one load (SingleFlight); a load that began before a change is
 * returned to its callers but not kept.
 */
export class Cache {
  private readonly spaces = new Map<Namespace, BoundedMap<string, Entry>>();
  private readonly loads = new SingleFlight<string>();
  /** Each environment's generation: the count of changes when it last changed. */
  private readonly generations = new Map<number, number>();
  /** Each environment's evidence generation: the count of changes when its evidence last changed. */
  private readonly evidenceGenerations = new Map<number, number>();
  /** Each `announced` namespace's generation: moved by every announcement. */
  private readonly announced = new Map<Namespace, number>();
  private changes = 0;
  /** The count of changes when every environment was last dropped: no environment's generation is older. */
  private dropped = 0;
  private live = false;
  private readonly stops: (() => Promise<void> | void)[] = [];
  private redis: RedisConnection | null = null;
  private channel = 'pcas:cache:announced';
  /** This installation's id, which its notifications carry (migration 0008). */
  private installation = '';
  readonly stats = Object.fromEntries(
    Object.keys(NAMESPACES).map((name) => [name, { hits: 0, loads: 0, joined: 0 }]),
  ) as Record<Namespace, NamespaceStats>;

  private readonly clock: Clock;

  /** `clock`: the process's, which the entries' lifetimes are kept by. */
  constructor(clock: Clock) {
    this.clock = clock;
    for (const [name, policy] of Object.entries(NAMESPACES)) this.spaces.set(name as Namespace, new BoundedMap(policy.maxEntries));
  }

  /**
   * Listens to the database's change feed (environment entries are kept once it listens) and, with
   * Redis, to the announcements of the other instances on `<prefix>:cache:announced`.
   */
  async attach(parts: { db: Database; redis?: RedisConnection | null; prefix?: string; log?: Logger }): Promise<void> {
    const { db, log } = parts;
    this.installation = await installationId(db);
    this.stops.push(
      await db.listen(DATA_CHANGED, {
        onNotification: (payload) => this.heard(payload),
        onLost: () => {
          this.live = false;
          this.dropEnvironments();
          log?.warn('data change feed lost: reads bypass the cache until it is back');
        },
        onRestored: () => {
          this.dropEnvironments();
          this.live = true;
          log?.info('data change feed restored');
        },
      }),
    );
    this.live = true;
    if (parts.redis) await this.listenForAnnouncements(parts.redis, `${parts.prefix ?? 'pcas'}:cache:announced`, log);
  }

  /** Whether the database's change feed is up: while it is down, environment entries are not kept. */
  get listening(): boolean {
    return this.live;
  }

  /**
   * The value of `key` in `namespace`, from memory or from `load`. `owner` is the environment the entry
   * belongs to (null for installation-wide namespaces); `dependsOn` are other environments whose
   * evidence the entry is computed from (an `evidence` namespace).
   */
  async read<T>(
    namespace: Namespace,
    owner: number | null,
    key: string | number,
    load: () => Promise<T>,
    dependsOn: readonly number[] = [],
  ): Promise<T> {
    const stats = this.stats[namespace];
    const stamp = this.stampOf(namespace, owner, dependsOn);
    if (stamp === null) {
      stats.loads += 1;
      return load();
    }
    const id = `${owner ?? ''}\u0000${key}`;
    const space = this.spaces.get(namespace)!;
    const entry = space.get(id, this.clock.ms());
    if (entry && entry.stamp === stamp) {
      stats.hits += 1;
      return entry.value as T;
    }
    const flight = this.loads.run(`${namespace}\u0000${id}`, stamp, async () => {
      const expiresAt = this.expiryOf(namespace, stamp, this.clock.ms());
      const value = await load();
      if (this.stampOf(namespace, owner, dependsOn) === stamp) space.set(id, { value, stamp }, expiresAt);
      return value;
    });
    stats[flight.joined ? 'joined' : 'loads'] += 1;
    return flight.promise;
  }

  /** The value kept for `key`, or undefined: for values computed synchronously (a hash) or checked before a slower path. */
  peek<T>(namespace: Namespace, key: string | number): T | undefined {
    const entry = this.spaces.get(namespace)!.get(`\u0000${key}`, this.clock.ms());
    if (entry === undefined || entry.stamp !== this.stampOf(namespace, null, [])) return undefined;
    this.stats[namespace].hits += 1;
    return entry.value as T;
  }

  /** Keeps `value` for `key` in an installation-wide namespace, until `expiresAt` (ms) at the latest. */
  keep(namespace: Namespace, key: string | number, value: unknown, expiresAt = Number.POSITIVE_INFINITY): void {
    const stamp = this.stampOf(namespace, null, []);
    if (stamp === null) return;
    this.stats[namespace].loads += 1;
    this.spaces.get(namespace)!.set(`\u0000${key}`, { value, stamp }, Math.min(expiresAt, this.expiryOf(namespace, stamp, this.clock.ms())));
  }

  /** One environment changed (this instance wrote it, or the database said so); `evidence` also moves its evidence generation. */
  changed(environmentId: number, kind: ChangeKind = 'evidence'): void {
    this.changes += 1;
    this.generations.set(environmentId, this.changes);
    if (kind === 'evidence') this.evidenceGenerations.set(environmentId, this.changes);
  }

  /** The count of changes when the environment (or its evidence) last changed: for tests and diagnostics. */
  generation(environmentId: number, kind: ChangeKind = 'records'): number {
    return Math.max((kind === 'evidence' ? this.evidenceGenerations : this.generations).get(environmentId) ?? 0, this.dropped);
  }

  /**
   * Something an `announced` namespace holds changed (a key was created or changed): forgotten here at
   * once, and on the other instances when Redis brings them the announcement. Through the Redis circuit
   * (external/redis.ts): while Redis is away or hangs, the announcement is lost at once rather than waited for.
   */
  async announce(namespace: Namespace): Promise<void> {
    this.forget(namespace);
    if (this.redis) await this.redis.run((client) => client.publish(this.channel, namespace)).catch(() => 0);
  }

  /** Forgets everything every environment's namespaces hold (tests; a change that spans environments). */
  dropEnvironments(): void {
    this.changes += 1;
    this.dropped = this.changes;
    for (const [name, policy] of Object.entries(NAMESPACES) as [Namespace, NamespacePolicy][]) {
      if (policy.staleWhen === 'environment' || policy.staleWhen === 'evidence') this.spaces.get(name)!.clear();
    }
  }

  async close(): Promise<void> {
    this.live = false;
    this.dropEnvironments();
    for (const stop of this.stops.splice(0)) await stop();
    this.redis = null;
  }

  private forget(namespace: Namespace): void {
    this.announced.set(namespace, (this.announced.get(namespace) ?? 0) + 1);
    this.spaces.get(namespace)!.clear();
  }

  /**
   * What an entry of `namespace` owned by `owner` would be loaded at now; null when nothing of the
   * namespace may be kept (environment entries while the feed is down).
   */
  private stampOf(namespace: Namespace, owner: number | null, dependsOn: readonly number[]): string | null {
    const policy: NamespacePolicy = NAMESPACES[namespace];
    switch (policy.staleWhen) {
      case 'environment':
        return this.live ? String(Math.max(this.generations.get(owner ?? 0) ?? 0, this.dropped)) : null;
      case 'evidence':
        if (!this.live) return FEED_DOWN;
        return [owner ?? 0, ...dependsOn]
          .map((env) => `${env}:${Math.max(this.evidenceGenerations.get(env) ?? 0, this.dropped)}`)
          .join(',');
      case 'announced':
        return String(this.announced.get(namespace) ?? 0);
      case 'never':
        return '';
    }
  }

  private expiryOf(namespace: Namespace, stamp: string, now: number): number {
    const policy: NamespacePolicy = NAMESPACES[namespace];
    if (stamp === FEED_DOWN && policy.feedDownLifetimeMs !== undefined) return now + policy.feedDownLifetimeMs;
    return policy.lifetimeMs === undefined ? Number.POSITIVE_INFINITY : now + policy.lifetimeMs;
  }

  /**
   * A notification's payload: `<installation>:<the changed environments' ids, comma-separated>`, or
   * `<installation>:*` for all, followed by `:records` when no evidence changed (migration 0010).
   * Another installation's (a schema beside this one in the same database) are not this cache's business.
   */
  private heard(payload: string): void {
    const [installation, changed, suffix, ...more] = payload.split(':');
    if (changed === undefined) return this.dropEnvironments();
    if (installation !== this.installation) return;
    if (changed === '*' || changed === '' || more.length > 0 || (suffix !== undefined && suffix !== 'records')) {
      return this.dropEnvironments();
    }
    const kind: ChangeKind = suffix === 'records' ? 'records' : 'evidence';
    for (const id of changed.split(',')) {
      const environmentId = Number(id);
      if (Number.isSafeInteger(environmentId)) this.changed(environmentId, kind);
      else return this.dropEnvironments();
    }
  }

  /**
   * The other instances' announcements, on a connection of their own. While Redis is away they are lost,
   * and `lifetimeMs` alone bounds what this instance may miss (D-12). The subscriber connects by itself
   * whenever Redis is there, at start or later, and subscribes once connected (ioredis renews the
   * subscription after a reconnect); what was announced meanwhile is forgotten here when it is back.
   * Each connection attempt that fails is an error: one warning per outage. Resolves once subscribed, or
   * once the first attempt has failed (the start goes on without Redis).
   */
  private async listenForAnnouncements(redis: RedisConnection, channel: string, log?: Logger): Promise<void> {
    this.redis = redis;
    this.channel = channel;
    const subscriber = redis.subscriber();
    let away = false;
    let subscription: Promise<void> | null = null;
    // Sent once connected: without an offline queue (external/redis.ts) a command before then is refused.
    const subscribe = () =>
      (subscription ??= subscriber.subscribe(channel).then(
        () => undefined,
        () => {
          subscription = null; // the connection dropped meanwhile: the next one subscribes
        },
      ));
    subscriber.on('error', (err) => {
      if (away) return;
      away = true;
      log?.warn({ err }, 'cache announcement channel unavailable: changes made on other instances reach this one within their lifetime');
    });
    subscriber.on('ready', () => {
      void subscribe();
      if (!away) return;
      away = false;
      for (const [name, policy] of Object.entries(NAMESPACES) as [Namespace, NamespacePolicy][]) {
        if (policy.staleWhen === 'announced') this.forget(name);
      }
      log?.info('cache announcement channel available again');
    });
    subscriber.on('message', (_channel, namespace) => {
      if (namespace in NAMESPACES) this.forget(namespace as Namespace);
    });
    this.stops.push(() => subscriber.disconnect());
    await subscriber.connect().then(subscribe, () => undefined);
  }
}
