import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { createDataClient } from '../sdk/src/index.ts';
import { EXPORT_COMMAND } from '../test/helpers/export.ts';
import { startNode, stopAll } from '../test/helpers/processes.ts';
import { EPOCH } from '../tools/export/export.ts';
import { mapLimit, readProject } from '../tools/export/tables.ts';
import { positiveInt, withService } from './harness.ts';
import { mib, rssOf, watchRss } from './proc.ts';
import { int, say } from './report.ts';
import { externalStorage } from './scratch-storage.ts';
import { adminClient, type DataKey, importFlatProjects, LARGE_PROJECTS } from './setup.ts';

/**
 * `npm run bench:export`: `npm run export` of 100,000 projects to Parquet on PostgreSQL, against a plain
 * walk of the same pages that reads the same projects (detail, appraisal lines, risk assessments, the
 * same number at once) and discards them: the export's rows a second as a share of the walk's, and the
 * export process's peak RSS. The walk runs before and after the export and the export is compared with
 * their mean, so that the Data API's warm caches and the machine's other load weigh on both alike.
 * See bench/README.md.
 */

const TARGETS = { share: 80, peakBytes: 250 * 1024 * 1024 };
const PAGE_SIZE = 200;
const CONCURRENCY = positiveInt('BENCH_EXPORT_CONCURRENCY', 4);
const PROGRESS_MS = 10_000;
const verdict = (met: boolean) => (met ? 'met' : 'missed');
/** The machine's load over the last minute: other work on the two cores slows a pass. */
const load = () => `load average ${os.loadavg()[0]!.toFixed(1)}`;

interface Pass {
  rows: number;
  seconds: number;
}

/** The same pages and reads as the export's projects stream, each page's records dropped. */
async function walk(url: string, key: string, label: string): Promise<Pass> {
  const client = createDataClient({ baseUrl: url, apiKey: key });
  const signal = new AbortController().signal;
  const started = performance.now();
  let rows = 0;
  let said = started;
  for await (const page of client.listProjects.all({ query: { limit: PAGE_SIZE, modified_since: EPOCH } }).pages()) {
    rows += (await mapLimit(page.items, CONCURRENCY, (item) => readProject(client, item.id, signal))).length;
    if (performance.now() - said >= PROGRESS_MS) {
      said = performance.now();
      say(`  ${label}: ${int(rows)} projects, ${int(rows / ((said - started) / 1000))}/s`);
    }
  }
  return { rows, seconds: (performance.now() - started) / 1000 };
}

interface ExportPass extends Pass {
  wallSeconds: number;
  peakBytes: number;
  files: string[];
  line: string;
}

/** The export as `npm run export` runs it (package.json's node flags included), its RSS sampled every 10 ms. */
async function exportOnce(url: string, key: string, out: string): Promise<ExportPass> {
  const started = performance.now();
  const child = startNode('export', [...EXPORT_COMMAND, '--url', url, '--out', out, '--format', 'parquet', '--streams', 'projects', '--page-size', String(PAGE_SIZE), '--concurrency', String(CONCURRENCY)], {
    DATA_API_KEY: key,
  });
  const rss = watchRss(child.pid);
  const timer = setInterval(() => {
    const partial = fs.readdirSync(out).find((name) => name.endsWith('.partial'));
    const bytes = partial ? fs.statSync(path.join(out, partial)).size : 0;
    say(`  export: ${((performance.now() - started) / 1000).toFixed(0)} s, ${mib(bytes)} of Parquet written so far, RSS ${mib(rssOf(child.pid))}`);
  }, PROGRESS_MS);
  const exit = await child.ended();
  clearInterval(timer);
  const { peak } = rss.stop();
  if (exit.code !== 0) throw new Error(`the export exited with ${exit.code ?? exit.signal}:\n${child.output()}`);
  const line = /^projects: .*$/m.exec(child.stdout())?.[0] ?? '';
  const figures = /^projects: ([\d,]+) records .* in ([\d.]+) s/.exec(line);
  if (!figures) throw new Error(`no projects line in the export's output:\n${child.output()}`);
  return {
    rows: Number(figures[1]!.replaceAll(',', '')),
    seconds: Number(figures[2]),
    wallSeconds: (performance.now() - started) / 1000,
    peakBytes: peak,
    files: fs.readdirSync(out).filter((name) => name.endsWith('.parquet')),
    line,
  };
}

