import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buffer } from 'node:stream/consumers';
import { after, before, describe, it } from 'node:test';
import { extractText, getDocumentProxy } from 'unpdf';
import type { PdfDocument } from '../../src/domain/document-studio/pdf-document.ts';
import { layoutReport, type ReportBlock, type ReportForPdf, type ResolvedData } from '../../src/domain/document-studio/pdf-layout.ts';
import { renderPdf } from '../../src/external/pdf.ts';

// The renderer (pdfmake 0.3 behind src/external/pdf.ts): real files, read back with unpdf. What a
// report holds comes out as text; 50 pages render; and nothing in a report, nor in a definition
// however hostile, makes it open a file or fetch a URL.

async function pdfOf(definition: PdfDocument): Promise<{ text: string; pageTexts: string[]; pages: number; bytes: Buffer }> {
  const bytes = await buffer(await renderPdf(definition));
  const doc = await getDocumentProxy(new Uint8Array(bytes));
  const { text: pageTexts } = await extractText(doc, { mergePages: false });
  return { text: pageTexts.join('\n'), pageTexts, pages: doc.numPages, bytes };
}

function report(blocks: ReportBlock[], data: [string, ResolvedData][] = []): ReportForPdf {
  return { name: 'Alder Wharf monitoring', version: 7, createdAt: '2025-03-03T10:00:00Z', currency: 'GBP', blocks, data: new Map(data) };
}

const facilities = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ name: `Facility ${i + 1}`, drawn: '2024-05-01', amount: 1000 + i }));

describe('renderPdf: a report as a PDF file', () => {
  it('holds the headings, the currency figure with £, a table cell and the footer', async () => {
    const { text, bytes } = await pdfOf(
      layoutReport(
        report(
          [
            { type: 'title', content: 'Monthly monitoring report' },
            {
              type: 'section',
              properties: { title: 'Costs' },
              children: [
                { type: 'data', properties: { title: 'Total budget', dataSource: 'project.total_budget', format: 'currency' } },
                {
                  type: 'table',
                  properties: {
                    dataSource: 'project.facilities',
                    calculation: 'sum',
                    columns: [
                      { key: 'name', title: 'Facility' },
                      { key: 'drawn', title: 'Drawn', format: 'date' },
                      { key: 'amount', title: 'Amount', format: 'currency' },
                    ],
                  },
                },
              ],
            },
          ],
          [
            ['project.total_budget', 1_250_000],
            ['project.facilities', facilities(3)],
          ],
        ),
      ),
    );
    assert.equal(bytes.subarray(0, 5).toString(), '%PDF-');
    for (const expected of ['Monthly monitoring report', 'Costs', 'Total budget', '£1,250,000', 'Facility 2', '1 May 2024', '£1,001', 'Total', '£3,003']) {
      assert.ok(text.includes(expected), `"${expected}" in: ${text}`);
    }
    assert.ok(text.includes('Alder Wharf monitoring · version 7 · 3 March 2025 — page 1 of 1'), text);
  });

  it('a narrative’s emphasis, link and lists come out as their text', async () => {
    const { text } = await pdfOf(
      layoutReport(
        report([
          {
            type: 'narrative',
            content:
              '<p>The frame is <strong>complete</strong> and <em>on time</em>; see <a href="https://example.com/diary">the site diary</a>.</p><ul><li>Cladding started</li><li>Roof next</li></ul><ol><li>Pay the contractor</li></ol>',
          },
        ]),
      ),
    );
    for (const expected of ['complete', 'on time', 'the site diary', 'Cladding started', 'Roof next', 'Pay the contractor']) {
      assert.ok(text.includes(expected), `"${expected}" in: ${text}`);
    }
  });

  it('renders a 50-page report, its table header on every page and "page N of M" throughout', async (t) => {
    const started = performance.now();
    const { text, pageTexts, pages } = await pdfOf(
      layoutReport(
        report(
          [
            {
              type: 'table',
              properties: {
                dataSource: 'rows',
                calculation: 'sum',
                columns: [
                  { key: 'name', title: 'Facility' },
                  { key: 'drawn', title: 'Drawn', format: 'date' },
                  { key: 'amount', title: 'Amount', format: 'currency' },
                ],
              },
            },
          ],
          [['rows', facilities(2200)]],
        ),
      ),
    );
    const ms = performance.now() - started;
    assert.ok(pages >= 50, `${pages} pages`);
    pageTexts.forEach((page, i) => {
      // Page 1 starts with the report's name (the report has no title block), every other with the header.
      const top = i === 0 ? page.split('\n').slice(1).join('\n') : page;
      assert.ok(top.startsWith('Facility Drawn Amount\n'), `page ${i + 1} starts with the header row: ${page.slice(0, 80)}`);
      assert.ok(page.includes(`page ${i + 1} of ${pages}`), `page ${i + 1}'s footer`);
    });
    assert.ok(text.includes('Facility 2200'));
    // Not a target: a figure to notice if it ever grows (pdfmake 0.3 was measured at about 0.6 s).
    t.diagnostic(`${pages} pages rendered and read back in ${ms.toFixed(0)} ms`);
  });
});

