import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { json } from '../helpers/app.ts';
import { assertConventions, type DataFixture, dataFixture, get } from '../helpers/data-api.ts';
import { BACKENDS } from '../helpers/storage.ts';

interface Page<T = Record<string, unknown>> {
  items: T[];
  pagination: { limit: number; offset: number; total: number };
}

for (const backend of BACKENDS) {
  describe(`Data API resources (${backend.name})`, () => {
    let f: DataFixture;
    const call = async <T = Record<string, unknown>>(url: string) => {
      const res = await get(f.data, url, f.keys.full);
      assert.equal(res.statusCode, 200, `${url}: ${res.body}`);
      assertConventions(res);
      return json<T>(res);
    };
    before(async () => {
      f = await dataFixture(backend);
    });
    after(() => f.close());

    it('pages projects newest first, ties by id, each exactly once, with an exact total', async () => {
      for (const limit of [1, 3, 4, 200]) {
        const seen: string[] = [];
        let offset = 0;
        for (;;) {
          const page = await call<Page<{ id: string }>>(`/data/projects?limit=${limit}&offset=${offset}`);
          assert.deepEqual(page.pagination, { limit, offset, total: 10 });
          seen.push(...page.items.map((p) => p.id));
          offset += page.items.length;
          if (offset >= page.pagination.total) break;
          assert.equal(page.items.length, limit, 'only the last page is short');
        }
        assert.deepEqual(seen, f.projectsA, `limit ${limit}`);
      }
      // Projects 7 and 9 share their created_date: the higher id comes first.
      const page = await call<Page<{ name: string; id: string }>>('/data/projects?limit=200');
      const tied = page.items.filter((p) => p.name === 'Project 7' || p.name === 'Project 9');
      assert.equal(tied.length, 2);
      assert.ok(BigInt(tied[0]!.id) > BigInt(tied[1]!.id));
    });

    it('defaults to limit 50, offset 0, and gives [] beyond the end', async () => {
      const first = await call<Page>('/data/projects');
      assert.deepEqual(first.pagination, { limit: 50, offset: 0, total: 10 });
      const beyond = await call<Page>('/data/projects?offset=10');
      assert.deepEqual(beyond, { items: [], pagination: { limit: 50, offset: 10, total: 10 } });
      const far = await call<Page>('/data/projects?offset=9007199254740991');
      assert.equal(far.items.length, 0);
    });

    it('filters by status, with the total of the filter', async () => {
      const completed = await call<Page<{ status: string }>>('/data/projects?status=COMPLETED&limit=200');
      assert.ok(completed.items.length > 0);
      assert.ok(completed.items.every((p) => p.status === 'COMPLETED'));
      assert.equal(completed.pagination.total, completed.items.length);
      const none = await call<Page>('/data/projects?status=NOT_YET_SECURED');
      assert.deepEqual(none.pagination.total, 0);
    });

    it('rejects bad paging and status with a 400 naming the parameter', async () => {
      const cases: [string, string][] = [
        ['limit=0', 'limit'],
        ['limit=201', 'limit'],
        ['limit=-1', 'limit'],
        ['limit=1.5', 'limit'],
        ['limit=abc', 'limit'],
        ['limit=', 'limit'],
        ['limit=1&limit=2', 'limit'],
        ['offset=-1', 'offset'],
        ['offset=x', 'offset'],
        ['offset=1.5', 'offset'],
        ['status=DONE', 'status'],
        ['status=completed', 'status'],
        ['cursor=', 'cursor'],
        ['cursor=not-a-cursor', 'cursor'],
        ['cursor=a%2Bb', 'cursor'],
        [`cursor=${'A'.repeat(401)}`, 'cursor'],
        ['modified_since=yesterday', 'modified_since'],
        ['modified_since=2026-01-01', 'modified_since'],
        ['modified_since=2026-01-01T00:00:00Z&offset=0', 'offset'],
      ];
      for (const route of ['/data/projects', '/data/benchmarks', '/data/reports']) {
        for (const [query, parameter] of cases) {
          if (parameter === 'status' && route !== '/data/projects') continue;
          const res = await get(f.data, `${route}?${query}`, f.keys.full);
          assert.equal(res.statusCode, 400, `${route}?${query}: ${res.body}`);
          const body = json(res);
          assert.equal(body.error, 'Bad Request');
          assert.equal(body.statusCode, 400);
          assert.match(String(body.message), new RegExp(`^${parameter}: `), `${route}?${query}`);
        }
      }
    });

    it('ignores unknown query parameters', async () => {
      const page = await call<Page>('/data/projects?limit=2&colour=blue');
      assert.equal(page.items.length, 2);
    });

    it('returns a project in full: summary and detail members, archived never null', async () => {
      const detail = await call<Record<string, unknown>>(`/data/projects/${f.richProject}`);
      assert.equal(detail.id, f.richProject);
      assert.equal(detail.name, 'Rich project');
      assert.equal(detail.client_reference, 'CL-1');
      assert.equal(detail.postcode, 'SW1A 1AA');
      assert.equal(detail.total_cost, 1_001_000);
      assert.equal(detail.archived, false);
      assert.equal(detail.description, null, 'absent values are present as null');
      assert.ok('rule_off_date_for_valuations' in detail);
      assert.ok(!('comments' in detail) && !('environment_id' in detail), 'nothing beyond SPEC');
      const archived = (await call<Page<{ archived: boolean; name: string }>>('/data/projects?limit=200')).items.find(
        (p) => p.name === 'Project 10',
      );
      assert.equal(archived?.archived, true);
    });

    it('returns risk assessment sets newest first with their assessments in order', async () => {
      const sets = await call<{ created_date: string; current_status: string; assessments: unknown[] }[]>(
        `/data/projects/${f.richProject}/risk-assessments`,
      );
      assert.deepEqual(
        sets.map((s) => [s.created_date, s.current_status]),
        [
          ['2026-03-01T10:00:00.000Z', 'APPROVED'],
          ['2026-02-01T10:00:00.000Z', 'DRAFT'],
        ],
      );
      assert.deepEqual(
        sets[0]!.assessments.map((a) => {
          const { id, ...rest } = a as { id: string };
          assert.match(id, /^\d+$/);
          return rest;
        }),
        [
          { category: 'Programme', value: 'Low', score: '1' },
          { category: 'Cost', value: null, score: null },
        ],
      );
      const empty = await call<unknown[]>(`/data/projects/${f.projectsA[0]}/risk-assessments`);
      assert.deepEqual(empty, []);
    });

    it('returns appraisal lines in display order with their labels', async () => {
      const lines = await call<{ label: string; budget: number; out_turn: number | null; last_modified_date: null }[]>(
        `/data/projects/${f.richProject}/appraisals`,
      );
      assert.deepEqual(
        lines.map((l) => [l.label, l.budget, l.out_turn]),
        [
          ['Land acquisition', 100, 110],
          ['Construction costs', 900, null],
          ['Brand new line', 5, null],
        ],
      );
    });

    it('pages benchmark snapshots newest first, for one project when asked', async () => {
      const all = await call<Page<{ project_id: string; type: string; created_date: string }>>('/data/benchmarks');
      assert.equal(all.pagination.total, 2);
      assert.deepEqual(
        all.items.map((s) => [s.type, s.created_date]),
        [
          ['COMPOSITE', '2026-04-15T00:00:00.000Z'],
          ['STANDARD', '2026-02-15T00:00:00.000Z'],
        ],
      );
      const one = await call<Page>(`/data/benchmarks?projectId=${f.richProject}&limit=1&offset=1`);
      assert.deepEqual(one.pagination, { limit: 1, offset: 1, total: 2 });
      const other = await call<Page>(`/data/benchmarks?projectId=${f.projectsA[0]}`);
      assert.deepEqual(other, { items: [], pagination: { limit: 50, offset: 0, total: 0 } });
    });

    it('pages report metadata newest first and gives a report’s risk statuses', async () => {
      const reports = await call<Page<{ id: string; month: number; type: string; period: string; project: object }>>(
        '/data/reports',
      );
      assert.deepEqual(reports.items.map((r) => r.id), f.reportsA);
      assert.deepEqual(
        reports.items.map((r) => [r.month, r.type, r.period]),
        [
          [3, 'INTERIM', 'MONTHLY'],
          [2, 'INTERIM', 'MONTHLY'],
        ],
      );
      assert.deepEqual(reports.items[0]!.project, {
        id: f.richProject,
        name: 'Rich project',
        project_reference: 'REF-0001',
      });
      const detail = await call<{ risk_statuses: Record<string, unknown>[] }>(`/data/reports/${f.reportsA[1]}`);
      assert.deepEqual(
        detail.risk_statuses.map(({ id: _id, ...rest }) => rest),
        [
          { category: 'Cost', description: 'On budget', legend: 'Green', legend_colour: '#2E7D32', month: 2, year: 2026 },
          { category: 'Programme', description: null, legend: 'Red', legend_colour: '#C62828', month: 2, year: 2026 },
        ],
      );
      const bare = await call<{ risk_statuses: unknown[] }>(`/data/reports/${f.reportsA[0]}`);
      assert.deepEqual(bare.risk_statuses, []);
    });
  });
}
