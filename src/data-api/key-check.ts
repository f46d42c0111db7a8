import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { hashKey, hasKeyShape, KEY_PREFIXES } from '../domain/credentials.ts';
import { type DataScope, effectiveState } from '../domain/data-keys.ts';
import { ForbiddenError, TooManyRequestsError, UnauthorizedError } from '../domain/errors.ts';
import { BoundedMap } from '../state/bounded-map.ts';
import type { ResolvedDataKey } from '../state/data-key-directory.ts';
import type { Decision } from '../state/usage/index.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The scope a Data API route needs; null: none (/data/quota). */
    scope?: DataScope | null;
    /** False for /data/quota, which never counts against quota (D-33). */
    countsQuota?: boolean;
  }
  interface FastifyRequest {
    dataKey: ResolvedDataKey;
    usageDecision: Decision;
  }
}

const STATE_MESSAGES = {
  deactivated: 'This API key is deactivated',
  revoked: 'This API key has been revoked',
  expired: 'This API key has expired',
} as const;

/**
 * The SHA-256 of keys seen lately, by their text: a key's hash is what the directory knows it by, and
 * hashing it on every request cost a twentieth of a cached read.
 */
const hashes = new BoundedMap<string, string>(10_000);

function hashOf(key: string): string {
  let hash = hashes.get(key);
  if (hash === undefined) {
    hash = hashKey(key);
    hashes.set(key, hash);
  }
  return hash;
}

/** Why a header value is not a Data API key, without looking anything up (D-11). */
function malformed(value: string): string {
  if (value.startsWith(KEY_PREFIXES.platform) || value.startsWith(KEY_PREFIXES.operator)) {
    return 'Only Data API keys (svc_data_…) are accepted on the Data API';
  }
  return value.startsWith(KEY_PREFIXES.data)
    ? 'Malformed API key: svc_data_ followed by 43 letters and digits expected'
    : 'Malformed API key: Data API keys begin with svc_data_';
}

/**
 * The one verification path of every /data route, in the order of D-33: key shape → key by hash →
 * state (deactivated, revoked, expired) → throttle → quota → scope. Only then does the route run
 * (and validate its query), so that every request admitted by the plan counts, whatever its answer.
 */
export function dataKeyCheck(ctx: AppContext) {
  return async function verify(request: FastifyRequest, reply: FastifyReply) {
    const value = request.headers['x-api-key'];
    if (typeof value !== 'string' || value === '') {
      throw new UnauthorizedError(
        request.headers.authorization !== undefined
          ? 'Only Data API keys are accepted on the Data API: send x-api-key: svc_data_…'
          : 'Missing x-api-key header: a Data API key (svc_data_…) is required',
      );
    }
    if (!hasKeyShape('data', value)) throw new UnauthorizedError(malformed(value));

    const key = await ctx.dataKeys.resolve(hashOf(value));
    if (!key) throw new UnauthorizedError('Unknown API key');
    const now = new Date();
    const state = effectiveState(key.state, key.expiresAt, now);
    if (state !== 'active') throw new UnauthorizedError(STATE_MESSAGES[state]);

    const config = request.routeOptions.config;
    const decision = await ctx.usage.admit({
      keyId: key.id,
      throttle: key.throttle,
      quota: key.quota,
      counts: config.countsQuota !== false,
      now,
    });
    setUsageHeaders(reply, decision);
    if (decision.outcome === 'throttled') {
      const waitMs = decision.throttle!.retryAfterMs;
      throw TooManyRequestsError.throttled(`Rate limit exceeded: retry in ${Math.ceil(waitMs)} ms`, waitMs);
    }
    if (decision.outcome === 'quota-exceeded') {
      const { limit, period, resetsAt } = decision.quota!;
      throw TooManyRequestsError.overQuota(
        `Quota of ${limit} requests per ${period} exceeded; it resets at ${resetsAt.toISOString()}`,
        resetsAt,
      );
    }

    const scope = config.scope;
    if (scope && !key.scopes.includes(scope)) {
      throw new ForbiddenError(`This API key does not have the required scope(s): ${scope}`);
    }
    request.dataKey = key;
    request.usageDecision = decision;
  };
}

/** D-34 to D-36: the plan's headers on every answer past the throttle. */
function setUsageHeaders(reply: FastifyReply, decision: Decision): void {
  if (decision.throttle) {
    reply.header('x-ratelimit-limit', String(decision.throttle.limit));
    reply.header('x-ratelimit-remaining', String(decision.throttle.remaining));
  }
  if (decision.quota) {
    reply.header('x-quota-limit', String(decision.quota.limit));
    reply.header('x-quota-remaining', String(Math.max(0, decision.quota.limit - decision.quota.used)));
    reply.header('x-quota-resets-at', decision.quota.resetsAt.toISOString());
  }
}
