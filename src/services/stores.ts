import type { Database } from '../db/database.ts';
import type { Cache } from '../state/cache.ts';

/**
 * What a use case that reads through the cache is given: the database and the one cache of the process.
 * A listener's AppContext is one; a use case that needs only the database takes the database.
 */
export interface Stores {
  db: Database;
  cache: Cache;
}
