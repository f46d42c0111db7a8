import type { DataKeyPlan } from '../../domain/data-keys.ts';
import type { QuotaCounter } from '../../db/repositories/usage.ts';
import type { ThrottlePlan } from '../../domain/usage/gcra.ts';
import { periodWindow, type QuotaPeriod } from '../../domain/usage/periods.ts';

/** What one Data API request asks of its key's usage plan (D-33). */
export interface AdmitRequest {
  keyId: number;
  throttle: DataKeyPlan['throttle'];
  quota: DataKeyPlan['quota'];
  /** False for `/data/quota`: throttled like any route, but it never counts (D-33). */
  counts: boolean;
  now: Date;
}

export interface ThrottleState {
  limit: number;
  /** Whole tokens left after this request (D-34). */
  remaining: number;
  /** Exact wait in ms until a request would pass; 0 when admitted. */
  retryAfterMs: number;
}

export interface QuotaState {
  limit: number;
  used: number;
  period: QuotaPeriod;
  resetsAt: Date;
}

/**
 * The outcome, in the order of D-33: throttled first, then quota; `admitted` counted one unit when
 * `counts` was set. Each state is present when the key has that plan.
 */
export interface Decision {
  outcome: 'admitted' | 'throttled' | 'quota-exceeded';
  throttle: ThrottleState | null;
  quota: QuotaState | null;
}

/**
 * Where throttle buckets and quota counts live. Two implementations: in process (the embedded default)
 * and Redis (REDIS_URL), each exact under any concurrency on what it serves (D-4, D-34, D-35).
 */
export interface UsageStore {
  readonly kind: 'memory' | 'redis';
  /** Throttles, then checks and counts quota, in one atomic step per store. */
  admit(request: AdmitRequest): Promise<Decision>;
  /**
   * The same throttle for another kind of caller, named by `subject` (the Platform API's limit per
   * credential, D-31): buckets apart from Data API keys', no quota, nothing metered.
   */
  throttle(
    subject: string,
    plan: ThrottlePlan,
    now: Date,
    options?: {
      /** False: only say whether a request would pass, spending nothing (a limit on failures looks first). */
      spend?: boolean;
    },
  ): Promise<ThrottleState & { allowed: boolean }>;
  /** Writes buffered counts to the database (quota persistence, metering). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

/** The counter of the request's current quota period, and when that period ends. */
export function quotaCounter(request: AdmitRequest): { counter: QuotaCounter; resetsAt: Date } {
  const quota = request.quota!;
  const window = periodWindow(quota.period, request.now);
  return {
    counter: { keyId: request.keyId, period: quota.period, periodStart: window.start },
    resetsAt: window.resetsAt,
  };
}
