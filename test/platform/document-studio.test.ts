import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Ajv } from 'ajv';
import type { LightMyRequestResponse } from 'fastify';
import type { Database } from '../../src/db/database.ts';
import { sanitiseNarrative } from '../../src/external/html-sanitiser.ts';
import { addFormats } from '../../src/http/validation.ts';
import { importProjects } from '../../src/services/projects/project-import.ts';
import { assignProjectToUser } from '../../src/services/tenancy/tenancy.ts';
import { XSS_PAYLOADS } from '../fixtures/xss-payloads.ts';
import { buildTestApp, json, type TestApp } from '../helpers/app.ts';
import { scriptCapableParts } from '../helpers/html-safety.ts';
import { assertDocumented, openApiOf } from '../helpers/openapi.ts';
import { as, assertNamesField, environmentWithUsers, type SignedIn } from '../helpers/platform.ts';
import { project } from '../helpers/projects.ts';
import { BACKENDS } from '../helpers/storage.ts';

// The document studio's reports (SPEC "Platform: Document studio report", D-26 to D-30) on every backend:
// versions (consecutive under concurrency, also across two instances on one PostgreSQL, immutable in the
// database, byte-identical when read again), every D-27 rule as a 400 naming the block's path, the raw
// size limit, the reportName bounds, sanitising of the XSS corpus (D-28) and who may read and write.

type Doc = Awaited<ReturnType<typeof openApiOf>>;
type Block = Record<string, unknown>;

const REPORTS = '/document-studio/reports';
const reportsOf = (projectId: number) => `/projects/${projectId}${REPORTS}`;
const save = (reportName: string, blocks: Block[], metadata?: Record<string, unknown>) => ({
  reportName,
  content: { blocks, ...(metadata ? { metadata } : {}) },
});
const narrative = (content: string): Block => ({ type: 'narrative', content });

/** Rows of the document studio's tables and the project events, to show a refusal stored nothing. */
async function documentRows(db: Database) {
  const [row] = await db.query<Record<string, number>>(
    `select (select count(*)::int from document_reports) as reports, (select count(*)::int from document_report_versions) as versions,
       (select count(*)::int from project_events) as events, (select count(*)::int from templates) as templates`,
  );
  return row!;
}

