import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BACKENDS } from '../helpers/storage.ts';

// Database.maintain: the statements that follow a bulk change (VACUUM) or manage databases run without
// the time limit of a request's statements, which stays in force for everything else.

const UNLIMITED_ONLY = `do $$ begin
  if current_setting('statement_timeout') <> '0' then raise exception 'limited to %', current_setting('statement_timeout'); end if;
end $$`;

describe('Database.maintain', () => {
  for (const backend of BACKENDS.filter((b) => b.name === 'postgres')) {
    it(`runs a statement with no time limit, and leaves the limit on the pool's sessions (${backend.name})`, async () => {
      const { db, dispose } = await backend.openMigrated();
      try {
        await db.maintain(UNLIMITED_ONLY);
        await db.maintain('vacuum (analyze) projects');
        await assert.rejects(db.exec(UNLIMITED_ONLY), /P0001/, 'a statement of the pool is limited');
        const limits = await Promise.all(Array.from({ length: 5 }, () => db.query<{ limit: string }>("select current_setting('statement_timeout') as limit")));
        assert.deepEqual(new Set(limits.map(([row]) => row!.limit)), new Set(['8s']));
      } finally {
        await dispose();
      }
    });
  }
});
