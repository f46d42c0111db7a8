import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type AdminClient, ApiError, createAdminClient, createDataClient, type DataClient, NetworkError, QuotaExceededError, TimeoutError } from '../../sdk/src/index.ts';
import { settled } from '../helpers/changes.ts';
import { type DataFixture, dataFixture } from '../helpers/data-api.ts';
import { project } from '../helpers/projects.ts';
import { BACKENDS } from '../helpers/storage.ts';

/**
 * The SDK's Data client over HTTP against the Data API on a real port, with the admin client making the
 * keys it needs (the operator API, D-16): paging, incremental reads and a saved cursor, the two 429s,
 * typed errors, retries and cancellation.
 */

const STORES = [null, ...(process.env.TEST_REDIS_URL ? [process.env.TEST_REDIS_URL] : [])];

for (const backend of BACKENDS) {
  for (const redisUrl of STORES) {
    describe(`SDK: the Data API over HTTP (${backend.name}, ${redisUrl ? 'Redis' : 'memory'} store)`, () => {
      let f: DataFixture;
      let dataUrl: string;
      let admin: AdminClient;
      let data: DataClient;
      const keyWith = async (plan: { throttle?: { rate_limit_per_second: number; burst_limit: number }; quota?: { limit: number; period: 'DAY' | 'WEEK' | 'MONTH' } }) =>
        (await admin.createDataKey({ path: { envId: String(f.envA) }, body: { name: 'sdk plan', ...plan } })).key;

      before(async () => {
        f = await dataFixture(backend, { redisUrl });
        dataUrl = await f.data.listen({ host: '127.0.0.1', port: 0 });
        const adminUrl = await f.admin.listen({ host: '127.0.0.1', port: 0 });
        admin = createAdminClient({ baseUrl: adminUrl, token: f.t.operatorToken });
        data = createDataClient({ baseUrl: dataUrl, apiKey: f.keys.full });
        // 1,000 more projects, for paging.
        await admin.importProjects({ path: { envId: String(f.envA) }, body: { projects: Array.from({ length: 1000 }, (_, i) => project(100 + i, { created_date: new Date(Date.UTC(2020, 0, 1) + i * 60_000).toISOString() })) } });
        // A read of changes sees only what lies below every transaction still open on the server (other test runs' too).
        await settled(f.t.ctx.db);
      });
      after(() => f.close());

      it('calls every Data API operation once, by its operationId', async () => {
        assert.equal((await data.getHealth()).status, 'ok');
        assert.ok(await data.getReadiness());
        assert.equal((await data.getQuota()).quota, null);
        const page = await data.listProjects({ query: { limit: 5, status: 'IN_PROGRESS' } });
        assert.equal(page.items.length, 5);
        const id = f.richProject;
        assert.equal((await data.getProject({ path: { id } })).id, id);
        assert.ok((await data.listProjectRiskAssessments({ path: { id } })).length > 0);
        assert.ok((await data.listProjectAppraisals({ path: { id } })).length > 0);
        assert.equal(typeof (await data.getProjectDrawnToDate({ path: { id } })).total_drawn, 'number');
        assert.ok(Array.isArray((await data.listBenchmarkSnapshots({ query: { projectId: id } })).items));
        const reports = await data.listReports({ query: { limit: 2 } });
        assert.ok(reports.items.length > 0);
        assert.equal((await data.getReport({ path: { id: reports.items[0]!.id } })).id, reports.items[0]!.id);
        assert.ok(await data.getCommunityAnalytics());
        assert.ok(await data.getCommunityBenchmarks());
      });

      it('iterates 1,010 projects by offset, and by cursor from modified_since', async () => {
        const byOffset = new Set<string>();
        for await (const p of data.listProjects.all({ query: { limit: 200 } })) byOffset.add(p.id);
        assert.equal(byOffset.size, 1010);
        // A page reads only below the oldest transaction still running in the cluster (D-55).
        await settled(f.t.ctx.db);
        const byCursor = new Set<string>();
        let pages = 0;
        for await (const page of data.listProjects.all({ query: { limit: 200, modified_since: '1970-01-01T00:00:00Z' } }).pages()) {
          pages += 1;
          for (const p of page.items) byCursor.add(p.id);
        }
        assert.deepEqual([...byCursor].sort(), [...byOffset].sort());
        assert.equal(pages, 6, 'five full pages and a short one');
      });

      it('resumes a nightly sync from its saved cursor with what changed since', async () => {
        let bookmark: string | null = null;
        for await (const page of data.listProjects.all({ query: { limit: 200, modified_since: '1970-01-01T00:00:00Z' } }).pages()) {
          if ('next_cursor' in page.pagination) bookmark = page.pagination.next_cursor;
        }
        assert.ok(bookmark);
        const { created } = await admin.importProjects({ path: { envId: String(f.envA) }, body: { projects: [project(5000, { created_date: '2021-01-01T00:00:00Z' })] } });
        await settled(f.t.ctx.db);
        const resumed: string[] = [];
        for await (const p of data.listProjects.all({ query: { cursor: bookmark } })) resumed.push(p.name);
        assert.deepEqual(resumed, ['Project 5000'], `resumed after adding ${created[0]!.id}`);
      });

      it('waits out a throttle 429 and retries', async () => {
        const throttled = createDataClient({ baseUrl: dataUrl, apiKey: await keyWith({ throttle: { rate_limit_per_second: 5, burst_limit: 1 } }) });
        const started = performance.now();
        for (let i = 0; i < 3; i++) assert.ok((await throttled.listProjects({ query: { limit: 1 } })).items);
        assert.ok(performance.now() - started >= 300, 'two waits of about 200 ms');
      });

      it('throws QuotaExceededError with resetsAt at once on a quota 429', async () => {
        const limited = createDataClient({ baseUrl: dataUrl, apiKey: await keyWith({ quota: { limit: 1, period: 'DAY' } }) });
        await limited.listProjects({ query: { limit: 1 } });
        const started = performance.now();
        const err = await limited.listProjects({ query: { limit: 1 } }).catch((e: unknown) => e);
        assert.ok(err instanceof QuotaExceededError, String(err));
        assert.ok(err instanceof ApiError);
        assert.equal(err.status, 429);
        const tomorrow = new Date();
        tomorrow.setUTCHours(24, 0, 0, 0);
        assert.equal(err.resetsAt, tomorrow.toISOString());
        assert.ok(performance.now() - started < 1000, 'without sleeping');
      });

      it('throws ApiError with the status, error, message and X-Request-Id', async () => {
        const err = await data.getProject({ path: { id: '999999999' } }, { headers: { 'x-request-id': 'sdk-test-1' } }).catch((e: unknown) => e);
        assert.ok(err instanceof ApiError);
        assert.equal(err.status, 404);
        assert.equal(err.error, 'Not Found');
        assert.match(err.message, /not found/i);
        assert.equal(err.requestId, 'sdk-test-1');
      });

      it('is cancelled by an AbortSignal and by a timeout, even while waiting out a throttle', async () => {
        const slow = createDataClient({ baseUrl: dataUrl, apiKey: await keyWith({ throttle: { rate_limit_per_second: 0.01, burst_limit: 1 } }) });
        await slow.getQuota();
        const started = performance.now();
        await assert.rejects(slow.getQuota(undefined, { timeoutMs: 200 }), TimeoutError);
        const controller = new AbortController();
        setTimeout(() => controller.abort(new Error('stopped by the caller')), 100);
        await assert.rejects(slow.getQuota(undefined, { signal: controller.signal }), /stopped by the caller/);
        assert.ok(performance.now() - started < 2000);
      });

      it('retries GETs after network errors and 502/503/504, never a write', async () => {
        const statuses = [503, 502, 504];
        let calls = 0;
        const flaky: typeof fetch = async (input, init) => {
          calls += 1;
          if (calls === 1) throw new TypeError('fetch failed');
          const status = statuses[calls - 2];
          return status ? new Response('{"statusCode":503}', { status, headers: { 'content-type': 'application/json' } }) : fetch(input, init);
        };
        const retrying = createDataClient({ baseUrl: dataUrl, apiKey: f.keys.full, fetch: flaky, retry: { retries: 4, baseDelayMs: 5 } });
        assert.ok((await retrying.getQuota()).api_key_id);
        assert.equal(calls, 5);

        let writes = 0;
        const failing: typeof fetch = async () => {
          writes += 1;
          return new Response('{"statusCode":503,"error":"Service Unavailable","message":"down"}', { status: 503, headers: { 'content-type': 'application/json' } });
        };
        const adminFailing = createAdminClient({ baseUrl: dataUrl, token: 'x', fetch: failing, retry: { baseDelayMs: 5 } });
        await assert.rejects(adminFailing.createCommunity({ body: { name: 'never', min_group_size: 5 } }), (e: unknown) => e instanceof ApiError && e.status === 503);
        assert.equal(writes, 1, 'a write is sent once');
        const unreachable = createAdminClient({ baseUrl: 'http://127.0.0.1:1', token: 'x', retry: { baseDelayMs: 5 } });
        await assert.rejects(unreachable.createCommunity({ body: { name: 'never', min_group_size: 5 } }), NetworkError);
      });

      it('sends no body holding a number JSON cannot write (NaN, ±Infinity), naming where it is', async () => {
        let sent = 0;
        const counting: typeof fetch = async () => {
          sent += 1;
          return new Response(null, { status: 204 });
        };
        const admin = createAdminClient({ baseUrl: dataUrl, token: 'x', fetch: counting });
        const projects = [{ name: 'P', project_reference: 'P-1', facilities: [{ name: 'F', amount: 1 }, { name: 'G', amount: 0 / 0 }] }];
        await assert.rejects(
          admin.importProjects({ path: { envId: '1' }, body: { projects } }),
          (e: unknown) => e instanceof TypeError && /projects\[0\]\.facilities\[1\]\.amount must be a finite number/.test(e.message),
        );
        await assert.rejects(admin.createCommunity({ body: { name: 'C', min_group_size: Infinity } }), /: min_group_size must be a finite number/);
        assert.equal(sent, 0, 'nothing was sent: JSON.stringify would have written null');
      });
    });
  }
}