for (const backend of BACKENDS) {
  describe(`document studio reports (${backend.name})`, () => {
    let t: TestApp;
    let doc: Doc;
    let users: Record<'ADMIN' | 'MEMBER' | 'VIEWER', SignedIn>;
    let projectId: number;
    let hiddenId: number;
    let otherEnvProjectId: number;
    let otherAdmin: SignedIn;

    before(async () => {
      t = await buildTestApp(backend, 'platform');
      doc = await openApiOf(t.app);
      const A = await environmentWithUsers(t, 'Studio');
      users = A.users;
      const [p, hidden] = await importProjects(t.ctx, A.env, [
        project(1, { name: 'Alder Wharf', total_budget: 1_250_000, facilities: [{ name: 'Senior loan', amount: 900_000 }] }),
        project(2, { name: 'Hidden Yard' }),
      ]);
      projectId = p!.id;
      hiddenId = hidden!.id;
      for (const role of ['MEMBER', 'VIEWER'] as const) await assignProjectToUser(t.ctx.db, A.env, users[role].id, projectId);
      const B = await environmentWithUsers(t, 'Elsewhere');
      otherAdmin = B.users.ADMIN;
      otherEnvProjectId = (await importProjects(t.ctx, B.env, [project(3)]))[0]!.id;
    });
    after(() => t.close());

    const post = (user: SignedIn, body: unknown, id = projectId) => as(t, user).post(reportsOf(id), body);
    const saved = (res: LightMyRequestResponse) => {
      assert.equal(res.statusCode, 201, res.body);
      assertDocumented(doc, 'POST', `/projects/{projectId}${REPORTS}`, res);
      return json<{ reportId: string; version: number }>(res);
    };

    it('saves a new version on every save, under one reportId per reportName; another name is another report', async () => {
      const first = saved(await post(users.ADMIN, save('Initial report', [{ type: 'title', content: 'Initial' }])));
      assert.match(first.reportId, /^[1-9][0-9]*$/);
      assert.equal(first.version, 1);
      const second = saved(await post(users.MEMBER, save('Initial report', [{ type: 'title', content: 'Initial, revised' }])));
      assert.deepEqual(second, { reportId: first.reportId, version: 2 });
      const other = saved(await post(users.ADMIN, save('Another report', [])));
      assert.notEqual(other.reportId, first.reportId);
      assert.equal(other.version, 1);
      // The same name in another project is that project's own report.
      const elsewhere = saved(await post(otherAdmin, save('Initial report', []), otherEnvProjectId));
      assert.notEqual(elsewhere.reportId, first.reportId);
      assert.equal(elsewhere.version, 1);
    });

    it('publishes the body’s one JSON Schema in the OpenAPI document, recursive through components.schemas.DocumentBlock', async () => {
      const operation = doc.paths[`/projects/{projectId}${REPORTS}`]!.post as unknown as { requestBody: { content: Record<string, { schema: object }> } };
      const body = operation.requestBody;
      const schema = body.content['application/json']!.schema;
      assert.ok((doc.components as { schemas: Record<string, unknown> }).schemas.DocumentBlock);
      assert.match(JSON.stringify(schema), /"\$ref":"#\/components\/schemas\/DocumentBlock"/);
      // A client validating with the published schema agrees with the service on the structure.
      const ajv = addFormats(new Ajv({ strict: false }));
      const validate = ajv.compile({ allOf: [schema], components: doc.components });
      const good = save('Client-side', [{ type: 'section', properties: { sectionId: 's' }, children: [{ type: 'section', children: [narrative('<p>x</p>')] }] }]);
      const bad = save('Client-side', [{ type: 'section', children: [{ type: 'section', children: [{ type: 'video' }] }] }]);
      assert.ok(validate(good), ajv.errorsText(validate.errors));
      assert.ok(!validate(bad));
      assert.equal(validate.errors![0]!.instancePath, '/content/blocks/0/children/0/children/0/type');
      saved(await post(users.ADMIN, good));
      assertNamesField(await post(users.ADMIN, bad), 400, 'content.blocks[0].children[0].children[0].type');
    });

    it('gives 50 concurrent saves of one reportName the versions 1 to 50, each exactly once', async () => {
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) => post(i % 2 ? users.ADMIN : users.MEMBER, save('Concurrent', [narrative(`<p>Save ${i}</p>`)]))),
      );
      const results = answers.map(saved);
      assert.equal(new Set(results.map((r) => r.reportId)).size, 1);
      assert.deepEqual(results.map((r) => r.version).sort((a, b) => a - b), Array.from({ length: 50 }, (_, i) => i + 1));
      const versions = json<{ version: number }[]>(await as(t, users.VIEWER).get(`${reportsOf(projectId)}/${results[0]!.reportId}/versions?limit=100`));
      assert.deepEqual(versions.map((v) => v.version), Array.from({ length: 50 }, (_, i) => 50 - i));
      // Each version holds the content of the save that got its number.
      const texts = new Set<string>();
      for (const r of results) {
        const stored = json<{ content: { blocks: { content: string }[] } }>(
          await as(t, users.ADMIN).get(`${reportsOf(projectId)}/${r.reportId}/versions/${r.version}`),
        );
        texts.add(stored.content.blocks[0]!.content);
      }
      assert.equal(texts.size, 50);
    });

    it('answers an earlier version byte for byte the same after later saves', async () => {
      const { reportId } = saved(await post(users.ADMIN, save('Stable', [{ type: 'title', content: 'First' }, narrative('<p>Original <em>text</em></p>')])));
      const url = `${reportsOf(projectId)}/${reportId}/versions/1`;
      const before = await as(t, users.VIEWER).get(url);
      assert.equal(before.statusCode, 200, before.body);
      assertDocumented(doc, 'GET', `/projects/{projectId}${REPORTS}/{reportId}/versions/{version}`, before);
      for (let i = 0; i < 3; i++) saved(await post(users.MEMBER, save('Stable', [{ type: 'title', content: `Later ${i}` }])));
      const afterwards = await as(t, users.VIEWER).get(url);
      assert.equal(afterwards.body, before.body);
      const body = json<Record<string, unknown>>(before);
      assert.equal(body.report_name, 'Stable');
      assert.deepEqual(body.created_by, { id: users.ADMIN.id, name: 'ADMIN of Studio' });
      assert.deepEqual(body.content, { blocks: [{ type: 'title', content: 'First' }, { type: 'narrative', content: '<p>Original <em>text</em></p>' }] });
    });

    it('lists the project’s reports and a report’s versions with when and by whom, newest first, a page at a time', async () => {
      const { reportId } = saved(await post(users.MEMBER, save('Listed', [])));
      saved(await post(users.ADMIN, save('Listed', [])));
      const reports = await as(t, users.VIEWER).get(reportsOf(projectId));
      assert.equal(reports.statusCode, 200, reports.body);
      assertDocumented(doc, 'GET', `/projects/{projectId}${REPORTS}`, reports);
      const listed = json<{ id: string; name: string; latest_version: number; updated_at: string }[]>(reports);
      assert.deepEqual(listed[0], { ...listed[0], id: reportId, name: 'Listed', latest_version: 2 });
      assert.ok(listed.some((r) => r.name === 'Concurrent' && r.latest_version === 50));
      const versionsUrl = `${reportsOf(projectId)}/${reportId}/versions`;
      const page = await as(t, users.VIEWER).get(`${versionsUrl}?limit=1`);
      assertDocumented(doc, 'GET', `/projects/{projectId}${REPORTS}/{reportId}/versions`, page);
      const [newest] = json<{ version: number; created_at: string; created_by: { id: number } }[]>(page);
      assert.equal(newest!.version, 2);
      assert.equal(newest!.created_by.id, users.ADMIN.id);
      assert.ok(Date.now() - Date.parse(newest!.created_at) < 60_000);
      const older = json<{ version: number; created_by: { id: number } }[]>(await as(t, users.VIEWER).get(`${versionsUrl}?before=2`));
      assert.deepEqual(older.map((v) => [v.version, v.created_by.id]), [[1, users.MEMBER.id]]);
      assertNamesField(await as(t, users.VIEWER).get(`${versionsUrl}?limit=501`), 400, 'limit');
    });

    it('records each save as a DOCUMENT_REPORT_SAVED event of the project, naming the user', async () => {
      const { reportId, version } = saved(await post(users.MEMBER, save('Audited', [])));
      const [event] = json<{ kind: string; user_id: number; details: Record<string, unknown> }[]>(
        await as(t, users.ADMIN).get(`/projects/${projectId}/events?limit=1`),
      );
      assert.deepEqual(event, { ...event!, kind: 'DOCUMENT_REPORT_SAVED', user_id: users.MEMBER.id });
      assert.deepEqual(event!.details, { report_id: Number(reportId), report_name: 'Audited', version });
    });

    it('has the database refuse any UPDATE or DELETE of a version row and any DELETE of a report; a project’s deletion still takes them', async () => {
      const { reportId } = saved(await post(users.ADMIN, save('Immutable', [narrative('<p>kept</p>')])));
      const refused = (sql: string, params: unknown[]) =>
        assert.rejects(t.ctx.db.query(sql, params), (err: { code?: string }) => err.code === '23001', sql);
      await refused(`update document_report_versions set content = '{"blocks":[]}' where report_id = $1`, [reportId]);
      await refused('update document_report_versions set created_at = now() - $2::interval where report_id = $1', [reportId, '1 day']);
      await refused('update document_report_versions set created_by = null where report_id = $1', [reportId]);
      await refused('update document_report_versions set version = version + 100 where report_id = $1', [reportId]);
      await refused('delete from document_report_versions where report_id = $1', [reportId]);
      await refused('delete from document_reports where id = $1', [reportId]);
      await refused(`update document_reports set report_name = 'Renamed' where id = $1`, [reportId]);
      await refused('update document_reports set latest_version = 0 where id = $1', [reportId]);
      await assert.rejects(t.ctx.db.query('truncate document_report_versions'), (err: { code?: string }) => err.code === '23001');
      const stored = await as(t, users.ADMIN).get(`${reportsOf(projectId)}/${reportId}/versions/1`);
      assert.equal(json<{ content: { blocks: { content: string }[] } }>(stored).content.blocks[0]!.content, '<p>kept</p>');
      // A project (here a throwaway one) takes its reports and their versions with it.
      const [gone] = await importProjects(t.ctx, (await t.ctx.db.query<{ environment_id: number }>('select environment_id from projects where id = $1', [projectId]))[0]!.environment_id, [project(90)]);
      saved(await post(users.ADMIN, save('Doomed', [narrative('<p>x</p>')]), gone!.id));
      await t.ctx.db.query('delete from projects where id = $1', [gone!.id]);
      const [left] = await t.ctx.db.query<{ n: number }>(
        'select count(*)::int as n from document_reports where project_id = $1',
        [gone!.id],
      );
      assert.equal(left!.n, 0);
    });

    it('answers every D-27 rule with a 400 naming the block’s path, and stores nothing', async () => {
      const section = (children: Block[], properties: Record<string, unknown> = {}): Block => ({ type: 'section', properties, children });
      const nested = (depth: number): Block => (depth === 1 ? { type: 'title', content: 'deep' } : section([nested(depth - 1)]));
      const data = (properties: Record<string, unknown>): Block => ({ type: 'data', properties });
      const cases: [string, Block[] | Record<string, unknown>, string][] = [
        ['type outside the enum', [section([]), section([]), section([]), section([{ type: 'video' }])], 'content.blocks[3].children[0].type'],
        ['a block without a type', [{ content: 'x' }], 'content.blocks[0].type'],
        ['a member blocks do not have', [{ type: 'title', style: 'x' }], 'content.blocks[0].style'],
        ['children on a narrative', [narrative('<p>x</p>'), { type: 'narrative', children: [] }], 'content.blocks[1].children'],
        ['content on a data block', [{ type: 'data', content: 'x', properties: { dataSource: 'project.name' } }], 'content.blocks[0].content'],
        ['a property of the wrong type', [{ type: 'title', properties: { required: 'yes' } }], 'content.blocks[0].properties.required'],
        ['a property SPEC does not have', [{ type: 'title', properties: { onclick: 'x' } }], 'content.blocks[0].properties.onclick'],
        ['textAlign outside its enum', [{ type: 'title', properties: { textAlign: 'middle' } }], 'content.blocks[0].properties.textAlign'],
        ['a colour that is no colour', [{ type: 'title', properties: { color: 'red;background:url(x)' } }], 'content.blocks[0].properties.color'],
        ['a hex colour of 5 digits', [section([{ type: 'title', properties: { color: '#12345' } }])], 'content.blocks[0].children[0].properties.color'],
        ['a font size without a unit', [{ type: 'title', properties: { fontSize: '12' } }], 'content.blocks[0].properties.fontSize'],
        ['a font size that is an expression', [{ type: 'title', properties: { fontSize: 'expression(alert(1))' } }], 'content.blocks[0].properties.fontSize'],
        ['a sectionId used twice', [section([], { sectionId: 'a' }), section([section([], { sectionId: 'a' })])], 'content.blocks[1].children[0].properties.sectionId'],
        ['a data block without dataSource', [data({ format: 'currency' })], 'content.blocks[0].properties.dataSource'],
        ['a dataSource outside the catalogue', [data({ dataSource: 'project.secret' })], 'content.blocks[0].properties.dataSource'],
        ['a table without dataSource', [{ type: 'table', properties: { columns: [{ key: 'name', title: 'Name' }] } }], 'content.blocks[0].properties.dataSource'],
        ['a table without columns', [{ type: 'table', properties: { dataSource: 'facilities' } }], 'content.blocks[0].properties.columns'],
        ['a table on a scalar', [{ type: 'table', properties: { dataSource: 'project.name', columns: [{ key: 'x', title: 'X' }] } }], 'content.blocks[0].properties.dataSource'],
        ['a column the table does not have', [{ type: 'table', properties: { dataSource: 'facilities', columns: [{ key: 'name', title: 'N' }, { key: 'rate', title: 'R' }] } }], 'content.blocks[0].properties.columns[1].key'],
        ['a column without a title', [{ type: 'table', properties: { dataSource: 'facilities', columns: [{ key: 'name' }] } }], 'content.blocks[0].properties.columns[0].title'],
        ['a table column aggregated without a calculation', [data({ dataSource: 'facilities.amount' })], 'content.blocks[0].properties.calculation'],
        ['a calculation on one value', [data({ dataSource: 'project.total_budget', calculation: 'sum' })], 'content.blocks[0].properties.calculation'],
        ['a format outside its enum', [data({ dataSource: 'project.total_budget', format: 'money' })], 'content.blocks[0].properties.format'],
        ['a calculation outside its enum', [data({ dataSource: 'facilities.amount', calculation: 'median' })], 'content.blocks[0].properties.calculation'],
        ['a listType outside its enum', [{ type: 'list', content: 'a', properties: { listType: 'roman' } }], 'content.blocks[0].properties.listType'],
        ['a listType on a narrative', [{ type: 'narrative', content: 'a', properties: { listType: 'bullet' } }], 'content.blocks[0].properties.listType'],
        ['a dataSource on a title', [{ type: 'title', content: 'a', properties: { dataSource: 'project.name' } }], 'content.blocks[0].properties.dataSource'],
        ['nesting 9 deep', [nested(9)], `content.blocks[0]${'.children[0]'.repeat(8)}`],
        ['2,001 blocks in all', [section(Array.from({ length: 2000 }, () => ({ type: 'title', content: 'x' })))], 'content.blocks[0].children[1999]'],
        ['2,001 blocks at the top', Array.from({ length: 2001 }, () => ({ type: 'title' })), 'content.blocks'],
        ['blocks that are not an array', { blocks: {} }, 'content.blocks'],
        ['a reportType outside its enum', { blocks: [], metadata: { reportType: 'DRAFT' } }, 'content.metadata.reportType'],
        ['a metadata member SPEC does not have', { blocks: [], metadata: { owner: 'x' } }, 'content.metadata.owner'],
        ['metadata of the wrong type', { blocks: [], metadata: { author: 7 } }, 'content.metadata.author'],
        ['a placeholder outside the catalogue', [{ type: 'title', content: 'For {{project.owner_email}}' }], 'content.blocks[0].content'],
        ['a templateId that names no template', { blocks: [], metadata: { templateId: '999999' } }, 'content.metadata.templateId'],
      ];
      const rows = await documentRows(t.ctx.db);
      for (const [what, content, field] of cases) {
        const body = { reportName: `Rule: ${what}`, content: Array.isArray(content) ? { blocks: content } : content };
        const res = await post(users.ADMIN, body);
        assertNamesField(res, 400, field);
        assertDocumented(doc, 'POST', `/projects/{projectId}${REPORTS}`, res);
      }
      assertNamesField(await post(users.ADMIN, { reportName: 'No content' }), 400, 'content');
      assertNamesField(await post(users.ADMIN, { reportName: 'X', content: { blocks: [] }, extra: 1 }), 400, 'extra');
      // Deeper than any report, the body is refused before the schema's validator recurses into it.
      // (Written as text: JSON.stringify itself cannot go this deep.)
      const levels = 20_000;
      const deep = `{"reportName":"Too deep","content":{"blocks":[${'{"type":"section","children":['.repeat(levels)}{"type":"title"}${']}'.repeat(levels)}]}}`;
      const res = await t.app.inject({
        method: 'POST',
        url: reportsOf(projectId),
        payload: deep,
        headers: { authorization: `Bearer ${users.ADMIN.token}`, 'content-type': 'application/json' },
      });
      assert.equal(res.statusCode, 400, res.body);
      assert.match(json<{ message: string }>(res).message, /^content\.blocks\[0\](\.children\[0\])+(\.children)?: is nested deeper/);
      assert.deepEqual(await documentRows(t.ctx.db), rows);
    });

    it('takes a reportName of 1 to 200 characters: 0 and 300 are 400s naming it', async () => {
      const rows = await documentRows(t.ctx.db);
      assertNamesField(await post(users.ADMIN, save('', [])), 400, 'reportName');
      assertNamesField(await post(users.ADMIN, save('r'.repeat(300), [])), 400, 'reportName');
      assertNamesField(await post(users.ADMIN, save('r'.repeat(201), [])), 400, 'reportName');
      assertNamesField(await post(users.ADMIN, { reportName: 7, content: { blocks: [] } }), 400, 'reportName');
      assert.deepEqual(await documentRows(t.ctx.db), rows);
      saved(await post(users.ADMIN, save('r'.repeat(200), [])));
      saved(await post(users.ADMIN, save('é', [])));
    });

    it('stores every narrative of the XSS corpus sanitised: nothing that can run script, and sanitising it again changes nothing', async () => {
      // NUL cannot be stored in any text (400 naming the field); the sanitiser's own test takes those payloads.
      const payloads = XSS_PAYLOADS.filter((p) => !p.includes('\u0000'));
      const blocks = [...payloads.map(narrative), narrative('<p>Benign <strong>bold</strong> <a href="https://ok.example/a?b=1">link</a></p><ul><li>item</li></ul>')];
      const { reportId, version } = saved(await post(users.MEMBER, save('Hostile narratives', blocks)));
      const stored = json<{ content: { blocks: { content: string }[] } }>(
        await as(t, users.VIEWER).get(`${reportsOf(projectId)}/${reportId}/versions/${version}`),
      );
      assert.equal(stored.content.blocks.length, blocks.length);
      payloads.forEach((payload, i) => {
        const html = stored.content.blocks[i]!.content;
        assert.deepEqual(scriptCapableParts(html), [], `${JSON.stringify(payload)} stored as ${JSON.stringify(html)}`);
        assert.equal(sanitiseNarrative(html), html, `idempotent: ${JSON.stringify(payload)}`);
        assert.equal(html, sanitiseNarrative(payload));
      });
      assert.equal(stored.content.blocks.at(-1)!.content, '<p>Benign <strong>bold</strong> <a href="https://ok.example/a?b=1">link</a></p><ul><li>item</li></ul>');
      const withNul = await post(users.MEMBER, save('Nul', [narrative('<scri\u0000pt>')]));
      assertNamesField(withNul, 400, 'content.blocks[0].content');
    });

    it('keeps title and list text as given: plain text, escaped by whatever shows it', async () => {
      const text = 'Fish & chips <b>not bold</b> <script>alert(1)</script>';
      const { reportId } = saved(await post(users.ADMIN, save('Plain', [{ type: 'title', content: text }, { type: 'list', content: `one\n${text}` }])));
      const stored = json<{ content: { blocks: { content: string }[] } }>(await as(t, users.ADMIN).get(`${reportsOf(projectId)}/${reportId}/versions/1`));
      assert.deepEqual(stored.content.blocks.map((b) => b.content), [text, `one\n${text}`]);
    });

    it('lets ADMIN and an assigned MEMBER write, a VIEWER only read; hides other projects behind one 404', async () => {
      const rows = await documentRows(t.ctx.db);
      const viewer = await post(users.VIEWER, save('Viewer', []));
      assert.equal(viewer.statusCode, 403, viewer.body);
      assertDocumented(doc, 'POST', `/projects/{projectId}${REPORTS}`, viewer);
      const notFound = JSON.stringify({ statusCode: 404, message: 'Project not found', error: 'Not Found' });
      for (const [user, id] of [
        [users.MEMBER, hiddenId],
        [users.VIEWER, hiddenId],
        [users.ADMIN, otherEnvProjectId],
        [users.ADMIN, 4_000_000_000],
      ] as const) {
        assert.equal((await post(user, save('Hidden', []), id)).body, notFound);
        assert.equal((await as(t, user).get(reportsOf(id))).body, notFound);
        assert.equal((await as(t, user).get(`${reportsOf(id)}/1/versions`)).body, notFound);
        assert.equal((await as(t, user).get(`${reportsOf(id)}/1/versions/1`)).body, notFound);
      }
      assert.deepEqual(await documentRows(t.ctx.db), rows);
      // A report of another project (here of another environment) is not this project's: 404.
      const theirs = saved(await post(otherAdmin, save('Theirs', []), otherEnvProjectId));
      for (const url of [`${reportsOf(projectId)}/${theirs.reportId}/versions`, `${reportsOf(projectId)}/${theirs.reportId}/versions/1`]) {
        const res = await as(t, users.ADMIN).get(url);
        assert.equal(res.statusCode, 404, res.body);
        assert.equal(json<{ message: string }>(res).message, 'Report not found');
      }
      const { reportId } = saved(await post(users.ADMIN, save('Known', [])));
      const missing = await as(t, users.ADMIN).get(`${reportsOf(projectId)}/${reportId}/versions/2`);
      assert.equal(missing.statusCode, 404);
      assertDocumented(doc, 'GET', `/projects/{projectId}${REPORTS}/{reportId}/versions/{version}`, missing);
      assertNamesField(await as(t, users.ADMIN).get(`${reportsOf(projectId)}/${reportId}/versions/0`), 400, 'version');
      assertNamesField(await as(t, users.ADMIN).get(`${reportsOf(projectId)}/abc/versions`), 400, 'reportId');
    });
  });

  describe(`document studio: the raw size limit, REPORT_MAX_BYTES (${backend.name})`, () => {
    const LIMIT = 4096;
    let t: TestApp;
    let admin: SignedIn;
    let projectId: number;

    before(async () => {
      t = await buildTestApp(backend, 'platform', { env: { REPORT_MAX_BYTES: String(LIMIT) } });
      const A = await environmentWithUsers(t, 'Sized');
      admin = A.users.ADMIN;
      projectId = (await importProjects(t.ctx, A.env, [project(1)]))[0]!.id;
    });
    after(() => t.close());

    /** A valid save of exactly `bytes` bytes of JSON. */
    const bodyOf = (bytes: number) => {
      const empty = JSON.stringify(save('Sized', [narrative('')]));
      return JSON.stringify(save('Sized', [narrative('x'.repeat(bytes - empty.length))]));
    };
    const send = (payload: string, url = reportsOf(projectId)) =>
      t.app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' } });

    it('saves a body of exactly REPORT_MAX_BYTES, and answers one byte more with 413 Payload Too Large, storing nothing', async () => {
      const exact = bodyOf(LIMIT);
      assert.equal(Buffer.byteLength(exact), LIMIT);
      assert.equal((await send(exact)).statusCode, 201);
      const rows = await documentRows(t.ctx.db);
      const over = await send(bodyOf(LIMIT + 1));
      assert.equal(over.statusCode, 413, over.body);
      const body = json<Record<string, unknown>>(over);
      assert.deepEqual(Object.keys(body).sort(), ['error', 'message', 'statusCode']);
      assert.equal(body.statusCode, 413);
      assert.equal(body.error, 'Payload Too Large');
      assertDocumented(await openApiOf(t.app), 'POST', `/projects/{projectId}${REPORTS}`, over);
      assert.deepEqual(await documentRows(t.ctx.db), rows);
    });

    it('checks the size before parsing: a body over the limit that is not even JSON is 413, not 400', async () => {
      const res = await send(`{${'x'.repeat(LIMIT)}`);
      assert.equal(res.statusCode, 413, res.body);
      const templates = await send(`{${'x'.repeat(LIMIT)}`, '/document-studio/templates');
      assert.equal(templates.statusCode, 413, templates.body);
    });
  });
}
