import { Worker } from 'node:worker_threads';
import type { FitOptions, FittedModel } from '../domain/cost/model.ts';
import type { Metrics } from './metrics.ts';

/** The fitting thread's name, as the operating system lists it among the process's threads. */
export const FITTER_THREAD = 'cost-model';

/** How long the fitting thread outlives its last fit: a thread that stops gives back all the memory of its fits. */
const IDLE_MS = 10_000;

/**
 * A pool's evidence as the database hands it over (db/repositories/cost-evidence.ts loadEvidenceText):
 * texts of JSON rows, read into evidence on the fitting thread, and the environment it is fitted for
 * (whose projects alone may be named).
 */
export interface EvidenceText {
  /** Taken by ModelFitter.fit: the array is empty once the fit has begun. */
  chunks: string[];
  ownEnvironment: number;
}

/** A fitted model and the digest of the evidence it learnt from (domain/cost/model.ts evidenceDigest). */
export interface Fit {
  model: FittedModel;
  digest: string;
}

interface Job {
  resolve: (fit: Fit) => void;
  reject: (err: Error) => void;
}

/**
 * Fits cost models on a worker thread (src/state/model-fitter-thread.ts). A fit on 100,000 projects
 * takes seconds of CPU; on the service's own thread it would hold every other request of the instance,
 * of every environment, for that long. The evidence crosses as text and becomes objects on the worker
 * only, so that a million projects' evidence never sits on the service's heap; the fitted model, typed
 * arrays for the most part, comes back by structured clone. The worker runs one fit at a time (the
 * model cache already shares a fit between the requests that need it), starts on the first fit, keeps
 * the process alive only while it fits, stops IDLE_MS after its last fit (returning the memory a large
 * fit took), and is started again when needed or if it ever dies. Each fit's time, waiting included,
 * goes to `metrics`.
 */
export class ModelFitter {
  private worker: Worker | null = null;
  private readonly jobs = new Map<number, Job>();
  private nextId = 1;
  private readonly metrics: Metrics | null;
  private idle: NodeJS.Timeout | null = null;

  private readonly idleMs: number;

  constructor(options: { metrics?: Metrics; idleMs?: number } = {}) {
    this.metrics = options.metrics ?? null;
    this.idleMs = options.idleMs ?? IDLE_MS;
  }

  fit(evidence: EvidenceText, options: FitOptions): Promise<Fit> {
    const worker = this.started();
    const id = this.nextId++;
    const timer = this.metrics?.modelFitDuration.startTimer();
    worker.postMessage({ id, evidence, options });
    // The texts are the worker's now: emptying the caller's array lets this thread collect its copy during the fit.
    evidence.chunks.length = 0;
    return this.answer(worker, id, timer);
  }

  private answer(worker: Worker, id: number, timer: ((labels: { outcome: string }) => number) | undefined): Promise<Fit> {
    return new Promise<Fit>((resolve, reject) => {
      this.jobs.set(id, {
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
    worker.on('message', (reply: { id: number; fit?: Fit; error?: string }) => {
      const job = this.jobs.get(reply.id);
      if (!job) return;
      this.jobs.delete(reply.id);
      if (this.jobs.size === 0) {
        worker.unref();
        this.idle = setTimeout(() => {
          if (this.worker === worker && this.jobs.size === 0) void this.close();
        }, this.idleMs);
        this.idle.unref();
      }
      // A fit does not fail on evidence (no evidence fits a model whose predict answers 422): a failure is a bug.
      if (reply.fit) job.resolve(reply.fit);
      else job.reject(new Error(`the cost model could not be fitted: ${reply.error ?? 'no answer'}`));
    });
    const fail = (err: Error) => {
      if (this.worker === worker) this.worker = null;
      for (const job of this.jobs.values()) job.reject(err);
      this.jobs.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the cost model's worker thread stopped (exit code ${code})`)));
    this.worker = worker;
    return worker;
  }
}
