import pg from 'pg';
import { SeededRandom } from '../src/demo/random.ts';
import { freePort, type NodeChild, startNode, stopAll, waitUntilReady } from '../test/helpers/processes.ts';
import { positiveInt, type Service, withService } from './harness.ts';
import { measure } from './load.ts';
import { TARGET_P95_MS } from './model-report.ts';
import { offsetWalk, shuffledOffsets } from './offsets.ts';
import { createUser, signIn } from './platform-setup.ts';
import { mib, restingRss, watchRss } from './proc.ts';
import { ms, say, table } from './report.ts';
import { externalStorage } from './scratch-storage.ts';
import { type AdminPost, adminClient, type DataKey, importFlatProjects } from './setup.ts';

/**
 * `npm run bench:scale`: the service with one environment of BENCH_SCALE_PROJECTS projects (1,000,000 by
 * default) on PostgreSQL and Redis, beside an environment a tenth its size, the reference every time is
 * compared with. Two instances share the storage, as a fleet does: A serves the Platform and Data APIs
 * (and admin), B the Data API only. Per environment it imports through the Admin API, then times the
 * reads a client makes (each a median of REPEATS requests of distinct queries, so that none is an
 * answer the cache already holds), the model's first fit with the memory it takes, and warm benchmark
 * POSTs; then it reads the size of the database and each instance's memory, idle and under Data API load.
 */

const PROJECTS = positiveInt('BENCH_SCALE_PROJECTS', 1_000_000, 1000);
const REFERENCE = positiveInt('BENCH_SCALE_REFERENCE', Math.round(PROJECTS / 10), 100);
const REPEATS = 5;
const POSTS = 40;
const MEMBER_ASSIGNMENTS = 50;
const LOAD_SECONDS = positiveInt('BENCH_DURATION', 10);

const TARGETS = { fitSeconds: 30, fitPeakBytes: 1.5 * 1024 ** 3, idleBytes: 150 * 1024 ** 2, pageRatio: 3 };

interface Scale {
  environmentId: string;
  projects: number;
  importSeconds: number;
  timings: Map<string, number>;
  fitMs: number;
  fitRssBefore: number;
  fitRssPeak: number;
  postP95: number;
  postPriced: number;
}

