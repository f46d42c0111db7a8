import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { InvalidInputError, NotFoundError } from '../../src/domain/errors.ts';
import { resolveDataSource, resolveDataSources } from '../../src/services/document-studio/document-data.ts';
import { importProjects } from '../../src/services/projects/project-import.ts';
import { assignProjectToUser } from '../../src/services/tenancy/tenancy.ts';
import { buildTestApp, json, type TestApp } from '../helpers/app.ts';
import { assertDocumented, openApiOf } from '../helpers/openapi.ts';
import { as, assertNamesField, environmentWithUsers, type SignedIn } from '../helpers/platform.ts';
import { project } from '../helpers/projects.ts';
import { BACKENDS } from '../helpers/storage.ts';

// Templates and placeholders (D-8, D-29) and the data-source catalogue (D-26) on every backend: the
// environment's default template, who may add one, the template's order and required sections on a
// save (every missing one listed), placeholders filled from the project's data (escaped in HTML), the
// catalogue listed and its values read for a project the caller may see.

type Doc = Awaited<ReturnType<typeof openApiOf>>;
type Block = Record<string, unknown>;
interface TemplateAnswer {
  id: string;
  name: string;
  position: number;
  content: { blocks: Block[]; metadata?: Record<string, unknown> };
}

const TEMPLATES = '/document-studio/templates';
const section = (sectionId: string, children: Block[], extra: Record<string, unknown> = {}): Block => ({
  type: 'section',
  properties: { sectionId, ...extra },
  children,
});
const narrative = (content: string): Block => ({ type: 'narrative', content });

