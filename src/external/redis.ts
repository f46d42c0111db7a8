import { Redis, type RedisOptions } from 'ioredis';
import CircuitBreaker from 'opossum';
import type { Logger } from 'pino';

/** Redis cannot take a command now: not connected, or not answering (the circuit is open). */
export class RedisUnavailableError extends Error {
  override name = 'RedisUnavailableError';
}

/** How long a command may wait for Redis's answer; Redis answers this service's commands in microseconds. */
export const COMMAND_TIMEOUT_MS = 500;

/** How long the circuit stays open before one command may try Redis again. */
export const RETRY_AFTER_HANG_MS = 1000;

/**
 * How the client behaves when Redis goes away mid-run: a request must fail at once rather than wait
 * for Redis to return, so that its caller can answer 503 (a Data API plan) or fall back (the rate
 * limit per credential). Without a connection a command is refused at once (no offline queue); a
 * command in flight when the connection drops is refused when it drops (no retry: it is not resent
 * after reconnecting, where it would count a request that was already answered); and one that gets no
 * answer from a Redis that went silent is refused by the breaker's deadline (COMMAND_TIMEOUT_MS, see
 * `answeredInTime`), the client's own `commandTimeout` being a backstop that drops it from the
 * client's queue a while later. The client connects and reconnects by itself, at most a second apart,
 * and resubscribes its subscriptions.
 */
export const REDIS_CLIENT_OPTIONS = {
  lazyConnect: true,
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  autoResendUnfulfilledCommands: false,
  commandTimeout: COMMAND_TIMEOUT_MS * 4,
  connectTimeout: 5000,
  retryStrategy: (attempt: number) => Math.min(attempt * 100, 1000),
  // Commands sent in one tick travel in one write (the usage store's script runs once per Data API request).
  enableAutoPipelining: true,
} satisfies RedisOptions;

type Command = (client: Redis) => Promise<unknown>;

interface RedisOptionsOfService {
  log?: Logger | null;
  autoPipelining?: boolean;
}

/** A command that got no answer in time: from the breaker's deadline, or the client's commandTimeout. */
const isHang = (err: unknown) =>
  err instanceof Error && ((err as { code?: string }).code === 'ETIMEDOUT' || err.message === 'Command timed out');

/**
 * `answer`, or an ETIMEDOUT error once COMMAND_TIMEOUT_MS has passed without it. The deadline is judged
 * after the event loop's poll for I/O, not when its timer runs: a process that had no CPU for a while
 * (a busy machine, a long garbage collection) runs its due timers before it reads the sockets, and an
 * answer Redis sent in time would otherwise be taken for a hang and open the circuit for everyone.
 */
export function answeredInTime<T>(answer: Promise<T>, timeoutMs = COMMAND_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const timer = setTimeout(() => {
      // Timers run before the poll phase; setImmediate runs after it, in the same turn of the loop.
      setImmediate(() => {
        if (settled) return;
        settled = true;
        reject(Object.assign(new Error(`Redis did not answer within ${timeoutMs} ms`), { code: 'ETIMEDOUT' }));
      });
    }, timeoutMs);
    answer.then(
      (value) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(value);
      },
      (err: unknown) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        reject(err);
      },
    );
  });
}

/**
 * The service's Redis (REDIS_URL): an ioredis client that connects, and reconnects, by itself, whether
 * or not Redis is there at start; and the one circuit breaker (opossum) that every command on a
 * request's path passes through (`run`).
 *
 * A Redis that is gone refuses commands at once (the client knows it is not connected). A Redis that
 * hangs (the process stopped, a network that drops packets) keeps the connection open and answers
 * nothing: the first command that waits COMMAND_TIMEOUT_MS in vain opens the circuit, and then every
 * command is refused at once, so that no request waits for Redis. RETRY_AFTER_HANG_MS later one command
 * is let through: if it is answered the circuit closes, else it stays open for another while. Errors
 * Redis answers with (and a connection dropped under a command) fail fast by themselves and do not open
 * the circuit; a new connection closes it, since Redis answered its ready check.
 *
 * The breaker times each command from the moment it is asked for (answeredInTime): the client's own
 * commandTimeout starts only when a command is written, which auto-pipelining delays until the previous
 * pipeline has its answer (or its timeout), so that behind a silent Redis commands would wait twice as
 * long or more.
 */
