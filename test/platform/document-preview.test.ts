import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Database } from '../../src/db/database.ts';
import { importProjects } from '../../src/services/projects/project-import.ts';
import { assignProjectToUser } from '../../src/services/tenancy/tenancy.ts';
import { buildTestApp, json, type TestApp } from '../helpers/app.ts';
import { assertDocumented, openApiOf } from '../helpers/openapi.ts';
import { as, assertNamesField, environmentWithUsers, type SignedIn } from '../helpers/platform.ts';
import { project } from '../helpers/projects.ts';
import { BACKENDS } from '../helpers/storage.ts';

// The document studio's preview: a save's rules and its stored form, and the values of the data and
// table blocks, for whoever may read the project, storing nothing.

interface Preview {
  content: { blocks: { type: string; content?: string; children?: unknown[] }[] };
  currency: string;
  data: Record<string, unknown>;
}

async function stored(db: Database) {
  const [row] = await db.query<Record<string, number>>(
    `select (select count(*)::int from document_reports) as reports, (select count(*)::int from document_report_versions) as versions,
       (select count(*)::int from project_events) as events`,
  );
  return row!;
}

for (const backend of BACKENDS) {
  describe(`document studio preview (${backend.name})`, () => {
    let t: TestApp;
    let doc: Awaited<ReturnType<typeof openApiOf>>;
    let users: Record<'ADMIN' | 'MEMBER' | 'VIEWER', SignedIn>;
    let projectId: number;
    let hiddenId: number;
    let other: SignedIn;
    const url = (id: number) => `/projects/${id}/document-studio/preview`;

    before(async () => {
      t = await buildTestApp(backend, 'platform');
      doc = await openApiOf(t.app);
      const A = await environmentWithUsers(t, 'Preview', 'EUR');
      users = A.users;
      const [p, hidden] = await importProjects(t.ctx, A.env, [
        project(1, {
          name: 'Alder <Wharf>',
          total_budget: 1_250_000,
          facilities: [
            { name: 'Senior loan', amount: 900_000 },
            { name: 'Mezzanine', amount: 100_000 },
          ],
        }),
        project(2, { name: 'Hidden Yard' }),
      ]);
      projectId = p!.id;
      hiddenId = hidden!.id;
      await assignProjectToUser(t.ctx.db, A.env, users.VIEWER.id, projectId);
      other = (await environmentWithUsers(t, 'Elsewhere')).users.ADMIN;
    });
    after(() => t.close());

    const content = {
      blocks: [
        { type: 'title', content: 'Monitoring report: {{project.name}}' },
        {
          type: 'section',
          properties: { sectionId: 'money', title: 'Money' },
          children: [
            { type: 'narrative', content: '<p onclick="x()">Budget <strong>agreed</strong><script>alert(1)</script></p>' },
            { type: 'data', properties: { dataSource: 'project.total_budget', format: 'currency' } },
            { type: 'data', properties: { dataSource: 'facilities.amount', calculation: 'sum', format: 'currency' } },
            { type: 'table', properties: { dataSource: 'facilities', columns: [{ key: 'name', title: 'Facility' }, { key: 'amount', title: 'Amount' }] } },
          ],
        },
      ],
    };

    it('answers the content as a save would store it and every block’s value, storing nothing (a VIEWER too)', async () => {
      const before = await stored(t.ctx.db);
      const res = await as(t, users.VIEWER).post(url(projectId), { content });
      assert.equal(res.statusCode, 200, res.body);
      assertDocumented(doc, 'POST', '/projects/{projectId}/document-studio/preview', res);
      const preview = json<Preview>(res);
      assert.equal(preview.currency, 'EUR');
      assert.equal(preview.content.blocks[0]!.content, 'Monitoring report: Alder <Wharf>', 'the placeholder filled (a title is text)');
      const narrative = (preview.content.blocks[1]!.children as { content: string }[])[0]!.content;
      assert.equal(narrative, '<p>Budget <strong>agreed</strong></p>', 'sanitised as a save would store it');
      assert.deepEqual(preview.data, {
        'project.total_budget': 1_250_000,
        'facilities.amount': [900_000, 100_000],
        facilities: [
          { name: 'Senior loan', amount: 900_000 },
          { name: 'Mezzanine', amount: 100_000 },
        ],
      });
      assert.deepEqual(await stored(t.ctx.db), before, 'no report, version or event');
    });

    it('refuses what a save refuses, naming the block, and a project the user may not see is 404', async () => {
      const bad = { blocks: [{ type: 'section', properties: { sectionId: 's', title: 'S' }, children: [{ type: 'chart' }] }] };
      assertNamesField(await as(t, users.ADMIN).post(url(projectId), { content: bad }), 400, 'content.blocks[0].children[0].type');
      const unknown = { blocks: [{ type: 'title', content: '{{project.secret}}' }] };
      assert.equal((await as(t, users.ADMIN).post(url(projectId), { content: unknown })).statusCode, 400);
      assertNamesField(await as(t, users.ADMIN).post(url(projectId), { content, reportName: 'x' }), 400, 'reportName');
      const template = await as(t, users.ADMIN).post('/document-studio/templates', {
        name: 'Needs a summary',
        content: { blocks: [{ type: 'section', properties: { sectionId: 'summary', title: 'Summary', required: true } }] },
      });
      assert.equal(template.statusCode, 201, template.body);
      const templateId = json<{ id: string }>(template).id;
      const missing = await as(t, users.ADMIN).post(url(projectId), {
        content: { blocks: [{ type: 'section', properties: { sectionId: 'summary', title: 'Summary' } }], metadata: { templateId } },
      });
      assert.equal(missing.statusCode, 400);
      assert.match(json<{ message: string }>(missing).message, /required sections without content \(template "Needs a summary"\): summary \(Summary\)/);
      for (const [who, id] of [[users.VIEWER, hiddenId], [other, projectId], [users.ADMIN, 4_000_000_000]] as const) {
        const res = await as(t, who).post(url(id), { content });
        assert.equal(res.statusCode, 404, res.body);
        assert.equal(json<{ message: string }>(res).message, 'Project not found');
      }
    });
  });
}
