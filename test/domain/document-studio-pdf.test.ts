import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseHtml } from '../../src/domain/document-studio/html-tree.ts';
import { LINK_COLOUR, narrativeContent } from '../../src/domain/document-studio/narrative-pdf.ts';
import type { PdfContent, PdfTable, PdfText } from '../../src/domain/document-studio/pdf-document.ts';
import {
  dataSourcePaths,
  fontSizeOf,
  layoutReport,
  pdfFileName,
  type ReportBlock,
  type ReportForPdf,
  type ResolvedData,
} from '../../src/domain/document-studio/pdf-layout.ts';
import { calculate, formatValue } from '../../src/domain/document-studio/value-format.ts';

// The pure half of the PDF export (D-26): formats, the narrative's HTML as pdfmake nodes, and the
// layout of blocks. test/external/pdf.test.ts renders and reads back real files.

function report(blocks: ReportBlock[], data: [string, ResolvedData][] = [], more: Partial<ReportForPdf> = {}): ReportForPdf {
  return { name: 'Alder Wharf monitoring', version: 3, createdAt: '2025-03-03T10:00:00Z', currency: 'GBP', blocks, data: new Map(data), ...more };
}

/** Every text of a node tree, in order, as one string per text node. */
function texts(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (Array.isArray(node)) return node.flatMap(texts);
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) => (['text', 'stack', 'ul', 'ol', 'table', 'body', 'columns'].includes(key) ? texts(value) : []));
}
const joined = (node: unknown) => texts(node).join('');

/** Every node of a tree with a given key. */
function nodesWith<T>(node: unknown, key: string): T[] {
  if (Array.isArray(node)) return node.flatMap((n) => nodesWith<T>(n, key));
  if (typeof node !== 'object' || node === null) return [];
  const own = key in node ? [node as T] : [];
  return [...own, ...Object.values(node).flatMap((v) => nodesWith<T>(v, key))];
}

describe('formatValue: the formats of D-27 in the environment’s currency', () => {
  it('currency in the currency’s own symbol, in whole units as the console shows money', () => {
    assert.equal(formatValue(1_250_000, 'currency', 'GBP'), '£1,250,000');
    assert.equal(formatValue('1250000.5', 'currency', 'GBP'), '£1,250,001');
    assert.equal(formatValue('1250000.49', 'currency', 'GBP'), '£1,250,000');
    assert.equal(formatValue(-42.1, 'currency', 'GBP'), '-£42');
    assert.equal(formatValue(99.5, 'currency', 'EUR'), '€100');
    assert.equal(formatValue(1000, 'currency', 'JPY'), 'JP¥1,000');
  });

  it('number, percent (the value is the percentage), date, text', () => {
    assert.equal(formatValue(1234567.891, 'number', 'GBP'), '1,234,567.89');
    assert.equal(formatValue(12.5, 'percent', 'GBP'), '12.5%');
    assert.equal(formatValue('2024-03-01', 'date', 'GBP'), '1 March 2024');
    assert.equal(formatValue('2024-02-29T23:30:00.000Z', 'date', 'GBP'), '29 February 2024');
    assert.equal(formatValue(1200, 'text', 'GBP'), '1200');
    assert.equal(formatValue(true, undefined, 'GBP'), 'Yes');
  });

  it('an absent value is a dash, one that does not fit its format is text', () => {
    for (const empty of [null, undefined, '']) assert.equal(formatValue(empty, 'currency', 'GBP'), '—');
    assert.equal(formatValue('to be confirmed', 'currency', 'GBP'), 'to be confirmed');
    assert.equal(formatValue('next spring', 'date', 'GBP'), 'next spring');
  });

  it('sums money in pence: a column of 0.10s adds up exactly', () => {
    assert.equal(calculate(Array.from({ length: 10 }, () => 0.1), 'sum'), 1);
    assert.equal(calculate([0.1, 0.2], 'sum'), 0.3);
    assert.equal(calculate([1, '2', null, 'n/a'], 'avg'), 1.5);
    assert.equal(calculate([3, 1, 2], 'min'), 1);
    assert.equal(calculate([3, 1, 2], 'max'), 3);
    assert.equal(calculate([3, null, '', 'x'], 'count'), 2);
    assert.equal(calculate([null, 'x'], 'sum'), null);
  });
});

