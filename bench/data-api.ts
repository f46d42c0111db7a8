import type { CeilingRoute } from './ceiling-server.ts';
import { capture, type LoadRow, type Mode, printLoadTable, runModes, withService } from './harness.ts';
import { type LoadFigures, type LoadSettings, measure } from './load.ts';
import { PAGE_LIMIT, type PagingFigures, pageThroughAll } from './paging.ts';
import { int, ms, pct, say } from './report.ts';
import type { ExternalStorage } from './scratch-storage.ts';
import { type BenchData, createBenchData } from './setup.ts';

/**
 * `npm run bench:data`: the Data API under load over loopback, against a bare Fastify server that sends
 * the same bytes (the ceiling), then a walk through 100,000 projects. See bench/README.md.
 */

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

async function runMode(mode: Mode, storage: ExternalStorage | null, settings: LoadSettings): Promise<ModeResult> {
  return withService(mode, storage, { listener: 'data' }, async (service) => {
    const dataUrl = service.url;
    const data = await createBenchData(service.adminUrl, service.operatorToken, (line) => say(line));
    say(`  100,000 projects imported in ${data.largeImportSeconds.toFixed(1)} s`);

    const secretOf = (key: (typeof KEYS)[number]) => (key === 'plan' ? data.small.keys.plan : data.small.keys.noPlan).key;
    const routes: CeilingRoute[] = [];
    for (const [i, c] of CASES.entries()) {
      for (const [j, key] of KEYS.entries()) {
        const captured = await capture(`${dataUrl}${c.url(data)}`, { 'x-api-key': secretOf(key) });
        routes.push({ path: `/c${i}${j}${c.route}`, ...captured });
      }
    }
    const ceiling = await service.startCeiling(routes);

    const rows: Row[] = [];
    for (const [i, c] of CASES.entries()) {
      for (const [j, key] of KEYS.entries()) {
        const headers = { 'x-api-key': secretOf(key) };
        const title = `${mode} ${c.name} (${key})`;
        say(`  load: ${c.name}, key ${key}`);
        const own = await measure(`service ${title}`, `${dataUrl}${c.url(data)}`, headers, settings, service.child.pid);
        const bare = await measure(`ceiling ${title}`, `${ceiling.url}/c${i}${j}${c.url(data)}`, headers, settings, ceiling.pid);
        rows.push({ case: c.name, key, service: own, ceiling: bare });
      }
    }

    if (service.schema) say(`  ${await service.schema.maintenance('projects')}`);
    say(`  paging: all ${int(data.large.projects)} projects at limit=${PAGE_LIMIT}`);
    const paging = await pageThroughAll(dataUrl, data.large.key.key, data.large.projects);
    return { mode, rows, paging };
  });
}

function printMode(result: ModeResult, settings: LoadSettings): void {
  const rows: LoadRow[] = result.rows.map((r) => ({ labels: [r.case, r.key], service: r.service, ceiling: r.ceiling }));
  printLoadTable(result.mode, ['case', 'key'], rows, settings);
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

await runModes(runMode, printMode, printTargets);
