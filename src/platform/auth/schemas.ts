import Type from 'typebox';
import { Int, OneOf, Text } from '../../domain/json-schema.ts';
import { ROLES } from '../../domain/roles.ts';
import { IdNumber } from '../../http/ids.ts';

export const TokenRequest = Type.Object(
  {
    email: Type.String({ minLength: 3, maxLength: 320, format: 'email' }),
    password: Type.String({ minLength: 1, maxLength: 1024 }),
  },
  { additionalProperties: false },
);

export const TokenResponse = Type.Object({
  access_token: Text(4096, 'A JWT (ES256 or EdDSA, with kid)'),
  token_type: Type.Literal('Bearer'),
  expires_in: Int(1, 2_147_483_647, 'Seconds until it expires'),
});

export const Jwks = Type.Object({
  keys: Type.Array(
    Type.Object({
      kid: Text(100),
      kty: Text(10, 'EC (ES256) or OKP (EdDSA)'),
      alg: Text(10),
      use: Text(10),
      crv: Text(10),
      x: Text(100),
      y: Type.Optional(Text(100)),
    }),
    { maxItems: 100 },
  ),
});

/** `GET /me`: the signed-in user as they are now, and their environment. */
export const Me = Type.Object({
  user: Type.Object({
    id: IdNumber(),
    name: Text(200),
    email: Text(320),
    role: OneOf(ROLES, 'The role now, which the API checks on every request (the token’s claim is the role at sign-in)'),
  }),
  environment: Type.Object({
    id: IdNumber(),
    name: Text(200),
    currency: Text(3, 'ISO 4217 code of the environment’s working currency, e.g. GBP'),
  }),
});
