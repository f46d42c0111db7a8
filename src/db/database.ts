import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Logger } from 'pino';
import { asDatabaseError, DatabaseUnavailableError, isUnavailable, statementFingerprint } from './errors.ts';

/** Something that runs SQL: the database itself or an open transaction. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/** What a change-feed subscriber hears: notifications, and whether the feed can be trusted. */
export interface ChangeListener {
  onNotification(payload: string): void;
  /** The feed was interrupted: notifications may have been missed until `onRestored`. */
  onLost(): void;
  onRestored(): void;
}

export interface TransactionOptions {
  /**
   * No time limit on its statements, neither the server's nor the client's (openPostgres): a migration,
   * which may rewrite a large table, and waits while another instance applies its own.
   */
  unbounded?: boolean;
  /**
   * A longer limit than a request's for each of its statements (the server's, and the client's a second
   * later): a read whose size grows with an environment, such as the evidence of a cost model.
   */
  statementTimeoutMs?: number;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** LISTEN on a channel (NOTIFY is sent at commit); resolves once listening, to a function that stops. */
  listen(channel: string, listener: ChangeListener): Promise<() => Promise<void>>;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /**
   * Runs one statement that cannot run in a transaction and may take long (VACUUM after a bulk import,
   * CREATE or DROP DATABASE) without the time limits of requests, on a connection of its own.
   */
  maintain(sql: string): Promise<void>;
  ping(): Promise<void>;
  /** The connections as they stand now (metrics, D-57). */
  poolState(): PoolState;
  close(): Promise<void>;
}

/** A database's connections: open, idle among them, work waiting for one, and the most it opens. */
export interface PoolState {
  open: number;
  idle: number;
  waiting: number;
  max: number;
}

// Both drivers return the same JS types: int8 and numeric as numbers (identifiers are far below 2^53,
// money and measures are JSON numbers on the wire, D-3), dates as 'YYYY-MM-DD' strings, and timestamps
// as ISO 8601 UTC text with milliseconds, the one form every API sends.
const OID = { INT8: 20, NUMERIC: 1700, DATE: 1082, TIMESTAMPTZ: 1184 } as const;
const toNumber = (v: string) => Number(v);
const asIs = (v: string) => v;

/**
 * `2026-01-31 09:30:00.123456+00` → `2026-01-31T09:30:00.123Z`. Sessions run in UTC (set when they
 * open), so the text is sliced rather than parsed; any other offset is converted through a Date.
 * Microseconds are truncated to milliseconds.
 */
