import { randomBytes } from 'node:crypto';
import type { Database } from '../../../src/db/database.ts';
import { usageByDay } from '../../../src/db/repositories/usage.ts';
import { createDataKey } from '../../../src/services/identity/data-keys.ts';
import { createEnvironment } from '../../../src/services/tenancy/tenancy.ts';
import type { AdmitRequest, Decision, UsageStore } from '../../../src/state/usage/index.ts';

export const REDIS_URL = process.env.TEST_REDIS_URL;
export const DATABASE_URL = process.env.TEST_DATABASE_URL;

/** A new Data API key row (its plan lives in each admit request, as the Data API passes it). */
export async function newKeyId(db: Database): Promise<number> {
  const environment = await createEnvironment(db, { name: `Usage ${randomBytes(3).toString('hex')}` });
  const key = await createDataKey(db, environment.id, { name: 'Usage test key' });
  return Number(key.id);
}

export type Plan = Partial<Pick<AdmitRequest, 'throttle' | 'quota'>>;

/** Admits one request; `now` defaults to the real clock (what the Data API passes). */
export function admit(
  store: UsageStore,
  keyId: number,
  plan: Plan,
  options: { counts?: boolean; now?: Date } = {},
): Promise<Decision> {
  return store.admit({
    keyId,
    throttle: plan.throttle ?? null,
    quota: plan.quota ?? null,
    counts: options.counts ?? true,
    now: options.now ?? new Date(),
  });
}

/** Metered requests per UTC day, as the operator's usage report reads them. */
export async function meteredDays(db: Database, keyId: number): Promise<Record<string, number>> {
  const rows = await usageByDay(db, keyId);
  return Object.fromEntries(rows.map((r) => [r.day, r.request_count]));
}

export async function storedQuotaUsed(db: Database, keyId: number): Promise<Record<string, number>> {
  const rows = await db.query<{ period: string; period_start: string; used: number }>(
    'select period, period_start, used from data_key_quota_usage where data_key_id = $1',
    [keyId],
  );
  return Object.fromEntries(rows.map((r) => [`${r.period} ${r.period_start}`, r.used]));
}

/** How many of each outcome, and the throttled decisions' waits. */
export function tally(decisions: readonly Decision[]) {
  const count = (outcome: Decision['outcome']) => decisions.filter((d) => d.outcome === outcome).length;
  return {
    admitted: count('admitted'),
    throttled: count('throttled'),
    quotaExceeded: count('quota-exceeded'),
    waits: decisions.filter((d) => d.outcome === 'throttled').map((d) => d.throttle!.retryAfterMs),
  };
}

/**
 * Fires `n` admits at once through `stores` in turn and measures the wall-clock span that contains
 * every decision: from before the first call to after the last answer.
 */
export async function burstOf(
  stores: readonly UsageStore[],
  n: number,
  keyId: number,
  plan: Plan,
): Promise<{ decisions: Decision[]; elapsedSeconds: number }> {
  const started = performance.now();
  const decisions = await Promise.all(
    Array.from({ length: n }, (_, i) => admit(stores[i % stores.length]!, keyId, plan)),
  );
  return { decisions, elapsedSeconds: (performance.now() - started) / 1000 };
}
