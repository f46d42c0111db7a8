import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { adminListener } from '../../src/admin/index.ts';
import { buildListener, type Listener } from '../../src/http/listener.ts';
import {
  type AdminClient,
  adminOperations,
  ApiError,
  createAdminClient,
  createPlatformClient,
  type PlatformClient,
  type platform,
  platformOperations,
} from '../../sdk/src/index.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { environmentWithUsers, PASSWORD } from '../helpers/platform.ts';
import { completedProjects, project } from '../helpers/projects.ts';
import { BACKENDS } from '../helpers/storage.ts';
import { webhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver.ts';

/**
 * The SDK's Platform and admin clients over HTTP against the running service on a real port: every
 * operation of both tables called through the method its operationId names (a guard fails for an
 * operation no test calls), `.all()` and `.pages()` over the page-numbered list and over each list paged
 * by `before`, a multipart upload, files as Blobs with their bytes (a plain-text file too), webhook
 * deliveries to a receiver on loopback, and typed errors. PGlite with the usage store in memory always;
 * PostgreSQL with Redis when TEST_DATABASE_URL and TEST_REDIS_URL are set.
 */

type Role = 'ADMIN' | 'MEMBER' | 'VIEWER';
type Appraisal = platform.components['schemas']['Appraisal'];

/**
 * The client, each of whose methods adds its operationId to `called` once a call of it has answered
 * (a call that throws is not counted: every operation must succeed at least once).
 */
function recorded<C extends object>(client: C, called: Set<string>): C {
  return new Proxy(client, {
    get(target, name, receiver) {
      const method: unknown = Reflect.get(target, name, receiver);
      if (typeof method !== 'function' || typeof name !== 'string') return method;
      return new Proxy(method, {
        async apply(fn, self, args) {
          const answer: unknown = await Reflect.apply(fn, self, args);
          called.add(name);
          return answer;
        },
      });
    },
  });
}

/** The error a call threw, checked to be an ApiError of `status` with a request id. */
async function apiError(call: Promise<unknown>, status: number): Promise<ApiError> {
  const err = await call.then(
    () => assert.fail(`expected ${status}, the call succeeded`),
    (e: unknown) => e,
  );
  assert.ok(err instanceof ApiError, String(err));
  assert.equal(err.status, status, err.message);
  assert.match(err.requestId ?? '', /^[A-Za-z0-9._-]+$/, 'the request id the service logged');
  return err;
}

/** `.all()` over a list gives what one long answer does, every item once and in order, in `pages` pages. */
async function walk<Page>(all: { pages(): AsyncIterable<Page> } & AsyncIterable<unknown>, whole: unknown[], pages: number): Promise<void> {
  const items = [];
  for await (const item of all) items.push(item);
  assert.deepEqual(items, whole);
  let count = 0;
  for await (const page of all.pages()) {
    assert.ok(page, 'a page');
    count += 1;
  }
  assert.equal(count, pages);
}

const bytesOf = async (blob: Blob) => Buffer.from(await blob.arrayBuffer());
const jwtHeader = (token: string) => JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()) as { kid: string };
const DAY = 86_400_000;

const REPORT = {
  blocks: [
    { type: 'title' as const, content: 'Monitoring report: {{project.name}}' },
    {
      type: 'section' as const,
      properties: { sectionId: 'money', title: 'Money' },
      children: [
        { type: 'narrative' as const, content: '<p>Budget <strong>agreed</strong></p>' },
        { type: 'data' as const, properties: { dataSource: 'project.total_budget', format: 'currency' as const } },
      ],
    },
  ],
};

