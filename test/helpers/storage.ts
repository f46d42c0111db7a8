import { randomBytes } from 'node:crypto';
import { type Database, openPglite, openPostgres } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';

/** A storage backend tests run against: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export interface Backend {
  name: 'pglite' | 'postgres';
  /** A new, empty database of its own (a fresh PGlite, or a fresh PostgreSQL schema). */
  open(): Promise<{ db: Database; dispose(): Promise<void> }>;
}

export const pglite: Backend = {
  name: 'pglite',
  async open() {
    const db = await openPglite(null);
    return { db, dispose: () => db.close() };
  },
};

export function postgres(url: string): Backend {
  return {
    name: 'postgres',
    async open() {
      const schema = `test_${randomBytes(6).toString('hex')}`;
      const admin = await openPostgres(url, { max: 1 });
      await admin.exec(`create schema ${schema}`);
      await admin.close();
      const db = await openPostgres(url, { schema, max: 5 });
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
  };
}

export const BACKENDS: Backend[] = [
  pglite,
  ...(process.env.TEST_DATABASE_URL ? [postgres(process.env.TEST_DATABASE_URL)] : []),
];

/** A fresh, migrated database on a backend. */
export async function migratedDatabase(backend: Backend) {
  const handle = await backend.open();
  await migrate(handle.db);
  return handle;
}
