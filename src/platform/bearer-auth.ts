import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { KEY_PREFIXES } from '../domain/credentials.ts';
import { UnauthorizedError } from '../domain/errors.ts';
import { type BearerIdentity, platformKeyIdentity } from '../domain/roles.ts';
import { rateLimitPerCredential } from '../http/rate-limit.ts';
import { activePlatformKey, signedInUser } from '../services/identity/credentials.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on bearer routes: the signed-in user (or, where a Platform key is accepted, the key's environment). */
    identity: BearerIdentity;
    /** Set when a Platform key called (D-14, D-51); null for a signed-in user. */
    platformKeyId: number | null;
  }
}

// The scheme is case-insensitive (RFC 7235 §2.1: `bearer`, `BEARER`), followed by one or more spaces.
const BEARER = /^Bearer +([A-Za-z0-9_-]+\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*)$/i;

/**
 * The one bearer check of the Platform API (D-13, D-14): `Authorization: Bearer <JWT>` verified against
 * the published keys, then held against the user's current record (src/services/identity/credentials.ts): a
 * deactivated user's tokens are refused, and the role in force is the current one. A Data API key, in
 * either header, is 401 (D-14: Data keys work only on the Data API); so is anything else that is not a
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
    request.identity = await signedInUser(ctx, match[1]!);
  };
}

/** The hooks of every bearer route: who is calling, then whether they may call again so soon (D-31). */
export function signedIn(ctx: AppContext) {
  return [bearerAuth(ctx), rateLimitPerCredential(ctx, (request) => `user:${request.identity.userId}`)];
}

/**
 * The check of the routes that take a bearer token or a Platform key (D-14, D-51: benchmarks, location
 * metrics): `x-api-key: svc_plat_…` without an Authorization header is a Platform key, acting for its
 * whole environment (domain/roles.ts platformKeyIdentity); anything else goes through the bearer check.
 * An unknown, malformed or revoked key is 401.
 */
export function bearerOrPlatformKey(ctx: AppContext) {
  const bearer = bearerAuth(ctx);
  return async function verify(request: FastifyRequest) {
    request.platformKeyId = null;
    const apiKey = request.headers['x-api-key'];
    if (request.headers.authorization !== undefined || typeof apiKey !== 'string' || !apiKey.startsWith(KEY_PREFIXES.platform)) {
      return bearer(request);
    }
    const key = await activePlatformKey(ctx, apiKey);
    request.identity = platformKeyIdentity(key.environmentId);
    request.platformKeyId = key.id;
  };
}

/** The hooks of a route that takes a bearer token or a Platform key: who, then the limit per credential (D-31). */
export function signedInOrPlatformKey(ctx: AppContext) {
  return [
    bearerOrPlatformKey(ctx),
    rateLimitPerCredential(ctx, (request) =>
      request.platformKeyId === null ? `user:${request.identity.userId}` : `platform-key:${request.platformKeyId}`,
    ),
  ];
}
