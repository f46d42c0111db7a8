import type { Database } from '../db/database.ts';
import {
  clearLoginFailures,
  findUserForSignIn,
  recentLoginFailures,
  recordLoginFailure,
} from '../db/repositories/users.ts';
import { TooManyRequestsError, UnauthorizedError } from '../domain/errors.ts';
import { DECOY_PASSWORD_HASH, verifyPassword } from '../domain/passwords.ts';
import type { BearerTokens } from '../state/bearer-tokens.ts';

/** D-13: after this many failed sign-ins for one email within the window, further attempts wait. */
export const MAX_FAILURES = 10;
export const FAILURE_WINDOW_SECONDS = 15 * 60;

/** `POST /auth/token` (D-13): email and password for a bearer token, with failures throttled per email. */
export async function signIn(db: Database, tokens: BearerTokens, email: string, password: string) {
  const key = email.trim().toLowerCase();
  const failures = await recentLoginFailures(db, key, FAILURE_WINDOW_SECONDS);
  if (failures.count >= MAX_FAILURES && failures.oldest) {
    const waitMs = Math.max(1000, Date.parse(failures.oldest) + FAILURE_WINDOW_SECONDS * 1000 - Date.now());
    throw TooManyRequestsError.throttled(
      `Too many failed sign-ins for this email; try again in ${Math.ceil(waitMs / 1000)} s`,
      waitMs,
    );
  }
  const user = await findUserForSignIn(db, key);
  const valid = await verifyPassword(password, user?.password_hash ?? DECOY_PASSWORD_HASH).catch(() => false);
  if (!user || !valid) {
    await recordLoginFailure(db, key);
    throw new UnauthorizedError('Invalid email or password');
  }
  await clearLoginFailures(db, key, FAILURE_WINDOW_SECONDS);
  return tokens.issue({ userId: user.id, environmentId: user.environment_id, role: user.role, tokenVersion: user.token_version });
}
