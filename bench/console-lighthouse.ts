import fs from 'node:fs';
import path from 'node:path';
import { defaultConfig, desktopConfig, startFlow } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { say, table } from './report.ts';

/**
 * bench:console's Lighthouse part: one user flow through the console in a new headless Chromium
 * (driven by puppeteer-core, as Lighthouse's user flows are): the sign-in page as a navigation, signing
 * in through its form as a timespan, then, with the token the form left in the tab's sessionStorage,
 * each main page as a navigation of its own (a cold load of `/#/…`, so that Lighthouse can score its
 * performance). Lighthouse runs the flow with each of its two presets: the desktop's, for analysts at
 * a laptop (its simulated link, 40 ms and 10 Mbit/s with no CPU slowdown, is an office's), and the
 * mobile one, its default, for a surveyor's phone on site (a mid-range phone's screen, 412 px wide, and
 * a slow 4G link: 150 ms, 1.6 Mbit/s, the CPU four times slower). The targets are the same for both.
 */

/** Lighthouse's presets the flow runs with. */
export const PRESETS = ['desktop', 'mobile'] as const;
export type Preset = (typeof PRESETS)[number];
const CONFIGS = { desktop: desktopConfig, mobile: defaultConfig };

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
const TARGETS: Partial<Record<Category, number>> = { performance: 95, accessibility: 100, 'best-practices': 100 };

export interface Credentials {
  email: string;
  password: string;
}

export interface PageScores {
  page: string;
  url: string;
  scores: Record<Category, number | null>;
  /** Each audit of the four categories that did not pass, with what it says. */
  flagged: { category: Category; id: string; title: string; score: number | null; displayValue?: string }[];
}

/** The main pages of a project the flow visits, each a navigation whose page shows `ready` when it has read its data. */
function projectPages(projectId: number): { name: string; fragment: string; ready: string }[] {
  return [
    { name: 'Projects', fragment: '#/projects', ready: '[data-testid="project-table"]' },
    { name: 'A project', fragment: `#/projects/${projectId}`, ready: '[data-testid="facilities"]' },
    { name: 'Its benchmark', fragment: `#/projects/${projectId}/benchmark`, ready: '[data-testid="benchmark-history"], [data-testid="no-benchmark"]' },
    { name: 'Its drawdowns', fragment: `#/projects/${projectId}/drawdowns`, ready: '[data-testid="drawdown-timeline"], [data-testid="no-drawdowns"]' },
  ];
}

/** Waits for `selector`, and fails with what the page shows instead (sign-in, say, when the token was lost). */
async function expectShown(page: Page, selector: string, what: string): Promise<void> {
  try {
    await page.waitForSelector(selector, { timeout: 20_000 });
  } catch {
    const text = await page.evaluate(() => document.querySelector('main')?.textContent ?? '');
    throw new Error(`${what}: ${selector} never showed at ${page.url()}; the page says: ${text.slice(0, 300)}`);
  }
}

/**
 * While `run` runs, the trace engine's known error (see bench/README.md: it fails to build a second
 * navigation's insight graph, catches the error and goes on, and prints its stack) is counted instead of
 * printed; anything else Lighthouse prints goes through. One line says how many were held back.
 */
async function quietingTraceEngine<T>(run: () => Promise<T>): Promise<T> {
  /* eslint-disable no-console -- Lighthouse prints through console.error, which only this wrapper filters */
  const print = console.error;
  let held = 0;
  console.error = (...parts: unknown[]) => {
    const [first] = parts;
    if (first instanceof TypeError && first.message.includes("reading 'url'") && first.stack?.includes('trace_engine')) held += 1;
    else print(...parts);
  };
  try {
    return await run();
  } finally {
    console.error = print;
    if (held > 0) process.stdout.write(`  (Lighthouse's trace engine reported its known insight error ${held} times; scores do not depend on it)\n`);
  }
  /* eslint-enable no-console */
}

export function lighthouseFlow(...args: Parameters<typeof flowOnce>): Promise<PageScores[]> {
  return quietingTraceEngine(() => flowOnce(...args));
}

