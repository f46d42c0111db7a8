import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext } from 'playwright-core';
import {
  type ConsoleService,
  fillSignIn,
  screenshot,
  signedInPage,
  SKIP_WITHOUT_CHROMIUM,
  startConsole,
} from '../helpers/console.ts';
import { eventually } from '../helpers/eventually.ts';

/**
 * A token that really expires: the service issues tokens valid for a few seconds; the
 * user opens a project, the token runs out, and the next page they open leads to sign-in with that page
 * kept; signing in again leads back to it. (console.test.ts covers a token refused for its signature.)
 */

/** Long enough that signing in and opening a page fit in it on a machine busy with the other shards. */
const TTL_SECONDS = 8;
const TIMEOUT = 15_000;

describe('web console: an expired token', { skip: SKIP_WITHOUT_CHROMIUM }, () => {
  let service: ConsoleService;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  before(async () => {
    ({ service, browser } = await startConsole({ slot: 4, memberProjects: 1, viewerProjects: 1, env: { JWT_TTL_SECONDS: String(TTL_SECONDS) } }));
  });
  after(async () => {
    for (const context of contexts) await context.close().catch(() => {});
    await service?.stop();
  });

  it('returns to sign-in once the token has expired, keeping the page, and comes back there after signing in', async () => {
    const page = await signedInPage(browser, contexts, service.url, service.users.ADMIN, TIMEOUT);
    const id = service.assigned.MEMBER[0]!;
    const token = await page.evaluate(() => sessionStorage.getItem('pca.token'));
    assert.ok(token, 'the session keeps its token in sessionStorage');
    const { exp } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { exp: number };

    await page.goto(`${service.url}/#/projects/${id}`);
    await page.getByTestId('project-record').waitFor();

    // Until the service refuses its own token (past its `exp`), then another page of the console.
    assert.ok(exp * 1000 > Date.now(), 'the token was still valid when the page was opened');
    const refused = async () => (await fetch(`${service.url}/projects`, { headers: { authorization: `Bearer ${token}` } })).status === 401;
    await eventually(refused, 'the service refuses its own token once it has expired', (TTL_SECONDS + 10) * 1000);
    await page.goto(`${service.url}/#/projects/${id}/reports`);
    await page.waitForURL(new RegExp(`#/sign-in\\?next=${encodeURIComponent(`/projects/${id}/reports`)}$`));
    await page.getByText('Your session has ended').waitFor();
    assert.equal(await page.evaluate(() => sessionStorage.getItem('pca.token')), null, 'the expired token is forgotten');
    await screenshot(page, '12-session-expired');

    await fillSignIn(page, service.users.ADMIN);
    await page.waitForURL(new RegExp(`#/projects/${id}/reports$`));
    await page.getByRole('heading', { level: 1 }).waitFor();
    assert.notEqual(await page.evaluate(() => sessionStorage.getItem('pca.token')), token, 'a new token was issued');
  });
});
