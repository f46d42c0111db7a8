import type { Static } from 'typebox';
import type { AppContext } from '../../context.ts';
import type { Listener } from '../../http/listener.ts';
import { errorResponses, TooManyRequests } from '../../http/schemas.ts';
import { signIn } from '../../services/sign-in.ts';
import { Jwks, TokenRequest, TokenResponse } from './schemas.ts';

const tags = ['auth'];

/** D-13: sign-in for a bearer token, and the public keys that verify it. */
export function authRoutes(app: Listener, ctx: AppContext): void {
  app.post(
    '/auth/token',
    {
      schema: {
        tags,
        summary: 'Sign in with email and password for a bearer token',
        body: TokenRequest,
        response: { 200: TokenResponse, ...errorResponses(400, 401), 429: TooManyRequests },
      },
    },
    async (request) => signIn(ctx.db, ctx.tokens, request.body.email, request.body.password),
  );

  app.get(
    '/.well-known/jwks.json',
    {
      schema: {
        tags,
        summary: 'The public keys that verify bearer tokens (two during a rotation)',
        response: { 200: Jwks },
      },
    },
    async () => (await ctx.tokens.jwks()) as Static<typeof Jwks>,
  );
}
