import { randomBytes } from 'node:crypto';
import { extractText, getDocumentProxy } from 'unpdf';
import { type Mode, positiveInt, runModes, withService } from './harness.ts';
import { signIn } from './platform-setup.ts';
import { ms, say, table } from './report.ts';
import { adminClient } from './setup.ts';

/**
 * `npm run bench:reports`: the document studio through the HTTP
 * API as a user calls it, on each storage mode — the save time of a 200-block report (one version after
 * another), the render time of a 50-page report's PDF (to its last byte), and the wall time of 50
 * concurrent saves of one new reportName (their versions checked to be 1..50 exactly). Also, for the
 * PDF's worker threads, a project read's latency alone and while PDFs render. bench/README.md says more.
 */

const SAVES = positiveInt('BENCH_REPORTS_SAVES', 100);
const RENDERS = positiveInt('BENCH_REPORTS_RENDERS', 20);
const CONCURRENT = positiveInt('BENCH_REPORTS_CONCURRENT', 50);
const READS = 40;

type Json = Record<string, unknown>;

/** A section of the 200-block report: its heading, a narrative, two figures and a list (5 blocks). */
function section(i: number): Json {
  return {
    type: 'section',
    properties: { sectionId: `section_${i}`, title: `Section ${i + 1}: works package ${i + 1}` },
    children: [
      {
        type: 'narrative',
        content:
          `<p>Works package ${i + 1} is <strong>on programme</strong>; the contractor reports <em>steady progress</em> ` +
          `and the <a href="https://example.com/diary/${i}">site diary</a> records no delays.</p>` +
          '<ul><li>Frame complete to level 6</li><li>Cladding started on the north elevation</li></ul>' +
          `<p>${'Monthly valuation agreed with the employer’s agent. '.repeat(4)}</p>`,
      },
      { type: 'data', properties: { title: 'Total budget', dataSource: 'project.total_budget', format: 'currency' } },
      { type: 'data', properties: { title: 'Facilities drawn', dataSource: 'facilities.amount', calculation: 'sum' } },
      { type: 'list', content: 'Planning condition outstanding\nCladding supplier review\nWeather', properties: { listType: 'bullet' } },
    ],
  };
}

/** 40 sections of 5 blocks: 200 blocks, about 30 KB of JSON. */
const BLOCKS_200 = { blocks: Array.from({ length: 40 }, (_, i) => section(i)), metadata: { reportType: 'INTERIM' } };

/** A report of over 50 pages: the appraisal table (500 lines, ~12 pages) and 60 sections of long narratives. */
const LONG_REPORT = {
  blocks: [
    { type: 'title', content: 'Monitoring report: {{project.name}}' },
    {
      type: 'section',
      properties: { sectionId: 'appraisal', title: 'Appraisal' },
      children: [
        {
          type: 'table',
          properties: {
            dataSource: 'appraisal_lines',
            calculation: 'sum',
            columns: [
              { key: 'category', title: 'Category' },
              { key: 'budget', title: 'Budget', format: 'currency' },
              { key: 'out_turn', title: 'Out-turn', format: 'currency' },
            ],
          },
        },
      ],
    },
    ...Array.from({ length: 60 }, (_, i) => ({
      type: 'section',
      properties: { sectionId: `narrative_${i}`, title: `Commentary ${i + 1}` },
      children: [
        {
          type: 'narrative',
          content: Array.from(
            { length: 5 },
            (_, p) => `<p><strong>Point ${p + 1}.</strong> ${'The contractor reports steady progress on site and no change to the programme. '.repeat(7)}</p>`,
          ).join(''),
        },
      ],
    })),
  ],
};

const quantile = (xs: number[], q: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
};
const median = (xs: number[]) => quantile(xs, 0.5);

interface ModeResult {
  mode: Mode;
  saveBytes: number;
  saves: number[];
  pages: number;
  pdfBytes: number;
  renders: number[];
  concurrentWallMs: number;
  concurrentVersions: string;
  readAlone: number[];
  readDuringRenders: number[];
}

