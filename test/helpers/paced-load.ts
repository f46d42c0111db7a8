/**
 * Requests that arrive at a steady rate whatever the service does, as from many clients (an open loop:
 * a slow answer does not delay the next request), for the fault tests and bench:faults. Each answer is
 * kept with the moment its request was sent and how long it took, on the monotonic clock.
 */

export interface Answer {
  /** The request's number: the i-th sent, from 0. */
  i: number;
  /** Which of the load's kinds of request (as `send` names it). */
  kind: string;
  /** performance.now() when the request was sent. */
  sentAt: number;
  ms: number;
  /** The HTTP status, or 0 when the request failed without one (connection refused or reset). */
  status: number;
  retryAfter: string | null;
  /** The error of a request that got no answer. */
  error?: string;
}

export type Send = (i: number) => { kind: string; answer: Promise<{ status: number; retryAfter?: string | null }> };

export class PacedLoad {
  readonly answers: Answer[] = [];
  private readonly pending = new Set<Promise<void>>();
  private readonly timer: NodeJS.Timeout;
  private sent = 0;

  /** Starts sending `perSecond` requests a second, the i-th one made by `send(i)`. */
  constructor(perSecond: number, send: Send) {
    const started = performance.now();
    const tick = () => {
      // Catches up after a late tick, so that the rate holds on a busy machine.
      const due = Math.floor(((performance.now() - started) * perSecond) / 1000) + 1;
      while (this.sent < due) this.fire(send, this.sent++);
    };
    this.timer = setInterval(tick, Math.max(1, Math.floor(1000 / perSecond / 2)));
    tick();
  }

  /** How many requests have been sent so far. */
  get sentCount(): number {
    return this.sent;
  }

  private fire(send: Send, i: number): void {
    const sentAt = performance.now();
    const { kind, answer } = send(i);
    const done = answer.then(
      (res) => void this.answers.push({ i, kind, sentAt, ms: performance.now() - sentAt, status: res.status, retryAfter: res.retryAfter ?? null }),
      (err: Error) => void this.answers.push({ i, kind, sentAt, ms: performance.now() - sentAt, status: 0, retryAfter: null, error: err.message }),
    );
    this.pending.add(done);
    void done.finally(() => this.pending.delete(done));
  }

  /** Stops sending; resolves once every request sent has its answer, with all the answers in the order sent. */
  async stop(): Promise<Answer[]> {
    clearInterval(this.timer);
    await Promise.all([...this.pending]);
    return this.answers.sort((a, b) => a.sentAt - b.sentAt);
  }
}

/** The answers of requests sent from `from` (inclusive) to `to` (exclusive), of one kind or all. */
export function sentBetween(answers: Answer[], from: number, to: number, kind?: string): Answer[] {
  return answers.filter((a) => a.sentAt >= from && a.sentAt < to && (kind === undefined || a.kind === kind));
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export const slowest = (values: number[]) => (values.length === 0 ? Number.NaN : Math.max(...values));

/**
 * How long after `since` the service was back: the send time, relative to `since`, of the first request
 * from which on every answer sent later is `healthy`; null when the last answer is not.
 */
export function recoveredAfter(answers: Answer[], since: number, healthy: (a: Answer) => boolean): number | null {
  const after = answers.filter((a) => a.sentAt >= since);
  let first: Answer | null = null;
  for (const answer of after) {
    if (!healthy(answer)) first = null;
    else first ??= answer;
  }
  return first === null ? null : Math.max(0, first.sentAt - since);
}