export function isoUtc(text: string): string {
  if (text.length >= 22 && text.endsWith('+00') && text[10] === ' ') {
    const fraction = text.length > 22 ? text.slice(20, -3) : '';
    return `${text.slice(0, 10)}T${text.slice(11, 19)}.${`${fraction}000`.slice(0, 3)}Z`;
  }
  return new Date(text.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00')).toISOString();
}
const PARSERS: Record<number, (text: string) => unknown> = {
  [OID.INT8]: toNumber,
  [OID.NUMERIC]: toNumber,
  [OID.DATE]: asIs,
  [OID.TIMESTAMPTZ]: isoUtc,
};

/**
 * The embedded database in `dataDir` (null: in memory). `loadDataDir` starts it from a dump of another
 * one (PGlite's `dumpDataDir`), as tests do from a migrated template.
 */
export async function openPglite(dataDir: string | null, options: { loadDataDir?: Blob | File } = {}): Promise<Database> {
  return pgliteDatabase(await startPglite(dataDir, options));
}

/** A PGlite instance as openPglite starts it (the service's type parsers, UTC), not yet wrapped. */
export async function startPglite(dataDir: string | null, options: { loadDataDir?: Blob | File } = {}): Promise<PGlite> {
  if (dataDir !== null) fs.mkdirSync(dataDir, { recursive: true });
  try {
    // Loaded only here: a service on PostgreSQL never needs the embedded database's code.
    const { PGlite } = await import('@electric-sql/pglite');
    const db = await PGlite.create(dataDir ?? undefined, {
      parsers: PARSERS,
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
    await db.exec("set time zone 'UTC'");
    return db;
  } catch (err) {
    throw new DatabaseUnavailableError(
      `cannot open the embedded database in DATA_DIR (${dataDir}): ${(err as Error).message}`,
    );
  }
}

/**
 * The Database of a started PGlite instance; closing it closes the instance. PGlite is one connection
 * in this process, which statements and transactions take in turn: its pool state counts the work
 * under way, one running and the rest waiting.
 */
export function pgliteDatabase(db: PGlite): Database {
  const q: Queryable = wrapPglite(db);
  let underWay = 0;
  const inTurn = async <T>(work: () => Promise<T>): Promise<T> => {
    underWay += 1;
    try {
      return await work();
    } finally {
      underWay -= 1;
    }
  };
  return {
    kind: 'pglite',
    query: (sql, params) => inTurn(() => q.query(sql, params)),
    exec: (sql) => inTurn(() => q.exec(sql)),
    // In process, with no time limit to lift or replace: the options change nothing.
    transaction: (work) => inTurn(() => db.transaction((tx) => work(wrapPglite(tx)))),
    maintain: (sql) => inTurn(() => q.exec(sql)),
    // In process: the feed cannot be interrupted.
    listen: (channel, listener) => db.listen(channel, (payload) => listener.onNotification(payload)),
    ping: async () => {
      await db.query('select 1');
    },
    poolState: () => ({ open: 1, idle: underWay === 0 ? 1 : 0, waiting: Math.max(0, underWay - 1), max: 1 }),
    close: () => db.close(),
  };
}

function wrapPglite(db: Pick<PGlite, 'query' | 'exec'>): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      try {
        const result = await db.query<T>(sql, params as unknown[]);
        return result.rows;
      } catch (err) {
        throw asDatabaseError(err, sql);
      }
    },
    async exec(sql: string) {
      try {
        await db.exec(sql);
      } catch (err) {
        throw asDatabaseError(err, sql);
      }
    },
  };
}

export interface PostgresOptions {
  /** Schema to use as search_path (tests give each file its own). */
  schema?: string;
  max?: number;
  /** Where the database going away, and coming back, is logged (once each). */
  log?: Logger;
}

/**
 * How the pool behaves when the database goes away or stops answering: nothing waits long for it. A
 * connection is made, or taken from a busy pool, within 5 s; a statement runs at most 8 s on the
 * server (statement_timeout; an import of 10,000 projects takes about 2 s in all, in several
 * statements), and its answer is awaited at most 9 s (query_timeout, for a link that went silent, through
 * which the server's own cancellation cannot arrive); TCP keepalive finds an idle connection whose peer
 * vanished. A connection that failed is dropped, never reused, and new ones are made as soon as the
 * database answers.
 */
const CONNECTION_LIMITS = {
  connectionTimeoutMillis: 5000,
  statement_timeout: 8000,
  query_timeout: 9000,
  keepAlive: true,
  keepAliveInitialDelayMillis: 5000,
} satisfies pg.ClientConfig;

/**
 * Whether the database answered the last statement: its loss is logged once when a statement first
 * fails for it, and its return once when one succeeds again, however many requests meet it (they are
 * answered 503 without a log line each).
 */
class DatabaseOutage {
  /** When the outage began (performance.now(): a change of the time of day cannot end it), or null. */
  private since: number | null = null;
  private readonly log: Logger | null;
  constructor(log: Logger | null) {
    this.log = log;
  }

  /** `err` as the application sees it (asDatabaseError), noting an outage when it is one. */
  failed(err: unknown, sql: string): unknown {
    const seen = asDatabaseError(err, sql);
    if (seen instanceof DatabaseUnavailableError && this.since === null) {
      this.since = performance.now();
      this.log?.warn(
        { reason: (seen.cause as Error | undefined)?.message },
        'The database is not reachable: requests that need it are answered 503 with Retry-After until it answers again; what they were writing is rolled back',
      );
    }
    return seen;
  }

