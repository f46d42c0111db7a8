import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  apiToken,
  type ConsoleService,
  type Credentials,
  describeViolations,
  newContext,
  screenshot,
  seriousAxeViolations,
  SKIP_WITHOUT_CHROMIUM,
  signedInPage,
  startConsole,
} from '../helpers/console.ts';

/**
 * The console's location metrics page in a real browser (D-22, D-52): one plot row per
 * postcode district (or area), the table with the same figures as `GET /location-metrics` answers, the
 * grouping and status in the fragment, a 400 beside the parameter it names, and axe-core. Screenshots:
 * 24-location-metrics.png, 24-location-metrics-tablet.png.
 */

const TIMEOUT = 15_000;

interface Entry {
  average_value: number | null;
  average_risk: number | null;
  average_project_length_days: number | null;
  average_programme_drift_days: number | null;
  _meta: { group: string; group_by: string; project_count: number };
}

const NONE = '—';
const money = (v: number | null) => (v === null ? NONE : `£${Math.round(v).toLocaleString('en-GB')}`);
const oneDecimal = (v: number | null) => (v === null ? NONE : v.toLocaleString('en-GB', { maximumFractionDigits: 1 }));
const days = (v: number | null) => (v === null ? NONE : (Math.round(v) || 0).toLocaleString('en-GB'));

/** The table row the page should show for an entry of the API. */
const rowOf = (e: Entry) => [
  e._meta.group,
  String(e._meta.project_count),
  money(e.average_value),
  oneDecimal(e.average_risk),
  days(e.average_project_length_days),
  days(e.average_programme_drift_days),
];

