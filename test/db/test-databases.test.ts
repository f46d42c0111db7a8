import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BACKENDS } from '../helpers/storage.ts';

/**
 * The test databases a shard hands from one test to the next (test/helpers/database-pool.ts): each
 * test must start from exactly what the migrations make, whatever the test before it did.
 */
for (const backend of BACKENDS) {
  describe(`test databases start as the migrations leave them (${backend.name})`, () => {
    it('holds none of a finished test’s rows, restarts its identities, and is another installation', async () => {
      const first = await backend.openMigrated();
      await first.db.exec(`insert into environments (name) values ('left behind'), ('and another')`);
      const [{ id: installation }] = (await first.db.query<{ id: string }>('select id from installation')) as [{ id: string }];
      await first.dispose();

      const next = await backend.openMigrated();
      try {
        assert.deepEqual(await next.db.query('select name from environments'), []);
        const [row] = await next.db.query<{ id: string | number }>(`insert into environments (name) values ('new') returning id`);
        assert.equal(Number(row!.id), 1);
        const [own] = await next.db.query<{ id: string }>('select id from installation');
        assert.notEqual(own!.id, installation);
      } finally {
        await next.dispose();
      }
    });

    it('is never one whose structure a finished test changed', async () => {
      const changed = await backend.openMigrated();
      await changed.db.exec('alter table environments add column left_by_a_test integer');
      await changed.dispose();

      const next = await backend.openMigrated();
      try {
        const columns = await next.db.query<{ column_name: string }>(
          `select column_name from information_schema.columns where table_schema = current_schema() and table_name = 'environments'`,
        );
        assert.ok(columns.length > 0);
        assert.ok(!columns.some((c) => c.column_name === 'left_by_a_test'), 'a changed database was given again');
      } finally {
        await next.dispose();
      }
    });
  });
}
