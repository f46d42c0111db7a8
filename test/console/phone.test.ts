import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  apiToken,
  type ConsoleService,
  fillSignIn,
  layoutProblems,
  newContext,
  PHONE,
  screenshot,
  SKIP_WITHOUT_CHROMIUM,
  startConsole,
} from '../helpers/console.ts';

/**
 * Every page of the console on a surveyor's phone (390 px wide, touch, the page's viewport meta obeyed)
 * and on a laptop (1280 px): nothing wider than the viewport, no chart text under 11 px as drawn, and a
 * screenshot of each for a reviewer; then an interim report filed on the phone with a photo from its
 * camera input.
 */

const TIMEOUT = 20_000;
const DESKTOP = { width: 1280, height: 800 };

/** A page of the console: where it is, what shows once it has read its data, and what to open on it first. */
interface ConsolePage {
  name: string;
  fragment: string;
  ready: string;
  open?: (page: Page) => Promise<void>;
}

describe('web console: on a phone', { skip: SKIP_WITHOUT_CHROMIUM }, () => {
  let service: ConsoleService;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let projectId = 0;
  let reportId = '';
  let token = '';

  const read = async <T,>(route: string, init: RequestInit = {}): Promise<{ status: number; body: T }> => {
    const res = await fetch(`${service.url}${route}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, ...(init.body ? { 'content-type': 'application/json' } : {}) },
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
  };

  before(async () => {
    // A service of this file's own: it files a drawdown and adds a report, which other files' counts must not see.
    ({ service, browser } = await startConsole({ slot: 0, memberProjects: 1, viewerProjects: 1, env: { CONSOLE_TEST_FILE: 'phone' } }));
    token = await apiToken(service.url, service.users.ADMIN);
    // A project with interim reports and a benchmark, so that its pages draw every chart they have (any
    // of the demo's: the service is this file's own).
    const listed = await read<{ data: { id: number | string }[] }>('/projects?perPage=100');
    for (const id of listed.body.data.map((p) => Number(p.id))) {
      const reports = await read<{ data: unknown[] }>(`/projects/${id}/interim-reports?perPage=1`);
      if (reports.body.data.length === 0) continue;
      const benchmark = (await read(`/benchmark/project/${id}`)).status === 200 ? 200 : (await read(`/benchmark/project/${id}`, { method: 'POST' })).status;
      if (benchmark === 200 || benchmark === 201) {
        projectId = id;
        break;
      }
    }
    assert.ok(projectId > 0, 'one of the demo ADMIN\'s first 100 projects has interim reports and can be benchmarked');
    const report = await read<{ reportId: string }>(`/projects/${projectId}/document-studio/reports`, {
      method: 'POST',
      body: JSON.stringify({
        reportName: 'Site visit, level 4',
        content: { blocks: [{ type: 'title', content: 'Site visit, level 4' }, { type: 'narrative', content: '<p>The frame is up to level 4; the cladding starts next month.</p>' }] },
      }),
    });
    assert.equal(report.status, 201, JSON.stringify(report.body));
    reportId = report.body.reportId;
  });
  after(async () => {
    for (const context of contexts) await context.close().catch(() => {});
    await service?.stop();
  });

  /** Every page of the console, as the ADMIN sees it (the webhooks page is an ADMIN's). */
  const pages = (): ConsolePage[] => [
    { name: 'projects', fragment: '#/projects', ready: '[data-testid="project-table"]' },
    { name: 'project', fragment: `#/projects/${projectId}`, ready: '[data-testid="facilities"]' },
    {
      name: 'project-editing',
      fragment: `#/projects/${projectId}`,
      ready: '[data-testid="facilities"]',
      open: async (page) => {
        await page.getByTestId('edit-project-open').click();
        await page.locator('.edit-form').first().waitFor();
      },
    },
    { name: 'benchmark', fragment: `#/projects/${projectId}/benchmark`, ready: '[data-testid="benchmark-history"]' },
    { name: 'drawdowns', fragment: `#/projects/${projectId}/drawdowns`, ready: '[data-testid="drawdown-timeline"]' },
    { name: 'reports', fragment: `#/projects/${projectId}/reports`, ready: '[data-testid="report-table"]' },
    {
      name: 'report-builder',
      fragment: `#/projects/${projectId}/reports`,
      ready: '[data-testid="start-report"]',
      open: async (page) => {
        await page.getByTestId('start-report').click();
        await page.getByTestId('builder-block').first().waitFor();
      },
    },
    { name: 'report', fragment: `#/projects/${projectId}/reports/${reportId}`, ready: '[data-testid="report-document"]' },
    { name: 'scheme', fragment: '#/benchmark', ready: '[data-testid="scheme-form"]' },
    {
      name: 'scheme-result',
      fragment: '#/benchmark',
      ready: '[data-testid="scheme-form"]',
      open: async (page) => {
        // A scheme's figures typed in and benchmarked: the chart and the explanation under the form.
        await page.getByLabel('Total GIFA (m²)').fill('3200');
        await page.getByLabel('Building function').selectOption('residential');
        await page.getByLabel('Postcode', { exact: true }).fill('M1 1AE');
        await page.getByTestId('scheme-submit').click();
        await page.getByTestId('scheme-result').locator('svg').first().waitFor();
      },
    },
    { name: 'location-metrics', fragment: '#/location-metrics', ready: '[data-testid="location-plot"], [data-testid="no-locations"]' },
    { name: 'webhooks', fragment: '#/webhooks', ready: '[data-testid="webhooks-count"]' },
    { name: 'not-found', fragment: '#/nowhere', ready: 'main h1' },
  ];

  /** A new context of `size`, signed in as the ADMIN through the form. */
  async function signedIn(phone: boolean): Promise<Page> {
    const context = await newContext(browser, phone ? { phone: true } : DESKTOP);
    contexts.push(context);
    const page = await context.newPage();
    page.setDefaultTimeout(TIMEOUT);
    await page.goto(`${service.url}/#/sign-in`);
    await page.locator('#email').waitFor();
    const problems = await layoutProblems(page);
    await screenshot(page, `phone-00-sign-in-${phone ? PHONE.width : DESKTOP.width}`);
    assert.deepEqual(problems, [], `sign-in at ${phone ? PHONE.width : DESKTOP.width} px:\n${problems.join('\n')}`);
    await fillSignIn(page, service.users.ADMIN);
    await page.getByTestId('project-count').waitFor();
    return page;
  }

  for (const phone of [true, false]) {
    const width = phone ? PHONE.width : DESKTOP.width;
    it(`fits every page into ${width} px, with chart text at least 11 px, and takes a screenshot of each`, async () => {
      const page = await signedIn(phone);
      const found: string[] = [];
      for (const [i, p] of pages().entries()) {
        // From another page first, so that each is drawn anew as a visit from a link would.
        await page.goto(`${service.url}/${p.fragment}`);
        await page.reload();
        await page.locator(p.ready).first().waitFor();
        await page.getByTestId('signed-in-as').waitFor();
        await p.open?.(page);
        // Everything the page reads is in (the forecast, the risk categories…), so that the screenshot shows the page as a person finds it.
        await page.waitForFunction(() => !document.querySelector('main .loading'));
        found.push(...(await layoutProblems(page)).map((problem) => `${p.name}: ${problem}`));
        await screenshot(page, `phone-${String(i + 1).padStart(2, '0')}-${p.name}-${width}`);
      }
      assert.deepEqual(found, [], `at ${width} px:\n${found.join('\n')}`);
    });
  }

  it('files an interim report on the phone with a photo taken by its camera, and shows the photo with the report', async () => {
    const page = await signedIn(true);
    await page.goto(`${service.url}/#/projects/${projectId}/drawdowns`);
    const form = page.getByTestId('file-drawdown');
    await form.waitFor();

    // The camera's input: images only, from the camera facing away from the user; documents keep an input of their own.
    const camera = page.locator('#dd-visit-photo');
    assert.equal(await camera.getAttribute('type'), 'file');
    assert.equal(await camera.getAttribute('accept'), 'image/*');
    assert.equal(await camera.getAttribute('capture'), 'environment');
    assert.ok(await camera.isVisible(), 'a touch screen shows the camera\'s input');
    assert.equal(await page.locator('#dd-visit-file').getAttribute('capture'), null, 'the documents input opens the files, not the camera');

    // A photo as a phone's camera hands it over: a JPEG, drawn and encoded by the browser itself.
    const jpeg = Buffer.from(
      await page.evaluate(() => {
        const canvas = document.createElement('canvas');
        canvas.width = 640;
        canvas.height = 480;
        const g = canvas.getContext('2d')!;
        const sky = g.createLinearGradient(0, 0, 0, 480);
        sky.addColorStop(0, '#8fb3e0');
        sky.addColorStop(1, '#d9c8a0');
        g.fillStyle = sky;
        g.fillRect(0, 0, 640, 480);
        g.fillStyle = '#555';
        for (let storey = 0; storey < 4; storey++) g.fillRect(160, 400 - storey * 80, 320, 12);
        return canvas.toDataURL('image/jpeg', 0.8).split(',')[1]!;
      }),
      'base64',
    );

    await page.locator('#dd-month').fill('7');
    await page.locator('#dd-year').fill('2031');
    await page.locator('#dd-edition').fill('1');
    await page.locator('#dd-aggregate').fill('250000');
    await page.locator('#dd-visit-date').fill('2031-07-14');
    await page.locator('#dd-visit-notes').fill('Frame up to level 4');
    // Two photos, one after the other, as a camera takes them: the second joins the first.
    await camera.setInputFiles({ name: 'image.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    await camera.setInputFiles({ name: 'level-4-east.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    assert.match(await page.getByTestId('visit-files-chosen').innerText(), /2 files to upload: image\.jpg, level-4-east\.jpg/);
    const problems = await layoutProblems(page);
    await screenshot(page, `phone-20-drawdown-photo-chosen-${PHONE.width}`);
    assert.deepEqual(problems, [], problems.join('\n'));

    const uploads: number[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('/uploads')) uploads.push(r.status());
    });
    await page.getByTestId('file-drawdown-submit').tap();
    await page.getByTestId('drawdown-filed').waitFor();
    assert.deepEqual(uploads, [201, 201]);

    // The report, with its photos as thumbnails: the bytes came back as a picture the browser could draw.
    const row = page.getByTestId('drawdown-table').locator('tbody tr').filter({ hasText: 'Frame up to level 4' });
    await row.waitFor();
    const thumbs = row.getByTestId('visit-thumb');
    // A thumbnail is fetched once its box is scrolled near: down the page, and across the table's frame.
    for (const box of await row.locator('.visit-thumb-box').all()) await box.scrollIntoViewIfNeeded();
    await thumbs.nth(1).waitFor();
    assert.equal(await thumbs.count(), 2);
    for (const thumb of await thumbs.all()) {
      await thumb.scrollIntoViewIfNeeded();
      const size = await thumb.evaluate(async (img: HTMLImageElement) => (await img.decode(), [img.naturalWidth, img.naturalHeight]));
      assert.deepEqual(size, [640, 480]);
    }
    const stored = await read<{ data: { visit?: { files?: { mime_type: string | null; file_size: number }[] } | null }[] }>(`/projects/${projectId}/interim-reports?perPage=100`);
    const files = stored.body.data.flatMap((r) => r.visit?.files ?? []).filter((f) => f.file_size === jpeg.length);
    assert.deepEqual(files.map((f) => f.mime_type), ['image/jpeg', 'image/jpeg']);
    const after = await layoutProblems(page);
    await screenshot(page, `phone-21-drawdown-filed-${PHONE.width}`);
    assert.deepEqual(after, [], after.join('\n'));
  });
});
