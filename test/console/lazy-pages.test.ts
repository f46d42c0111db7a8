import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  apiToken,
  type ConsoleService,
  describeViolations,
  screenshot,
  seriousAxeViolations,
  SKIP_WITHOUT_CHROMIUM,
  signedInPage,
  startConsole,
} from '../helpers/console.ts';

/**
 * A page loaded on demand (console/src/lazy.tsx): the document studio's report page is a chunk of its
 * own, which sign-in and the pages before it never fetch; opening a report fetches it, and the focus
 * reaches the report's heading as on any other page; a chunk that cannot be fetched is said in words,
 * and the next visit tries again.
 */

const TIMEOUT = 15_000;

/** The console's scripts the page has asked for, by path. */
function scriptsOf(page: Page): Set<string> {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/console/') && url.pathname.endsWith('.js')) scripts.add(url.pathname);
  });
  return scripts;
}

describe('web console: a page loaded on demand', { skip: SKIP_WITHOUT_CHROMIUM }, () => {
  let service: ConsoleService;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let projectId = 0;
  let reportId = '';

  before(async () => {
    // A service of this file's own: it adds a report, which the document studio file's counts must not see.
    ({ service, browser } = await startConsole({ slot: 0, memberProjects: 1, viewerProjects: 1, env: { CONSOLE_TEST_FILE: 'lazy-pages' } }));
    projectId = service.projects[0]!;
    const res = await fetch(`${service.url}/projects/${projectId}/document-studio/reports`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await apiToken(service.url, service.users.ADMIN)}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        reportName: 'Loaded on demand',
        content: { blocks: [{ type: 'title', content: 'Loaded on demand' }, { type: 'narrative', content: '<p>The report page arrived.</p>' }] },
      }),
    });
    assert.equal(res.status, 201, await res.clone().text());
    reportId = ((await res.json()) as { reportId: string }).reportId;
  });
  after(async () => {
    for (const context of contexts) await context.close().catch(() => {});
    await service?.stop();
  });

  it('fetches the report page\'s chunk only when a report is opened, and moves the focus to its heading', async () => {
    const page = await browser.newContext({ viewport: { width: 1280, height: 800 } }).then((c) => (contexts.push(c), c.newPage()));
    page.setDefaultTimeout(TIMEOUT);
    const scripts = scriptsOf(page);
    await page.goto(`${service.url}/`);
    await page.locator('#email').waitFor();
    const atSignIn = new Set(scripts);
    assert.ok([...atSignIn].some((s) => /\/app-[A-Z0-9]{8}\.js$/.test(s)), `the entry at sign-in: ${[...atSignIn].join(', ')}`);

    await page.locator('#email').fill(service.users.ADMIN.email);
    await page.locator('#password').fill(service.users.ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByTestId('project-count').waitFor();
    await page.goto(`${service.url}/#/projects/${projectId}/reports`);
    await page.getByRole('link', { name: 'Loaded on demand' }).waitFor();
    const beforeReport = new Set(scripts);
    assert.deepEqual([...beforeReport].sort(), [...atSignIn].sort(), 'sign-in, the projects and the reports list fetch no chunk of their own');

    // Every heading that takes the focus: the stand-in's while the chunk is fetched, then the page's own.
    await page.evaluate(() => {
      const w = window as unknown as { __focused: Element[] };
      w.__focused = [];
      document.addEventListener('focusin', (event) => w.__focused.push(event.target as Element));
    });
    await page.getByRole('link', { name: 'Loaded on demand' }).click();
    await page.getByTestId('report-document').getByText('The report page arrived.').waitFor();
    // The report page's chunk, and what only it and the builder below it import. The builder is a chunk
    // the drawn page asks for in turn (an ADMIN's): counted once it shows, not when the page first does.
    await page.getByTestId('report-builder').waitFor();
    const fetched = [...scripts].filter((s) => !beforeReport.has(s));
    assert.ok(fetched.length > 0, 'opening a report fetches its chunks');
    for (const chunk of fetched) assert.match(chunk, /^\/console\/chunk-[A-Z0-9]{8}\.js$/);
    const headings = await page.evaluate(() => {
      const focused = (window as unknown as { __focused: Element[] }).__focused.filter((e) => e.tagName === 'H1');
      return { distinct: new Set(focused).size, texts: focused.map((e) => e.textContent) };
    });
    assert.ok(headings.distinct >= 2, `the stand-in's heading, then the report page's own, took the focus: ${JSON.stringify(headings.texts)}`);
    // And it keeps it once the version is read and the heading names it.
    const focusedNow = await page.evaluate(() => ({ tag: document.activeElement?.tagName, text: document.activeElement?.textContent }));
    assert.deepEqual(focusedNow, { tag: 'H1', text: await page.getByTestId('report-title').innerText() });
    assert.match(focusedNow.text ?? '', /, version \d+$/);

    // Back and to the report again: the chunk is the module already loaded, drawn at once.
    await page.goBack();
    await page.getByRole('link', { name: 'Loaded on demand' }).click();
    await page.getByTestId('report-document').getByText('The report page arrived.').waitFor();
    await page.getByTestId('report-builder').waitFor();
    assert.equal([...scripts].filter((s) => !beforeReport.has(s)).length, fetched.length, 'nothing fetched again');
  });

  it('says when the page cannot be fetched, and tries again on the next visit', async () => {
    const page = await signedInPage(browser, contexts, service.url, service.users.ADMIN, TIMEOUT);
    const loaded = new Set(scriptsOf(page));
    for (const s of await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname))) loaded.add(s);
    // Every script the page has not fetched yet fails, as when the network drops or the service was
    // updated since the tab opened (its chunks then have other names).
    // The request is held until the stand-in has been seen, then refused.
    let refusing = true;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/console/chunk-*.js', async (route) => {
      const path = new URL(route.request().url()).pathname;
      if (!refusing || loaded.has(path)) return route.continue();
      await held;
      return route.abort('connectionfailed');
    });
    await page.goto(`${service.url}/#/projects/${projectId}/reports/${reportId}`);
    await page.getByRole('status').filter({ hasText: 'Loading the page…' }).waitFor();
    assert.equal(await page.locator('main h1').innerText(), 'Report');
    await screenshot(page, '32-report-loading');
    release();
    const failure = page.getByTestId('page-load-failed');
    await failure.waitFor();
    assert.equal(
      await failure.innerText(),
      "This page could not be loaded: the browser could not fetch its code from the service. Open the page again, or reload the browser's page.",
    );
    assert.equal(await page.locator('main h1').innerText(), 'Report');
    await screenshot(page, '32-report-not-loaded');
    const violations = await seriousAxeViolations(page);
    assert.deepEqual(violations, [], describeViolations(violations));
    await page.setViewportSize({ width: 768, height: 1024 });
    await screenshot(page, '32-report-not-loaded-tablet');
    await page.setViewportSize({ width: 1280, height: 800 });

    refusing = false;
    await page.goto(`${service.url}/#/projects/${projectId}/reports`);
    await page.getByRole('link', { name: 'Loaded on demand' }).click();
    await page.getByTestId('report-document').getByText('The report page arrived.').waitFor();
    assert.equal(await failure.count(), 0);
  });
});