describe('web console: location metrics', { skip: SKIP_WITHOUT_CHROMIUM }, () => {
  let service: ConsoleService;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let adminToken = '';

  before(async () => {
    ({ service, browser } = await startConsole({ slot: 5, memberProjects: 1, viewerProjects: 3 }));
    adminToken = await apiToken(service.url, service.users.ADMIN);
  });
  after(async () => {
    for (const context of contexts) await context.close().catch(() => {});
    await service?.stop();
  });

  async function metrics(query: string, token = adminToken): Promise<Entry[]> {
    const res = await fetch(`${service.url}/location-metrics${query}`, { headers: { authorization: `Bearer ${token}` } });
    assert.equal(res.status, 200);
    return (await res.json()) as Entry[];
  }

  const signedIn = (user: Credentials): Promise<Page> => signedInPage(browser, contexts, service.url, user, TIMEOUT);

  async function tableRows(page: Page): Promise<string[][]> {
    return page
      .locator('[data-testid=location-table] tbody tr')
      .evaluateAll((rows) => rows.map((r) => Array.from(r.querySelectorAll('th, td'), (c) => (c as HTMLElement).innerText.trim())));
  }

  /** The plot shows the first 25 groups; with more, "Plot all" shows every one. */
  async function assertPlotted(page: Page, total: number): Promise<void> {
    assert.equal(await page.getByTestId('location-row').count(), Math.min(total, 25));
    const every = page.getByTestId('location-every-row');
    if (total <= 25) {
      assert.equal(await every.count(), 0, 'no "Plot all" button when every group is plotted');
      return;
    }
    await every.click();
    assert.equal(await every.getAttribute('aria-expanded'), 'true');
    assert.equal(await page.getByTestId('location-row').count(), total);
    await every.click();
    assert.equal(await page.getByTestId('location-row').count(), 25);
  }

  it('plots one row per district and tables the same figures as the API, then by area', async () => {
    const page = await signedIn(service.users.ADMIN);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Location metrics' }).click();
    await page.waitForURL(/#\/location-metrics$/);
    await page.getByRole('heading', { level: 1, name: 'Location metrics' }).waitFor();

    const districts = await metrics('');
    assert.ok(districts.length > 1);
    const plot = page.getByRole('img', {
      name: new RegExp(`^Location metrics, average gross development value by postcode district: ${districts.length} postcode districts, from £`),
    });
    await plot.waitFor();
    await assertPlotted(page, districts.length);
    // Sorted: the first row is the largest average value.
    const largest = [...districts].sort((a, b) => (b.average_value ?? -Infinity) - (a.average_value ?? -Infinity))[0]!;
    assert.match(await page.getByTestId('location-row').first().locator('text').first().textContent() ?? '', new RegExp(`^${largest._meta.group}$`));

    await page.getByTestId('location-figures').getByText('Show the figures as a table').click();
    assert.deepEqual(await tableRows(page), districts.map(rowOf));
    await screenshot(page, '24-location-metrics');
    let violations = await seriousAxeViolations(page);
    assert.deepEqual(violations, [], describeViolations(violations));

    // Another figure to plot: the same rows, sorted by it.
    await page.getByLabel('Plot').selectOption('average_risk');
    await page.getByRole('img', { name: /^Location metrics, average risk score by postcode district/ }).waitFor();
    await assertPlotted(page, districts.length);

    // By area: fewer rows, the fragment says so, and a reload keeps it.
    const areas = await metrics('?group_by=area');
    await page.getByLabel('Group by').selectOption('area');
    await page.getByRole('img', { name: new RegExp(`by postcode area: ${areas.length} postcode areas`) }).waitFor();
    await assertPlotted(page, areas.length);
    assert.match(page.url(), /#\/location-metrics\?group_by=area$/);
    await page.getByTestId('location-figures').getByText('Show the figures as a table').click();
    assert.deepEqual(await tableRows(page), areas.map(rowOf));
    await page.reload();
    await page.getByRole('img', { name: /by postcode area/ }).waitFor();
    assert.equal(await page.getByLabel('Group by').inputValue(), 'area');

    // One status only.
    const completed = await metrics('?group_by=area&status=COMPLETED');
    await page.getByLabel('Status').selectOption('COMPLETED');
    await page.waitForURL(/status=COMPLETED/);
    await page.getByRole('img', { name: new RegExp(`: ${completed.length} postcode area`) }).waitFor();
    await assertPlotted(page, completed.length);
    violations = await seriousAxeViolations(page);
    assert.deepEqual(violations, [], describeViolations(violations));
  });

  it('shows the API’s 400 beside the parameter it names (a latitude without its longitude)', async () => {
    const page = await signedIn(service.users.ADMIN);
    await page.goto(`${service.url}/#/location-metrics`);
    await page.getByTestId('location-svg').waitFor();
    await page.getByLabel('Latitude').fill('51.5');
    await page.getByRole('button', { name: 'Show' }).click();
    await page.getByRole('alert').getByText('longitude: is required with latitude').waitFor();
    assert.equal(await page.locator('#loc-longitude').getAttribute('aria-invalid'), 'true');
    assert.equal(await page.locator('#loc-longitude-error').innerText(), 'Longitude: is required with latitude');

    // With both, within 500 km of London: the API's answer for that point.
    await page.getByLabel('Longitude').fill('-0.12');
    await page.getByLabel('Radius (km, default 25)').fill('500');
    await page.getByRole('button', { name: 'Show' }).click();
    const near = await metrics('?latitude=51.5&longitude=-0.12&radius_km=500');
    await page.getByRole('img', { name: new RegExp(`: ${near.length} postcode district`) }).waitFor();
    await assertPlotted(page, near.length);
    assert.equal(await page.getByRole('alert').count(), 0);
  });

  it('shows a VIEWER the figures of the projects assigned to them, on a tablet', async () => {
    const context = await newContext(browser, { width: 768, height: 1024 });
    contexts.push(context);
    const page = await context.newPage();
    page.setDefaultTimeout(TIMEOUT);
    await page.goto(`${service.url}/#/sign-in?next=${encodeURIComponent('/location-metrics')}`);
    await page.locator('#email').fill(service.users.VIEWER.email);
    await page.locator('#password').fill(service.users.VIEWER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Location metrics' }).waitFor();
    const own = await metrics('', await apiToken(service.url, service.users.VIEWER));
    if (own.length === 0) {
      await page.getByTestId('no-locations').waitFor();
    } else {
      await page.getByTestId('location-svg').waitFor();
      await assertPlotted(page, own.length);
      await page.getByTestId('location-figures').getByText('Show the figures as a table').click();
      assert.deepEqual(await tableRows(page), own.map(rowOf));
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(overflow <= 0, `the location metrics page is ${overflow}px wider than a 768px screen`);
    await screenshot(page, '24-location-metrics-tablet');
  });
});
