import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  apiToken,
  type ConsoleService,
  type Credentials,
  describeViolations,
  launchBrowser,
  screenshot,
  seriousAxeViolations,
  SKIP_WITHOUT_CHROMIUM,
  signedInPage,
  startConsoleService,
} from '../helpers/console.ts';

/**
 * The console's document studio pages in a real browser (issue 13 part 6): a project's reports, a report's
 * versions and one rendered, a new report from a template, narrative HTML that runs nothing, the PDF, and
 * a VIEWER without the form.
 */

const TIMEOUT = 15_000;
const XSS = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script><a href="javascript:window.__xss=3">x</a>';

describe('web console: document studio', { skip: SKIP_WITHOUT_CHROMIUM }, () => {
  let service: ConsoleService;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let adminToken = '';
  let projectId = 0;
  let xssReportId = '';

  before(async () => {
    [service, browser] = await Promise.all([startConsoleService({ memberProjects: 2, viewerProjects: 2 }), launchBrowser()]);
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
    await browser?.close();
    await service?.stop();
  });

  const signedIn = (user: Credentials): Promise<Page> => signedInPage(browser, contexts, service.url, user, TIMEOUT);

  it('lists a project\'s reports from its page, and makes a new one from the default template through the form', async () => {
    const page = await signedIn(service.users.ADMIN);
    await page.goto(`${service.url}/#/projects/${projectId}`);
    await page.getByTestId('project-reports').click();
    await page.waitForURL(/\/reports$/);
    await page.getByTestId('report-table').getByRole('link', { name: 'Narrative with a payload' }).waitFor();

    // Without a name the API's 400 is shown beside the form, naming what is wrong.
    await page.getByRole('button', { name: 'Save report' }).click();
    assert.match(await page.getByTestId('report-error').innerText(), /reportName/);
    await screenshot(page, '31-reports-new');

    await page.locator('#report-name').fill('Monthly commentary');
    await page.getByLabel('Executive summary').fill('Works are on programme.\n\nCladding <b>ordered</b>.');
    await page.getByLabel('Risks (one item a line)').fill('Steel prices\nCladding lead time');
    await page.getByRole('button', { name: 'Save report' }).click();
    await page.getByTestId('report-title').filter({ hasText: 'Monthly commentary, version 1' }).waitFor();
    const doc = page.getByTestId('report-document');
    for (const heading of ['Executive summary', 'Cost', 'Programme', 'Risks']) {
      await doc.getByRole('heading', { name: heading }).waitFor();
    }
    const summary = await doc.locator('.narrative').first().innerHTML();
    assert.match(summary, /Works are on programme\./);
    assert.match(summary, /Cladding &lt;b&gt;ordered&lt;\/b&gt;\./, 'typed text is text, never markup');
    assert.match(await doc.innerText(), /appraisal_lines/);
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
    await narrative.click();
    await page.waitForTimeout(300);
    assert.equal(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss), undefined);
    assert.match(await doc.innerText(), /facilities\.amount/);
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
    await narrative.getByText('Styled').click();
    await narrative.getByText('spaced').click();
    await page.waitForTimeout(300);
    assert.equal(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss), undefined);
  });

  it('shows a VIEWER the reports without the form to make one', async () => {
    const page = await signedIn(service.users.VIEWER);
    await page.goto(`${service.url}/#/projects/${projectId}/reports`);
    await page.getByTestId('report-table').waitFor();
    assert.equal(await page.getByTestId('new-report').count(), 0);
    await page.getByRole('link', { name: 'Narrative with a payload' }).click();
    await page.getByTestId('report-document').getByRole('heading', { name: 'Notes' }).waitFor();
  });
});
