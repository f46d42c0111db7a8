import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { extractText, getDocumentProxy } from 'unpdf';
import { insertComputedSnapshot } from '../../src/db/repositories/benchmark-snapshots.ts';
import { importProjects } from '../../src/services/projects/project-import.ts';
import { assignProjectToUser } from '../../src/services/tenancy/tenancy.ts';
import { buildTestApp, json, type TestApp } from '../helpers/app.ts';
import { assertDocumented, openApiOf } from '../helpers/openapi.ts';
import { as, environmentWithUsers, type SignedIn } from '../helpers/platform.ts';
import { project } from '../helpers/projects.ts';
import { BACKENDS } from '../helpers/storage.ts';

// GET …/versions/{version}/pdf (D-26): a report saved through the save route, rendered as a real PDF and
// read back with unpdf — its headings, narrative, the project's figures in the environment's currency, a
// table with its total and the footer; any role that sees the project may read it; another
// environment's project, a hidden one, an unknown report or version are 404.

type Role = 'ADMIN' | 'MEMBER' | 'VIEWER';
const PDF_PATH = '/projects/{projectId}/document-studio/reports/{reportId}/versions/{version}/pdf';

const CONTENT = {
  blocks: [
    { type: 'title', content: 'Monthly monitoring report: {{project.name}}' },
    {
      type: 'section',
      properties: { sectionId: 'summary', title: 'Executive summary' },
      children: [
        {
          type: 'narrative',
          content:
            '<p>The frame is <strong>complete</strong> and <em>on time</em>; see <a href="https://example.com/diary">the site diary</a>.</p>' +
            '<ul><li>Cladding started</li><li>Roof next</li></ul><p><img src="file:///etc/passwd"><a href="javascript:alert(1)">no script</a></p>',
        },
      ],
    },
    {
      type: 'section',
      properties: { sectionId: 'cost', title: 'Cost' },
      children: [
        { type: 'data', properties: { title: 'Total budget', dataSource: 'project.total_budget', format: 'currency' } },
        { type: 'data', properties: { title: 'Facilities drawn', dataSource: 'facilities.amount', calculation: 'sum' } },
        {
          type: 'section',
          properties: { sectionId: 'facilities', title: 'Facilities' },
          children: [
            {
              type: 'table',
              properties: {
                dataSource: 'facilities',
                calculation: 'sum',
                columns: [
                  { key: 'name', title: 'Facility' },
                  { key: 'amount', title: 'Amount', format: 'currency' },
                ],
              },
            },
          ],
        },
      ],
    },
    { type: 'list', content: 'Planning condition 12 outstanding\nCladding supplier review', properties: { listType: 'numbered' } },
  ],
  metadata: { reportType: 'INTERIM', author: 'QS' },
};

async function pdfText(res: LightMyRequestResponse): Promise<{ text: string; pages: number }> {
  const doc = await getDocumentProxy(new Uint8Array(res.rawPayload));
  const { text } = await extractText(doc, { mergePages: true });
  return { text, pages: doc.numPages };
}

