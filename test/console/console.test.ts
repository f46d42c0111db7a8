import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  apiToken,
  type ConsoleService,
  type Credentials,
  describeViolations,
  fillSignIn,
  newContext,
  newPage as newBrowserPage,
  screenshot,
  seriousAxeViolations,
  signedInPage,
  SKIP_WITHOUT_CHROMIUM,
  startConsole,
} from '../helpers/console.ts';

/**
 * The web console's first slice in a real browser: sign-in and sign-out, the projects list
 * (search, status, paging) as each role sees it, a project's page, an ended session returning to
 * sign-in, and axe-core on each page. Screenshots go to test-output/screenshots/.
 */

const TIMEOUT = 15_000;

describe('web console', { skip: SKIP_WITHOUT_CHROMIUM }, () => {
  let service: ConsoleService;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  /** What the API gives each role, to compare with what the console shows. */
  const totals = { ADMIN: 0, MEMBER: 0, VIEWER: 0 };
  let adminToken = '';

  before(async () => {
    ({ service, browser } = await startConsole({ slot: 0, memberProjects: 14, viewerProjects: 3 }));
    for (const role of ['ADMIN', 'MEMBER', 'VIEWER'] as const) {
      const token = await apiToken(service.url, service.users[role]);
      if (role === 'ADMIN') adminToken = token;
      totals[role] = await totalOf(token, '');
    }
  });
  after(async () => {
    for (const context of contexts) await context.close().catch(() => {});
    await service?.stop();
  });

  /** A new tab in a context of its own: nothing in sessionStorage. */
  const newPage = (): Promise<Page> => newBrowserPage(browser, contexts, TIMEOUT);
  /** Signs in from `/` and waits for the projects list. */
  const signedIn = (user: Credentials): Promise<Page> => signedInPage(browser, contexts, service.url, user, TIMEOUT);

  /** `meta.total` of `GET /projects` with `query`, as the API answers it. */
  async function totalOf(token: string, query: string): Promise<number> {
    const res = await fetch(`${service.url}/projects?perPage=1${query}`, { headers: { authorization: `Bearer ${token}` } });
    assert.equal(res.status, 200);
    return ((await res.json()) as { meta: { total: number } }).meta.total;
  }

  /** A wait in words, as console/src/api.ts's waitInWords says it (kept apart here, so that the test checks it). */
  const inWords = (seconds: number) =>
    seconds < 60 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minute${Math.ceil(seconds / 60) === 1 ? '' : 's'}`;

  const countText = (page: Page) => page.getByTestId('project-count').innerText();
  const rowCount = (page: Page) => page.locator('[data-testid=project-table] tbody tr').count();

  it('serves the console at / with its own Content-Security-Policy, and leads to sign-in', async () => {
    const page = await newPage();
    const res = await page.goto(`${service.url}/`);
    assert.equal(res?.status(), 200);
    const csp = res!.headers()['content-security-policy'] ?? '';
    assert.match(csp, /script-src 'self'/);
    assert.doesNotMatch(csp, /unsafe-inline|unsafe-eval/);
    await page.waitForURL(/#\/sign-in/);
    await page.locator('#email').waitFor();
    assert.match(await page.title(), /Sign in · Project Cost Analytics/);
    await screenshot(page, '01-sign-in');
    const violations = await seriousAxeViolations(page);
    assert.deepEqual(violations, [], describeViolations(violations));
  });

  it('says in words that a password is wrong, and stays on sign-in', async () => {
    const page = await newPage();
    await page.goto(`${service.url}/#/sign-in`);
    await fillSignIn(page, { email: service.users.ADMIN.email, password: 'not the password at all' });
    const error = page.getByTestId('sign-in-error');
    await error.getByText('Email or password is not right').waitFor();
    assert.equal(await page.locator('#password').getAttribute('aria-invalid'), 'true');
    assert.match(page.url(), /#\/sign-in/);
    assert.equal(await page.evaluate(() => sessionStorage.getItem('pca.token')), null);
    await screenshot(page, '02-sign-in-wrong-password');
  });

  it('says when to try again once an email is throttled (D-13), from the API\'s retryAfterMs or its Retry-After', async () => {
    // Ten failures for one email within 15 minutes: the next attempt is 429, whatever the password.
    const email = 'throttled@console.test.example';
    for (let i = 0; i < 10; i++) {
      const res = await fetch(`${service.url}/auth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: `wrong ${i}` }),
      });
      assert.equal(res.status, 401, await res.text());
    }
    const page = await newPage();
    await page.goto(`${service.url}/#/sign-in`);
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/auth/token')),
      fillSignIn(page, { email, password: 'the right one, too late' }),
    ]);
    assert.equal(answer.status(), 429);
    const { retryAfterMs } = (await answer.json()) as { retryAfterMs: number };
    const retryAfter = Number(answer.headers()['retry-after']);
    assert.ok(retryAfterMs > 14 * 60_000 && retryAfterMs <= 15 * 60_000, `retryAfterMs ${retryAfterMs}`);
    assert.equal(retryAfter, Math.ceil(retryAfterMs / 1000), 'Retry-After says the same wait in seconds');
    const error = page.getByTestId('sign-in-error');
    await error.getByText('Too many sign-in attempts').waitFor();
    // The wait as the API says it, rounded as the console's waitInWords does: whole seconds up, then minutes up.
    assert.equal(await error.innerText(), `Too many sign-in attempts. Try again in ${inWords(Math.max(1, Math.ceil(retryAfterMs / 1000)))}.`);
    assert.equal(await error.innerText(), 'Too many sign-in attempts. Try again in 15 minutes.');
    assert.equal(await page.locator('#password').getAttribute('aria-invalid'), null, 'a wait is not a wrong password');
    assert.match(page.url(), /#\/sign-in/);
    assert.equal(await page.evaluate(() => sessionStorage.getItem('pca.token')), null);
    await screenshot(page, '02-sign-in-throttled');
    const violations = await seriousAxeViolations(page);
    assert.deepEqual(violations, [], describeViolations(violations));

    // An answer with only the Retry-After header (a proxy's, or the per-client limit's): its seconds.
    for (const [header, words] of [
      ['42', '42 seconds'],
      ['61', '2 minutes'],
    ] as const) {
      await page.route('**/auth/token', (route) =>
        route.fulfill({ status: 429, contentType: 'application/json', headers: { 'retry-after': header }, body: JSON.stringify({ statusCode: 429, error: 'Too Many Requests', message: 'Slow down' }) }),
      );
      await page.getByRole('button', { name: 'Sign in' }).click();
      await error.getByText(`Too many sign-in attempts. Try again in ${words}.`).waitFor();
      await page.unroute('**/auth/token');
    }
  });

  it('shows an ADMIN every project of the environment, paged', async () => {
    const page = await signedIn(service.users.ADMIN);
    assert.ok(totals.ADMIN > 20, `the demo environment has more than a page: ${totals.ADMIN}`);
    assert.match(await countText(page), new RegExp(`^${totals.ADMIN} projects; page 1 of ${Math.ceil(totals.ADMIN / 20)}\\.`));
    assert.equal(await rowCount(page), 20);
    assert.match(await page.getByTestId('signed-in-as').innerText(), /\(ADMIN\)/);
    // The token is in this tab's sessionStorage, never in a cookie.
    assert.ok(await page.evaluate(() => sessionStorage.getItem('pca.token')));
    assert.deepEqual(await page.context().cookies(), []);
    await screenshot(page, '03-projects-admin');
    const violations = await seriousAxeViolations(page);
    assert.deepEqual(violations, [], describeViolations(violations));

    const firstPage = await page.locator('[data-testid=project-table] tbody th a').allInnerTexts();
    await page.getByTestId('next-page').click();
    await page.waitForURL(/page=2/);
    await page.getByTestId('project-count').getByText('page 2 of').waitFor();
    const secondPage = await page.locator('[data-testid=project-table] tbody th a').allInnerTexts();
    assert.equal(secondPage.length, 20);
    assert.notDeepEqual(secondPage, firstPage);
    await screenshot(page, '04-projects-page-2');
    await page.getByTestId('previous-page').click();
    await page.getByTestId('project-count').getByText('page 1 of').waitFor();
  });

  for (const role of ['MEMBER', 'VIEWER'] as const) {
    it(`shows a ${role} only the projects assigned to them, and not another by its address`, async () => {
      const page = await signedIn(service.users[role]);
      const assigned = service.assigned[role].length;
      assert.equal(totals[role], assigned);
      assert.match(await countText(page), new RegExp(`^${assigned} projects?; page 1 of 1\\.`));
      assert.equal(await rowCount(page), assigned);
      assert.equal(await page.getByTestId('next-page').count(), 0);
      assert.match(await page.getByTestId('signed-in-as').innerText(), new RegExp(`\\(${role}\\)`));
      await screenshot(page, `05-projects-${role.toLowerCase()}`);
      // A project that is not theirs, typed into the address bar: the API's 404 in words, no record.
      const other = [1, 2, 3, 4, 5].find((id) => !service.assigned[role].includes(id))!;
      await page.goto(`${service.url}/#/projects/${other}`);
      await page.locator('[role=alert]').filter({ hasText: /not found/i }).waitFor();
      assert.equal(await page.getByTestId('project-record').count(), 0);
    });
  }

  it('searches by reference and filters by status', async () => {
    const page = await signedIn(service.users.ADMIN);
    const reference = await page.locator('[data-testid=project-table] tbody tr').first().locator('td').first().innerText();
    await page.locator('#project-search').fill(reference);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByTestId('project-count').getByText('1 project match').waitFor();
    assert.equal(await rowCount(page), 1);
    assert.match(page.url(), new RegExp(`search=${encodeURIComponent(reference)}`));
    await screenshot(page, '06-projects-search');

    await page.locator('#project-search').fill('');
    await page.locator('#project-status').selectOption('COMPLETED');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/status=COMPLETED/);
    // The count the API gives for that status (not the previous search's count, still on screen a moment).
    const completed = await totalOf(adminToken, '&status=COMPLETED');
    assert.ok(completed > 1 && completed < totals.ADMIN, String(completed));
    await page.getByTestId('project-count').getByText(`${completed} projects match; page 1 of`).waitFor();
    const statuses = await page.locator('[data-testid=project-table] tbody .status').allInnerTexts();
    assert.equal(statuses.length, Math.min(20, completed));
    assert.deepEqual(new Set(statuses), new Set(['Completed']), statuses.join(', '));

    await page.locator('#project-search').fill('no project is called this');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByTestId('project-count').getByText('No project matches.').waitFor();
  });

  it("opens a project's page read-only from the list", async () => {
    const page = await signedIn(service.users.MEMBER);
    const link = page.locator('[data-testid=project-table] tbody th a').first();
    const name = await link.innerText();
    await link.click();
    await page.waitForURL(/#\/projects\/\d+$/);
    await page.getByTestId('project-record').waitFor();
    assert.equal(await page.getByTestId('project-title').innerText(), name);
    for (const section of ['developments', 'facilities', 'appraisal', 'risk-history']) {
      await page.getByTestId(section).waitFor();
    }
    assert.match(await page.title(), new RegExp(`${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} · Project Cost Analytics`));
    await screenshot(page, '07-project');
    const violations = await seriousAxeViolations(page);
    assert.deepEqual(violations, [], describeViolations(violations));
    await page.getByRole('link', { name: 'All projects' }).click();
    await page.getByTestId('project-count').waitFor();
  });

  it('is reached by keyboard from the top, with a visible focus ring', async () => {
    const page = await newPage();
    await page.goto(`${service.url}/#/sign-in`);
    await page.locator('#email').waitFor();
    const focused = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        const style = el ? getComputedStyle(el) : null;
        return { id: el?.id ?? '', text: el?.textContent?.trim() ?? '', outline: style ? `${style.outlineStyle} ${style.outlineWidth}` : '' };
      });
    const reached: { id: string; text: string; outline: string }[] = [];
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab');
      reached.push(await focused());
    }
    assert.equal(reached[0]!.text, 'Skip to content', JSON.stringify(reached));
    assert.ok(reached.some((r) => r.id === 'email') && reached.some((r) => r.id === 'password'), JSON.stringify(reached));
    for (const r of reached) assert.doesNotMatch(r.outline, /^none|\b0px/, `focus ring on ${r.id || r.text}: ${r.outline}`);
    // Signing in with the keyboard alone: the fields, then Enter.
    await page.locator('#email').focus();
    await page.keyboard.type(service.users.VIEWER.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(service.users.VIEWER.password);
    await page.keyboard.press('Enter');
    await page.getByTestId('project-count').waitFor();
  });

  it('fits a tablet held upright: no sideways scrolling of the page', async () => {
    const context = await newContext(browser, { width: 768, height: 1024 });
    contexts.push(context);
    const page = await context.newPage();
    page.setDefaultTimeout(TIMEOUT);
    await page.goto(`${service.url}/#/sign-in`);
    await fillSignIn(page, service.users.ADMIN);
    await page.getByTestId('project-count').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(overflow <= 0, `the page is ${overflow}px wider than a 768px screen`);
    await screenshot(page, '10-projects-tablet');
    await page.locator('[data-testid=project-table] tbody th a').first().click();
    await page.getByTestId('project-record').waitFor();
    const projectOverflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(projectOverflow <= 0, `the project page is ${projectOverflow}px wider than a 768px screen`);
    await screenshot(page, '11-project-tablet');
  });

  it('signs out: the token is gone and the list leads to sign-in', async () => {
    const page = await signedIn(service.users.VIEWER);
    await page.getByTestId('sign-out').click();
    await page.waitForURL(/#\/sign-in/);
    await page.locator('#email').waitFor();
    assert.equal(await page.evaluate(() => sessionStorage.getItem('pca.token')), null);
    assert.equal(await page.getByTestId('sign-out').count(), 0);
    await screenshot(page, '08-signed-out');
    await page.goto(`${service.url}/#/projects`);
    await page.waitForURL(/#\/sign-in\?next=%2Fprojects/);
  });

  it('returns to sign-in when the token is refused, keeping the page, and comes back there after signing in', async () => {
    const page = await signedIn(service.users.ADMIN);
    const id = service.assigned.MEMBER[0]!;
    // A token the API refuses, as an expired one is: its claims say it expired an hour ago, and its
    // signature is not the service's.
    const expired = await page.evaluate(() => {
      const token = sessionStorage.getItem('pca.token')!;
      const [header, payload] = token.split('.');
      const claims = JSON.parse(atob(payload!.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;
      claims.exp = Math.floor(Date.now() / 1000) - 3600;
      const encoded = btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
      const forged = `${header}.${encoded}.c2lnbmF0dXJl`;
      sessionStorage.setItem('pca.token', forged);
      return forged;
    });
    assert.equal((await fetch(`${service.url}/projects`, { headers: { authorization: `Bearer ${expired}` } })).status, 401);
    await page.goto(`${service.url}/#/projects/${id}`);
    await page.waitForURL(new RegExp(`#/sign-in\\?next=${encodeURIComponent(`/projects/${id}`)}$`));
    await page.getByText('Your session has ended').waitFor();
    assert.equal(await page.evaluate(() => sessionStorage.getItem('pca.token')), null);
    await screenshot(page, '09-session-ended');
    await fillSignIn(page, service.users.ADMIN);
    await page.waitForURL(new RegExp(`#/projects/${id}$`));
    await page.getByTestId('project-record').waitFor();
  });
});
