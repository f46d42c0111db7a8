import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { secretsEqual } from '../domain/credentials.ts';
import { TooManyRequestsError, UnauthorizedError } from '../domain/errors.ts';

/**
 * `Authorization: Bearer <OPERATOR_TOKEN>` on every admin route; anything else is 401 (D-15; the scheme
 * is case-insensitive, RFC 7235). Failed attempts are limited per client (its address, see TRUST_PROXY)
 * with the sign-in's per-client allowance, in the shared store: each failure spends from it, and a
 * client that has spent it all is refused (429 with Retry-After) before its token is even compared, so
 * guessing cannot go on at any speed. The operator's own requests spend nothing of it.
 */
export function operatorAuth(ctx: AppContext) {
  const plan = ctx.config.clientLimit;
  return async (request: FastifyRequest) => {
    const subject = `operator-failures:${request.ip}`;
    const standing = await ctx.usage.throttle(subject, plan, new Date(), { spend: false });
    if (!standing.allowed) throw tooMany(standing.retryAfterMs);
    const header = request.headers.authorization;
    const match = typeof header === 'string' ? /^Bearer +(\S+)$/i.exec(header) : null;
    const failure = !match
      ? 'Missing operator token: send Authorization: Bearer <OPERATOR_TOKEN>'
      : secretsEqual(match[1]!, ctx.operatorToken)
        ? null
        : 'Invalid operator token';
    if (failure === null) return;
    const spent = await ctx.usage.throttle(subject, plan, new Date());
    if (!spent.allowed) throw tooMany(spent.retryAfterMs);
    throw new UnauthorizedError(failure);
  };
}

function tooMany(waitMs: number): TooManyRequestsError {
  return TooManyRequestsError.throttled('Too many failed operator-token attempts from this client', waitMs);
}
