import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { issueKey } from '../src/domain/credentials.ts';
import type { CeilingRoute } from './ceiling-server.ts';
import { type LoadFigures, type LoadSettings, measure } from './load.ts';
import { PAGE_LIMIT, type PagingFigures, pageThroughAll } from './paging.ts';
import { freePort, type NodeChild, startNode, stopAll, waitUntilReady } from './processes.ts';
import { int, ms, pct, say, table, wholeMs } from './report.ts';
import { createScratchSchema, type ExternalStorage, externalStorage, RedisScratch, type ScratchSchema } from './scratch-storage.ts';
import { type BenchData, createBenchData } from './setup.ts';

/**
 * `npm run bench:data`: the Data API under load over loopback, against a bare Fastify server that sends
 * the same bytes (the ceiling), then a walk through 100,000 projects. See bench/README.md.
 */

type Mode = 'embedded' | 'postgres';

interface Case {
  name: string;
  /** The Fastify route the ceiling registers for it. */
  route: string;
  url: (data: BenchData) => string;
}

const CASES: Case[] = [
  { name: '/data/projects?limit=50', route: '/data/projects', url: () => '/data/projects?limit=50' },
  { name: '/data/projects/:id', route: '/data/projects/:id', url: (d) => `/data/projects/${d.small.projectId}` },
  { name: '/data/quota', route: '/data/quota', url: () => '/data/quota' },
];
const KEYS = ['no plan', 'plan'] as const;

interface Row {
  case: string;
  key: (typeof KEYS)[number];
  service: LoadFigures;
  ceiling: LoadFigures;
}

interface ModeResult {
  mode: Mode;
  rows: Row[];
  paging: PagingFigures;
}

/** Response headers that belong to the connection or to one request, not to the answer's bytes. */
const NOT_REPLAYED = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding', 'x-request-id']);

function positiveInt(name: string, fallback: number, min = 1): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min) throw new Error(`${name} must be a whole number ≥ ${min}, got "${raw}"`);
  return Number(raw);
}

function chooseModes(storage: ExternalStorage | null): Mode[] {
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

/** One GET with the case's key: the bytes the ceiling will replay. */
async function capture(dataUrl: string, url: string, key: string): Promise<Omit<CeilingRoute, 'path'>> {
  const response = await fetch(`${dataUrl}${url}`, { headers: { 'x-api-key': key } });
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200) throw new Error(`GET ${url}: ${response.status} ${body.toString('utf8', 0, 300)}`);
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!NOT_REPLAYED.has(name)) headers[name] = value;
  });
  return { headers, bodyBase64: body.toString('base64') };
}