async function flowOnce(
  executablePath: string,
  args: string[],
  baseUrl: string,
  user: Credentials,
  projectId: number,
  reportFile: string,
  preset: Preset,
): Promise<PageScores[]> {
  const browser = await puppeteer.launch({ executablePath, headless: true, args });
  try {
    const page = await browser.newPage();
    const flow = await startFlow(page, { name: `The web console (${preset}), signed in as the demo ADMIN`, config: CONFIGS[preset] });

    await flow.navigate(`${baseUrl}/#/sign-in`, { name: 'Sign in' });
    await expectShown(page, '#email', 'Sign in');

    await flow.startTimespan({ name: 'Signing in through the form' });
    await page.type('#email', user.email);
    await page.type('#password', user.password);
    await page.click('button[type="submit"]');
    await expectShown(page, '[data-testid="project-table"]', 'Signing in');
    await flow.endTimespan();

    for (const { name, fragment, ready } of projectPages(projectId)) {
      // From about:blank, so that a page differing from the last only by its fragment is loaded anew
      // (a change of fragment alone is no load). Lighthouse resets the origin's storage and the HTTP
      // cache first, as for the first page, so that each page is a cold load; the tab's sessionStorage,
      // which holds the token, is not among what it clears (expectShown checks that it stayed).
      await page.goto('about:blank');
      await flow.navigate(`${baseUrl}/${fragment}`, { name, disableStorageReset: false });
      await expectShown(page, ready, name);
      await expectShown(page, '[data-testid="signed-in-as"]', `${name}, signed in`);
    }

    fs.mkdirSync(path.dirname(reportFile), { recursive: true });
    fs.writeFileSync(reportFile, await flow.generateReport());
    const result = await flow.createFlowResult();
    fs.writeFileSync(reportFile.replace(/\.html$/, '.json'), JSON.stringify(result));
    return result.steps
      .filter((step) => step.lhr.gatherMode === 'navigation')
      .map((step) => {
        const lhr = step.lhr;
        const scores = Object.fromEntries(
          CATEGORIES.map((c) => [c, lhr.categories[c]?.score == null ? null : Math.round(lhr.categories[c]!.score! * 100)]),
        ) as PageScores['scores'];
        const flagged: PageScores['flagged'] = [];
        for (const category of CATEGORIES) {
          for (const ref of lhr.categories[category]?.auditRefs ?? []) {
            const audit = lhr.audits[ref.id];
            if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
            flagged.push({ category, id: ref.id, title: audit.title, score: audit.score, displayValue: audit.displayValue });
          }
        }
        return { page: step.name, url: lhr.finalDisplayedUrl, scores, flagged };
      });
  } finally {
    await browser.close();
  }
}

const LABELS: Record<Category, string> = { performance: 'performance', accessibility: 'accessibility', 'best-practices': 'best practices', seo: 'SEO' };

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : Math.round((s[mid - 1]! + s[mid]!) / 2);
};

/**
 * Each page's median score per category over several flows (Lighthouse's own advice against its
 * variance), with the audits of the flow whose performance score is nearest the median, which explain it.
 */
export function medianScores(runs: PageScores[][]): (PageScores & { performanceByRun: (number | null)[] })[] {
  return runs[0]!.map((first, i) => {
    const pages = runs.map((run) => run[i]!);
    const scores = Object.fromEntries(
      CATEGORIES.map((c) => {
        const known = pages.map((p) => p.scores[c]).filter((n): n is number => n !== null);
        return [c, known.length === 0 ? null : median(known)];
      }),
    ) as PageScores['scores'];
    const nearest = pages.reduce((a, b) => (Math.abs((b.scores.performance ?? 0) - (scores.performance ?? 0)) < Math.abs((a.scores.performance ?? 0) - (scores.performance ?? 0)) ? b : a));
    return { ...first, scores, flagged: nearest.flagged, performanceByRun: pages.map((p) => p.scores.performance) };
  });
}

/** The table of scores, the audits each page did not pass, and the targets (with `preset`'s), each met or missed. */
export function printScores(pages: (PageScores & { performanceByRun?: (number | null)[] })[], preset: Preset): void {
  const score = (n: number | null) => (n === null ? 'n/a' : String(n));
  const byRun = pages.some((p) => (p.performanceByRun?.length ?? 0) > 1);
  say(
    table(
      ['page', ...CATEGORIES.map((c) => LABELS[c]), ...(byRun ? ['performance by run'] : [])],
      pages.map((p) => [p.page, ...CATEGORIES.map((c) => score(p.scores[c])), ...(byRun ? [p.performanceByRun!.map(score).join(', ')] : [])]),
      [false, true, true, true, true, false],
    ),
  );
  for (const p of pages) {
    if (p.flagged.length === 0) continue;
    say(`  ${p.page} (${p.url}) did not pass:`);
    for (const f of p.flagged) {
      say(`    ${LABELS[f.category]}: ${f.id} (${f.score === null ? 'n/a' : Math.round(f.score * 100)}) ${f.title}${f.displayValue ? ` — ${f.displayValue}` : ''}`);
    }
  }
  say();
  say(`Lighthouse targets (${preset}), on every page:`);
  for (const [category, target] of Object.entries(TARGETS) as [Category, number][]) {
    const worst = Math.min(...pages.map((p) => p.scores[category] ?? 0));
    const met = worst >= target;
    const misses = pages.filter((p) => (p.scores[category] ?? 0) < target).map((p) => p.page);
    say(`  ${preset}: ${LABELS[category]} ≥ ${target}: lowest ${worst}${misses.length > 0 ? ` (${misses.join(', ')})` : ''} — ${met ? 'met' : 'missed'}`);
  }
}
