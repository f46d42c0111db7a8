import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
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
import { callOperator } from '../helpers/operator.ts';

/**
 * The console's drawdowns page in a real browser: the timeline and the table of a
 * project's interim reports, filing one with an uploaded file, errors beside their fields, the 409 of a
 * repeated edition, and a VIEWER without the form.
 */

const TIMEOUT = 20_000;

/** A PNG of `width` × `height` pixels, a gradient, made here so that the test needs no file of its own. */
function pngOf(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) rows.set([Math.round((x / width) * 255), Math.round((y / height) * 255), 160], y * (width * 3 + 1) + 1 + x * 3);
  }
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', zlib.deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

/** A PDF's bytes (a valuation's stand-in): only that they come back as they went matters. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

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

    // A month of 13 and a facility's amount in words: one submit says both, beside each, in words; the
    // amount drawn written as people write it ("1,500,000") is taken.
    const reports: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/reports/drawdown')) reports.push(r.postData() ?? '');
    });
    await page.locator('#dd-month').fill('13');
    await page.locator('#dd-year').fill('2026');
    await page.locator('#dd-aggregate').fill('1,500,000');
    const senior = page.getByLabel('Senior loan amount');
    const mezzanine = page.getByLabel('Mezzanine amount');
    const mezzanineId = (await mezzanine.getAttribute('id'))!;
    await mezzanine.fill('lots');
    await page.getByRole('button', { name: 'File drawdown' }).click();
    await page.locator('#dd-month-error').waitFor();
    assert.equal(await page.locator('#dd-month-error').innerText(), 'Enter the month as a number from 1 to 12');
    assert.equal(await page.locator(`#${mezzanineId}-error`).innerText(), 'Enter the amount drawn on Mezzanine, in British pounds (such as £1,250,000)');
    assert.equal(await page.locator('#dd-month').getAttribute('aria-invalid'), 'true');
    assert.equal(await mezzanine.getAttribute('aria-invalid'), 'true');
    assert.equal(await page.locator('#dd-aggregate-error').count(), 0, '"1,500,000" is an amount');
    assert.match(await page.getByTestId('drawdown-error').innerText(), /^The drawdown was not filed: 2 answers need changing/);
    assert.deepEqual(reports, [], 'nothing is sent while the form needs changing');
    await screenshot(page, '41-drawdowns-error');

    // A facility's surplus/shortfall that is not an amount: said before any file is uploaded. Then a
    // site visit of two files (a multiple file input), uploaded one by one before the API refuses the
    // report (visit notes longer than it takes, which only the API checks): its rule said in words
    // beside the notes, its precise message in the summary.
    const uploads: number[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('/uploads')) uploads.push(r.status());
    });
    await page.locator('#dd-month').fill('3');
    await senior.fill('£1,000,000');
    await mezzanine.fill('500,000.00');
    const seniorSurplus = page.getByLabel('Senior loan surplus (+) or shortfall (−), optional');
    const seniorSurplusId = (await seniorSurplus.getAttribute('id'))!;
    await seniorSurplus.fill('some');
    await page.getByRole('button', { name: 'File drawdown' }).click();
    await page.locator(`#${seniorSurplusId}-error`).waitFor();
    assert.equal(await page.locator(`#${seniorSurplusId}-error`).innerText(), 'Enter the surplus or shortfall on Senior loan, in British pounds (such as £1,250,000)');
    assert.equal(await seniorSurplus.getAttribute('aria-invalid'), 'true');
    await seniorSurplus.fill('-25,000');
    await page.locator('#dd-comments').fill('Frame ahead of programme');
    const risk = page.locator('#dd-risk-0');
    const hasRisks = (await risk.count()) > 0;
    if (hasRisks) {
      await risk.selectOption({ index: 1 });
      await page.locator('#dd-risk-notes-0').fill('Scaffold permit pending');
    }
    await page.locator('#dd-visit-date').fill('2026-03-14');
    await page.locator('#dd-visit-notes').fill('Frame up to level 3. '.repeat(500));
    await page.locator('#dd-visit-file').setInputFiles([path.join(dir, 'site-notes.txt'), path.join(dir, 'level-3-photo.txt')]);
    assert.match(await page.getByTestId('visit-files-chosen').innerText(), /2 files to upload: site-notes\.txt, level-3-photo\.txt/);
    await page.getByRole('button', { name: 'File drawdown' }).click();
    await page.locator('#dd-visit-notes-error').waitFor();
    assert.equal(await page.locator('#dd-visit-notes-error').innerText(), 'The visit notes can be at most 10,000 characters long');
    assert.match(await page.getByTestId('drawdown-error').innerText(), /visit\.notes: must NOT have more than 10000 characters/);
    assert.equal(await page.locator(`#${seniorSurplusId}-error`).count(), 0);
    assert.deepEqual(uploads, [201, 201], 'each chosen file uploaded once');
    assert.equal(reports.length, 1);
    const sent = JSON.parse(reports[0]!) as { aggregate: unknown; facility: { amount: number; surplus_shortfall?: number }[] };
    assert.deepEqual(sent.aggregate, { amount: 1_500_000 }, 'amounts as people write them go as numbers');
    assert.deepEqual(sent.facility.map((f) => [f.amount, f.surplus_shortfall]), [[1_000_000, -25_000], [500_000, undefined]]);

    // The good one: the files already uploaded are not uploaded again.
    await page.locator('#dd-visit-notes').fill('Frame up to level 3');
    await page.getByRole('button', { name: 'File drawdown' }).click();
    await page.getByTestId('drawdown-filed').waitFor();
    assert.deepEqual(uploads, [201, 201], 'a retried report does not upload its files again');
    await page.getByTestId('drawdown-svg').waitFor();
    const table = page.getByTestId('drawdown-table');
    await table.getByRole('rowheader', { name: 'March 2026' }).waitFor();
    const row = await table.locator('tbody tr').first().innerText();
    assert.match(row, /£1,500,000/);
    assert.match(row, /14 Mar 2026/);
    assert.match(row, /site-notes\.txt \(Plain text, 20 bytes\)/);
    assert.match(row, /level-3-photo\.txt \(Plain text, 17 bytes\)/);
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
      const summary = await page.getByTestId('forecast-summary').innerText();
      assert.match(summary, new RegExp(`overrun its budget \\(${Math.round(answer.overrun_probability * 100)}%\\)`));
      // Round figures as a lender quotes them (£23.1m), and a basis in a lender's words: what the forecast
      // rests on and how much, months by name, no model's terms.
      assert.match(summary, /likely final cost £[\d.]+[mk]? against a budget of £[\d.]+[mk]?,/);
      const basis = await page.getByTestId('forecast-basis').innerText();
      assert.match(basis, /^The forecast rests on the [\w ]+ \(\d+%\)/);
      if (basis.includes('drawn by')) assert.match(basis, /drawn by (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}/);
      assert.doesNotMatch(basis, /S-curve|weight|\b\d{4}-\d\d\b|£\d{1,3}(,\d{3}){2}/);
      // The demo stores no benchmark: the forecast says it priced one for itself, as the benchmark page says none was run.
      assert.match(basis, /A benchmark priced for this forecast \(none has been run and stored for the project\)/);
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
    assert.equal(await page.locator('#dd-edition-error').innerText(), 'This month’s report already has this edition: enter the next edition to file another');
    assert.match(await page.getByTestId('drawdown-error').innerText(), /edition/i);

    const violations = await seriousAxeViolations(page);
    assert.deepEqual(violations, [], describeViolations(violations));
    await page.getByTestId('drawdowns-title').scrollIntoViewIfNeeded();
    await screenshot(page, '40-drawdowns');
  });

  it("shows a site visit's files: an image as a thumbnail fetched with the token once scrolled to, every file by name, type and size, saving its bytes", async () => {
    const page = await signedIn(service.users.ADMIN);
    await page.goto(`${service.url}/#/projects/${projectId}/drawdowns`);
    await page.getByTestId('file-drawdown').waitFor();
    const photo = pngOf(48, 32);
    fs.writeFileSync(path.join(dir, 'frame-level-4.png'), photo);
    fs.writeFileSync(path.join(dir, 'valuation.pdf'), PDF);
    fs.writeFileSync(path.join(dir, 'snagging.txt'), 'Snag 1: handrail\n');

    // Filed through the page's own form, with a photo, a PDF and a text file.
    await page.locator('#dd-month').fill('5');
    await page.locator('#dd-year').fill('2026');
    await page.locator('#dd-aggregate').fill('250000');
    await page.locator('#dd-visit-date').fill('2026-05-20');
    await page.locator('#dd-visit-notes').fill('Level 4 frame complete');
    await page.locator('#dd-visit-file').setInputFiles(['frame-level-4.png', 'valuation.pdf', 'snagging.txt'].map((f) => path.join(dir, f)));
    await page.getByRole('button', { name: 'File drawdown' }).click();
    await page.getByTestId('drawdown-filed').waitFor();
    const may = page.getByTestId('drawdown-table').locator('tbody tr').filter({ has: page.getByRole('rowheader', { name: 'May 2026' }) });
    await may.waitFor();

    // Opened again at the top of a short window: the reports are below it, so no file is fetched yet.
    const fetched: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'GET' && new URL(r.url()).pathname.startsWith('/uploads/')) fetched.push(r.url());
    });
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.reload();
    await page.getByTestId('drawdown-table').waitFor();
    await page.getByTestId('forecast').waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(300);
    assert.deepEqual(fetched, [], 'no file is fetched before its row is scrolled near');

    // Scrolled to: the photo arrives through the API with the token, as an object URL the page's policy allows.
    await may.scrollIntoViewIfNeeded();
    const thumb = may.getByTestId('visit-thumb');
    await thumb.waitFor();
    await page.waitForFunction((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0, await thumb.elementHandle());
    assert.equal(await thumb.evaluate((img) => (img as HTMLImageElement).naturalWidth), 48);
    assert.match((await thumb.getAttribute('src')) ?? '', /^blob:/);
    assert.equal(await thumb.getAttribute('alt'), 'Site visit photo frame-level-4.png');
    assert.equal(fetched.length, 1, 'only the image is fetched to be shown; the other files wait for a click');
    assert.match(await may.innerText(), /Level 4 frame complete/);

    // Every file by its name, type and size.
    for (const name of ['frame-level-4.png', 'valuation.pdf', 'snagging.txt']) await may.getByRole('button', { name: `Download ${name}` }).waitFor();
    assert.deepEqual(await may.getByTestId('visit-file-facts').allInnerTexts(), [
      `(PNG image, ${(photo.length / 1024).toFixed(1)} KB)`,
      `(PDF document, ${PDF.length} bytes)`,
      '(Plain text, 17 bytes)',
    ]);

    // A click on a name saves the file's original bytes.
    for (const [name, bytes] of [['valuation.pdf', PDF], ['frame-level-4.png', photo], ['snagging.txt', Buffer.from('Snag 1: handrail\n')]] as const) {
      const [download] = await Promise.all([page.waitForEvent('download'), may.getByRole('button', { name: `Download ${name}` }).click()]);
      assert.equal(download.suggestedFilename(), name);
      assert.deepEqual(fs.readFileSync((await download.path())!), Buffer.from(bytes), `${name} saved as uploaded`);
    }
    // A click on the thumbnail opens the photo full size in a new tab.
    const [tab] = await Promise.all([page.context().waitForEvent('page'), thumb.click()]);
    await tab.waitForLoadState();
    assert.match(tab.url(), /^blob:/);
    await tab.close();

    const desktop = await seriousAxeViolations(page);
    assert.deepEqual(desktop, [], describeViolations(desktop));
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByTestId('drawdowns-title').scrollIntoViewIfNeeded();
    await screenshot(page, '43-drawdowns-files');

    // At a tablet's width, with a file the API will not give: its name and why, beside a placeholder.
    await page.setViewportSize({ width: 768, height: 1000 });
    await page.route(/\/uploads\/[0-9a-f]+$/, (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ statusCode: 503, error: 'Service Unavailable', message: 'The file store is not answering' }) })
        : route.continue(),
    );
    await page.reload();
    await may.scrollIntoViewIfNeeded();
    const failed = may.getByTestId('visit-file').first();
    await failed.getByTestId('visit-file-error').waitFor();
    assert.match(await failed.innerText(), /frame-level-4\.png[\s\S]*Could not be read: The file store is not answering/);
    assert.equal(await may.getByTestId('visit-thumb').count(), 0);
    await may.getByRole('button', { name: 'Download valuation.pdf' }).click();
    await may.getByTestId('visit-file').nth(1).getByTestId('visit-file-error').waitFor();
    const tablet = await seriousAxeViolations(page);
    assert.deepEqual(tablet, [], describeViolations(tablet));
    await page.getByTestId('drawdowns-title').scrollIntoViewIfNeeded();
    await screenshot(page, '43-drawdowns-files-tablet');
    await page.unroute(/\/uploads\/[0-9a-f]+$/);
  });

  it("writes money in the environment's currency: an environment in euros shows euros on the page, its form, chart and tables", async () => {
    const env = await callOperator<{ id: number }>(service, 'POST', '/admin/environments', { name: `Console in euros ${process.pid}`, currency: 'EUR' });
    const euro = { email: `e2e-euro-admin-${env.id}@console.test.example`, password: `e2e-euro-${env.id}-password` };
    await callOperator(service, 'POST', `/admin/environments/${env.id}/users`, { ...euro, name: 'Eva Euro', role: 'ADMIN' });
    const headers = { authorization: `Bearer ${await apiToken(service.url, euro)}`, 'content-type': 'application/json' };
    const created = async (route: string, body: unknown) => {
      const res = await fetch(`${service.url}${route}`, { method: 'POST', headers, body: JSON.stringify(body) });
      const text = await res.text();
      assert.equal(res.status, 201, text);
      return JSON.parse(text) as { id: number };
    };
    const project = await created('/projects', { name: 'Quai des Chartrons', project_reference: `EUR-${env.id}`, total_budget: 3_000_000 });
    await created(`/projects/${project.id}/facilities`, { name: 'Prêt senior', amount: 2_000_000 });

    // The header names the user and their role, as GET /me gives them.
    const page = await signedIn(euro);
    assert.equal(await page.getByTestId('signed-in-as').innerText(), 'Eva Euro (ADMIN)');

    await page.goto(`${service.url}/#/projects/${project.id}/drawdowns`);
    await page.getByTestId('file-drawdown').waitFor();
    await page.getByText('Amounts drawn this period (€)').waitFor();
    await page.locator('#dd-month').fill('6');
    await page.locator('#dd-year').fill('2026');
    await page.locator('#dd-aggregate').fill('1234567');
    await page.getByLabel('Prêt senior amount').fill('1000000');
    await page.getByRole('button', { name: 'File drawdown' }).click();
    await page.getByTestId('drawdown-filed').waitFor();
    const table = page.getByTestId('drawdown-table');
    await table.getByRole('rowheader', { name: 'June 2026' }).waitFor();
    assert.match(await table.locator('tbody tr').first().innerText(), /€1,234,567/);
    const headroom = (await page.getByTestId('drawdown-headroom').locator('tbody tr').first().innerText()).split('\t').map((c) => c.trim());
    assert.deepEqual(headroom, ['Prêt senior', '€2,000,000', '€1,000,000', '€1,000,000', '50%']);
    assert.match((await page.locator('#drawdown-chart-title').textContent()) ?? '', /All facilities \(aggregate\) €1,234,567 drawn in total; Prêt senior €1,000,000 drawn in total/);
    assert.ok((await page.getByTestId('drawdown-svg').locator('text').allTextContents()).some((t) => /^€[\d.]+m$/.test(t)), 'the axis in euros');
    assert.match(await page.getByTestId('drawdown-timeline').innerText(), /Drawn to date, in euros/);
    assert.doesNotMatch(await page.locator('main').innerText(), /£|pounds/, 'no pound anywhere on the page');
    await page.getByTestId('drawdowns-title').scrollIntoViewIfNeeded();
    await screenshot(page, '44-drawdowns-euros');

    // The project's own page too.
    await page.goto(`${service.url}/#/projects/${project.id}`);
    await page.getByTestId('project-record').waitFor();
    assert.match(await page.getByTestId('project-record').innerText(), /€3,000,000/);
    assert.doesNotMatch(await page.locator('main').innerText(), /£/);
  });

  it('shows money drawn without facility lines as not allocated, and the project page leads with the same figures', async () => {
    // The first project of the file's slot, which no other test of the file touches; its demo history may
    // carry amounts of its own, which the API's answer adds up with these.
    const id = service.projects[0]!;
    const token = await apiToken(service.url, service.users.ADMIN);
    const send = async (method: string, route: string, body?: unknown) => {
      const headers = { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) };
      const res = await fetch(`${service.url}${route}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
      const text = await res.text();
      return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
    };
    const senior = await send('POST', `/projects/${id}/facilities`, { name: 'Lead senior', amount: 20_000_000 });
    assert.equal(senior.status, 201);
    assert.equal((await send('POST', `/projects/${id}/facilities`, { name: 'Lead mezzanine', amount: 5_000_000 })).status, 201);
    // Three months filed as totals only, as history is, then one with a line on the senior facility.
    for (const [month, amount, facility] of [
      [1, 2_150_000.1, []],
      [2, 2_150_000.2, []],
      [3, 2_149_999.7, []],
      [4, 1_250_000, [{ facility_id: senior.body.id, amount: 1_000_000 }]],
    ] as const) {
      const filed = await send('POST', '/reports/drawdown', { project_id: id, month, year: 2019, edition: 9, aggregate: { amount }, facility, riskStatus: [] });
      assert.equal(filed.status, 201, JSON.stringify(filed.body));
    }
    const drawn = (await send('GET', `/projects/${id}/drawn-to-date`)).body as { drawn_to_date: number; unallocated: number };
    assert.ok(drawn.unallocated >= 6_700_000, `6,450,000 of totals and 250,000 beyond the line are not allocated: ${drawn.unallocated}`);
    const money = (v: number) => `£${v.toLocaleString('en-GB', { maximumFractionDigits: 0 })}`;

    const page = await signedIn(service.users.ADMIN);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${service.url}/#/projects/${id}/drawdowns`);
    const headroom = page.getByTestId('drawdown-headroom');
    await headroom.waitFor();
    const row = async (name: string) =>
      (await headroom.locator('tbody tr').filter({ has: page.getByRole('rowheader', { name, exact: true }) }).innerText()).split('\t').map((c) => c.trim());
    assert.deepEqual(await row('Lead senior'), ['Lead senior', '£20,000,000', '£1,000,000', '£19,000,000', '5%']);
    assert.deepEqual(await row('Lead mezzanine'), ['Lead mezzanine', '£5,000,000', '£0', '£5,000,000', '0%']);
    assert.deepEqual(await row('Not allocated to a facility'), ['Not allocated to a facility', '—', money(drawn.unallocated), '—', '—']);
    assert.equal(
      await page.getByTestId('drawn-to-date').innerText(),
      `${money(drawn.drawn_to_date)} drawn to date, of which ${money(drawn.unallocated)} not allocated to a facility.`,
    );
    // The chart's running total ends where drawn to date is.
    assert.match((await page.locator('#drawdown-chart-title').textContent()) ?? '', new RegExp(`\\(aggregate\\) ${money(drawn.drawn_to_date)} drawn in total`));
    await headroom.scrollIntoViewIfNeeded();
    await screenshot(page, '45-drawdowns-unallocated');
    await headroom.screenshot({ path: path.join(SCREENSHOT_DIR, '48-drawn-against-each-facility.png') });

    // The project page leads with the figures of the drawdowns and benchmark pages' answers, each a link there.
    const forecast = await send('GET', `/projects/${id}/forecast`);
    await page.goto(`${service.url}/#/projects/${id}`);
    const lead = page.getByTestId('lead-figures');
    await lead.getByTestId('lead-drawn').getByText(money(drawn.drawn_to_date)).waitFor();
    assert.match(await lead.getByTestId('lead-drawn').innerText(), new RegExp(`${money(drawn.unallocated)} not allocated to a facility`));
    assert.equal(await lead.getByTestId('lead-drawn').getByRole('link').getAttribute('href'), `#/projects/${id}/drawdowns`);
    await lead.getByTestId('lead-benchmark').getByText('None run yet').waitFor();
    if (forecast.status === 200) {
      const f = forecast.body as { overrun_probability: number; facility_headroom: number };
      await lead.getByTestId('lead-overrun').getByText(`${Math.round(f.overrun_probability * 100)}%`, { exact: true }).waitFor();
      const headroomText = f.facility_headroom < 0 ? `Short by ${money(-f.facility_headroom)}` : money(f.facility_headroom);
      await lead.getByTestId('lead-headroom').getByText(headroomText, { exact: true }).waitFor();
    } else {
      assert.equal(forecast.status, 422);
      await lead.getByTestId('lead-overrun').getByText('No forecast yet').waitFor();
    }
    await screenshot(page, '46-project-lead-figures');
    await lead.screenshot({ path: path.join(SCREENSHOT_DIR, '47-lead-figures.png') });

    // Once a benchmark is run, the project page shows the benchmark page's figure, and links there.
    const run = await send('POST', `/benchmark/project/${id}`);
    if (run.status === 201) {
      const perM2 = `£${(run.body.adjusted_cost_per_m2 as number).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} per m²`;
      await page.reload();
      await lead.getByTestId('lead-benchmark').getByText(perM2).waitFor();
      await lead.getByTestId('lead-benchmark').getByRole('link').click();
      await page.waitForURL(/\/benchmark$/);
      await page.getByTestId('benchmark-history').waitFor();
    } else {
      assert.equal(run.status, 422, JSON.stringify(run.body));
    }
    const violations = await seriousAxeViolations(page);
    assert.deepEqual(violations, [], describeViolations(violations));
  });

  it('shows a VIEWER the timeline without the form', async () => {
    const page = await signedIn(service.users.VIEWER);
    await page.goto(`${service.url}/#/projects/${projectId}/drawdowns`);
    await page.getByTestId('drawdown-table').waitFor();
    assert.equal(await page.getByTestId('file-drawdown').count(), 0);
    assert.equal(await page.getByRole('button', { name: 'File drawdown' }).count(), 0);
  });
});
