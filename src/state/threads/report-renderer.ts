import { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import { TooManyRequestsError } from '../../domain/errors.ts';
import type { ReportForPdf } from '../../domain/document-studio/pdf-layout.ts';
import type { Metrics } from '../metrics.ts';
import type { RendererReply } from './report-renderer-thread.ts';

/** The rendering threads' name, as the operating system lists it among the process's threads. */
export const RENDERER_THREAD = 'pdf-renderer';

interface Job {
  /** Settles render(): with the stream once the first bytes come, or with the failure before them. */
  started: (stream: Readable) => void;
  failed: (err: Error) => void;
  stream: Readable | null;
  owner: string;
  /** Ends the render's timing (metrics) with its outcome. */
  timed: (outcome: 'ok' | 'error') => void;
}

interface Thread {
  worker: Worker;
  jobs: Map<number, Job>;
}

/**
 * Renders document studio PDFs on worker threads (src/state/threads/report-renderer-thread.ts). Laying out and
 * drawing 50 pages takes most of a second of CPU; on the service's own thread it would hold every other
 * request of the instance for that long. A few threads (THREADS) each take renders in turn; a render
 * goes to the one with fewest waiting. The file comes back in chunks into a stream; a failure before
 * the first chunk (a layout pdfmake refuses) rejects render(), one after it ends the stream with the
 * error. Threads start on first use, keep the process alive only while they render, and are started
 * again if they die.
 *
 * A render costs far more than the requests the rate limit (D-31) is sized for: one owner (a user) has
 * at most `perOwner` renders under way, and at most `queued` wait in all; beyond either, render()
 * refuses at once with a throttle (429, retry in a second) rather than queue without bound.
 *
 * Each render's time, from its admission to its last byte or its failure, goes to `metrics`.
 */
export class ReportRenderer {
  private readonly threads: (Thread | null)[];
  private readonly perOwner: number;
  private readonly queued: number;
  private readonly owners = new Map<string, number>();
  private jobCount = 0;
  private nextId = 1;
  private readonly metrics: Metrics | null;

  constructor(options: { threads?: number; perOwner?: number; queued?: number; metrics?: Metrics } = {}) {
    this.threads = Array.from({ length: Math.max(1, options.threads ?? 2) }, () => null);
    this.perOwner = options.perOwner ?? 2;
    this.queued = options.queued ?? 16;
    this.metrics = options.metrics ?? null;
  }

  /** Renders `report` for `owner` (whose renders are counted, e.g. a user). */
  render(report: ReportForPdf, owner: string): Promise<Readable> {
    if ((this.owners.get(owner) ?? 0) >= this.perOwner) {
      return Promise.reject(TooManyRequestsError.throttled(`You have ${this.perOwner} PDFs rendering already`, 1000));
    }
    if (this.jobCount >= this.queued) {
      return Promise.reject(TooManyRequestsError.throttled('Too many PDFs are rendering', 1000));
    }
    const thread = this.leastBusy();
    const id = this.nextId++;
    this.owners.set(owner, (this.owners.get(owner) ?? 0) + 1);
    this.jobCount += 1;
    const timer = this.metrics?.pdfRenderDuration.startTimer();
    const timed = (outcome: 'ok' | 'error') => timer?.({ outcome });
    return new Promise<Readable>((started, failed) => {
      thread.jobs.set(id, { started, failed, stream: null, owner, timed });
      if (thread.jobs.size === 1) thread.worker.ref();
      thread.worker.postMessage({ id, report });
    });
  }

  async close(): Promise<void> {
    const running = this.threads.filter((t): t is Thread => t !== null);
    this.threads.fill(null);
    await Promise.all(running.map((t) => t.worker.terminate()));
  }

  private finished(job: Job, outcome: 'ok' | 'error'): void {
    job.timed(outcome);
    this.jobCount -= 1;
    const left = (this.owners.get(job.owner) ?? 1) - 1;
    if (left > 0) this.owners.set(job.owner, left);
    else this.owners.delete(job.owner);
  }

  private leastBusy(): Thread {
    let best = -1;
    for (let i = 0; i < this.threads.length; i++) {
      const thread = this.threads[i];
      if (!thread) return this.start(i);
      if (best < 0 || thread.jobs.size < this.threads[best]!.jobs.size) best = i;
    }
    return this.threads[best]!;
  }

  private start(slot: number): Thread {
    const worker = new Worker(new URL('./report-renderer-thread.ts', import.meta.url), { name: RENDERER_THREAD });
    worker.unref();
    const thread: Thread = { worker, jobs: new Map() };
    const finish = (id: number, outcome: 'ok' | 'error') => {
      const job = thread.jobs.get(id);
      if (job) this.finished(job, outcome);
      thread.jobs.delete(id);
      if (thread.jobs.size === 0) worker.unref();
    };
    worker.on('message', (reply: RendererReply) => {
      const job = thread.jobs.get(reply.id);
      if (!job) return;
      if ('chunk' in reply) {
        if (!job.stream) {
          // The consumer reads at its own pace; the whole file is already in memory on the other side.
          job.stream = new Readable({ read() {} });
          job.started(job.stream);
        }
        job.stream.push(Buffer.from(reply.chunk.buffer, reply.chunk.byteOffset, reply.chunk.byteLength));
      } else if ('end' in reply) {
        finish(reply.id, job.stream ? 'ok' : 'error');
        if (job.stream) job.stream.push(null);
        else job.failed(new Error('the PDF renderer gave an empty file'));
      } else {
        finish(reply.id, 'error');
        const err = new Error(`the PDF could not be rendered: ${reply.error}`);
        if (job.stream) job.stream.destroy(err);
        else job.failed(err);
      }
    });
    const fail = (err: Error) => {
      if (this.threads[slot] === thread) this.threads[slot] = null;
      for (const job of thread.jobs.values()) {
        this.finished(job, 'error');
        if (job.stream) job.stream.destroy(err);
        else job.failed(err);
      }
      thread.jobs.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the PDF renderer's worker thread stopped (exit code ${code})`)));
    this.threads[slot] = thread;
    return thread;
  }
}
