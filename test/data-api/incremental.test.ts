import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Database } from '../../src/db/database.ts';
import { encodeCursor } from '../../src/services/data/change-cursors.ts';
import { createDataKey } from '../../src/services/identity/data-keys.ts';
import { createEnvironment } from '../../src/services/tenancy/tenancy.ts';
import { json } from '../helpers/app.ts';
import { assertConventions, type DataFixture, dataFixture, get } from '../helpers/data-api.ts';
import { settled } from '../helpers/changes.ts';
import { assertDocumented, openApiOf } from '../helpers/openapi.ts';
import { BACKENDS } from '../helpers/storage.ts';

// Incremental reads of the Data API (D-55): `modified_since` and `cursor` on the three lists, oldest
// change first, paged by `next_cursor`. A client that follows the cursors until a page is empty, and
// resumes later from its last one, receives every item changed after it began, however long a writer
// held its transaction open.

interface ChangesPage<T = { id: string }> {
  items: T[];
  pagination: { limit: number; next_cursor: string };
}

for (const backend of BACKENDS) {
  describe(`Data API incremental reads (${backend.name})`, () => {
    let f: DataFixture;
    let doc: Awaited<ReturnType<typeof openApiOf>>;
    let db: Database;
    /** Environment C: the projects these tests change, and its key. */
    let envC = 0;
    let keyC = '';
    const path = (url: string) => url.split('?')[0]!;

    const call = async <T = { id: string }>(url: string, key = keyC) => {
      const res = await get(f.data, url, key);
      assert.equal(res.statusCode, 200, `${url}: ${res.body}`);
      assertConventions(res);
      assertDocumented(doc, 'GET', path(url), res);
      return json<ChangesPage<T>>(res);
    };
    const rejected = async (url: string, parameter: string, key = keyC) => {
      const res = await get(f.data, url, key);
      assert.equal(res.statusCode, 400, `${url}: ${res.body}`);
      assertDocumented(doc, 'GET', path(url), res);
      const body = json(res);
      assert.equal(body.error, 'Bad Request');
      assert.match(String(body.message), new RegExp(`^${parameter}: `), `${url}: ${body.message}`);
      return String(body.message);
    };
    /** `url` with its cursor set to `cursor`, its other parameters as they were (the cursor's filters again). */
    const withCursor = (url: string, cursor: string) => {
      const at = new URL(url, 'http://data');
      at.searchParams.set('cursor', cursor);
      return `${at.pathname}${at.search}`;
    };
    /** Follows next_cursor from `start` until a page is empty: the ids in the order received, and the last cursor. */
    const walk = async (start: string, key = keyC) => {
      const ids: string[] = [];
      let url = start;
      let pages = 0;
      for (;;) {
        const page = await call(url, key);
        pages += 1;
        assert.ok(page.pagination.next_cursor, 'every page has a next_cursor');
        if (page.items.length === 0) return { ids, cursor: page.pagination.next_cursor, pages };
        ids.push(...page.items.map((i) => i.id));
        url = withCursor(start, page.pagination.next_cursor);
      }
    };
    /** Ids of C's projects in the order of their last write. */
    const changeOrder = async () =>
      (
        await db.query<{ id: string }>(`select p.id::text as id from projects p where p.environment_id = $1 order by p.change_xid, p.id`, [envC])
      ).map((r) => r.id);
    const insertProjects = (count: number, prefix: string) =>
      db.query<{ id: string }>(
        `insert into projects (environment_id, name, project_reference, status)
         select $1, $2 || g, $2 || g, case when g % 4 = 0 then 'COMPLETED' else 'IN_PROGRESS' end from generate_series(1, $3::int) g
         returning id::text as id`,
        [envC, prefix, count],
      );

    before(async () => {
      f = await dataFixture(backend);
      doc = await openApiOf(f.data);
      db = f.t.ctx.db;
      envC = (await createEnvironment(db, { name: 'C' })).id;
      keyC = (await createDataKey(db, envC, { name: 'sync', scopes: ['data:projects', 'data:benchmarks', 'data:reports'] })).key;
    });
    after(() => f.close());

    it('walks 1,000 changes in pages, each once, in the order they were written', async () => {
      // Written in ten transactions of 60 and 400 of one, then 50 of them written again (they move on).
      for (let t = 0; t < 10; t++) await insertProjects(60, `Batch ${t}-`);
      for (let i = 0; i < 400; i++) await insertProjects(1, `Single ${i}-`);
      await db.query(
        `update projects set total_cost = 1000 where id in (select id from projects where environment_id = $1 order by id limit 50)`,
        [envC],
      );
      await settled(db);
      const expected = await changeOrder();
      assert.equal(expected.length, 1000);
      for (const limit of [37, 200]) {
        const { ids, cursor, pages } = await walk(`/data/projects?modified_since=1970-01-01T00:00:00Z&limit=${limit}`);
        assert.deepEqual(ids, expected, `limit ${limit}: every project once, oldest change first, ties by id`);
        assert.equal(pages, Math.ceil(1000 / limit) + 1, 'the pages of items, then one empty page');
        // The bookmark keeps giving nothing while nothing changes, and a bookmark back.
        const again = await call(`/data/projects?cursor=${cursor}`);
        assert.deepEqual(again.items, []);
        assert.ok(again.pagination.next_cursor);
        assert.deepEqual((await call(`/data/projects?cursor=${again.pagination.next_cursor}`)).items, []);
      }
    });

    it('gives on resume what changed after the client finished, and only that', async () => {
      const { cursor } = await walk('/data/projects?modified_since=1970-01-01T00:00:00Z&limit=200');
      const [moved] = await db.query<{ id: string }>(
        `update projects set name = 'Moved on' where id = (select min(id) from projects where environment_id = $1) returning id::text as id`,
        [envC],
      );
      const [added] = await insertProjects(1, 'Added ');
      await settled(db);
      const resumed = await walk(`/data/projects?cursor=${cursor}`);
      assert.deepEqual(resumed.ids, [moved!.id, added!.id]);
      const page = await call<{ id: string; name: string }>(`/data/projects?cursor=${cursor}`);
      assert.equal(page.items[0]!.name, 'Moved on', 'the item as it is now');
    });

    it('gives a project again when what the Data API shows under it changes: its risk assessments, its appraisal lines', async () => {
      const { cursor } = await walk('/data/projects?modified_since=1970-01-01T00:00:00Z&limit=200');
      const [p, q] = (await changeOrder()).slice(0, 2) as [string, string];
      const [set] = await db.query<{ id: number }>(
        `insert into risk_assessment_sets (environment_id, project_id, current_status) values ($1, $2, 'DRAFT') returning id`,
        [envC, p],
      );
      await settled(db);
      const first = await walk(`/data/projects?cursor=${cursor}`);
      assert.deepEqual(first.ids, [p]);
      await db.query(`insert into risk_assessments (environment_id, set_id, category, value) values ($1, $2, 'Cost', 'Low')`, [envC, set!.id]);
      const [setting] = await db.query<{ id: number }>(
        `insert into input_settings (environment_id, kind, input_field, input_value) values ($1, 'APPRAISAL', 'fees', 'Fees') returning id`,
        [envC],
      );
      await db.query(`insert into project_cost_inputs (environment_id, project_id, input_setting_id, budget) values ($1, $2, $3, 10)`, [
        envC,
        q,
        setting!.id,
      ]);
      await settled(db);
      const second = await walk(`/data/projects?cursor=${first.cursor}`);
      assert.deepEqual(second.ids, [p, q]);
      // A label is its setting's value: renaming the setting changes what the project's appraisals show.
      await db.query(`update input_settings set input_value = 'Professional fees' where id = $1`, [setting!.id]);
      await settled(db);
      const third = await walk(`/data/projects?cursor=${second.cursor}`);
      assert.deepEqual(third.ids, [q]);
      // Removing a line or a set is a change too.
      await db.query(`delete from project_cost_inputs where project_id = $1`, [q]);
      await db.query(`delete from risk_assessment_sets where id = $1`, [set!.id]);
      await settled(db);
      assert.deepEqual((await walk(`/data/projects?cursor=${third.cursor}`)).ids, [q, p], 'in the order of the removals');
    });

    it('gives a report again when its risk statuses change or its project is renamed', async () => {
      const { ids, cursor } = await walk('/data/reports?modified_since=1970-01-01T00:00:00Z', f.keys.full);
      assert.deepEqual([...ids].sort(), [...f.reportsA].sort(), 'every report of A once');
      const [report] = f.reportsA;
      await db.query(
        `insert into interim_risk_statuses (environment_id, report_id, category, month, year) values ($1, $2, 'Design', 3, 2026)`,
        [f.envA, report],
      );
      await settled(db);
      const statuses = await walk(`/data/reports?cursor=${cursor}`, f.keys.full);
      assert.deepEqual(statuses.ids, [report]);
      await db.query(`update projects set name = 'Rich project, renamed' where id = $1`, [f.richProject]);
      await db.query(`update projects set total_cost = 5 where id = $1`, [f.richProject]);
      await settled(db);
      const renamed = await walk(`/data/reports?cursor=${statuses.cursor}`, f.keys.full);
      assert.deepEqual([...renamed.ids].sort(), [...f.reportsA].sort(), 'a rename moves every report of the project, another write none');
      const page = await call<{ project: { name: string } }>(`/data/reports?cursor=${statuses.cursor}`, f.keys.full);
      assert.equal(page.items[0]!.project.name, 'Rich project, renamed');
    });

    it('filters by modified_since (projects and reports by last_modified_date, snapshots by created_date) and keeps the filter in the cursor', async () => {
      const recent = await db.query<{ id: string }>(
        `update projects set last_modified_date = '2031-05-01T00:00:00Z'
         where id in (select id from projects where environment_id = $1 order by id desc limit 3) returning id::text as id`,
        [envC],
      );
      await db.query(`update projects set last_modified_date = '2031-04-30T23:59:59.999Z' where id = (select min(id) from projects where environment_id = $1)`, [envC]);
      await settled(db);
      const since = await walk('/data/projects?modified_since=2031-05-01T00:00:00Z&limit=2');
      assert.deepEqual([...since.ids].sort(), recent.map((r) => r.id).sort(), 'at or after the instant, and nothing before it');
      // Another zone, the same instant: the same list.
      assert.deepEqual((await walk('/data/projects?modified_since=2031-05-01T01:00:00%2B01:00&limit=2')).ids, since.ids);
      // The cursor keeps the filter: a project modified before it, written now, is not given.
      await db.query(`update projects set name = 'Old but written' where id = (select min(id) from projects where environment_id = $1)`, [envC]);
      await db.query(`update projects set name = 'New and written' where id = $1`, [recent[0]!.id]);
      await settled(db);
      assert.deepEqual((await walk(`/data/projects?cursor=${since.cursor}`)).ids, [recent[0]!.id]);
      // The same filter again is welcome; another one is 400.
      await call(`/data/projects?cursor=${since.cursor}&modified_since=2031-05-01T00:00:00.000Z`);
      assert.match(
        await rejected(`/data/projects?cursor=${since.cursor}&modified_since=2031-05-02T00:00:00Z`, 'cursor'),
        /modified_since=2031-05-01T00:00:00.000Z/,
      );
      assert.match(await rejected(`/data/projects?cursor=${since.cursor}&status=COMPLETED`, 'cursor'), /no status/);

      const snapshots = await call<{ created_date: string }>('/data/benchmarks?modified_since=2026-03-01T00:00:00Z', f.keys.full);
      assert.deepEqual(snapshots.items.map((s) => s.created_date), ['2026-04-15T00:00:00.000Z']);
      const reports = await call<{ last_modified_date: string }>('/data/reports?modified_since=2026-03-01T00:00:00Z', f.keys.full);
      assert.ok(reports.items.length > 0 && reports.items.every((r) => r.last_modified_date >= '2026-03-01T00:00:00.000Z'));
    });

    it('filters by status and by projectId, and the cursor carries them', async () => {
      const completed = await walk('/data/projects?status=COMPLETED&modified_since=1970-01-01T00:00:00Z&limit=50');
      const expected = (
        await db.query<{ id: string }>(
          `select p.id::text as id from projects p where p.environment_id = $1 and p.status = 'COMPLETED' order by p.change_xid, p.id`,
          [envC],
        )
      ).map((r) => r.id);
      assert.deepEqual(completed.ids, expected);
      const [pending] = await insertProjects(1, 'Status ');
      const [done] = await db.query<{ id: string }>(`update projects set status = 'COMPLETED' where id = $1 returning id::text as id`, [pending!.id]);
      await insertProjects(3, 'In progress ');
      await settled(db);
      assert.deepEqual((await walk(`/data/projects?cursor=${completed.cursor}`)).ids, [done!.id]);
      assert.deepEqual((await walk(`/data/projects?cursor=${completed.cursor}&status=COMPLETED`)).ids, [done!.id]);

      const one = await walk(`/data/benchmarks?projectId=${f.richProject}&modified_since=1970-01-01T00:00:00Z`, f.keys.full);
      assert.equal(one.ids.length, 2);
      assert.match(await rejected(`/data/benchmarks?cursor=${one.cursor}&projectId=${f.projectsA[0]}`, 'cursor', f.keys.full), /projectId=/);
      const res = await get(f.data, `/data/benchmarks?projectId=${f.projectB}&modified_since=1970-01-01T00:00:00Z`, f.keys.full);
      assert.equal(res.statusCode, 404);
      assert.equal(json(res).message, 'Project not found');
    });

    it('answers 400 naming offset when it comes with cursor or modified_since', async () => {
      const { pagination } = await call('/data/projects?modified_since=1970-01-01T00:00:00Z&limit=1');
      for (const route of ['/data/projects', '/data/benchmarks', '/data/reports']) {
        for (const query of ['modified_since=1970-01-01T00:00:00Z&offset=0', 'offset=5&modified_since=2026-01-01T00:00:00Z']) {
          await rejected(`${route}?${query}`, 'offset');
        }
      }
      await rejected(`/data/projects?cursor=${pagination.next_cursor}&offset=0`, 'offset');
    });

    it('answers 400 naming the parameter for a malformed modified_since', async () => {
      for (const value of ['yesterday', '2026-01-01', '2026-01-01T00:00:00', '2026-13-01T00:00:00Z', '0000-01-01T00:00:00Z', '']) {
        await rejected(`/data/projects?modified_since=${encodeURIComponent(value)}`, 'modified_since');
      }
    });

    it('answers 400 naming cursor for a malformed, forged, altered or other list’s cursor', async () => {
      const { pagination } = await call('/data/projects?modified_since=1970-01-01T00:00:00Z&limit=1');
      const good = pagination.next_cursor;
      const bytes = Buffer.from(good, 'base64url');
      const payload = bytes.subarray(0, bytes.length - 32);
      const flipped = Buffer.from(bytes);
      flipped[3] = flipped[3]! ^ 1;
      const moved = Buffer.from(payload.toString().replace(/,(\d+)\]$/, ',1]'));
      const forged = Buffer.concat([moved, createHmac('sha256', 'guessed secret').update(moved).digest()]);
      const reports = (await call('/data/reports?modified_since=1970-01-01T00:00:00Z', f.keys.full)).pagination.next_cursor;
      const cases: [string, RegExp?][] = [
        ['abc'],
        ['a+b/c='],
        [''],
        ['x'.repeat(401)],
        [Buffer.alloc(60, 7).toString('base64url')],
        [flipped.toString('base64url')],
        [Buffer.concat([moved, bytes.subarray(bytes.length - 32)]).toString('base64url')],
        [forged.toString('base64url')],
        [`${good}A`],
        [good.slice(0, -1)],
      ];
      for (const [cursor] of cases) await rejected(`/data/projects?cursor=${encodeURIComponent(cursor)}`, 'cursor');
      // A reports cursor of this environment, on the projects list.
      assert.match(await rejected(`/data/projects?cursor=${reports}`, 'cursor', f.keys.full), /\/data\/reports/);
    });

    it('keeps environments apart: a cursor of one environment is 400 with another’s key, and a walk gives only its own', async () => {
      const a = await walk('/data/projects?modified_since=1970-01-01T00:00:00Z', f.keys.full);
      assert.deepEqual([...a.ids].sort(), [...f.projectsA].sort());
      await rejected(`/data/projects?cursor=${a.cursor}`, 'cursor', f.keys.otherEnv);
      await rejected(`/data/projects?cursor=${a.cursor}`, 'cursor', keyC);
      const b = await walk('/data/projects?modified_since=1970-01-01T00:00:00Z', f.keys.otherEnv);
      assert.equal(b.ids.length, 2);
      assert.ok(!b.ids.some((id) => f.projectsA.includes(id)));
    });

    it('answers 400 for a cursor ahead of every transaction of the database (one of a copy it was restored from)', async () => {
      const ahead = await encodeCursor(f.t.ctx.secrets, envC, 'projects', { status: null, projectId: null, modifiedSince: null }, {
        xid: '900000000000000',
        id: 1,
      });
      assert.match(await rejected(`/data/projects?cursor=${ahead}`, 'cursor'), /ahead of this database/);
    });

    it('counts one unit of quota per page', async () => {
      const { key } = await createDataKey(db, envC, { name: 'metered', quota: { limit: 1000, period: 'MONTH' } });
      const remaining: number[] = [];
      let url = '/data/projects?modified_since=1970-01-01T00:00:00Z&limit=200';
      for (let i = 0; i < 4; i++) {
        const res = await get(f.data, url, key);
        assert.equal(res.statusCode, 200);
        remaining.push(Number(res.headers['x-quota-remaining']));
        url = `/data/projects?cursor=${json<ChangesPage>(res).pagination.next_cursor}`;
      }
      assert.deepEqual(remaining, [999, 998, 997, 996]);
    });

    it('documents both answers of each list, and the new parameters', () => {
      for (const route of ['/data/projects', '/data/benchmarks', '/data/reports']) {
        const op = (doc.paths[route] as Record<string, { parameters?: { name: string }[]; responses: Record<string, unknown> }>).get!;
        const names = (op.parameters ?? []).map((p) => p.name);
        for (const name of ['limit', 'offset', 'modified_since', 'cursor']) assert.ok(names.includes(name), `${route} documents ${name}`);
        const schema = JSON.stringify(op.responses['200']);
        assert.ok(schema.includes('next_cursor') && schema.includes('"total"'), `${route} documents both pages`);
      }
    });

    if (backend.name === 'postgres') {
      it('misses no change committed after the client passed it: a transaction held open is read on resume', async () => {
        const [project] = await insertProjects(1, 'Held ');
        await settled(db);
        const before = await walk('/data/projects?modified_since=1970-01-01T00:00:00Z&limit=200');
        let release!: () => void;
        const held = new Promise<void>((resolve) => (release = resolve));
        let written!: () => void;
        const wrote = new Promise<void>((resolve) => (written = resolve));
        // Another connection changes the project, stamping it with an earlier time, and stays open.
        const open = db.transaction(async (tx) => {
          await tx.query(`update projects set name = 'Changed while open', last_modified_date = clock_timestamp() where id = $1`, [
            project!.id,
          ]);
          written();
          await held;
        });
        await wrote;
        // Meanwhile another project changes and commits.
        const [later] = await insertProjects(1, 'Committed meanwhile ');
        // The client walks to the end while the change is uncommitted, and keeps its cursor.
        const during = await walk(`/data/projects?cursor=${before.cursor}`);
        const finishedAt = (await db.query<{ at: string }>('select clock_timestamp() as at'))[0]!.at;
        assert.ok(!during.ids.includes(project!.id), 'an uncommitted change is not given');
        release();
        await open;
        await settled(db);
        const [row] = await db.query<{ last_modified_date: string }>('select last_modified_date from projects where id = $1', [project!.id]);
        assert.ok(row!.last_modified_date < finishedAt, 'its time is before the client finished: a read by time would have passed it');
        const resumed = await walk(`/data/projects?cursor=${during.cursor}`);
        assert.ok(resumed.ids.includes(project!.id), 'the change committed after the walk is given on resume');
        assert.ok([...during.ids, ...resumed.ids].includes(later!.id), 'and so is the one committed meanwhile');
        const page = await call<{ id: string; name: string }>(`/data/projects?cursor=${during.cursor}`);
        assert.equal(page.items.find((p) => p.id === project!.id)?.name, 'Changed while open');
      });
    }
  });
}