async function runMode(mode: Mode, storage: ExternalStorage | null, settings: LoadSettings): Promise<ModeResult> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pcas-bench-'));
  let schema: ScratchSchema | null = null;
  let redis: RedisScratch | null = null;
  let service: NodeChild | null = null;
  let ceiling: NodeChild | null = null;
  let keyIds: string[] = [];
  try {
    const [dataPort, adminPort, ceilingPort] = [await freePort(), await freePort(), await freePort()];
    const operatorToken = issueKey('operator').key;
    const env: Record<string, string> = {
      SERVICE: 'data,admin',
      HOST: '127.0.0.1',
      DATA_PORT: String(dataPort),
      ADMIN_PORT: String(adminPort),
      LOG_LEVEL: 'warn',
      OPERATOR_TOKEN: operatorToken,
      SEED_DEMO: 'false',
      DATA_DIR: path.join(tmp, 'data'),
    };
    if (mode === 'postgres') {
      schema = await createScratchSchema(storage!.databaseUrl);
      redis = await RedisScratch.open(storage!.redisUrl);
      env.DATABASE_URL = schema.url;
      env.REDIS_URL = storage!.redisUrl;
      say(`  PostgreSQL and Redis from ${storage!.from}; scratch schema ${schema.name}`);
    } else {
      say(`  embedded PGlite in ${env.DATA_DIR}, in-process rate-limit store`);
    }
    const profile = process.env.BENCH_CPU_PROF === '1' ? fs.mkdtempSync(path.join(os.tmpdir(), `pcas-prof-${mode}-`)) : null;
    const profArgs = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [];
    service = startNode(`service (${mode})`, [...profArgs, 'src/main.ts'], env);
    const dataUrl = `http://127.0.0.1:${dataPort}`;
    const adminUrl = `http://127.0.0.1:${adminPort}`;
    await waitUntilReady(`${dataUrl}/readyz`, service);
    await waitUntilReady(`${adminUrl}/readyz`, service);
    say(`  service pid ${service.pid} ready: data ${dataUrl}, admin ${adminUrl}`);
    if (schema) say(`  ${await schema.verify()}`);

    const data = await createBenchData(adminUrl, operatorToken, (line) => say(line));
    keyIds = [data.small.keys.noPlan.id, data.small.keys.plan.id, data.large.key.id];
    const shared = redis?.preexisting(keyIds) ?? [];
    if (shared.length > 0) {
      say(`  warning: Redis already held ${shared.length} key(s) of these Data API key ids (${shared.slice(0, 3).join(', ')}…)`);
    }
    say(`  100,000 projects imported in ${data.largeImportSeconds.toFixed(1)} s`);

    const secretOf = (key: (typeof KEYS)[number]) => (key === 'plan' ? data.small.keys.plan : data.small.keys.noPlan).key;
    const routes: CeilingRoute[] = [];
    for (const [i, c] of CASES.entries()) {
      for (const [j, key] of KEYS.entries()) {
        routes.push({ path: `/c${i}${j}${c.route}`, ...(await capture(dataUrl, c.url(data), secretOf(key))) });
      }
    }
    const routesFile = path.join(tmp, 'ceiling-routes.json');
    fs.writeFileSync(routesFile, JSON.stringify(routes));
    ceiling = startNode('ceiling', ['bench/ceiling-server.ts', routesFile, String(ceilingPort)], {});
    const ceilingUrl = `http://127.0.0.1:${ceilingPort}`;
    await waitUntilReady(`${ceilingUrl}/healthz`, ceiling);

    const rows: Row[] = [];
    for (const [i, c] of CASES.entries()) {
      for (const [j, key] of KEYS.entries()) {
        const headers = { 'x-api-key': secretOf(key) };
        const title = `${mode} ${c.name} (${key})`;
        say(`  load: ${c.name}, key ${key}`);
        const own = await measure(`service ${title}`, `${dataUrl}${c.url(data)}`, headers, settings, service.pid);
        const bare = await measure(`ceiling ${title}`, `${ceilingUrl}/c${i}${j}${c.url(data)}`, headers, settings, ceiling.pid);
        rows.push({ case: c.name, key, service: own, ceiling: bare });
      }
    }

    if (schema) say(`  ${await schema.maintenance('projects')}`);
    say(`  paging: all ${int(data.large.projects)} projects at limit=${PAGE_LIMIT}`);
    const paging = await pageThroughAll(dataUrl, data.large.key.key, data.large.projects);

    const warnings = service.warnings();
    if (warnings.length > 0) {
      say(`  the service logged ${warnings.length} line(s) at warn or above; the first:`);
      for (const line of warnings.slice(0, 5)) say(`    ${line.slice(0, 400)}`);
    }
    if (profile) say(`  CPU profile of the service will be written to ${profile}`);
    return { mode, rows, paging };
  } finally {
    await ceiling?.stop();
    if (service) {
      const { code, signal } = await service.stop();
      if (code !== 0) say(`  service exited with code ${code} signal ${signal}:\n${service.output().slice(-2000)}`);
    }
    if (redis) {
      const deleted = await redis.cleanup(keyIds).catch((err: Error) => say(`  Redis clean-up failed: ${err.message}`));
      if (deleted) say(`  Redis: deleted the ${deleted.length} pcas:* key(s) this run created`);
      redis.close();
    }
    if (schema) {
      await schema.drop().catch((err: Error) => say(`  could not drop schema ${schema!.name}: ${err.message}`));
      say(`  dropped schema ${schema.name}`);
    }
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

const cpu = (n: number | null) => (n === null ? 'n/a' : `${Math.round(n)}%`);

function printMode(result: ModeResult, settings: LoadSettings): void {
  const title = result.mode === 'postgres' ? 'PostgreSQL + Redis' : 'embedded (PGlite, in-process store)';
  say();
  say(`== ${title}: ${settings.connections} connections, ${settings.durationSeconds} s per case after ${settings.warmupSeconds} s warm-up ==`);
  say(
    table(
      ['case', 'key', 'req/s', 'p50 ms', 'p99 ms', 'ceiling req/s', 'ceiling p99', '% of ceiling', 'service CPU', 'ceiling CPU'],
      result.rows.map((r) => [
        r.case,
        r.key,
        int(r.service.requestsPerSecond),
        wholeMs(r.service.p50),
        wholeMs(r.service.p99),
        int(r.ceiling.requestsPerSecond),
        wholeMs(r.ceiling.p99),
        pct((100 * r.service.requestsPerSecond) / r.ceiling.requestsPerSecond),
        cpu(r.service.serverCpu),
        cpu(r.ceiling.serverCpu),
      ]),
      [false, false, true, true, true, true, true, true, true, true],
    ),
  );
  say(`CPU: the server process's CPU time during the measured run, % of one core (of ${os.availableParallelism()});`);
  say('embedded PGlite runs inside the service process; PostgreSQL and Redis are not counted. A ceiling');
  say('well below 100% is bound by the load generator (autocannon, one thread in the benchmark process).');
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
}

function printTargets(results: ModeResult[]): void {
  say();
  say('== targets ==');
  for (const r of results) {
    const detail = r.rows.find((row) => row.case === '/data/projects/:id' && row.key === 'plan')!;
    const share = (100 * detail.service.requestsPerSecond) / detail.ceiling.requestsPerSecond;
    const binding = r.mode === 'postgres' ? '' : ' (informational: the target is set on PostgreSQL)';
    say(`${r.mode}: /data/projects/:id with the plan key ≥ 35% of its ceiling: ${pct(share)} — ${share >= 35 ? 'met' : 'NOT MET'}${binding}`);
    const ratio = r.paging.lastPageMs / r.paging.firstPageMs;
    say(`${r.mode}: last page no slower than 3× the first: ${ratio.toFixed(2)}× — ${ratio <= 3 ? 'met' : 'NOT MET'}`);
  }
}

async function main(): Promise<void> {
  const started = performance.now();
  const settings: LoadSettings = {
    connections: positiveInt('BENCH_CONNECTIONS', 50),
    durationSeconds: positiveInt('BENCH_DURATION', 10),
    warmupSeconds: positiveInt('BENCH_WARMUP', 2, 0),
  };
  const storage = externalStorage();
  const modes = chooseModes(storage);
  process.once('SIGINT', () => {
    stopAll().finally(() => process.exit(130));
  });
  const results: ModeResult[] = [];
  let failed = false;
  try {
    for (const mode of modes) {
      say(`-- ${mode} --`);
      try {
        const result = await runMode(mode, storage, settings);
        results.push(result);
        printMode(result, settings);
        say();
      } catch (err) {
        failed = true;
        say(`\nFAILED (${mode}): ${(err as Error).stack ?? err}\n`);
      }
    }
  } finally {
    await stopAll();
  }
  if (results.length > 0) printTargets(results);
  say(`\ntotal wall time ${((performance.now() - started) / 1000).toFixed(1)} s`);
  // Exit now, whatever handle a failed step may have left open.
  process.exit(failed ? 1 : 0);
}

await main();