for (const backend of BACKENDS) {
  describe(`Document studio PDF export (${backend.name})`, () => {
    let t: TestApp;
    let doc: Awaited<ReturnType<typeof openApiOf>>;
    let A: { env: number; users: Record<Role, SignedIn> };
    let B: { env: number; users: Record<Role, SignedIn> };
    /** P: assigned to MEMBER and VIEWER; Q: of A, assigned to nobody; R: environment B's. */
    let P: number;
    let Q: number;
    let R: number;
    let reportId: string;

    const pdfUrl = (projectId: number, report: string, version: number) =>
      `/projects/${projectId}/document-studio/reports/${report}/versions/${version}/pdf`;
    const save = async (user: SignedIn, projectId: number, body: unknown) => {
      const res = await as(t, user).post(`/projects/${projectId}/document-studio/reports`, body);
      assert.equal(res.statusCode, 201, res.body);
      return json<{ reportId: string; version: number }>(res);
    };

    before(async () => {
      t = await buildTestApp(backend, 'platform');
      doc = await openApiOf(t.app);
      A = await environmentWithUsers(t, 'Alpha PDF');
      B = await environmentWithUsers(t, 'Bravo PDF');
      [P, Q] = (
        await importProjects(t.ctx, A.env, [
          project(1, {
            name: 'Alder Wharf',
            total_budget: 1_250_000,
            facilities: [
              { name: 'Senior debt', amount: 900_000 },
              { name: 'Mezzanine', amount: 250_000.5 },
            ],
          }),
          project(2, { name: 'Damson Yard' }),
        ])
      ).map((p) => p.id) as [number, number];
      [R] = (await importProjects(t.ctx, B.env, [project(3, { name: 'Rowan Quay', total_budget: 5 })])).map((p) => p.id) as [number];
      for (const role of ['MEMBER', 'VIEWER'] as const) await assignProjectToUser(t.ctx.db, A.env, A.users[role].id, P);
      ({ reportId } = await save(A.users.MEMBER, P, { reportName: 'Alder Wharf monitoring', content: CONTENT }));
    });
    after(() => t?.close());

    it('renders the saved version: headings, narrative, figures in £, the table with its total, the footer', async () => {
      const res = await as(t, A.users.VIEWER).get(pdfUrl(P, reportId, 1));
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.headers['content-type'], 'application/pdf');
      assert.equal(res.headers['content-disposition'], 'inline; filename="Alder-Wharf-monitoring-v1.pdf"');
      assert.equal(res.rawPayload.subarray(0, 5).toString(), '%PDF-');
      assertDocumented(doc, 'GET', PDF_PATH, res);
      const { text, pages } = await pdfText(res);
      assert.equal(pages, 1);
      for (const expected of [
        'Monthly monitoring report: Alder Wharf',
        'Executive summary',
        'complete',
        'on time',
        'the site diary',
        'Cladding started',
        'no script',
        'Cost',
        'Total budget',
        '£1,250,000',
        'Facilities drawn',
        '£1,150,001',
        'Facilities',
        'Senior debt',
        '£900,000',
        '£250,001',
        'Total',
        'Planning condition 12 outstanding',
        'Alder Wharf monitoring · version 1 ·',
        'page 1 of 1',
      ]) {
        assert.ok(text.includes(expected), `"${expected}" in: ${text}`);
      }
    });

    it('every role that sees the project may read it; the environment’s currency when the version was saved is used', async () => {
      for (const role of ['ADMIN', 'MEMBER', 'VIEWER'] as const) {
        const res = await as(t, A.users[role]).get(pdfUrl(P, reportId, 1));
        assert.equal(res.statusCode, 200, `${role}: ${res.body}`);
      }
      await t.ctx.db.query(`update environments set currency = 'EUR' where id = $1`, [A.env]);
      try {
        const { reportId: inEuros, version } = await save(A.users.ADMIN, P, { reportName: 'In euros', content: CONTENT });
        const { text } = await pdfText(await as(t, A.users.ADMIN).get(pdfUrl(P, inEuros, version)));
        assert.ok(text.includes('€1,250,000'), text);
        const { text: saved } = await pdfText(await as(t, A.users.ADMIN).get(pdfUrl(P, reportId, 1)));
        assert.ok(saved.includes('£1,250,000') && !saved.includes('€'), saved);
      } finally {
        await t.ctx.db.query(`update environments set currency = 'GBP' where id = $1`, [A.env]);
      }
    });

    it('shows the figures each version was saved with, and its own saved content', async () => {
      const changed = await as(t, A.users.ADMIN).patch(`/projects/${P}`, { total_budget: 1_300_000 });
      assert.equal(changed.statusCode, 200, changed.body);
      const second = await save(A.users.ADMIN, P, {
        reportName: 'Alder Wharf monitoring',
        content: { blocks: [{ type: 'title', content: 'Second edition' }, CONTENT.blocks[2]] },
      });
      assert.deepEqual(second, { reportId, version: 2 });
      const v1 = await pdfText(await as(t, A.users.VIEWER).get(pdfUrl(P, reportId, 1)));
      const v2Res = await as(t, A.users.VIEWER).get(pdfUrl(P, reportId, 2));
      assert.equal(v2Res.headers['content-disposition'], 'inline; filename="Alder-Wharf-monitoring-v2.pdf"');
      const v2 = await pdfText(v2Res);
      assert.ok(v1.text.includes('Monthly monitoring report: Alder Wharf') && !v1.text.includes('Second edition'));
      assert.ok(v2.text.includes('Second edition') && !v2.text.includes('Executive summary'));
      assert.ok(v1.text.includes('£1,250,000') && !v1.text.includes('£1,300,000'), v1.text);
      assert.ok(v2.text.includes('£1,300,000'), v2.text);
      assert.ok(v2.text.includes('version 2'));
    });

    it('404: another environment’s project, a hidden project, another project’s report, an unknown report or version', async () => {
      const { reportId: ofQ } = await save(A.users.ADMIN, Q, { reportName: 'Damson Yard report', content: { blocks: [{ type: 'title', content: 'Q' }] } });
      const { reportId: ofR } = await save(B.users.ADMIN, R, { reportName: 'Rowan Quay report', content: { blocks: [{ type: 'title', content: 'R' }] } });
      const cases: [string, SignedIn, string][] = [
        ['environment B’s ADMIN on A’s project', B.users.ADMIN, pdfUrl(P, reportId, 1)],
        ['A’s ADMIN on B’s project', A.users.ADMIN, pdfUrl(R, ofR, 1)],
        ['a MEMBER on a project not assigned to it', A.users.MEMBER, pdfUrl(Q, ofQ, 1)],
        ['a VIEWER on a project not assigned to it', A.users.VIEWER, pdfUrl(Q, ofQ, 1)],
        ['another project’s report under P', A.users.ADMIN, pdfUrl(P, ofQ, 1)],
        ['B’s report under A’s project', A.users.ADMIN, pdfUrl(P, ofR, 1)],
        ['an unknown report', A.users.ADMIN, pdfUrl(P, '4000000000', 1)],
        ['an unknown version', A.users.ADMIN, pdfUrl(P, reportId, 99)],
        ['a project that does not exist', A.users.ADMIN, pdfUrl(4_000_000_000, reportId, 1)],
      ];
      for (const [what, user, url] of cases) {
        const res = await as(t, user).get(url);
        assert.equal(res.statusCode, 404, `${what}: ${res.body}`);
        assert.match(String(res.headers['content-type']), /^application\/json/, what);
        assertDocumented(doc, 'GET', PDF_PATH, res);
        for (const secret of ['Alder', 'Damson', 'Rowan', 'Bravo']) assert.ok(!res.body.includes(secret), `${what}: ${res.body}`);
      }
      for (const bad of [pdfUrl(P, 'abc', 1), pdfUrl(P, reportId, 0), `/projects/${P}/document-studio/reports/${reportId}/versions/x/pdf`]) {
        const res = await as(t, A.users.ADMIN).get(bad);
        assert.equal(res.statusCode, 400, `${bad}: ${res.body}`);
        assertDocumented(doc, 'GET', PDF_PATH, res);
      }
    });

    it('a data block on benchmark.explanation (D-58) shows the latest benchmark’s steps as a table; none stored: no rows', async () => {
      const content = { blocks: [{ type: 'data', properties: { title: 'Why this cost', dataSource: 'benchmark.explanation' } }] };
      const { reportId: explained, version } = await save(A.users.ADMIN, Q, { reportName: 'Explained', content });
      const empty = await pdfText(await as(t, A.users.ADMIN).get(pdfUrl(Q, explained, version)));
      assert.ok(empty.text.includes('Why this cost') && empty.text.includes('No rows'), empty.text);

      // A stored benchmark: the report as POST /benchmark/project/{id} stores it (its explanation is what matters here).
      const steps = [
        { factor: 'location', label: 'Lancashire prices (location index 102.4): 2.4% above the UK average', multiplier: 1.024, effect_per_m2: 51.6 },
        { factor: 'date', label: 'Priced at May 2020: 14.2% below mid-2024 prices', multiplier: 0.858, effect_per_m2: -312.62 },
      ];
      await insertComputedSnapshot(t.ctx.db, A.env, {
        project_id: Q,
        type: 'STANDARD',
        developmentId: null,
        bcis: null,
        model_value: 1888.98,
        model_value_lower: 1700,
        model_value_upper: 2100,
        source_health: 70,
        community_value: null,
        report: { adjusted_cost_per_m2: 1888.98, explanation: { base_cost_per_m2: 2150, steps } },
      });
      const kept = await pdfText(await as(t, A.users.ADMIN).get(pdfUrl(Q, explained, version)));
      assert.ok(kept.text.includes('No rows'), 'a version saved before the benchmark keeps what it was saved with');
      const { version: next } = await save(A.users.ADMIN, Q, { reportName: 'Explained', content });
      const { text } = await pdfText(await as(t, A.users.ADMIN).get(pdfUrl(Q, explained, next)));
      for (const expected of [
        'Factor',
        'Effect per m²',
        'National rate for the building function',
        '£2,150',
        'Lancashire prices (location index 102.4): 2.4% above the UK average',
        '2.4%',
        '£52',
        '£2,202',
        '-14.2%',
        '-£313',
        '£1,889',
      ])
        assert.ok(text.includes(expected), `"${expected}" in: ${text}`);
    });

    it('a 50-page report renders through the route', async () => {
      const paragraphs = Array.from({ length: 14 }, (_, i) => `<p>Paragraph ${i + 1}: ${'The contractor reports steady progress on site. '.repeat(8)}</p>`).join('');
      const blocks = Array.from({ length: 60 }, (_, i) => ({
        type: 'section',
        properties: { sectionId: `s${i}`, title: `Section ${i + 1}` },
        children: [{ type: 'narrative', content: paragraphs }],
      }));
      const { reportId: long, version } = await save(A.users.ADMIN, P, { reportName: 'Long report', content: { blocks } });
      const res = await as(t, A.users.VIEWER).get(pdfUrl(P, long, version));
      assert.equal(res.statusCode, 200, res.body);
      const { text, pages } = await pdfText(res);
      assert.ok(pages >= 50, `${pages} pages`);
      assert.ok(text.includes('Section 60') && text.includes(`page ${pages} of ${pages}`));
    });
  });
}
