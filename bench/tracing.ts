import http from 'node:http';
import { loadSettings, positiveInt, type Service, withService } from './harness.ts';
import { type LoadFigures, measure } from './load.ts';
import { int, ms, pct, say, table } from './report.ts';
import { adminClient, flatProjects } from './setup.ts';

/**
 * `npm run bench:tracing`: what tracing costs (D-57). Two services side by side, embedded, each started
 * as users start it: one without OTEL_EXPORTER_OTLP_ENDPOINT, one exporting to a collector on loopback
 * that accepts and drops (so that the export is paid for, not the collector's work). Rounds alternate
 * between them on the same routes; each figure is the median of the rounds, with the service's CPU per
 * request beside the throughput, which the machine's other load moves less. See bench/README.md.
 */

const ROUNDS = positiveInt('BENCH_TRACING_ROUNDS', 5);

interface Target {
  name: string;
  service: Service;
  projectId: number;
  key: string;
}

/** A collector that takes OTLP over HTTP and keeps nothing. */
async function droppingCollector(): Promise<{ url: string; close(): void }> {
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => response.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as { port: number }).port}`, close: () => server.close() };
}

/** An environment of 60 projects and a key with a plan that the run never exhausts. */
async function prepare(name: string, service: Service): Promise<Target> {
  const post = adminClient(service.adminUrl, service.operatorToken);
  const env = await post<{ id: number }>('/admin/environments', { name: `Bench tracing ${name}` });
  const { created } = await post<{ created: { id: number }[] }>(`/admin/environments/${env.id}/projects/import`, {
    projects: flatProjects(57, 'TRACE', 60),
  });
  const key = await post<{ key: string }>(`/admin/environments/${env.id}/data-keys`, {
    name: 'bench tracing',
    throttle: { rate_limit_per_second: 100_000, burst_limit: 1_000_000 },
    quota: { limit: 1_000_000_000, period: 'MONTH' },
  });
  return { name, service, projectId: created[30]!.id, key: key.key };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
/** The service's CPU per answer, µs: its share of a core over the answers per second. */
const cpuPerRequest = (f: LoadFigures) => (f.serverCpu === null ? Number.NaN : (f.serverCpu / 100 / f.requestsPerSecond) * 1e6);

async function compare(targets: Target[]): Promise<void> {
  const settings = loadSettings();
  const cases = [
    { name: '/data/projects/:id', path: (t: Target) => `/data/projects/${t.projectId}` },
    { name: '/data/projects?limit=50', path: () => '/data/projects?limit=50' },
  ];
  const figures = new Map<string, LoadFigures[]>();
  for (let round = 0; round < ROUNDS; round++) {
    for (const c of cases) {
      for (const target of round % 2 === 0 ? targets : [...targets].reverse()) {
        const title = `${c.name}, tracing ${target.name}`;
        const f = await measure(title, `${target.service.url}${c.path(target)}`, { 'x-api-key': target.key }, settings, target.service.child.pid);
        figures.set(title, [...(figures.get(title) ?? []), f]);
        say(`  round ${round + 1}: ${title}: ${int(f.requestsPerSecond)} req/s, ${int(cpuPerRequest(f))} µs CPU per request`);
      }
    }
  }
  const rows = cases.flatMap((c) => {
    const off = figures.get(`${c.name}, tracing off`)!;
    return targets.map((target) => {
      const runs = figures.get(`${c.name}, tracing ${target.name}`)!;
      const cpu = median(runs.map(cpuPerRequest));
      return [
        c.name,
        target.name,
        int(median(runs.map((f) => f.requestsPerSecond))),
        ms(median(runs.map((f) => f.p99))),
        int(cpu),
        target.name === 'off' ? '' : `+${pct((cpu / median(off.map(cpuPerRequest)) - 1) * 100)}`,
      ];
    });
  });
  say();
  say(table(['case (plan key)', 'tracing', 'req/s', 'p99 ms', 'CPU µs/req', 'CPU vs off'], rows, [false, false, true, true, true, true]));
}

async function main(): Promise<void> {
  const collector = await droppingCollector();
  say(`bench:tracing: embedded, ${ROUNDS} alternating rounds; spans exported to a dropping collector at ${collector.url}`);
  try {
    await withService('embedded', null, { listener: 'data' }, async (untraced) =>
      withService('embedded', null, { listener: 'data', env: { OTEL_EXPORTER_OTLP_ENDPOINT: collector.url } }, async (traced) =>
        compare([await prepare('off', untraced), await prepare('on', traced)]),
      ),
    );
  } finally {
    collector.close();
  }
}

await main();
