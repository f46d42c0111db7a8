import assert from 'node:assert/strict';
import Fastify from 'fastify';
import Type from 'typebox';
import { after, before, describe, it } from 'node:test';
import { listSnapshotBlock, snapshotPageIndex } from '../../../src/db/repositories/benchmark-snapshots.ts';
import { listProjectBlock, projectPageIndex } from '../../../src/db/repositories/projects.ts';
import type { ProjectStatus } from '../../../src/domain/projects/vocabulary.ts';
import { sendDataPage } from '../../../src/http/pagination.ts';
import { newestFirst, rowsOf } from '../../../src/services/projects/list-pages.ts';
import { Cache } from '../../../src/state/cache/cache.ts';
import { systemClock } from '../../../src/domain/clock.ts';
import { importProjects } from '../../../src/services/projects/project-import.ts';
import { createEnvironment } from '../../../src/services/tenancy/tenancy.ts';
import { project } from '../../helpers/projects.ts';
import { BACKENDS, migratedDatabase, statementsOf } from '../../helpers/storage.ts';
import { writer } from '../../helpers/clock.ts';

// Newest-first lists read by blocks from their page index (src/db/paging.ts, src/services/projects/list-pages.ts):
// every window at every offset is the one an OFFSET query gives, and a block costs one statement,
// whatever its depth.

const STATUSES: ProjectStatus[] = ['IN_PROGRESS', 'COMPLETED', 'PENDING'];


for (const backend of BACKENDS) {
  describe(`newest-first pages from a page index (${backend.name})`, () => {
    let handle: Awaited<ReturnType<typeof migratedDatabase>>;
    let reads: Cache;
    let envA: number;
    let envB: number;
    /** A window of A's projects (of one status) through the cache, as the Data API reads it. */
    const projects = async (status: ProjectStatus | undefined, limit: number, offset: number) => {
      const list = await newestFirst(reads, envA, { list: `projects|${status ?? ''}`, columns: 'status' }, { limit, offset }, {
        index: () => projectPageIndex(handle.db, envA, status),
        block: (index, block) => listProjectBlock(handle.db, index, { environmentId: envA, status, block }, ['status']),
      });
      return { items: rowsOf(list), total: list.total };
    };
    before(async () => {
      handle = await migratedDatabase(backend);
      reads = new Cache(systemClock);
      await reads.attach({ db: handle.db });
      envA = (await createEnvironment(handle.db, { name: 'A' })).id;
      envB = (await createEnvironment(handle.db, { name: 'B' })).id;
      // 350 projects over three statuses, every tenth pair created at the same instant (ties by id), each
      // with a snapshot or two; and another environment's, which no page may show.
      const rows = Array.from({ length: 350 }, (_, i) =>
        project(i, {
          status: STATUSES[i % 3],
          created_date: new Date(Date.UTC(2025, 0, 1) + Math.floor(i / (i % 10 === 0 ? 2 : 1)) * 3_600_000).toISOString(),
          benchmark_snapshots: Array.from({ length: 1 + (i % 2) }, (_s, j) => ({
            created_date: new Date(Date.UTC(2025, 6, 1) + (i * 2 + j) * 60_000).toISOString(),
            type: 'STANDARD' as const,
            model_value: 2000 + i,
          })),
        }),
      );
      await importProjects(writer(handle.db), envA, rows);
      await importProjects(writer(handle.db), envB, [project(1), project(2)]);
    });
    after(async () => {
      await reads.close();
      await handle.dispose();
    });

    const offsetQuery = (filter: string, params: unknown[], limit: number, offset: number) =>
      handle.db.query<{ id: number }>(
        `select id from projects where ${filter} order by created_date desc, id desc limit ${limit} offset ${offset}`,
        params,
      );

    it('gives the same windows as OFFSET at every offset, for every status, with the exact total', async () => {
      for (const status of [undefined, 'COMPLETED'] as const) {
        const filter = status ? 'environment_id = $1 and status = $2' : 'environment_id = $1';
        const params = status ? [envA, status] : [envA];
        const [{ total }] = (await handle.db.query<{ total: number }>(`select count(*)::int as total from projects where ${filter}`, params)) as [
          { total: number },
        ];
        for (const limit of [1, 50, 200]) {
          for (const offset of [0, 1, 99, 100, 101, 117, 199, 200, 250, total - 1, total, total + 5, 10_000]) {
            const page = await projects(status, limit, offset);
            const expected = await offsetQuery(filter, params, limit, offset);
            assert.equal(page.total, total, `${status ?? 'all'}: total`);
            assert.deepEqual(page.items.map((p) => p.id), expected.map((p) => p.id), `${status ?? 'all'} limit ${limit} offset ${offset}`);
            if (status) assert.ok(page.items.every((p) => p.status === status));
          }
        }
      }
      const other = await projectPageIndex(handle.db, envB);
      assert.equal(other.total, 2, 'each environment its own list');
    });

    it('reads a block in one statement however deep, and a window from the blocks it has read', async () => {
      reads.changed(envA);
      assert.equal(await statementsOf(handle.db, () => projects(undefined, 50, 310)), 2, 'the index, then block 3');
      assert.equal(await statementsOf(handle.db, () => projects(undefined, 50, 280)), 1, 'block 2; block 3 is known');
      assert.equal(await statementsOf(handle.db, () => projects(undefined, 60, 270)), 0, 'both blocks known');
      assert.equal(await statementsOf(handle.db, () => projects(undefined, 200, 10)), 2, 'blocks 0, 1 and 2: 0 and 1 new, 2 known');
    });

    it('pages benchmark snapshots the same way, for the environment and for one project', async () => {
      const [{ id: projectId }] = (await handle.db.query<{ id: number }>(
        'select project_id as id from benchmark_snapshots where environment_id = $1 group by project_id having count(*) = 2 limit 1',
        [envA],
      )) as [{ id: number }];
      for (const project of [undefined, projectId]) {
        const expected = await handle.db.query<{ id: number }>(
          `select id from benchmark_snapshots where environment_id = $1 ${project ? 'and project_id = $2' : ''}
           order by created_date desc, id desc`,
          project ? [envA, project] : [envA],
        );
        for (const offset of [0, 1, 100, 333, expected.length - 1]) {
          const page = await newestFirst(reads, envA, { list: `snapshots|${project ?? ''}`, columns: '*' }, { limit: 50, offset }, {
            index: () => snapshotPageIndex(handle.db, envA, project),
            block: (index, block) => listSnapshotBlock(handle.db, index, { environmentId: envA, projectId: project, block }),
          });
          assert.equal(page.total, expected.length);
          assert.deepEqual(rowsOf(page).map((s) => s.id), expected.slice(offset, offset + 50).map((s) => s.id), `offset ${offset}`);
        }
      }
    });
  });
}