for (const backend of BACKENDS) {
  describe(`document studio templates, placeholders and data sources (${backend.name})`, () => {
    let t: TestApp;
    let doc: Doc;
    let users: Record<'ADMIN' | 'MEMBER' | 'VIEWER', SignedIn>;
    let other: Record<'ADMIN' | 'MEMBER' | 'VIEWER', SignedIn>;
    let env: number;
    let projectId: number;
    let hiddenId: number;
    let defaultTemplate: TemplateAnswer;

    before(async () => {
      t = await buildTestApp(backend, 'platform');
      doc = await openApiOf(t.app);
      const A = await environmentWithUsers(t, 'Templates');
      ({ env, users } = A);
      const [p, hidden] = await importProjects(t.ctx, env, [
        project(1, {
          name: 'Smith & <b>Sons</b> Wharf',
          total_budget: 1_250_000,
          contract_completion_date: '2027-03-31T00:00:00Z',
          facilities: [
            { name: 'Senior loan', amount: 900_000 },
            { name: 'Mezzanine', amount: 150_000.5 },
          ],
          appraisal_lines: [{ label: 'Land acquisition', budget: 100, out_turn: 110 }],
        }),
        project(2, { name: 'Hidden' }),
      ]);
      projectId = p!.id;
      hiddenId = hidden!.id;
      await assignProjectToUser(t.ctx.db, env, users.MEMBER.id, projectId);
      await assignProjectToUser(t.ctx.db, env, users.VIEWER.id, projectId);
      other = (await environmentWithUsers(t, 'Other lender')).users;
      defaultTemplate = json<TemplateAnswer[]>(await as(t, users.ADMIN).get(TEMPLATES))[0]!;
    });
    after(() => t.close());

    const saveReport = (user: SignedIn, reportName: string, blocks: Block[], metadata?: Record<string, unknown>) =>
      as(t, user).post(`/projects/${projectId}/document-studio/reports`, { reportName, content: { blocks, ...(metadata ? { metadata } : {}) } });
    const storedBlocks = async (res: LightMyRequestResponse) => {
      assert.equal(res.statusCode, 201, res.body);
      const { reportId, version } = json<{ reportId: string; version: number }>(res);
      const stored = await as(t, users.VIEWER).get(`/projects/${projectId}/document-studio/reports/${reportId}/versions/${version}`);
      return json<{ template_id: string | null; content: { blocks: Block[] } }>(stored);
    };
    /** The default template's five blocks with the required sections given content. */
    const fromDefault = () => {
      const blocks = structuredClone(defaultTemplate.content.blocks) as (Block & { children?: Block[] })[];
      blocks[1]!.children![0]!.content = '<p>On programme and within budget.</p>';
      blocks[4]!.children![0]!.content = 'Steel prices\nLabour';
      return blocks;
    };

    it('gives every environment its default template (D-8), with real sections, to every role', async () => {
      for (const role of ['ADMIN', 'MEMBER', 'VIEWER'] as const) {
        const res = await as(t, users[role]).get(TEMPLATES);
        assert.equal(res.statusCode, 200, res.body);
        assertDocumented(doc, 'GET', TEMPLATES, res);
        assert.deepEqual(json<TemplateAnswer[]>(res).map((x) => x.name), ['Monitoring report']);
      }
      const sections = defaultTemplate.content.blocks
        .filter((b) => b.type === 'section')
        .map((b) => [(b.properties as { sectionId: string }).sectionId, (b.properties as { required?: boolean }).required ?? false]);
      assert.deepEqual(sections, [['executive_summary', true], ['cost', false], ['programme', false], ['risks', true]]);
      const theirs = json<TemplateAnswer[]>(await as(t, other.VIEWER).get(TEMPLATES));
      assert.notEqual(theirs[0]!.id, defaultTemplate.id);
    });

    it('lets only an ADMIN add a template, checked like a report and sanitised; a name twice is 409', async () => {
      const body = {
        name: 'Completion report',
        content: {
          blocks: [
            { type: 'title', content: 'Completion: {{project.name}}' },
            section('summary', [narrative('<p onclick="x()">Summary <script>alert(1)</script>here</p>')], { required: true }),
            section('money', [{ type: 'table', properties: { dataSource: 'facilities', columns: [{ key: 'name', title: 'Facility' }, { key: 'amount', title: 'Amount', format: 'currency' }], calculation: 'sum' } }]),
          ],
          metadata: { reportType: 'FINAL' },
        },
      };
      const [before] = await t.ctx.db.query<{ n: number }>('select count(*)::int as n from templates');
      for (const role of ['MEMBER', 'VIEWER'] as const) {
        const res = await as(t, users[role]).post(TEMPLATES, body);
        assert.equal(res.statusCode, 403, res.body);
        assertDocumented(doc, 'POST', TEMPLATES, res);
      }
      assertNamesField(await as(t, users.ADMIN).post(TEMPLATES, { ...body, content: { blocks: [{ type: 'chart' }] } }), 400, 'content.blocks[0].type');
      assertNamesField(await as(t, users.ADMIN).post(TEMPLATES, { ...body, content: { blocks: [], metadata: { templateId: defaultTemplate.id } } }), 400, 'content.metadata.templateId');
      assertNamesField(await as(t, users.ADMIN).post(TEMPLATES, { ...body, content: { blocks: [{ type: 'title', content: '{{project.nope}}' }] } }), 400, 'content.blocks[0].content');
      assertNamesField(await as(t, users.ADMIN).post(TEMPLATES, { ...body, name: '' }), 400, 'name');
      const [unchanged] = await t.ctx.db.query<{ n: number }>('select count(*)::int as n from templates');
      assert.deepEqual(unchanged, before);

      const created = await as(t, users.ADMIN).post(TEMPLATES, body);
      assert.equal(created.statusCode, 201, created.body);
      assertDocumented(doc, 'POST', TEMPLATES, created);
      const template = json<TemplateAnswer>(created);
      assert.equal(template.position, 1);
      assert.equal(template.content.blocks[0]!.content, 'Completion: {{project.name}}', 'placeholders stay until a report is saved');
      assert.equal((template.content.blocks[1]!.children as Block[])[0]!.content, '<p>Summary here</p>');
      const again = await as(t, users.ADMIN).post(TEMPLATES, body);
      assert.equal(again.statusCode, 409, again.body);
      assert.deepEqual(json<TemplateAnswer[]>(await as(t, users.VIEWER).get(TEMPLATES)).map((x) => x.name), ['Monitoring report', 'Completion report']);
      // Another environment sees none of it.
      assert.deepEqual(json<TemplateAnswer[]>(await as(t, other.ADMIN).get(TEMPLATES)).map((x) => x.name), ['Monitoring report']);
    });

    it('saves a report that follows its template, recording the template', async () => {
      const stored = await storedBlocks(await saveReport(users.MEMBER, 'From the default', fromDefault(), { templateId: defaultTemplate.id, reportType: 'INITIAL' }));
      assert.equal(stored.template_id, defaultTemplate.id);
    });

    it('lists every required section without content, absent or empty, in one 400', async () => {
      const blocks = fromDefault().filter((b) => (b.properties as { sectionId?: string } | undefined)?.sectionId !== 'risks');
      (blocks[1]!.children as Block[])[0]!.content = '<p>&nbsp;</p><script>only a script</script>';
      const res = await saveReport(users.ADMIN, 'Missing sections', blocks, { templateId: defaultTemplate.id });
      assertNamesField(res, 400, 'content.blocks');
      assert.match(json<{ message: string }>(res).message, /executive_summary \(Executive summary\), risks \(Risks\)$/);
    });

    it('enforces the template’s order of sections, naming the one out of place', async () => {
      const blocks = fromDefault();
      [blocks[2], blocks[3]] = [blocks[3]!, blocks[2]!];
      const res = await saveReport(users.ADMIN, 'Out of order', blocks, { templateId: defaultTemplate.id });
      assertNamesField(res, 400, 'content.blocks[3].properties.sectionId');
      assert.match(json<{ message: string }>(res).message, /executive_summary, cost, programme, risks/);
    });

    it('refuses a templateId of no template of the environment', async () => {
      const theirs = json<TemplateAnswer[]>(await as(t, other.ADMIN).get(TEMPLATES))[0]!.id;
      for (const templateId of [theirs, 'abc', '0', '99999999']) {
        assertNamesField(await saveReport(users.ADMIN, 'Unknown template', fromDefault(), { templateId }), 400, 'content.metadata.templateId');
      }
    });

    it('fills placeholders at save time from the project’s data: escaped in narratives, as text in titles and lists', async () => {
      const blocks = fromDefault();
      (blocks[1]!.children as Block[])[0]!.content =
        '<p>{{project.name}} has a budget of {{ project.total_budget }}, completes on {{project.contract_completion_date}}; GDV {{project.gross_development_value}}.</p>';
      (blocks[4]!.children as Block[])[0]!.content = 'Risk at {{project.name}}';
      const stored = await storedBlocks(await saveReport(users.ADMIN, 'Filled', blocks, { templateId: defaultTemplate.id }));
      assert.equal(stored.content.blocks[0]!.content, 'Monitoring report: Smith & <b>Sons</b> Wharf');
      assert.equal(
        (stored.content.blocks[1]!.children as Block[])[0]!.content,
        '<p>Smith &amp; &lt;b&gt;Sons&lt;/b&gt; Wharf has a budget of £1,250,000, completes on 31 March 2027; GDV —.</p>',
      );
      assert.equal((stored.content.blocks[4]!.children as Block[])[0]!.content, 'Risk at Smith & <b>Sons</b> Wharf');
    });

    it('answers an unknown placeholder, or one naming a table, with a 400 naming the block', async () => {
      const blocks = fromDefault();
      (blocks[1]!.children as Block[])[0]!.content = '<p>{{project.owner}}</p>';
      const res = await saveReport(users.ADMIN, 'Bad placeholder', blocks, { templateId: defaultTemplate.id });
      assertNamesField(res, 400, 'content.blocks[1].children[0].content');
      assert.match(json<{ message: string }>(res).message, /\{\{project\.owner\}\}/);
      assertNamesField(await saveReport(users.ADMIN, 'Table placeholder', [{ type: 'list', content: '{{facilities}}' }]), 400, 'content.blocks[0].content');
    });

    it('lists the data-source catalogue with each path’s type, to every role', async () => {
      const res = await as(t, users.VIEWER).get('/document-studio/data-sources');
      assert.equal(res.statusCode, 200, res.body);
      assertDocumented(doc, 'GET', '/document-studio/data-sources', res);
      const entries = new Map(json<{ path: string; type: string; table?: string; columns?: { key: string; type: string }[] }[]>(res).map((e) => [e.path, e]));
      assert.equal(entries.get('project.name')!.type, 'text');
      assert.equal(entries.get('project.total_budget')!.type, 'currency');
      assert.equal(entries.get('project.gross_development_value')!.type, 'currency');
      assert.equal(entries.get('project.total_gifa')!.type, 'number');
      assert.equal(entries.get('project.contract_completion_date')!.type, 'date');
      assert.equal(entries.get('benchmark.latest.adjusted_cost_per_m2')!.type, 'currency');
      assert.deepEqual(entries.get('facilities')!.columns, [
        { key: 'name', type: 'text', title: 'Facility' },
        { key: 'amount', type: 'currency', title: 'Amount' },
      ]);
      assert.deepEqual(entries.get('appraisal_lines')!.columns!.map((c) => c.key).slice(0, 3), ['category', 'budget', 'out_turn']);
      assert.deepEqual(entries.get('interim_reports')!.columns!.map((c) => c.key).slice(0, 4), ['month', 'year', 'edition', 'aggregate_amount']);
      assert.deepEqual({ type: entries.get('facilities.amount')!.type, table: entries.get('facilities.amount')!.table }, { type: 'currency', table: 'facilities' });
      // D-58: the latest benchmark's explanation, a table a data block shows whole.
      const explanation = entries.get('benchmark.explanation') as { type: string; whole?: boolean; columns?: { key: string }[] };
      assert.equal(explanation.type, 'table');
      assert.equal(explanation.whole, true);
      assert.deepEqual(explanation.columns!.map((c) => c.key), ['step', 'change', 'effect_per_m2', 'cost_per_m2']);
      assert.equal('whole' in entries.get('facilities')!, false);
    });

    it('resolves catalogue paths for a project the caller may see (the PDF’s data), 404 for one they may not', async () => {
      const viewer = { userId: users.VIEWER.id, environmentId: env, role: 'VIEWER' as const };
      assert.deepEqual(await resolveDataSource(t.ctx.db, viewer, projectId, 'facilities'), [
        { name: 'Senior loan', amount: 900_000 },
        { name: 'Mezzanine', amount: 150_000.5 },
      ]);
      assert.deepEqual(await resolveDataSource(t.ctx.db, viewer, projectId, 'facilities.amount'), [900_000, 150_000.5]);
      assert.equal(await resolveDataSource(t.ctx.db, viewer, projectId, 'project.total_budget'), 1_250_000);
      assert.equal(await resolveDataSource(t.ctx.db, viewer, projectId, 'benchmark.latest.adjusted_cost_per_m2'), null);
      assert.deepEqual(await resolveDataSource(t.ctx.db, viewer, projectId, 'appraisal_lines'), [
        { category: 'Land acquisition', budget: 100, out_turn: 110, facility: null },
      ]);
      const all = await resolveDataSources(t.ctx.db, viewer, projectId, ['project.name', 'interim_reports', 'no.such.path']);
      assert.equal(all.currency, 'GBP');
      assert.deepEqual([...all.values.entries()], [
        ['project.name', 'Smith & <b>Sons</b> Wharf'],
        ['interim_reports', []],
        ['no.such.path', null],
      ]);
      await assert.rejects(resolveDataSource(t.ctx.db, viewer, hiddenId, 'project.name'), NotFoundError);
      await assert.rejects(resolveDataSource(t.ctx.db, { ...viewer, environmentId: env + 1000 }, projectId, 'project.name'), NotFoundError);
      await assert.rejects(resolveDataSource(t.ctx.db, viewer, projectId, 'project.secret'), InvalidInputError);
    });

    it('fills currency placeholders in the environment’s currency', async () => {
      await t.ctx.db.query(`update environments set currency = 'EUR' where id = $1`, [env]);
      try {
        const stored = await storedBlocks(await saveReport(users.ADMIN, 'In euros', [narrative('<p>{{project.total_budget}}</p>')]));
        assert.equal(stored.content.blocks[0]!.content, '<p>€1,250,000</p>');
      } finally {
        await t.ctx.db.query(`update environments set currency = 'GBP' where id = $1`, [env]);
      }
    });
  });
}
