import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { dataListener } from '../../src/data-api/index.ts';
import { buildListener, type Listener } from '../../src/http/listener.ts';
import { createDataKey } from '../../src/services/identity/data-keys.ts';
import { importProjects } from '../../src/services/projects/project-import.ts';
import { assignProjectToUser } from '../../src/services/tenancy/tenancy.ts';
import { buildTestApp, json, type TestApp } from '../helpers/app.ts';
import { as, environmentWithUsers, type SignedIn } from '../helpers/platform.ts';
import { project } from '../helpers/projects.ts';
import { BACKENDS } from '../helpers/storage.ts';

// Lists read newest first, under concurrent writes to one project: each comes back in time order (ties
// by id, highest first), that order is the order in which the changes were applied (their ids, and the
// numbers they took), and walking its pages yields every item exactly once. On PostgreSQL the writes
// run side by side on several connections; PGlite has one connection, so there they queue.

const WRITES = 50;

/** `created` never goes up down the list, and where it ties the id goes down. */
function assertNewestFirst<T>(items: readonly T[], key: (item: T) => [time: string, id: number], what: string) {
  for (let i = 1; i < items.length; i += 1) {
    const [time, id] = key(items[i]!);
    const [newerTime, newerId] = key(items[i - 1]!);
    const [at, newerAt] = [Date.parse(time), Date.parse(newerTime)];
    assert.ok(at < newerAt || (at === newerAt && id < newerId), `${what}: item ${i} (${time}, ${id}) follows (${newerTime}, ${newerId})`);
  }
}

/** Ids, strictly decreasing: the newest-first list is also the order in which the rows were written. */
function assertDecreasing(values: readonly number[], what: string) {
  for (let i = 1; i < values.length; i += 1) assert.ok(values[i]! < values[i - 1]!, `${what}: ${values[i - 1]} then ${values[i]}`);
}

function ok<T>(res: LightMyRequestResponse, status = 200): T {
  assert.equal(res.statusCode, status, res.body);
  return json<T>(res);
}

