import type { CeilingRoute } from './ceiling-server.ts';
import { capture, type LoadRow, loadSettings, type Mode, printLoadTable, runModes, withService } from './harness.ts';
import { type LoadFigures, type LoadSettings, measure, type PathWalk } from './load.ts';
import { offsetWalk, shuffledOffsets } from './offsets.ts';
import { CHANGES_REPEATS, type ChangesFigures, changesThroughAll, PAGE_LIMIT, type PagingFigures, pageThroughAll } from './paging.ts';
import { int, ms, pct, say, wholeMs } from './report.ts';
import { type ExternalStorage, TransactionCount } from './scratch-storage.ts';
import { type BenchData, createBenchData } from './setup.ts';

/**
 * `npm run bench:data`: the Data API under load over loopback, against a bare Fastify server that sends
 * the same bytes (the ceiling), with the database statements per request on PostgreSQL, then a walk
 * through 100,000 projects by offset and one by cursor (D-55). See bench/README.md.
 */

/** The page size of the list cases. */
const LIST_LIMIT = 50;
const RANDOM_CASE = `/data/projects?limit=${LIST_LIMIT}&offset=<random>`;
/** Seeds the order of the random offsets: the same on every run. */
const OFFSET_SEED = 9;

/** One row of the table: a path (or a walk of paths) and a key. */
interface Load {
  case: string;
  key: string;
  secret: string;
  /** The Fastify route the ceiling registers for it, under a prefix of its own. */
  route: string;
  /** The path of the captured answer, the one the ceiling replays. */
  capturePath: string;
  /** Where the load goes: one URL, or a new path for every request (the ceiling's under its prefix). */
  service: (origin: string) => string | PathWalk;
  ceiling: (origin: string, prefix: string) => string | PathWalk;
}

function loadsOf(data: BenchData): Load[] {
  const keys = [
    ['no plan', data.small.keys.noPlan.key],
    ['plan', data.small.keys.plan.key],
  ] as const;
  const fixed = (name: string, route: string, path: string): Load[] =>
    keys.map(([key, secret]) => ({
      case: name,
      key,
      secret,
      route,
      capturePath: path,
      service: (origin) => `${origin}${path}`,
      ceiling: (origin, prefix) => `${origin}${prefix}${path}`,
    }));

  // Offsets 0 … total - limit, every page full; the first one is the page the ceiling replays, and
  // neither the capture's offset nor any other is asked for twice.
  const offsets = shuffledOffsets(data.large.projects - LIST_LIMIT, OFFSET_SEED);
  const pathOf = (offset: number) => `/data/projects?limit=${LIST_LIMIT}&offset=${offset}`;
  const random: Load = {
    case: RANDOM_CASE,
    key: `no plan, ${int(data.large.projects)} projects`,
    secret: data.large.key.key,
    route: '/data/projects',
    capturePath: pathOf(offsets[0]!),
    service: (origin) => offsetWalk(origin, offsets, pathOf, { from: 1, repeat: false }),
    ceiling: (origin, prefix) => offsetWalk(origin, offsets, (o) => `${prefix}${pathOf(o)}`, { from: 0, repeat: true }),
  };

  return [
    ...fixed(`/data/projects?limit=${LIST_LIMIT}`, '/data/projects', `/data/projects?limit=${LIST_LIMIT}`),
    random,
    ...fixed('/data/projects/:id', '/data/projects/:id', `/data/projects/${data.small.projectId}`),
    ...fixed('/data/quota', '/data/quota', '/data/quota'),
  ];
}

/**
 * How long after the service's last statement the benchmark reads pg_stat_database. PostgreSQL (15 and
 * later) counts a backend's transactions in the backend and adds them to the shared statistics at most
 * once a second, skipping a turn when another backend holds the entry, and an idle backend adds what it
 * still holds 10 s after it went idle (PGSTAT_IDLE_INTERVAL; node-postgres closes idle pool connections
 * after 10 s too, which also adds them). A read taken 1.5 s after a busy run misses most of it.
 */
const STATS_SETTLE_MS = 11_500;
/** How long the benchmark watches the database with the service idle, for the footnote. */
const BACKGROUND_MS = 10_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

interface Row {
  case: string;
  key: string;
  service: LoadFigures;
  ceiling: LoadFigures;
  /** null in embedded mode, where the database is inside the service. */
  statementsPerRequest: number | null;
  /** null in embedded mode, which has no Redis. */
  redisPerRequest: number | null;
}

