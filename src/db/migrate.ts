import fs from 'node:fs';
import path from 'node:path';
import type { Database } from './database.ts';
import { DatabaseError } from './errors.ts';

const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');
// An arbitrary constant: instances starting together take turns at migrating (D-4).
const MIGRATION_LOCK = 727_271_001;

/**
 * A migration the database refused: nothing of it is applied, and the start stops with its words (a
 * migration that checks stored rows says which, and how to correct them).
 */
export class MigrationError extends Error {
  override name = 'MigrationError';
}

export interface Migration {
  version: string;
  sql: string;
}

export function listMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return fs
    .readdirSync(dir)
    .filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f))
    .sort()
    .map((f) => ({ version: f.replace(/\.sql$/, ''), sql: fs.readFileSync(path.join(dir, f), 'utf8') }));
}

/**
 * Applies every migration not yet applied, each in its own transaction, in file order. Idempotent:
 * a second run applies nothing. Returns the versions applied by this run.
 */
export async function migrate(db: Database, migrations = listMigrations()): Promise<string[]> {
  await db.exec(
    `create table if not exists schema_migrations (
       version text primary key,
       applied_at timestamptz not null default now()
     )`,
  );
  const applied: string[] = [];
  for (const migration of migrations) {
    // Unbounded: not held to the time limits of requests (db/database.ts).
    const done = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const rows = await tx.query('select 1 from schema_migrations where version = $1', [migration.version]);
      if (rows.length > 0) return false;
      try {
        await tx.exec(migration.sql);
      } catch (err) {
        if (!(err instanceof DatabaseError)) throw err;
        throw new MigrationError(`migration ${migration.version} was not applied: ${err.raised ?? err.message}`, { cause: err });
      }
      await tx.query('insert into schema_migrations (version) values ($1)', [migration.version]);
      return true;
    }, { unbounded: true });
    if (done) applied.push(migration.version);
  }
  return applied;
}