for (const backend of BACKENDS) {
  describe(`newest-first lists under concurrent writes to one project (${backend.name})`, () => {
    let t: TestApp;
    let data: Listener;
    let admin: SignedIn;
    let member: SignedIn;
    let dataKey: string;
    let projectId: number;
    let serial = 0;

    before(async () => {
      t = await buildTestApp(backend, 'platform');
      data = await buildListener(dataListener, t.ctx);
      await data.ready();
      const A = await environmentWithUsers(t, 'Concurrent Lender');
      admin = A.users.ADMIN;
      member = A.users.MEMBER;
      projectId = (await importProjects(t.ctx, A.env, [project(1)]))[0]!.id;
      await assignProjectToUser(t.ctx.db, A.env, member.id, projectId);
      dataKey = (await createDataKey(t.ctx.db, A.env, { name: 'time order' })).key;
    });
    after(async () => {
      await data.close();
      await t.close();
    });

    /** `WRITES` requests at once, alternately by the ADMIN and the MEMBER; each must answer `status`. */
    async function together(write: (user: SignedIn, i: number) => Promise<LightMyRequestResponse>, status = 201) {
      const answers = await Promise.all(Array.from({ length: WRITES }, (_, i) => write(i % 2 ? admin : member, i)));
      for (const res of answers) assert.equal(res.statusCode, status, res.body);
      return answers;
    }

    it('the audit trail: time order is the order of the changes, and paging with before yields every event once', async () => {
      await together((user, i) =>
        i % 5 === 4
          ? as(t, user).post(`/projects/${projectId}/risk-assessments`, { assessments: [{ category: `Set ${i}` }] })
          : as(t, user).post(`/projects/${projectId}/facilities`, { name: `Facility ${i}`, amount: i }),
      );
      interface Event {
        id: number;
        kind: string;
        created_at: string;
        details: { facility_id?: number; risk_assessment_set_id?: number };
      }
      const all = ok<Event[]>(await as(t, admin).get(`/projects/${projectId}/events?limit=500`));
      assert.equal(all.length, WRITES + 1, 'every write and the creation');
      assert.equal(all.at(-1)!.kind, 'PROJECT_CREATED');
      assertNewestFirst(all, (e) => [e.created_at, e.id], 'events');
      assertDecreasing(all.map((e) => e.id), 'event ids');
      // The records the changes wrote come in the same order as their events.
      assertDecreasing(all.flatMap((e) => e.details.facility_id ?? []), 'facility ids in event order');
      assertDecreasing(all.flatMap((e) => e.details.risk_assessment_set_id ?? []), 'risk assessment set ids in event order');

      const walked: Event[] = [];
      let before: number | undefined;
      for (;;) {
        const page = ok<Event[]>(await as(t, member).get(`/projects/${projectId}/events?limit=7${before ? `&before=${before}` : ''}`));
        if (page.length === 0) break;
        walked.push(...page);
        before = page.at(-1)!.id;
      }
      assert.deepEqual(walked, all, 'every event once, in the same order');
      const unknown = all[0]!.id + 1_000_000;
      assert.deepEqual(ok(await as(t, member).get(`/projects/${projectId}/events?before=${unknown}`)), [], 'no event is after one that is not there');

      const facilities = ok<{ id: number; created_at: string }[]>(await as(t, member).get(`/projects/${projectId}/facilities`));
      assertNewestFirst(facilities.toReversed(), (f) => [f.created_at, f.id], 'facilities (oldest first)');
      const sets = ok<{ id: number; created_date: string }[]>(await as(t, member).get(`/projects/${projectId}/risk-assessments`));
      assert.equal(sets.length, WRITES / 5);
      assertNewestFirst(sets, (s) => [s.created_date, s.id], 'risk assessment sets');
      assertDecreasing(sets.map((s) => s.id), 'risk assessment set ids');
    });

    it('document studio: concurrent saves of one report take consecutive versions whose times follow them', async () => {
      const saves = await together((user, i) =>
        as(t, user).post(`/projects/${projectId}/document-studio/reports`, {
          reportName: 'Monthly monitoring',
          content: { blocks: [{ type: 'narrative', content: `<p>Save ${i}</p>` }] },
        }),
      );
      const reportId = json<{ reportId: string }>(saves[0]!).reportId;
      const versionsUrl = `/projects/${projectId}/document-studio/reports/${reportId}/versions`;
      interface Version {
        version: number;
        created_at: string;
      }
      const all = ok<Version[]>(await as(t, member).get(`${versionsUrl}?limit=500`));
      assert.deepEqual(
        all.map((v) => v.version),
        Array.from({ length: WRITES }, (_, i) => WRITES - i),
      );
      assertNewestFirst(all, (v) => [v.created_at, v.version], 'versions');

      const walked: Version[] = [];
      let before: number | undefined;
      for (;;) {
        const page = ok<Version[]>(await as(t, member).get(`${versionsUrl}?limit=6${before ? `&before=${before}` : ''}`));
        if (page.length === 0) break;
        walked.push(...page);
        before = page.at(-1)!.version;
      }
      assert.deepEqual(walked, all, 'every version once, in the same order');
      assert.deepEqual(ok(await as(t, member).get(`${versionsUrl}?before=${WRITES + 1}`)), [], 'no version is after one that is not there');

      // The report was last saved when its latest version was; first saved when version 1 was.
      const [report] = ok<{ id: string; latest_version: number; created_at: string; updated_at: string }[]>(
        await as(t, member).get(`/projects/${projectId}/document-studio/reports`),
      );
      assert.deepEqual(report, {
        id: reportId,
        name: 'Monthly monitoring',
        latest_version: WRITES,
        created_at: all.at(-1)!.created_at,
        updated_at: all[0]!.created_at,
      });
    });

    it('interim reports: concurrent drawdowns listed in time order, on the Platform and the Data API, each page once', async () => {
      serial += 1;
      const created = await together((user, i) =>
        as(t, user).post('/reports/drawdown', {
          project_id: projectId,
          month: (i % 12) + 1,
          year: 2030 + serial,
          edition: Math.floor(i / 12) + 1,
          aggregate: { amount: 1000 + i },
          facility: [],
          riskStatus: [],
        }),
      );
      const byId = new Map(created.map((res) => json<{ id: number; created_date: string }>(res)).map((c) => [c.id, c.created_date]));
      interface Drawdown {
        id: number;
        created_date: string;
      }
      const walked: Drawdown[] = [];
      for (let page = 1; ; page += 1) {
        const answer = ok<{ data: Drawdown[]; meta: { total: number; next: number | null } }>(
          await as(t, member).get(`/projects/${projectId}/interim-reports?perPage=9&page=${page}`),
        );
        walked.push(...answer.data);
        assert.equal(answer.meta.total, WRITES);
        if (answer.meta.next === null) break;
      }
      assert.deepEqual(walked.map((d) => d.id).toSorted((a, b) => a - b), [...byId.keys()].toSorted((a, b) => a - b), 'each once');
      for (const d of walked) assert.equal(d.created_date, byId.get(d.id), 'listed with the time its creation answered');
      assertNewestFirst(walked, (d) => [d.created_date, d.id], 'interim reports');
      assertDecreasing(walked.map((d) => d.id), 'interim report ids');

      const onData: { id: string; created_date: string }[] = [];
      for (let offset = 0; ; offset += 11) {
        const res = await data.inject({ method: 'GET', url: `/data/reports?limit=11&offset=${offset}`, headers: { 'x-api-key': dataKey } });
        const page = ok<{ items: { id: string; created_date: string }[] }>(res).items;
        if (page.length === 0) break;
        onData.push(...page);
      }
      assert.deepEqual(
        onData.map((r) => [Number(r.id), r.created_date]),
        walked.map((d) => [d.id, d.created_date]),
        'the Data API lists the same reports in the same order',
      );
    });
  });
}
