import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { json } from '../helpers/app.ts';
import { eventually } from '../helpers/eventually.ts';
import { type DataFixture, dataFixture, get } from '../helpers/data-api.ts';
import { BACKENDS } from '../helpers/storage.ts';

for (const backend of BACKENDS) {
  describe(`Data API read cache, dropped on every committed change (${backend.name})`, () => {
    let f: DataFixture;
    const name = async (id: string, key = f.keys.full) => json(await get(f.data, `/data/projects/${id}`, key)).name;
    /** Reads until the answer is `expected` (the notification arrives after the commit). */
    const eventuallyNamed = async (id: string, expected: unknown) => {
      await eventually(async () => (await name(id)) === expected, `project ${id} is served as ${String(expected)}`);
    };
    before(async () => {
      f = await dataFixture(backend);
    });
    after(() => f.close());

    it('serves a repeated read from memory and a changed project after the change', async () => {
      const id = f.projectsA[1]!;
      const before = await name(id);
      const { hits } = f.t.ctx.cache.stats.dataProject;
      assert.equal(await name(id), before);
      assert.equal(f.t.ctx.cache.stats.dataProject.hits, hits + 1, 'the second read came from memory');
      await f.t.ctx.db.query('update projects set name = $2 where id = $1', [id, 'Renamed by the platform']);
      await eventuallyNamed(id, 'Renamed by the platform');
      // A deleted project stops being served, on its sub-resources too (their existence check is cached).
      const gone = f.projectsA[4]!;
      assert.equal((await get(f.data, `/data/projects/${gone}/appraisals`, f.keys.full)).statusCode, 200);
      await f.t.ctx.db.query('delete from projects where id = $1', [gone]);
      await eventually(
        async () => (await get(f.data, `/data/projects/${gone}/appraisals`, f.keys.full)).statusCode === 404,
        'the deleted project’s appraisals are 404',
      );
    });

    it('keeps environments apart in the cache', async () => {
      const id = f.projectsA[2]!;
      assert.equal((await get(f.data, `/data/projects/${id}`, f.keys.full)).statusCode, 200);
      const other = await get(f.data, `/data/projects/${id}`, f.keys.otherEnv);
      assert.equal(other.statusCode, 404);
      assert.equal(json(other).message, 'Project not found');
    });

    it('sees a project created after a 404 was cached', async () => {
      const [row] = await f.t.ctx.db.query<{ next: string }>(
        "select (last_value + 1)::text as next from pg_sequences where sequencename = 'projects_id_seq' and schemaname = current_schema()",
      );
      const next = row!.next;
      assert.equal((await get(f.data, `/data/projects/${next}`, f.keys.full)).statusCode, 404);
      await f.t.ctx.db.query(
        "insert into projects (environment_id, name, project_reference) values ($1, 'Newcomer', 'NEW-1')",
        [f.envA],
      );
      await eventuallyNamed(next, 'Newcomer');
    });

    it('bypasses the cache while the change feed is down, and resumes when it is back', { skip: backend.name !== 'postgres' && 'the embedded feed cannot break' }, async () => {
      const id = f.projectsA[3]!;
      await name(id);
      await f.t.ctx.db.query(
        // This test's own feed only: other test files run beside it in other schemas of the same database.
        `select pg_terminate_backend(pid) from pg_stat_activity
         where query = 'listen "pcas_data_changed"' and application_name = 'pcas/' || current_schema()`,
      );
      await eventually(() => !f.t.ctx.cache.listening, 'the cache knows its feed is lost');
      const { loads } = f.t.ctx.cache.stats.dataProject;
      await name(id);
      await name(id);
      assert.equal(f.t.ctx.cache.stats.dataProject.loads, loads + 2, 'every read went to the database');
      await eventually(() => f.t.ctx.cache.listening, 'the feed is back (it reconnects after a second)');
      await name(id);
      const { hits } = f.t.ctx.cache.stats.dataProject;
      await name(id);
      assert.equal(f.t.ctx.cache.stats.dataProject.hits, hits + 1, 'cached again');
    });
  });
}
