import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { openPostgres } from '../../src/db/database.ts';
import { DatabaseError, DatabaseUnavailableError, isUnavailable } from '../../src/db/errors.ts';
import { ServiceUnavailableError } from '../../src/domain/errors.ts';

// How a database that cannot serve reaches the application: DatabaseUnavailableError, a
// ServiceUnavailableError (503 with Retry-After), not a DatabaseError (a statement refused) nor a bare
// driver error (500). test/faults/postgres-cut.test.ts cuts a live service's link; this checks the kinds.

const URL_ = process.env.TEST_DATABASE_URL;

describe('what counts as the database being unavailable', () => {
  it('network failures, the drivers’ words for them, and the SQLSTATEs of a server that cannot serve', () => {
    for (const err of [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Query read timeout'),
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
      Object.assign(new Error('connection failure'), { code: '08006' }),
    ]) {
      assert.ok(isUnavailable(err), err.message);
    }
    for (const err of [
      Object.assign(new Error('duplicate key'), { code: '23505' }),
      new Error('a bug'),
      new TypeError('x is undefined'),
    ]) {
      assert.ok(!isUnavailable(err), err.message);
    }
    assert.ok(new DatabaseUnavailableError('x') instanceof ServiceUnavailableError);
    assert.equal(new DatabaseUnavailableError('x').retryAfterSeconds, 2);
  });

  it('on PostgreSQL: a statement past its time limit is unavailability, a migration has none, a long read its own', { skip: !URL_ && 'TEST_DATABASE_URL is not set' }, async () => {
    const db = await openPostgres(URL_!, { max: 1 });
    try {
      assert.deepEqual(await db.query('show statement_timeout'), [{ statement_timeout: '8s' }]);
      await assert.rejects(
        db.transaction(async (tx) => {
          await tx.exec(`set local statement_timeout = '20ms'`);
          await tx.query('select pg_sleep(1)');
        }),
        (err: Error) => err instanceof DatabaseUnavailableError && err.cause instanceof DatabaseError && (err.cause as DatabaseError).code === '57014',
      );
      const limit = await db.transaction((tx) => tx.query<{ statement_timeout: string }>('show statement_timeout'), { unbounded: true });
      assert.deepEqual(limit, [{ statement_timeout: '0' }]);
      // A read that grows with an environment gets a limit of its own, for its transaction only.
      const longer = await db.transaction((tx) => tx.query<{ statement_timeout: string }>('show statement_timeout'), { statementTimeoutMs: 120_000 });
      assert.deepEqual(longer, [{ statement_timeout: '2min' }]);
      await assert.rejects(
        db.transaction((tx) => tx.query('select pg_sleep(1)'), { statementTimeoutMs: 50 }),
        (err: Error) => err instanceof DatabaseUnavailableError && (err.cause as DatabaseError).code === '57014',
      );
      assert.deepEqual(await db.query('show statement_timeout'), [{ statement_timeout: '8s' }], 'the pool keeps its own limit');
      // The connection a statement timed out on was dropped, and the pool serves on.
      assert.deepEqual(await db.query('select 1 as one'), [{ one: 1 }]);
    } finally {
      await db.close();
    }
    await assert.rejects(db.query('select 1'), (err: Error) => err instanceof DatabaseUnavailableError);
  });
});
