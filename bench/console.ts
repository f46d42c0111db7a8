import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { type Credentials, lighthouseFlow, medianScores, type PageScores, PRESETS, printScores } from './console-lighthouse.ts';
import { positiveInt, withService } from './harness.ts';
import { findChromium } from '../test/helpers/chromium.ts';
import { seededDemoCopy } from '../test/helpers/demo-data.ts';
import { ROOT, stopAll } from '../test/helpers/processes.ts';
import lighthousePackage from 'lighthouse/package.json' with { type: 'json' };
import { ms, say, table } from './report.ts';

/**
 * `npm run bench:console`: the web console in Chromium against the service started as users start it
 * (embedded storage, the demo data set).
 *
 * First the first page (sign-in) from a cold browser — a new Chromium process with a new, empty profile
 * for every run, so nothing is cached. Per run: the time from navigation start until the email field is
 * on screen, enabled and takes typing (read in the page, `performance.now()` on the navigation's clock),
 * and every JavaScript response of that first page, with the encoding the service chose for the
 * browser's `Accept-Encoding` and the bytes it took on the wire (the encoded body, headers aside) beside
 * its size decoded. Targets: interactive within 1.5 s (median of the runs), JavaScript under 250 KB
 * (250,000 bytes) as transferred.
 *
 * Then Lighthouse (bench/console-lighthouse.ts), with its desktop preset and then its mobile one, on the
 * sign-in page and, signed in through its form as the demo ADMIN, on the projects list, a project with a
 * benchmark and drawdowns, its benchmark page and its drawdowns page: the performance, accessibility,
 * best-practices and SEO scores of each, the audits each did not pass, and the targets on every page,
 * the same for both presets: performance ≥ 95, accessibility 100, best practices 100. Each preset's flow
 * report is written to test-output/lighthouse/console-flow-<preset>[-<run>].html.
 */

const RUNS = positiveInt('BENCH_CONSOLE_RUNS', 5);
const LIGHTHOUSE_RUNS = positiveInt('BENCH_LIGHTHOUSE_RUNS', 3);
const TARGET_INTERACTIVE_MS = 1500;
const TARGET_JS_BYTES = 250_000;
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'];
const LIGHTHOUSE_VERSION = lighthousePackage.version;
const LIGHTHOUSE_REPORT = path.join(ROOT, 'test-output', 'lighthouse', 'console-flow.html');

/** CHROMIUM_PATH (as the console's tests), else CHROME_PATH (as Lighthouse's own launcher), else Debian's. */
function chromiumPath(): string {
  if (!process.env.CHROMIUM_PATH && process.env.CHROME_PATH) process.env.CHROMIUM_PATH = process.env.CHROME_PATH;
  const found = findChromium();
  if (!found) throw new Error(`no Chromium at ${process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'}: apt-get install chromium, or set CHROMIUM_PATH`);
  return found;
}

interface Script {
  url: string;
  /** The body as the page reads it, decoded. */
  raw: number;
  /** The body's bytes on the wire: encoded as `encoding` says. */
  transferred: number;
  encoding: string;
}

