import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { dataListener } from '../../src/data-api/index.ts';
import { buildListener, type Listener } from '../../src/http/listener.ts';
import { createDataKey } from '../../src/services/identity/data-keys.ts';
import { importProjects } from '../../src/services/projects/project-import.ts';
import { assignProjectToUser } from '../../src/services/tenancy/tenancy.ts';
import { buildTestApp, json, type TestApp } from '../helpers/app.ts';
import { assertDocumented, openApiOf } from '../helpers/openapi.ts';
import { as, assertNamesField, environmentWithUsers, type SignedIn } from '../helpers/platform.ts';
import { project } from '../helpers/projects.ts';
import { BACKENDS } from '../helpers/storage.ts';
import { rowCounts } from './route-cases.ts';

// Interim (drawdown) reports (SPEC "Creating an interim report", Events; D-10, D-23, D-44, D-48): every
// validation, each referenced record checked against the project and its environment, the three side
// effects in one transaction, the duplicate edition, nothing partial on any error, the project's list,
// and the same report on the Data API with its risk statuses.

type Role = 'ADMIN' | 'MEMBER' | 'VIEWER';
interface Created {
  id: number;
  created_date: string;
  project_id: number;
  month: number;
  year: number;
  edition: number;
  template_id: number | null;
  type: string;
}
interface Event {
  kind: string;
  user_id: number | null;
  details: Record<string, unknown>;
}
interface Upload {
  storage_location: string;
  file_size: number;
  mime_type: string;
  filename: string;
}
type Body = Record<string, unknown>;

const DRAWDOWN = '/reports/drawdown';