async function call(method: string, url: string, token: string, body?: unknown): Promise<{ status: number; bytes: Buffer }> {
  const response = await fetch(url, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
}

async function timed<T>(work: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const result = await work();
  return [performance.now() - started, result];
}

await runModes(
  async (mode, storage) =>
    withService(
      mode,
      storage,
      { listener: 'platform', env: { PLATFORM_RATE_LIMIT_PER_SECOND: '100000', PLATFORM_RATE_LIMIT_BURST: '1000000000' } },
      async (service): Promise<ModeResult> => {
        const post = adminClient(service.adminUrl, service.operatorToken);
        const env = await post<{ id: number }>('/admin/environments', { name: 'Bench reports' });
        const account = {
          id: '',
          email: `bench-reports-${randomBytes(4).toString('hex')}@bench.example.com`,
          password: randomBytes(18).toString('base64url'),
          role: 'ADMIN' as const,
          assigned: 0,
        };
        await post(`/admin/environments/${env.id}/users`, { email: account.email, name: 'Bench reports', password: account.password, role: 'ADMIN' });
        const { created } = await post<{ created: { id: number }[] }>(`/admin/environments/${env.id}/projects/import`, {
          projects: [
            {
              name: 'Alder Wharf',
              project_reference: 'BENCH-REPORTS-1',
              status: 'IN_PROGRESS',
              total_budget: 12_500_000,
              facilities: Array.from({ length: 10 }, (_, i) => ({ name: `Facility ${i + 1}`, amount: 250_000 + 1_000.5 * i })),
              appraisal_lines: Array.from({ length: 500 }, (_, i) => ({ label: `Appraisal line ${i + 1}`, budget: 10_000 + i, out_turn: 10_250.25 + i })),
            },
          ],
        });
        const projectId = created[0]!.id;
        const token = await signIn(service.url, account);
        const reports = `${service.url}/projects/${projectId}/document-studio/reports`;
        const save = async (reportName: string, content: unknown) => {
          const res = await call('POST', reports, token, { reportName, content });
          if (res.status !== 201) throw new Error(`save: ${res.status} ${res.bytes.toString('utf8', 0, 300)}`);
          return JSON.parse(res.bytes.toString()) as { reportId: string; version: number };
        };

        // 1. A 200-block report saved again and again, one version after another.
        const saveBytes = Buffer.byteLength(JSON.stringify({ reportName: 'Two hundred blocks', content: BLOCKS_200 }));
        say(`  ${SAVES} saves of a 200-block report (${(saveBytes / 1024).toFixed(0)} KB), one after another…`);
        for (let i = 0; i < 3; i++) await save('Two hundred blocks', BLOCKS_200); // warm-up
        const saves: number[] = [];
        for (let i = 0; i < SAVES; i++) saves.push((await timed(() => save('Two hundred blocks', BLOCKS_200)))[0]);

        // 2. A report of 50+ pages rendered through the route, to the last byte.
        const long = await save('Long report', LONG_REPORT);
        const pdfUrl = `${reports}/${long.reportId}/versions/${long.version}/pdf`;
        const render = async () => {
          const res = await call('GET', pdfUrl, token);
          if (res.status !== 200) throw new Error(`pdf: ${res.status} ${res.bytes.toString('utf8', 0, 300)}`);
          return res.bytes;
        };
        const first = await render(); // warm-up: the renderer's thread starts and loads its fonts
        const pdf = await getDocumentProxy(new Uint8Array(first));
        const pages = pdf.numPages;
        const { text } = await extractText(pdf, { mergePages: true });
        if (pages < 50 || !text.includes(`page ${pages} of ${pages}`)) throw new Error(`the long report has ${pages} pages`);
        say(`  ${RENDERS} renders of a ${pages}-page PDF (${(first.length / 1024).toFixed(0)} KB), one after another…`);
        const renders: number[] = [];
        for (let i = 0; i < RENDERS; i++) renders.push((await timed(render))[0]);

        // 3. A project read alone, and while two PDFs render (the renderer's threads keep the event loop free).
        const projectUrl = `${service.url}/projects/${projectId}`;
        const read = async () => {
          const [took, res] = await timed(() => call('GET', projectUrl, token));
          if (res.status !== 200) throw new Error(`read: ${res.status}`);
          return took;
        };
        const readAlone: number[] = [];
        for (let i = 0; i < READS; i++) readAlone.push(await read());
        const readDuringRenders: number[] = [];
        let rendering = true;
        const background = [render(), render()].map((p) => p.then(() => undefined));
        const stop = Promise.all(background).then(() => (rendering = false));
        // A read every 5 ms for as long as the renders last, so that the reads sample all of them.
        while (rendering) {
          readDuringRenders.push(await read());
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
        await stop;

        // 4. Concurrent saves of one new reportName: every one answered, versions 1..N exactly.
        say(`  ${CONCURRENT} concurrent saves of one new reportName…`);
        const [concurrentWallMs, answers] = await timed(() =>
          Promise.all(Array.from({ length: CONCURRENT }, () => save('Concurrent saves', BLOCKS_200))),
        );
        const versions = answers.map((a) => a.version).sort((a, b) => a - b);
        const ids = new Set(answers.map((a) => a.reportId));
        const exact = ids.size === 1 && versions.every((v, i) => v === i + 1);
        const listed = await call('GET', `${reports}/${answers[0]!.reportId}/versions?limit=${CONCURRENT + 10}`, token);
        const stored = (JSON.parse(listed.bytes.toString()) as { version: number }[]).map((v) => v.version).sort((a, b) => a - b);
        const storedExact = stored.length === CONCURRENT && stored.every((v, i) => v === i + 1);
        if (!exact || !storedExact) throw new Error(`concurrent saves: answered ${versions.join(',')}; stored ${stored.join(',')}`);

        return {
          mode,
          saveBytes,
          saves,
          pages,
          pdfBytes: first.length,
          renders,
          concurrentWallMs,
          concurrentVersions: `1..${CONCURRENT} exactly (answered and stored)`,
          readAlone,
          readDuringRenders,
        };
      },
    ),
  (r) => {
    const title = r.mode === 'postgres' ? 'PostgreSQL + Redis' : 'embedded (PGlite, in-process store)';
    say();
    say(`== ${title} ==`);
    say(
      table(
        ['figure', 'n', 'median ms', 'p95 ms', 'max ms'],
        [
          [`save, 200-block report (${(r.saveBytes / 1024).toFixed(0)} KB)`, String(r.saves.length), ms(median(r.saves)), ms(quantile(r.saves, 0.95)), ms(Math.max(...r.saves))],
          [`PDF, ${r.pages} pages (${(r.pdfBytes / 1024).toFixed(0)} KB), to the last byte`, String(r.renders.length), ms(median(r.renders)), ms(quantile(r.renders, 0.95)), ms(Math.max(...r.renders))],
          [`${CONCURRENT} concurrent saves, wall time`, '1', ms(r.concurrentWallMs), '', ''],
          ['GET /projects/{id} alone', String(r.readAlone.length), ms(median(r.readAlone)), ms(quantile(r.readAlone, 0.95)), ms(Math.max(...r.readAlone))],
          ['GET /projects/{id} while 2 PDFs render', String(r.readDuringRenders.length), ms(median(r.readDuringRenders)), ms(quantile(r.readDuringRenders, 0.95)), ms(Math.max(...r.readDuringRenders))],
        ],
        [false, true, true, true, true],
      ),
    );
    say(`  concurrent saves' versions: ${r.concurrentVersions}`);
  },
  (results) => {
    say();
    say('== summary (ms; no targets are set: the figures are reported as measured) ==');
    const rows = results.flatMap((r) => [
      [`${r.mode}: save p95 (200 blocks)`, quantile(r.saves, 0.95)],
      [`${r.mode}: PDF median (${r.pages} pages)`, median(r.renders)],
      [`${r.mode}: PDF p95 (${r.pages} pages)`, quantile(r.renders, 0.95)],
      [`${r.mode}: ${CONCURRENT} concurrent saves`, r.concurrentWallMs],
    ] as [string, number][]);
    const scale = Math.max(...rows.map(([, v]) => v));
    const width = Math.max(...rows.map(([label]) => label.length));
    for (const [label, value] of rows) say(`  ${label.padEnd(width)} ${'█'.repeat(Math.max(1, Math.round((value / scale) * 40)))} ${ms(value)}`);
  },
);
