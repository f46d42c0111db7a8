import type { Logger } from 'pino';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../domain/clock.ts';
import { type ClaimedDelivery, claimDueDeliveries, recordAttempt } from '../../db/repositories/webhooks.ts';
import { disableReason, nextAttemptAt, retryAfterMs } from '../../domain/webhooks/schedule.ts';
import { openSecret } from '../../domain/webhooks/secret-box.ts';
import { signatureHeaders } from '../../domain/webhooks/signature.ts';
import { type AttemptResult, checkWebhookUrl, deliver, type Resolve } from '../../external/webhook-http.ts';
import type { InstallationSecrets } from '../credentials/installation-secrets.ts';
import type { Metrics } from '../metrics.ts';

/** The longest one attempt may take, from DNS to the answer's first kilobyte (D-61). */
export const ATTEMPT_TIMEOUT_MS = 10_000;
/**
 * How long a claimed delivery stays the claiming worker's: well past an attempt's timeout, so that only
 * an instance that died mid-attempt lets it go to another, never a slow one still waiting for its answer.
 */
const LEASE_MS = ATTEMPT_TIMEOUT_MS + 20_000;
/**
 * Attempts under way at once in one worker. A slot is refilled as soon as its attempt is recorded, so
 * that a slow receiver (up to the attempt's timeout) holds one slot rather than every other delivery.
 * An attempt's time is mostly waiting (the receiver, the turn on the database), so the window bounds
 * the rate: on embedded PGlite, whose one thread is busy with the writes themselves, 16 fall behind a
 * burst of 70 writes a second and 32 keep up (bench:webhooks). One endpoint has at most half of it
 * (ATTEMPTS_PER_ENDPOINT), so a burst to one endpoint keeps up and one that hangs leaves the other half.
 */
export const CONCURRENCY = 64;

export interface WebhookWorkerOptions {
  db: Database;
  log: Logger;
  metrics: Metrics;
  allowedHosts: ReadonlySet<string>;
  /** Holds the key that opens the endpoints' signing secrets. */
  secrets: InstallationSecrets;
  /** The process's clock; tests move it on to play a retry schedule of hours in a moment. */
  clock: Clock;
  /** How host names are resolved (tests answer for names they invent). */
  resolve?: Resolve;
  /** How often a worker looks for deliveries falling due, besides the notifications of new ones. */
  pollMs?: number;
  timeoutMs?: number;
}

/**
 * Delivers the outbox (D-61) from every instance that serves the Platform. A transaction that queues
 * deliveries notifies at its commit, which wakes every instance's worker; each also looks every
 * `pollMs` for retries falling due and for a notification missed (the listening connection was down).
 * Workers claim with `for update skip locked` and a lease, so a delivery is attempted by one worker at a
 * time across the fleet; each attempt is recorded with what follows from it (the next attempt, or the
 * endpoint disabled) in one transaction. An instance killed mid-attempt leaves its claims leased: another
 * worker takes them when the lease ends, and the receiver may then see the delivery twice, with the
 * same webhook-id (at least once).
 */
export class WebhookWorker {
  private readonly clock: Clock;
  private timer: NodeJS.Timeout | null = null;
  private unlisten: (() => Promise<void>) | null = null;
  private running: Promise<void> | null = null;
  /** The attempts under way, each until it is recorded. */
  private readonly inFlight = new Set<Promise<void>>();
  private again = false;
  private stopped = true;

  private readonly options: WebhookWorkerOptions;

  constructor(options: WebhookWorkerOptions) {
    this.options = options;
    this.clock = options.clock;
  }

  /** A URL's rules at creation (D-61), by the same hosts allowed and resolver as its deliveries. */
  checkUrl(url: string) {
    return checkWebhookUrl(url, { allowedHosts: this.options.allowedHosts, ...(this.options.resolve ? { resolve: this.options.resolve } : {}) });
  }

  /** Starts listening and looking; deliveries already due (queued before a restart) go at once. */
  async start(): Promise<void> {
    if (!this.stopped) return;
    this.stopped = false;
    this.unlisten = await this.options.db.listen('webhook_deliveries', {
      onNotification: () => this.wake(),
      onLost: () => {},
      onRestored: () => this.wake(),
    });
    this.timer = setInterval(() => this.wake(), this.options.pollMs ?? 1_000);
    this.timer.unref();
    this.wake();
  }

