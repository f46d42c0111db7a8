import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { KEY_PREFIXES } from '../domain/credentials.ts';
import { UnauthorizedError } from '../domain/errors.ts';
import type { BearerIdentity } from '../domain/roles.ts';
import { rateLimitPerCredential } from '../http/rate-limit.ts';
import { currentIdentity } from '../services/signed-in-user.ts';
import { InvalidTokenError, type TokenClaims } from '../state/bearer-tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on bearer routes: the signed-in user. */
    identity: BearerIdentity;
  }
}

// The scheme is case-insensitive (RFC 7235 §2.1: `bearer`, `BEARER`), followed by one or more spaces.
const BEARER = /^Bearer +([A-Za-z0-9_-]+\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*)$/i;

/**
 * The one bearer check of the Platform API (D-13, D-14): `Authorization: Bearer <JWT>` verified against
 * the published keys, then held against the user's current record (src/services/signed-in-user.ts): a
 * deactivated user's tokens are refused, and the role in force is the current one. A Data API key, in
 * either header, is 401 (SPEC: Data keys work only on the Data API); so is anything else that is not a
 * valid token.
 */
export function bearerAuth(ctx: AppContext) {
  return async function verify(request: FastifyRequest) {
    const header = request.headers.authorization;
    const apiKey = request.headers['x-api-key'];
    if (typeof apiKey === 'string' && apiKey.startsWith(KEY_PREFIXES.data)) {
      throw new UnauthorizedError('Data API keys are not accepted on the Platform API');
    }
    const match = typeof header === 'string' ? BEARER.exec(header) : null;
    if (!match) {
      throw new UnauthorizedError('A bearer token is required: Authorization: Bearer <token from POST /auth/token>');
    }
    let claims: TokenClaims;
    try {
      claims = await ctx.tokens.verify(match[1]!);
    } catch (err) {
      if (err instanceof InvalidTokenError) throw new UnauthorizedError(err.message);
      throw err;
    }
    request.identity = await currentIdentity(ctx.db, ctx.reads, claims);
  };
}

/** The hooks of every bearer route: who is calling, then whether they may call again so soon (D-31). */
export function signedIn(ctx: AppContext) {
  return [bearerAuth(ctx), rateLimitPerCredential(ctx, (request) => `user:${request.identity.userId}`)];
}