describe('parseHtml: the stored, sanitised narrative', () => {
  it('decodes entities into text and keeps tags out of it', () => {
    const [p] = parseHtml('<p>Costs &amp; fees &lt;b&gt; &#163;5 &#x20AC;6 &unknown;</p>');
    assert.equal(joined(p && p.kind === 'element' ? p.children.map((c) => (c.kind === 'text' ? c.text : '')) : []), 'Costs & fees <b> £5 €6 &unknown;');
  });

  it('forgives malformed nesting and drops what the sanitiser would (a second line of defence)', () => {
    const content = narrativeContent('<p><strong>bold <em>both</strong> after</em></p><script>alert(1)</script><style>p{}</style><p>end');
    const text = joined(content);
    assert.equal(text, 'bold both afterend');
    assert.ok(!text.includes('alert'));
  });

  it('text that looks like pdfmake markup or a tag stays text', () => {
    const content = narrativeContent('<p>{"image": "/etc/passwd"} &lt;img src=x&gt;</p>');
    assert.equal(joined(content), '{"image": "/etc/passwd"} <img src=x>');
    assert.deepEqual(nodesWith(content, 'image'), []);
  });
});

describe('narrativeContent: emphasis, links, lists, headings, tables', () => {
  it('gives emphasis as bold, italics and underline runs', () => {
    const [p] = narrativeContent('<p>A <strong>strong</strong>, <b>b</b>, <em>em</em>, <i>i</i> and <u>u</u> word.</p>') as PdfText[];
    const runs = p!.text as PdfText[];
    const run = (t: string) => runs.find((r) => r.text === t);
    assert.equal(run('strong')?.bold, true);
    assert.equal(run('b')?.bold, true);
    assert.equal(run('em')?.italics, true);
    assert.equal(run('i')?.italics, true);
    assert.equal(run('u')?.decoration, 'underline');
    assert.equal(joined(p), 'A strong, b, em, i and u word.');
  });

  it('links http, https and mailto; any other scheme is plain text', () => {
    const content = narrativeContent(
      '<p><a href="https://example.com/a">web</a> <a href="mailto:qs@example.com">mail</a> <a href="file:///etc/passwd">file</a> <a href="javascript:alert(1)">js</a></p>',
    );
    const links = nodesWith<PdfText>(content, 'link');
    assert.deepEqual(
      links.map((l) => [l.text, l.link, l.color]),
      [
        ['web', 'https://example.com/a', LINK_COLOUR],
        ['mail', 'mailto:qs@example.com', LINK_COLOUR],
      ],
    );
    assert.equal(joined(content), 'web mail file js');
  });

  it('lists, nested lists, line breaks and headings', () => {
    const content = narrativeContent('<h2>Progress</h2><ul><li>Frame<ul><li>Level 6</li></ul></li><li>Roof</li></ul><ol start="3"><li>Third</li></ol><p>one<br>two</p>');
    assert.equal((content[0] as PdfText).style, 'narrativeHeading2');
    const [ul] = nodesWith<{ ul: PdfContent[] }>(content, 'ul');
    assert.equal(ul!.ul.length, 2);
    assert.equal(nodesWith(ul, 'ul').length, 2, 'the nested list is inside the first item');
    const [ol] = nodesWith<{ ol: PdfContent[]; start: number }>(content, 'ol');
    assert.equal(ol!.start, 3);
    assert.deepEqual(texts(content.at(-1)), ['one', '\n', 'two']);
  });

  it('collapses white space as a browser does', () => {
    const content = narrativeContent('<p>\n  Lots   of\n\tspace <strong> here </strong> done  </p>');
    assert.equal(joined(content), 'Lots of space here done');
  });

  it('tables: header rows, a colspan, ragged rows padded', () => {
    const [table] = narrativeContent(
      '<table><thead><tr><th>Item</th><th>Status</th><th>Note</th></tr></thead><tbody><tr><td colspan="2">Piling</td><td>ok</td></tr><tr><td>Roof</td></tr></tbody></table>',
    ) as PdfTable[];
    assert.equal(table!.table.headerRows, 1);
    assert.deepEqual(table!.table.body.map((row) => row.length), [3, 3, 3]);
    assert.equal((table!.table.body[1]![0] as { colSpan?: number }).colSpan, 2);
  });
});

