import type { FastifyError, FastifyInstance } from 'fastify';
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError } from '../domain/errors.ts';
import { describeValidationError } from './validation.ts';

/** The one error body of the service (SPEC Errors, D-18): `{statusCode, message, error}`. */
export interface ErrorBody {
  statusCode: number;
  message: string;
  error: string;
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export function errorBody(statusCode: number, message: string): ErrorBody {
  return { statusCode, message, error: REASONS[statusCode] ?? 'Error' };
}

/** An HTTP failure with a status and a message safe to show. */
export class HttpError extends Error {
  readonly statusCode: number;
  constructor(statusCode: number, message: string) {
    super(message);
    this.statusCode = statusCode;
  }
}

function statusOf(err: unknown): { status: number; message: string } {
  if (err instanceof HttpError) return { status: err.statusCode, message: err.message };
  if (err instanceof InvalidInputError) return { status: 400, message: err.message };
  if (err instanceof NotFoundError) return { status: 404, message: err.message };
  if (err instanceof ForbiddenError) return { status: 403, message: err.message };
  if (err instanceof ConflictError) return { status: 409, message: err.message };
  const fe = err as FastifyError;
  if (fe.validation) return { status: 400, message: describeValidationError(fe) };
  if (typeof fe.statusCode === 'number' && fe.statusCode >= 400 && fe.statusCode < 500) {
    return { status: fe.statusCode, message: fe.message };
  }
  return { status: 500, message: 'An unexpected error occurred' };
}

/** One error handler and one not-found handler per listener; 5xx never show a stack or SQL (D-18). */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err, request, reply) => {
    const { status, message } = statusOf(err);
    if (status >= 500) request.log.error({ err }, 'request failed');
    reply.code(status).send(errorBody(status, message));
  });
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(errorBody(404, `Route ${request.method} ${request.url.split('?')[0]} not found`));
  });
}
