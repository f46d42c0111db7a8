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
  focusedAfterFrames,
} from '../helpers/console.ts';

/**
 * The console's "Benchmark a scheme" page in a real browser (D-54, D-51): the form
 * sends the D-54 body (numbers as JSON numbers, empty optional fields left out), the answer is shown with
 * the project benchmark's chart and figures, the API's 400 is shown beside the field it names and in the
 * summary, a VIEWER may use it, and axe-core finds no serious violation. Screenshots: 22-scheme.png,
 * 23-scheme-error.png, 22-scheme-tablet.png.
 */

const TIMEOUT = 15_000;

/** Pounds as the console writes them (no pence). */
const pounds = (v: number) => `£${Math.round(v).toLocaleString('en-GB')}`;
const poundsOf = (text: string) => Number(text.replace(/[£,]/g, ''));

describe('web console: benchmark a scheme', { skip: SKIP_WITHOUT_CHROMIUM }, () => {
  let service: ConsoleService;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let adminToken = '';

  before(async () => {
    ({ service, browser } = await startConsole({ slot: 7, memberProjects: 1, viewerProjects: 1 }));
    adminToken = await apiToken(service.url, service.users.ADMIN);
  });
  after(async () => {
    for (const context of contexts) await context.close().catch(() => {});
    await service?.stop();
  });

  const signedIn = (user: Credentials): Promise<Page> => signedInPage(browser, contexts, service.url, user, TIMEOUT);

  /** Fills the required fields of a valid scheme. */
  async function fillScheme(page: Page): Promise<void> {
    await page.getByLabel('Total GIFA (m²)').fill('3200');
    await page.getByLabel('Building function').selectOption('residential');
    await page.getByLabel('Building process').selectOption('new_build');
    await page.getByLabel('Postcode', { exact: true }).fill('M1 1AE');
  }

  it('prices a valid scheme from the main navigation and shows its chart, interval and similar projects', async () => {
    const page = await signedIn(service.users.ADMIN);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Benchmark a scheme' }).click();
    await page.waitForURL(/#\/benchmark$/);
    await page.getByRole('heading', { level: 1, name: 'Benchmark a scheme' }).waitFor();

    await fillScheme(page);
    await page.getByLabel('Storeys above ground').fill('6');
    await page.getByLabel('Procurement').selectOption('Main Contractor - Design & Build');
    // The abnormal costs are in a collapsed group.
    assert.equal(await page.getByLabel('Demolition (£)').isVisible(), false);
    await page.getByText('Abnormal costs (optional, in British pounds)').click();
    await page.getByLabel('Demolition (£)').fill('50000');

    const sent = page.waitForRequest((r) => r.url().endsWith('/benchmark') && r.method() === 'POST');
    await page.getByRole('button', { name: 'Benchmark the scheme' }).click();
    const body = (await sent).postDataJSON() as Record<string, unknown>;
    const expected = {
      total_gifa: 3200,
      primary_building_function: 'residential',
      primary_building_process: 'new_build',
      postcode: 'M1 1AE',
      site_max_floors_above_ground: 6,
      procurement_arrangements: 'Main Contractor - Design & Build',
      demolition: 50000,
    };
    // Numbers as JSON numbers; every optional field left empty is left out.
    assert.deepEqual(body, expected);

    const chart = page.getByRole('img', {
      name: /^Benchmark chart \(a scheme of 3,200 m², residential, new build\): predicted cost £[\d,]+ per m², 80% interval £[\d,]+ to £[\d,]+/,
    });
    await chart.waitFor();
    await page.getByRole('heading', { name: 'A scheme of 3,200 m², residential, new build: cost per m² against similar projects' }).waitFor();
    // A scheme has no budget: no budget row, marker or figure.
    assert.doesNotMatch(await page.getByTestId('benchmark-facts').innerText(), /Budget/);
    assert.equal(await page.locator('[data-testid=benchmark-svg] .chart-budget').count(), 0);

    await page.getByTestId('benchmark-figures').getByText('Show the figures as a table').click();
    const lower = poundsOf(await page.getByTestId('figure-lower').innerText());
    const forecast = poundsOf(await page.getByTestId('figure-predicted').innerText());
    const upper = poundsOf(await page.getByTestId('figure-upper').innerText());
    assert.ok(lower < forecast && forecast < upper, `lower ${lower} < forecast ${forecast} < upper ${upper}`);

    // The same figures as the API answers for the same body (nothing was stored; the model is the same).
    const res = await fetch(`${service.url}/benchmark`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(expected),
    });
    assert.equal(res.status, 200);
    const report = (await res.json()) as { adjusted_cost_per_m2: number; lower_limit: number; upper_limit: number; comparisons: { similar_projects: unknown[] } };
    assert.equal(forecast, poundsOf(pounds(report.adjusted_cost_per_m2)));
    assert.equal(lower, poundsOf(pounds(report.lower_limit)));
    assert.equal(upper, poundsOf(pounds(report.upper_limit)));
    assert.equal(await page.locator('[data-testid=similar-projects] tbody tr').count(), report.comparisons.similar_projects.length);

    await screenshot(page, '22-scheme');
    const violations = await seriousAxeViolations(page);
    assert.deepEqual(violations, [], describeViolations(violations));
  });

  it('says what is wrong beside each field in words: its own check, and the API’s 400 (whose message the summary keeps)', async () => {
    const page = await signedIn(service.users.ADMIN);
    await page.goto(`${service.url}/#/benchmark`);
    await fillScheme(page);

    // A GIFA of 0: the API's 400, its rule in words beside the field.
    await page.getByLabel('Total GIFA (m²)').fill('0');
    await page.getByRole('button', { name: 'Benchmark the scheme' }).click();
    const summary = page.getByRole('alert');
    await summary.getByText('The scheme was not benchmarked: total_gifa: must be > 0').waitFor();
    const gifa = page.locator('#scheme-total_gifa');
    assert.equal(await gifa.getAttribute('aria-invalid'), 'true');
    assert.match((await gifa.getAttribute('aria-describedby')) ?? '', /scheme-total_gifa-error/);
    assert.equal(await page.locator('#scheme-total_gifa-error').innerText(), 'The total GIFA (m²) must be more than 0');
    assert.equal(await page.getByTestId('scheme-result').count(), 0);
    // "Go to the field" moves the focus to it.
    await summary.getByRole('link', { name: 'Go to the field' }).click();
    assert.equal(await focusedAfterFrames(page, (el) => el?.id), 'scheme-total_gifa');

    // Neither postcode nor location index: the console's own check, beside the postcode.
    await page.getByLabel('Total GIFA (m²)').fill('3200');
    await page.getByLabel('Postcode', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Benchmark the scheme' }).click();
    await summary.getByText('The scheme was not benchmarked: Enter the postcode, or a location index').waitFor();
    assert.equal(await gifa.getAttribute('aria-invalid'), null);
    const postcode = page.locator('#scheme-postcode');
    assert.equal(await postcode.getAttribute('aria-invalid'), 'true');
    assert.match((await postcode.getAttribute('aria-describedby')) ?? '', /scheme-postcode-error/);
    assert.equal(await page.locator('#scheme-postcode-error').innerText(), 'Enter the postcode, or a location index');
    await screenshot(page, '23-scheme-error');
    const violations = await seriousAxeViolations(page);
    assert.deepEqual(violations, [], describeViolations(violations));

    // A field of a collapsed group is opened to show its error: an amount in words is not an amount.
    await page.getByLabel('Or location index').fill('104');
    await page.getByText('Abnormal costs (optional, in British pounds)').click();
    await page.getByLabel('Piling (£)').fill('lots');
    await page.getByText('Abnormal costs (optional, in British pounds)').click();
    await page.getByRole('button', { name: 'Benchmark the scheme' }).click();
    await summary.getByText('Enter the piling, in British pounds (such as £1,250,000)').waitFor();
    assert.ok(await page.getByLabel('Piling (£)').isVisible());
    assert.equal(await page.locator('#scheme-piling-error').innerText(), 'Enter the piling, in British pounds (such as £1,250,000)');

    // Corrected (an amount as people write it), the scheme is priced at the index given.
    await page.getByLabel('Piling (£)').fill('£250,000');
    await page.getByRole('button', { name: 'Benchmark the scheme' }).click();
    await page.getByTestId('benchmark-svg').waitFor();
    assert.equal(await page.getByRole('alert').count(), 0);
    assert.match(await page.getByTestId('benchmark-facts').innerText(), /Location index \(UK = 100\)\s+104/);
  });

  it('lets a VIEWER benchmark a scheme (any role, D-51)', async () => {
    const page = await signedIn(service.users.VIEWER);
    await page.getByRole('link', { name: 'Benchmark a scheme' }).click();
    await fillScheme(page);
    await page.getByRole('button', { name: 'Benchmark the scheme' }).click();
    await page.getByRole('img', { name: /^Benchmark chart \(a scheme of 3,200 m²/ }).waitFor();
    assert.equal(await page.getByRole('alert').count(), 0);
  });

  it('fits a tablet held upright', async () => {
    const context = await newContext(browser, { width: 768, height: 1024 });
    contexts.push(context);
    const page = await context.newPage();
    page.setDefaultTimeout(TIMEOUT);
    await page.goto(`${service.url}/#/sign-in?next=${encodeURIComponent('/benchmark')}`);
    await page.locator('#email').fill(service.users.ADMIN.email);
    await page.locator('#password').fill(service.users.ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Benchmark a scheme' }).waitFor();
    await fillScheme(page);
    await page.getByRole('button', { name: 'Benchmark the scheme' }).click();
    await page.getByTestId('benchmark-svg').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(overflow <= 0, `the scheme page is ${overflow}px wider than a 768px screen`);
    // The focus went to the answer's heading.
    assert.equal(await focusedAfterFrames(page, (el) => el?.id), 'scheme-result-title');
    await screenshot(page, '22-scheme-tablet');
  });
});
