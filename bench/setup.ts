import http from 'node:http';
import { generateDemoProjects } from '../src/demo/projects.ts';
import { SeededRandom } from '../src/demo/random.ts';
import type { ProjectImport } from '../src/domain/projects/import-contract.ts';

/** Everything the load and paging runs need, created through the operator Admin API. */
export interface BenchData {
  /** ~500 projects with their history (the demo generator as is). */
  small: { environmentId: string; projectId: string; keys: { noPlan: DataKey; plan: DataKey } };
  /** 100,000 projects without nested history (only the projects table matters for listing). */
  large: { environmentId: string; projects: number; key: DataKey };
  /** Seconds the 100,000-project import took. */
  largeImportSeconds: number;
}

export interface DataKey {
  id: string;
  key: string;
}

export const SMALL_PROJECTS = 500;
export const LARGE_PROJECTS = 100_000;
export const IMPORT_BATCH = 10_000; // the import route's maximum per request

/** Never reached during a run, so that every request is admitted and counted. */
const GENEROUS_PLAN = {
  throttle: { rate_limit_per_second: 100_000, burst_limit: 1_000_000 },
  quota: { limit: 1_000_000_000, period: 'MONTH' },
};

/** POST to the Admin API as the operator; anything but 201 throws. */
export type AdminPost = <T>(path: string, body: unknown) => Promise<T>;

export function adminClient(adminUrl: string, operatorToken: string): AdminPost {
  return async <T>(path: string, body: unknown): Promise<T> => {
    const { status, text } = await postOnConnectionOfItsOwn(new URL(path, adminUrl), operatorToken, JSON.stringify(body));
    if (status !== 201) throw new Error(`POST ${path}: ${status} ${text.slice(0, 500)}`);
    return JSON.parse(text) as T;
  };
}

/**
 * A POST over a connection of its own, closed after the answer. Between two imports the benchmark
 * builds the next batch of 10,000 projects, which holds its event loop for seconds on a slow machine: a
 * kept-alive connection would idle past the service's keep-alive timeout meanwhile, and the client,
 * whose timer to drop it could not run, would send the next POST on a socket the service was closing
 * ("fetch failed", ECONNRESET). An import is not repeated blindly, so no request may meet that race.
 */
function postOnConnectionOfItsOwn(url: URL, token: string, body: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        agent: false,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Demo projects without developments, facilities, appraisal lines, risk, snapshots or reports. */
export function flatProjects(seed: number, prefix: string, count: number): ProjectImport[] {
  return generateDemoProjects(new SeededRandom(seed), { referencePrefix: prefix, count }).map(
    ({
      developments: _d,
      facilities: _f,
      appraisal_lines: _a,
      risk_assessments: _r,
      benchmark_snapshots: _b,
      reports: _p,
      ...project
    }) => project,
  );
}

/**
 * `count` flat projects into an environment, IMPORT_BATCH a request (batch b: seed `seed + b`, references
 * `<prefix><b>-…`); the ids in import order.
 */
export async function importFlatProjects(
  post: AdminPost,
  environmentId: string,
  count: number,
  naming: { seed: number; prefix: string },
  progress: (line: string) => void,
): Promise<number[]> {
  const ids: number[] = [];
  for (let batch = 0; ids.length < count; batch++) {
    const size = Math.min(IMPORT_BATCH, count - ids.length);
    const projects = flatProjects(naming.seed + batch, `${naming.prefix}${batch}`, size);
    const result = await post<{ created: { id: number }[] }>(`/admin/environments/${environmentId}/projects/import`, {
      projects,
    });
    ids.push(...result.created.map((c) => c.id));
    progress(`  environment ${environmentId}: ${ids.length.toLocaleString('en-GB')} projects imported`);
  }
  return ids;
}

export async function createBenchData(
  adminUrl: string,
  operatorToken: string,
  progress: (line: string) => void,
): Promise<BenchData> {
  const post = adminClient(adminUrl, operatorToken);
  type Created = { created: { id: number }[] };

  const smallEnv = await post<{ id: string | number }>('/admin/environments', { name: 'Bench latency' });
  const smallId = String(smallEnv.id);
  const smallProjects = generateDemoProjects(new SeededRandom(20_261), {
    referencePrefix: 'BENCH',
    count: SMALL_PROJECTS,
  });
  const { created } = await post<Created>(`/admin/environments/${smallId}/projects/import`, {
    projects: smallProjects,
  });
  const noPlan = await post<DataKey>(`/admin/environments/${smallId}/data-keys`, { name: 'bench no plan' });
  const plan = await post<DataKey>(`/admin/environments/${smallId}/data-keys`, {
    name: 'bench plan',
    ...GENEROUS_PLAN,
  });
  progress(`  environment ${smallId}: ${created.length} projects with history, 2 keys`);

  const largeEnv = await post<{ id: string | number }>('/admin/environments', { name: 'Bench paging' });
  const largeId = String(largeEnv.id);
  const started = performance.now();
  const imported = (await importFlatProjects(post, largeId, LARGE_PROJECTS, { seed: 1000, prefix: 'PAGE' }, progress))
    .length;
  const largeImportSeconds = (performance.now() - started) / 1000;
  const largeKey = await post<DataKey>(`/admin/environments/${largeId}/data-keys`, { name: 'bench paging' });

  return {
    small: {
      environmentId: smallId,
      projectId: String(created[Math.floor(created.length / 2)]!.id),
      keys: { noPlan: pick(noPlan), plan: pick(plan) },
    },
    large: { environmentId: largeId, projects: imported, key: pick(largeKey) },
    largeImportSeconds,
  };
}

const pick = (k: DataKey): DataKey => ({ id: String(k.id), key: k.key });
