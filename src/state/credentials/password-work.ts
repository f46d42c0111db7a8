import { availableParallelism } from 'node:os';
import type { Clock } from '../../domain/clock.ts';
import { TooManyRequestsError } from '../../domain/errors.ts';
import { DEFAULT_HASH_COST, decoyHash, hashPassword, verifyPassword } from '../../domain/passwords.ts';
import { BoundedMap } from '../cache/bounded-map.ts';

/** How long a key's failures weigh on its place in the queue (as long as sign-in failures count per email). */
const FAILURE_MEMORY_MS = 15 * 60 * 1000;
const KEYS_REMEMBERED = 10_000;

/**
 * Work that runs a bounded number at a time, served fairly by key: each key has its own line, and a
 * free slot goes to the line whose key has failed least lately (see `failed`), and among those to the
 * one served longest ago (a key new to the queue first). A legitimate client, which does not fail,
 * therefore waits only for the jobs already running, however many other clients keep failing; clients
 * that fail alike take turns. A key with `perKey` jobs waiting or running gets no more (TooManyRequests).
 */
export class FairQueue {
  private running = 0;
  /** Waiting jobs by key. */
  private readonly lines = new Map<string, (() => void)[]>();
  /** When each key last started a job (a count of starts). */
  private readonly lastTurn = new BoundedMap<string, number>(KEYS_REMEMBERED);
  /** Each key's failures within FAILURE_MEMORY_MS of the last one. */
  private readonly failures = new BoundedMap<string, number>(KEYS_REMEMBERED);
  private turns = 0;
  private readonly perKeyCount = new Map<string, number>();
  private readonly concurrency: number;
  private readonly perKey: number;
  private readonly busy: string;
  private readonly clock: Clock;

  constructor(options: { concurrency: number; perKey: number; busy: string; clock: Clock }) {
    this.concurrency = options.concurrency;
    this.perKey = options.perKey;
    this.busy = options.busy;
    this.clock = options.clock;
  }

  /** Records that a job of `key` failed (a wrong password): its next jobs yield to keys that fail less. */
  failed(key: string): void {
    const now = this.clock.ms();
    this.failures.set(key, (this.failures.get(key, now) ?? 0) + 1, now + FAILURE_MEMORY_MS);
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
            if (left === 0) this.perKeyCount.delete(key);
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
      // The turn goes to the line of the key with the fewest recent failures, then served longest ago.
      let chosen: string | null = null;
      let best = [Infinity, Infinity];
      const now = this.clock.ms();
      for (const key of this.lines.keys()) {
        const rank = [this.failures.get(key, now) ?? 0, this.lastTurn.get(key, now) ?? -1];
        if (rank[0]! < best[0]! || (rank[0] === best[0] && rank[1]! < best[1]!)) {
          best = rank;
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
 * process at most half the cores hash at once (at least one); clients that keep giving wrong passwords
 * wait behind those that do not, others take turns; a client has at most 4 hashes waiting or running.
 * The client is whom the work is for: the sign-in's address, or the operator. One per process (AppContext).
 */
export class PasswordWork {
  private readonly queue: FairQueue;

  /** What an unknown email's sign-in checks, at the cost of a real one. */
  readonly decoy: string;

  private readonly cost: number;

  /** `cost`: scrypt's log2(N) for new hashes (PASSWORD_HASH_COST); `clock`: the process's, which times a client's failures. */
  constructor(clock: Clock, cost = DEFAULT_HASH_COST) {
    this.queue = new FairQueue({
      concurrency: Math.max(1, Math.floor(availableParallelism() / 2)),
      perKey: 4,
      busy: 'Too many sign-ins in progress from this client',
      clock,
    });
    this.cost = cost;
    this.decoy = decoyHash(cost);
  }

  hash(client: string, password: string): Promise<string> {
    return this.queue.run(client, () => hashPassword(password, this.cost));
  }

  /** Whether the password is the stored one; a wrong one counts against the client's place in the queue. */
  async verify(client: string, password: string, stored: string): Promise<boolean> {
    const valid = await this.queue.run(client, () => verifyPassword(password, stored).catch(() => false));
    if (!valid) this.queue.failed(client);
    return valid;
  }
}
