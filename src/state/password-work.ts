import { availableParallelism } from 'node:os';
import { TooManyRequestsError } from '../domain/errors.ts';
import { hashPassword, verifyPassword } from '../domain/passwords.ts';

/**
 * Work that runs a bounded number at a time, served fairly by key: each key has its own line, and a
 * free slot goes to the line whose key was served longest ago, so that a key arriving behind another
 * key's many waiting jobs waits only for a job already running. A key with `perKey` jobs waiting or
 * running gets no more (TooManyRequests).
 */
export class FairQueue {
  private running = 0;
  /** Waiting jobs by key. */
  private readonly lines = new Map<string, (() => void)[]>();
  /** When each key with jobs waiting or running last started one (a count of starts). */
  private readonly lastTurn = new Map<string, number>();
  private turns = 0;
  private readonly perKeyCount = new Map<string, number>();
  private readonly concurrency: number;
  private readonly perKey: number;
  private readonly busy: string;

  constructor(options: { concurrency: number; perKey: number; busy: string }) {
    this.concurrency = options.concurrency;
    this.perKey = options.perKey;
    this.busy = options.busy;
  }

  run<T>(key: string, job: () => Promise<T>): Promise<T> {
    const count = this.perKeyCount.get(key) ?? 0;
    if (count >= this.perKey) {
      return Promise.reject(TooManyRequestsError.throttled(this.busy, 1000));
    }
    this.perKeyCount.set(key, count + 1);
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        this.running += 1;
        job()
          .then(resolve, reject)
          .finally(() => {
            this.running -= 1;
            const left = this.perKeyCount.get(key)! - 1;
            if (left === 0) {
              this.perKeyCount.delete(key);
              this.lastTurn.delete(key);
            }
            else this.perKeyCount.set(key, left);
            this.next();
          });
      };
      const line = this.lines.get(key);
      if (line) line.push(start);
      else this.lines.set(key, [start]);
      this.next();
    });
  }

  /** Jobs waiting or running, for tests and diagnostics. */
  get size(): number {
    let waiting = 0;
    for (const line of this.lines.values()) waiting += line.length;
    return waiting + this.running;
  }

  private next(): void {
    while (this.running < this.concurrency && this.lines.size > 0) {
      // The turn goes to the line whose key started a job longest ago (a key new to the queue first).
      let chosen: string | null = null;
      let oldest = Infinity;
      for (const key of this.lines.keys()) {
        const turn = this.lastTurn.get(key) ?? -1;
        if (turn < oldest) {
          oldest = turn;
          chosen = key;
        }
      }
      const line = this.lines.get(chosen!)!;
      const start = line.shift()!;
      if (line.length === 0) this.lines.delete(chosen!);
      this.lastTurn.set(chosen!, ++this.turns);
      start();
    }
  }
}

/**
 * Password hashing (scrypt, D-9) costs a quarter of a second of a core and 128 MiB on purpose; without a
 * bound, a few concurrent sign-ins would take every core and starve every other request. In this
 * process at most half the cores hash at once (at least one), clients take turns, and a client has at
 * most 4 hashes waiting or running. The client is whom the work is for: the sign-in's address, or the
 * operator.
 */
export const passwordWork = new FairQueue({
  concurrency: Math.max(1, Math.floor(availableParallelism() / 2)),
  perKey: 4,
  busy: 'Too many sign-ins in progress from this client; retry in a second',
});

export function hashPasswordFor(client: string, password: string): Promise<string> {
  return passwordWork.run(client, () => hashPassword(password));
}

export function verifyPasswordFor(client: string, password: string, stored: string): Promise<boolean> {
  return passwordWork.run(client, () => verifyPassword(password, stored));
}
