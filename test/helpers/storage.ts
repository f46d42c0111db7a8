import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { type Database, openPglite, openPostgres } from '../../src/db/database.ts';
import { listMigrations, migrate } from '../../src/db/migrate.ts';
import { pooledPglite, pooledSchema } from './database-pool.ts';

/** A database of a test's own, removed by `dispose`. */
export interface TestDatabase {
  db: Database;
  /** Where another process connects to the same database: a PostgreSQL database of its own (`ownDatabase`). */
  url?: string;
  dispose(): Promise<void>;
}

/** A storage backend tests run against: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export interface Backend {
  name: 'pglite' | 'postgres';
  /** A new, empty database of its own (a fresh PGlite, or a fresh PostgreSQL schema), not migrated. */
  open(): Promise<TestDatabase>;
  /**
   * A new database of its own with every migration applied (a migrated one no other test is using, see database-pool.ts).
   * PostgreSQL gives a schema of its own, or with `ownDatabase` a database of its own: for what another
   * database's open transactions would hold back (VACUUM marks pages all-visible only past every
   * snapshot of its database).
   */
  openMigrated(options?: { ownDatabase?: boolean }): Promise<TestDatabase>;
}

const ROOT = path.resolve(import.meta.dirname, '../..');
/** Where the tests keep what they build once and reuse: migrated and seeded databases. */
export const CACHE_DIR = path.join(ROOT, 'node_modules/.cache/pcas-test');

/** Names one set of migrations: a new or changed migration file gives a new template. */
const MIGRATION_HASH = createHash('sha256')
  .update(listMigrations().map((m) => `${m.version}\0${m.sql}\0`).join(''))
  .digest('hex')
  .slice(0, 16);

// A dump holds PGlite's own data directory, which only the same PGlite version is sure to read.
export const PGLITE_VERSION = (
  JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')) as {
    version: string;
  }
).version;

/**
 * Migration 0003 names the installation with a random id, which every database loaded from one template
 * would share; each test database is its own installation (Redis keys and channels are named by it).
 */
async function ownInstallation(db: Database): Promise<void> {
  await db.exec(`update installation set id = replace(gen_random_uuid()::text, '-', ''), created_at = now()`);
}

/**
 * Keeps `current` and removes the entries of CACHE_DIR of its kind (the part of the name before the
 * first "-") built from other sources, which no test of this tree reads again, and the temporary
 * entries and locks left by a process killed while building one.
 */
function pruneCache(current: string): void {
  const kind = `${path.basename(current).split('-')[0]}-`;
  const hourAgo = Date.now() - 3_600_000;
  for (const name of fs.readdirSync(CACHE_DIR)) {
    const entry = path.join(CACHE_DIR, name);
    const passing = name.endsWith('.tmp') || name.endsWith('.lock');
    const stale = passing ? fs.statSync(entry).mtimeMs < hourAgo : name.startsWith(kind) && entry !== current;
    if (stale) fs.rmSync(entry, { recursive: true, force: true });
  }
}

/** How long a build may hold its lock before another process takes it over (its builder was killed). */
const LOCK_STALE_MS = 120_000;

/**
 * Builds `name` (a file or a directory of CACHE_DIR) once for every test process of a run: the first to
 * take its lock builds it into a temporary path and renames it into place; the others wait for it
 * rather than build it beside it. Its path.
 */
