import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { formatValue } from '../../src/domain/document-studio/value-format.ts';
import {
  apiToken,
  attributeBecomes,
  type ConsoleService,
  type Credentials,
  describeViolations,
  screenshot,
  seriousAxeViolations,
  signedInPage,
  SKIP_WITHOUT_CHROMIUM,
  startConsole,
} from '../helpers/console.ts';

/**
 * The console's document studio pages in a real browser: a project's reports, a report's
 * versions and one rendered (its figures and tables as the version keeps them, and as of when, for a
 * VIEWER too; a refresh with current data), a new report from a template, narrative HTML that runs
 * nothing, the PDF, and a VIEWER without the form.
 */

const TIMEOUT = 15_000;
const XSS = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script><a href="javascript:window.__xss=3">x</a>';

/**
 * Runs `click` and resolves once the page has dispatched it (a listener of the document counts clicks,
 * in the capture phase, before any handler of the target) and drawn a frame after it: whatever an
 * inline handler would have done has been done by then, so that "it ran nothing" is then a fact.
 */
async function clicked(page: Page, click: () => Promise<void>): Promise<void> {
  const before = await page.evaluate(() => {
    const w = window as unknown as { __clicks?: number; __counting?: boolean };
    if (!w.__counting) {
      w.__counting = true;
      document.addEventListener('click', () => (w.__clicks = (w.__clicks ?? 0) + 1), true);
    }
    return w.__clicks ?? 0;
  });
  await click();
  await page.waitForFunction((n) => ((window as unknown as { __clicks?: number }).__clicks ?? 0) > n, before);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** A table's cells as the page shows them: its body's rows, then its last row's cells (none without one). */
async function tableCells(table: Locator): Promise<{ body: string[][]; foot: string[] }> {
  const cells = (rows: Element[]) => rows.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? ''));
  return {
    body: await table.locator('tbody tr').evaluateAll(cells),
    foot: (await table.locator('tfoot tr').evaluateAll(cells))[0] ?? [],
  };
}

/** A sum of money as the PDF adds it: in hundredths. */
const sumOfMoney = (amounts: number[]) => amounts.reduce((sum, a) => sum + Math.round(a * 100), 0) / 100;