export class RedisConnection {
  readonly client: Redis;
  private readonly breaker: CircuitBreaker<[Command], unknown>;
  private readonly log: Logger | null;
  /** When Redis stopped answering (performance.now()), or null. */
  private hungSince: number | null = null;

  /**
   * `autoPipelining: false` when tracing: a pipeline is written from the context of the first command of
   * its tick, so every command in it would be traced under that one request (src/external/tracing.ts).
   */
  constructor(url: string, options: RedisOptionsOfService = {}) {
    this.log = options.log ?? null;
    this.client = new Redis(url, { ...REDIS_CLIENT_OPTIONS, enableAutoPipelining: options.autoPipelining ?? true });
    // Errors of a connection in use surface on the commands that fail; the client reconnects by itself.
    this.client.on('error', () => {});
    // The deadline is answeredInTime's rather than the breaker's own timer (see there).
    this.breaker = new CircuitBreaker((command: Command) => answeredInTime(command(this.client)), {
      timeout: false,
      resetTimeout: RETRY_AFTER_HANG_MS,
      // Only a command that timed out counts, and one is enough: Redis is hanging, not busy.
      errorFilter: (err: unknown) => !isHang(err),
      errorThresholdPercentage: 0,
      enableSnapshots: false,
      rollingPercentilesEnabled: false,
    });
    this.breaker.on('open', () => this.opened());
    this.breaker.on('close', () => this.closed());
    this.client.on('ready', () => this.breaker.close());
  }

  /**
   * Connects now; resolves once connected, or rejects with RedisUnavailableError after the first attempt
   * fails (or `timeoutMs` passes), while the client goes on trying by itself.
   */
  async connect(timeoutMs = REDIS_CLIENT_OPTIONS.connectTimeout): Promise<void> {
    const connecting = this.client.connect();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      await Promise.race([connecting, late]);
    } catch (err) {
      connecting.catch(() => {});
      this.client.once('ready', () => this.log?.info('Redis is connected (it was not when the service started)'));
      throw new RedisUnavailableError(`cannot connect to REDIS_URL: ${(err as Error).message}`);
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Runs `command` on the client unless Redis cannot take it now: refused at once with
   * RedisUnavailableError while not connected or while the circuit is open.
   */
  run<T>(command: (client: Redis) => Promise<T>): Promise<T> {
    if (this.client.status !== 'ready') {
      return Promise.reject(new RedisUnavailableError(`Redis is not connected (${this.client.status})`));
    }
    return (this.breaker.fire(command) as Promise<T>).catch((err: unknown) => {
      if (isHang(err)) throw new RedisUnavailableError(`Redis did not answer within ${COMMAND_TIMEOUT_MS} ms`);
      // The circuit is open (or the breaker shut down): refused without asking Redis.
      if (CircuitBreaker.isOurError(err as Error)) {
        throw new RedisUnavailableError(`Redis does not answer: commands are refused at once, and one is tried every ${RETRY_AFTER_HANG_MS} ms`);
      }
      throw err;
    });
  }

  /** Whether a command would be sent now: connected, and the circuit not open. */
  get available(): boolean {
    return this.client.status === 'ready' && !this.breaker.opened;
  }

  /** A connection of its own for subscriptions (a subscribed connection takes no other command), not yet connected. */
  subscriber(): Redis {
    return this.client.duplicate();
  }

  disconnect(): void {
    this.breaker.shutdown();
    this.client.disconnect();
  }

  private opened(): void {
    if (this.hungSince !== null) return;
    this.hungSince = performance.now();
    this.log?.warn(
      { commandTimeoutMs: COMMAND_TIMEOUT_MS, retryMs: RETRY_AFTER_HANG_MS },
      'Redis does not answer (connected, but silent): commands are refused at once (circuit open) and tried again every second',
    );
  }

  private closed(): void {
    if (this.hungSince === null) return;
    this.log?.info({ silentMs: Math.round(performance.now() - this.hungSince) }, 'Redis answers again: circuit closed');
    this.hungSince = null;
  }
}

/** A connected RedisConnection for `url` (tests, tools), or RedisUnavailableError. */
export async function openRedis(url: string, options: RedisOptionsOfService = {}): Promise<RedisConnection> {
  const redis = new RedisConnection(url, options);
  try {
    await redis.connect();
    return redis;
  } catch (err) {
    redis.disconnect();
    throw err;
  }
}
