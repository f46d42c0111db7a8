import type { Logger } from 'pino';
import type { Database } from '../../db/database.ts';
import type { RedisConnection } from '../../external/redis.ts';
import { quotaUsed } from '../../db/repositories/usage.ts';
import { ServiceUnavailableError } from '../../domain/errors.ts';
import type { ThrottlePlan } from '../../domain/usage/gcra.ts';
import type { UsageLedger } from './ledger.ts';
import { LocalThrottle } from './local-throttle.ts';
import { type AdmitRequest, type Decision, type QuotaState, quotaCounter, type ThrottleState, type UsageStore } from './store.ts';

/**
 * One round trip per request: throttle (the bucket of domain/usage/gcra.ts, on Redis's own clock so that
 * every instance agrees) and then quota, in one script, which Redis runs atomically. A quota counter
 * missing from Redis (a new period, or Redis restarted) is seeded from the database; the script asks
 * for the seed before it changes anything.
 *
 * KEYS[1] throttle bucket (a hash: l = tokens in use, t = that instant in µs), KEYS[2] quota count.
 * ARGV: rate per second (0: no throttle), burst, quota limit (-1: no quota), quota key TTL in ms,
 * seed ('' when not known), counts (1 or 0), spend ('0': only say whether a request would pass; absent: spend).
 * Returns {outcome, tokens remaining or retry ms, quota used (-1: no quota)}.
 */
const ADMIT_SCRIPT = `
local rate = tonumber(ARGV[1])
local burst = tonumber(ARGV[2])
local limit = tonumber(ARGV[3])
local used = -1
if limit >= 0 then
  local stored = redis.call('GET', KEYS[2])
  if not stored then
    if ARGV[5] == '' then return {'seed', '0', '0'} end
    redis.call('SET', KEYS[2], ARGV[5], 'PX', ARGV[4], 'NX')
    stored = redis.call('GET', KEYS[2])
  end
  used = tonumber(stored)
end
local remaining = -1
if rate > 0 then
  -- Microseconds since 1970 are below 2^53: exact in a Lua number, as are their differences.
  local t = redis.call('TIME')
  local now = tonumber(t[1]) * 1000000 + tonumber(t[2])
  local bucket = redis.call('HMGET', KEYS[1], 'l', 't')
  local level = tonumber(bucket[1]) or 0
  local at = tonumber(bucket[2]) or now
  if now > at then
    level = level - (now - at) * rate / 1000000
    if level < 0 then level = 0 end
    at = now
  end
  level = level + 1
  if level > burst + 1e-9 then
    return {'throttled', string.format('%.17g', (level - burst) * 1000 / rate), tostring(used)}
  end
  if ARGV[7] ~= '0' then
    redis.call('HSET', KEYS[1], 'l', string.format('%.17g', level), 't', string.format('%.17g', at))
    -- Kept until it has drained (capped for absurdly slow rates, so that the number stays an integer).
    redis.call('PEXPIRE', KEYS[1], string.format('%.17g', math.min(math.ceil(level * 1000 / rate) + 1000, 1e15)))
  end
  remaining = math.floor(burst - level + 1e-9)
end
if limit >= 0 and ARGV[6] == '1' then
  if used >= limit then return {'quota-exceeded', tostring(remaining), tostring(used)} end
  used = redis.call('INCR', KEYS[2])
end
return {'admitted', tostring(remaining), tostring(used)}
`;

type AdmitReply = [outcome: string, value: string, used: string];

interface AdmitCommand {
  pcasAdmit(throttleKey: string, quotaKey: string, ...args: (string | number)[]): Promise<AdmitReply>;
}

const DAY_MS = 86_400_000;

/** What a request waits before retrying while Redis is away: the client reconnects, and a hang is retried, at least every second. */
const RETRY_AFTER_SECONDS = 2;

/**
 * Whether Redis answered the last command this store sent: an outage is logged once when a command
 * first fails, and once when one succeeds again, however many requests meet it.
 */
class RedisOutage {
  /** When the outage began (performance.now()), or null. */
  private since: number | null = null;
  private readonly log: Logger | null;
  constructor(log: Logger | null) {
    this.log = log;
  }

  began(reason: string): void {
    if (this.since !== null) return;
    this.since = performance.now();
    this.log?.warn(
      { reason },
      'Redis is not reachable: Data API keys with a usage plan are refused with 503 until it returns (keys without a plan are served); ' +
        'the Platform and operator rate limits fall back to a limit per instance, in this process',
    );
  }

  ended(): void {
    if (this.since === null) return;
    this.log?.info({ outageMs: Math.round(performance.now() - this.since) }, 'Redis is reachable again: usage plans and rate limits are shared in Redis again');
    this.since = null;
  }
}

/**
 * Throttle and quota in Redis (D-4, D-34, D-35). While Redis does not answer, a Data API request
 * whose key has a plan is refused with ServiceUnavailableError (quota is billed: fail closed, never
 * unmetered, and nothing is counted), and the rate limit per credential falls back to this process's
 * own buckets (the Platform keeps serving people). Both return to Redis as soon as it answers again.
 */
