import { context, SpanKind, SpanStatusCode, trace, type Tracer } from '@opentelemetry/api';
import type { Database, Queryable } from './database.ts';
import { operationOf } from './errors.ts';

/**
 * The database with a span for each statement run inside a traced request, the request's span (or its
 * handler's) as parent: one wrapper over the two-method Queryable serves PGlite and PostgreSQL alike,
 * where a driver's own instrumentation would serve only pg (and patch it as it loads, which under ESM
 * needs loader hooks). The span is named by what the statement does (`select`, `insert into users`),
 * and carries the statement's text, never its values, which always travel as parameters. Statements
 * outside a request (migrations, the usage ledger's writes) make no span. Only used when tracing is on.
 */
export function withStatementSpans(db: Database, tracer: Tracer): Database {
  const traced = (q: Queryable): Queryable => ({
    query: (sql, params) => inSpan(tracer, sql, () => q.query(sql, params)),
    exec: (sql) => inSpan(tracer, sql, () => q.exec(sql)),
  });
  return { ...db, ...traced(db), transaction: (work) => db.transaction((tx) => work(traced(tx))) };
}

async function inSpan<T>(tracer: Tracer, sql: string, run: () => Promise<T>): Promise<T> {
  const parent = context.active();
  if (trace.getSpan(parent) === undefined) return run();
  const span = tracer.startSpan(
    operationOf(sql),
    { kind: SpanKind.CLIENT, attributes: { 'db.system.name': 'postgresql', 'db.query.text': sql } },
    parent,
  );
  try {
    return await context.with(trace.setSpan(parent, span), run);
  } catch (err) {
    // The SQLSTATE only: a driver's message may quote the failing row.
    const code = (err as { code?: unknown }).code;
    span.setStatus({ code: SpanStatusCode.ERROR, message: typeof code === 'string' ? `SQLSTATE ${code}` : 'failed' });
    throw err;
  } finally {
    span.end();
  }
}