describe('layoutReport: blocks as a pdfmake document', () => {
  const blocks: ReportBlock[] = [
    { type: 'title', content: 'Monthly report' },
    {
      type: 'section',
      properties: { title: 'Costs', sectionId: 'costs' },
      children: [
        { type: 'data', properties: { title: 'Total budget', dataSource: 'project.total_budget', format: 'currency' } },
        {
          type: 'section',
          properties: { title: 'Facilities' },
          children: [
            {
              type: 'table',
              properties: {
                dataSource: 'project.facilities',
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
    { type: 'list', content: 'First risk\n\n  Second risk  \n', properties: { listType: 'numbered', color: '#C62828', fontSize: '14px', textAlign: 'right' } },
  ];
  const data: [string, ResolvedData][] = [
    ['project.total_budget', '1250000.00'],
    [
      'project.facilities',
      [
        { name: 'Senior debt', amount: 1000.1 },
        { name: 'Mezzanine', amount: '250.20' },
        { name: 'Equity', amount: null },
      ],
    ],
  ];
  const doc = layoutReport(report(blocks, data));

  it('the title, section headings by depth, the figure in the environment’s currency', () => {
    assert.deepEqual(
      nodesWith<PdfText>(doc.content, 'style').map((n) => [n.style, joined(n)]),
      [
        ['title', 'Monthly report'],
        ['heading1', 'Costs'],
        ['heading2', 'Facilities'],
      ],
    );
    assert.ok(joined(doc.content).includes('Total budget£1,250,000'));
    const euros = layoutReport(report(blocks, data, { currency: 'EUR' }));
    assert.ok(joined(euros.content).includes('€1,250,000'));
  });

  it('a table: the header repeated on every page, a row per data row, the total of its money column', () => {
    const [table] = nodesWith<PdfTable>(doc.content, 'table');
    assert.equal(table!.table.headerRows, 1);
    assert.deepEqual(
      table!.table.body.map((row) => row.map(joined)),
      [
        ['Facility', 'Amount'],
        ['Senior debt', '£1,000'],
        ['Mezzanine', '£250'],
        ['Equity', '—'],
        ['Total', '£1,250'],
      ],
    );
  });

  it('a table without a calculation has no total row; one without rows says so', () => {
    const plain = layoutReport(
      report(
        [{ type: 'table', properties: { dataSource: 'x', columns: [{ key: 'a', title: 'A' }, { key: 'b', title: 'B', format: 'number' }] } }],
        [['x', [{ a: 'one', b: 1 }]]],
      ),
    );
    assert.deepEqual(nodesWith<PdfTable>(plain.content, 'table')[0]!.table.body.map((r) => r.map(joined)), [['A', 'B'], ['one', '1']]);
    const empty = layoutReport(report([{ type: 'table', properties: { dataSource: 'x', calculation: 'sum', columns: [{ key: 'a', title: 'A' }] } }], [['x', []]]));
    assert.deepEqual(nodesWith<PdfTable>(empty.content, 'table')[0]!.table.body.map((r) => r.map(joined)), [['A'], ['No rows']]);
  });

  it('a list block: one item per non-empty line, numbered, in the block’s colour, size and alignment', () => {
    const [ol] = nodesWith<{ ol: PdfText[]; color: string; fontSize: number; alignment: string }>(doc.content, 'ol');
    assert.deepEqual(ol!.ol.map(joined), ['First risk', 'Second risk']);
    assert.equal(ol!.color, '#C62828');
    assert.equal(ol!.fontSize, 10.5);
    assert.equal(ol!.alignment, 'right');
  });

  it('the footer: name, version, date and page N of M', () => {
    assert.equal(joined(doc.footer(2, 7)), 'Alder Wharf monitoring · version 3 · 3 March 2025 — page 2 of 7');
  });

  it('a report without a title block is headed by its name', () => {
    const untitled = layoutReport(report([{ type: 'list', content: 'a' }]));
    assert.deepEqual(texts(untitled.content[0]), ['Alder Wharf monitoring']);
  });

  it('never produces a node that reads a file or a URL (image, svg, qr, attachment)', () => {
    const hostile = layoutReport(
      report([
        { type: 'title', content: '{"image":"/etc/passwd"}' },
        { type: 'narrative', content: '<p><img src="file:///etc/passwd"><a href="file:///etc/passwd">x</a> https://evil.example/x.png</p>' },
        { type: 'list', content: 'file:///etc/passwd\nhttp://169.254.169.254/latest/meta-data' },
      ]),
    );
    for (const key of ['image', 'svg', 'qr', 'attachment', 'files', 'images']) {
      assert.deepEqual(nodesWith(hostile, key), [], key);
    }
    assert.deepEqual(nodesWith(hostile, 'link'), []);
  });

  it('CSS sizes in points, within what a page shows', () => {
    assert.equal(fontSizeOf('16px'), 12);
    assert.equal(fontSizeOf('12pt'), 12);
    assert.equal(fontSizeOf('1.5em'), 15);
    assert.equal(fontSizeOf('900px'), 48);
    assert.equal(fontSizeOf('large'), undefined);
  });

  it('figures of the catalogue: a column under its calculation, a table’s rows counted, its type when no format is given', () => {
    const facilities = [
      { name: 'Senior debt', amount: 1_000_000 },
      { name: 'Mezzanine', amount: 250_000.5 },
    ];
    const doc = layoutReport(
      report(
        [
          { type: 'data', properties: { title: 'Facilities total', dataSource: 'facilities.amount', calculation: 'sum' } },
          { type: 'data', properties: { title: 'Largest', dataSource: 'facilities.amount', calculation: 'max' } },
          { type: 'data', properties: { title: 'Facilities', dataSource: 'facilities', calculation: 'count' } },
          { type: 'data', properties: { title: 'Budget', dataSource: 'project.total_budget' } },
          { type: 'data', properties: { title: 'Completion', dataSource: 'project.contract_completion_date' } },
          { type: 'table', properties: { dataSource: 'facilities', columns: [{ key: 'name', title: 'Facility' }, { key: 'amount', title: 'Amount' }] } },
        ],
        [
          ['facilities.amount', facilities.map((f) => f.amount)],
          ['facilities', facilities],
          ['project.total_budget', 2_000_000],
          ['project.contract_completion_date', '2026-09-30T00:00:00.000Z'],
        ],
      ),
    );
    const figures = nodesWith<{ columns: PdfText[] }>(doc.content, 'columns').map((n) => n.columns.map(joined));
    assert.deepEqual(figures, [
      ['Facilities total', '£1,250,001'],
      ['Largest', '£1,000,000'],
      ['Facilities', '2'],
      ['Budget', '£2,000,000'],
      ['Completion', '30 September 2026'],
    ]);
    const [table] = nodesWith<PdfTable>(doc.content, 'table');
    assert.deepEqual(table!.table.body[2]!.map(joined), ['Mezzanine', '£250,001']);
  });

  it('names every data source once, nested ones too', () => {
    assert.deepEqual(
      dataSourcePaths([
        { type: 'data', properties: { dataSource: 'project.total_budget' } },
        { type: 'section', children: [{ type: 'section', children: [{ type: 'table', properties: { dataSource: 'facilities' } }] }] },
        { type: 'data', properties: { dataSource: 'project.total_budget' } },
        { type: 'narrative', content: '{{project.name}}' },
      ]),
      ['project.total_budget', 'facilities'],
    );
  });

  it('a file name safe in a header and on disk', () => {
    assert.equal(pdfFileName('Alder Wharf monitoring', 3), 'Alder-Wharf-monitoring-v3.pdf');
    assert.equal(pdfFileName('Café "Q1"; report\r\n/../etc/passwd', 12), 'Cafe-Q1-report-etc-passwd-v12.pdf');
    assert.equal(pdfFileName('  ', 1), 'report-v1.pdf');
    assert.equal(pdfFileName('月報', 2), 'report-v2.pdf');
    assert.ok(pdfFileName('x'.repeat(300), 1).length <= 100 + '-v1.pdf'.length);
  });

  it('a drawdown table: the period as written (2026, not 2,026), only the amounts totalled', () => {
    const doc = layoutReport(
      report(
        [
          {
            type: 'table',
            properties: {
              dataSource: 'interim_reports',
              calculation: 'sum',
              columns: [
                { key: 'month', title: 'Month' },
                { key: 'year', title: 'Year' },
                { key: 'edition', title: 'Edition' },
                { key: 'aggregate_amount', title: 'Drawn down' },
              ],
            },
          },
        ],
        [
          [
            'interim_reports',
            [
              { month: 2, year: 2026, edition: 1, aggregate_amount: 150_000 },
              { month: 3, year: 2026, edition: 1, aggregate_amount: 175_000.25 },
            ],
          ],
        ],
      ),
    );
    assert.deepEqual(
      nodesWith<PdfTable>(doc.content, 'table')[0]!.table.body.map((row) => row.map(joined)),
      [
        ['Month', 'Year', 'Edition', 'Drawn down'],
        ['2', '2026', '1', '£150,000'],
        ['3', '2026', '1', '£175,000'],
        ['Total', '', '', '£325,000'],
      ],
    );
  });
});
