import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { issueKey } from '../src/domain/credentials.ts';
import type { CeilingRoute } from './ceiling-server.ts';
import type { LoadFigures, LoadSettings } from './load.ts';
import { freePort, type NodeChild, startNode, stopAll, waitUntilReady } from '../test/helpers/processes.ts';
import { int, pct, say, table, wholeMs } from './report.ts';
import {
  createScratchSchema,
  type ExternalStorage,
  externalStorage,
  RedisScratch,
  redisPrefixOf,
  type ScratchSchema,
} from './scratch-storage.ts';

/**
 * What bench:data and bench:platform share: the settings and modes from the environment, the service
 * started the way users start it on scratch storage (and cleaned up after), the ceiling, and the table.
 */

export type Mode = 'embedded' | 'postgres';

export function positiveInt(name: string, fallback: number, min = 1): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min) throw new Error(`${name} must be a whole number ≥ ${min}, got "${raw}"`);
  return Number(raw);
}

/** BENCH_CONNECTIONS, BENCH_DURATION, BENCH_WARMUP. */
export function loadSettings(): LoadSettings {
  return {
    connections: positiveInt('BENCH_CONNECTIONS', 50),
    durationSeconds: positiveInt('BENCH_DURATION', 10),
    warmupSeconds: positiveInt('BENCH_WARMUP', 2, 0),
  };
}

export function chooseModes(storage: ExternalStorage | null): Mode[] {
  const raw = process.env.BENCH_MODES?.trim();
  if (!raw) return storage ? ['embedded', 'postgres'] : ['embedded'];
  const modes = raw.split(',').map((m) => m.trim());
  for (const m of modes) {
    if (m !== 'embedded' && m !== 'postgres') throw new Error(`BENCH_MODES: unknown mode "${m}" (embedded, postgres)`);
  }
  if (modes.includes('postgres') && !storage) {
    throw new Error('BENCH_MODES asks for postgres, but neither DATABASE_URL+REDIS_URL nor TEST_DATABASE_URL+TEST_REDIS_URL is set');
  }
  return modes as Mode[];
}

/** Response headers that belong to the connection or to one request, not to the answer's bytes. */
const NOT_REPLAYED = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding', 'x-request-id']);

/** One GET with the case's credentials: the bytes the ceiling will replay. */
export async function capture(url: string, headers: Record<string, string>): Promise<Omit<CeilingRoute, 'path'>> {
  const response = await fetch(url, { headers });
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200) throw new Error(`GET ${new URL(url).pathname}: ${response.status} ${body.toString('utf8', 0, 300)}`);
  const replayed: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!NOT_REPLAYED.has(name)) replayed[name] = value;
  });
  return { headers: replayed, bodyBase64: body.toString('base64') };
}

/** The service under test, started by `withService`. */
export interface Service {
  mode: Mode;
  child: NodeChild;
  /** The listener under load (data or platform). */
  url: string;
  /** Every listener the service runs besides admin, by name. */
  urls: Partial<Record<'data' | 'platform', string>>;
  /** The service's environment: a second instance started with it shares the storage. */
  env: Record<string, string>;
  adminUrl: string;
  operatorToken: string;
  /** The scratch schema in postgres mode. */
  schema: ScratchSchema | null;
  /** The run's Redis keys and the server's command count, in postgres mode. */
  redis: RedisScratch | null;
  /** Starts the ceiling with these routes (stopped with the service); its URL and pid. */
  startCeiling(routes: CeilingRoute[]): Promise<{ url: string; pid: number }>;
}

export interface ServiceOptions {
  /** The listener under load; the admin listener always runs beside it. */
  listener: 'data' | 'platform';
  /** Further listeners to run beside it. */
  also?: ('data' | 'platform')[];
  /** Further environment variables of the service. */
  env?: Record<string, string>;
}

const PORT_VARIABLE = { data: 'DATA_PORT', platform: 'PLATFORM_PORT' } as const;

/**
 * Starts `node src/main.ts` for one mode (`SERVICE=<listener>,admin`, free ports, a generated
 * OPERATOR_TOKEN, `SEED_DEMO=false`, on a temporary DATA_DIR or a scratch schema), runs `work`, and
 * stops and cleans up everything it started, whatever happens.
 */