describe('Data API pages cut out of JSON blocks', () => {
  const item = { schema: Type.Object({ n: Type.Integer() }), present: (row: object) => row };

  /** A Data API page of a synthetic list of 300 rows whose block 1 holds only `short` rows (deleted since its index). */
  async function page(window: { limit: number; offset: number }, short: number) {
    const cache = new Cache(systemClock); // not attached: every read loads, which is what this test wants
    const app = Fastify();
    const rows = (position: number) =>
      Array.from({ length: position === 1 ? short : 100 }, (_, i) => ({ n: position * 100 + i, extra: 'dropped' }));
    app.get('/page', async (_request, reply) => {
      const list = await newestFirst(cache, 1, { list: 'synthetic', columns: '*' }, window, {
        index: async () => ({ total: 300, anchors: [] }),
        block: async (_index: unknown, position: number) => rows(position),
      });
      return sendDataPage(reply, window, list, item);
    });
    const res = await app.inject({ url: '/page' });
    await app.close();
    return JSON.parse(res.body) as { items: { n: number }[]; pagination: object };
  }

  it('slices windows across blocks, serialising each row by the item schema', async () => {
    const { items, pagination } = await page({ limit: 150, offset: 50 }, 100);
    assert.deepEqual(items.map((i) => i.n), Array.from({ length: 150 }, (_, i) => 50 + i));
    assert.deepEqual(Object.keys(items[0]!), ['n'], 'only the schema’s members');
    assert.deepEqual(pagination, { limit: 150, offset: 50, total: 300 });
  });

  it('stays valid JSON when a block is shorter than its index says', async () => {
    for (const short of [20, 0]) {
      const { items } = await page({ limit: 200, offset: 50 }, short);
      const expected = [...Array.from({ length: 50 }, (_, i) => 50 + i), ...Array.from({ length: short }, (_, i) => 100 + i), ...Array.from({ length: 50 }, (_, i) => 200 + i)];
      assert.deepEqual(items.map((i) => i.n), expected, `block 1 of ${short} rows`);
    }
  });

  it('presents and serialises a block once per route, however many pages are cut out of it', async () => {
    const block = Array.from({ length: 100 }, (_, n) => ({ n }));
    let presented = 0;
    const counting = { schema: item.schema, present: (row: { n: number }) => ((presented += 1), row) };
    const app = Fastify();
    for (const url of ['/a', '/b']) {
      app.get(url, async (request, reply) => {
        const { offset } = request.query as { offset: string };
        const window = { limit: 10, offset: Number(offset) };
        return sendDataPage(reply, window, { parts: [{ block, from: window.offset, to: window.offset + 10 }], total: 100 }, counting);
      });
    }
    const items = async (url: string) => (JSON.parse((await app.inject({ url })).body) as { items: { n: number }[] }).items.map((i) => i.n);
    assert.deepEqual(await items('/a?offset=0'), [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    assert.deepEqual(await items('/a?offset=90'), [90, 91, 92, 93, 94, 95, 96, 97, 98, 99]);
    assert.equal(presented, 100, 'the block’s rows once, for both pages of /a');
    await items('/b?offset=0');
    assert.equal(presented, 200, 'another route presents the block its own way, once');
    await app.close();
  });
});
