import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { after } from 'node:test';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { issueKey } from '../../src/domain/credentials.ts';
import { TEST_ENV } from './app.ts';
import { findChromium } from './chromium.ts';
import { callOperator } from './operator.ts';
import { BANNER_END, bannerUrl, MAIN, ROOT, startNode, waitUntilReady } from './processes.ts';
import { seededDemoCopy } from './demo-data.ts';

/**
 * The web console's end-to-end harness: the service started as users start it (`node
 * src/main.ts`, real listeners on free ports, embedded storage, the demo data set), the machine's
 * Chromium driven by playwright-core, screenshots for a reviewer, and axe-core's accessibility check.
 */

const require = createRequire(import.meta.url);

/** Where the tests write their screenshots (not committed: .gitignore lists it). */
export const SCREENSHOT_DIR = path.join(ROOT, 'test-output', 'screenshots');

export const CHROMIUM = findChromium();

/** `skip` for the console's tests: false when a Chromium was found, else the reason, printed by the runner. */
export const SKIP_WITHOUT_CHROMIUM: false | string = CHROMIUM
  ? false
  : `no Chromium at ${process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'}: the console's end-to-end tests are skipped (apt-get install chromium, or set CHROMIUM_PATH)`;

/**
 * Headless, no sandbox (CI runs as root), and no work the tests do not need: one process per site
 * (site isolation) and background features spend CPU that the service and the tests share.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--no-first-run',
  '--disable-features=site-per-process,IsolateOrigins,Translate,OptimizationHints,MediaRouter',
  '--disable-site-isolation-trials',
  '--renderer-process-limit=2',
  '--disable-extensions',
  '--disable-component-extensions-with-background-pages',
];

/** A new headless Chromium process. */
export function launchBrowser(): Promise<Browser> {
  if (!CHROMIUM) throw new Error(SKIP_WITHOUT_CHROMIUM as string);
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
}

export interface Credentials {
  email: string;
  password: string;
}

export interface ConsoleService {
  /** The Platform listener: the console at `/`, the API beside it. */
  url: string;
  adminUrl: string;
  operatorToken: string;
  environmentId: number;
  /** The demo ADMIN (DATA_DIR/demo-credentials.json), and a MEMBER and a VIEWER made for this file through the admin API. */
  users: { ADMIN: Credentials; MEMBER: Credentials; VIEWER: Credentials };
  /**
   * This file's projects: the demo ADMIN's projects of its slot, which no other file touches. The
   * MEMBER's and the VIEWER's assignments are taken from its end.
   */
  projects: number[];
  /** The projects assigned to the MEMBER and to the VIEWER. */
  assigned: { MEMBER: number[]; VIEWER: number[] };
  /** Everything the service printed, for a failure's message. */
  output(): string;
  /** Stops a service of the file's own; a shared one stops after the process's last test. */
  stop(): Promise<void>;
}

export interface ConsoleOptions {
  /**
   * Which of the demo ADMIN's projects the file works on: slot n is the n-th group of SLOT_SIZE from the
   * end of their list. Each console test file has a slot of its own (0–7), so that files sharing a
   * service neither see nor change each other's projects, in whatever order they run.
   */
  slot: number;
  memberProjects: number;
  viewerProjects: number;
  /** Variables for a service of the file's own (an environment no other file wants); without them the process's shared service. */
  env?: Record<string, string>;
}

/** Projects per slot: the demo ADMIN's environment holds 200, eight slots of 25. */
export const SLOT_SIZE = 25;


let browser: Promise<Browser> | null = null;

/**
 * One browser for every console test file of this process (a shard of `npm test` runs several): each
 * file opens contexts of its own, and the browser closes after the process's last test.
 */
function sharedBrowser(): Promise<Browser> {
  browser ??= launchBrowser().catch((err: unknown) => {
    browser = null;
    throw err;
  });
  return browser;
}

let sharedService: Promise<RunningService> | null = null;

/**
 * One service for every console test file of this process that needs no settings of its own: a start
 * costs seconds of CPU that the other shard's tests would rather have.
 */
