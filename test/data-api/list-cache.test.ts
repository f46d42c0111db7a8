import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { json } from '../helpers/app.ts';
import { eventually } from '../helpers/eventually.ts';
import { type DataFixture, dataFixture, get } from '../helpers/data-api.ts';
import { BACKENDS } from '../helpers/storage.ts';

// Data API list pages come from the read cache, kept until their environment changes: a repeated page
// costs no statement, a change shows at once (after its notification), and another environment's pages
// stay cached.

interface Page {
  items: { id: string; name?: string }[];
  pagination: { total: number };
}

for (const backend of BACKENDS) {
  describe(`Data API list pages from the read cache (${backend.name})`, () => {
    let f: DataFixture;
    const page = async (url: string, key = f.keys.full) => {
      const res = await get(f.data, url, key);
      assert.equal(res.statusCode, 200, `${url}: ${res.body}`);
      return json<Page>(res);
    };
    /** The cache's hits and loads of lists' page indexes and blocks while `run` runs. */
    const counted = async (run: () => Promise<unknown>) => {
      const { pageIndex, pageBlock } = f.t.ctx.cache.stats;
      const sum = () => ({ hits: pageIndex.hits + pageBlock.hits, loads: pageIndex.loads + pageBlock.loads + pageIndex.joined + pageBlock.joined });
      const before = sum();
      await run();
      const after = sum();
      return { hits: after.hits - before.hits, loads: after.loads - before.loads };
    };
    before(async () => {
      f = await dataFixture(backend);
    });
    after(() => f.close());

    it('serves a repeated page of each list from memory', async () => {
      for (const url of ['/data/projects?limit=3&offset=2', '/data/benchmarks?limit=2', '/data/reports?limit=2']) {
        const first = await page(url);
        const again = await counted(async () => assert.deepEqual(await page(url), first, url));
        assert.deepEqual(again, { hits: 2, loads: 0 }, `${url}: the list's index and its one block, nothing loaded`);
      }
    });

    it('shows a change of the environment, and keeps the other environment’s pages', async () => {
      const url = '/data/projects?limit=200';
      await page(url);
      await page(url, f.keys.otherEnv);
      const [first] = (await page(url)).items as [{ id: string }];
      await f.t.ctx.db.query("update projects set name = 'Renamed in A' where id = $1", [first.id]);
      await eventually(async () => (await page(url)).items[0]!.name === 'Renamed in A', 'the renamed project is listed');
      const other = await counted(() => page(url, f.keys.otherEnv));
      assert.deepEqual(other, { hits: 2, loads: 0 }, 'B’s index and block survived A’s change');
    });

    it('counts a new project at once in the total of every page', async () => {
      const before = (await page('/data/projects?limit=1&offset=5')).pagination.total;
      await f.t.ctx.db.query("insert into projects (environment_id, name, project_reference) values ($1, 'Newcomer', 'NEW-LC')", [
        f.envA,
      ]);
      await eventually(async () => (await page('/data/projects?limit=1&offset=5')).pagination.total !== before, 'the total changes');
      assert.equal((await page('/data/projects?limit=1&offset=5')).pagination.total, before + 1);
      assert.equal((await page('/data/projects?limit=1')).items[0]!.name, 'Newcomer', 'newest first');
    });
  });
}
