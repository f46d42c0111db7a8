import type { Queryable } from '../db/database.ts';
import { findPlatformKeyByHash } from '../db/repositories/keys.ts';
import { hashKey } from '../domain/credentials.ts';
import { BoundedMap } from '../state/bounded-map.ts';

/** A Platform key as a request needs it (D-11, D-14). */
export interface ResolvedPlatformKey {
  id: number;
  environmentId: number;
  revoked: boolean;
}

/**
 * Platform keys by their text, each trusted for half a second (a revocation reaches every instance
 * within D-12's second, as a Data API key's does), so that a benchmark request does not pay a database
 * round trip for its key. Concurrent misses of one key share one query.
 */
const TTL_MS = 500;
const known = new BoundedMap<string, Promise<ResolvedPlatformKey | null>>(10_000);

export function resolvePlatformKey(db: Queryable, key: string, now = Date.now()): Promise<ResolvedPlatformKey | null> {
  let entry = known.get(key, now);
  if (!entry) {
    entry = findPlatformKeyByHash(db, hashKey(key)).then((row) =>
      row ? { id: row.id, environmentId: row.environment_id, revoked: row.revoked_at !== null } : null,
    );
    // A failed lookup is not remembered.
    entry.catch(() => known.delete(key));
    known.set(key, entry, now + TTL_MS);
  }
  return entry;
}
