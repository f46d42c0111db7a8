import type { ProjectImport } from '../src/domain/projects/import-contract.ts';
import { adminSession, type Answer, type BenchmarkReport, expectStatus, type PlatformSession } from './model-client.ts';
import { percentile } from './model-statistics.ts';
import { type AdminPost, flatProjects, IMPORT_BATCH } from './setup.ts';

/**
 * bench:model's speed run: an environment of many flat projects (bench:data's generator), then the
 * latency of `POST` and `GET /benchmark/project/{id}` once the model is warm, and of the first `POST`
 * after a change to the evidence that forces a refit.
 */

export interface SpeedSettings {
  projects: number;
  requests: number;
  refits: number;
}

export interface Latencies {
  count: number;
  p50: number;
  p95: number;
  max: number;
}

export interface RefitSample {
  change: string;
  /** The change's own request (import or PATCH). */
  changeMs: number;
  /** The first POST after the change was answered. */
  firstPostMs: number;
  /** Did that POST's report differ from the one before the change? */
  firstPostChanged: boolean;
  /** From the change's answer to the first POST whose report differed (null: none within the wait). */
  freshAfterMs: number | null;
  /** A figure that moved, for the printout. */
  detail: string;
}

export interface SpeedResult {
  projects: number;
  completed: number;
  importSeconds: number;
  /** The very first POST of the environment: the model's first fit happens on or before it. */
  firstPostMs: number;
  /** Answers other than 201 among the warm POSTs (422: the model could not price the project). */
  unpriced: number;
  post: Latencies;
  get: Latencies;
  refits: RefitSample[];
}

/** How long to keep asking for a report that shows a change before giving up on seeing one. */
const FRESH_WAIT_MS = 5000;

function latencies(ms: number[]): Latencies {
  return { count: ms.length, p50: percentile(ms, 50), p95: percentile(ms, 95), max: Math.max(...ms) };
}

/** The figures of a report a change of evidence could move (its generation time and snapshot aside). */
function fingerprint(report: BenchmarkReport): string {
  return JSON.stringify([
    report.adjusted_cost_per_m2,
    report.lower_limit,
    report.upper_limit,
    report.comparisons?.source_health,
    report.comparisons?.comparable_count,
    report.metadata?.model_version,
  ]);
}

function difference(before: BenchmarkReport, after: BenchmarkReport): string {
  const moved: string[] = [];
  const shown = (v: unknown) => (typeof v === 'number' && !Number.isInteger(v) ? v.toFixed(2) : String(v));
  const note = (label: string, a: unknown, b: unknown) => {
    if (a !== b) moved.push(`${label} ${shown(a)} → ${shown(b)}`);
  };
  note('adjusted_cost_per_m2', before.adjusted_cost_per_m2, after.adjusted_cost_per_m2);
  note('comparable_count', before.comparisons?.comparable_count, after.comparisons?.comparable_count);
  note('model_version', before.metadata?.model_version, after.metadata?.model_version);
  return moved.join('; ') || 'no figure moved';
}

export async function runSpeed(
  post: AdminPost,
  platformUrl: string,
  settings: SpeedSettings,
  progress: (line: string) => void,
): Promise<SpeedResult> {
  const env = await post<{ id: string | number }>('/admin/environments', { name: 'Bench model speed' });
  const environmentId = String(env.id);
  const importPath = `/admin/environments/${environmentId}/projects/import`;

  // bench:data's flat projects, IMPORT_BATCH a request; what the run needs of each is kept beside its id.
  const projects: { id: number; project: ProjectImport }[] = [];
  const started = performance.now();
  for (let batch = 0; projects.length < settings.projects; batch++) {
    const size = Math.min(IMPORT_BATCH, settings.projects - projects.length);
    const generated = flatProjects(9100 + batch, `MSPD${batch}`, size);
    const { created } = await post<{ created: { id: number }[] }>(importPath, { projects: generated });
    created.forEach((c, i) => projects.push({ id: Number(c.id), project: generated[i]! }));
    const seconds = (performance.now() - started) / 1000;
    progress(`    ${projects.length.toLocaleString('en-GB')} of ${settings.projects.toLocaleString('en-GB')} projects imported (${seconds.toFixed(0)} s)`);
  }
  const importSeconds = (performance.now() - started) / 1000;
  const completed = projects.filter((p) => p.project.status === 'COMPLETED' && p.project.total_cost && p.project.total_gifa).length;
  const session = await adminSession(post, platformUrl, environmentId);

  // Requests over projects spread evenly through the import; the first one fits the model.
  const step = Math.max(1, Math.floor(projects.length / settings.requests));
  const targets = Array.from({ length: Math.min(settings.requests, projects.length) }, (_, i) => projects[i * step]!.id);
  const first = await session.call<BenchmarkReport>('POST', `/benchmark/project/${targets[0]}`);
  if (first.status !== 422) expectStatus(first, 201, `the first POST /benchmark/project/${targets[0]}`);
  progress(`    first POST of the environment (the model's first fit): ${first.ms.toFixed(0)} ms, ${first.status}`);

  const postMs: number[] = [];
  const priced: number[] = [];
  let unpriced = 0;
  for (const id of targets) {
    const answer = await session.call<BenchmarkReport>('POST', `/benchmark/project/${id}`);
    if (answer.status === 422) {
      unpriced += 1;
      continue;
    }
    expectStatus(answer, 201, `POST /benchmark/project/${id}`);
    postMs.push(answer.ms);
    priced.push(id);
  }
  progress(`    ${postMs.length} warm POSTs timed (${unpriced} answered 422)`);
  const getMs: number[] = [];
  for (const id of priced) {
    const answer = await session.call<BenchmarkReport>('GET', `/benchmark/project/${id}`);
    expectStatus(answer, 200, `GET /benchmark/project/${id}`);
    getMs.push(answer.ms);
  }
  progress(`    ${getMs.length} warm GETs timed`);

  const refits = await measureRefits(session, post, importPath, projects, settings.refits, progress);
  return {
    projects: projects.length,
    completed,
    importSeconds,
    firstPostMs: first.ms,
    unpriced,
    post: latencies(postMs),
    get: latencies(getMs),
    refits,
  };
}

