import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { checkOperatorToken } from '../services/identity/credentials.ts';

/**
 * `Authorization: Bearer <OPERATOR_TOKEN>` on every admin route (D-15; the scheme is case-insensitive,
 * RFC 7235), checked by src/services/identity/credentials.ts with failures limited per client (its address, see
 * TRUST_PROXY).
 */
export function operatorAuth(ctx: AppContext) {
  const deps = { operatorToken: ctx.operatorToken, usage: ctx.usage, clientLimit: ctx.config.clientLimit, clock: ctx.clock };
  return async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const match = typeof header === 'string' ? /^Bearer +(\S+)$/i.exec(header) : null;
    await checkOperatorToken(deps, request.ip, match ? match[1]! : null);
  };
}
