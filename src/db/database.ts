import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** Something that runs SQL: the database itself or an open transaction. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
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
// money and measures are JSON numbers on the wire, D-3), dates as 'YYYY-MM-DD' strings, timestamps as Date.
const OID = { INT8: 20, NUMERIC: 1700, DATE: 1082 } as const;
const toNumber = (v: string) => Number(v);
const asIs = (v: string) => v;

export async function openPglite(dataDir: string | null): Promise<Database> {
  if (dataDir !== null) fs.mkdirSync(dataDir, { recursive: true });
  let db: PGlite;
  try {
    db = await PGlite.create(dataDir ?? undefined, {
      parsers: { [OID.INT8]: toNumber, [OID.NUMERIC]: toNumber, [OID.DATE]: asIs },
    });
  } catch (err) {
    throw new DatabaseUnavailableError(
      `cannot open the embedded database in DATA_DIR (${dataDir}): ${(err as Error).message}`,
    );
  }
  const q: Queryable = wrapPglite(db);
  return {
    kind: 'pglite',
    ...q,
    transaction: (work) => db.transaction((tx) => work(wrapPglite(tx))),
    ping: async () => {
      await db.query('select 1');
    },
    close: () => db.close(),
  };
}

function wrapPglite(db: Pick<PGlite, 'query' | 'exec'>): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await db.query<T>(sql, params as unknown[]);
      return result.rows;
    },
    async exec(sql: string) {
      await db.exec(sql);
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
  typeOverrides.setTypeParser(OID.INT8, toNumber);
  typeOverrides.setTypeParser(OID.NUMERIC, toNumber);
  typeOverrides.setTypeParser(OID.DATE, asIs);
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    types: typeOverrides,
    connectionTimeoutMillis: 5000,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
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
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}

function wrapPg(db: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await db.query(sql, params as unknown[]);
      return result.rows as T[];
    },
    async exec(sql: string) {
      await db.query(sql);
    },
  };
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
