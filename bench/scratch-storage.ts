import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';

/** PostgreSQL and Redis to benchmark against, from DATABASE_URL/REDIS_URL or else the TEST_ pair. */
export interface ExternalStorage {
  databaseUrl: string;
  redisUrl: string;
  from: string;
}

export function externalStorage(env: NodeJS.ProcessEnv = process.env): ExternalStorage | null {
  const set = (name: string) => (env[name]?.trim() ? env[name]!.trim() : null);
  if (set('DATABASE_URL') && set('REDIS_URL')) {
    return { databaseUrl: set('DATABASE_URL')!, redisUrl: set('REDIS_URL')!, from: 'DATABASE_URL, REDIS_URL' };
  }
  if (set('TEST_DATABASE_URL') && set('TEST_REDIS_URL')) {
    return {
      databaseUrl: set('TEST_DATABASE_URL')!,
      redisUrl: set('TEST_REDIS_URL')!,
      from: 'TEST_DATABASE_URL, TEST_REDIS_URL',
    };
  }
  return null;
}

/**
 * `url` with `options=-c search_path=<schema>` appended: node-postgres passes the `options` connection
 * parameter to the server, so every pooled connection of the service starts in that schema.
 */
export function withSearchPath(url: string, schema: string): string {
  if (new URL(url).searchParams.has('options')) {
    throw new Error('the database URL already has an options parameter; the benchmark cannot add its schema');
  }
  return `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
}

/** A fresh schema the service migrates into and the benchmark drops afterwards; nothing else is touched. */
export interface ScratchSchema {
  name: string;
  /** The database URL pointing the service at this schema. */
  url: string;
  /** Checks that the service's tables landed in this schema and none appeared in `public`. */
  verify(): Promise<string>;
  /** Whether PostgreSQL has analysed and vacuumed `table` yet: deep-offset plans depend on it. */
  maintenance(table: string): Promise<string>;
  /** The installation id the service's first migration stored in this schema (names its Redis keys). */
  installationId(): Promise<string>;
  drop(): Promise<void>;
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const tablesIn = (client: pg.Client, schema: string) =>
  client
    .query<{ table_name: string }>(
      'select table_name from information_schema.tables where table_schema = $1 order by 1',
      [schema],
    )
    .then((r) => r.rows.map((row) => row.table_name));

export async function createScratchSchema(baseUrl: string): Promise<ScratchSchema> {
  const name = `bench_${randomBytes(6).toString('hex')}`;
  const publicBefore = await withClient(baseUrl, async (client) => {
    await client.query(`create schema ${name}`);
    return tablesIn(client, 'public');
  });
  const url = withSearchPath(baseUrl, name);
  return {
    name,
    url,
    async verify() {
      const searchPath = await withClient(url, async (c) => (await c.query('show search_path')).rows[0].search_path);
      const [inSchema, publicAfter] = await withClient(baseUrl, async (c) =>
        Promise.all([tablesIn(c, name), tablesIn(c, 'public')]),
      );
      const added = publicAfter.filter((t) => !publicBefore.includes(t));
      if (searchPath !== name || inSchema.length === 0 || added.length > 0) {
        throw new Error(
          `the options=-c search_path route did not isolate the service: search_path "${searchPath}", ` +
            `${inSchema.length} tables in ${name}, new tables in public: ${added.join(', ') || 'none'}`,
        );
      }
      return `search_path=${searchPath} via the URL's options parameter; ${inSchema.length} tables in ${name}, none added to public`;
    },
    maintenance: (table) =>
      withClient(baseUrl, async (c) => {
        const autovacuum = (await c.query('show autovacuum')).rows[0].autovacuum as string;
        const { rows } = await c.query<{ analyzed: Date | null; vacuumed: Date | null }>(
          `select greatest(last_analyze, last_autoanalyze) as analyzed, greatest(last_vacuum, last_autovacuum) as vacuumed
           from pg_stat_user_tables where schemaname = $1 and relname = $2`,
          [name, table],
        );
        const when = (d: Date | null | undefined) => (d ? d.toISOString() : 'never');
        return `PostgreSQL autovacuum ${autovacuum}; ${table} last analysed ${when(rows[0]?.analyzed)}, last vacuumed ${when(rows[0]?.vacuumed)}`;
      }),
    installationId: () =>
      withClient(baseUrl, async (c) => {
        const { rows } = await c.query<{ id: string }>(`select id from ${name}.installation`);
        if (!rows[0]) throw new Error(`no installation row in ${name}: has the service migrated it?`);
        return rows[0].id;
      }),
    drop: () => withClient(baseUrl, async (c) => void (await c.query(`drop schema if exists ${name} cascade`))),
  };
}

