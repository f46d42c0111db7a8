import { type Logger, pino } from 'pino';

/** The service's logger (pino, one JSON line per event); credentials never reach the logs. */
export function createLogger(level: string, destination?: NodeJS.WritableStream): Logger {
  return pino(
    {
      level,
      // Whatever a handler logs by mistake.
      redact: {
        paths: ['req.headers.authorization', 'req.headers["x-api-key"]', 'password', 'key', '*.password', '*.key'],
        censor: '[redacted]',
      },
    },
    destination as never,
  );
}