interface ModeResult {
  mode: Mode;
  rows: Row[];
  paging: PagingFigures;
  changes: ChangesFigures;
  /** Transactions a second in the database while the service was idle (other clients); postgres only. */
  background: number | null;
}

async function runMode(mode: Mode, storage: ExternalStorage | null, settings: LoadSettings): Promise<ModeResult> {
  return withService(mode, storage, { listener: 'data' }, async (service) => {
    const dataUrl = service.url;
    const data = await createBenchData(service.adminUrl, service.operatorToken, (line) => say(line));
    say(`  100,000 projects imported in ${data.largeImportSeconds.toFixed(1)} s`);

    const loads = loadsOf(data);
    const routes: CeilingRoute[] = [];
    for (const [i, load] of loads.entries()) {
      const captured = await capture(`${dataUrl}${load.capturePath}`, { 'x-api-key': load.secret });
      // Fastify routes on the path alone: the ceiling answers whatever the query (any offset).
      routes.push({ path: `/c${i}${load.route}`, ...captured });
    }
    const ceiling = await service.startCeiling(routes);

    const counter = service.schema ? await TransactionCount.open(storage!.databaseUrl) : null;
    try {
      // Reads of the count are taken only once the service's statements have all reached it: the
      // window of a row runs from before its warm-up to STATS_SETTLE_MS after its measured run (the
      // ceiling's runs fill most of that wait), and the next row's window starts there.
      let serviceIdleSince = performance.now();
      const settled = async () => {
        await sleep(serviceIdleSince + STATS_SETTLE_MS - performance.now());
        return counter!.read();
      };
      let background: number | null = null;
      let before = 0;
      if (counter) {
        say(`  statements: waiting ${(STATS_SETTLE_MS / 1000).toFixed(1)} s for pg_stat_database, then ${BACKGROUND_MS / 1000} s with the service idle`);
        const idleStart = await settled();
        await sleep(BACKGROUND_MS);
        before = await counter.read();
        background = (before - idleStart - 1) / (BACKGROUND_MS / 1000);
      }

      const rows: Row[] = [];
      for (const [i, load] of loads.entries()) {
        const headers = { 'x-api-key': load.secret };
        const title = `${mode} ${load.case} (${load.key})`;
        say(`  load: ${load.case}, key ${load.key}`);
        const commandsBefore = await service.redis?.commandsProcessed();
        const own = await measure(`service ${title}`, load.service(dataUrl), headers, settings, service.child.pid);
        const commandsAfter = await service.redis?.commandsProcessed();
        serviceIdleSince = performance.now();
        // The read that opened the window is one command of the benchmark's own.
        const redisPerRequest =
          commandsBefore === undefined || commandsAfter === undefined ? null : (commandsAfter - commandsBefore - 1) / (own.warmupRequests + own.requests);
        const bare = await measure(`ceiling ${title}`, load.ceiling(ceiling.url, `/c${i}`), headers, settings, ceiling.pid);
        let statementsPerRequest: number | null = null;
        if (counter) {
          const after = await settled();
          // The read that opened the window is one transaction of the benchmark's own.
          statementsPerRequest = (after - before - 1) / (own.warmupRequests + own.requests);
          before = after;
        }
        rows.push({ case: load.case, key: load.key, service: own, ceiling: bare, statementsPerRequest, redisPerRequest });
      }

      if (service.schema) say(`  ${await service.schema.maintenance('projects')}`);
      say(`  paging: all ${int(data.large.projects)} projects at limit=${PAGE_LIMIT}`);
      const paging = await pageThroughAll(dataUrl, data.large.key.key, data.large.projects);
      say(`  changes: all ${int(data.large.projects)} projects by next_cursor at limit=${PAGE_LIMIT}`);
      const changes = await changesThroughAll(dataUrl, data.large.key.key, data.large.projects);
      return { mode, rows, paging, changes, background };
    } finally {
      await counter?.close();
    }
  });
}