/** Each row of the comparison: its label, and whether it is a page the 3× rule binds. */
const READS: { label: string; page: boolean }[] = [
  { label: 'Data /data/projects first page (limit 200)', page: true },
  { label: 'Data /data/projects last page', page: true },
  { label: 'Data /data/projects random offset', page: true },
  { label: 'Data /data/projects/{id}', page: false },
  { label: 'Platform /projects first page, ADMIN (perPage 100)', page: true },
  { label: 'Platform /projects last page, ADMIN', page: true },
  { label: 'Platform /projects, MEMBER (50 assigned)', page: true },
  { label: 'Platform /location-metrics, ADMIN, whole environment', page: false },
  { label: 'Platform /location-metrics, ADMIN, 10–14 km of a point', page: false },
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const verdict = (ok: boolean) => (ok ? 'met' : 'missed');
const gib = (bytes: number) => `${(bytes / 1024 ** 3).toFixed(2)} GiB`;

/** One GET, checked for 200; its time in ms and its body. */
async function timedGet<T>(url: string, headers: Record<string, string>): Promise<{ ms: number; body: T }> {
  const started = performance.now();
  const response = await fetch(url, { headers });
  const text = await response.text();
  const elapsed = performance.now() - started;
  if (response.status !== 200) throw new Error(`GET ${url}: ${response.status} ${text.slice(0, 300)}`);
  return { ms: elapsed, body: JSON.parse(text) as T };
}

async function medianOf(urls: string[], headers: Record<string, string>): Promise<number> {
  const times: number[] = [];
  for (const url of urls) times.push((await timedGet(url, headers)).ms);
  return median(times);
}

async function scaleOf(service: Service, post: AdminPost, name: string, count: number, seed: number): Promise<Scale> {
  say(`\n-- ${name}: ${count.toLocaleString('en-GB')} projects --`);
  const env = await post<{ id: string | number }>('/admin/environments', { name });
  const environmentId = String(env.id);
  const started = performance.now();
  const ids = await importFlatProjects(post, environmentId, count, { seed, prefix: `S${seed}-` }, (line) => {
    const done = Number(/([\d,]+) projects imported/.exec(line)?.[1]?.replace(/,/g, '') ?? 0);
    if (done % Math.max(10_000, Math.round(count / 10 / 10_000) * 10_000) === 0 || done === count) {
      const seconds = (performance.now() - started) / 1000;
      say(`  ${done.toLocaleString('en-GB')} imported in ${seconds.toFixed(0)} s (${Math.round(done / seconds).toLocaleString('en-GB')}/s)`);
    }
  });
  const importSeconds = (performance.now() - started) / 1000;

  const key = await post<DataKey>(`/admin/environments/${environmentId}/data-keys`, { name: 'scale' });
  const admin = await createUser(post, environmentId, 'ADMIN', 'scale');
  const member = await createUser(post, environmentId, 'MEMBER', 'scale');
  const step = Math.floor(ids.length / MEMBER_ASSIGNMENTS);
  for (let i = 0; i < MEMBER_ASSIGNMENTS; i++) {
    await post(`/admin/environments/${environmentId}/users/${member.id}/projects`, { project_id: ids[i * step]! });
  }
  const platform = service.urls.platform!;
  const data = service.urls.data!;
  const asAdmin = { authorization: `Bearer ${await signIn(platform, admin)}` };
  const asMember = { authorization: `Bearer ${await signIn(platform, member)}` };
  const withKey = { 'x-api-key': key.key };

  const random = new SeededRandom(seed);
  const limits = Array.from({ length: REPEATS }, (_, i) => 200 - i);
  const perPages = Array.from({ length: REPEATS }, (_, i) => 100 - i);
  const timings = new Map<string, number>();
  const time = async (label: string, urls: string[], headers: Record<string, string>) => {
    timings.set(label, await medianOf(urls, headers));
    say(`  ${label}: ${ms(timings.get(label)!)} ms`);
  };
  await time(READS[0]!.label, limits.map((l) => `${data}/data/projects?limit=${l}&offset=0`), withKey);
  await time(READS[1]!.label, limits.map((l) => `${data}/data/projects?limit=${l}&offset=${count - l}`), withKey);
  await time(READS[2]!.label, limits.map(() => `${data}/data/projects?limit=200&offset=${random.int(0, count - 200)}`), withKey);
  await time(READS[3]!.label, limits.map(() => `${data}/data/projects/${ids[random.int(0, ids.length - 1)]}`), withKey);
  await time(READS[4]!.label, perPages.map((p) => `${platform}/projects?page=1&perPage=${p}`), asAdmin);
  await time(READS[5]!.label, perPages.map((p) => `${platform}/projects?page=${Math.ceil(count / p)}&perPage=${p}`), asAdmin);
  await time(READS[6]!.label, perPages.map((p) => `${platform}/projects?page=1&perPage=${p}`), asMember);
  await time(READS[7]!.label, ['', 'IN_PROGRESS', 'COMPLETED', 'PENDING', 'PRE_CONTRACT'].map((s, i) => (i === 0 ? `${platform}/location-metrics` : `${platform}/location-metrics?status=${s}`)), asAdmin);
  await time(READS[8]!.label, limits.map((_, i) => `${platform}/location-metrics?latitude=51.5074&longitude=-0.1278&radius_km=${10 + i}`), asAdmin);

  // The model's first fit: the first POST of the environment loads its evidence and fits on the fitting thread.
  const pid = service.child.pid;
  const fitRssBefore = await restingRss(pid);
  const watch = watchRss(pid);
  const targets = Array.from({ length: POSTS + 1 }, (_, i) => ids[Math.floor((i * ids.length) / (POSTS + 1))]!);
  const fitStarted = performance.now();
  const first = await fetch(`${platform}/benchmark/project/${targets[0]}`, { method: 'POST', headers: asAdmin });
  await first.text();
  const fitMs = performance.now() - fitStarted;
  const fitRssPeak = watch.stop().peak;
  if (first.status !== 201 && first.status !== 422) throw new Error(`the first POST /benchmark/project: ${first.status}`);
  say(`  first POST /benchmark/project (fits the model): ${(fitMs / 1000).toFixed(1)} s, process RSS ${mib(fitRssBefore)} → peak ${mib(fitRssPeak)}`);

  const posts: number[] = [];
  for (const id of targets.slice(1)) {
    const t = performance.now();
    const answer = await fetch(`${platform}/benchmark/project/${id}`, { method: 'POST', headers: asAdmin });
    await answer.text();
    if (answer.status === 201) posts.push(performance.now() - t);
    else if (answer.status !== 422) throw new Error(`POST /benchmark/project/${id}: ${answer.status}`);
  }
  const postP95 = posts.length ? percentile(posts, 95) : NaN;
  say(`  warm POST /benchmark/project p95: ${ms(postP95)} ms over ${posts.length} priced of ${POSTS}`);
  return { environmentId, projects: ids.length, importSeconds, timings, fitMs, fitRssBefore, fitRssPeak, postP95, postPriced: posts.length };
}

/** Table and index bytes of the service's schema, and of its projects table alone. */
async function databaseSize(baseUrl: string, schema: string): Promise<{ total: number; projects: number }> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ total: string; projects: string }>(
      `select coalesce(sum(pg_total_relation_size(c.oid)), 0) as total,
              coalesce(sum(pg_total_relation_size(c.oid)) filter (where c.relname = 'projects'), 0) as projects
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = $1 and c.relkind in ('r', 'm')`,
      [schema],
    );
    return { total: Number(rows[0]!.total), projects: Number(rows[0]!.projects) };
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  const storage = externalStorage();
  if (!storage) {
    say('bench:scale measures the service on PostgreSQL and Redis: set DATABASE_URL and REDIS_URL (or TEST_DATABASE_URL and TEST_REDIS_URL).');
    process.exit(1);
  }
  process.once('SIGINT', () => void stopAll().finally(() => process.exit(130)));
  const wall = performance.now();
  say(`bench:scale: ${PROJECTS.toLocaleString('en-GB')} projects in one environment, beside ${REFERENCE.toLocaleString('en-GB')} (the reference)`);

  await withService('postgres', storage, { listener: 'platform', also: ['data'] }, async (service) => {
    const post = adminClient(service.adminUrl, service.operatorToken);
    const dataPort = await freePort();
    const second: NodeChild = startNode('instance B', ['src/main.ts'], { ...service.env, SERVICE: 'data', DATA_PORT: String(dataPort) });
    const secondUrl = `http://127.0.0.1:${dataPort}`;
    await waitUntilReady(`${secondUrl}/readyz`, second);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const idleAtStart = { a: await restingRss(service.child.pid), b: await restingRss(second.pid) };
    say(`  instance A (platform, data, admin) pid ${service.child.pid}; instance B (data) pid ${second.pid} at ${secondUrl}`);
    say(`  idle after start: A ${mib(idleAtStart.a)}, B ${mib(idleAtStart.b)}`);

    const reference = await scaleOf(service, post, 'Scale reference', REFERENCE, 31);
    const large = await scaleOf(service, post, 'Scale', PROJECTS, 71);

    const size = await databaseSize(storage.databaseUrl, service.schema!.name);

    // Memory under Data API load: random offsets of the large environment on instance B, then at rest again.
    const loadKey = await post<DataKey>(`/admin/environments/${large.environmentId}/data-keys`, { name: 'scale load' });
    const offsets = shuffledOffsets(PROJECTS - 50, 4242);
    const walk = offsetWalk(secondUrl, offsets, (o) => `/data/projects?limit=50&offset=${o}`, { from: 0, repeat: false });
    const watchB = watchRss(second.pid);
    const load = await measure('random offsets on instance B', walk, { 'x-api-key': loadKey.key }, { connections: 50, durationSeconds: LOAD_SECONDS, warmupSeconds: 2 }, second.pid);
    const loadPeakB = watchB.stop().peak;
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const idleAfter = { a: await restingRss(service.child.pid), b: await restingRss(second.pid) };

    say(`\n== ${PROJECTS.toLocaleString('en-GB')} projects against ${REFERENCE.toLocaleString('en-GB')}: PostgreSQL + Redis, two instances ==`);
    const rows = READS.map(({ label, page }) => {
      const small = reference.timings.get(label)!;
      const big = large.timings.get(label)!;
      const ratio = big / small;
      return [label, ms(small), ms(big), `${ratio.toFixed(2)}×`, page ? verdict(ratio <= TARGETS.pageRatio) : '(no target)'];
    });
    rows.push(
      ['Import through the Admin API (s)', reference.importSeconds.toFixed(0), large.importSeconds.toFixed(0), `${(large.importSeconds / reference.importSeconds).toFixed(2)}×`, '(no target)'],
      ['Import rate (projects/s)', String(Math.round(reference.projects / reference.importSeconds)), String(Math.round(large.projects / large.importSeconds)), '', ''],
      ['First model fit, first POST (s)', (reference.fitMs / 1000).toFixed(1), (large.fitMs / 1000).toFixed(1), `${(large.fitMs / reference.fitMs).toFixed(2)}×`, verdict(large.fitMs < TARGETS.fitSeconds * 1000)],
      ['Process RSS peak during the fit', mib(reference.fitRssPeak), mib(large.fitRssPeak), '', verdict(large.fitRssPeak < TARGETS.fitPeakBytes)],
      [`Warm benchmark POST p95 (ms, ${large.postPriced} priced)`, ms(reference.postP95), ms(large.postP95), `${(large.postP95 / reference.postP95).toFixed(2)}×`, verdict(large.postP95 < TARGET_P95_MS)],
    );
    say(table(['figure', REFERENCE.toLocaleString('en-GB'), PROJECTS.toLocaleString('en-GB'), 'ratio', 'target'], rows, [false, true, true, true, false]));

    const projectsTotal = REFERENCE + PROJECTS;
    say(`\nDatabase: ${gib(size.total)} for ${projectsTotal.toLocaleString('en-GB')} projects (tables and indexes of the schema), the projects table ${gib(size.projects)}: ${mib((size.total / projectsTotal) * 100_000)} per 100,000 projects`);
    say(`Data API load on instance B (50 connections, ${LOAD_SECONDS} s, limit 50 at random offsets of ${PROJECTS.toLocaleString('en-GB')}): ${Math.round(load.requestsPerSecond)} req/s, p50 ${load.p50} ms, p99 ${load.p99} ms, CPU ${Math.round(load.serverCpu ?? 0)}%`);
    say(table(
      ['instance', 'idle after start', 'RSS peak during the first fit', 'RSS peak under Data API load', 'idle at the end'],
      [
        ['A (platform, data, admin)', mib(idleAtStart.a), mib(large.fitRssPeak), '(not loaded)', mib(idleAfter.a)],
        ['B (data)', mib(idleAtStart.b), '(does not fit)', mib(loadPeakB), mib(idleAfter.b)],
      ],
      [false, true, true, true, true],
    ));

    say('\nTargets:');
    for (const { label, page } of READS.filter((r) => r.page)) {
      const ratio = large.timings.get(label)! / reference.timings.get(label)!;
      say(`  ${label} within ${TARGETS.pageRatio}× of ${REFERENCE.toLocaleString('en-GB')}: ${ratio.toFixed(2)}×: ${verdict(page && ratio <= TARGETS.pageRatio)}`);
    }
    say(`  first model fit under ${TARGETS.fitSeconds} s: ${(large.fitMs / 1000).toFixed(1)} s: ${verdict(large.fitMs < TARGETS.fitSeconds * 1000)}`);
    say(`  memory during the first fit under ${gib(TARGETS.fitPeakBytes)} (the whole process's peak, which bounds the fitting thread's): ${mib(large.fitRssPeak)}: ${verdict(large.fitRssPeak < TARGETS.fitPeakBytes)}`);
    say(`  warm benchmark POST p95 under ${TARGET_P95_MS} ms: ${ms(large.postP95)} ms: ${verdict(large.postP95 < TARGET_P95_MS)}`);
    for (const [which, bytes] of [['A', idleAtStart.a], ['B', idleAtStart.b]] as const) {
      say(`  instance ${which} idle under ${mib(TARGETS.idleBytes)}: ${mib(bytes)}: ${verdict(bytes < TARGETS.idleBytes)}`);
    }
    await second.stop();
  });
  say(`\ntotal wall time ${((performance.now() - wall) / 1000).toFixed(0)} s`);
  await stopAll();
  process.exit(0);
}

await main();
