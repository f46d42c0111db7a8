import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { KEY_PREFIXES } from '../domain/credentials.ts';
import { errorBody } from '../http/errors.ts';
import { type BearerIdentity, InvalidTokenError } from '../services/bearer-tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on bearer routes: the signed-in user. */
    identity: BearerIdentity;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*)$/;

/**
 * The one bearer check of the Platform API (D-13, D-14): `Authorization: Bearer <JWT>` verified against
 * the published keys. A Data API key, in either header, is 401 (SPEC: Data keys work only on the Data
 * API); so is anything else that is not a valid token.
 */
export function bearerAuth(ctx: AppContext) {
  return async function verify(request: FastifyRequest, reply: FastifyReply) {
    const header = request.headers.authorization;
    const apiKey = request.headers['x-api-key'];
    if (typeof apiKey === 'string' && apiKey.startsWith(KEY_PREFIXES.data)) {
      return reply.code(401).send(errorBody(401, 'Data API keys are not accepted on the Platform API'));
    }
    const match = typeof header === 'string' ? BEARER.exec(header) : null;
    if (!match) {
      return reply
        .code(401)
        .send(errorBody(401, 'A bearer token is required: Authorization: Bearer <token from POST /auth/token>'));
    }
    try {
      request.identity = await ctx.tokens.verify(match[1]!);
    } catch (err) {
      if (err instanceof InvalidTokenError) return reply.code(401).send(errorBody(401, err.message));
      throw err;
    }
  };
}
