import { gzipSync } from 'node:zlib';
import { type Browser, chromium } from 'playwright-core';
import { positiveInt, withService } from './harness.ts';
import { findChromium } from '../test/helpers/chromium.ts';
import { stopAll } from '../test/helpers/processes.ts';
import { ms, say, table } from './report.ts';

/**
 * `npm run bench:console`: the web console's first page (sign-in) from a cold browser
 * — a new Chromium process with a new, empty profile for every run, so nothing is cached — against the
 * service started as users start it. Per run: the time from navigation start until the email field is
 * on screen, enabled and takes typing (read in the page, `performance.now()` on the navigation's clock),
 * and every JavaScript response of that first page, raw and gzip-compressed here (each one with zlib's
 * gzip, default level; the service itself sends them uncompressed). Targets: interactive within 1.5 s
 * (median of the runs), JavaScript under 250 KB (250,000 bytes) compressed.
 */

const RUNS = positiveInt('BENCH_CONSOLE_RUNS', 5);
const TARGET_INTERACTIVE_MS = 1500;
const TARGET_JS_GZIP_BYTES = 250_000;
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'];

function chromiumPath(): string {
  const found = findChromium();
  if (!found) throw new Error(`no Chromium at ${process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'}: apt-get install chromium, or set CHROMIUM_PATH`);
  return found;
}

interface Script {
  url: string;
  raw: number;
  gzip: number;
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
        response.body().then(
          (body) => ({ url: new URL(response.url()).pathname, raw: body.length, gzip: gzipSync(body).length }),
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

async function main(): Promise<void> {
  const executablePath = chromiumPath();
  say(`bench:console — the web console's first page from a cold browser, ${RUNS} runs`);
  say(`  Chromium: ${executablePath}`);
  const runs = await withService('embedded', null, { listener: 'platform' }, async (service) => {
    const url = `${service.url}/`;
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
  });

  const scripts = runs[0]!.scripts;
  const raw = scripts.reduce((sum, s) => sum + s.raw, 0);
  const gzip = scripts.reduce((sum, s) => sum + s.gzip, 0);
  say();
  say('JavaScript of the first page (the first run; each response gzip-compressed here):');
  say(
    table(
      ['script', 'raw', 'gzip'],
      [...scripts.map((s) => [s.url, kb(s.raw), kb(s.gzip)]), ['total', kb(raw), kb(gzip)]],
      [false, true, true],
    ),
  );
  const interactive = median(runs.map((r) => r.interactiveMs));
  const wall = median(runs.map((r) => r.wallMs));
  say();
  say(
    table(
      ['measure', 'median', 'min', 'max'],
      [
        ['interactive, from navigation start (ms)', ms(interactive), ms(Math.min(...runs.map((r) => r.interactiveMs))), ms(Math.max(...runs.map((r) => r.interactiveMs)))],
        ['interactive, from goto (ms)', ms(wall), ms(Math.min(...runs.map((r) => r.wallMs))), ms(Math.max(...runs.map((r) => r.wallMs)))],
        ['browser launch, not counted (ms)', ms(median(runs.map((r) => r.launchMs))), ms(Math.min(...runs.map((r) => r.launchMs))), ms(Math.max(...runs.map((r) => r.launchMs)))],
      ],
      [false, true, true, true],
    ),
  );
  say();
  say('Targets:');
  say(`  first page interactive within ${ms(TARGET_INTERACTIVE_MS)} ms (median of ${RUNS}): ${ms(interactive)} ms — ${interactive <= TARGET_INTERACTIVE_MS ? 'met' : 'missed'}`);
  say(`  JavaScript of the first page under ${kb(TARGET_JS_GZIP_BYTES)} gzip: ${kb(gzip)} (raw ${kb(raw)}) — ${gzip < TARGET_JS_GZIP_BYTES ? 'met' : 'missed'}`);
}

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
