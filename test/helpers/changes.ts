import type { Database } from '../../src/db/database.ts';
import { installationId } from '../../src/db/repositories/installation.ts';
import type { Cache } from '../../src/state/cache/cache.ts';
import { eventually } from './eventually.ts';

/** An environment id no row has: a change notification naming it moves nothing but its own generation. */
const MARKER = -1;

/**
 * Resolves once `cache` has heard every change notification the database sent before this call: it
 * sends one more, naming MARKER, and waits for it. The database delivers its notifications in commit
 * order on one connection, so the marker comes last. It is the positive signal a test waits for before
 * asserting that a change did not drop or refit something.
 */
export async function changesHeard(db: Database, cache: Cache): Promise<void> {
  const before = cache.generation(MARKER, 'records');
  await db.query("select pg_notify('pcas_data_changed', $1)", [`${await installationId(db)}:${MARKER}:records`]);
  await eventually(() => cache.generation(MARKER, 'records') > before, 'the database’s change notifications are heard');
}

/**
 * Waits until every transaction of the database that began before now has ended, so that a read of
 * changes can see what the test has written: a page reads only below the oldest transaction still
 * running anywhere in the cluster, and on a PostgreSQL shared with other test runs that may be theirs.
 */
export async function settled(db: Database): Promise<void> {
  const [{ target }] = (await db.query<{ target: string }>(`select pg_snapshot_xmax(pg_current_snapshot())::text as target`)) as [
    { target: string },
  ];
  await eventually(
    async () => {
      const [{ horizon }] = (await db.query<{ horizon: string }>(
        `select pg_snapshot_xmin(pg_current_snapshot())::text as horizon`,
      )) as [{ horizon: string }];
      return BigInt(horizon) >= BigInt(target);
    },
    'every transaction before the writes has ended',
    60_000,
  );
}
