import type { ProjectImport } from '../src/domain/projects/import-contract.ts';
import { createUser, signIn } from './platform-setup.ts';
import { type AdminPost, IMPORT_BATCH } from './setup.ts';

/** What bench:model sends to the service: the Platform API as an ADMIN user would call it, and its set-up. */

export interface Answer<T = unknown> {
  status: number;
  body: T;
  /** From sending the request to having read the whole answer. */
  ms: number;
}

/** The subset of the benchmark report (D-42, D-53) that bench:model reads. */
export interface BenchmarkReport {
  adjusted_cost_per_m2: number;
  lower_limit: number;
  upper_limit: number;
  _meta?: { location?: { index?: number } };
  predictions?: { quality_rating?: string };
  comparisons?: {
    source_health?: number;
    comparable_count?: number;
    similar_projects?: { project_id: number; similarity: number; quality_grade: string; cost_per_m2: number }[];
  };
  metadata?: { generated_at?: string; model_version?: string };
  explanation?: { base_cost_per_m2: number; steps: { factor: string; multiplier: number; effect_per_m2: number }[] };
}

export class PlatformSession {
  readonly url: string;
  private readonly token: string;

  constructor(url: string, token: string) {
    this.url = url;
    this.token = token;
  }

  async call<T>(method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown): Promise<Answer<T>> {
    const started = performance.now();
    const response = await fetch(`${this.url}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${this.token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    const ms = performance.now() - started;
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: kept as text for the error message
    }
    return { status: response.status, body: parsed as T, ms };
  }
}

/** Throws with the answer when its status is not the expected one; a 404 route gets a plainer message. */
export function expectStatus<T>(answer: Answer<T>, expected: number, what: string): T {
  if (answer.status === expected) return answer.body;
  const detail = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
  const hint =
    answer.status === 404 && /Route .* not found/i.test(detail) ? ' (the route does not exist in this build of the service)' : '';
  throw new Error(`${what}: ${answer.status}${hint} ${detail.slice(0, 400)}`);
}

/** Imports projects into an environment, IMPORT_BATCH a request; the ids in import order. */
export async function importProjects(
  post: AdminPost,
  environmentId: string,
  projects: ProjectImport[],
  progress: (line: string) => void,
): Promise<number[]> {
  const ids: number[] = [];
  for (let from = 0; from < projects.length; from += IMPORT_BATCH) {
    const batch = projects.slice(from, from + IMPORT_BATCH);
    const { created } = await post<{ created: { id: number }[] }>(`/admin/environments/${environmentId}/projects/import`, {
      projects: batch,
    });
    ids.push(...created.map((c) => Number(c.id)));
    if (projects.length > IMPORT_BATCH) progress(`    ${ids.length.toLocaleString('en-GB')} of ${projects.length.toLocaleString('en-GB')} imported`);
  }
  return ids;
}

/** An ADMIN user of the environment, created by the operator and signed in on the Platform API. */
export async function adminSession(post: AdminPost, platformUrl: string, environmentId: string): Promise<PlatformSession> {
  const account = await createUser(post, environmentId, 'ADMIN', 'bench-model');
  return new PlatformSession(platformUrl, await signIn(platformUrl, account));
}

/** Runs `work` over `items` with at most `concurrency` at once, results in the items' order. */
export async function inTurn<T, R>(items: T[], concurrency: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}
