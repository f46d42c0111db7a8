import { type DataKeyRow, findDataKeyByHash, findPlatformKeyByHash } from '../../db/repositories/keys.ts';
import { getUserStanding } from '../../db/repositories/users.ts';
import { hashKey, hasKeyShape, KEY_PREFIXES, secretsEqual } from '../../domain/credentials.ts';
import { type DataKeyPlan, type DataKeyState, type DataScope, effectiveState } from '../../domain/data-keys.ts';
import { ForbiddenError, TooManyRequestsError, UnauthorizedError } from '../../domain/errors.ts';
import type { BearerIdentity } from '../../domain/roles.ts';
import type { ThrottlePlan } from '../../domain/usage/gcra.ts';
import type { Clock } from '../../domain/clock.ts';
import { type BearerTokens, InvalidTokenError } from '../../state/credentials/bearer-tokens.ts';
import type { Cache } from '../../state/cache/cache.ts';
import type { Metrics, UsageDecisionLabel } from '../../state/metrics.ts';
import type { Decision, UsageStore } from '../../state/usage/index.ts';
import type { Deps } from '../deps.ts';

// Who is calling, one path per credential (D-11 to D-14, D-33): a Data API key, a Platform key, a bearer
// token. Keys are known by the hash of their text and kept in the cache within D-12's second; every
// refusal is a typed error that says why.

/** The SHA-256 of a key's text, which the keys are stored and cached under. */
function hashOf(cache: Cache, text: string): string {
  let hash = cache.peek<string>('keyHash', text);
  if (hash === undefined) {
    hash = hashKey(text);
    cache.keep('keyHash', text, hash);
  }
  return hash;
}

// Data API keys -------------------------------------------------------------------------------------------

/** What a Data API request needs to know about its key. */
export interface ResolvedDataKey {
  id: number;
  environmentId: number;
  scopes: readonly DataScope[];
  state: DataKeyState;
  expiresAt: Date | null;
  throttle: DataKeyPlan['throttle'];
  quota: DataKeyPlan['quota'];
}

const DATA_KEY_REFUSED = {
  deactivated: 'This API key is deactivated',
  revoked: 'This API key has been revoked',
  expired: 'This API key has expired',
} as const;

/** Why a value is not a Data API key, without looking anything up (D-11). */
function malformedDataKey(value: string): string {
  if (value.startsWith(KEY_PREFIXES.platform) || value.startsWith(KEY_PREFIXES.operator)) {
    return 'Only Data API keys (svc_data_…) are accepted on the Data API';
  }
  return value.startsWith(KEY_PREFIXES.data)
    ? 'Malformed API key: svc_data_ followed by 43 letters and digits expected'
    : 'Malformed API key: Data API keys begin with svc_data_';
}

/**
 * The first steps of the Data API's verification path (D-33): the key's shape, the key by its hash,
 * its state (deactivated, revoked, expired at `now`). Each refusal is a 401 saying which.
 */
export async function activeDataKey(deps: Deps, text: string, now: Date): Promise<ResolvedDataKey> {
  if (!hasKeyShape('data', text)) throw new UnauthorizedError(malformedDataKey(text));
  const hash = hashOf(deps.cache, text);
  const key = await deps.cache.read('dataKey', null, hash, async () => {
    const row = await findDataKeyByHash(deps.db, hash);
    return row && resolvedDataKey(row);
  });
  if (!key) throw new UnauthorizedError('Unknown API key');
  const state = effectiveState(key.state, key.expiresAt, now);
  if (state !== 'active') throw new UnauthorizedError(DATA_KEY_REFUSED[state]);
  return key;
}

function resolvedDataKey(row: DataKeyRow): ResolvedDataKey {
  return {
    id: row.id,
    environmentId: row.environment_id,
    scopes: row.scopes,
    state: row.state,
    expiresAt: row.expires_at === null ? null : new Date(row.expires_at),
    throttle:
      row.throttle_rate_per_second === null
        ? null
        : { rate_limit_per_second: row.throttle_rate_per_second, burst_limit: row.throttle_burst! },
    quota: row.quota_limit === null ? null : { limit: row.quota_limit, period: row.quota_period! },
  };
}

/** How each outcome is counted (D-57). */
const DECISION_LABELS: Record<Decision['outcome'], UsageDecisionLabel> = {
  admitted: 'admitted',
  throttled: 'throttled',
  'quota-exceeded': 'quota',
};

/**
 * The next steps (D-33): the key's usage plan admits the request (counting one unit of quota when it
 * `counts`), and then its scope. The decision is answered whatever it is, for its headers (D-36); a
 * throttled or over-quota request is refused by `refusalOf`. Each decision is counted (D-57; a key
 * without a plan is admitted), and so is a store that could not decide (503 while Redis is away).
 */
export async function admitDataRequest(
  deps: { usage: UsageStore; metrics: Metrics },
  key: ResolvedDataKey,
  request: { counts: boolean; now: Date },
): Promise<Decision> {
  let decision: Decision;
  try {
    decision = await deps.usage.admit({ keyId: key.id, throttle: key.throttle, quota: key.quota, counts: request.counts, now: request.now });
  } catch (err) {
    deps.metrics.usageStoreErrors.inc();
    throw err;
  }
  deps.metrics.usageDecisions.inc({ decision: DECISION_LABELS[decision.outcome] });
  return decision;
}