/** The Parquet files' rows and distinct ids, read by DuckDB. */
async function countRows(out: string): Promise<{ rows: number; ids: number }> {
  const conn = await (await DuckDBInstance.create(':memory:')).connect();
  try {
    const reader = await conn.runAndReadAll(`SELECT count(*) AS rows, count(DISTINCT id) AS ids FROM read_parquet('${path.join(out, 'projects-*.parquet')}')`);
    const [row] = reader.getRowObjectsJson();
    return { rows: Number(row!.rows), ids: Number(row!.ids) };
  } finally {
    conn.closeSync();
  }
}

async function main(): Promise<number> {
  const storage = externalStorage();
  if (!storage) {
    say('bench:export runs on PostgreSQL: set DATABASE_URL and REDIS_URL (or TEST_DATABASE_URL and TEST_REDIS_URL)');
    return 1;
  }
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'pcas-bench-export-'));
  const started = performance.now();
  try {
    return await withService('postgres', storage, { listener: 'data' }, async (service) => {
      const post = adminClient(service.adminUrl, service.operatorToken);
      const env = await post<{ id: string | number }>('/admin/environments', { name: 'Bench export' });
      const envId = String(env.id);
      const seeding = performance.now();
      await importFlatProjects(post, envId, LARGE_PROJECTS, { seed: 3000, prefix: 'EXP' }, say);
      say(`  ${int(LARGE_PROJECTS)} projects imported in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
      const { key } = await post<DataKey>(`/admin/environments/${envId}/data-keys`, { name: 'bench export' });

      say(`  walk 1: every project by next_cursor at limit=${PAGE_SIZE}, each read in detail with its lines and assessments, ${CONCURRENCY} at once, discarded`);
      const before = await walk(service.url, key, 'walk 1');
      say(`  walk 1: ${int(before.rows)} projects in ${before.seconds.toFixed(1)} s, ${load()}`);
      say(`  export: node ${EXPORT_COMMAND.join(' ')} --format parquet --streams projects (npm run export), in a process of its own`);
      const exported = await exportOnce(service.url, key, out);
      say(`  export: ${exported.line}, ${load()}`);
      say('  walk 2: the same as walk 1');
      const afterwards = await walk(service.url, key, 'walk 2');
      say(`  walk 2: ${int(afterwards.rows)} projects in ${afterwards.seconds.toFixed(1)} s, ${load()}`);

      const counted = await countRows(out);
      const bytes = exported.files.reduce((sum, name) => sum + fs.statSync(path.join(out, name)).size, 0);
      if (counted.rows !== LARGE_PROJECTS || counted.ids !== LARGE_PROJECTS || before.rows !== LARGE_PROJECTS || afterwards.rows !== LARGE_PROJECTS) {
        throw new Error(`rows: walks ${before.rows} and ${afterwards.rows}, Parquet ${counted.rows} (${counted.ids} distinct ids), ${LARGE_PROJECTS} imported`);
      }
      const walkRate = (before.rows / before.seconds + afterwards.rows / afterwards.seconds) / 2;
      const exportRate = exported.rows / exported.seconds;
      const share = (100 * exportRate) / walkRate;

      say();
      say(`== export of ${int(LARGE_PROJECTS)} projects to Parquet (PostgreSQL + Redis, ${CONCURRENCY} projects at once) ==`);
      say(`walk (discarding):  ${int(before.rows / before.seconds)} and ${int(afterwards.rows / afterwards.seconds)} projects/s, mean ${int(walkRate)}/s`);
      say(`export:             ${int(exportRate)} projects/s (${exported.seconds.toFixed(1)} s in its projects stream, ${exported.wallSeconds.toFixed(1)} s for the process)`);
      say(`files:              ${exported.files.join(', ')}: ${mib(bytes)}, ${int(counted.rows)} rows, every id once (DuckDB)`);
      say(`export rows/s ≥ ${TARGETS.share}% of the walk's: ${share.toFixed(1)}% — ${verdict(share >= TARGETS.share)}`);
      say(`export peak RSS ≤ ${mib(TARGETS.peakBytes)}: ${mib(exported.peakBytes)} — ${verdict(exported.peakBytes <= TARGETS.peakBytes)}`);
      return 0;
    });
  } catch (err) {
    say(`\nFAILED: ${(err as Error).stack ?? err}${(err as Error).cause ? `\ncaused by: ${String((err as Error).cause)}` : ''}`);
    return 1;
  } finally {
    await stopAll();
    fs.rmSync(out, { recursive: true, force: true });
    say(`\ntotal wall time ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}

process.exit(await main());
