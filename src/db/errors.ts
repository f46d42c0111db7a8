import { createHash } from 'node:crypto';
import { ServiceUnavailableError } from '../domain/errors.ts';

/** SQLSTATE codes the application reacts to (a DatabaseError's `code`, its constraint's name naming the rule). */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = err as { code?: string; constraint?: string };
  if (e?.code !== '23505') return false;
  return constraint === undefined || (e.constraint ?? '').includes(constraint);
}

export function isForeignKeyViolation(err: unknown): boolean {
  return (err as { code?: string })?.code === '23503';
}

/** The statement's fingerprint: the same name node-postgres prepares it under (`s_` and 20 hex digits). */
export function statementFingerprint(sql: string): string {
  return `s_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
}

/** What a statement does, by its leading words (`insert into users`): code, never a value. */
export function operationOf(sql: string): string {
  const match = /^\s*(with|select|insert\s+into|update|delete\s+from|alter\s+table|create\s+\w+|drop\s+\w+)\s+("?[\w.]+"?)?/i.exec(sql);
  return match ? `${match[1]!.toLowerCase().replace(/\s+/g, ' ')}${match[2] ? ` ${match[2]}` : ''}` : 'statement';
}

/**
 * A statement the database refused, as the application sees it: the SQLSTATE `code`, the statement's
 * fingerprint and leading words, and the names of the constraint, table and column involved. Neither
 * the message nor any member carries the statement's parameters or the failing row (which the drivers'
 * errors do, in `detail`, `params` and the message): this error is what reaches the logs.
 */
export class DatabaseError extends Error {
  override name = 'DatabaseError';
  readonly code: string;
  readonly statement: string;
  readonly operation: string;
  readonly constraint: string | undefined;
  readonly table: string | undefined;
  readonly column: string | undefined;
  /**
   * The words of an exception the schema's own PL/pgSQL raised (SQLSTATE P0001: a trigger's rule, a
   * migration's check), which name rows by id and never carry a statement's parameters; undefined for
   * any other refusal.
   */
  readonly raised: string | undefined;

  constructor(source: { code: string; constraint?: string; table?: string; column?: string; message?: string }, sql: string) {
    const statement = statementFingerprint(sql);
    const operation = operationOf(sql);
    super(`database refused ${operation} (${statement}) with SQLSTATE ${source.code}`);
    this.code = source.code;
    this.statement = statement;
    this.operation = operation;
    this.constraint = source.constraint ?? /constraint "([^"]+)"/.exec(source.message ?? '')?.[1];
    this.table = source.table;
    this.column = source.column;
    this.raised = source.code === 'P0001' ? source.message : undefined;
  }
}

/** How long a client is asked to wait before retrying while the database is away: the pool reconnects at once. */
const RETRY_AFTER_SECONDS = 2;

/**
 * The database cannot serve now: it could not be reached or opened at start (the message names
 * DATABASE_URL or DATA_DIR), or a statement failed because the connection did (refused, reset, closed,
 * no connection within the pool's timeout, no answer in time). A request meeting it is answered 503
 * with Retry-After, as any ServiceUnavailableError; what it was doing is rolled back.
 */
export class DatabaseUnavailableError extends ServiceUnavailableError {
  override name = 'DatabaseUnavailableError';
  constructor(message: string, cause?: unknown) {
    super(message, RETRY_AFTER_SECONDS);
    if (cause !== undefined) this.cause = cause;
  }
}

/**
 * SQLSTATEs of a server that cannot serve now: connection exceptions (class 08), shutting down or
 * starting up (57P01-57P03), too many connections (53300), and a statement cancelled by
 * statement_timeout or by an operator (57014).
 */
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[1-3]|53300|57014)$/;
/** The network's errors for a connection that cannot be made or was lost. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'ECONNABORTED']);
/** node-postgres's and pg-pool's own words for the same (they carry no code). */
const DRIVER_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Client was closed and is not queryable|Cannot use a pool after calling end)/;

/** Whether `err` says the database could not serve the statement, rather than refusing it. */
export function isUnavailable(err: unknown): boolean {
  if (err instanceof DatabaseUnavailableError) return true;
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
  return DRIVER_MESSAGES.test(err.message);
}

/**
 * A driver's error as the application sees it: DatabaseUnavailableError when the database could not
 * serve (see isUnavailable), a DatabaseError for a statement it refused; anything else (a bug) unchanged.
 */
export function asDatabaseError(err: unknown, sql: string): unknown {
  if (err instanceof DatabaseUnavailableError || err instanceof DatabaseError) return err;
  const code = (err as { code?: unknown } | null)?.code;
  const refusal = typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? new DatabaseError(err as { code: string }, sql) : null;
  if (isUnavailable(err)) {
    return new DatabaseUnavailableError('The database is not available at the moment: retry shortly', refusal ?? err);
  }
  return refusal ?? err;
}
