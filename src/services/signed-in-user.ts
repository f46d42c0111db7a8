import type { Queryable } from '../db/database.ts';
import { getUserStanding } from '../db/repositories/users.ts';
import { UnauthorizedError } from '../domain/errors.ts';
import type { BearerIdentity } from '../domain/roles.ts';
import type { TokenClaims } from '../state/bearer-tokens.ts';
import type { ReadCache } from '../state/read-cache.ts';

/**
 * Whom a verified bearer token speaks for now, so that a user can be stopped at once. A signature proves
 * who the user was when the token was issued; their current record decides the rest, read through the
 * read cache (namespace `user`: dropped when the environment's users change, on every instance, and
 * never older than half a second):
 * - a user deactivated, or no longer there, is refused (401);
 * - a token issued before a deactivation or a password reset (a `ver` below the user's token version)
 *   is refused, so that reactivating a user revives none of their old tokens;
 * - the role is the user's current one, not the token's: a role change applies to the next request
 *   with the tokens already issued, as the user would expect.
 */
export async function currentIdentity(db: Queryable, reads: ReadCache, claims: TokenClaims): Promise<BearerIdentity> {
  const { environmentId, userId } = claims;
  const user = await reads.read('user', environmentId, userId, () => getUserStanding(db, environmentId, userId));
  if (!user || !user.active) {
    throw new UnauthorizedError('The user of this bearer token is deactivated or no longer exists');
  }
  if (claims.tokenVersion !== user.token_version) {
    throw new UnauthorizedError('This bearer token was ended by a password reset or a deactivation: sign in again');
  }
  return { userId: user.id, environmentId: user.environment_id, role: user.role };
}
