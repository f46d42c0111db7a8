import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import {
  apiToken,
  type ConsoleService,
  launchBrowser,
  newContext,
  screenshot,
  SKIP_WITHOUT_CHROMIUM,
  startConsoleService,
} from '../helpers/console.ts';

/**
 * The console's end-to-end harness itself (issue 13): the service as users start it, with the demo
 * data and a MEMBER and a VIEWER made through the admin API, and the machine's Chromium.
 */
describe('console e2e harness', { skip: SKIP_WITHOUT_CHROMIUM }, () => {
  let service: ConsoleService;
  let browser: Browser;

  before(async () => {
    [service, browser] = await Promise.all([startConsoleService({ memberProjects: 4, viewerProjects: 2 }), launchBrowser()]);
  });
  after(async () => {
    await browser?.close();
    await service?.stop();
  });

  it('gives each role its own view of the projects through the API the console uses', async () => {
    const totals: Record<string, number> = {};
    for (const role of ['ADMIN', 'MEMBER', 'VIEWER'] as const) {
      const token = await apiToken(service.url, service.users[role]);
      const res = await fetch(`${service.url}/projects?perPage=100`, { headers: { authorization: `Bearer ${token}` } });
      assert.equal(res.status, 200);
      totals[role] = ((await res.json()) as { data: unknown[] }).data.length;
    }
    assert.equal(totals.MEMBER, service.assigned.MEMBER.length);
    assert.equal(totals.VIEWER, service.assigned.VIEWER.length);
    assert.ok(totals.ADMIN! > totals.MEMBER!, JSON.stringify(totals));
  });

  it('drives Chromium against the Platform listener and writes a screenshot', async () => {
    const context = await newContext(browser);
    try {
      const page = await context.newPage();
      const res = await page.goto(`${service.url}/healthz`);
      assert.equal(res?.status(), 200);
      const file = await screenshot(page, '00-harness-healthz');
      assert.ok(fs.statSync(file).size > 0);
    } finally {
      await context.close();
    }
  });
});