function sharedConsoleService(): Promise<RunningService> {
  sharedService ??= startService().catch((err: unknown) => {
    sharedService = null;
    throw err;
  });
  return sharedService;
}

after(async () => {
  await (await sharedService?.catch(() => null))?.stop();
  await (await browser?.catch(() => null))?.close();
});

/**
 * The service for one test file (the process's shared one, or its own when `options.env` asks for
 * settings), with the file's users, and the browser. Should a start fail, the error is thrown and
 * nothing of the file's is left running: a process left running would keep the test process alive after
 * its last test, where no test timeout reaches it.
 */
export async function startConsole(options: ConsoleOptions): Promise<{ service: ConsoleService; browser: Browser }> {
  const running = options.env ? startService(options.env) : sharedConsoleService();
  const [service, shared] = await Promise.allSettled([running, sharedBrowser()]);
  const own = options.env ? service : null;
  try {
    if (service.status === 'rejected') throw service.reason;
    if (shared.status === 'rejected') throw shared.reason;
    const stop = own?.status === 'fulfilled' ? own.value.stop : async () => {};
    return { service: { ...(await withUsers(service.value, options)), stop }, browser: shared.value };
  } catch (err) {
    if (own?.status === 'fulfilled') await own.value.stop();
    throw err;
  }
}

/** A started service, before any file's users. */
interface RunningService {
  url: string;
  adminUrl: string;
  operatorToken: string;
  environmentId: number;
  admin: Credentials;
  /** The demo ADMIN's projects, in the order `GET /projects` lists them. */
  projects: number[];
  output(): string;
  stop(): Promise<void>;
}

/**
 * `node src/main.ts` with the Platform and admin listeners on loopback ports the system picks, a new
 * DATA_DIR (embedded PGlite, a copy of the seeded demo), generous per-client limits (the tests sign in
 * many times from one address), and `env` on top.
 */
