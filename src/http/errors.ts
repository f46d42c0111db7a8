import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import {
  ConflictError,
  ForbiddenError,
  InvalidInputError,
  NotFoundError,
  PayloadTooLargeError,
  ServiceUnavailableError,
  TooManyRequestsError,
  UnauthorizedError,
  UnprocessableError,
} from '../domain/errors.ts';
import { retryAfterSeconds } from '../domain/usage/gcra.ts';
import { describeValidationError, notFoundMessageOf } from './validation.ts';

/** The one error body of the service (D-18): `{statusCode, message, error}`. */
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
  422: 'Unprocessable Entity',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  416: 'Range Not Satisfiable',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export function errorBody(statusCode: number, message: string): ErrorBody {
  return { statusCode, message, error: REASONS[statusCode] ?? 'Error' };
}

/** The status of each typed error: the one place where the domain's failures meet HTTP. */
const STATUS_OF = new Map<abstract new (...args: never[]) => Error, number>([
  [InvalidInputError, 400],
  [UnauthorizedError, 401],
  [ForbiddenError, 403],
  [NotFoundError, 404],
  [ConflictError, 409],
  [PayloadTooLargeError, 413],
  [UnprocessableError, 422],
  [TooManyRequestsError, 429],
]);

/** The answer to a failure: status and body, and the headers it needs (Retry-After of a throttle or an outage). */
function answer(err: unknown, reply: FastifyReply): { status: number; body: ErrorBody } {
  if (err instanceof ServiceUnavailableError) {
    reply.header('retry-after', String(err.retryAfterSeconds));
    return { status: 503, body: errorBody(503, err.message) };
  }
  if (err instanceof TooManyRequestsError) {
    const body = errorBody(429, err.message);
    if (err.retryAfterMs !== null) {
      reply.header('retry-after', String(retryAfterSeconds(err.retryAfterMs)));
      return { status: 429, body: { ...body, retryAfterMs: err.retryAfterMs } as ErrorBody };
    }
    return { status: 429, body: { ...body, resetsAt: err.resetsAt!.toISOString() } as ErrorBody };
  }
  for (const [type, status] of STATUS_OF) {
    if (err instanceof type) return { status, body: errorBody(status, (err as Error).message) };
  }
  const fe = err as FastifyError;
  if (fe.validation) {
    const notFound = notFoundMessageOf(fe);
    return notFound === null
      ? { status: 400, body: errorBody(400, describeValidationError(fe)) }
      : { status: 404, body: errorBody(404, notFound) };
  }
  if (typeof fe.statusCode === 'number' && fe.statusCode >= 400 && fe.statusCode < 500) {
    return { status: fe.statusCode, body: errorBody(fe.statusCode, fe.message) };
  }
  return { status: 500, body: errorBody(500, 'An unexpected error occurred') };
}

/**
 * One error handler and one not-found handler per listener: routes and hooks throw typed errors, and
 * this maps them to status, body and headers; 5xx never show a stack or SQL (D-18).
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err, request, reply) => {
    const { status, body } = answer(err, reply);
    // A 503 of a known outage is logged once by what noticed it, not once per request.
    if (status >= 500 && !(err instanceof ServiceUnavailableError)) request.log.error({ err }, 'request failed');
    reply.code(status).send(body);
  });
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(errorBody(404, `Route ${request.method} ${request.url.split('?')[0]} not found`));
  });
}
