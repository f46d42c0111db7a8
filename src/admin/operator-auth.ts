import type { FastifyRequest } from 'fastify';
import { secretsEqual } from '../domain/credentials.ts';
import { UnauthorizedError } from '../domain/errors.ts';

/** `Authorization: Bearer <OPERATOR_TOKEN>` on every admin route; anything else is 401 (D-15). */
export function operatorAuth(operatorToken: string) {
  return async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const match = typeof header === 'string' ? /^Bearer (\S+)$/i.exec(header) : null;
    if (!match) throw new UnauthorizedError('Missing operator token: send Authorization: Bearer <OPERATOR_TOKEN>');
    if (!secretsEqual(match[1]!, operatorToken)) throw new UnauthorizedError('Invalid operator token');
  };
}
