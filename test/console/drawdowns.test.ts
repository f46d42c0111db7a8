import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  apiToken,
  SCREENSHOT_DIR,
  type ConsoleService,
  type Credentials,
  describeViolations,
  screenshot,
  seriousAxeViolations,
  SKIP_WITHOUT_CHROMIUM,
  signedInPage,
  startConsole,
} from '../helpers/console.ts';

/**
 * The console's drawdowns page in a real browser: the timeline and the table of a
 * project's interim reports, filing one with an uploaded file, errors beside their fields, the 409 of a
 * repeated edition, and a VIEWER without the form.
 */

const TIMEOUT = 20_000;

describe('web console: drawdowns', { skip: SKIP_WITHOUT_CHROMIUM }, () => {
  let service: ConsoleService;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let projectId = 0;
  let dir = '';

  before(async () => {
    ({ service, browser } = await startConsole({ slot: 2, memberProjects: 1, viewerProjects: 1 }));
    projectId = service.assigned.VIEWER[0]!;
    const token = await apiToken(service.url, service.users.ADMIN);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    // The equity bridge is never drawn on: it must still be on the chart's key and in its figures, at £0.
    for (const name of ['Senior loan', 'Mezzanine', 'Equity bridge']) {
      const res = await fetch(`${service.url}/projects/${projectId}/facilities`, { method: 'POST', headers, body: JSON.stringify({ name, amount: 2_000_000 }) });
      assert.equal(res.status, 201, await res.text());
    }
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pcas-drawdown-'));
    fs.writeFileSync(path.join(dir, 'site-notes.txt'), 'Frame up to level 3\n');
    fs.writeFileSync(path.join(dir, 'level-3-photo.txt'), 'A photo, as text\n');
  });
  after(async () => {
    for (const context of contexts) await context.close().catch(() => {});
    await service?.stop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  const signedIn = (user: Credentials): Promise<Page> => signedInPage(browser, contexts, service.url, user, TIMEOUT);

  it('files a drawdown with an upload as ADMIN, shows it on the timeline and in the table, and puts errors beside their fields', async () => {
    const page = await signedIn(service.users.ADMIN);
    await page.goto(`${service.url}/#/projects/${projectId}`);
    await page.getByTestId('project-drawdowns').click();
    await page.waitForURL(/\/drawdowns$/);
    const form = page.getByTestId('file-drawdown');
    await form.waitFor();

    // A month of 13: the API's 400 beside the month, and in the summary at the top.
    await page.locator('#dd-month').fill('13');
    await page.locator('#dd-year').fill('2026');
    await page.locator('#dd-aggregate').fill('1500000');
    await page.getByRole('button', { name: 'File drawdown' }).click();
    await page.locator('#dd-month-error').waitFor();
    assert.match(await page.locator('#dd-month-error').innerText(), /^Month \(1–12\): must be <= 12/);
    assert.equal(await page.locator('#dd-month').getAttribute('aria-invalid'), 'true');
    assert.match(await page.getByTestId('drawdown-error').innerText(), /month: must be <= 12/);

    // An amount that is not a number: beside that facility's amount.
    await page.locator('#dd-month').fill('3');
    const senior = page.getByLabel('Senior loan amount');
    const mezzanine = page.getByLabel('Mezzanine amount');
    const mezzanineId = (await mezzanine.getAttribute('id'))!;
    await mezzanine.fill('lots');
    await page.getByRole('button', { name: 'File drawdown' }).click();
    await page.locator(`#${mezzanineId}-error`).waitFor();
    assert.match(await page.locator(`#${mezzanineId}-error`).innerText(), /^Mezzanine amount: must be number/);
    assert.match(await page.getByTestId('drawdown-error').innerText(), /facility\[0\]\.amount: must be number/);
    assert.equal(await mezzanine.getAttribute('aria-invalid'), 'true');
    await screenshot(page, '41-drawdowns-error');

    // A facility's surplus/shortfall that is not a number: beside that input, with a site visit of two
    // files (a multiple file input), uploaded one by one before the report is refused.
    const uploads: number[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('/uploads')) uploads.push(r.status());
    });
    await senior.fill('1000000');
    await mezzanine.fill('500000');
    const seniorSurplus = page.getByLabel('Senior loan surplus (+) or shortfall (−), optional');
    const seniorSurplusId = (await seniorSurplus.getAttribute('id'))!;
    await seniorSurplus.fill('some');
    await page.locator('#dd-comments').fill('Frame ahead of programme');
    const risk = page.locator('#dd-risk-0');
    const hasRisks = (await risk.count()) > 0;
    if (hasRisks) {
      await risk.selectOption({ index: 1 });
      await page.locator('#dd-risk-notes-0').fill('Scaffold permit pending');
    }
    await page.locator('#dd-visit-date').fill('2026-03-14');
    await page.locator('#dd-visit-notes').fill('Frame up to level 3');
    await page.locator('#dd-visit-file').setInputFiles([path.join(dir, 'site-notes.txt'), path.join(dir, 'level-3-photo.txt')]);
    assert.match(await page.getByTestId('visit-files-chosen').innerText(), /2 files to upload: site-notes\.txt, level-3-photo\.txt/);
    await page.getByRole('button', { name: 'File drawdown' }).click();
    await page.locator(`#${seniorSurplusId}-error`).waitFor();
    assert.match(await page.locator(`#${seniorSurplusId}-error`).innerText(), /^Senior loan surplus \(\+\) or shortfall \(−\), optional: must be number/);
    assert.match(await page.getByTestId('drawdown-error').innerText(), /facility\[0\]\.surplus_shortfall/);
    assert.equal(await seniorSurplus.getAttribute('aria-invalid'), 'true');
    assert.deepEqual(uploads, [201, 201], 'each chosen file uploaded once');

    // The good one: the files already uploaded are not uploaded again.
    await seniorSurplus.fill('-25000');
    await page.getByRole('button', { name: 'File drawdown' }).click();
    await page.getByTestId('drawdown-filed').waitFor();
    assert.deepEqual(uploads, [201, 201], 'a retried report does not upload its files again');
    await page.getByTestId('drawdown-svg').waitFor();
    const table = page.getByTestId('drawdown-table');
    await table.getByRole('rowheader', { name: 'March 2026' }).waitFor();
    const row = await table.locator('tbody tr').first().innerText();
    assert.match(row, /£1,500,000/);
    assert.match(row, /14 Mar 2026/);
    assert.match(row, /site-notes\.txt, level-3-photo\.txt/);
    if (hasRisks) assert.match(row, /Scaffold permit pending/);
    assert.match(
      (await page.locator('#drawdown-chart-title').textContent()) ?? '',
      /Senior loan £1,000,000 drawn in total; Mezzanine £500,000 drawn in total; Equity bridge £0 drawn in total/,
    );
    assert.ok((await page.locator('.chart-key').allInnerTexts()).join(' ').includes('Equity bridge'), 'a facility not drawn on yet is on the key');

    // What the API stored: the facility's shortfall, the risk's notes, both files.
    const listed = (await (
      await fetch(`${service.url}/projects/${projectId}/interim-reports?perPage=100`, { headers: { authorization: `Bearer ${await apiToken(service.url, service.users.ADMIN)}` } })
    ).json()) as { data: { month: number; year: number; facility: { amount: number; surplus_shortfall: number | null }[]; riskStatus: { notes: string | null }[]; visit: { files: { filename: string }[] } }[] };
    const march = listed.data.find((r) => r.month === 3 && r.year === 2026)!;
    assert.deepEqual(march.facility.map((f) => [f.amount, f.surplus_shortfall]), [[1_000_000, -25_000], [500_000, null]]);
    if (hasRisks) assert.equal(march.riskStatus[0]!.notes, 'Scaffold permit pending');
    assert.deepEqual(march.visit.files.map((f) => f.filename).sort(), ['level-3-photo.txt', 'site-notes.txt']);

    // A second month, so that the timeline has steps.
    await page.locator('#dd-month').fill('4');
    await page.locator('#dd-aggregate').fill('700000');
    await senior.fill('400000');
    await mezzanine.fill('300000');
    await seniorSurplus.fill('');
    if (hasRisks) await page.locator('#dd-risk-notes-0').fill('');
    assert.equal(await page.locator('#dd-visit-date').inputValue(), '', 'the filed visit is not carried into the next report');
    assert.equal(await page.locator('#dd-visit-file').inputValue(), '');
    await page.getByRole('button', { name: 'File drawdown' }).click();
    await table.getByRole('rowheader', { name: 'April 2026' }).waitFor();
    const figures = page.getByTestId('drawdown-figures');
    await figures.getByText('Show the figures as a table').click();
    assert.match(await figures.innerText(), /£1,400,000/);
    // The undrawn facility is a column of the figures, at £0 in every period.
    const headers = await figures.locator('thead th').allInnerTexts();
    const equity = headers.indexOf('Equity bridge');
    assert.ok(equity > 0, headers.join(' | '));
    for (const cells of await figures.locator('tbody tr').all()) {
      assert.equal(await cells.locator('th, td').nth(equity).innerText(), '£0');
    }

    // Each facility's amount against what is drawn on it: left to draw and the share drawn.
    const headroom = page.getByTestId('drawdown-headroom');
    const headroomRow = async (name: string) => (await headroom.locator('tbody tr').filter({ has: page.getByRole('rowheader', { name, exact: true }) }).innerText()).split('\t').map((c) => c.trim());
    assert.deepEqual(await headroomRow('Senior loan'), ['Senior loan', '£2,000,000', '£1,400,000', '£600,000', '70%']);
    assert.deepEqual(await headroomRow('Mezzanine'), ['Mezzanine', '£2,000,000', '£800,000', '£1,200,000', '40%']);
    assert.deepEqual(await headroomRow('Equity bridge'), ['Equity bridge', '£2,000,000', '£0', '£2,000,000', '0%']);

    // Cost to complete (D-60), read again after the filing: the fan whose name gives its figures, the
    // chance of an overrun in words, and what the forecast used; or, for a project without a budget or a
    // programme, what it lacks.
    const forecast = page.getByTestId('forecast');
    await forecast.waitFor();
    const api = await fetch(`${service.url}/projects/${projectId}/forecast`, { headers: { authorization: `Bearer ${await apiToken(service.url, service.users.ADMIN)}` } });
    if (api.status === 200) {
      const answer = (await api.json()) as { drawn_to_date: number; overrun_probability: number };
      await page.getByRole('img', { name: /^Cost to complete chart: likely final cost £[\d,]+ \(80% range £[\d,]+ to £[\d,]+\) against a budget of £[\d,]+/ }).waitFor();
      assert.match(await page.getByTestId('forecast-summary').innerText(), new RegExp(`overrun its budget \\(${Math.round(answer.overrun_probability * 100)}%\\)`));
      assert.match(await page.getByTestId('forecast-basis').innerText(), /^From the latest benchmark/);
      await forecast.getByText('Show the figures as a table').click();
      await forecast.screenshot({ path: path.join(SCREENSHOT_DIR, '42-forecast.png') });
      assert.match(await page.getByTestId('forecast-table').innerText(), new RegExp(`Drawn so far\\s+£${Math.round(answer.drawn_to_date).toLocaleString('en-GB')}`));
    } else {
      assert.equal(api.status, 422);
      await page.getByTestId('forecast-missing').waitFor();
    }

    // The same month and edition again: the 409, beside the edition.
    await page.getByRole('button', { name: 'File drawdown' }).click();
    await page.locator('#dd-edition-error').waitFor();
    assert.match(await page.getByTestId('drawdown-error').innerText(), /edition/i);

    const violations = await seriousAxeViolations(page);
    assert.deepEqual(violations, [], describeViolations(violations));
    await page.getByTestId('drawdowns-title').scrollIntoViewIfNeeded();
    await screenshot(page, '40-drawdowns');
  });

  it('shows a VIEWER the timeline without the form', async () => {
    const page = await signedIn(service.users.VIEWER);
    await page.goto(`${service.url}/#/projects/${projectId}/drawdowns`);
    await page.getByTestId('drawdown-table').waitFor();
    assert.equal(await page.getByTestId('file-drawdown').count(), 0);
    assert.equal(await page.getByRole('button', { name: 'File drawdown' }).count(), 0);
  });
});