export async function withService<T>(
  mode: Mode,
  storage: ExternalStorage | null,
  options: ServiceOptions,
  work: (service: Service) => Promise<T>,
): Promise<T> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pcas-bench-'));
  let schema: ScratchSchema | null = null;
  let redis: RedisScratch | null = null;
  let child: NodeChild | null = null;
  let ceiling: NodeChild | null = null;
  try {
    const listeners = [options.listener, ...(options.also ?? [])];
    const ports = Object.fromEntries(await Promise.all(listeners.map(async (l) => [l, await freePort()] as const)));
    const port = ports[options.listener]!;
    const adminPort = await freePort();
    const operatorToken = issueKey('operator').key;
    const env: Record<string, string> = {
      SERVICE: `${listeners.join(',')},admin`,
      HOST: '127.0.0.1',
      ...Object.fromEntries(listeners.map((l) => [PORT_VARIABLE[l], String(ports[l])])),
      ADMIN_PORT: String(adminPort),
      LOG_LEVEL: 'warn',
      OPERATOR_TOKEN: operatorToken,
      SEED_DEMO: 'false',
      DATA_DIR: path.join(tmp, 'data'),
      ...options.env,
    };
    if (mode === 'postgres') {
      schema = await createScratchSchema(storage!.databaseUrl);
      env.DATABASE_URL = schema.url;
      env.REDIS_URL = storage!.redisUrl;
      say(`  PostgreSQL and Redis from ${storage!.from}; scratch schema ${schema.name}`);
    } else {
      say(`  embedded PGlite in ${env.DATA_DIR}, in-process rate-limit store`);
    }
    const profile = process.env.BENCH_CPU_PROF === '1' ? fs.mkdtempSync(path.join(os.tmpdir(), `pcas-prof-${mode}-`)) : null;
    const profArgs = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [];
    child = startNode(`service (${mode})`, [...profArgs, 'src/main.ts'], env);
    const url = `http://127.0.0.1:${port}`;
    const adminUrl = `http://127.0.0.1:${adminPort}`;
    const urls = Object.fromEntries(listeners.map((l) => [l, `http://127.0.0.1:${ports[l]}`]));
    for (const listenerUrl of Object.values(urls)) await waitUntilReady(`${listenerUrl}/readyz`, child);
    await waitUntilReady(`${adminUrl}/readyz`, child);
    say(`  service pid ${child.pid} ready: ${options.listener} ${url}, admin ${adminUrl}`);
    if (schema) {
      say(`  ${await schema.verify()}`);
      redis = await RedisScratch.open(storage!.redisUrl, redisPrefixOf(await schema.installationId()));
      say(`  Redis keys of this installation: ${redis.prefix}* (deleted afterwards)`);
    }

    const routesFile = path.join(tmp, 'ceiling-routes.json');
    const service: Service = {
      mode,
      child,
      url,
      urls,
      env,
      adminUrl,
      operatorToken,
      schema,
      redis,
      async startCeiling(routes) {
        if (ceiling) throw new Error('the ceiling is already running');
        const ceilingPort = await freePort();
        fs.writeFileSync(routesFile, JSON.stringify(routes));
        ceiling = startNode('ceiling', ['bench/ceiling-server.ts', routesFile, String(ceilingPort)], {});
        const ceilingUrl = `http://127.0.0.1:${ceilingPort}`;
        await waitUntilReady(`${ceilingUrl}/healthz`, ceiling);
        return { url: ceilingUrl, pid: ceiling.pid };
      },
    };
    const result = await work(service);

    const warnings = child.warnings();
    if (warnings.length > 0) {
      say(`  the service logged ${warnings.length} line(s) at warn or above; the first:`);
      for (const line of warnings.slice(0, 5)) say(`    ${line.slice(0, 400)}`);
    }
    if (profile) say(`  CPU profile of the service will be written to ${profile}`);
    return result;
  } finally {
    await (ceiling as NodeChild | null)?.stop();
    if (child) {
      const { code, signal } = await child.stop();
      if (code !== 0) say(`  service exited with code ${code} signal ${signal}:\n${child.output().slice(-2000)}`);
    }
    if (redis) {
      const deleted = await redis.cleanup().catch((err: Error) => say(`  Redis clean-up failed: ${err.message}`));
      if (deleted) say(`  Redis: deleted the ${deleted.length} key(s) under ${redis.prefix}`);
      redis.close();
    }
    if (schema) {
      await schema.drop().catch((err: Error) => say(`  could not drop schema ${schema!.name}: ${err.message}`));
      say(`  dropped schema ${schema.name}`);
    }
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

/** One row of a load table: what was loaded, then the service's and the ceiling's figures. */
export interface LoadRow {
  labels: string[];
  service: LoadFigures;
  ceiling: LoadFigures;
  /** Database statements per request of the service; null: not measured (n/a). Tables whose rows leave it out have no such column. */
  statementsPerRequest?: number | null;
  /** Redis commands per request of the service; null: not measured (n/a). */
  redisPerRequest?: number | null;
}

const cpu = (n: number | null) => (n === null ? 'n/a' : `${Math.round(n)}%`);

/** The heading, the table and its footnote for one mode. */
export function printLoadTable(mode: Mode, labels: string[], rows: LoadRow[], settings: LoadSettings): void {
  const title = mode === 'postgres' ? 'PostgreSQL + Redis' : 'embedded (PGlite, in-process store)';
  say();
  say(`== ${title}: ${settings.connections} connections, ${settings.durationSeconds} s per case after ${settings.warmupSeconds} s warm-up ==`);
  const statements = rows.some((r) => r.statementsPerRequest !== undefined);
  const redisCommands = rows.some((r) => r.redisPerRequest !== undefined);
  const perRequest = (n: number | null | undefined) => (n == null ? 'n/a' : n.toFixed(2));
  say(
    table(
      [
        ...labels,
        'req/s',
        'p50 ms',
        'p99 ms',
        'ceiling req/s',
        'ceiling p99',
        '% of ceiling',
        'service CPU',
        'ceiling CPU',
        ...(statements ? ['statements/req'] : []),
        ...(redisCommands ? ['Redis cmds/req'] : []),
      ],
      rows.map((r) => [
        ...r.labels,
        int(r.service.requestsPerSecond),
        wholeMs(r.service.p50),
        wholeMs(r.service.p99),
        int(r.ceiling.requestsPerSecond),
        wholeMs(r.ceiling.p99),
        pct((100 * r.service.requestsPerSecond) / r.ceiling.requestsPerSecond),
        cpu(r.service.serverCpu),
        cpu(r.ceiling.serverCpu),
        ...(statements ? [perRequest(r.statementsPerRequest)] : []),
        ...(redisCommands ? [perRequest(r.redisPerRequest)] : []),
      ]),
      [...labels.map(() => false), true, true, true, true, true, true, true, true, ...(statements ? [true] : []), ...(redisCommands ? [true] : [])],
    ),
  );
  for (const r of rows) {
    const short = r.service.seconds < settings.durationSeconds - 0.5;
    if (short) {
      say(`${r.labels.join(', ')}: measured over ${r.service.seconds.toFixed(1)} s, not ${settings.durationSeconds}: its paths would have run out`);
    }
  }
  say(`CPU: the server process's CPU time during the measured run, % of one core (of ${os.availableParallelism()});`);
  say('embedded PGlite runs inside the service process; PostgreSQL and Redis are not counted. A ceiling');
  say('well below 100% is bound by the load generator (autocannon, one thread in the benchmark process).');
}

/**
 * The main loop: each mode in turn (a failed mode is reported and the next one still runs), then
 * `summary` over the modes that finished, the wall time, and the exit (1 when a mode failed).
 */
export async function runModes<R>(
  runMode: (mode: Mode, storage: ExternalStorage | null, settings: LoadSettings) => Promise<R>,
  print: (result: R, settings: LoadSettings) => void,
  summary?: (results: R[]) => void,
): Promise<void> {
  const started = performance.now();
  const settings = loadSettings();
  const storage = externalStorage();
  const modes = chooseModes(storage);
  process.once('SIGINT', () => {
    stopAll().finally(() => process.exit(130));
  });
  const results: R[] = [];
  let failed = false;
  try {
    for (const mode of modes) {
      say(`-- ${mode} --`);
      try {
        const result = await runMode(mode, storage, settings);
        results.push(result);
        print(result, settings);
        say();
      } catch (err) {
        failed = true;
        say(`\nFAILED (${mode}): ${(err as Error).stack ?? err}\n`);
      }
    }
  } finally {
    await stopAll();
  }
  if (results.length > 0) summary?.(results);
  say(`\ntotal wall time ${((performance.now() - started) / 1000).toFixed(1)} s`);
  // Exit now, whatever handle a failed step may have left open.
  process.exit(failed ? 1 : 0);
}