describe('web console: document studio', { skip: SKIP_WITHOUT_CHROMIUM }, () => {
  let service: ConsoleService;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let adminToken = '';
  let projectId = 0;
  let xssReportId = '';

  before(async () => {
    ({ service, browser } = await startConsole({ slot: 6, memberProjects: 2, viewerProjects: 2 }));
    adminToken = await apiToken(service.url, service.users.ADMIN);
    projectId = service.assigned.VIEWER[0]!;
    const res = await fetch(`${service.url}/projects/${projectId}/document-studio/reports`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        reportName: 'Narrative with a payload',
        content: {
          blocks: [
            { type: 'title', content: 'Payload <b>check</b>' },
            {
              type: 'section',
              properties: { sectionId: 'notes', title: 'Notes' },
              children: [
                { type: 'narrative', content: `<p>Before</p>${XSS}<p>After <strong>bold</strong></p>` },
                { type: 'data', properties: { title: 'Total facilities', dataSource: 'facilities.amount', calculation: 'sum' } },
                { type: 'list', content: 'Steel prices\nCladding lead time', properties: { listType: 'bullet' } },
              ],
            },
          ],
        },
      }),
    });
    assert.equal(res.status, 201, await res.clone().text());
    xssReportId = ((await res.json()) as { reportId: string }).reportId;
  });
  after(async () => {
    for (const context of contexts) await context.close().catch(() => {});
    await service?.stop();
  });

  const signedIn = (user: Credentials): Promise<Page> => signedInPage(browser, contexts, service.url, user, TIMEOUT);

  it('lists a project\'s reports from its page, and makes a new one from the default template through the builder', async () => {
    const page = await signedIn(service.users.ADMIN);
    await page.goto(`${service.url}/#/projects/${projectId}`);
    await page.getByTestId('project-reports').click();
    await page.waitForURL(/\/reports$/);
    await page.getByTestId('report-table').getByRole('link', { name: 'Narrative with a payload' }).waitFor();

    // Started from the default template, into the builder; without a name the API's 400 is shown, naming what is wrong.
    await page.getByTestId('start-report').click();
    const builder = page.getByTestId('report-builder');
    await builder.getByRole('button', { name: 'Save report' }).click();
    assert.match(await page.getByTestId('builder-error').innerText(), /reportName/);
    assert.equal(await builder.getByLabel('Report name').getAttribute('aria-invalid'), 'true');
    await screenshot(page, '31-reports-new');

    await builder.getByLabel('Report name').fill('Monthly commentary');
    const summary = builder.locator('[data-testid="builder-block"][data-type="section"]').filter({ hasText: 'Section “Executive summary”' });
    await summary.getByRole('textbox', { name: 'Narrative text', exact: true }).click();
    await page.keyboard.type('Works are on programme.');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Cladding <b>ordered</b>.');
    const risks = builder.locator('[data-testid="builder-block"][data-type="section"]').filter({ hasText: 'Section “Risks”' });
    await risks.getByLabel('Items, one a line').fill('Steel prices\nCladding lead time');
    await builder.getByRole('button', { name: 'Save report' }).click();
    await page.getByTestId('report-title').filter({ hasText: 'Monthly commentary, version 1' }).waitFor();
    const doc = page.getByTestId('report-document');
    for (const heading of ['Executive summary', 'Cost', 'Programme', 'Risks']) {
      await doc.getByRole('heading', { name: heading }).waitFor();
    }
    const narrative = await doc.locator('.narrative').first().innerHTML();
    assert.equal(narrative, '<p>Works are on programme.</p><p>Cladding &lt;b&gt;ordered&lt;/b&gt;.</p>', 'typed text is text, never markup');
    // The template's figures and its appraisal table show the project's values, not their sources.
    await doc.getByRole('region', { name: 'Appraisal' }).getByTestId('figure-table').waitFor();
    await doc.getByTestId('figure-value').filter({ hasText: /^Total budget: / }).waitFor();
    assert.doesNotMatch(await doc.innerText(), /appraisal_lines|project\.total_budget/);
    await page.getByTestId('report-versions').getByText('1 (shown)').waitFor();
  });

  it('renders a narrative carrying a script payload as harmless markup that runs nothing, and downloads the PDF', async () => {
    const page = await signedIn(service.users.ADMIN);
    await page.goto(`${service.url}/#/projects/${projectId}/reports/${xssReportId}`);
    const doc = page.getByTestId('report-document');
    await doc.getByRole('heading', { name: 'Notes' }).waitFor();
    assert.equal(await doc.locator('.report-title').innerText(), 'Payload <b>check</b>', 'a title is text');
    const narrative = doc.locator('.narrative');
    assert.equal(await narrative.locator('img, script, [onerror], [href^="javascript" i]').count(), 0);
    await narrative.getByText('After').waitFor();
    // The payload's link lost its javascript: address on the server and is plain text here: clicking where it is runs nothing.
    assert.equal(await narrative.locator('a').count(), 0);
    assert.match(await narrative.innerText(), /Before\s*x\s*After/);
    await clicked(page, () => narrative.click());
    assert.equal(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss), undefined);
    await doc.getByTestId('figure-value').filter({ hasText: /^Total facilities: / }).waitFor();
    assert.match(await doc.innerText(), /Cladding lead time/);

    const [download, response] = await Promise.all([
      page.waitForEvent('download'),
      page.waitForResponse((r) => r.url().endsWith('/pdf')),
      page.getByTestId('report-pdf').click(),
    ]);
    assert.equal(response.status(), 200);
    assert.match(response.headers()['content-type'] ?? '', /^application\/pdf/);
    assert.match(download.suggestedFilename(), /\.pdf$/);
    const file = await download.path();
    assert.equal(fs.readFileSync(file).subarray(0, 4).toString('latin1'), '%PDF');

    await screenshot(page, '30-report');
    const violations = await seriousAxeViolations(page);
    assert.deepEqual(violations, [], describeViolations(violations));
    await page.goto(`${service.url}/#/projects/${projectId}/reports`);
    await page.getByTestId('new-report').waitFor();
    const formViolations = await seriousAxeViolations(page);
    assert.deepEqual(formViolations, [], describeViolations(formViolations));
  });

  it('sanitises narrative HTML again in the browser: an answer the service would never give still runs nothing', async () => {
    const page = await signedIn(service.users.ADMIN);
    const raw =
      XSS +
      '<svg onload="window.__xss=4"><circle /></svg><iframe src="javascript:window.__xss=5"></iframe>' +
      '<p style="color:red" onclick="window.__xss=6">Styled</p><a href="https://example.com/a" onclick="window.__xss=7">safe link</a>' +
      '<a href=" JaVaScRiPt:window.__xss=8">spaced</a><math><mi>m</mi></math>';
    await page.route(`**/document-studio/reports/${xssReportId}/versions/1`, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          report_id: xssReportId,
          report_name: 'Forged answer',
          version: 1,
          created_at: new Date().toISOString(),
          created_by: null,
          content: { blocks: [{ type: 'narrative', content: raw }] },
          figures: { as_of: new Date().toISOString(), read: 'saved', currency: 'GBP', values: {} },
        }),
      }),
    );
    await page.goto(`${service.url}/#/projects/${projectId}/reports/${xssReportId}?version=1`);
    const narrative = page.getByTestId('report-document').locator('.narrative');
    await narrative.getByText('Styled').waitFor();
    assert.equal(await narrative.locator('img, script, svg, iframe, math, [style], [onclick], [onerror], [onload]').count(), 0);
    const links = narrative.locator('a');
    assert.equal(await links.count(), 1, await narrative.innerHTML());
    assert.equal(await links.getAttribute('href'), 'https://example.com/a');
    await clicked(page, () => narrative.getByText('Styled').click());
    await clicked(page, () => narrative.getByText('spaced').click());
    assert.equal(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss), undefined);
  });

  it('shows a VIEWER the reports without the form to make one', async () => {
    const page = await signedIn(service.users.VIEWER);
    await page.goto(`${service.url}/#/projects/${projectId}/reports`);
    await page.getByTestId('report-table').waitFor();
    assert.equal(await page.getByTestId('new-report').count(), 0);
    await page.getByRole('link', { name: 'Narrative with a payload' }).click();
    await page.getByTestId('report-document').getByRole('heading', { name: 'Notes' }).waitFor();
    assert.equal(await page.getByTestId('report-builder').count(), 0, 'a VIEWER sees no builder of a new version');
  });

  it("shows a stored version's figures and tables as it keeps them, and as of when, to a VIEWER too; they stay after the project changes; a MEMBER's refresh makes a new version with the data now", async () => {
    const base = `/projects/${projectId}/document-studio/reports`;
    const api = async <T,>(token: string, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> => {
      const res = await fetch(`${service.url}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: res.status, body: (res.status === 204 ? null : await res.json()) as T };
    };
    const viewerToken = await apiToken(service.url, service.users.VIEWER);
    const section = (children: unknown[]) => ({ type: 'section', properties: { sectionId: 'cost', title: 'Cost' }, children });
    const figures = [
      { type: 'data', properties: { title: 'Total facilities', dataSource: 'facilities.amount', calculation: 'sum' } },
      { type: 'data', properties: { dataSource: 'project.total_budget' } },
      { type: 'data', properties: { title: 'Facilities counted', dataSource: 'facilities', calculation: 'count' } },
      {
        type: 'table',
        properties: { title: 'Facilities', dataSource: 'facilities', calculation: 'sum', columns: [{ key: 'name', title: 'Facility' }, { key: 'amount', title: 'Amount' }] },
      },
      { type: 'table', properties: { dataSource: 'appraisal_lines', columns: [{ key: 'category', title: 'Category' }, { key: 'budget', title: 'Budget' }] } },
    ];
    const v1 = await api<{ reportId: string }>(adminToken, 'POST', base, {
      reportName: 'Figures now',
      content: { blocks: [{ type: 'title', content: 'First draft' }, section([figures[0]])] },
    });
    assert.equal(v1.status, 201, JSON.stringify(v1.body));
    const reportId = v1.body.reportId;
    const v2 = await api<{ version: number }>(adminToken, 'POST', base, {
      reportName: 'Figures now',
      content: { blocks: [{ type: 'title', content: 'Figures of {{project.name}}' }, section(figures)] },
    });
    assert.equal(v2.body.version, 2, JSON.stringify(v2.body));
    const projectName = (await api<{ name: string }>(adminToken, 'GET', `/projects/${projectId}`)).body.name;
    type Figures = { as_of: string; read: string; currency: string; values: Record<string, unknown> };
    const stored = await api<{ figures: Figures }>(viewerToken, 'GET', `${base}/${reportId}/versions/2`);
    assert.equal(stored.status, 200, JSON.stringify(stored.body));
    assert.equal(stored.body.figures.read, 'saved');

    /** What the view must show: the figures the version keeps, as its answer gives them. */
    const expected = ({ currency, values: data }: Figures) => {
      const money = (n: unknown) => formatValue(n as number, 'currency', currency);
      const facilities = data.facilities as { name: string; amount: number }[];
      const lines = data.appraisal_lines as { category: string; budget: number }[];
      assert.ok(facilities.length > 0 && lines.length > 0, 'the project has facilities and appraisal lines');
      assert.deepEqual(data['facilities.amount'], facilities.map((f) => f.amount));
      return {
        figures: [
          `Total facilities: ${money(sumOfMoney(facilities.map((f) => f.amount)))}`,
          `Total budget: ${money(data['project.total_budget'])}`,
          `Facilities counted: ${facilities.length}`,
        ],
        facilities: { body: facilities.map((f) => [f.name, money(f.amount)]), foot: ['Total', money(sumOfMoney(facilities.map((f) => f.amount)))] },
        lines: { body: lines.map((l) => [formatValue(l.category, 'text', currency), money(l.budget)]), foot: [] },
      };
    };
    /** "28 November 2026, 14:02", in the browser's time zone (the test's, which launched it). */
    const moment = (iso: string) =>
      `${new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso))}, ${new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' }).format(new Date(iso))}`;
    const shows = async (page: Page, figures: Figures) => {
      const want = expected(figures);
      const doc = page.getByTestId('report-document');
      await doc.getByTestId('figure-value').filter({ hasText: want.figures[0]! }).waitFor();
      assert.deepEqual(await doc.getByTestId('figure-value').allInnerTexts(), want.figures);
      const facilities = doc.getByRole('region', { name: 'Facilities' }).getByTestId('figure-table');
      assert.equal(await facilities.locator('caption').innerText(), 'Facilities');
      assert.deepEqual(await facilities.locator('thead th').allInnerTexts(), ['Facility', 'Amount']);
      assert.deepEqual(await tableCells(facilities), want.facilities);
      // A table without a title is named as the PDF would label it, by its source.
      assert.deepEqual(await tableCells(doc.getByRole('region', { name: 'Appraisal lines' }).getByTestId('figure-table')), want.lines);
      assert.doesNotMatch(await doc.innerText(), /facilities\.amount|project\.total_budget|appraisal_lines/);
      assert.equal(await page.getByTestId('figures-as-of').innerText(), `Figures as of ${moment(figures.as_of)}.`);
      assert.match(await page.getByTestId('figures-note').innerText(), /project’s data when this version was saved\. They stay as they are, here and in the PDF/);
    };
    const url = `${service.url}/#/projects/${projectId}/reports/${reportId}?version=2`;
    // The version's page reads nothing of the project's data now: no preview is asked for (a VIEWER's
    // page has no builder, whose own figures a preview gives).
    const previews: string[] = [];

    const member = await signedIn(service.users.MEMBER);
    await member.goto(url);
    await shows(member, stored.body.figures);
    assert.equal(await member.getByTestId('report-document').locator('.report-title').innerText(), `Figures of ${projectName}`);
    await screenshot(member, '36-report-figures');
    const violations = await seriousAxeViolations(member);
    assert.deepEqual(violations, [], describeViolations(violations));

    // The project changes (a facility added, the project renamed): the version shows what it kept.
    const added = await api<{ id: number }>(adminToken, 'POST', `/projects/${projectId}/facilities`, { name: 'E2E bridging loan', amount: 123_456.78 });
    assert.equal(added.status, 201, JSON.stringify(added.body));
    const renamed = await api(adminToken, 'PATCH', `/projects/${projectId}`, { name: `${projectName} (renamed)` });
    assert.equal(renamed.status, 200, JSON.stringify(renamed.body));
    try {
      const viewer = await signedIn(service.users.VIEWER);
      viewer.on('request', (request) => request.url().endsWith('/document-studio/preview') && previews.push(request.url()));
      await viewer.setViewportSize({ width: 768, height: 1024 });
      await viewer.goto(url);
      await shows(viewer, stored.body.figures);
      assert.equal(await viewer.getByTestId('report-document').getByText('E2E bridging loan').count(), 0, 'the facility added later is not in the version');
      assert.equal(await viewer.getByTestId('report-document').locator('.report-title').innerText(), `Figures of ${projectName}`, 'the placeholder keeps the name it had when saved');
      assert.equal(await viewer.getByTestId('report-builder').count(), 0);
      assert.equal(await viewer.getByTestId('refresh-figures').count(), 0, 'a VIEWER is not offered a refresh');
      const overflow = await viewer.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `the report page is ${overflow}px wider than a 768px screen`);
      await screenshot(viewer, '36-report-figures-tablet');
      const tabletViolations = await seriousAxeViolations(viewer);
      assert.deepEqual(tabletViolations, [], describeViolations(tabletViolations));
      assert.deepEqual(previews, []);

      // Refresh with current data (the MEMBER): version 3, with the facility added; version 2 keeps its own.
      await member.reload();
      await member.getByTestId('refresh-figures').click();
      await member.getByTestId('report-title').filter({ hasText: 'Figures now, version 3' }).waitFor();
      const third = await api<{ figures: Figures }>(viewerToken, 'GET', `${base}/${reportId}/versions/3`);
      assert.equal(third.status, 200, JSON.stringify(third.body));
      assert.ok((third.body.figures.values.facilities as { name: string }[]).some((f) => f.name === 'E2E bridging loan'));
      await shows(member, third.body.figures);
      await member.getByTestId('report-versions').getByText('3 (shown)').waitFor();
      await screenshot(member, '37-report-figures-refreshed');
      await member.getByTestId('report-versions').getByRole('link', { name: 'Version 2' }).click();
      await member.getByTestId('report-title').filter({ hasText: 'Figures now, version 2' }).waitFor();
      await shows(member, stored.body.figures);
    } finally {
      await api(adminToken, 'DELETE', `/projects/${projectId}/facilities/${added.body.id}`);
      await api(adminToken, 'PATCH', `/projects/${projectId}`, { name: projectName });
    }
  });

  it('saves an edited report as version 2 (a MEMBER), lists and opens it, and leaves version 1 as it was', async () => {
    assert.ok(service.assigned.MEMBER.includes(projectId), 'the MEMBER is assigned the project');
    const base = `${service.url}/projects/${projectId}/document-studio/reports`;
    const auth = { authorization: `Bearer ${adminToken}` };
    const dataBlock = { type: 'data', properties: { title: 'Total facilities', dataSource: 'facilities.amount', calculation: 'sum' } };
    const created = await fetch(base, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        reportName: 'Site progress',
        content: {
          blocks: [
            { type: 'title', content: 'Site progress: March' },
            {
              type: 'section',
              properties: { sectionId: 'summary', title: 'Summary', required: true },
              children: [{ type: 'narrative', content: '<p>Works are <strong>on programme</strong>.</p><p>Second line<br>of two.</p>' }],
            },
            { type: 'section', properties: { sectionId: 'cost', title: 'Cost' }, children: [dataBlock] },
            { type: 'section', properties: { sectionId: 'risks', title: 'Risks' }, children: [{ type: 'list', content: 'Steel prices\nCladding lead time', properties: { listType: 'bullet' } }] },
          ],
          metadata: { reportType: 'INTERIM', author: 'E2E' },
        },
      }),
    });
    assert.equal(created.status, 201, await created.clone().text());
    const { reportId } = (await created.json()) as { reportId: string };
    const version1 = async () => (await fetch(`${base}/${reportId}/versions/1`, { headers: auth })).text();
    const before = await version1();

    const page = await signedIn(service.users.MEMBER);
    await page.goto(`${service.url}/#/projects/${projectId}/reports/${reportId}`);
    const form = page.getByTestId('report-builder');
    await form.getByRole('heading', { name: 'Build the next version' }).waitFor();
    const section = (title: string) => form.locator('[data-testid="builder-block"][data-type="section"]').filter({ hasText: `Section “${title}”` });
    const title = form.getByLabel('Title text');
    const summary = section('Summary').getByRole('textbox', { name: 'Narrative text', exact: true });
    const risks = section('Risks').getByLabel('Items, one a line');
    // The builder starts from the stored version, a narrative with its formatting.
    assert.equal(await title.inputValue(), 'Site progress: March');
    assert.equal(await summary.innerHTML(), '<p>Works are <strong>on programme</strong>.</p><p>Second line<br>of two.</p>');
    assert.equal(await risks.inputValue(), 'Steel prices\nCladding lead time');

    // A required section emptied: the API's 400, naming the section, and its editor marked; nothing saved.
    await summary.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Delete');
    await form.getByRole('button', { name: 'Save as a new version' }).click();
    const error = form.getByTestId('builder-error');
    assert.match(await error.innerText(), /content\.blocks.*required sections without content.*Summary/s);
    // The section it names is the one marked, and only that one.
    await attributeBecomes(summary, 'aria-invalid', 'true');
    assert.equal(await summary.getAttribute('aria-invalid'), 'true');
    assert.equal(await risks.getAttribute('aria-invalid'), null);
    assert.equal(await title.getAttribute('aria-invalid'), null);
    await screenshot(page, '31-report-edit');
    const violations = await seriousAxeViolations(page);
    assert.deepEqual(violations, [], describeViolations(violations));

    await title.fill('Site progress: April');
    await summary.click();
    await page.keyboard.type('Steel frame <done>.');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Cladding next.');
    await risks.fill('Steel prices\nScaffold');
    await form.getByRole('button', { name: 'Save as a new version' }).click();
    await page.getByTestId('report-title').filter({ hasText: 'Site progress, version 2' }).waitFor();
    assert.match(page.url(), new RegExp(`#/projects/${projectId}/reports/${reportId}\\?version=2$`));
    const versions = page.getByTestId('report-versions');
    await versions.getByText('2 (shown)').waitFor();
    await versions.getByRole('link', { name: 'Version 1' }).waitFor();
    const doc = page.getByTestId('report-document');
    assert.equal(await doc.locator('.report-title').innerText(), 'Site progress: April');
    assert.equal(await doc.locator('.narrative').innerHTML(), '<p>Steel frame &lt;done&gt;.</p><p>Cladding next.</p>');
    assert.deepEqual(await doc.locator('li').allInnerTexts(), ['Steel prices', 'Scaffold']);
    await doc.getByTestId('figure-value').filter({ hasText: /^Total facilities: / }).waitFor();
    // The new version's builder starts from it.
    await form.getByText('Starts from version 2.').waitFor();
    assert.equal(await form.getByLabel('Title text').inputValue(), 'Site progress: April');

    // What was stored: the data block and metadata as they were, the version by the MEMBER.
    const v2 = (await (await fetch(`${base}/${reportId}/versions/2`, { headers: auth })).json()) as {
      content: { blocks: { children?: unknown[] }[]; metadata: Record<string, unknown> };
      created_by: { name: string };
    };
    assert.deepEqual(v2.content.blocks[2]!.children, [dataBlock]);
    assert.equal(v2.content.metadata.reportType, 'INTERIM');
    assert.equal(typeof v2.content.metadata.lastModified, 'string', 'the builder marks when it was changed');
    assert.equal(v2.created_by.name, 'E2E Member');

    // Version 1 is unchanged, byte for byte, and still opens and downloads.
    assert.equal(await version1(), before);
    await versions.getByRole('link', { name: 'Version 1' }).click();
    await page.getByTestId('report-title').filter({ hasText: 'Site progress, version 1' }).waitFor();
    assert.equal(await doc.locator('.report-title').innerText(), 'Site progress: March');
    assert.match(await doc.locator('.narrative').innerHTML(), /<strong>on programme<\/strong>/);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('report-pdf').click()]);
    assert.equal(fs.readFileSync(await download.path()).subarray(0, 4).toString('latin1'), '%PDF');
  });
});
