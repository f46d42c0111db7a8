import { Worker } from 'node:worker_threads';
import type { FitOptions, FittedModel } from '../domain/cost/model.ts';
import type { Evidence } from '../domain/cost/types.ts';
import type { Metrics } from './metrics.ts';

/** The fitting thread's name, as the operating system lists it among the process's threads. */
export const FITTER_THREAD = 'cost-model';

interface Job {
  resolve: (model: FittedModel) => void;
  reject: (err: Error) => void;
}

/**
 * Fits cost models on a worker thread (src/state/model-fitter-thread.ts). A fit on 100,000 projects
 * takes most of a second of CPU; on the service's own thread it would hold every other request of the
 * instance, of every environment, for that long. The worker runs one fit at a time (the model cache
 * already shares a fit between the requests that need it); the fitted model, plain data, comes back by
 * structured clone. The worker starts on the first fit, keeps the process alive only while it fits,
 * and is started again if it ever dies. Each fit's time, waiting included, goes to `metrics`.
 */
export class ModelFitter {
  private worker: Worker | null = null;
  private readonly jobs = new Map<number, Job>();
  private nextId = 1;
  private readonly metrics: Metrics | null;

  constructor(options: { metrics?: Metrics } = {}) {
    this.metrics = options.metrics ?? null;
  }

  fit(evidence: readonly Evidence[], options: FitOptions): Promise<FittedModel> {
    const worker = this.started();
    const id = this.nextId++;
    const timer = this.metrics?.modelFitDuration.startTimer();
    return new Promise<FittedModel>((resolve, reject) => {
      this.jobs.set(id, {
        resolve: (model) => {
          timer?.({ outcome: 'ok' });
          resolve(model);
        },
        reject: (err) => {
          timer?.({ outcome: 'error' });
          reject(err);
        },
      });
      if (this.jobs.size === 1) worker.ref();
      worker.postMessage({ id, evidence, options });
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    await worker?.terminate();
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./model-fitter-thread.ts', import.meta.url), { name: FITTER_THREAD });
    worker.unref();
    worker.on('message', (reply: { id: number; model?: FittedModel; error?: string }) => {
      const job = this.jobs.get(reply.id);
      if (!job) return;
      this.jobs.delete(reply.id);
      if (this.jobs.size === 0) worker.unref();
      // A fit does not fail on evidence (no evidence fits a model whose predict answers 422): a failure is a bug.
      if (reply.model) job.resolve(reply.model);
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