function printMode(result: ModeResult, settings: LoadSettings): void {
  const rows: LoadRow[] = result.rows.map((r) => ({
    labels: [r.case, r.key],
    service: r.service,
    ceiling: r.ceiling,
    statementsPerRequest: r.statementsPerRequest,
    redisPerRequest: r.redisPerRequest,
  }));
  printLoadTable(result.mode, ['case', 'key'], rows, settings);
  say(`${RANDOM_CASE}: every request (warm-up included) at an offset of its own,`);
  say(`walking a shuffled order of the offsets 0 … total - ${LIST_LIMIT}; its ceiling replays one captured page.`);
  if (result.background === null) {
    say('statements/req: n/a, the embedded database runs inside the service process.');
  } else {
    say('statements/req: transactions in pg_stat_database (xact_commit + xact_rollback; a statement outside a');
    say('transaction is one) from before the warm-up until they had all been counted, over the answers of the');
    say(`warm-up and the measured run. Other clients of the database count too: with the service idle, ${result.background.toFixed(1)}/s.`);
    say('Redis cmds/req: total_commands_processed of the Redis server over the warm-up and the measured run, per answer.');
  }
  const p = result.paging;
  say();
  say(
    `paging: ${int(p.total)} projects in ${int(p.pages)} pages of ${PAGE_LIMIT}, every id once, ` +
      `${p.walkSeconds.toFixed(2)} s (${ms((p.walkSeconds * 1000) / p.pages)} ms a page)`,
  );
  say(`  during the walk: first 10 pages ${ms(p.walkFirstTenMs)} ms each, last 10 ${ms(p.walkLastTenMs)} ms each`);
  say(
    `  median of 5: first page (offset 0) ${ms(p.firstPageMs)} ms, last page (offset ${int(p.lastOffset)}) ` +
      `${ms(p.lastPageMs)} ms, last/first ${(p.lastPageMs / p.firstPageMs).toFixed(2)}×`,
  );
  const c = result.changes;
  say(
    `changes (D-55): ${int(c.total)} projects in ${int(c.pages)} pages of ${PAGE_LIMIT} by next_cursor, every id once, ` +
      `${c.walkSeconds.toFixed(2)} s (${ms((c.walkSeconds * 1000) / c.pages)} ms a page)`,
  );
  say(`  during the walk: first 10 pages ${ms(c.walkFirstTenMs)} ms each, last 10 ${ms(c.walkLastTenMs)} ms each`);
  say(
    `  median of ${CHANGES_REPEATS} each, alternating: first page ${ms(c.firstPageMs)} ms, page after ${int(c.deepAfter)} changes ` +
      `${ms(c.deepPageMs)} ms, deep/first ${(c.deepPageMs / c.firstPageMs).toFixed(2)}×`,
  );
}

/** The targets, set on PostgreSQL + Redis with 50 connections. */
const TARGET_CONNECTIONS = 50;
const verdict = (met: boolean) => (met ? 'met' : 'missed');

function printTargets(results: ModeResult[]): void {
  const settings = loadSettings();
  say();
  say(`== targets (PostgreSQL + Redis, ${TARGET_CONNECTIONS} connections) ==`);
  if (settings.connections !== TARGET_CONNECTIONS) {
    say(`this run used ${settings.connections} connections: the lines below are not the targets' conditions`);
  }
  for (const r of results) {
    const mode = r.mode === 'postgres' ? 'postgres' : 'embedded (informational: the targets bind on PostgreSQL)';
    const row = (name: string, key: string) => r.rows.find((x) => x.case === name && x.key === key)!;
    const share = (x: Row) => (100 * x.service.requestsPerSecond) / x.ceiling.requestsPerSecond;

    const list = row(`/data/projects?limit=${LIST_LIMIT}`, 'no plan');
    say(`${mode}: (a) /data/projects?limit=${LIST_LIMIT}, repeated, no plan, ≥ 25% of its ceiling: ${pct(share(list))} — ${verdict(share(list) >= 25)}`);

    const random = r.rows.find((x) => x.case === RANDOM_CASE)!.service;
    const randomMet = random.requestsPerSecond >= 2000 && random.p99 < 50;
    say(
      `${mode}: (b) pages at random offsets, uncached, ≥ 2,000 req/s with p99 < 50 ms: ` +
        `${int(random.requestsPerSecond)} req/s, p99 ${wholeMs(random.p99)} ms — ${verdict(randomMet)}`,
    );

    const detail = row('/data/projects/:id', 'plan');
    say(`${mode}: (c) /data/projects/:id with the plan key ≥ 45% of its ceiling: ${pct(share(detail))} — ${verdict(share(detail) >= 45)}`);

    const ratio = r.paging.lastPageMs / r.paging.firstPageMs;
    say(`${mode}: last page no slower than 3× the first: ${ratio.toFixed(2)}× — ${verdict(ratio <= 3)}`);

    const deep = r.changes.deepPageMs / r.changes.firstPageMs;
    say(
      `${mode}: (D-55) an incremental page ${int(r.changes.deepAfter)} changes deep no slower than 1.2× the first: ` +
        `${deep.toFixed(2)}× — ${verdict(deep <= 1.2)}`,
    );
  }
}

await runModes(runMode, printMode, printTargets);
