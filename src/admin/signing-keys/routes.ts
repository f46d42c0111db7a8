import type { AppContext } from '../../context.ts';
import type { Listener } from '../../http/listener.ts';
import { errorResponses } from '../../http/schemas.ts';
import { rotateSigningKey } from '../../services/identity/signing-keys.ts';
import { Rotated } from './schemas.ts';

/**
 * D-13 key rotation: a new key signs from now on; the previous keys stay in the JWKS until the tokens
 * they signed have expired, so nobody is signed out by a rotation.
 */
export function signingKeyRoutes(app: Listener, ctx: AppContext): void {
  app.post(
    '/admin/signing-keys/rotate',
    {
      schema: {
        tags: ['keys'],
        operationId: 'rotateSigningKey',
        summary: 'Rotate the bearer-token signing key',
        description:
          'A new key signs bearer tokens from now on; the previous ones stay in the JWKS until the tokens they signed have expired, so nobody is signed out (D-13). 409 when JWT_PRIVATE_KEY is configured.',
        response: { 201: Rotated, ...errorResponses(409) },
      },
    },
    async (_request, reply) => reply.code(201).send(await rotateSigningKey(ctx)),
  );
}