  /** Runs a round now (or right after the one under way). */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.rounds().finally(() => {
      this.running = null;
    });
  }

  /** Until nothing is due and every attempt is recorded. Resolves when idle (tests wait on it). */
  async idle(): Promise<void> {
    while (this.running || this.inFlight.size > 0) await Promise.all([this.running, ...this.inFlight]);
  }

  /** Claims due deliveries into the free slots, and starts their attempts, until none is due. */
  private async rounds(): Promise<void> {
    do {
      this.again = false;
      try {
        while (!this.stopped) {
          if (this.inFlight.size >= CONCURRENCY) {
            await Promise.race(this.inFlight);
            continue;
          }
          const now = this.clock.now();
          const claimed = await claimDueDeliveries(this.options.db, now, new Date(now.getTime() + LEASE_MS), CONCURRENCY - this.inFlight.size);
          if (claimed.length === 0) break;
          for (const delivery of claimed) this.begin(delivery);
        }
      } catch (err) {
        // The database is away: the claims made stay leased and go again after their lease.
        this.options.log.warn({ reason: (err as Error).message }, 'webhook deliveries could not be claimed; retrying');
      }
    } while (this.again && !this.stopped);
  }

  /**
   * Runs one attempt in a slot; an attempt that cannot be recorded stays leased and goes again after its
   * lease. Its end looks again at once: a claim gives each endpoint at most its share of attempts under
   * way (ATTEMPTS_PER_ENDPOINT), so deliveries held back by that share are due the moment one ends, and
   * waiting for the next notification or look would cut a burst to one endpoint to a share a second.
   * Ends during a round coalesce into one more round.
   */
  private begin(delivery: ClaimedDelivery): void {
    const attempt: Promise<void> = this.attempt(delivery)
      .catch((err: unknown) => {
        this.options.log.warn({ deliveryId: delivery.id, reason: (err as Error).message }, 'a webhook attempt could not be recorded; retrying after its lease');
      })
      .finally(() => {
        this.inFlight.delete(attempt);
        this.wake();
      });
    this.inFlight.add(attempt);
  }

  private async attempt(delivery: ClaimedDelivery): Promise<void> {
    const started = this.clock.now();
    const result = await this.send(delivery, started);
    this.options.metrics.webhookAttempts.inc({ outcome: result.outcome });
    const attempts = delivery.attempts + 1;
    const delivered = result.outcome === 'delivered';
    const after = this.clock.now();
    const disable = delivered
      ? null
      : disableReason({ status: result.status, failingSince: delivery.failing_since ? new Date(delivery.failing_since) : null, now: after });
    const next = delivered || disable
      ? null
      : nextAttemptAt({ attemptsMade: attempts, now: after, retryAfterMs: result.status === null ? null : retryAfterMs(result.status, result.retryAfter, after) });
    await this.options.db.transaction((tx) =>
      recordAttempt(
        tx,
        { id: delivery.id, endpointId: delivery.endpoint_id },
        { attemptedAt: started, durationMs: result.durationMs, status: result.status, outcome: result.outcome, excerpt: result.excerpt, error: result.error },
        { delivered, nextAttemptAt: next, disable },
      ),
    );
    if (disable) this.options.log.warn({ endpointId: delivery.endpoint_id, reason: disable }, 'webhook endpoint disabled');
  }

  /** One signed POST of the delivery's body; a secret that does not open is an attempt refused. */
  private async send(delivery: ClaimedDelivery, now: Date): Promise<AttemptResult> {
    let secrets: string[];
    try {
      const key = await this.options.secrets.webhookKey();
      secrets = [openSecret(key, delivery.secret, delivery.environment_id)];
      const overlap = delivery.previous_secret_expires_at ? Date.parse(delivery.previous_secret_expires_at) : 0;
      if (delivery.previous_secret && overlap > now.getTime()) secrets.push(openSecret(key, delivery.previous_secret, delivery.environment_id));
    } catch {
      return {
        outcome: 'refused',
        status: null,
        durationMs: 0,
        excerpt: '',
        retryAfter: null,
        error: 'the signing secret cannot be opened with this instance’s WEBHOOK_SECRET_KEY',
      };
    }
    const headers = signatureHeaders({ id: delivery.message_id, timestampSeconds: Math.floor(now.getTime() / 1000), body: delivery.payload, secrets });
    return deliver({
      url: delivery.url,
      body: delivery.payload,
      headers: { ...headers, 'user-agent': 'project-cost-analytics-webhooks/1' },
      timeoutMs: this.options.timeoutMs ?? ATTEMPT_TIMEOUT_MS,
      allowedHosts: this.options.allowedHosts,
      ...(this.options.resolve ? { resolve: this.options.resolve } : {}),
    });
  }

  /**
   * Stops looking and waits for the attempts under way: each finishes (within its timeout) and is
   * recorded, so a graceful stop leaves no delivery leased.
   */
  async close(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.unlisten?.().catch(() => {});
    this.unlisten = null;
    await this.idle();
  }
}
