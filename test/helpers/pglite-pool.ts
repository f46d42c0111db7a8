import { after } from 'node:test';
import type { PGlite } from '@electric-sql/pglite';
import { type Database, pgliteDatabase, startPglite } from '../../src/db/database.ts';

/**
 * Migrated PGlite databases for the tests of one process, each used by one test at a time. Starting a
 * PGlite from the migrated dump costs about a second of CPU (most of it PostgreSQL's own start inside
 * WebAssembly), and the suite asks for hundreds; a database a test has finished with is brought back to
 * the migrated state instead (its rows removed, its session reset: a few milliseconds) and given to the
 * next test. One that a test changed in structure (a table, a column, a trigger switched off, a role) is
 * closed, never given again: every test starts from exactly what the migrations make.
 */

/**
 * The session and the rows of a finished test go; the migrations' own rows (schema_migrations,
 * installation) stay. It is DISCARD ALL but for UNLISTEN: PGlite keeps its own record of the channels it
 * listens on, and a channel it believes it listens on must stay listened to.
 */
const RESET = `
  close all;
  reset all;
  deallocate all;
  select pg_advisory_unlock_all();
  discard plans;
  discard temp;
  discard sequences;
  set time zone 'UTC';
  -- The guards of append-only tables (document reports, their versions) are triggers: not for this.
  set session_replication_role = replica;
  do $$
  declare tables text;
  begin
    select string_agg(format('%I', table_name), ', ') into tables
      from information_schema.tables
     where table_schema = current_schema() and table_type = 'BASE TABLE'
       and table_name not in ('schema_migrations', 'installation');
    if tables is not null then
      execute 'truncate ' || tables || ' restart identity cascade';
    end if;
  end $$;
  set session_replication_role = origin;
`;

/**
 * What a database's structure is, as one hash: its schemas, relations, columns, constraints, triggers
 * (and whether each is enabled), functions and roles, and the row counts of the migrations' own tables.
 */
const STRUCTURE = `
  select md5(string_agg(item, ',' order by item)) as structure from (
    select 'n:' || nspname::text as item from pg_namespace where nspname not like 'pg\\_temp\\_%' and nspname not like 'pg\\_toast\\_temp\\_%'
    union all
    select 'c:' || n.nspname::text || '.' || c.relname::text || ':' || c.relkind::text
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'
    union all
    select 'a:' || a.attrelid::regclass::text || '.' || a.attname::text || ':' || a.atttypid::text || ':' || a.attnotnull::text
      from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = current_schema() and a.attnum > 0 and not a.attisdropped
    union all
    select 'k:' || conname::text || ':' || convalidated::text from pg_constraint where connamespace = current_schema()::regnamespace
    union all
    select 't:' || tgname::text || ':' || tgenabled::text from pg_trigger where not tgisinternal
    union all
    select 'p:' || proname::text from pg_proc where pronamespace = current_schema()::regnamespace
    union all
    select 'r:' || rolname::text from pg_roles
    union all
    select 'm:' || count(*)::text from schema_migrations
    union all
    select 'i:' || count(*)::text from installation
  ) items
`;

async function structureOf(db: PGlite): Promise<string> {
  return (await db.query<{ structure: string }>(STRUCTURE)).rows[0]!.structure;
}

const spare: PGlite[] = [];
let migratedStructure: string | null = null;

// The spare databases are closed once the file's last test has run: an open one keeps the process alive.
after(async () => {
  await Promise.all(spare.splice(0).map((db) => db.close()));
});

/**
 * A migrated database of a test's own: a spare one, or a new one started from `dump`. `release` gives it
 * back for the next test (or closes it, should the test have changed its structure or closed it).
 */
export async function pooledPglite(dump: () => Promise<Blob>): Promise<{ db: Database; release(): Promise<void> }> {
  let raw = spare.pop();
  if (!raw) {
    raw = await startPglite(null, { loadDataDir: await dump() });
    migratedStructure ??= await structureOf(raw);
  }
  const instance = raw;
  let closed = false;
  const db: Database = {
    ...pgliteDatabase(instance),
    close: async () => {
      closed = true;
      await instance.close();
    },
  };
  return {
    db,
    async release() {
      if (closed) return;
      try {
        await instance.exec(RESET);
        if ((await structureOf(instance)) !== migratedStructure) throw new Error('changed in structure');
        spare.push(instance);
      } catch {
        await instance.close().catch(() => undefined);
      }
    },
  };
}
