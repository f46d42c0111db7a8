import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { asDatabaseError, statementFingerprint } from './errors.ts';

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

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** LISTEN on a channel (NOTIFY is sent at commit); resolves once listening, to a function that stops. */
  listen(channel: string, listener: ChangeListener): Promise<() => Promise<void>>;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** The database could not be reached or opened; the message names DATABASE_URL or DATA_DIR. */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
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

/** The Database of a started PGlite instance; closing it closes the instance. */
export function pgliteDatabase(db: PGlite): Database {
  const q: Queryable = wrapPglite(db);
  return {
    kind: 'pglite',
    ...q,
    transaction: (work) => db.transaction((tx) => work(wrapPglite(tx))),
    // In process: the feed cannot be interrupted.
    listen: (channel, listener) => db.listen(channel, (payload) => listener.onNotification(payload)),
    ping: async () => {
      await db.query('select 1');
    },
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
}

export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Database> {
  const typeOverrides = new pg.TypeOverrides();
  for (const [oid, parse] of Object.entries(PARSERS)) typeOverrides.setTypeParser(Number(oid), parse as (text: string) => string);
  const clientConfig = {
    connectionString: withSessionOptions(url, `-c TimeZone=UTC${options.schema ? ` -c search_path=${options.schema}` : ''}`),
    // How an operator tells this service's connections apart in pg_stat_activity (unless the URL names it).
    application_name: options.schema ? `pcas/${options.schema}` : 'pcas',
    types: typeOverrides,
    connectionTimeoutMillis: 5000,
  };
  const pool = new pg.Pool({ ...clientConfig, max: options.max ?? 10 });
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
  const q = wrapPg(pool);
  return {
    kind: 'postgres',
    ...q,
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(wrapPg(client));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => {});
        throw err;
      } finally {
        client.release();
      }
    },
    listen: (channel, listener) => listenPostgres(clientConfig, channel, listener),
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
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

function wrapPg(db: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      try {
        const result = await db.query({ name: statementName(sql), text: sql, values: params as unknown[] });
        return result.rows as T[];
      } catch (err) {
        throw asDatabaseError(err, sql);
      }
    },
    async exec(sql: string) {
      try {
        await db.query(sql);
      } catch (err) {
        throw asDatabaseError(err, sql);
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