describe('renderPdf: headings stay with what follows them', () => {
  // Sections of long narratives whose lengths once left "Section 5", "Section 14" and "Section 31" alone at
  // the foot of a page.
  for (const sentences of [9, 10]) {
    it(`no page ends with a heading (paragraphs of ${sentences}+ sentences)`, async () => {
      const paragraphs = (n: number) =>
        Array.from({ length: 5 }, (_, i) => `<p>Paragraph ${i + 1}: ${'The contractor reports steady progress on site. '.repeat(n + i)}</p>`).join('');
      const blocks: ReportBlock[] = Array.from({ length: 40 }, (_, i) => ({
        type: 'section',
        properties: { title: `Section ${i + 1}` },
        children: [
          { type: 'narrative', content: paragraphs(sentences) },
          { type: 'section', properties: { title: `Sub ${i + 1}` }, children: [{ type: 'list', content: 'a\nb\nc' }] },
        ],
      }));
      const { pageTexts } = await pdfOf(layoutReport(report(blocks)));
      pageTexts.forEach((page, i) => {
        const lines = page.split('\n').filter((line) => line.trim() !== '');
        const lastBeforeFooter = lines.at(-2) ?? '';
        assert.ok(!/^(Section|Sub) \d+$/.test(lastBeforeFooter), `page ${i + 1} ends with the heading "${lastBeforeFooter}"`);
      });
      assert.equal(pageTexts.join('\n').match(/Paragraph 5:/g)?.length, 40, 'every narrative whole');
    });
  }
});

describe('renderPdf: no file is opened and no URL fetched', () => {
  let requests = 0;
  let origin = '';
  const server = createServer((_req, res) => {
    requests += 1;
    res.end('GIF89a');
  });
  before(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** The files the process reads while `run` runs (pdfkit and pdfmake read through node:fs). */
  async function filesReadDuring(run: () => Promise<unknown>): Promise<string[]> {
    const read: string[] = [];
    const spied = ['readFileSync', 'openSync', 'createReadStream', 'readFile'] as const;
    const originals = spied.map((name) => fs[name]);
    spied.forEach((name, i) => {
      (fs as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
        read.push(String(args[0]));
        return (originals[i] as (...a: unknown[]) => unknown)(...args);
      };
    });
    try {
      await run();
    } finally {
      spied.forEach((name, i) => ((fs as unknown as Record<string, unknown>)[name] = originals[i]));
    }
    return read;
  }

  it('hostile report content renders as text, without a file read or a request', async () => {
    let text = '';
    const read = await filesReadDuring(async () => {
      ({ text } = await pdfOf(
        layoutReport(
          report([
            { type: 'title', content: `file:///etc/passwd ${origin}/title.png` },
            {
              type: 'narrative',
              content: `<p><img src="file:///etc/passwd"><img src="${origin}/img.png"><a href="file:///etc/passwd">passwd</a> <a href="${origin}/link">a link</a> {"image":"/etc/passwd"}</p>`,
            },
            { type: 'list', content: `/etc/passwd\n${origin}/list` },
          ]),
        ),
      ));
    });
    assert.deepEqual(read, []);
    assert.equal(requests, 0);
    assert.ok(text.includes('file:///etc/passwd'));
    assert.ok(text.includes('{"image":"/etc/passwd"}'));
    assert.ok(!text.includes('root:'), 'no file content in the PDF');
  });

  it('a definition naming a local file (image, attachment) is refused by the local access policy', async () => {
    const base = layoutReport(report([{ type: 'title', content: 'x' }]));
    const hostile: object[] = [
      { ...base, content: [{ image: '/etc/passwd' }] },
      { ...base, content: [{ image: 'passwd' }], images: { passwd: '/etc/passwd' } },
      { ...base, files: { passwd: { src: '/etc/passwd' } } },
    ];
    for (const definition of hostile) {
      const read = await filesReadDuring(() =>
        assert.rejects(renderPdf(definition as unknown as PdfDocument), /Access to local file denied by resource access policy/),
      );
      assert.deepEqual(read, []);
    }
  });

  it('a definition naming a URL (image, attachment) is refused by the URL access policy, with no request made', async () => {
    const base = layoutReport(report([{ type: 'title', content: 'x' }]));
    const hostile: object[] = [
      { ...base, content: [{ image: 'remote' }], images: { remote: `${origin}/image.png` } },
      { ...base, files: { remote: { src: `${origin}/attachment.bin` } } },
    ];
    for (const definition of hostile) {
      await assert.rejects(renderPdf(definition as unknown as PdfDocument), /Access to URL denied by resource access policy/);
    }
    const direct = { ...base, content: [{ image: `${origin}/direct.png` }] };
    await assert.rejects(renderPdf(direct as unknown as PdfDocument), /denied by resource access policy/);
    assert.equal(requests, 0);
  });
});