interface Run {
  /** From navigation start to the email field taking input, on the page's clock. */
  interactiveMs: number;
  /** From `page.goto` being called to the same moment, on this process's clock. */
  wallMs: number;
  /** Chromium's launch, not counted in either. */
  launchMs: number;
  scripts: Script[];
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

async function coldRun(executablePath: string, url: string): Promise<Run> {
  const launched = performance.now();
  const browser: Browser = await chromium.launch({ executablePath, headless: true, args: ARGS });
  const launchMs = performance.now() - launched;
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const pending: Promise<Script | null>[] = [];
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (response.request().resourceType() !== 'script' && !/javascript/.test(type)) return;
      pending.push(
        Promise.all([response.body(), response.finished().then(() => response.request().sizes())]).then(
          ([body, sizes]) => ({
            url: new URL(response.url()).pathname,
            raw: body.length,
            transferred: sizes.responseBodySize,
            encoding: response.headers()['content-encoding'] ?? 'identity',
          }),
          () => null,
        ),
      );
    });
    const started = performance.now();
    await page.goto(url, { waitUntil: 'commit' });
    // Polled every animation frame: the first frame in which the field is there, shown and enabled.
    const handle = await page.waitForFunction(
      () => {
        const field = document.querySelector<HTMLInputElement>('#email');
        if (!field || field.disabled || field.readOnly || field.getClientRects().length === 0) return false;
        return performance.now();
      },
      undefined,
      { polling: 'raf', timeout: 30_000 },
    );
    const interactiveMs = (await handle.jsonValue()) as number;
    const wallMs = performance.now() - started;
    // It takes typing: what is typed is what the field holds.
    await page.locator('#email').fill('someone@example.com');
    const typed = await page.locator('#email').inputValue();
    if (typed !== 'someone@example.com') throw new Error(`the email field did not take typing: "${typed}"`);
    await page.waitForLoadState('load');
    const scripts = (await Promise.all(pending)).filter((s): s is Script => s !== null);
    if (scripts.length === 0) throw new Error('the first page loaded no JavaScript: is the console served at /?');
    return { interactiveMs, wallMs, launchMs, scripts };
  } finally {
    await browser.close();
  }
}