/** The 429 of a decision that did not admit the request, or null. */
export function refusalOf(decision: Decision): TooManyRequestsError | null {
  if (decision.outcome === 'throttled') return TooManyRequestsError.throttled('Rate limit exceeded', decision.throttle!.retryAfterMs);
  if (decision.outcome === 'quota-exceeded') {
    const { limit, period, resetsAt } = decision.quota!;
    return TooManyRequestsError.overQuota(`Quota of ${limit} requests per ${period} exceeded`, resetsAt);
  }
  return null;
}

/** A route's scope (D-33: after throttle and quota); null: none needed. */
export function requireScope(key: ResolvedDataKey, scope: DataScope | null | undefined): void {
  if (scope && !key.scopes.includes(scope)) {
    throw new ForbiddenError(`This API key does not have the required scope(s): ${scope}`);
  }
}

// Platform keys -------------------------------------------------------------------------------------------

/** A Platform key as a request needs it (D-11, D-14). */
export interface ResolvedPlatformKey {
  id: number;
  environmentId: number;
}

/** A Platform key (D-14, D-51): its shape, the key by its hash, not revoked; each refusal a 401. */
export async function activePlatformKey(deps: Deps, text: string): Promise<ResolvedPlatformKey> {
  if (!hasKeyShape('platform', text)) {
    throw new UnauthorizedError('Malformed Platform key: svc_plat_ followed by 43 letters and digits expected');
  }
  const hash = hashOf(deps.cache, text);
  const key = await deps.cache.read('platformKey', null, hash, async () => {
    const row = await findPlatformKeyByHash(deps.db, hash);
    return row && { id: row.id, environmentId: row.environment_id, revoked: row.revoked_at !== null };
  });
  if (!key) throw new UnauthorizedError('Unknown API key');
  if (key.revoked) throw new UnauthorizedError('This Platform key has been revoked');
  return { id: key.id, environmentId: key.environmentId };
}

// Bearer tokens -------------------------------------------------------------------------------------------

/**
 * Whom a bearer token speaks for now (D-13). The signature proves who the user was when the token was
 * issued; their current record decides the rest, read through the cache (namespace `user`: dropped
 * when the environment's users change, on every instance, and never older than half a second):
 * - a user deactivated, or no longer there, is refused (401);
 * - a token issued before a deactivation or a password reset (a `ver` below the user's token version)
 *   is refused, so that reactivating a user revives none of their old tokens;
 * - the role is the user's current one, not the token's: a role change applies to the next request
 *   with the tokens already issued, as the user would expect.
 */
export async function signedInUser(deps: Deps & { tokens: BearerTokens }, token: string): Promise<BearerIdentity> {
  let claims;
  try {
    claims = await deps.tokens.verify(token);
  } catch (err) {
    if (err instanceof InvalidTokenError) throw new UnauthorizedError(err.message);
    throw err;
  }
  const { environmentId, userId } = claims;
  const user = await deps.cache.read('user', environmentId, userId, () => getUserStanding(deps.db, environmentId, userId));
  if (!user || !user.active) {
    throw new UnauthorizedError('The user of this bearer token is deactivated or no longer exists');
  }
  if (claims.tokenVersion !== user.token_version) {
    throw new UnauthorizedError('This bearer token was ended by a password reset or a deactivation: sign in again');
  }
  return { userId: user.id, environmentId: user.environment_id, role: user.role };
}

// The operator token ----------------------------------------------------------------------------------------

/** What the operator check needs: the token in force, the shared throttle store, and the per-client plan. */
export interface OperatorDeps {
  operatorToken: string;
  usage: UsageStore;
  clientLimit: ThrottlePlan;
  clock: Clock;
}

/**
 * The operator token (D-15), `given` by a client (its address): anything but the token is 401. Failed
 * attempts are limited per client with the sign-in's per-client allowance, in the shared store: each
 * failure spends from it, and a client that has spent it all is refused (429) before its token is even
 * compared, so guessing cannot go on at any speed. The operator's own requests spend nothing of it.
 */
export async function checkOperatorToken(deps: OperatorDeps, client: string, given: string | null): Promise<void> {
  const subject = `operator-failures:${client}`;
  const standing = await deps.usage.throttle(subject, deps.clientLimit, deps.clock.now(), { spend: false });
  if (!standing.allowed) throw tooManyOperatorFailures(standing.retryAfterMs);
  if (given !== null && secretsEqual(given, deps.operatorToken)) return;
  const spent = await deps.usage.throttle(subject, deps.clientLimit, deps.clock.now());
  if (!spent.allowed) throw tooManyOperatorFailures(spent.retryAfterMs);
  throw new UnauthorizedError(given === null ? 'Missing operator token: send Authorization: Bearer <OPERATOR_TOKEN>' : 'Invalid operator token');
}

function tooManyOperatorFailures(waitMs: number): TooManyRequestsError {
  return TooManyRequestsError.throttled('Too many failed operator-token attempts from this client', waitMs);
}
