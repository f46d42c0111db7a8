import { Worker } from 'node:worker_threads';
import type { FitOptions, FittedModel } from '../../domain/cost/model.ts';
import type { Metrics } from '../metrics.ts';

/** The fitting thread's name, as the operating system lists it among the process's threads. */
export const FITTER_THREAD = 'cost-model';

/** How long the fitting thread outlives its last fit: a thread that stops gives back all the memory of its fits. */
const IDLE_MS = 10_000;

/**
 * A pool's evidence as the database hands it over (db/repositories/cost-evidence.ts loadEvidence):
 * texts of JSON rows, read into evidence on the fitting thread, and the environment it is fitted for
 * (whose projects alone may be named).
 */
export interface EvidenceText {
  /** Taken by ModelFitter.fit: the array is empty once the fit has begun. */
  chunks: string[];
  ownEnvironment: number;
}

/** What changed in a pool since the read whose horizon is `since` (loadEvidence with `since`). */
export interface EvidenceChanges extends EvidenceText {
  since: string;
  /** Every project of the pool stamped since, evidence or not. */
  changed: number[];
  /** This read's horizon. */
  horizon: string;
}

/** Keep a whole read's evidence as pool `pool`, read at `horizon`, for the refits that follow. */
export interface KeepAs {
  pool: string;
  horizon: string;
}

/** A fitted model and the digest of the evidence it learnt from (domain/cost/model.ts evidenceDigest). */
export interface Fit {
  model: FittedModel;
  digest: string;
}

/** The fitting thread's answer: a fit, an error, or neither (a refit of a pool it does not hold as of `since`). */
export interface FitReply {
  id: number;
  fit?: Fit;
  error?: string;
  /** The pools the thread keeps after this job. */
  kept: string[];
}

interface Job {
  resolve: (fit: Fit | null) => void;
  reject: (err: Error) => void;
  /** The pool the job's evidence is kept as, if any, and the horizon of its read. */
  pool: string | null;
  horizon: string | null;
}

/**
 * Fits cost models on a worker thread (src/state/threads/model-fitter-thread.ts). A fit on 100,000 projects
 * takes seconds of CPU; on the service's own thread it would hold every other request of the instance,
 * of every environment, for that long. The evidence crosses as text and becomes objects on the worker
 * only, so that a million projects' evidence never sits on the service's heap; the fitted model, typed
 * arrays for the most part, comes back by structured clone. The worker runs one fit at a time (the
 * model cache already shares a fit between the requests that need it) and starts on the first fit.
 *
 * The worker keeps the evidence of the pools it last fitted (a few hundred thousand rows in all) with
 * the horizon of their read, so that a refit reads only the projects changed since (`refit`) and
 * recomputes only what they touch. While it keeps a pool, it stays; keeping none, it stops IDLE_MS after
 * its last fit, returning the memory a large fit took. It is started again when needed or if it ever
 * dies, and then keeps nothing: the next fit of each pool reads it whole. Each fit's time, waiting
 * included, goes to `metrics`.
 */
export class ModelFitter {
  private worker: Worker | null = null;
  private readonly jobs = new Map<number, Job>();
  private nextId = 1;
  private readonly metrics: Metrics | null;
  private idle: NodeJS.Timeout | null = null;
  /** The horizon of each pool the worker keeps, as of its last answer. */
  private readonly horizons = new Map<string, string>();

  private readonly idleMs: number;

  constructor(options: { metrics?: Metrics; idleMs?: number } = {}) {
    this.metrics = options.metrics ?? null;
    this.idleMs = options.idleMs ?? IDLE_MS;
  }

  /** The horizon to read pool `pool`'s changes from, or null: the worker does not keep it (read it whole). */
  horizonOf(pool: string): string | null {
    return this.horizons.get(pool) ?? null;
  }

  /** Fits the whole evidence of a pool; with `keep`, the worker keeps it for `refit`. */
  async fit(evidence: EvidenceText, options: FitOptions, keep: KeepAs | null = null): Promise<Fit> {
    const worker = this.started();
    const id = this.nextId++;
    const timer = this.metrics?.modelFitDuration.startTimer();
    worker.postMessage({ id, kind: 'fit', evidence, options, keep });
    // The texts are the worker's now: emptying the caller's array lets this thread collect its copy during the fit.
    evidence.chunks.length = 0;
    return (await this.answer(worker, id, timer, keep?.pool ?? null, keep?.horizon ?? null))!;
  }

  /**
   * Fits a kept pool again from what changed since its horizon; null when the worker does not keep it
   * as of `changes.since` (it stopped, or dropped it): the caller reads it whole.
   */
  refit(pool: string, changes: EvidenceChanges, options: FitOptions): Promise<Fit | null> {
    const worker = this.started();
    const id = this.nextId++;
    const timer = this.metrics?.modelFitDuration.startTimer();
    worker.postMessage({ id, kind: 'refit', pool, changes, options });
    changes.chunks.length = 0;
    return this.answer(worker, id, timer, pool, changes.horizon);
  }

  private answer(
    worker: Worker,
    id: number,
    timer: ((labels: { outcome: string }) => number) | undefined,
    pool: string | null,
    horizon: string | null,
  ): Promise<Fit | null> {
    return new Promise<Fit | null>((resolve, reject) => {
      this.jobs.set(id, {
        pool,
        horizon,
        resolve: (fit) => {
          timer?.({ outcome: 'ok' });
          resolve(fit);
        },
        reject: (err) => {
          timer?.({ outcome: 'error' });
          reject(err);
        },
      });
      if (this.jobs.size === 1) worker.ref();
    });
  }

  async close(): Promise<void> {
    this.stopIdleTimer();
    this.horizons.clear();
    const worker = this.worker;
    this.worker = null;
    await worker?.terminate();
  }

  private stopIdleTimer(): void {
    if (this.idle) clearTimeout(this.idle);
    this.idle = null;
  }

  private started(): Worker {
    this.stopIdleTimer();
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./model-fitter-thread.ts', import.meta.url), { name: FITTER_THREAD });
    worker.unref();
    worker.on('message', (reply: FitReply) => {
      const job = this.jobs.get(reply.id);
      if (!job) return;
      this.jobs.delete(reply.id);
      const kept = new Set(reply.kept);
      for (const pool of this.horizons.keys()) if (!kept.has(pool)) this.horizons.delete(pool);
      if (reply.fit && job.pool !== null && job.horizon !== null && kept.has(job.pool)) this.horizons.set(job.pool, job.horizon);
      if (this.jobs.size === 0) {
        worker.unref();
        // A worker that keeps a pool stays; one that keeps none gives its memory back once idle.
        if (reply.kept.length === 0) {
          this.idle = setTimeout(() => {
            if (this.worker === worker && this.jobs.size === 0) void this.close();
          }, this.idleMs);
          this.idle.unref();
        }
      }
      // A fit does not fail on evidence (no evidence fits a model whose predict answers 422): a failure is a bug.
      if (reply.error !== undefined) job.reject(new Error(`the cost model could not be fitted: ${reply.error}`));
      else job.resolve(reply.fit ?? null);
    });
    const fail = (err: Error) => {
      if (this.worker === worker) this.worker = null;
      this.horizons.clear();
      for (const job of this.jobs.values()) job.reject(err);
      this.jobs.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the cost model's worker thread stopped (exit code ${code})`)));
    this.worker = worker;
    return worker;
  }
}