/** A bearer token of the demo ADMIN, as the console gets one. */
async function signIn(url: string, user: Credentials): Promise<string> {
  const res = await fetch(`${url}/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(user),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${user.email}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/**
 * The first of the demo ADMIN's projects that has drawdowns, and a benchmark: the demo stores none, so
 * one is run (`POST /benchmark/project/{id}`, as the page's button does), so that its pages show what
 * they are for.
 */
async function projectToAudit(url: string, user: Credentials): Promise<number> {
  const headers = { authorization: `Bearer ${await signIn(url, user)}` };
  const read = (route: string, method = 'GET') => fetch(`${url}${route}`, { method, headers });
  const list = (await (await read('/projects?perPage=100')).json()) as { data: { id: number | string }[] };
  for (const { id } of list.data) {
    const reports = (await (await read(`/projects/${id}/interim-reports?perPage=1`)).json()) as { data: unknown[] };
    if (reports.data.length === 0) continue;
    if ((await read(`/benchmark/project/${id}`)).status === 200) return Number(id);
    const run = await read(`/benchmark/project/${id}`, 'POST');
    if (run.status === 200 || run.status === 201) return Number(id);
  }
  throw new Error('none of the demo ADMIN\'s first 100 projects has drawdowns and can be benchmarked');
}

async function coldRuns(executablePath: string, url: string): Promise<Run[]> {
  // The service bundles the console once per process (at start, or on the first GET /): that is the
  // server's start, not the browser's, so it is done before the browser runs.
  const first = performance.now();
  const res = await fetch(url);
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`GET / answered ${res.status}: is the console served there? ${(await res.text()).slice(0, 300)}`);
  say(`  the service's first GET /: ${ms(performance.now() - first)} ms`);
  const results: Run[] = [];
  for (let i = 0; i < RUNS; i++) {
    const run = await coldRun(executablePath, url);
    say(`  run ${i + 1}: interactive at ${ms(run.interactiveMs)} ms from navigation start (${ms(run.wallMs)} ms from goto; launch ${ms(run.launchMs)} ms)`);
    results.push(run);
  }
  return results;
}

function printColdRuns(runs: Run[]): void {
  const scripts = runs[0]!.scripts;
  const raw = scripts.reduce((sum, s) => sum + s.raw, 0);
  const transferred = scripts.reduce((sum, s) => sum + s.transferred, 0);
  say();
  say('JavaScript of the first page (the first run; as the service sent it for Chromium\'s Accept-Encoding):');
  say(
    table(
      ['script', 'encoding', 'transferred', 'decoded'],
      [...scripts.map((s) => [s.url, s.encoding, kb(s.transferred), kb(s.raw)]), ['total', '', kb(transferred), kb(raw)]],
      [false, false, true, true],
    ),
  );
  const spread = (values: number[]) => [ms(median(values)), ms(Math.min(...values)), ms(Math.max(...values))];
  const interactive = median(runs.map((r) => r.interactiveMs));
  say();
  say(
    table(
      ['measure', 'median', 'min', 'max'],
      [
        ['interactive, from navigation start (ms)', ...spread(runs.map((r) => r.interactiveMs))],
        ['interactive, from goto (ms)', ...spread(runs.map((r) => r.wallMs))],
        ['browser launch, not counted (ms)', ...spread(runs.map((r) => r.launchMs))],
      ],
      [false, true, true, true],
    ),
  );
  const fast = interactive <= TARGET_INTERACTIVE_MS;
  const light = transferred < TARGET_JS_BYTES;
  say();
  say('Targets of the first page:');
  say(`  interactive within ${ms(TARGET_INTERACTIVE_MS)} ms (median of ${RUNS}): ${ms(interactive)} ms — ${fast ? 'met' : 'missed'}`);
  say(`  JavaScript under ${kb(TARGET_JS_BYTES)} transferred: ${kb(transferred)} (decoded ${kb(raw)}) — ${light ? 'met' : 'missed'}`);
}

async function main(): Promise<void> {
  const executablePath = chromiumPath();
  say(`bench:console — the web console's first page from a cold browser, ${RUNS} runs, then Lighthouse on its main pages`);
  say(`  Chromium: ${executablePath}`);
  say(`  load average (1, 5, 15 min) at the start: ${loadAverage()} on ${os.availableParallelism()} CPUs: the times and the performance scores move with what else the machine runs`);
  // The demo data set as a first `npm start` seeds it, made once per source tree and copied (seeding
  // takes longer than the whole of the rest on a busy machine).
  const dataDir = await seededDemoCopy('pcas-bench-console-');
  try {
    await withService('embedded', null, { listener: 'platform', env: { DATA_DIR: dataDir } }, (service) => audit(executablePath, service.url, dataDir));
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The cold runs of the first page, then Lighthouse's flow, then what both found against the targets. */
async function audit(executablePath: string, url: string, dataDir: string): Promise<void> {
  const runs = await coldRuns(executablePath, `${url}/`);
  const demo = JSON.parse(fs.readFileSync(path.join(dataDir, 'demo-credentials.json'), 'utf8')) as Credentials;
  const admin = { email: demo.email, password: demo.password };
  const projectId = await projectToAudit(url, admin);
  const scored = [];
  for (const preset of PRESETS) {
    say();
    say(`Lighthouse ${LIGHTHOUSE_VERSION} (${preset} preset), ${LIGHTHOUSE_RUNS} flow(s), signed in as the demo ADMIN, project ${projectId}:`);
    const flows: PageScores[][] = [];
    const reports: string[] = [];
    for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
      const report = LIGHTHOUSE_REPORT.replace(/\.html$/, LIGHTHOUSE_RUNS === 1 ? `-${preset}.html` : `-${preset}-${i + 1}.html`);
      const pages = await lighthouseFlow(executablePath, ARGS, url, admin, projectId, report, preset);
      say(`  flow ${i + 1}: performance ${pages.map((p) => `${p.page} ${p.scores.performance ?? 'n/a'}`).join(', ')}`);
      flows.push(pages);
      reports.push(path.relative(ROOT, report));
    }
    scored.push({ preset, pages: medianScores(flows), reports });
  }
  printColdRuns(runs);
  for (const { preset, pages, reports } of scored) {
    say();
    say(LIGHTHOUSE_RUNS === 1 ? `Lighthouse scores (${preset}):` : `Lighthouse scores (${preset}), the median of ${LIGHTHOUSE_RUNS} flows:`);
    printScores(pages, preset);
    say(`  the flows' reports (HTML, and the results as JSON beside them): ${reports.join(', ')}`);
  }
  say(`  load average (1, 5, 15 min) at the end: ${loadAverage()}`);
}

const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

const started = performance.now();
let failed = false;
try {
  await main();
} catch (err) {
  failed = true;
  say(`\nFAILED: ${(err as Error).stack ?? err}`);
} finally {
  await stopAll();
}
say(`\ntotal wall time ${((performance.now() - started) / 1000).toFixed(1)} s`);
process.exit(failed ? 1 : 0);
