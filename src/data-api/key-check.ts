import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import type { DataScope } from '../domain/data-keys.ts';
import { UnauthorizedError } from '../domain/errors.ts';
import { activeDataKey, admitDataRequest, refusalOf, requireScope, type ResolvedDataKey } from '../services/identity/credentials.ts';
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

/**
 * The one verification path of every /data route, in the order of D-33 (src/services/identity/credentials.ts):
 * key shape → key by hash → state (deactivated, revoked, expired) → throttle → quota → scope. Only then
 * does the route run (and validate its query), so that every request admitted by the plan counts,
 * whatever its answer.
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
    const now = ctx.clock.now();
    const key = await activeDataKey(ctx, value, now);
    const config = request.routeOptions.config;
    const decision = await admitDataRequest(ctx, key, { counts: config.countsQuota !== false, now });
    setUsageHeaders(reply, decision);
    const refused = refusalOf(decision);
    if (refused) throw refused;
    requireScope(key, config.scope);
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
