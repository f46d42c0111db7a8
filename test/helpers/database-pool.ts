import { after } from 'node:test';
import type { PGlite } from '@electric-sql/pglite';
import { type Database, openPostgres, pgliteDatabase, startPglite } from '../../src/db/database.ts';

/**
 * Migrated databases for the tests of one process, each used by one test at a time: PGlite instances,
 * and PostgreSQL schemas. Starting a PGlite from the migrated dump costs about a second of CPU (most of
 * it PostgreSQL's own start inside WebAssembly), and creating and migrating a PostgreSQL schema half a
 * second of the server's; the suite asks for hundreds. A database a test has finished with is brought
 * back to the migrated state instead (its rows removed, its session reset: a few milliseconds) and given
 * to the next test. One that a test changed in structure (a table, a column, a trigger switched off, a
 * role) is closed or dropped, never given again: every test starts from exactly what the migrations make.
 */

/**
 * The rows of a finished test go; the migrations' own rows (schema_migrations, installation) stay. The
 * guards of append-only tables (document reports, their versions) are triggers: not for this.
 */
const REMOVE_ROWS = `
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
 * A PGlite's session goes too: DISCARD ALL but for UNLISTEN, as PGlite keeps its own record of the
 * channels it listens on, and a channel it believes it listens on must stay listened to.
 */
const RESET_PGLITE = `
  close all;
  reset all;
  deallocate all;
  select pg_advisory_unlock_all();
  discard plans;
  discard temp;
  discard sequences;
  set time zone 'UTC';
  ${REMOVE_ROWS}
`;

/**
 * What a database's structure is, as one hash: its schemas (but other tests' PostgreSQL schemas), the
 * current schema's relations, columns, constraints, triggers (and whether each is enabled) and functions,
 * the roles, and the row counts of the migrations' own tables.
 */
const STRUCTURE = `
  select md5(string_agg(item, ',' order by item)) as structure from (
    select 'n:' || nspname::text as item from pg_namespace
     where nspname not like 'pg\\_temp\\_%' and nspname not like 'pg\\_toast\\_temp\\_%'
       and (nspname not like 'test\\_%' or nspname = current_schema())
    union all
    select 'c:' || c.relname::text || ':' || c.relkind::text from pg_class c where c.relnamespace = current_schema()::regnamespace
    union all
    select 'a:' || a.attrelid::regclass::text || '.' || a.attname::text || ':' || a.atttypid::text || ':' || a.attnotnull::text
      from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = current_schema() and a.attnum > 0 and not a.attisdropped
    union all
    select 'k:' || conname::text || ':' || convalidated::text from pg_constraint where connamespace = current_schema()::regnamespace
    union all
    select 't:' || t.tgname::text || ':' || t.tgenabled::text
      from pg_trigger t join pg_class c on c.oid = t.tgrelid
     where not t.tgisinternal and c.relnamespace = current_schema()::regnamespace
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

async function structureOf(db: Pick<Database, 'query'>): Promise<string> {
  return (await db.query<{ structure: string }>(STRUCTURE))[0]!.structure;
}

const spare: PGlite[] = [];
let migratedStructure: string | null = null;
/** Spare schemas, by the PostgreSQL URL they are in. */
const spareSchemas = new Map<string, string[]>();
const migratedSchemaStructure = new Map<string, string>();

// Once the process's last test has run, the spare PGlites are closed (an open one keeps the process
// alive) and the spare schemas dropped.
after(async () => {
  await Promise.all(spare.splice(0).map((db) => db.close()));
  for (const [url, schemas] of spareSchemas) {
    if (schemas.length === 0) continue;
    const admin = await openPostgres(url, { max: 1 });
    await admin.exec(schemas.splice(0).map((schema) => `drop schema ${schema} cascade;`).join('\n')).catch(() => undefined);
    await admin.close();
  }
});

/**
 * A migrated database of a test's own: a spare one, or a new one started from `dump`. `release` gives it
 * back for the next test (or closes it, should the test have changed its structure or closed it).
 */
export async function pooledPglite(dump: () => Promise<Blob>): Promise<{ db: Database; release(): Promise<void> }> {
  let raw = spare.pop();
  if (!raw) {
    raw = await startPglite(null, { loadDataDir: await dump() });
    migratedStructure ??= await structureOf(pgliteDatabase(raw));
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
        await instance.exec(RESET_PGLITE);
        if ((await structureOf(db)) !== migratedStructure) throw new Error('changed in structure');
        spare.push(instance);
      } catch {
        await instance.close().catch(() => undefined);
      }
    },
  };
}

/**
 * A migrated PostgreSQL schema of a test's own at `url`: a spare one, or a new one that `create` makes
 * and migrates. `release` closes the test's connections and gives the schema back for the next test (or
 * drops it, should the test have changed its structure).
 */
export async function pooledSchema(
  url: string,
  create: () => Promise<{ schema: string; db: Database }>,
): Promise<{ db: Database; reused: boolean; release(): Promise<void> }> {
  const spares = spareSchemas.get(url) ?? [];
  spareSchemas.set(url, spares);
  const schema = spares.pop();
  const opened = schema ? { schema, db: await openPostgres(url, { schema, max: 5 }) } : await create();
  if (!migratedSchemaStructure.has(url)) migratedSchemaStructure.set(url, await structureOf(opened.db));
  return {
    db: opened.db,
    reused: schema !== undefined,
    async release() {
      await opened.db.close().catch(() => undefined);
      const admin = await openPostgres(url, { schema: opened.schema, max: 1 });
      try {
        // A connection the test left open holding a lock makes this fail rather than wait: the schema is then dropped.
        await admin.exec(`set lock_timeout = '5s'; ${REMOVE_ROWS}`);
        if ((await structureOf(admin)) !== migratedSchemaStructure.get(url)) throw new Error('changed in structure');
        spares.push(opened.schema);
      } catch {
        await admin.exec(`drop schema ${opened.schema} cascade`).catch(() => undefined);
      } finally {
        await admin.close();
      }
    },
  };
}
