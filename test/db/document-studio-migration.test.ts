import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { listMigrations, migrate } from '../../src/db/migrate.ts';
import { DEFAULT_DOCUMENT_STUDIO_TEMPLATE } from '../../src/domain/environment-defaults.ts';
import { BACKENDS } from '../helpers/storage.ts';

// Migration 0011 on an installation made before it (D-8): an environment's untouched first default
// document studio template gets the real sections, one an administrator changed is left alone, and an
// environment without any gets the default.

/** The document studio template every environment was given before migration 0011. */
const FIRST_DEFAULT = {
  blocks: [
    { type: 'title', content: 'Initial monitoring report: {{project.name}}' },
    {
      type: 'section',
      properties: { sectionId: 'executive_summary', title: 'Executive summary', required: true },
      children: [{ type: 'narrative', properties: { sectionId: 'executive_summary_text', required: true } }],
    },
    {
      type: 'section',
      properties: { sectionId: 'costs', title: 'Costs' },
      children: [{ type: 'data', properties: { title: 'Total budget', dataSource: 'project.total_budget', format: 'currency' } }],
    },
    {
      type: 'section',
      properties: { sectionId: 'risks', title: 'Risks', required: true },
      children: [{ type: 'list', properties: { sectionId: 'risk_list', listType: 'bullet' } }],
    },
  ],
  metadata: { reportType: 'INITIAL' },
};

for (const backend of BACKENDS) {
  describe(`migration 0011: the default document studio template of existing environments (${backend.name})`, () => {
    let handle: Awaited<ReturnType<(typeof backend)['open']>>;
    before(async () => {
      handle = await backend.open();
    });
    after(() => handle.dispose());

    it('replaces the untouched first default, keeps a changed one, adds one where there is none', async () => {
      const { db } = handle;
      await migrate(db, listMigrations().filter((m) => m.version < '0011'));
      const env = async (name: string) =>
        (await db.query<{ id: number }>('insert into environments (name) values ($1) returning id', [name]))[0]!.id;
      const template = (environmentId: number, content: unknown) =>
        db.query<{ id: number }>(
          `insert into templates (environment_id, kind, name, content) values ($1, 'DOCUMENT_STUDIO', 'Initial monitoring report', $2) returning id`,
          [environmentId, JSON.stringify(content)],
        );
      const untouched = await env('Untouched');
      const [first] = await template(untouched, FIRST_DEFAULT);
      await db.query(`insert into templates (environment_id, kind, name, content) values ($1, 'INTERIM', 'Monthly drawdown report', '{}')`, [untouched]);
      const changed = await env('Changed');
      const mine = { ...FIRST_DEFAULT, metadata: { reportType: 'FINAL' } };
      await template(changed, mine);
      const none = await env('None');

      assert.ok((await migrate(db)).includes('0011_document_studio'));
      const rows = await db.query<{ id: number; environment_id: number; name: string; content: unknown }>(
        `select id, environment_id, name, content from templates where kind = 'DOCUMENT_STUDIO' order by environment_id, id`,
      );
      const of = (environmentId: number) => rows.filter((r) => r.environment_id === environmentId);
      assert.deepEqual(of(untouched), [
        { id: first!.id, environment_id: untouched, name: DEFAULT_DOCUMENT_STUDIO_TEMPLATE.name, content: DEFAULT_DOCUMENT_STUDIO_TEMPLATE.content },
      ]);
      assert.deepEqual(of(changed).map((r) => [r.name, r.content]), [['Initial monitoring report', mine]]);
      assert.deepEqual(of(none).map((r) => [r.name, r.content]), [[DEFAULT_DOCUMENT_STUDIO_TEMPLATE.name, DEFAULT_DOCUMENT_STUDIO_TEMPLATE.content]]);
      const [interim] = await db.query<{ n: number }>(`select count(*)::int as n from templates where kind = 'INTERIM'`);
      assert.equal(interim!.n, 1);
    });
  });
}