for (const backend of BACKENDS) {
  describe(`Drawdown (interim) reports (${backend.name})`, () => {
    let t: TestApp;
    let data: Listener;
    let doc: Awaited<ReturnType<typeof openApiOf>>;
    let dataDoc: Awaited<ReturnType<typeof openApiOf>>;
    let A: { env: number; users: Record<Role, SignedIn> };
    let B: { env: number; users: Record<Role, SignedIn> };
    /** P: MEMBER's and VIEWER's project; Q: another project of A, hidden from them; R: environment B's. */
    let P: number;
    let Q: number;
    let R: number;
    const ids = {} as {
      facilities: number[];
      facilityOfQ: number;
      facilityOfB: number;
      risk: Map<string, number>;
      appraisal: number;
      riskOfB: number;
      legends: Map<string, number>;
      legendOfB: number;
      templateA: number;
    };
    let photo: Upload;
    let uploadOfQ: Upload;
    let uploadOfB: Upload;
    let dataKey: string;
    let edition = 100;

    const post = (user: SignedIn, body: unknown) => as(t, user).post(DRAWDOWN, body);
    const upload = async (user: SignedIn, projectId: number, name: string): Promise<Upload> => {
      const form = new FormData();
      form.append('project_id', String(projectId));
      form.append('file', new File([`bytes of ${name}`], name, { type: 'image/jpeg' }));
      const res = await t.app.inject({ method: 'POST', url: '/uploads', headers: { authorization: `Bearer ${user.token}` }, payload: form });
      assert.equal(res.statusCode, 201, res.body);
      return json<Upload>(res);
    };

    before(async () => {
      t = await buildTestApp(backend, 'platform');
      data = await buildListener(dataListener, t.ctx);
      await data.ready();
      doc = await openApiOf(t.app);
      dataDoc = await openApiOf(data);
      A = await environmentWithUsers(t, 'Drawdown Lender');
      B = await environmentWithUsers(t, 'Other Lender');
      [P, Q] = (await importProjects(t.ctx, A.env, [project(1, { name: 'Quarry Wharf', project_reference: 'QW-1', comments: 'Before' }), project(2)])).map(
        (p) => p.id,
      ) as [number, number];
      R = (await importProjects(t.ctx, B.env, [project(3)]))[0]!.id;
      for (const role of ['MEMBER', 'VIEWER'] as const) await assignProjectToUser(t.ctx.db, A.env, A.users[role].id, P);

      const facility = async (user: SignedIn, projectId: number, name: string) => {
        const res = await as(t, user).post(`/projects/${projectId}/facilities`, { name, amount: 2_000_000 });
        assert.equal(res.statusCode, 201, res.body);
        return json<{ id: number }>(res).id;
      };
      ids.facilities = [await facility(A.users.ADMIN, P, 'Senior loan'), await facility(A.users.ADMIN, P, 'Mezzanine')];
      ids.facilityOfQ = await facility(A.users.ADMIN, Q, 'Senior loan of Q');
      ids.facilityOfB = await facility(B.users.ADMIN, R, 'Senior loan of R');
      const settings = async (user: SignedIn, kind: string) =>
        json<{ id: number; input_value: string }[]>(await as(t, user).get(`/input-settings?kind=${kind}`));
      ids.risk = new Map((await settings(A.users.VIEWER, 'RISK')).map((s) => [s.input_value, s.id]));
      ids.appraisal = (await settings(A.users.VIEWER, 'APPRAISAL'))[0]!.id;
      ids.riskOfB = (await settings(B.users.VIEWER, 'RISK'))[0]!.id;
      const legends = async (user: SignedIn) => json<{ id: number; name: string }[]>(await as(t, user).get('/risk-status-legends'));
      ids.legends = new Map((await legends(A.users.VIEWER)).map((l) => [l.name, l.id]));
      ids.legendOfB = (await legends(B.users.VIEWER))[0]!.id;
      const [template] = await t.ctx.db.query<{ id: number }>(
        `select id from templates where environment_id = $1 and kind = 'INTERIM' order by position, id`,
        [A.env],
      );
      ids.templateA = template!.id;
      // A second interim template, later in the order: the first one is applied.
      await t.ctx.db.query(`insert into templates (environment_id, kind, name, position) values ($1, 'INTERIM', 'Quarterly', 5)`, [A.env]);

      photo = await upload(A.users.MEMBER, P, 'site photo.jpg');
      uploadOfQ = await upload(A.users.ADMIN, Q, 'q.jpg');
      uploadOfB = await upload(B.users.ADMIN, R, 'r.jpg');
      dataKey = (await createDataKey(t.ctx.db, A.env, { name: 'reports' })).key;
    });
    after(async () => {
      await data.close();
      await t.close();
    });

    /** A complete, valid body for project P: a new edition of March 2026 each time. */
    function valid(overrides: Body = {}): Body {
      edition += 1;
      return {
        project_id: P,
        month: 3,
        year: 2026,
        edition,
        comments: `Drawdown ${edition} checked on site`,
        aggregate: { amount: 1_500_000.55, surplus_shortfall: -2500.1 },
        facility: [
          { facility_id: ids.facilities[0], amount: 1_000_000.3, surplus_shortfall: 120 },
          { facility_id: ids.facilities[1], amount: 500_000.25 },
        ],
        riskStatus: [
          { input_setting_id: ids.risk.get('Programme'), risk_status_legend_id: ids.legends.get('Green'), notes: 'On programme' },
          { input_setting_id: ids.risk.get('Cost'), risk_status_legend_id: ids.legends.get('Amber') },
        ],
        visit: {
          date: '2026-03-14',
          notes: 'Frame up to level 3',
          files: [{ filename: 'Level 3 frame.jpg', storage_location: photo.storage_location, file_size: photo.file_size, mime_type: photo.mime_type }],
        },
        ...overrides,
      };
    }

    const projectOf = async (id = P) => json<{ comments: string | null; last_modified_date: string }>(await as(t, A.users.ADMIN).get(`/projects/${id}`));
    const eventsOf = async (id = P) => json<Event[]>(await as(t, A.users.ADMIN).get(`/projects/${id}/events`));

    /** A refused drawdown: its status, the field its message names, and nothing stored anywhere. */
    async function refused(send: () => Promise<LightMyRequestResponse>, status: number, field?: string) {
      const before = { counts: await rowCounts(t), project: await projectOf(), events: await eventsOf() };
      const res = await send();
      if (field) assertNamesField(res, status, field);
      else assert.equal(res.statusCode, status, res.body);
      assertDocumented(doc, 'POST', DRAWDOWN, res);
      assert.deepEqual(await rowCounts(t), before.counts, `${field ?? status}: nothing stored`);
      assert.deepEqual(await projectOf(), before.project, `${field ?? status}: the project is unchanged`);
      assert.deepEqual(await eventsOf(), before.events, `${field ?? status}: no event`);
      return json<{ message: string }>(res).message;
    }

    it('creates the report: 201 with the Interim report; comments saved, the first interim template applied, REPORT_UPLOADED logged', async () => {
      const before = await projectOf();
      const body = valid();
      const res = await post(A.users.MEMBER, body);
      assert.equal(res.statusCode, 201, res.body);
      assertDocumented(doc, 'POST', DRAWDOWN, res);
      const created = json<Created>(res);
      assert.deepEqual(Object.keys(created).sort(), ['created_date', 'edition', 'id', 'month', 'project_id', 'template_id', 'type', 'year']);
      assert.deepEqual(
        { ...created, id: 0, created_date: '' },
        { id: 0, created_date: '', project_id: P, month: 3, year: 2026, edition: body.edition, template_id: ids.templateA, type: 'INTERIM_REPORT' },
      );
      assert.ok(Number.isInteger(created.id) && created.id > 0);
      assert.ok(Math.abs(Date.parse(created.created_date) - Date.now()) < 60_000);

      const after = await projectOf();
      assert.equal(after.comments, body.comments, 'the comments are saved onto the project');
      assert.ok(Date.parse(after.last_modified_date) > Date.parse(before.last_modified_date), 'the project’s last_modified_date moves on');
      const [event] = await eventsOf();
      assert.equal(event!.kind, 'REPORT_UPLOADED');
      assert.equal(event!.user_id, A.users.MEMBER.id);
      assert.deepEqual(
        { ...event!.details },
        {
          report_id: created.id,
          month: 3,
          year: 2026,
          edition: body.edition,
          template_id: ids.templateA,
          amount: 1_500_000.55,
          facilities: 2,
          risk_statuses: 2,
          visit_files: 1,
          changes: { comments: { from: before.comments, to: body.comments } },
        },
      );

      const list = await as(t, A.users.VIEWER).get(`/projects/${P}/interim-reports`);
      assert.equal(list.statusCode, 200, list.body);
      assertDocumented(doc, 'GET', '/projects/{projectId}/interim-reports', list);
      const listed = json<{ data: Record<string, unknown>[] }>(list).data[0]!;
      assert.deepEqual(listed, {
        ...created,
        created_by: A.users.MEMBER.id,
        aggregate: { amount: 1_500_000.55, surplus_shortfall: -2500.1 },
        facility: [
          { facility_id: ids.facilities[0], amount: 1_000_000.3, surplus_shortfall: 120 },
          { facility_id: ids.facilities[1], amount: 500_000.25, surplus_shortfall: null },
        ],
        riskStatus: [
          {
            input_setting_id: ids.risk.get('Programme'),
            risk_status_legend_id: ids.legends.get('Green'),
            category: 'Programme',
            legend: 'Green',
            legend_colour: '#2E7D32',
            notes: 'On programme',
          },
          {
            input_setting_id: ids.risk.get('Cost'),
            risk_status_legend_id: ids.legends.get('Amber'),
            category: 'Cost',
            legend: 'Amber',
            legend_colour: '#F9A825',
            notes: null,
          },
        ],
        visit: {
          date: '2026-03-14',
          notes: 'Frame up to level 3',
          files: [{ filename: 'Level 3 frame.jpg', storage_location: photo.storage_location, file_size: photo.file_size, mime_type: 'image/jpeg' }],
        },
      });
    });

    it('shows the report on the Data API: listed as INTERIM, MONTHLY; its detail with risk_statuses (D-44, D-48)', async () => {
      const created = json<Created>(await post(A.users.ADMIN, valid({ month: 4, visit: undefined })));
      const headers = { 'x-api-key': dataKey };
      const listed = await data.inject({ method: 'GET', url: '/data/reports', headers });
      assert.equal(listed.statusCode, 200, listed.body);
      assertDocumented(dataDoc, 'GET', '/data/reports', listed);
      const first = json<{ items: Record<string, unknown>[] }>(listed).items[0]!;
      const metadata = {
        id: String(created.id),
        type: 'INTERIM',
        period: 'MONTHLY',
        month: 4,
        year: 2026,
        edition: created.edition,
        created_date: created.created_date,
        project: { id: String(P), name: 'Quarry Wharf', project_reference: 'QW-1' },
      };
      assert.deepEqual({ ...first, last_modified_date: '' }, { ...metadata, last_modified_date: '' }, 'the newest report first');

      const detail = await data.inject({ method: 'GET', url: `/data/reports/${created.id}`, headers });
      assert.equal(detail.statusCode, 200, detail.body);
      assertDocumented(dataDoc, 'GET', '/data/reports/{id}', detail);
      const report = json<Record<string, unknown> & { risk_statuses: Record<string, unknown>[] }>(detail);
      assert.deepEqual({ ...report, last_modified_date: '', risk_statuses: [] }, { ...metadata, last_modified_date: '', risk_statuses: [] });
      assert.deepEqual(
        report.risk_statuses.map(({ id, ...s }) => (assert.match(String(id), /^[1-9][0-9]*$/), s)),
        [
          { category: 'Programme', description: 'On programme', legend: 'Green', legend_colour: '#2E7D32', month: 4, year: 2026 },
          { category: 'Cost', description: null, legend: 'Amber', legend_colour: '#F9A825', month: 4, year: 2026 },
        ],
      );
      // Another environment's key does not see it.
      const otherKey = (await createDataKey(t.ctx.db, B.env, { name: 'other' })).key;
      const hidden = await data.inject({ method: 'GET', url: `/data/reports/${created.id}`, headers: { 'x-api-key': otherKey } });
      assert.equal(hidden.statusCode, 404);
    });

    it('defaults the edition to 1; the same project, month, year and edition again is 409 naming the next free edition', async () => {
      const first = await post(A.users.MEMBER, valid({ month: 7, edition: undefined, comments: undefined }));
      assert.equal(first.statusCode, 201, first.body);
      assert.equal(json<Created>(first).edition, 1);
      const message = await refused(() => post(A.users.MEMBER, valid({ month: 7, edition: undefined })), 409, 'edition');
      assert.match(message, /next free edition is 2/);
      await refused(() => post(A.users.ADMIN, valid({ month: 7, edition: 1 })), 409, 'edition');
      const second = await post(A.users.MEMBER, valid({ month: 7, edition: 2, visit: undefined }));
      assert.equal(second.statusCode, 201, second.body);
      // Another month of the same edition, and the same month of another project, are other reports.
      assert.equal((await post(A.users.ADMIN, valid({ month: 8, edition: 1 }))).statusCode, 201);
      assert.equal((await post(A.users.ADMIN, { ...valid({ month: 7, edition: 1 }), project_id: Q, facility: [], visit: undefined })).statusCode, 201);
    });

    it('leaves the project’s comments alone when none are sent', async () => {
      const before = await projectOf();
      const res = await post(A.users.MEMBER, valid({ comments: undefined }));
      assert.equal(res.statusCode, 201, res.body);
      assert.equal((await projectOf()).comments, before.comments);
      assert.equal((await eventsOf())[0]!.details.changes, undefined);
    });

    it('answers every invalid body with 400 naming the field, and stores nothing', async (c) => {
      const withFacility = (member: Body) => ({ facility: [{ facility_id: ids.facilities[0], amount: 10, ...member }] });
      const withStatus = (member: Body) => ({
        riskStatus: [{ input_setting_id: ids.risk.get('Cost'), risk_status_legend_id: ids.legends.get('Red'), ...member }],
      });
      const withFile = (member: Body) => ({
        visit: { date: '2026-03-14', files: [{ filename: 'a.jpg', storage_location: photo.storage_location, ...member }] },
      });
      const cases: [string, Body, string][] = [
        ['month 13', valid({ month: 13 }), 'month'],
        ['month 0', valid({ month: 0 }), 'month'],
        ['month 2.5', valid({ month: 2.5 }), 'month'],
        ['month as a string', valid({ month: '3' }), 'month'],
        ['year 1999', valid({ year: 1999 }), 'year'],
        ['year 2101', valid({ year: 2101 }), 'year'],
        ['edition 0', valid({ edition: 0 }), 'edition'],
        ['project_id as a string', valid({ project_id: String(P) }), 'project_id'],
        ['the aggregate amount as a string', valid({ aggregate: { amount: '1500000.55' } }), 'aggregate.amount'],
        ['the aggregate surplus as a string', valid({ aggregate: { amount: 1, surplus_shortfall: '-5' } }), 'aggregate.surplus_shortfall'],
        ['a facility amount as a string', valid(withFacility({ amount: '10' })), 'facility[0].amount'],
        ['a facility surplus as a string', valid(withFacility({ surplus_shortfall: '1' })), 'facility[0].surplus_shortfall'],
        ['a negative amount', valid({ aggregate: { amount: -1 } }), 'aggregate.amount'],
        ['an amount beyond 10^13', valid({ aggregate: { amount: 1e13 + 0.01 } }), 'aggregate.amount'],
        ['a shortfall beyond 10^13', valid({ aggregate: { amount: 1, surplus_shortfall: -2e13 } }), 'aggregate.surplus_shortfall'],
        ['a facility amount of 1e308', valid(withFacility({ amount: 1e308 })), 'facility[0].amount'],
        ['a facility surplus beyond 10^13', valid(withFacility({ surplus_shortfall: 1e14 })), 'facility[0].surplus_shortfall'],
        ['a facility_id as a string', valid(withFacility({ facility_id: String(ids.facilities[0]) })), 'facility[0].facility_id'],
        ['no aggregate', valid({ aggregate: undefined }), 'aggregate'],
        ['no aggregate amount', valid({ aggregate: { surplus_shortfall: 1 } }), 'aggregate.amount'],
        ['no facility', valid({ facility: undefined }), 'facility'],
        ['no riskStatus', valid({ riskStatus: undefined }), 'riskStatus'],
        ['no month', valid({ month: undefined }), 'month'],
        ['no project_id', valid({ project_id: undefined }), 'project_id'],
        ['an unknown member', valid({ approved: true }), 'approved'],
        ['an unknown member of aggregate', valid({ aggregate: { amount: 1, currency: 'GBP' } }), 'aggregate.currency'],
        ['an unknown member of a facility line', valid(withFacility({ name: 'Senior' })), 'facility[0].name'],
        ['an unknown member of a risk status', valid(withStatus({ score: 3 })), 'riskStatus[0].score'],
        ['an unknown member of the visit', valid({ visit: { date: '2026-03-14', weather: 'rain' } }), 'visit.weather'],
        ['an unknown member of a visit file', valid(withFile({ url: 'https://x.example' })), 'visit.files[0].url'],
        ['a visit without a date', valid({ visit: { notes: 'x' } }), 'visit.date'],
        ['a visit date that does not exist', valid({ visit: { date: '2026-02-30' } }), 'visit.date'],
        ['a visit date in another format', valid({ visit: { date: '14/03/2026' } }), 'visit.date'],
        ['a visit file without storage_location', valid({ visit: { date: '2026-03-14', files: [{ filename: 'a.jpg' }] } }), 'visit.files[0].storage_location'],
        ['a facility twice', valid({ facility: [{ facility_id: ids.facilities[0], amount: 1 }, { facility_id: ids.facilities[0], amount: 2 }] }), 'facility[1].facility_id'],
        [
          'a risk category twice',
          valid({
            riskStatus: [
              { input_setting_id: ids.risk.get('Cost'), risk_status_legend_id: ids.legends.get('Red') },
              { input_setting_id: ids.risk.get('Cost'), risk_status_legend_id: ids.legends.get('Green') },
            ],
          }),
          'riskStatus[1].input_setting_id',
        ],
        [
          'a file twice',
          valid({
            visit: {
              date: '2026-03-14',
              files: [
                { filename: 'a.jpg', storage_location: photo.storage_location },
                { filename: 'b.jpg', storage_location: photo.storage_location },
              ],
            },
          }),
          'visit.files[1].storage_location',
        ],
        ['a file size that is not the upload’s', valid(withFile({ file_size: photo.file_size + 1 })), 'visit.files[0].file_size'],
        ['a media type that is not the upload’s', valid(withFile({ mime_type: 'application/pdf' })), 'visit.files[0].mime_type'],
        ['a NUL in the comments', valid({ comments: 'a\u0000b' }), 'comments'],
        ['notes beyond 5,000 characters', valid(withStatus({ notes: 'x'.repeat(5001) })), 'riskStatus[0].notes'],
      ];
      for (const [what, body, field] of cases) {
        await c.test(what, () => refused(() => post(A.users.ADMIN, body), 400, field).then(() => undefined));
      }
      await c.test('an array body', () => refused(() => post(A.users.ADMIN, [valid()]), 400, 'body').then(() => undefined));
      // Numbers JSON.stringify cannot write, sent as the text a client sends: JSON reads them as ±Infinity.
      const NUMBER = '"<the number>"';
      const raw: [string, Body, string][] = [
        ['the aggregate amount', valid({ aggregate: { amount: NUMBER } }), 'aggregate.amount'],
        ['the aggregate surplus', valid({ aggregate: { amount: 1, surplus_shortfall: NUMBER } }), 'aggregate.surplus_shortfall'],
        ['a facility amount', valid(withFacility({ amount: NUMBER })), 'facility[0].amount'],
        ['a facility surplus', valid(withFacility({ surplus_shortfall: NUMBER })), 'facility[0].surplus_shortfall'],
      ];
      for (const [what, body, field] of raw) {
        for (const text of ['1e309', '-1e309', `1${'0'.repeat(399)}`]) {
          const payload = JSON.stringify(body).replace(JSON.stringify(NUMBER), text);
          const send = () =>
            t.app.inject({ method: 'POST', url: DRAWDOWN, headers: { authorization: `Bearer ${A.users.ADMIN.token}`, 'content-type': 'application/json' }, payload });
          await c.test(`${what} ${text.slice(0, 8)}`, async () => assert.match(await refused(send, 400, field), /: must be a finite number$/));
        }
      }
    });

    it('takes amounts at their bounds, 10^13 either side of 0', async () => {
      const res = await post(
        A.users.ADMIN,
        valid({
          aggregate: { amount: 1e13, surplus_shortfall: -1e13 },
          facility: [{ facility_id: ids.facilities[0], amount: 1e13, surplus_shortfall: 1e13 }, { facility_id: ids.facilities[1], amount: 0 }],
        }),
      );
      assert.equal(res.statusCode, 201, res.body);
    });

    it('answers each referenced record that is not there, or not the project’s or environment’s, with 404 naming it', async (c) => {
      const facilities = (id: number) => ({ facility: [{ facility_id: ids.facilities[0], amount: 1 }, { facility_id: id, amount: 2 }] });
      const status = (setting: number, legend: number) => ({ riskStatus: [{ input_setting_id: setting, risk_status_legend_id: legend }] });
      const green = ids.legends.get('Green')!;
      const cost = ids.risk.get('Cost')!;
      const file = (location: string) => ({ visit: { date: '2026-03-14', files: [{ filename: 'x.jpg', storage_location: location }] } });
      const cases: [string, Body, string, RegExp?][] = [
        ['an unknown facility', valid(facilities(99_999_999)), 'facility[1].facility_id', /^facility\[1\]\.facility_id: facility 99999999 not found in this project$/],
        ['a facility of another project', valid(facilities(ids.facilityOfQ)), 'facility[1].facility_id'],
        ['a facility of another environment', valid(facilities(ids.facilityOfB)), 'facility[1].facility_id'],
        ['an unknown input setting', valid(status(99_999_999, green)), 'riskStatus[0].input_setting_id', /RISK input setting 99999999 not found/],
        ['an APPRAISAL input setting', valid(status(ids.appraisal, green)), 'riskStatus[0].input_setting_id'],
        ['another environment’s input setting', valid(status(ids.riskOfB, green)), 'riskStatus[0].input_setting_id'],
        ['an unknown legend', valid(status(cost, 99_999_999)), 'riskStatus[0].risk_status_legend_id', /risk status legend 99999999 not found/],
        ['another environment’s legend', valid(status(cost, ids.legendOfB)), 'riskStatus[0].risk_status_legend_id'],
        ['an unknown upload', valid(file('0'.repeat(32))), 'visit.files[0].storage_location'],
        ['a path as a storage location', valid(file('../../etc/passwd')), 'visit.files[0].storage_location'],
        ['an upload of another project', valid(file(uploadOfQ.storage_location)), 'visit.files[0].storage_location'],
        ['an upload of another environment', valid(file(uploadOfB.storage_location)), 'visit.files[0].storage_location'],
      ];
      for (const [what, body, field, message] of cases) {
        await c.test(what, async () => {
          const said = await refused(() => post(A.users.MEMBER, body), 404, field);
          if (message) assert.match(said, message);
        });
      }
    });

    it('answers a project the user may not see, and a VIEWER, with 403; another environment’s or a missing project with 404', async () => {
      await refused(() => post(A.users.MEMBER, { ...valid(), project_id: Q, facility: [], visit: undefined }), 403);
      await refused(() => post(A.users.VIEWER, { ...valid(), project_id: Q, facility: [], visit: undefined }), 403);
      assert.match(await refused(() => post(A.users.VIEWER, valid()), 403), /VIEWER/);
      for (const id of [R, 4_000_000_000]) {
        assert.equal(await refused(() => post(A.users.ADMIN, { ...valid(), project_id: id, facility: [], visit: undefined }), 404), 'Project not found');
      }
      // Environment B's own ADMIN cannot file against A's project either.
      await refused(() => post(B.users.ADMIN, { ...valid(), facility: [], visit: undefined }), 404);
    });

    it('stores nothing when the last step fails: report, comments, lines and event go together', async () => {
      // The event is the last write of the change; make the database refuse it for month 11 only.
      await t.ctx.db.exec(`
        create function refuse_november_event() returns trigger language plpgsql as $$
        begin
          if new.kind = 'REPORT_UPLOADED' and new.details->>'month' = '11' then
            raise exception 'refused by the test';
          end if;
          return new;
        end $$;
        create trigger refuse_november_event before insert on project_events
          for each row execute function refuse_november_event();`);
      try {
        const res = await refused(() => post(A.users.MEMBER, valid({ month: 11, comments: 'Never saved' })), 500);
        assert.equal(res, 'An unexpected error occurred');
      } finally {
        await t.ctx.db.exec('drop trigger refuse_november_event on project_events; drop function refuse_november_event();');
      }
      assert.equal((await post(A.users.MEMBER, valid({ month: 11 }))).statusCode, 201, 'the same report goes through once the database accepts it');
    });

    it('lists a project’s reports newest first, paged, for any role that sees it; history imported by the operator too', async () => {
      const [fresh] = await importProjects(t.ctx, A.env, [
        project(4, {
          reports: [{ month: 2, year: 2025, created_date: '2025-02-28T12:00:00Z', risk_statuses: [{ category: 'Cost', description: 'On budget', legend: 'Green', legend_colour: '#2E7D32' }] }],
        }),
      ]);
      const id = fresh!.id;
      await assignProjectToUser(t.ctx.db, A.env, A.users.VIEWER.id, id);
      const filed: number[] = [];
      for (const month of [5, 6]) {
        const res = await post(A.users.ADMIN, { ...valid({ month }), project_id: id, facility: [], visit: undefined });
        assert.equal(res.statusCode, 201, res.body);
        filed.push(json<Created>(res).id);
      }
      const page = async (query: string) => {
        const res = await as(t, A.users.VIEWER).get(`/projects/${id}/interim-reports${query}`);
        assert.equal(res.statusCode, 200, res.body);
        assertDocumented(doc, 'GET', '/projects/{projectId}/interim-reports', res);
        return json<{ data: { id: number; month: number; created_by: number | null; aggregate: unknown; riskStatus: unknown[] }[]; meta: Record<string, unknown> }>(res);
      };
      const first = await page('?perPage=2');
      assert.deepEqual(first.data.map((r) => r.id), [filed[1], filed[0]]);
      assert.deepEqual(first.meta, { total: 3, lastPage: 2, currentPage: 1, perPage: 2, prev: null, next: 2 });
      const second = await page('?perPage=2&page=2');
      assert.equal(second.data.length, 1);
      const imported = second.data[0]!;
      assert.deepEqual([imported.month, imported.created_by, imported.aggregate], [2, null, { amount: null, surplus_shortfall: null }]);
      assert.deepEqual(imported.riskStatus, [
        { input_setting_id: null, risk_status_legend_id: null, category: 'Cost', legend: 'Green', legend_colour: '#2E7D32', notes: 'On budget' },
      ]);
      for (const [user, projectId] of [
        [A.users.MEMBER, Q],
        [A.users.ADMIN, R],
        [A.users.ADMIN, 4_000_000_000],
      ] as const) {
        const res = await as(t, user).get(`/projects/${projectId}/interim-reports`);
        assert.equal(res.statusCode, 404, res.body);
        assertDocumented(doc, 'GET', '/projects/{projectId}/interim-reports', res);
      }
      assertNamesField(await as(t, A.users.ADMIN).get(`/projects/${id}/interim-reports?perPage=101`), 400, 'perPage');
    });
  });
}
