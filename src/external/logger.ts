import { type Logger, pino } from 'pino';

/** The members of an error that may be logged: what failed and where, never the data it failed on. */
const ERROR_MEMBERS = ['code', 'statement', 'operation', 'constraint', 'table', 'column'] as const;

/**
 * An error as logged: its type, message and stack, and for a database error (src/db/errors.ts) its
 * SQLSTATE, statement fingerprint and the names of the constraint, table and column, whose message says
 * nothing of the values. Whatever else an error carries (a driver's `detail` with the failing row, its
 * `query` and `params`, a Redis command's arguments) is left out, since it may be request data.
 */
export function safeError(err: unknown, depth = 0): Record<string, unknown> {
  if (!(err instanceof Error)) return { type: typeof err, message: String(err).slice(0, 200) };
  const out: Record<string, unknown> = { type: err.constructor?.name ?? err.name, message: err.message, stack: err.stack };
  for (const member of ERROR_MEMBERS) {
    const value = (err as unknown as Record<string, unknown>)[member];
    if (typeof value === 'string' || typeof value === 'number') out[member] = value;
  }
  if (err.cause !== undefined && depth < 3) out.cause = safeError(err.cause, depth + 1);
  return out;
}

/** A request as logged: method, path (never the query string, which carries search text) and address. */
function safeRequest(req: { method?: string; url?: string; ip?: string; socket?: { remoteAddress?: string } }) {
  return { method: req.method, url: req.url?.split('?')[0], remoteAddress: req.ip ?? req.socket?.remoteAddress };
}

/**
 * The service's logger (pino, one JSON line per event). It carries no request data: no credential, no
 * query string, no body, and no SQL parameter (errors pass through safeError).
 */
export function createLogger(level: string, destination?: NodeJS.WritableStream): Logger {
  return pino(
    {
      level,
      serializers: { err: safeError, error: safeError, req: safeRequest },
      // Whatever a handler logs by mistake.
      redact: {
        paths: ['req.headers.authorization', 'req.headers["x-api-key"]', 'password', 'key', '*.password', '*.key'],
        censor: '[redacted]',
      },
    },
    destination as never,
  );
}