export async function builtOnce(name: string, build: (into: string) => Promise<void>): Promise<string> {
  const target = path.join(CACHE_DIR, name);
  const lock = `${target}.lock`;
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  while (!fs.existsSync(target)) {
    try {
      fs.mkdirSync(lock);
    } catch {
      const since = fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs;
      if (since !== undefined && Date.now() - since > LOCK_STALE_MS) fs.rmSync(lock, { recursive: true, force: true });
      await sleep(200);
      continue;
    }
    try {
      if (fs.existsSync(target)) break;
      const temporary = `${target}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
      try {
        await build(temporary);
        fs.renameSync(temporary, target);
      } finally {
        fs.rmSync(temporary, { recursive: true, force: true });
      }
      pruneCache(target);
    } finally {
      fs.rmSync(lock, { recursive: true, force: true });
    }
  }
  return target;
}

let pgliteTemplate: Promise<Blob> | null = null;

/**
 * The dump of a migrated PGlite, built once per migration set and PGlite version and kept in
 * node_modules/.cache: loading it takes about a second, where a new PGlite alone (initdb) takes 3 s and
 * its migrations more.
 */
function migratedPgliteDump(): Promise<Blob> {
  pgliteTemplate ??= (async () => {
    const file = await builtOnce(`pglite-${PGLITE_VERSION}-${MIGRATION_HASH}.tar`, async (into) => {
      // Migrated through openPglite (its session setup), then dumped by a bare PGlite on the same files.
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pcas-test-template-'));
      try {
        const db = await openPglite(dir);
        await migrate(db);
        await db.close();
        const raw = await PGlite.create(dir);
        // Uncompressed: larger on disk, but each test database opens faster than from gzip.
        const dump = await raw.dumpDataDir('none');
        await raw.close();
        fs.writeFileSync(into, Buffer.from(await dump.arrayBuffer()));
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    });
    return new Blob([fs.readFileSync(file)]);
  })();
  return pgliteTemplate;
}

export const pglite: Backend = {
  name: 'pglite',
  async open() {
    const db = await openPglite(null);
    return { db, dispose: () => db.close() };
  },
  async openMigrated() {
    const { db, release } = await pooledPglite(migratedPgliteDump);
    await ownInstallation(db);
    return { db, dispose: release };
  },
};

/**
 * PostgreSQL at `url`: each test database is a schema of that database, fresh or migrated. (A database
 * copied from a migrated template was measured too: CREATE DATABASE alone took about 0.5 s here, twice
 * what creating and migrating a schema takes.)
 */
export function postgres(url: string): Backend {
  /** A new, empty schema, and a pool of connections to it. */
  async function newSchema(): Promise<{ schema: string; db: Database }> {
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const admin = await openPostgres(url, { max: 1 });
    await admin.exec(`create schema ${schema}`);
    await admin.close();
    return { schema, db: await openPostgres(url, { schema, max: 5 }) };
  }
  return {
    name: 'postgres',
    async open() {
      const { schema, db } = await newSchema();
      return {
        db,
        async dispose() {
          await db.close();
          const cleanup = await openPostgres(url, { max: 1 });
          await cleanup.exec(`drop schema ${schema} cascade`);
          await cleanup.close();
        },
      };
    },
    async openMigrated(options) {
      if (options?.ownDatabase) {
        const handle = await ownDatabase(url);
        await migrate(handle.db);
        return handle;
      }
      const { db, reused, release } = await pooledSchema(url, async () => {
        const created = await newSchema();
        await migrate(created.db);
        return created;
      });
      if (reused) await ownInstallation(db);
      return { db, dispose: release };
    },
  };
}

/** A new, empty PostgreSQL database beside `url`'s, dropped by `dispose`. */
async function ownDatabase(url: string): Promise<TestDatabase> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = await openPostgres(url, { max: 1 });
  await admin.maintain(`create database ${name}`);
  const own = new URL(url);
  own.pathname = `/${name}`;
  const db = await openPostgres(own.toString(), { max: 5 });
  return {
    db,
    url: own.toString(),
    async dispose() {
      await db.close();
      await admin.maintain(`drop database ${name} with (force)`);
      await admin.close();
    },
  };
}

export const BACKENDS: Backend[] = [
  pglite,
  ...(process.env.TEST_DATABASE_URL ? [postgres(process.env.TEST_DATABASE_URL)] : []),
];

/** A fresh, migrated database on a backend. */
export function migratedDatabase(backend: Backend): Promise<TestDatabase> {
  return backend.openMigrated();
}

/**
 * Counts the statements a block of code sends to the database (what a read costs, in statements), but
 * those matching `except`.
 */
export async function statementsOf(db: Database, run: () => Promise<unknown>, except?: RegExp): Promise<number> {
  const original = db.query.bind(db);
  let count = 0;
  db.query = ((sql: string, params?: unknown[]) => {
    if (!except?.test(sql)) count += 1;
    return original(sql, params);
  }) as Database['query'];
  try {
    await run();
  } finally {
    db.query = original;
  }
  return count;
}