async function startService(env: Record<string, string> = {}): Promise<RunningService> {
  const dataDir = await seededDemoCopy('pcas-console-');
  const operatorToken = issueKey('operator').key;
  const child = startNode('the service', [MAIN], {
    ...TEST_ENV,
    SERVICE: 'platform,admin',
    HOST: '127.0.0.1',
    PLATFORM_PORT: '0',
    ADMIN_PORT: '0',
    DATA_DIR: dataDir,
    OPERATOR_TOKEN: operatorToken,
    LOG_LEVEL: 'warn',
    CLIENT_SIGN_IN_LIMIT_PER_MINUTE: '6000',
    CLIENT_SIGN_IN_LIMIT_BURST: '1000',
    ...env,
  });
  const stop = async () => {
    await child.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await child.printed(BANNER_END, 'stdout');
    const url = bannerUrl(child.stdout(), 'Platform API');
    const adminUrl = bannerUrl(child.stdout(), 'Admin API');
    await waitUntilReady(`${url}/readyz`, child);
    await waitUntilReady(`${adminUrl}/readyz`, child);
    const demo = JSON.parse(fs.readFileSync(path.join(dataDir, 'demo-credentials.json'), 'utf8')) as {
      environmentId: number;
      email: string;
      password: string;
    };
    const admin = { email: demo.email, password: demo.password };
    const projects = await listProjects(url, admin);
    return { url, adminUrl, operatorToken, environmentId: demo.environmentId, admin, projects, output: () => child.output(), stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** The file's slot of projects, and a MEMBER and a VIEWER of its own assigned the last of them. */
async function withUsers(service: RunningService, options: ConsoleOptions): Promise<Omit<ConsoleService, 'stop'>> {
  const end = service.projects.length - options.slot * SLOT_SIZE;
  const projects = service.projects.slice(Math.max(0, end - SLOT_SIZE), end);
  if (projects.length < SLOT_SIZE) throw new Error(`slot ${options.slot} has only ${projects.length} of the demo's ${service.projects.length} projects`);
  const env = service.environmentId;
  const password = `e2e-${issueKey('operator').key.slice(-20)}`;
  const users = { ADMIN: service.admin } as ConsoleService['users'];
  const assigned = { MEMBER: [] as number[], VIEWER: [] as number[] };
  const counts = { MEMBER: options.memberProjects, VIEWER: options.viewerProjects };
  for (const role of ['MEMBER', 'VIEWER'] as const) {
    const email = `e2e-${role.toLowerCase()}-${options.slot}@console.test.example`;
    const user = await callOperator<{ id: number }>(service, 'POST', `/admin/environments/${env}/users`, {
      email,
      name: `E2E ${role[0]}${role.slice(1).toLowerCase()}`,
      password,
      role,
    });
    for (const id of projects.slice(-counts[role])) {
      await callOperator(service, 'POST', `/admin/environments/${env}/users/${user.id}/projects`, { project_id: id });
      assigned[role].push(id);
    }
    users[role] = { email, password };
  }
  const { url, adminUrl, operatorToken, output } = service;
  return { url, adminUrl, operatorToken, environmentId: env, users, projects, assigned, output };
}

/** Every project id the user sees, through the Platform API. */
async function listProjects(url: string, user: Credentials): Promise<number[]> {
  const token = await apiToken(url, user);
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const res = await fetch(`${url}/projects?perPage=100&page=${page}`, { headers: { authorization: `Bearer ${token}` } });
    if (res.status !== 200) throw new Error(`GET /projects: ${res.status} ${await res.text()}`);
    const body = (await res.json()) as { data: { id: number | string }[] };
    ids.push(...body.data.map((p) => Number(p.id)));
    if (body.data.length < 100) return ids;
  }
}

/** A bearer token through `POST /auth/token`, as the console gets one. */
export async function apiToken(url: string, user: Credentials): Promise<string> {
  const res = await fetch(`${url}/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${user.email}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** A surveyor's phone held upright, in CSS pixels: the narrowest screen the console is made for. */
export const PHONE = { width: 390, height: 844 } as const;

/** A fresh context (no storage, no cache shared with another) at a laptop's size, or as a phone (`phone`: its size, touch, and the page's viewport meta obeyed). */
export function newContext(browser: Browser, options: { width?: number; height?: number; phone?: boolean } = {}): Promise<BrowserContext> {
  if (options.phone) return browser.newContext({ viewport: { ...PHONE }, isMobile: true, hasTouch: true });
  return browser.newContext({ viewport: { width: options.width ?? 1280, height: options.height ?? 800 } });
}

/** A page of a new context (kept in `contexts`, for the caller to close), waiting at most `timeout` ms by default. */
export async function newPage(browser: Browser, contexts: BrowserContext[], timeout = 15_000): Promise<Page> {
  const context = await newContext(browser);
  contexts.push(context);
  const page = await context.newPage();
  page.setDefaultTimeout(timeout);
  return page;
}

/** Fills the sign-in form as `user` and submits it. */
export async function fillSignIn(page: Page, user: Credentials): Promise<void> {
  await page.locator('#email').fill(user.email);
  await page.locator('#password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** A new page signed in as `user` through the form, from `/`, once the projects list shows. */
export async function signedInPage(
  browser: Browser,
  contexts: BrowserContext[],
  url: string,
  user: Credentials,
  timeout = 15_000,
): Promise<Page> {
  const page = await newPage(browser, contexts, timeout);
  await page.goto(`${url}/`);
  await page.waitForURL(/#\/sign-in/);
  await fillSignIn(page, user);
  await page.getByTestId('project-count').waitFor();
  return page;
}

/** Writes `name`.png (the whole page) to SCREENSHOT_DIR; its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/**
 * axe-core run in the page (WCAG 2.0–2.2 A and AA rules, and best practices); the violations whose
 * impact is serious or critical. axe's source is evaluated in the page rather than added as a script
 * element, so that the console's Content-Security-Policy (which rightly allows no such script) need not
 * change for a test.
 */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  const source = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  await page.evaluate(source);
  const violations = await page.evaluate(async () => {
    const axe = (globalThis as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** The violations as lines for an assertion's message. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map((v) => `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')} ${n.failureSummary ?? ''}`).join('\n')}`)
    .join('\n');
}

/**
 * Waits until `locator`'s attribute `name` is `value` (null: until it has none). The narrative editor's
 * own attributes (its refusal's aria-invalid) follow the page's state in an effect, after the page has
 * drawn the refusal: a read as soon as the refusal's words appear can come before them.
 */
export async function attributeBecomes(locator: Locator, name: string, value: string | null): Promise<void> {
  await locator.and(locator.page().locator(value === null ? `:not([${name}])` : `[${name}="${value}"]`)).waitFor();
}

/**
 * Where the focus is once the page has drawn its next two frames: the pages move the focus in a
 * requestAnimationFrame after drawing what they said, so a read straight after the text appears can
 * come before it (a busy machine's frames come late). `read` takes the focused element.
 */
export async function focusedAfterFrames<T>(page: Page, read: (el: Element | null) => T): Promise<T> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  const focused = await page.evaluateHandle(() => document.activeElement);
  return focused.evaluate(read);
}

/** The smallest chart text a person can read on a phone, in CSS pixels as drawn. */
export const LEAST_CHART_TEXT_PX = 11;

/**
 * What a person would find wrong with the page's layout at its viewport's width, as lines for an
 * assertion's message (none: nothing): the page wider than the viewport
 * (`document.documentElement.scrollWidth`), naming the outermost elements that reach past its right edge
 * outside any frame that scrolls or clips them; and every chart text drawn smaller than
 * LEAST_CHART_TEXT_PX, its computed font size times the scale its SVG is drawn at. Text that is not
 * drawn (a closed disclosure's) is left out.
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate((least) => {
    const problems: string[] = [];
    // The layout viewport's width (a phone zoomed out to show a page wider than itself widens innerWidth, not this).
    const viewport = document.documentElement.clientWidth;
    const describe = (el: Element) => {
      const id = el.id ? `#${el.id}` : '';
      const testId = el.getAttribute('data-testid') ? `[data-testid=${el.getAttribute('data-testid')}]` : '';
      const classes = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
      return `${el.tagName.toLowerCase()}${id}${testId}${classes}`;
    };
    const width = document.documentElement.scrollWidth;
    if (width > viewport) {
      /** Whether an ancestor below the page scrolls or clips what passes its edge. */
      const framed = (el: Element) => {
        for (let a = el.parentElement; a && a !== document.body && a !== document.documentElement; a = a.parentElement) {
          if (getComputedStyle(a).overflowX !== 'visible') return true;
        }
        return false;
      };
      const beyond = [...document.body.querySelectorAll('*')].filter((el) => el.getBoundingClientRect().right > viewport + 0.5);
      // Outside any frame; else (something a frame does not hold, as an absolutely placed element) all of them.
      const unframed = beyond.filter((el) => !framed(el));
      const past = unframed.length > 0 ? unframed : beyond;
      const outermost = past.filter((el) => !past.includes(el.parentElement as Element));
      const named = outermost
        .slice(0, 8)
        .map((el) => `${describe(el)} reaches ${Math.round(el.getBoundingClientRect().right)} px`)
        .join('; ');
      problems.push(`the page is ${width} px wide in a ${viewport} px viewport: ${named}`);
    }
    for (const text of document.querySelectorAll('svg text')) {
      if (!(text instanceof SVGTextElement) || text.getClientRects().length === 0) continue;
      const matrix = text.getScreenCTM();
      if (!matrix) continue;
      const drawn = parseFloat(getComputedStyle(text).fontSize) * Math.hypot(matrix.a, matrix.b);
      if (drawn < least - 0.05) {
        const chart = text.closest('svg')?.getAttribute('data-testid') ?? 'a chart';
        problems.push(`${chart}: "${text.textContent}" is drawn at ${drawn.toFixed(1)} px, under ${least} px`);
      }
    }
    return problems;
  }, LEAST_CHART_TEXT_PX);
}