for (const backend of BACKENDS) {
  const redisUrl = backend.name === 'postgres' ? (process.env.TEST_REDIS_URL ?? null) : null;
  describe(`SDK: the Platform and admin APIs over HTTP (${backend.name}, ${redisUrl ? 'Redis' : 'memory'} store)`, () => {
    let t: TestApp;
    let operator: Listener;
    let platformUrl: string;
    const platformCalled = new Set<string>();
    const adminCalled = new Set<string>();
    let admin: AdminClient;
    let A: Awaited<ReturnType<typeof environmentWithUsers>>;
    let B: Awaited<ReturnType<typeof environmentWithUsers>>;
    /** Environment A's users' clients, and B's ADMIN's. */
    let as: Record<Role, PlatformClient>;
    let asB: PlatformClient;
    /** A project of A with a budget, a programme, facilities and a postcode, assigned to A's MEMBER and VIEWER. */
    let live: string;
    let other: string;
    let evidence: number;
    let receiver: WebhookReceiver;
    const platformClient = (token?: string, headers?: Record<string, string>) =>
      recorded(createPlatformClient({ baseUrl: platformUrl, ...(token ? { token } : {}), ...(headers ? { headers } : {}) }), platformCalled);

    before(async () => {
      // Webhook deliveries go to a receiver on loopback, which the request forgery guard allows only when named.
      t = await buildTestApp(backend, 'platform', { redisUrl, env: { WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' } });
      receiver = await webhookReceiver();
      await t.ctx.webhooks.start();
      operator = await buildListener(adminListener, t.ctx);
      await operator.ready();
      platformUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
      const adminUrl = await operator.listen({ host: '127.0.0.1', port: 0 });
      admin = recorded(createAdminClient({ baseUrl: adminUrl, token: t.operatorToken }), adminCalled);
      A = await environmentWithUsers(t, 'SDK Lending');
      B = await environmentWithUsers(t, 'SDK Other');
      as = { ADMIN: platformClient(A.users.ADMIN.token), MEMBER: platformClient(A.users.MEMBER.token), VIEWER: platformClient(A.users.VIEWER.token) };
      asB = platformClient(B.users.ADMIN.token);

      // Completed evidence that ended 5% over budget (for the model, the forecast and similar projects).
      const done = completedProjects(1, 40, 'residential').map((p) => ({ ...p, total_budget: Math.round(p.total_cost! / 1.05) }));
      evidence = done.length;
      const { created } = await admin.importProjects({
        path: { envId: String(A.env) },
        body: {
          projects: [
            ...done,
            project(100, {
              name: 'Quay Homes',
              created_date: '2026-06-01T00:00:00Z',
              status: 'IN_PROGRESS',
              postcode: 'SW1A 2AA',
              total_gifa: 4000,
              total_budget: 9_000_000,
              contract_start_date: new Date(Date.now() - 365 * DAY).toISOString(),
              estimated_completion_date: new Date(Date.now() + 365 * DAY).toISOString(),
              facilities: [
                { name: 'Senior debt', amount: 7_000_000 },
                { name: 'Mezzanine', amount: 1_500_000 },
              ],
            }),
          ],
        },
      });
      assert.equal(created.length, done.length + 1);
      live = String(created.at(-1)!.id);
      for (const role of ['MEMBER', 'VIEWER'] as const) {
        const assigned = await admin.assignProject({ path: { envId: String(A.env), userId: String(A.users[role].id) }, body: { project_id: Number(live) } });
        assert.equal(assigned.project_id, Number(live));
      }
      other = String((await admin.importProjects({ path: { envId: String(B.env) }, body: { projects: [project(1, { name: 'Bravo Site' })] } })).created[0]!.id);
    });
    after(async () => {
      await operator?.close();
      await t?.close();
      await receiver?.close();
    });

    it('admin: environments, communities, users and their projects, keys, the import, metrics', async () => {
      assert.equal((await admin.getHealth()).status, 'ok');
      assert.equal((await admin.getReadiness()).status, 'ready');

      const community = await admin.createCommunity({ body: { name: 'SDK community', min_group_size: 3 } });
      assert.equal(community.min_group_size, 3);
      assert.ok((await admin.listCommunities()).some((c) => c.id === community.id));
      const second = await admin.createCommunity({ body: { name: 'SDK second community' } });
      const env = await admin.createEnvironment({ body: { name: 'SDK Euro Lending', currency: 'EUR', community_ids: [community.id] } });
      assert.deepEqual([env.name, env.currency, env.community_ids], ['SDK Euro Lending', 'EUR', [community.id]]);
      assert.deepEqual(await admin.getEnvironment({ path: { envId: String(env.id) } }), env);
      assert.ok((await admin.listEnvironments()).some((e) => e.id === env.id));
      const joined = await admin.joinCommunity({ path: { envId: String(env.id) }, body: { community_id: second.id } });
      assert.deepEqual(joined.community_ids.toSorted((a, b) => a - b), [community.id, second.id].toSorted((a, b) => a - b));

      const platformKey = await admin.createPlatformKey({ path: { envId: String(A.env) }, body: { name: 'SDK integration' } });
      assert.ok(platformKey.key.startsWith(platformKey.key_prefix), 'the key begins with its prefix');
      // A Platform key is taken where the routes say so (location metrics), and refused where only a bearer token is.
      const keyed = platformClient(undefined, { 'x-api-key': platformKey.key });
      assert.ok((await keyed.getLocationMetrics()).length > 0, 'the figures of its environment');
      await apiError(keyed.getMe(), 401);

      const user = await admin.createUser({ path: { envId: String(env.id) }, body: { email: 'analyst@euro.example', name: 'Ana Lyst', password: PASSWORD, role: 'MEMBER' } });
      assert.deepEqual([user.environment_id, user.role, user.active], [env.id, 'MEMBER', true]);
      assert.deepEqual(await admin.getUser({ path: { envId: String(env.id), userId: String(user.id) } }), user);
      assert.deepEqual((await admin.listUsers({ path: { envId: String(env.id) } })).map((u) => u.id), [user.id]);
      const [imported] = (await admin.importProjects({ path: { envId: String(env.id) }, body: { projects: [project(7, { name: 'Euro Yard' })] } })).created;
      const userPath = { envId: String(env.id), userId: String(user.id) };
      assert.equal((await admin.assignProject({ path: userPath, body: { project_id: imported!.id } })).user_id, user.id);
      assert.deepEqual((await admin.listAssignments({ path: userPath })).map((a) => a.project_id), [imported!.id]);

      // The user signs in with the password the operator set, and sees the assigned project.
      const signedIn = await platformClient().signIn({ body: { email: 'analyst@euro.example', password: PASSWORD } });
      assert.equal(signedIn.token_type, 'Bearer');
      const analyst = platformClient(signedIn.access_token);
      assert.deepEqual((await analyst.getMe()).user, { id: user.id, name: 'Ana Lyst', email: 'analyst@euro.example', role: 'MEMBER' });
      assert.deepEqual((await analyst.listProjects()).data.map((p) => p.id), [imported!.id]);
      assert.equal(await admin.unassignProject({ path: { ...userPath, projectId: String(imported!.id) } }), undefined);
      assert.deepEqual(await admin.listAssignments({ path: userPath }), []);
      const changed = await admin.updateUser({ path: userPath, body: { role: 'VIEWER' } });
      assert.equal(changed.role, 'VIEWER');

      const dataKey = await admin.createDataKey({ path: { envId: String(env.id) }, body: { name: 'SDK nightly', scopes: ['data:projects'] } });
      assert.deepEqual([dataKey.state, dataKey.scopes, dataKey.environment_id], ['active', ['data:projects'], String(env.id)]);
      assert.deepEqual((await admin.listDataKeys({ path: { envId: String(env.id) } })).map((k) => k.id), [dataKey.id]);
      const renamed = await admin.updateDataKey({ path: { id: dataKey.id }, body: { name: 'SDK nightly sync', quota: { limit: 1000, period: 'DAY' } } });
      assert.deepEqual([renamed.name, renamed.quota], ['SDK nightly sync', { limit: 1000, period: 'DAY' }]);
      assert.deepEqual(await admin.deactivateDataKey({ path: { id: dataKey.id } }), { id: dataKey.id, state: 'deactivated' });
      assert.deepEqual(await admin.reactivateDataKey({ path: { id: dataKey.id } }), { id: dataKey.id, state: 'active' });
      const usage = await admin.getDataKeyUsage({ path: { id: dataKey.id } });
      assert.deepEqual([usage.id, usage.total], [dataKey.id, 0]);
      assert.deepEqual(await admin.revokeDataKey({ path: { id: dataKey.id } }), { id: dataKey.id, state: 'revoked' });

      const metrics = await admin.getMetrics();
      assert.equal(typeof metrics, 'string', 'text/plain comes back as text');
      assert.match(metrics, /^pcas_http_request_duration_seconds_count\{.*\} \d+$/m);
    });

    it('auth: health, sign-in, the signing keys and their rotation, GET /me', async () => {
      const anonymous = platformClient();
      assert.equal((await anonymous.getHealth()).status, 'ok');
      assert.equal((await anonymous.getReadiness()).status, 'ready');
      const me = await as.ADMIN.getMe();
      assert.deepEqual([me.user.id, me.user.role, me.environment.id], [A.users.ADMIN.id, 'ADMIN', A.env]);

      const first = await anonymous.signIn({ body: { email: A.users.MEMBER.email, password: PASSWORD } });
      assert.ok((await anonymous.getJwks()).keys.some((k) => k.kid === jwtHeader(first.access_token).kid), 'the token’s key is published');
      const { kid } = await admin.rotateSigningKey();
      assert.ok((await anonymous.getJwks()).keys.some((k) => k.kid === kid), 'the new key is published');
      const next = await anonymous.signIn({ body: { email: A.users.MEMBER.email, password: PASSWORD } });
      assert.equal(jwtHeader(next.access_token).kid, kid, 'signed with the new key');
      for (const token of [first.access_token, next.access_token]) assert.equal((await platformClient(token).getMe()).user.id, A.users.MEMBER.id);
    });

    it('projects: create, read, change, and every record of a project', async () => {
      const created = await as.ADMIN.createProject({ body: { name: 'SDK Wharf', project_reference: 'SDK-1', postcode: 'M1 1AE', comments: 'New' } });
      const id = String(created.id);
      assert.deepEqual([created.environment_id, created.project_status, created.comments], [A.env, 'PENDING', 'New']);
      assert.deepEqual(await as.ADMIN.getProject({ path: { id } }), created);
      const updated = await as.ADMIN.updateProject({ path: { id }, body: { comments: 'Checked', total_gifa: 1200 } });
      assert.deepEqual([updated.comments, updated.total_gifa], ['Checked', 1200]);
      assert.deepEqual((await as.ADMIN.listProjects({ query: { search: 'SDK Wharf' } })).data.map((p) => p.id), [created.id]);

      // Facilities, developments, risk assessments and cost inputs of the live project, by its MEMBER.
      const path = { id: live };
      const facility = await as.MEMBER.addProjectFacility({ path, body: { name: 'Bridge loan', amount: 250_000 } });
      assert.equal((await as.MEMBER.updateProjectFacility({ path: { ...path, facilityId: String(facility.id) }, body: { amount: 300_000 } })).amount, 300_000);
      assert.ok((await as.VIEWER.listProjectFacilities({ path })).some((f) => f.id === facility.id && f.name === 'Bridge loan'));
      assert.equal(await as.MEMBER.removeProjectFacility({ path: { ...path, facilityId: String(facility.id) } }), undefined);
      assert.ok(!(await as.VIEWER.listProjectFacilities({ path })).some((f) => f.id === facility.id));

      const development = await as.MEMBER.addProjectDevelopment({ path, body: { name: 'Block A', building_function: 'residential', total_gifa: 2500 } });
      const developmentPath = { ...path, developmentId: String(development.id) };
      assert.equal((await as.MEMBER.updateProjectDevelopment({ path: developmentPath, body: { individual_units: 40 } })).individual_units, 40);
      assert.deepEqual((await as.VIEWER.listProjectDevelopments({ path })).map((d) => d.id), [development.id]);
      assert.equal(await as.MEMBER.removeProjectDevelopment({ path: developmentPath }), undefined);
      assert.deepEqual(await as.VIEWER.listProjectDevelopments({ path }), []);

      const set = await as.MEMBER.addProjectRiskAssessmentSet({ path, body: { current_status: 'DRAFT', assessments: [{ category: 'Cost', value: 'High', score: '4' }] } });
      assert.deepEqual([set.created_by, set.assessments.map((a) => a.category)], [A.users.MEMBER.id, ['Cost']]);
      assert.ok((await as.VIEWER.listProjectRiskAssessmentSets({ path })).some((s) => s.id === set.id));

      const lines = await as.MEMBER.replaceProjectCostInputs({
        path,
        body: [
          { label: 'Land acquisition', budget: 1_000_000, out_turn: 1_050_000 },
          { label: 'Construction costs', budget: 7_000_000 },
        ],
      });
      assert.deepEqual(lines.map((l) => l.label).toSorted(), ['Construction costs', 'Land acquisition']);
      const land = lines.find((l) => l.label === 'Land acquisition')!;
      const linePath = { ...path, lineId: String(land.id) };
      assert.equal((await as.MEMBER.updateProjectCostInput({ path: linePath, body: { facility: 900_000 } })).facility, 900_000);
      assert.equal(await as.MEMBER.removeProjectCostInput({ path: linePath }), undefined);
      assert.deepEqual((await as.VIEWER.listProjectCostInputs({ path })).map((l) => l.label), ['Construction costs']);
      // The appraisal tree carries the project's remaining line under its input setting.
      const flat = (nodes: Appraisal[]): Appraisal[] => nodes.flatMap((n) => [n, ...flat(n.other_input_settings)]);
      const appraisals = flat(await as.VIEWER.getAppraisals({ query: { projectId: live } }));
      assert.ok(appraisals.length > 1, 'the environment’s appraisal settings');
      assert.deepEqual(
        appraisals.flatMap((n) => n.project_cost_inputs.map((c) => [n.input_value, c.project_id, c.budget])),
        [['Construction costs', Number(live), 7_000_000]],
      );

      const events = await as.ADMIN.listProjectEvents({ path, query: { limit: 500 } });
      assert.deepEqual(
        events.slice(0, 3).map((e) => [e.kind, e.user_id]),
        [
          ['COST_INPUT_REMOVED', A.users.MEMBER.id],
          ['COST_INPUT_UPDATED', A.users.MEMBER.id],
          ['COST_INPUTS_REPLACED', A.users.MEMBER.id],
        ],
      );
    });

    it('settings and document studio: templates, catalogue, preview, versions, the PDF as a Blob', async () => {
      const risk = await as.VIEWER.listInputSettings({ query: { kind: 'RISK' } });
      assert.ok(risk.length > 0 && risk.every((s) => s.kind === 'RISK'));
      const legends = await as.VIEWER.listRiskStatusLegends();
      assert.ok(legends.every((l) => /^#[0-9A-Fa-f]{6}$/.test(l.colour)) && legends.length > 0);

      const template = await as.ADMIN.createDocumentTemplate({ body: { name: 'SDK monthly', content: REPORT } });
      assert.ok((await as.VIEWER.listDocumentTemplates()).some((x) => x.id === template.id && x.name === 'SDK monthly'));
      const sources = await as.VIEWER.listDocumentDataSources();
      assert.ok(sources.some((s) => s.path === 'project.total_budget' && s.type === 'currency'));
      const preview = await as.VIEWER.previewDocumentReport({ path: { projectId: live }, body: { content: REPORT } });
      assert.equal(preview.content.blocks[0]!.content, 'Monitoring report: Quay Homes', 'the placeholder filled');
      assert.equal(preview.data['project.total_budget'], 9_000_000);

      const first = await as.MEMBER.saveDocumentReport({ path: { projectId: live }, body: { reportName: 'SDK monitoring', content: REPORT } });
      assert.equal(first.version, 1);
      for (let version = 2; version <= 5; version++) {
        const saved = await as.MEMBER.saveDocumentReport({ path: { projectId: live }, body: { reportName: 'SDK monitoring', content: REPORT } });
        assert.deepEqual(saved, { reportId: first.reportId, version });
      }
      const reports = await as.VIEWER.listDocumentReports({ path: { projectId: live } });
      assert.deepEqual(reports.map((r) => [r.id, r.latest_version]), [[first.reportId, 5]]);
      const versionPath = { projectId: live, reportId: first.reportId };
      assert.deepEqual((await as.VIEWER.listDocumentReportVersions({ path: versionPath })).map((v) => v.version), [5, 4, 3, 2, 1]);
      const three = await as.VIEWER.getDocumentReportVersion({ path: { ...versionPath, version: 3 } });
      assert.deepEqual([three.report_id, three.version, three.created_by?.id], [first.reportId, 3, A.users.MEMBER.id]);

      const pdf = await as.VIEWER.getDocumentReportVersionPdf({ path: { ...versionPath, version: 3 } });
      assert.ok(pdf instanceof Blob, 'a binary answer is a Blob');
      assert.equal(pdf.type, 'application/pdf');
      const bytes = await bytesOf(pdf);
      assert.equal(bytes.subarray(0, 5).toString('latin1'), '%PDF-');
      assert.match(bytes.subarray(-32).toString('latin1'), /%%EOF\s*$/, 'the whole file');
    });

    it('uploads and drawdowns: a multipart upload, its bytes back as a Blob, a drawdown naming it, the forecast', async () => {
      // Bytes that are no UTF-8: a JPEG's start, and plain text in Latin-1.
      const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x80, 0xfe, 0xff]);
      const text = Buffer.from('Café, 5 m²\n', 'latin1');
      const uploaded = [];
      for (const [bytes, name, type] of [[jpeg, 'site photo.jpg', 'image/jpeg'], [text, 'notes.txt', 'text/plain']] as const) {
        const form = new FormData();
        form.append('project_id', live);
        form.append('file', new File([bytes], name, { type }));
        const upload = await as.MEMBER.createUpload({ body: form });
        assert.deepEqual([upload.filename, upload.file_size, upload.mime_type], [name, bytes.length, type]);
        assert.match(upload.storage_location, /^[0-9a-f]{32}$/);
        const back = await as.VIEWER.getUpload({ path: { storage_location: upload.storage_location } });
        assert.ok(back instanceof Blob, `${type}: a file comes back as a Blob`);
        assert.deepEqual(await bytesOf(back), bytes, `${type}: the bytes as stored`);
        uploaded.push(upload);
      }

      const [facility] = await as.VIEWER.listProjectFacilities({ path: { id: live } });
      const [setting] = await as.VIEWER.listInputSettings({ query: { kind: 'RISK' } });
      const [legend] = await as.VIEWER.listRiskStatusLegends();
      const report = await as.MEMBER.createDrawdownReport({
        body: {
          project_id: Number(live),
          month: 10,
          year: 2026,
          aggregate: { amount: 2_000_000 },
          facility: [{ facility_id: facility!.id, amount: 2_000_000 }],
          riskStatus: [{ input_setting_id: setting!.id, risk_status_legend_id: legend!.id, notes: 'On programme' }],
          visit: { date: '2026-10-14', files: uploaded.map((u) => ({ filename: u.filename, storage_location: u.storage_location })) },
        },
      });
      assert.deepEqual([report.project_id, report.month, report.year, report.type], [Number(live), 10, 2026, 'INTERIM_REPORT']);
      const listed = await as.VIEWER.listProjectInterimReports({ path: { projectId: live } });
      assert.deepEqual(listed.data.map((r) => r.id), [report.id]);
      assert.deepEqual(listed.data[0]!.visit?.files.map((f) => f.storage_location), uploaded.map((u) => u.storage_location));

      const forecast = await as.VIEWER.getProjectForecast({ path: { projectId: live } });
      assert.deepEqual([forecast.total_budget, forecast.drawn_to_date], [9_000_000, 2_000_000]);
      const drawn = await as.VIEWER.getProjectDrawnToDate({ path: { projectId: live } });
      assert.equal(drawn.drawn_to_date, forecast.drawn_to_date);
      assert.ok(forecast.forecast_final_cost.p10 <= forecast.forecast_final_cost.p50 && forecast.forecast_final_cost.p50 <= forecast.forecast_final_cost.p90);
    });

    it('benchmarks and location metrics: stored and computed benchmarks, history, similar projects, a scheme', async () => {
      const path = { projectId: live };
      await apiError(as.VIEWER.getProjectBenchmark({ path }), 404);
      const posted = [];
      for (let i = 0; i < 3; i++) posted.unshift(await as.MEMBER.createProjectBenchmark({ path }));
      const report = posted[0]!;
      assert.ok(report.lower_limit <= report.adjusted_cost_per_m2 && report.adjusted_cost_per_m2 <= report.upper_limit);
      assert.ok(report.comparisons.comparable_count >= 30, 'the residential evidence');
      assert.deepEqual(await as.VIEWER.getProjectBenchmark({ path }), report, 'the newest stored');
      const history = await as.VIEWER.listProjectBenchmarkHistory({ path });
      assert.deepEqual(
        history.items.map((h) => h.adjusted_cost_per_m2),
        posted.map((p) => p.adjusted_cost_per_m2),
      );
      const similar = await as.VIEWER.listSimilarProjects({ path, query: { limit: 5 } });
      assert.equal(similar.items.length, 5);
      assert.deepEqual(similar.items.map((s) => s.similarity), similar.items.map((s) => s.similarity).toSorted((a, b) => b - a));
      const scheme = await as.VIEWER.benchmarkScheme({ body: { total_gifa: 4000, primary_building_function: 'residential', primary_building_process: 'new_build', postcode: 'SW1A 2AA' } });
      assert.ok(scheme.adjusted_cost_per_m2 > 0 && scheme._meta.location.source === 'postcode');

      const areas = await as.ADMIN.getLocationMetrics({ query: { group_by: 'area' } });
      assert.ok(areas.every((a) => a._meta.group_by === 'area'));
      const counted = areas.reduce((n, a) => n + a._meta.project_count, 0);
      // The evidence, the live project and the project made in the test above, each with a postcode.
      assert.equal(counted, evidence + 2);
      assert.equal(areas.find((a) => a._meta.group === 'SW')?._meta.project_count, 1 + evidence / 8);
    });

    it('webhooks: an endpoint, signed deliveries of new projects, paged; the secret rotated, a delivery retried, the endpoint removed', async () => {
      const hook = await as.ADMIN.createWebhook({ body: { url: receiver.url, events: ['project.created'] } });
      assert.match(hook.secret, /^whsec_/);
      assert.deepEqual([hook.url, hook.enabled, hook.events], [receiver.url, true, ['project.created']]);
      const path = { id: String(hook.id) };
      const changed = await as.ADMIN.updateWebhook({ path, body: { events: ['project.created', 'upload.created'] } });
      assert.deepEqual(changed.events.toSorted(), ['project.created', 'upload.created']);
      assert.deepEqual(await as.ADMIN.getWebhook({ path }), changed);
      assert.deepEqual((await as.ADMIN.listWebhooks()).items.map((w) => w.id), [hook.id]);

      const created = [];
      for (let i = 1; i <= 5; i++) created.push((await as.ADMIN.createProject({ body: { name: `Hooked ${i}`, project_reference: `HOOK-${i}` } })).id);
      await receiver.waitFor(5);
      const heard = receiver.received.map((r) => receiver.verify(r, hook.secret) as { type: string; data: { project_id: number } });
      assert.deepEqual(heard.map((p) => p.type), Array(5).fill('project.created'));
      assert.deepEqual(heard.map((p) => p.data.project_id).toSorted((a, b) => a - b), created);
      await t.ctx.webhooks.idle();
      const { items: deliveries } = await as.ADMIN.listWebhookDeliveries({ path });
      assert.deepEqual(deliveries.map((d) => [d.state, d.payload.data.project_id]), created.toReversed().map((id) => ['DELIVERED', id]));
      await walk(as.ADMIN.listWebhookDeliveries.all({ path, query: { limit: 2 } }), deliveries, 3);

      const rotated = await as.ADMIN.rotateWebhookSecret({ path });
      assert.notEqual(rotated.secret, hook.secret);
      assert.ok(rotated.previous_secret_expires_at, 'the previous secret signs too, for a while');
      const retried = await as.ADMIN.retryWebhookDelivery({ path: { ...path, deliveryId: String(deliveries[0]!.id) } });
      assert.deepEqual([retried.id, retried.state], [deliveries[0]!.id, 'PENDING']);
      await receiver.waitFor(6);
      const again = receiver.received[5]!;
      for (const secret of [rotated.secret, hook.secret]) {
        assert.equal((receiver.verify(again, secret) as { data: { project_id: number } }).data.project_id, created.at(-1));
      }

      // Removed once the retried delivery's attempt is recorded: the removal's own race with a delivery in
      // flight is the webhook tests' to cover.
      await t.ctx.webhooks.idle();
      assert.equal(await as.ADMIN.deleteWebhook({ path }), undefined);
      await apiError(as.ADMIN.getWebhook({ path }), 404);
      assert.deepEqual((await as.ADMIN.listWebhooks()).items, []);
    });

    it('pages: .all() and .pages() over page/perPage and over each list paged by before', async () => {
      const everyProject = (await as.ADMIN.listProjects({ query: { perPage: 100 } })).data.map((p) => p.id);
      assert.ok(everyProject.length > 40);
      const byAll: number[] = [];
      for await (const p of as.ADMIN.listProjects.all({ query: { perPage: 7 } })) byAll.push(p.id);
      assert.deepEqual(byAll, everyProject, 'every project once, in the list’s order');
      const pages = [];
      for await (const page of as.ADMIN.listProjects.all({ query: { perPage: 7 } }).pages()) pages.push(page.meta.currentPage);
      assert.deepEqual(pages, Array.from({ length: Math.ceil(everyProject.length / 7) }, (_, i) => i + 1));
      const interim = [];
      for await (const r of as.VIEWER.listProjectInterimReports.all({ path: { projectId: live }, query: { perPage: 1 } })) interim.push(r.id);
      assert.equal(interim.length, 1);

      const events = await as.ADMIN.listProjectEvents({ path: { id: live }, query: { limit: 500 } });
      assert.ok(events.length >= 10, `${events.length} events`);
      // A page of 3 until one is not full (one empty page more when the last is full).
      await walk(as.ADMIN.listProjectEvents.all({ path: { id: live }, query: { limit: 3 } }), events, Math.floor(events.length / 3) + 1);
      assert.equal(new Set(events.map((e) => e.id)).size, events.length);

      const [report] = await as.VIEWER.listDocumentReports({ path: { projectId: live } });
      const versionPath = { projectId: live, reportId: report!.id };
      const versions = await as.VIEWER.listDocumentReportVersions({ path: versionPath });
      assert.deepEqual(versions.map((v) => v.version), [5, 4, 3, 2, 1]);
      await walk(as.VIEWER.listDocumentReportVersions.all({ path: versionPath, query: { limit: 2 } }), versions, 3);

      const { items: history } = await as.VIEWER.listProjectBenchmarkHistory({ path: { projectId: live }, query: { limit: 200 } });
      assert.equal(history.length, 3);
      await walk(as.VIEWER.listProjectBenchmarkHistory.all({ path: { projectId: live }, query: { limit: 2 } }), history, 2);
    });

    it('errors: 403 for a VIEWER on an ADMIN route, 404 for another environment’s project, 400 naming the field, each with its request id', async () => {
      const forbidden = await apiError(as.VIEWER.createDocumentTemplate({ body: { name: 'Not mine', content: REPORT } }), 403);
      assert.equal(forbidden.error, 'Forbidden');
      const hidden = await apiError(asB.getProject({ path: { id: live } }), 404);
      assert.equal(hidden.error, 'Not Found');
      await apiError(as.ADMIN.getProject({ path: { id: other } }), 404);
      const query = await apiError(as.ADMIN.listProjectEvents({ path: { id: live }, query: { limit: 0 } }), 400);
      assert.match(query.message, /^limit: /);
      const body = await apiError(as.MEMBER.addProjectFacility({ path: { id: live }, body: { name: 'Overdrawn', amount: -1 } }), 400);
      assert.match(body.message, /^amount: /);
      assert.deepEqual(body.body, { statusCode: 400, error: 'Bad Request', message: body.message });
      const given = await as.ADMIN.getProject({ path: { id: '999999999' } }, { headers: { 'x-request-id': 'sdk-platform-1' } }).catch((e: unknown) => e);
      assert.ok(given instanceof ApiError && given.status === 404);
      assert.equal(given.requestId, 'sdk-platform-1', 'the request id the caller sent');
    });

    it('called every operation of both tables through the SDK', () => {
      assert.deepEqual([...platformCalled].sort(), Object.keys(platformOperations).sort(), 'Platform operations');
      assert.deepEqual([...adminCalled].sort(), Object.keys(adminOperations).sort(), 'admin operations');
    });
  });
}
