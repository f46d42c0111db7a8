import type { Database } from '../db/database.ts';
import type { Clock } from '../domain/clock.ts';
import type { Cache } from '../state/cache/cache.ts';

/**
 * What a use case that reads through the cache is given: the database, the one cache and the one clock
 * of the process. A listener's AppContext is one; a use case that needs only the database takes the
 * database.
 */
export interface Deps {
  db: Database;
  cache: Cache;
  clock: Clock;
}

/** What a use case that writes without the cache is given: the database, and the clock its changes are timed by. */
export type WriteDeps = Pick<Deps, 'db' | 'clock'>;
