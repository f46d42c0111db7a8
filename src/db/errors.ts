import { createHash } from 'node:crypto';

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
  }
}

/** A driver's SQL error as a DatabaseError; anything else (a lost connection, a bug) unchanged. */
export function asDatabaseError(err: unknown, sql: string): unknown {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && !(err instanceof DatabaseError)
    ? new DatabaseError(err as { code: string }, sql)
    : err;
}