  /**
   * A statement sent at `sentAt` was answered. Only one sent after the outage was noted says the database
   * is back: one in flight when it went may still have had its answer, and must not end the outage.
   */
  answered(sentAt: number): void {
    if (this.since === null || sentAt <= this.since) return;
    this.log?.info({ outageMs: Math.round(performance.now() - this.since) }, 'The database is reachable again');
    this.since = null;
  }
}

export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Database> {
  const typeOverrides = new pg.TypeOverrides();
  for (const [oid, parse] of Object.entries(PARSERS)) typeOverrides.setTypeParser(Number(oid), parse as (text: string) => string);
  const clientConfig = {
    connectionString: withSessionOptions(url, `-c TimeZone=UTC${options.schema ? ` -c search_path=${options.schema}` : ''}`),
    // How an operator tells this service's connections apart in pg_stat_activity (unless the URL names it).
    application_name: options.schema ? `pcas/${options.schema}` : 'pcas',
    types: typeOverrides,
    ...CONNECTION_LIMITS,
  };
  const max = options.max ?? 10;
  const pool = new pg.Pool({ ...clientConfig, max });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  try {
    const client = await pool.connect();
    client.release();
  } catch (err) {
    await pool.end().catch(() => {});
    throw new DatabaseUnavailableError(
      `cannot connect to DATABASE_URL (${redactUrl(url)}): ${(err as Error).message}`,
    );
  }
  const outage = new DatabaseOutage(options.log ?? null);
  const q = wrapPg(pool, outage);
  return {
    kind: 'postgres',
    ...q,
    transaction: (work, options) =>
      transactionOn(pool, outage, work, options?.unbounded === true ? 0 : (options?.statementTimeoutMs ?? null)),
    maintain: (sql) => maintainOn(pool, outage, sql),
    listen: (channel, listener) => listenPostgres(clientConfig, channel, listener),
    ping: async () => {
      await q.query('select 1');
    },
    poolState: () => ({ open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
    close: () => pool.end(),
  };
}

/**
 * `work` in one transaction on one connection of the pool. When the connection fails (between two
 * statements too: its error would otherwise go unheard), no ROLLBACK is sent down it: the server rolls
 * back a transaction whose connection is gone, and the connection is dropped from the pool.
 */
/** `limitMs`: null keeps the pool's limits, 0 lifts them, a number replaces them. */
async function transactionOn<T>(
  pool: pg.Pool,
  outage: DatabaseOutage,
  work: (tx: Queryable) => Promise<T>,
  limitMs: number | null,
): Promise<T> {
  const client = await pool.connect().catch((err: unknown) => {
    throw outage.failed(err, 'connect');
  });
  let broken: Error | null = null;
  const lost = (err: Error) => {
    broken = err;
  };
  client.on('error', lost);
  const tx = wrapPg(client, outage, limitMs === null ? undefined : limitMs === 0 ? UNBOUNDED_MS : limitMs + 1000);
  try {
    await tx.exec('begin');
    if (limitMs !== null) await tx.exec(`set local statement_timeout = ${Math.floor(limitMs)}`);
    const result = await work(tx);
    await tx.exec('commit');
    return result;
  } catch (err) {
    if (isUnavailable(err)) broken ??= err as Error;
    else await client.query('rollback').catch((failed: Error) => (broken = failed));
    throw err;
  } finally {
    client.removeListener('error', lost);
    client.release(broken ?? undefined);
  }
}

/** One statement with no time limit (statement_timeout 0 for its session, no client-side limit), outside any transaction. */
async function maintainOn(pool: pg.Pool, outage: DatabaseOutage, sql: string): Promise<void> {
  const client = await pool.connect().catch((err: unknown) => {
    throw outage.failed(err, 'connect');
  });
  const session = wrapPg(client, outage, UNBOUNDED_MS);
  let broken: Error | undefined;
  try {
    await session.exec('set statement_timeout = 0');
    await session.exec(sql);
    await session.exec('reset statement_timeout');
  } catch (err) {
    broken = err as Error;
    throw err;
  } finally {
    // A session whose settings may be left changed goes, rather than back to the pool.
    client.release(broken);
  }
}

/**
 * LISTEN on a dedicated connection. When it breaks, the listener hears `onLost` at once and the
 * connection is re-made every second until it works, then `onRestored`.
 */
async function listenPostgres(
  config: pg.ClientConfig,
  channel: string,
  listener: ChangeListener,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;
  const connect = async () => {
    const next = new pg.Client(config);
    next.on('notification', (message) => {
      if (message.channel === channel) listener.onNotification(message.payload ?? '');
    });
    const lost = () => {
      if (client !== next || stopped) return;
      client = null;
      listener.onLost();
      next.end().catch(() => {});
      retry = setTimeout(reconnect, 1000);
      retry.unref();
    };
    next.on('error', lost);
    next.on('end', lost);
    await next.connect();
    await next.query(`listen "${channel.replaceAll('"', '""')}"`);
    client = next;
  };
  const reconnect = () => {
    connect().then(
      () => listener.onRestored(),
      () => {
        retry = setTimeout(reconnect, 1000);
        retry.unref();
      },
    );
  };
  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}

const statementNames = new Map<string, string>();

/**
 * Every statement is prepared once per connection under a name derived from its text, so PostgreSQL
 * plans it once instead of on every execution (planning cost more than running the Data API's reads).
 * The texts are a fixed set: values always travel as parameters.
 */
function statementName(sql: string): string {
  let name = statementNames.get(sql);
  if (name === undefined) {
    name = statementFingerprint(sql);
    statementNames.set(sql, name);
  }
  return name;
}

/** The longest a timer can wait: a client-side query timeout that never ends a statement (node-postgres takes 0 as unset). */
const UNBOUNDED_MS = 2_147_483_647;

/** `db` as a Queryable; `queryTimeoutMs` replaces the pool's client-side query timeout for its statements. */
function wrapPg(db: pg.Pool | pg.PoolClient, outage: DatabaseOutage, queryTimeoutMs?: number): Queryable {
  // node-postgres reads a query's own query_timeout (missing from its types) before the connection's.
  const timeout = (queryTimeoutMs === undefined ? {} : { query_timeout: queryTimeoutMs }) as object;
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const sentAt = performance.now();
      try {
        const result = await db.query({ name: statementName(sql), text: sql, values: params as unknown[], ...timeout });
        outage.answered(sentAt);
        return result.rows as T[];
      } catch (err) {
        throw outage.failed(err, sql);
      }
    },
    async exec(sql: string) {
      const sentAt = performance.now();
      try {
        await db.query({ text: sql, ...timeout });
        outage.answered(sentAt);
      } catch (err) {
        throw outage.failed(err, sql);
      }
    },
  };
}

/**
 * The URL with `more` session settings added to its `options` (which it keeps, such as a search_path):
 * every session runs in UTC, so that timestamps are read as UTC text (see isoUtc). node-postgres lets a
 * URL's parameters win over the client configuration, so they go into the URL.
 */
function withSessionOptions(url: string, more: string): string {
  try {
    const parsed = new URL(url);
    const given = parsed.searchParams.get('options');
    parsed.searchParams.set('options', given ? `${given} ${more}` : more);
    return parsed.toString();
  } catch {
    return url;
  }
}

/** Hides the password of a connection URL for messages and logs. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparseable URL)';
  }
}

/** Whether an embedded data directory holds a database already. */
export function embeddedDatabaseExists(dataDir: string): boolean {
  return fs.existsSync(path.join(dataDir, 'PG_VERSION'));
}
