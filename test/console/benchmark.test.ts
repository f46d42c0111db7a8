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
 * The console's benchmark page in a real browser: an ADMIN runs a project's
 * benchmark and sees the chart with its accessible name and the figures table with the 80% interval; a
 * VIEWER sees no run button; axe-core finds no serious violation; the composite benchmark and one
 * development's are chosen, run and read back. Screenshots: 20-benchmark.png, 21-benchmark-composite.png.
 */

const TIMEOUT = 15_000;

interface ProjectFields {
  id: number;
  total_gifa: number | null;
  building_function: string | null;
  postcode: string | null;
  total_budget: number | null;
}

describe('web console: benchmark', { skip: SKIP_WITHOUT_CHROMIUM }, () => {
  let service: ConsoleService;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let adminToken = '';
  /** A demo project in progress or completed, with what a benchmark needs, not benchmarked yet. */
  let projectId = 0;

  before(async () => {
    ({ service, browser } = await startConsole({ slot: 1, memberProjects: 2, viewerProjects: 2 }));
    adminToken = await apiToken(service.url, service.users.ADMIN);
    projectId = await benchmarkableProject();
  });
  after(async () => {
    for (const context of contexts) await context.close().catch(() => {});
    await service?.stop();
  });

  async function api(path: string): Promise<{ status: number; body: unknown }> {
    const res = await fetch(`${service.url}${path}`, { headers: { authorization: `Bearer ${adminToken}` } });
    return { status: res.status, body: await res.json() };
  }

  async function benchmarkableProject(): Promise<number> {
    for (const status of ['IN_PROGRESS', 'COMPLETED']) {
      for (const id of service.projects) {
        if (service.assigned.VIEWER.includes(id)) continue;
        const p = (await api(`/projects/${id}`)).body as ProjectFields & { project_status: string };
        if (p.project_status !== status) continue;
        if (!p.total_gifa || !p.building_function || !p.postcode || !p.total_budget) continue;
        if ((await api(`/benchmark/project/${id}`)).status === 404) return id;
      }
    }
    throw new Error('no demo project in progress or completed with GIFA, function, postcode and budget');
  }

  const signedIn = (user: Credentials): Promise<Page> => signedInPage(browser, contexts, service.url, user, TIMEOUT);

  it('lets an ADMIN run a benchmark from the project page and read its chart, figures and similar projects', async () => {
    const page = await signedIn(service.users.ADMIN);
    await page.goto(`${service.url}/#/projects/${projectId}`);
    await page.getByTestId('project-benchmark').click();
    await page.waitForURL(new RegExp(`#/projects/${projectId}/benchmark$`));
    await page.getByTestId('no-benchmark').waitFor();

    await page.getByRole('button', { name: 'Run benchmark' }).click();
    const chart = page.getByRole('img', { name: /Benchmark chart: predicted cost £[\d,]+ per m², 80% interval £[\d,]+ to £[\d,]+/ });
    await chart.waitFor();
    assert.equal(await page.getByTestId('no-benchmark').count(), 0);

    // The same report as the API now answers.
    const report = (await api(`/benchmark/project/${projectId}`)).body as {
      adjusted_cost_per_m2: number;
      lower_limit: number;
      upper_limit: number;
      comparisons: { similar_projects: unknown[] };
      explanation: { base_cost_per_m2: number; steps: { label: string; effect_per_m2: number }[] };
    };
    const pounds = (v: number) => `£${Math.round(v).toLocaleString('en-GB')}`;
    const figures = page.getByTestId('benchmark-figures');
    await figures.getByText('Show the figures as a table').click();
    assert.equal(await page.getByTestId('figure-lower').innerText(), pounds(report.lower_limit));
    assert.equal(await page.getByTestId('figure-upper').innerText(), pounds(report.upper_limit));
    assert.match(await page.getByTestId('benchmark-facts').innerText(), /Source health \(20–100\)\s+\d+/);
    assert.equal(await page.locator('[data-testid=similar-projects] tbody tr').count(), report.comparisons.similar_projects.length);
    assert.equal(await page.locator('[data-testid=benchmark-svg] circle').count(), report.comparisons.similar_projects.length);

    // What the price is made of (D-58): a waterfall whose name gives its figures, a bar per step, the same as a table.
    const pence = (v: number) => `£${v.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    await page.getByRole('img', { name: new RegExp(`^Explanation chart: national rate ${pence(report.explanation.base_cost_per_m2).replace(/[£.]/g, '\\$&')} per m²; .*predicted £[\\d,]+\\.\\d\\d per m²\\.$`) }).waitFor();
    assert.equal(await page.locator('[data-testid=explanation-svg] rect').count(), report.explanation.steps.length + 2);
    await page.getByTestId('explanation-figures').getByText('Show the figures as a table').click();
    const table = await page.getByTestId('explanation-table').innerText();
    for (const step of report.explanation.steps) assert.ok(table.includes(step.label), `"${step.label}" in the table`);
    assert.equal(await page.getByTestId('explanation-predicted').innerText(), pence(report.adjusted_cost_per_m2));

    await screenshot(page, '20-benchmark');
    const violations = await seriousAxeViolations(page);
    assert.deepEqual(violations, [], describeViolations(violations));

    // A reload reads the stored benchmark back (GET) and offers to run it again.
    await page.reload();
    await chart.waitFor();
    await page.getByRole('button', { name: 'Run the benchmark again' }).click();

    // Its history (D-59): both runs, as a chart whose name gives the latest figures and as a table.
    const history = page.getByRole('img', { name: /^Benchmark history chart, 2 benchmarks from .* the latest £[\d,]+ per m² \(80% interval £[\d,]+ to £[\d,]+\), the first £[\d,]+; budget £[\d,]+ per m²\.$/ });
    await history.waitFor();
    assert.equal(await page.locator('[data-testid=history-svg] circle').count(), 2);
    // Each key draws the marks its chart draws: the history's budget is a dashed line in both (not a
    // diamond), the benchmark's budget a diamond on a dashed line in both.
    const keyMarks = (chart: string, key: string) =>
      page.locator('figure', { has: page.getByTestId(chart) }).locator(`[data-testid=chart-key-entry][data-key=${key}] svg *:not(g)`).evaluateAll((marks) => marks.map((m) => `${m.tagName}.${m.getAttribute('class')}`));
    assert.deepEqual(await keyMarks('history-svg', 'budget'), ['line.chart-budget-line']);
    assert.equal(await page.locator('[data-testid=history-svg] .chart-budget').count(), 0);
    assert.deepEqual(await keyMarks('benchmark-svg', 'budget'), ['line.chart-budget-line', 'path.chart-budget']);
    await page.getByTestId('history-figures').getByText('Show the figures as a table').click();
    assert.equal(await page.locator('[data-testid=history-table] tbody tr').count(), 2);
    await screenshot(page, '20-benchmark-history');
  });

  it('fits a tablet held upright: the chart above its figures, no sideways scrolling', async () => {
    const context = await newContext(browser, { width: 768, height: 1024 });
    contexts.push(context);
    const page = await context.newPage();
    page.setDefaultTimeout(TIMEOUT);
    await page.goto(`${service.url}/#/sign-in`);
    await page.locator('#email').fill(service.users.ADMIN.email);
    await page.locator('#password').fill(service.users.ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByTestId('project-count').waitFor();
    // The first test ran this project's benchmark: it is read back here.
    await page.goto(`${service.url}/#/projects/${projectId}/benchmark`);
    await page.getByTestId('benchmark-svg').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(overflow <= 0, `the benchmark page is ${overflow}px wider than a 768px screen`);
    await screenshot(page, '21-benchmark-tablet');
  });

  it('says in words what a project lacks when it cannot be benchmarked (422)', async () => {
    // Another demo project, whose GIFA an ADMIN clears through the API.
    const id = service.projects.find((p) => p !== projectId && !service.assigned.VIEWER.includes(p))!;
    const res = await fetch(`${service.url}/projects/${id}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ total_gifa: null }),
    });
    assert.equal(res.status, 200, await res.text());
    const page = await signedIn(service.users.ADMIN);
    await page.goto(`${service.url}/#/projects/${id}/benchmark`);
    await page.getByTestId('run-benchmark').click();
    const alert = page.getByRole('alert');
    await alert.getByText(/This project cannot be benchmarked yet\..*total_gifa/).waitFor();
  });

  it('runs and shows the composite benchmark and one development’s, from the choice offered for a project with developments', async () => {
    // A demo project with developments (a hybrid scheme) that the ADMIN may benchmark.
    let hybrid: { id: number; developments: { id: number; name: string }[] } | null = null;
    let plain: number | null = null;
    for (const id of service.projects) {
      const developments = (await api(`/projects/${id}/developments`)).body as { id: number; name: string }[];
      if (developments.length === 0) {
        plain ??= id;
        continue;
      }
      const p = (await api(`/projects/${id}`)).body as ProjectFields;
      if (hybrid === null && p.postcode && id !== projectId) hybrid = { id, developments };
      if (hybrid && plain) break;
    }
    assert.ok(hybrid, 'no demo project with developments and a postcode');
    const pounds = (v: number) => `£${Math.round(v).toLocaleString('en-GB')}`;
    const n = hybrid.developments.length;

    const page = await signedIn(service.users.ADMIN);
    await page.goto(`${service.url}/#/projects/${hybrid.id}/benchmark`);
    const choice = page.getByRole('group', { name: 'Which benchmark' });
    await choice.waitFor();
    assert.equal(await choice.getByRole('radio').count(), 2 + n);
    assert.ok(await choice.getByRole('radio', { name: "Standard (the project's own inputs)" }).isChecked());

    // The composite: its own "not run yet", then run, then the chart and heading say which.
    await choice.getByRole('radio', { name: /^Composite of developments/ }).check();
    await page.waitForURL(new RegExp(`#/projects/${hybrid.id}/benchmark\\?hybridSupport=true$`));
    await page.getByText('No composite benchmark has been run for this project yet.').waitFor();
    await page.getByRole('button', { name: 'Run benchmark' }).click();
    const composite = page.getByRole('img', { name: new RegExp(`^Benchmark chart \\(composite of ${n} developments\\): predicted cost £[\\d,]+ per m²`) });
    await composite.waitFor();
    await page.getByRole('heading', { name: `Composite of ${n} developments: cost per m² against similar projects` }).waitFor();
    assert.match(await page.getByTestId('benchmark-kind').innerText(), /composite benchmark: each of the project's \d developments/);
    const stored = (await api(`/benchmark/project/${hybrid.id}?hybridSupport=true`)).body as { lower_limit: number; upper_limit: number };
    await page.getByTestId('benchmark-figures').getByText('Show the figures as a table').click();
    assert.equal(await page.getByTestId('figure-lower').innerText(), pounds(stored.lower_limit));
    assert.equal(await page.getByTestId('figure-upper').innerText(), pounds(stored.upper_limit));
    // The standard one was not run: the composite is stored under its own query only.
    assert.equal((await api(`/benchmark/project/${hybrid.id}`)).status, 404);
    await screenshot(page, '21-benchmark-composite');
    const violations = await seriousAxeViolations(page);
    assert.deepEqual(violations, [], describeViolations(violations));

    // One development: no budget (the project's covers every development), its own figures.
    const development = hybrid.developments[0]!;
    await choice.getByRole('radio', { name: `One development: ${development.name}` }).check();
    await page.getByText(`No benchmark of the development ${development.name} has been run yet.`).waitFor();
    await page.getByRole('button', { name: 'Run benchmark' }).click();
    const one = page.getByRole('img', { name: new RegExp(`^Benchmark chart \\(one development, ${development.name}\\): predicted cost £[\\d,]+ per m².*per m²\\.$`) });
    await one.waitFor();
    assert.doesNotMatch(await page.getByTestId('benchmark-facts').innerText(), /Budget per m²/);
    const oneStored = (await api(`/benchmark/project/${hybrid.id}?hybridSupport=true&development=${development.id}`)).body as { lower_limit: number };
    await page.getByTestId('benchmark-figures').getByText('Show the figures as a table').click();
    assert.equal(await page.getByTestId('figure-lower').innerText(), pounds(oneStored.lower_limit));

    // The choice is in the fragment: a reload shows the same development's benchmark.
    await page.reload();
    await one.waitFor();
    assert.ok(await page.getByRole('radio', { name: `One development: ${development.name}` }).isChecked());

    // A project without developments is offered no choice.
    if (plain !== null) {
      await page.goto(`${service.url}/#/projects/${plain}/benchmark`);
      await page.getByTestId('benchmark-kind').waitFor();
      assert.equal(await page.getByTestId('benchmark-choice').count(), 0);
    }
  });

  it('says in words which development lacks what when the composite cannot be run (422)', async () => {
    // A development added without a GIFA, to a project with a postcode, through the API.
    const ids = service.projects.filter((id) => id !== projectId && !service.assigned.VIEWER.includes(id));
    let id = 0;
    for (const candidate of ids.reverse()) {
      if (((await api(`/projects/${candidate}`)).body as ProjectFields).postcode) {
        id = candidate;
        break;
      }
    }
    const res = await fetch(`${service.url}/projects/${id}/developments`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Unmeasured annex', building_function: 'office' }),
    });
    const text = await res.text();
    assert.equal(res.status, 201, text);
    const added = JSON.parse(text) as { id: number };
    const page = await signedIn(service.users.ADMIN);
    await page.goto(`${service.url}/#/projects/${id}/benchmark?hybridSupport=true`);
    assert.ok(await page.getByRole('radio', { name: /^Composite of developments/ }).isChecked());
    await page.getByTestId('run-benchmark').click();
    await page
      .getByRole('alert')
      .getByText(`This project cannot be benchmarked yet. It needs the GIFA of development “Unmeasured annex” (developments[${added.id}].total_gifa).`, { exact: false })
      .waitFor();
  });

  it('shows a VIEWER the benchmark page without a run button', async () => {
    const page = await signedIn(service.users.VIEWER);
    const id = service.assigned.VIEWER[0]!;
    await page.goto(`${service.url}/#/projects/${id}/benchmark`);
    await page.locator('[data-testid=no-benchmark], [data-testid=benchmark-chart]').first().waitFor();
    assert.equal(await page.getByTestId('run-benchmark').count(), 0);
    assert.doesNotMatch(await page.locator('main').innerText(), /Run one/);
    const violations = await seriousAxeViolations(page);
    assert.deepEqual(violations, [], describeViolations(violations));
  });
});