export class RedisUsageStore implements UsageStore {
  readonly kind = 'redis';
  private readonly redis: RedisConnection;
  private readonly db: Database;
  private readonly ledger: UsageLedger;
  private readonly prefix: string;
  private readonly outage: RedisOutage;
  /** The rate limit per credential while Redis is away. */
  private readonly local = new LocalThrottle();

  constructor(redis: RedisConnection, db: Database, ledger: UsageLedger, prefix = 'pcas', log: Logger | null = null) {
    redis.client.defineCommand('pcasAdmit', { numberOfKeys: 2, lua: ADMIT_SCRIPT });
    this.redis = redis;
    this.db = db;
    this.ledger = ledger;
    this.prefix = prefix;
    this.outage = new RedisOutage(log);
  }

  /**
   * Runs the admit script, or returns null when Redis does not answer: not connected or not answering
   * (refused at once, external/redis.ts), or the command failed or timed out.
   */
  private async script(throttleKey: string, quotaKey: string, args: (string | number)[]): Promise<AdmitReply | null> {
    try {
      const reply = await this.redis.run((client) => (client as typeof client & AdmitCommand).pcasAdmit(throttleKey, quotaKey, ...args));
      this.outage.ended();
      return reply;
    } catch (err) {
      this.outage.began((err as Error).message);
      return null;
    }
  }

  async admit(request: AdmitRequest): Promise<Decision> {
    if (!request.throttle && !request.quota) {
      // Nothing to share with other instances: metering is written behind from here.
      if (request.counts) this.ledger.meter(request.keyId, request.now);
      return { outcome: 'admitted', throttle: null, quota: null };
    }
    // The hash tag keeps a key's counters in one cluster slot, as a script touching both needs.
    const base = `${this.prefix}:{dk:${request.keyId}}`;
    const window = request.quota ? quotaCounter(request) : null;
    const quotaKey = window
      ? `${base}:q:${window.counter.period}:${window.counter.periodStart.getTime()}`
      : `${base}:q:none`;
    const ttl = window ? window.resetsAt.getTime() - request.now.getTime() + DAY_MS : 0;
    const args = (seed: string) => [
      request.throttle?.rate_limit_per_second ?? 0,
      request.throttle?.burst_limit ?? 0,
      request.quota?.limit ?? -1,
      Math.max(1, Math.ceil(ttl)),
      seed,
      request.counts ? 1 : 0,
    ];
    const bucketKey = `${base}:tb`;
    let reply = await this.script(bucketKey, quotaKey, args(''));
    if (reply?.[0] === 'seed' && window) {
      // Missing from Redis (a new period, or a Redis that restarted empty): everything counted so far is
      // in the database or in this instance's ledger, waiting to be written.
      const counter = window.counter;
      const seed = await this.ledger.quotaSeed(counter, () => quotaUsed(this.db, counter));
      reply = await this.script(bucketKey, quotaKey, args(String(seed)));
    }
    if (!reply) {
      throw new ServiceUnavailableError(
        'The usage plan of this API key cannot be checked at the moment; nothing was counted: retry shortly',
        RETRY_AFTER_SECONDS,
      );
    }
    const [outcome, value, usedText] = reply;
    const throttled = outcome === 'throttled';
    const throttle: ThrottleState | null = request.throttle
      ? {
          limit: request.throttle.rate_limit_per_second,
          remaining: throttled ? 0 : Number(value),
          retryAfterMs: throttled ? Number(value) : 0,
        }
      : null;
    const quota: QuotaState | null =
      request.quota && window
        ? { limit: request.quota.limit, used: Number(usedText), period: request.quota.period, resetsAt: window.resetsAt }
        : null;
    if (outcome === 'admitted' && request.counts) {
      this.ledger.meter(request.keyId, request.now);
      if (window) this.ledger.countQuota(window.counter);
    }
    return { outcome: outcome as Decision['outcome'], throttle, quota };
  }

  async throttle(subject: string, plan: ThrottlePlan, now: Date, options: { spend?: boolean } = {}) {
    const base = `${this.prefix}:{pl:${subject}}`;
    const spend = options.spend === false ? 0 : 1;
    const reply = await this.script(`${base}:tb`, `${base}:q:none`, [plan.rate_limit_per_second, plan.burst_limit, -1, 1, '', 0, spend]);
    if (!reply) return this.local.take(subject, plan, now, spend === 1);
    const [outcome, value] = reply;
    const allowed = outcome === 'admitted';
    return {
      allowed,
      limit: plan.rate_limit_per_second,
      remaining: allowed ? Number(value) : 0,
      retryAfterMs: allowed ? 0 : Number(value),
    };
  }

  flush(): Promise<void> {
    return this.ledger.flush();
  }

  close(): Promise<void> {
    return this.ledger.close();
  }
}
