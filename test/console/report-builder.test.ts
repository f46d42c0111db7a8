import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { figureOf, type ResolvedData } from '../../src/domain/document-studio/figures.ts';
import { formatValue } from '../../src/domain/document-studio/value-format.ts';
import {
  apiToken,
  attributeBecomes,
  type ConsoleService,
  type Credentials,
  describeViolations,
  focusedAfterFrames,
  newContext,
  screenshot,
  seriousAxeViolations,
  signedInPage,
  SKIP_WITHOUT_CHROMIUM,
  startConsole,
} from '../helpers/console.ts';

/**
 * The report builder in a real browser, through the running service: a report built block by block
 * (a section, a narrative written with bold, a list and a link, a figure and a table whose values show
 * before the save, blocks moved and removed), saved and read back through the API as it was built; a
 * required section left empty refused and pointed at; a template saved by an ADMIN and offered to no
 * MEMBER; two versions compared; a VIEWER without the builder; axe at a laptop's and a tablet's width.
 */

const TIMEOUT = 20_000;

interface StoredBlock {
  type: string;
  content?: string;
  properties?: Record<string, unknown>;
  children?: StoredBlock[];
}

describe('web console: the report builder', { skip: SKIP_WITHOUT_CHROMIUM }, () => {
  let service: ConsoleService;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let adminToken = '';
  let memberToken = '';
  let projectId = 0;

  before(async () => {
    // A service of the file's own: the shared one's eight slots of projects are every other console file's.
    ({ service, browser } = await startConsole({ slot: 6, memberProjects: 2, viewerProjects: 2, env: {} }));
    adminToken = await apiToken(service.url, service.users.ADMIN);
    memberToken = await apiToken(service.url, service.users.MEMBER);
    projectId = service.assigned.MEMBER.find((id) => service.assigned.VIEWER.includes(id))!;
    assert.ok(projectId, 'a project the MEMBER and the VIEWER are both assigned');
  });
  after(async () => {
    for (const context of contexts) await context.close().catch(() => {});
    await service?.stop();
  });

  const signedIn = (user: Credentials): Promise<Page> => signedInPage(browser, contexts, service.url, user, TIMEOUT);
  const api = async <T,>(token: string, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> => {
    const res = await fetch(`${service.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: res.status, body: (await res.json()) as T };
  };

  /** The builder's last block card of `type` (within `scope`). */
  const lastBlock = (scope: Locator | Page, type: string) => scope.locator(`[data-testid="builder-block"][data-type="${type}"]`).last();
  /** Adds a block of `type` with the add control of the container `scope` (a section's card, or the builder for the top level). */
  async function addBlock(scope: Locator, type: string): Promise<Locator> {
    const add = scope.getByTestId('add-block').last();
    await add.locator('select').selectOption(type);
    await add.getByRole('button', { name: /^Add block/ }).click();
    return lastBlock(scope, type);
  }

  /** CSP refusals the page reports (an inline style or script the editor would have set). */
  function cspViolations(page: Page): string[] {
    const seen: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) seen.push(message.text());
    });
    return seen;
  }

  it('builds a report: a section, a formatted narrative, a figure and a table with their values before saving, moved and removed blocks; the stored version is what was built', async () => {
    const page = await signedIn(service.users.MEMBER);
    const csp = cspViolations(page);
    await page.goto(`${service.url}/#/projects/${projectId}/reports`);
    await page.getByLabel('Start from').selectOption({ label: 'A blank report' });
    await page.getByTestId('start-report').click();
    const builder = page.getByTestId('report-builder');
    await builder.getByLabel('Report name').fill('Built in the browser');
    await lastBlock(builder, 'title').getByLabel('Title text').fill('Progress in April');

    const section = await addBlock(builder, 'section');
    await section.getByLabel('Heading').first().fill('Progress');
    const narrative = await addBlock(section, 'narrative');
    const editor = narrative.getByRole('textbox', { name: 'Narrative text', exact: true });
    await editor.click();
    await page.keyboard.type('Works are ');
    await narrative.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('on programme');
    await narrative.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('.');
    await page.keyboard.press('Enter');
    await narrative.getByRole('button', { name: 'Bulleted list' }).click();
    await page.keyboard.type('Steel');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Cladding');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.type('See ');
    await narrative.getByRole('button', { name: 'Link' }).click();
    await narrative.getByLabel('Link address').fill('javascript:alert(1)');
    await narrative.getByRole('button', { name: 'Apply link' }).click();
    await narrative.getByText('Link address: must start with https://, http:// or mailto:').waitFor();
    await narrative.getByLabel('Link address').fill('https://example.com/plan?a=1&b=2');
    await narrative.getByRole('button', { name: 'Apply link' }).click();
    assert.equal(await editor.locator('a').getAttribute('href'), 'https://example.com/plan?a=1&b=2');

    // A figure and a table of the project's facilities: their values show before anything is saved.
    const figure = await addBlock(section, 'data');
    await figure.getByLabel('Label (optional)').fill('Facilities in all');
    await figure.getByLabel('Data source').selectOption('facilities.amount');
    assert.equal(await figure.getByLabel('Calculation').inputValue(), 'sum');
    const table = await addBlock(section, 'table');
    await table.getByLabel('Data source').selectOption('facilities');
    await table.getByLabel('Last row').selectOption('sum');
    await table.getByLabel('Heading of Amount').fill('Facility amount');

    const preview = await api<{ currency: string; data: Record<string, ResolvedData> }>(adminToken, 'POST', `/projects/${projectId}/document-studio/preview`, {
      content: { blocks: [{ type: 'table', properties: { dataSource: 'facilities', columns: [{ key: 'name', title: 'Name' }, { key: 'amount', title: 'Amount' }] } }] },
    });
    assert.equal(preview.status, 200);
    const rows = preview.body.data.facilities as { name: string; amount: number }[];
    assert.ok(rows.length > 0, 'the project has facilities');
    const total = figureOf({ type: 'data', properties: { dataSource: 'facilities.amount', calculation: 'sum' } }, new Map([['facilities.amount', rows.map((r) => r.amount)]]));
    const totalWords = formatValue(total, 'currency', preview.body.currency);
    await figure.getByTestId('figure-value').filter({ hasText: totalWords }).waitFor();
    const shown = table.getByTestId('figure-table');
    await shown.locator('tbody tr').first().waitFor();
    assert.deepEqual(
      await shown.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent))),
      rows.map((r) => [r.name, formatValue(r.amount, 'currency', preview.body.currency)]),
    );
    assert.deepEqual(await shown.locator('thead th').allInnerTexts(), ['Facility', 'Facility amount']);
    assert.equal(await shown.locator('tfoot td').last().innerText(), totalWords);

    // Arranged: a list added then moved above the narrative, a stray narrative removed, the figure moved below the table.
    const list = await addBlock(section, 'list');
    await list.getByLabel('Kind of list').selectOption('numbered');
    await list.getByLabel('Items, one a line').fill('Order lifts\nBook scaffold');
    const focused = async () => (await focusedAfterFrames(page, (el) => el?.getAttribute('aria-label'))) ?? '';
    await list.getByRole('button', { name: /^Move up/ }).click();
    await list.getByRole('button', { name: /^Move up/ }).click();
    assert.equal(await focused(), 'Move up: List, block 2 of “Progress”', 'the focus stays on the button pressed, wherever the block went');
    await page.keyboard.press('Enter');
    assert.equal(await focused(), 'Move down: List, block 1 of “Progress”', 'at the top, Move up is disabled: the focus is on Move down');
    const stray = await addBlock(section, 'narrative');
    await stray.getByRole('button', { name: /^Remove/ }).click();
    await figure.getByRole('button', { name: /^Move down/ }).click();
    const order = await section.locator(':scope > ol > [data-testid="builder-block"]').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-type')));
    assert.deepEqual(order, ['list', 'narrative', 'table', 'data']);
    await screenshot(page, '32-report-builder');
    const violations = await seriousAxeViolations(page);
    assert.deepEqual(violations, [], describeViolations(violations));

    const [request] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/document-studio/reports')),
      builder.getByRole('button', { name: 'Save report' }).click(),
    ]);
    const sent = request.postDataJSON() as { reportName: string; content: { blocks: StoredBlock[] } };
    await page.getByTestId('report-title').filter({ hasText: 'Built in the browser, version 1' }).waitFor();
    const reportId = /reports\/(\d+)\?version=1$/.exec(page.url())![1]!;
    const stored = await api<{ content: { blocks: StoredBlock[] } }>(memberToken, 'GET', `/projects/${projectId}/document-studio/reports/${reportId}/versions/1`);
    const html =
      '<p>Works are <strong>on programme</strong>.</p><ul><li><p>Steel</p></li><li><p>Cladding</p></li></ul>' +
      '<p>See <a href="https://example.com/plan?a=1&amp;b=2">https://example.com/plan?a=1&amp;b=2</a></p>';
    assert.deepEqual(stored.body.content.blocks, [
      { type: 'title', content: 'Progress in April' },
      {
        type: 'section',
        properties: { title: 'Progress', sectionId: 'new_section' },
        children: [
          { type: 'list', content: 'Order lifts\nBook scaffold', properties: { listType: 'numbered' } },
          { type: 'narrative', content: html },
          {
            type: 'table',
            properties: { dataSource: 'facilities', columns: [{ key: 'name', title: 'Facility' }, { key: 'amount', title: 'Facility amount' }], calculation: 'sum' },
          },
          { type: 'data', properties: { title: 'Facilities in all', dataSource: 'facilities.amount', calculation: 'sum' } },
        ],
      },
    ]);
    assert.deepEqual(stored.body.content, sent.content, 'the service stored what the builder sent, the narrative HTML to the byte');
    assert.deepEqual(csp, [], 'the editor sets no inline style the page’s policy refuses');
  });

  it('points a refusal at the block: the template\'s required sections left empty, and a figure without a data source', async () => {
    const page = await signedIn(service.users.MEMBER);
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.goto(`${service.url}/#/projects/${projectId}/reports`);
    await page.getByLabel('Start from').selectOption({ label: 'The template “Monitoring report”' });
    await page.getByTestId('start-report').click();
    const builder = page.getByTestId('report-builder');
    await builder.getByLabel('Report name').fill('Left empty');
    const summarySection = builder.locator('[data-testid="builder-block"][data-type="section"]').filter({ hasText: 'Section “Executive summary”' });
    await summarySection.getByText('Required by the template: no content yet').waitFor();
    assert.equal(await summarySection.getByRole('button', { name: 'Remove: Section “Executive summary”' }).isDisabled(), true, 'a section the template requires cannot be removed');

    await builder.getByRole('button', { name: 'Save report' }).click();
    const error = page.getByTestId('builder-error');
    await error.waitFor();
    assert.match(await error.innerText(), /required sections without content \(template "Monitoring report"\): executive_summary \(Executive summary\), risks \(Risks\)/);
    assert.equal(await focusedAfterFrames(page, (el) => el?.getAttribute('data-testid')), 'builder-error', 'the summary takes the focus');
    const summaryEditor = summarySection.getByRole('textbox', { name: 'Narrative text', exact: true });
    assert.equal(await summaryEditor.getAttribute('aria-invalid'), 'true');
    const risks = builder.locator('[data-testid="builder-block"][data-type="section"]').filter({ hasText: 'Section “Risks”' });
    assert.equal(await risks.getByLabel('Items, one a line').getAttribute('aria-invalid'), 'true');
    const cost = builder.locator('[data-testid="builder-block"][data-type="section"]').filter({ hasText: 'Section “Cost”' });
    assert.equal(await cost.getByRole('textbox', { name: 'Narrative text', exact: true }).getAttribute('aria-invalid'), null, 'a section not required is not marked');
    await summarySection.getByText('“Executive summary” is required and has no content yet: write something here.').first().waitFor();
    await error.getByRole('link', { name: 'Go to Section “Executive summary”' }).click();
    assert.equal(await summaryEditor.evaluate((el) => el === document.activeElement), true, 'the summary\'s link leads to the section\'s editor');
    await screenshot(page, '33-report-builder-refused-tablet');
    const violations = await seriousAxeViolations(page);
    assert.deepEqual(violations, [], describeViolations(violations));

    // A figure with no data source: the API names its path, which points at the block's data source.
    await page.keyboard.type('Works are on programme.');
    await risks.getByLabel('Items, one a line').fill('Steel prices');
    const figure = await addBlock(cost, 'data');
    await builder.getByRole('button', { name: 'Save report' }).click();
    await error.filter({ hasText: /content\.blocks\[2\]\.children\[4\]\.properties\.dataSource: is required on a data block/ }).waitFor();
    assert.equal(await figure.getByLabel('Data source').getAttribute('aria-invalid'), 'true');
    await attributeBecomes(summaryEditor, 'aria-invalid', null);
    assert.equal(await summaryEditor.getAttribute('aria-invalid'), null, 'the summary has content now');
    await figure.getByText('Choose the data source', { exact: true }).waitFor();
    await figure.getByLabel('Data source').selectOption('project.total_budget');
    await builder.getByRole('button', { name: 'Save report' }).click();
    await page.getByTestId('report-title').filter({ hasText: 'Left empty, version 1' }).waitFor();
  });

  it('lets an ADMIN save a report\'s structure as a template, offers a MEMBER no such control, and the API refuses the MEMBER', async () => {
    const created = await api<{ reportId: string }>(adminToken, 'POST', `/projects/${projectId}/document-studio/reports`, {
      reportName: 'Structure to keep',
      content: {
        blocks: [
          { type: 'title', content: 'Quarterly review' },
          {
            type: 'section',
            properties: { sectionId: 'summary', title: 'Summary', required: true },
            children: [{ type: 'narrative', content: '<p>Specific to this project.</p>' }],
          },
          { type: 'section', properties: { sectionId: 'money', title: 'Money' }, children: [{ type: 'data', properties: { dataSource: 'project.total_budget' } }] },
        ],
        metadata: { reportType: 'INTERIM' },
      },
    });
    assert.equal(created.status, 201);
    const page = await signedIn(service.users.ADMIN);
    await page.goto(`${service.url}/#/projects/${projectId}/reports/${created.body.reportId}`);
    const form = page.getByTestId('save-template');
    await form.getByLabel('Template name').fill('Quarterly review');
    await form.getByRole('button', { name: 'Save as a template' }).click();
    await form.getByTestId('template-saved').filter({ hasText: 'Template “Quarterly review” saved' }).waitFor();
    const templates = await api<{ name: string; content: unknown }[]>(adminToken, 'GET', '/document-studio/templates');
    assert.deepEqual(templates.body.find((t) => t.name === 'Quarterly review')?.content, {
      blocks: [
        { type: 'title', content: 'Quarterly review' },
        { type: 'section', properties: { sectionId: 'summary', title: 'Summary', required: true }, children: [{ type: 'narrative', content: '' }] },
        { type: 'section', properties: { sectionId: 'money', title: 'Money' }, children: [{ type: 'data', properties: { dataSource: 'project.total_budget' } }] },
      ],
      metadata: { reportType: 'INTERIM' },
    });
    // The same name again: the API's 409, in its words.
    await form.getByRole('button', { name: 'Save as a template' }).click();
    await form.getByTestId('save-template-error').filter({ hasText: /The template was not saved/ }).waitFor();

    const member = await signedIn(service.users.MEMBER);
    await member.goto(`${service.url}/#/projects/${projectId}/reports/${created.body.reportId}`);
    await member.getByTestId('report-builder').waitFor();
    assert.equal(await member.getByTestId('save-template').count(), 0, 'a MEMBER is offered no template control');
    const refused = await api<{ message: string }>(memberToken, 'POST', '/document-studio/templates', { name: 'By a member', content: { blocks: [] } });
    assert.equal(refused.status, 403);
  });

  it('compares two versions side by side, the change of each line said in words', async () => {
    const base = `/projects/${projectId}/document-studio/reports`;
    const version = (summary: string, risks: string, extra: StoredBlock[]) =>
      api<{ reportId: string; version: number }>(adminToken, 'POST', base, {
        reportName: 'Compared',
        content: {
          blocks: [
            { type: 'title', content: 'Compared report' },
            { type: 'section', properties: { sectionId: 'summary', title: 'Summary' }, children: [{ type: 'narrative', content: summary }] },
            { type: 'section', properties: { sectionId: 'risks', title: 'Risks' }, children: [{ type: 'list', content: risks }] },
            ...extra,
          ],
        },
      });
    await version('<p>Frame up to level 3.</p><p>Cladding ordered.</p>', 'Steel prices\nScaffold', [{ type: 'narrative', content: '<p>Dropped later.</p>' }]);
    const { body } = await version('<p>Frame up to level 5.</p><p>Cladding ordered.</p>', 'Steel prices\nScaffold\nLift delivery', []);
    const page = await signedIn(service.users.VIEWER);
    await page.goto(`${service.url}/#/projects/${projectId}/reports/${body.reportId}`);
    const diff = page.getByTestId('version-diff');
    assert.equal(await diff.getByLabel('Earlier version').inputValue(), '1');
    assert.equal(await diff.getByLabel('Later version').inputValue(), '2');
    await diff.getByRole('button', { name: 'Compare' }).click();
    await diff.getByTestId('diff-summary').filter({ hasText: 'Version 1 against version 2: 1 line changed, 1 added, 1 removed, 6 the same.' }).waitFor();
    const rows = await diff.locator('tbody tr').evaluateAll((trs) =>
      trs.map((tr) => [...tr.children].map((cell) => (cell as HTMLElement).innerText.replace(/\s+/g, ' ').trim())),
    );
    assert.deepEqual(rows.filter(([kind]) => kind !== 'Same'), [
      ['Changed', 'Summary › Narrative Frame up to level 3.', 'Summary › Narrative Frame up to level 5.'],
      ['Added', '—', 'Risks › List Lift delivery'],
      ['Removed', 'Narrative Dropped later.', '—'],
    ]);
    assert.equal(await diff.locator('tr[data-kind="changed"] del').innerText(), '3');
    assert.equal(await diff.locator('tr[data-kind="changed"] ins').innerText(), '5');
    await screenshot(page, '34-report-versions-compared');
    // A VIEWER reads and compares, and has no builder.
    assert.equal(await page.getByTestId('report-builder').count(), 0);
    await page.goto(`${service.url}/#/projects/${projectId}/reports`);
    await page.getByTestId('report-table').waitFor();
    assert.equal(await page.getByTestId('new-report').count(), 0);
  });

  it('speaks a lender\'s words (data sources and placeholders by name) and shows the report as it will read beside its blocks at 1280 px', async () => {
    const page = await signedIn(service.users.MEMBER);
    await page.setViewportSize({ width: 1280, height: 900 });
    const project = (await api<{ name: string; total_budget: number | null }>(memberToken, 'GET', `/projects/${projectId}`)).body;
    await page.goto(`${service.url}/#/projects/${projectId}/reports`);
    await page.getByLabel('Start from').selectOption({ label: 'The template “Monitoring report”' });
    await page.getByTestId('start-report').click();
    const builder = page.getByTestId('report-builder');

    // The template's title holds {{project.name}}: the writer reads and types it as [Project name].
    const title = builder.locator('[data-testid="builder-block"][data-type="title"]').first().getByLabel('Title text');
    const titleId = (await title.getAttribute('id'))!;
    await page.waitForFunction((id) => (document.getElementById(id) as HTMLInputElement | null)?.value === 'Monitoring report: [Project name]', titleId);
    await title.fill('Monitoring report: [Project name], budget [Total budget]');

    // Data sources are chosen by their names; nothing shows a path, a placeholder's braces or a decision's number.
    const section = await addBlock(builder, 'section');
    const figure = await addBlock(section, 'data');
    await figure.getByLabel('Data source').selectOption({ label: 'Total budget' });
    const table = await addBlock(section, 'table');
    await table.getByLabel('Data source').selectOption({ label: 'Loan facilities' });
    const options = await builder.locator('option').allInnerTexts();
    assert.ok(options.includes('Benchmark explained, factor by factor') && options.includes('Building function'), options.join(' | '));
    const internal = /\(D-\d+\)|\{\{|\}\}|\(project\.|project\.\w|benchmark\.latest|\bm2\b/;
    for (const text of [await builder.innerText(), options.join('\n')]) assert.doesNotMatch(text, internal);

    // Beside the blocks, kept in sight as they scroll: the report with its placeholders filled and its
    // figures' values now, in whole pounds.
    const preview = page.getByTestId('builder-preview');
    const filled = preview.locator('.report-title').filter({ hasText: `Monitoring report: ${project.name}, budget ` });
    await filled.waitFor();
    assert.match(await filled.innerText(), /budget (£[\d,]+|—)$/, 'the placeholder typed by name is filled, in whole pounds');
    // The figure added last, named by its source's label.
    const added = preview.locator('.figure-now').filter({ hasText: 'Total budget' }).last();
    await added.waitFor();
    assert.match(await added.innerText(), /^Total budget: (£[\d,]+|—)$/);
    await preview.getByTestId('figure-table').last().waitFor();
    const [blocksBox, previewBox] = [await builder.locator('.builder-tree').boundingBox(), await preview.boundingBox()];
    assert.ok(blocksBox && previewBox && previewBox.x >= blocksBox.x + blocksBox.width, `the report beside the blocks: ${JSON.stringify({ blocksBox, previewBox })}`);
    await screenshot(page, '34-report-builder-preview');
    // Halfway down the blocks, the report is still at the top of the window.
    await page.evaluate(() => window.scrollTo(0, 2500));
    const stillThere = await preview.boundingBox();
    assert.ok(stillThere && stillThere.y >= -1 && stillThere.y < 50, `the report stays in sight: ${JSON.stringify(stillThere)}`);
    const violations = await seriousAxeViolations(page);
    assert.deepEqual(violations, [], describeViolations(violations));
  });

  it('has no serious accessibility violation at a tablet\'s width with every kind of block open', async () => {
    const context = await newContext(browser, { width: 768, height: 1024 });
    contexts.push(context);
    const page = await signedIn(service.users.ADMIN);
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.goto(`${service.url}/#/projects/${projectId}/reports`);
    await page.getByLabel('Start from').selectOption({ label: 'The template “Monitoring report”' });
    await page.getByTestId('start-report').click();
    const builder = page.getByTestId('report-builder');
    const section = await addBlock(builder, 'section');
    for (const type of ['title', 'narrative', 'list', 'data', 'table', 'section']) await addBlock(section, type);
    // The section added last is now the last section of all: the others are found from the builder.
    await lastBlock(builder, 'table').getByLabel('Data source').selectOption('benchmark.explanation');
    await lastBlock(builder, 'data').getByLabel('Data source').selectOption('benchmark.explanation');
    await lastBlock(builder, 'data').locator('.appearance summary').click();
    await builder.locator('[data-testid="figure-table"]').first().waitFor();
    await screenshot(page, '35-report-builder-tablet');
    const violations = await seriousAxeViolations(page);
    assert.deepEqual(violations, [], describeViolations(violations));
  });
});
