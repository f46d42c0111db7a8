import type { Database } from '../../db/database.ts';
import {
  clearLoginFailures,
  findUserForSignIn,
  recentLoginFailures,
  recordLoginFailure,
} from '../../db/repositories/users.ts';
import { TooManyRequestsError, UnauthorizedError } from '../../domain/errors.ts';
import type { ThrottlePlan } from '../../domain/usage/gcra.ts';
import type { Clock } from '../../domain/clock.ts';
import type { BearerTokens } from '../../state/credentials/bearer-tokens.ts';
import type { PasswordWork } from '../../state/credentials/password-work.ts';
import type { UsageStore } from '../../state/usage/index.ts';

/** D-13: after this many failed sign-ins for one email within the window, further attempts wait. */
export const MAX_FAILURES = 10;
export const FAILURE_WINDOW_SECONDS = 15 * 60;

/** What a sign-in needs of the process: storage, token keys, the shared throttle store and its plan. */
export interface SignInDeps {
  db: Database;
  tokens: BearerTokens;
  passwords: PasswordWork;
  usage: UsageStore;
  clientLimit: ThrottlePlan;
  clock: Clock;
}

/**
 * `POST /auth/token` (D-13): email and password for a bearer token. Every attempt from a client (its
 * address) spends from that client's allowance in the shared store, before anything is looked up, so
 * that one client cannot try many emails; failures are also counted per email; and the
 * password check waits its turn among clients (src/state/credentials/password-work.ts).
 */
export async function signIn(deps: SignInDeps, attempt: { email: string; password: string; client: string }) {
  const { db, tokens } = deps;
  const allowance = await deps.usage.throttle(`sign-in:${attempt.client}`, deps.clientLimit, deps.clock.now());
  if (!allowance.allowed) {
    throw TooManyRequestsError.throttled('Too many sign-ins from this client', allowance.retryAfterMs);
  }
  const key = attempt.email.trim().toLowerCase();
  const failures = await recentLoginFailures(db, key, FAILURE_WINDOW_SECONDS);
  if (failures.count >= MAX_FAILURES && failures.oldest) {
    const waitMs = Math.max(1000, Date.parse(failures.oldest) + FAILURE_WINDOW_SECONDS * 1000 - deps.clock.ms());
    throw TooManyRequestsError.throttled('Too many failed sign-ins for this email', waitMs);
  }
  const user = await findUserForSignIn(db, key);
  const valid = await deps.passwords.verify(attempt.client, attempt.password, user?.password_hash ?? deps.passwords.decoy);
  if (!user || !valid) {
    await recordLoginFailure(db, key);
    throw new UnauthorizedError('Invalid email or password');
  }
  await clearLoginFailures(db, key, FAILURE_WINDOW_SECONDS);
  return tokens.issue({ userId: user.id, environmentId: user.environment_id, role: user.role, tokenVersion: user.token_version });
}