/**
 * The database's own count of transactions, `xact_commit + xact_rollback` of `pg_stat_database` for the
 * current database, over one connection kept open. Every statement the service sends outside a
 * transaction is a transaction of its own, so a difference between two reads counts the statements
 * sent in between, by every client of that database (this one's own reads included: one per read,
 * counted by the next read). PostgreSQL 15 and later hold a busy backend's counts back for up to
 * 10 s (PGSTAT_IDLE_INTERVAL) before they show here; see STATS_SETTLE_MS in bench/data-api.ts.
 */
export class TransactionCount {
  private readonly client: pg.Client;

  private constructor(client: pg.Client) {
    this.client = client;
  }

  static async open(url: string): Promise<TransactionCount> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    return new TransactionCount(client);
  }

  async read(): Promise<number> {
    const { rows } = await this.client.query<{ n: string }>(
      'select xact_commit + xact_rollback as n from pg_stat_database where datname = current_database()',
    );
    return Number(rows[0]!.n);
  }

  close(): Promise<void> {
    return this.client.end();
  }
}

/**
 * The service's Redis keys and channels are namespaced per installation: `pcas:<first 12 characters of
 * the installation id>:…` (src/context.ts), and the installation id is made by the first migration of
 * a database. The scratch schema is a new database for the service, so every key under its prefix was
 * created by this run: those, and only those, are deleted afterwards; nothing is flushed.
 */
export const redisPrefixOf = (installationId: string) => `pcas:${installationId.slice(0, 12)}:`;

export class RedisScratch {
  private readonly redis: Redis;
  readonly prefix: string;

  private constructor(redis: Redis, prefix: string) {
    this.redis = redis;
    this.prefix = prefix;
  }

  static async open(url: string, prefix: string): Promise<RedisScratch> {
    const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, retryStrategy: () => null });
    redis.on('error', () => {});
    try {
      await redis.connect();
    } catch (err) {
      redis.disconnect();
      throw new Error(`cannot connect to Redis for the benchmark: ${(err as Error).message}`);
    }
    return new RedisScratch(redis, prefix);
  }

  /** The keys under this run's prefix so far. */
  async keys(): Promise<string[]> {
    const keys: string[] = [];
    let cursor = '0';
    do {
      const [next, batch] = await this.redis.scan(cursor, 'MATCH', `${this.prefix}*`, 'COUNT', 1000);
      keys.push(...batch);
      cursor = next;
    } while (cursor !== '0');
    return keys;
  }

  /**
   * Commands the Redis server has processed since it started (`total_commands_processed` of INFO stats),
   * counted at once, unlike PostgreSQL's statistics. The whole server's: every client counts, and each
   * read is one command of its own, counted by the next read.
   */
  async commandsProcessed(): Promise<number> {
    const stats = await this.redis.info('stats');
    const count = /total_commands_processed:(\d+)/.exec(stats);
    if (!count) throw new Error('Redis INFO stats has no total_commands_processed');
    return Number(count[1]);
  }

  /** Deletes every key under this run's prefix; returns them. */
  async cleanup(): Promise<string[]> {
    const ours = await this.keys();
    for (let i = 0; i < ours.length; i += 500) await this.redis.del(...ours.slice(i, i + 500));
    return ours;
  }

  close(): void {
    this.redis.disconnect();
  }
}
