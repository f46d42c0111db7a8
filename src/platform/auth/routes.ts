import Type, { type Static } from 'typebox';
import type { AppContext } from '../../context.ts';
import { HttpError } from '../../http/errors.ts';
import type { Listener } from '../../http/listener.ts';
import { errorResponses } from '../../schemas/common.ts';
import { SignInRefused, SignInThrottled, signIn } from '../../services/sign-in.ts';

const TokenRequest = Type.Object(
  {
    email: Type.String({ minLength: 3, maxLength: 320, format: 'email' }),
    password: Type.String({ minLength: 1, maxLength: 1024 }),
  },
  { additionalProperties: false },
);

const TokenResponse = Type.Object({
  access_token: Type.String({ description: 'A JWT (ES256 or EdDSA, with kid)' }),
  token_type: Type.Literal('Bearer'),
  expires_in: Type.Integer({ description: 'Seconds until it expires' }),
});

const Jwks = Type.Object({
  keys: Type.Array(
    Type.Object({
      kid: Type.String(),
      kty: Type.String({ description: 'EC (ES256) or OKP (EdDSA)' }),
      alg: Type.String(),
      use: Type.String(),
      crv: Type.String(),
      x: Type.String(),
      y: Type.Optional(Type.String()),
    }),
  ),
});

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
        response: { 200: TokenResponse, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      try {
        return await signIn(ctx.db, ctx.tokens, request.body.email, request.body.password);
      } catch (err) {
        if (err instanceof SignInThrottled) {
          reply.header('retry-after', String(err.retryAfterSeconds));
          throw new HttpError(429, err.message);
        }
        if (err instanceof SignInRefused) throw new HttpError(401, err.message);
        throw err;
      }
    },
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
