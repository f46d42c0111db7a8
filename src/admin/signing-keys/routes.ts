import type { AppContext } from '../../context.ts';
import { ConflictError } from '../../domain/errors.ts';
import type { Listener } from '../../http/listener.ts';
import { errorResponses } from '../../http/schemas.ts';
import { operatorSecurity as security } from '../schemas.ts';
import { Rotated } from './schemas.ts';

/**
 * D-13 key rotation: a new key signs from now on; the previous keys stay in the JWKS until the tokens
 * they signed have expired, so nobody is signed out by a rotation.
 */
export function signingKeyRoutes(app: Listener, { tokens, config }: AppContext): void {
  app.post(
    '/admin/signing-keys/rotate',
    {
      schema: {
        tags: ['keys'],
        operationId: 'rotateSigningKey',
        summary: 'Rotate the bearer-token signing key',
        description:
          'A new key signs bearer tokens from now on; the previous ones stay in the JWKS until the tokens they signed have expired, so nobody is signed out (D-13). 409 when JWT_PRIVATE_KEY is configured.',
        security,
        response: { 201: Rotated, ...errorResponses(409) },
      },
    },
    async (_request, reply) => {
      if (config.jwt.privateKeyPem) {
        throw new ConflictError('JWT_PRIVATE_KEY is configured: rotate by configuring a new key and restarting');
      }
      return reply.code(201).send(await tokens.rotate());
    },
  );
}
