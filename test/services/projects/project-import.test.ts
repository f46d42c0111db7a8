import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { importProjects } from '../../../src/services/projects/project-import.ts';
import { createEnvironment } from '../../../src/services/tenancy/tenancy.ts';
import { project } from '../../helpers/projects.ts';
import { BACKENDS } from '../../helpers/storage.ts';
import { writer } from '../../helpers/clock.ts';

for (const backend of BACKENDS) {
  describe(`bulk import leaves the tables ready to page (${backend.name})`, () => {
    it('refreshes statistics and the visibility map after a large import, not after a small one', async () => {
      const { db, dispose } = await backend.openMigrated({ ownDatabase: true });
      try {
        const stats = async () =>
          (
            await db.query<{ reltuples: number; relallvisible: number }>(
              "select reltuples::float8 as reltuples, relallvisible::int as relallvisible from pg_class where relname = 'projects' and relnamespace = to_regnamespace(current_schema())",
            )
          )[0]!;
        const env = (await createEnvironment(db, { name: 'big' })).id;
        await importProjects(writer(db), env, [project(1)]);
        assert.ok((await stats()).reltuples < 1, 'a small import leaves statistics to autovacuum');
        await importProjects(writer(db), env, Array.from({ length: 1000 }, (_, i) => project(i + 2, { created_date: '2025-01-01T00:00:00Z' })));
        const after = await stats();
        assert.equal(after.reltuples, 1001, 'analysed');
        assert.ok(after.relallvisible > 0, 'vacuumed: pages are all-visible, so index-only scans work');
      } finally {
        await dispose();
      }
    });
  });
}
