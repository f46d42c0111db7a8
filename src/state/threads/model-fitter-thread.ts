import { parentPort } from 'node:worker_threads';
import { evidenceRowsOf } from '../../db/repositories/cost-evidence.ts';
import { type FitMemo, type FitOptions, fitModelFrom, learnedDigest } from '../../domain/cost/model.ts';
import { evidenceOf } from '../../domain/cost/schemes.ts';
import type { Evidence } from '../../domain/cost/types.ts';
import type { EvidenceChanges, EvidenceText, FitReply, KeepAs } from './model-fitter.ts';

// The worker thread of src/state/threads/model-fitter.ts: reads the evidence text and fits cost models off the
// service's event loop, so that neither the rows nor the evidence objects ever exist on the service's
// thread. It keeps a pool's evidence and its last fit's memo between fits (up to KEEP_ROWS rows in all),
// so that a refit reads and recomputes only what changed.

/** The most evidence rows kept between fits, all pools together: 100,000 projects' take some tens of MB. */
const KEEP_ROWS = 300_000;

/** A pool's evidence as of its last fit: every project that is evidence, by id (null: it cannot be rebased). */
interface PoolState {
  horizon: string;
  byId: Map<number, Evidence | null>;
  /** The non-null evidence, by project id. */
  all: Evidence[];
  memo: FitMemo;
}

/** The kept pools, least recently fitted first. */
const states = new Map<string, PoolState>();

type Job =
  | { id: number; kind: 'fit'; evidence: EvidenceText; options: FitOptions; keep: KeepAs | null }
  | { id: number; kind: 'refit'; pool: string; changes: EvidenceChanges; options: FitOptions };

/** Reads each text and lets it go: a million rows' texts and their evidence never coexist whole. */
function readTexts(texts: string[], ownEnvironment: number, into: (id: number, e: Evidence | null) => void): void {
  for (let i = 0; i < texts.length; i++) {
    for (const row of evidenceRowsOf(texts[i]!)) into(row.id, evidenceOf(row, ownEnvironment));
    texts[i] = '';
  }
}

const byProject = (a: Evidence, b: Evidence) => a.projectId - b.projectId;

function fitted(all: Evidence[], options: FitOptions, previous: FitMemo | null) {
  const { model, memo } = fitModelFrom(all, options, previous);
  return { fit: { model, digest: learnedDigest(memo.rows) }, memo };
}

function keep(pool: string, state: PoolState): void {
  states.delete(pool);
  states.set(pool, state);
  let rows = 0;
  for (const s of states.values()) rows += s.byId.size;
  for (const [name, s] of states) {
    if (rows <= KEEP_ROWS) break;
    states.delete(name);
    rows -= s.byId.size;
  }
}

function run(job: Job): FitReply {
  if (job.kind === 'fit') {
    const byId = new Map<number, Evidence | null>();
    readTexts(job.evidence.chunks.splice(0), job.evidence.ownEnvironment, (id, e) => byId.set(id, e));
    // The texts come in no particular order; the fit and the digest read the evidence in id order.
    const all = [...byId.values()].filter((e) => e !== null).sort(byProject);
    const { fit, memo } = fitted(all, job.options, null);
    if (job.keep) keep(job.keep.pool, { horizon: job.keep.horizon, byId, all, memo });
    return { id: job.id, fit, kept: [...states.keys()] };
  }
  const state = states.get(job.pool);
  const { changes } = job;
  // Changes that do not follow on from the kept read leave the pool to a whole read.
  states.delete(job.pool);
  if (!state || state.horizon !== changes.since) return { id: job.id, kept: [...states.keys()] };
  const gone = new Set(changes.changed);
  for (const id of gone) state.byId.delete(id);
  const fresh: Evidence[] = [];
  readTexts(changes.chunks.splice(0), changes.ownEnvironment, (id, e) => {
    state.byId.set(id, e);
    if (e) fresh.push(e);
  });
  // Nearly in order already: the sort costs a pass.
  const all = state.all.filter((e) => !gone.has(e.projectId)).concat(fresh).sort(byProject);
  const { fit, memo } = fitted(all, job.options, state.memo);
  keep(job.pool, { horizon: changes.horizon, byId: state.byId, all, memo });
  return { id: job.id, fit, kept: [...states.keys()] };
}

parentPort!.on('message', (job: Job) => {
  try {
    parentPort!.postMessage(run(job));
  } catch (err) {
    // A state a failed fit may have half changed is not kept.
    if (job.kind === 'refit') states.delete(job.pool);
    parentPort!.postMessage({ id: job.id, error: (err as Error).message, kept: [...states.keys()] } satisfies FitReply);
  }
});
