import type { Static } from 'typebox';
import type { AppContext } from '../../context.ts';
import type { Listener } from '../../http/listener.ts';
import { errorResponses, TooManyRequests } from '../../http/schemas.ts';
import { signIn } from '../../services/identity/sign-in.ts';
import { publishedKeys } from '../../services/identity/signing-keys.ts';
import { whoAmI } from '../../services/identity/me.ts';
import { bearerSecurity, platformErrors } from '../schemas.ts';
import { Jwks, Me, TokenRequest, TokenResponse } from './schemas.ts';

const tags = ['auth'];

/** D-13: sign-in for a bearer token, and the public keys that verify it. */
export function authRoutes(app: Listener, ctx: AppContext): void {
  app.post(
    '/auth/token',
    {
      schema: {
        tags,
        operationId: 'signIn',
        summary: 'Sign in with email and password for a bearer token',
        description:
          'Answers an access token (a JWT with kid, valid for JWT_TTL_SECONDS, an hour by default) for a user’s email and password (D-13). A wrong email or password is the same 401; after 10 failures for one email within 15 minutes, 429 with Retry-After. Each client (address; see TRUST_PROXY) may try 20 sign-ins at once and 10 a minute after that (CLIENT_SIGN_IN_LIMIT_*), then 429 with Retry-After. The answer is never cached (Cache-Control: no-store).',
        body: TokenRequest,
        response: { 200: TokenResponse, ...errorResponses(400, 401), 429: TooManyRequests },
      },
    },
    async (request) =>
      signIn(
        { ...ctx, clientLimit: ctx.config.clientLimit },
        { email: request.body.email, password: request.body.password, client: request.ip },
      ),
  );

  app.get(
    '/.well-known/jwks.json',
    {
      schema: {
        tags,
        operationId: 'getJwks',
        summary: 'The public keys that verify bearer tokens (two during a rotation)',
        description: 'A JSON Web Key Set: every key whose tokens may still be in date, so that a rotation signs nobody out (D-13).',
        response: { 200: Jwks },
      },
    },
    async () => (await publishedKeys(ctx.tokens)) as Static<typeof Jwks>,
  );
}

/** `GET /me`, behind the bearer check: who the token's user is now, and in which environment. */
export function meRoute(app: Listener, ctx: AppContext): void {
  app.get(
    '/me',
    {
      schema: {
        tags,
        operationId: 'getMe',
        summary: 'The signed-in user and their environment',
        description:
          'The user as they are now (id, name, email, and the current role, which may differ from the token’s role claim once the operator changes it) and the environment (id, name, working currency). A client shows its controls by this role and formats money in this currency.',
        security: bearerSecurity,
        response: { 200: Me, ...platformErrors() },
      },
    },
    async (request) => whoAmI(ctx.db, request.identity),
  );
}
