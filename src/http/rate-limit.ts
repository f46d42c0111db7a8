import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { TooManyRequestsError } from '../domain/errors.ts';

/**
 * D-31: the rate limit per credential, for the Platform API's signed-in users and the operator: a hook
 * that runs after the credential check (a refused credential never spends anyone's allowance), in the
 * shared throttle store (one bucket across instances when Redis is configured). Every answer carries
 * X-RateLimit-Limit/-Remaining; a throttled one is 429 with Retry-After and the throttle body (`retryAfterMs`).
 */
export function rateLimitPerCredential(ctx: AppContext, subjectOf: (request: FastifyRequest) => string) {
  const plan = ctx.config.platformRateLimit;
  return async function limit(request: FastifyRequest, reply: FastifyReply) {
    const state = await ctx.usage.throttle(subjectOf(request), plan, ctx.clock.now());
    reply.header('x-ratelimit-limit', String(state.limit));
    reply.header('x-ratelimit-remaining', String(state.remaining));
    if (!state.allowed) throw TooManyRequestsError.throttled('Rate limit exceeded', state.retryAfterMs);
  };
}