/**
 * Each round changes the evidence, then times the next POST for one probe project. The first round
 * imports a completed twin of the probe (same inputs, half as dear again as the model's figure for
 * it), so that the change touches the probe's nearest comparable; later rounds PATCH the twin's
 * total_cost, up and down in turn. If the first POST after the change shows no change, the probe is
 * asked again until one does (up to FRESH_WAIT_MS), so a refit made in the background shows too.
 */
async function measureRefits(
  session: PlatformSession,
  post: AdminPost,
  importPath: string,
  projects: { id: number; project: ProjectImport }[],
  rounds: number,
  progress: (line: string) => void,
): Promise<RefitSample[]> {
  const probe = projects.find((p) => p.project.status !== 'COMPLETED' && p.project.total_gifa && p.project.building_function);
  if (!probe || rounds === 0) return [];
  const benchmark = async (): Promise<Answer<BenchmarkReport>> => {
    const answer = await session.call<BenchmarkReport>('POST', `/benchmark/project/${probe.id}`);
    expectStatus(answer, 201, `POST /benchmark/project/${probe.id}`);
    return answer;
  };
  let before = (await benchmark()).body;
  const modelTotal = before.adjusted_cost_per_m2 * probe.project.total_gifa!;
  const twinCost = (factor: number) => Math.round(modelTotal * factor);
  let twinId: number | null = null;
  const samples: RefitSample[] = [];
  for (let round = 0; round < rounds; round++) {
    let change: string;
    const changeStarted = performance.now();
    if (twinId === null) {
      const twin: ProjectImport = {
        ...probe.project,
        name: `${probe.project.name} (completed twin)`,
        project_reference: `${probe.project.project_reference}-TWIN`,
        status: 'COMPLETED',
        total_cost: twinCost(1.5),
      };
      const { created } = await post<{ created: { id: number }[] }>(importPath, { projects: [twin] });
      twinId = Number(created[0]!.id);
      change = 'import one completed project';
    } else {
      const factor = round % 2 ? 0.7 : 1.4;
      const answer = await session.call('PATCH', `/projects/${twinId}`, { total_cost: twinCost(factor) });
      expectStatus(answer, 200, `PATCH /projects/${twinId}`);
      change = `PATCH a completed project's total_cost (×${factor} of the model's figure)`;
    }
    const changed = performance.now();
    const changeMs = changed - changeStarted;
    const firstAnswer = await benchmark();
    const firstPostChanged = fingerprint(firstAnswer.body) !== fingerprint(before);
    let after = firstAnswer.body;
    let freshAfterMs: number | null = firstPostChanged ? performance.now() - changed : null;
    while (freshAfterMs === null && performance.now() - changed < FRESH_WAIT_MS) {
      await new Promise((r) => setTimeout(r, 100));
      after = (await benchmark()).body;
      if (fingerprint(after) !== fingerprint(before)) freshAfterMs = performance.now() - changed;
    }
    const sample = { change, changeMs, firstPostMs: firstAnswer.ms, firstPostChanged, freshAfterMs, detail: difference(before, after) };
    samples.push(sample);
    progress(
      `    refit ${round + 1}: ${change}: ${changeMs.toFixed(0)} ms; next POST ${firstAnswer.ms.toFixed(0)} ms` +
        (firstPostChanged ? ', its report reflects the change' : freshAfterMs === null ? `, no report changed within ${FRESH_WAIT_MS / 1000} s` : `, a report changed after ${freshAfterMs.toFixed(0)} ms`),
    );
    before = after;
  }
  return samples;
}
