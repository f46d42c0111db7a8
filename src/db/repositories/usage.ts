import type { QuotaPeriod } from '../../domain/usage/periods.ts';
import type { Queryable } from '../database.ts';

/** One quota counter: a key's period kind and the start of the period (D-35). */
export interface QuotaCounter {
  keyId: number;
  period: QuotaPeriod;
  periodStart: Date;
}

/**
 * Counts one request against a quota, atomically, unless the period's count has reached `limit`.
 * Returns the count after this request, or null when the quota was already used up (nothing counted).
 * One statement: concurrent requests on several instances serialise on the counter's row.
 */
export async function consumeQuota(db: Queryable, counter: QuotaCounter, limit: number): Promise<number | null> {
  const rows = await db.query<{ used: number }>(
    `insert into data_key_quota_usage as q (data_key_id, period, period_start, used)
       select $1, $2, $3, 1 where $4::bigint > 0
     on conflict (data_key_id, period, period_start)
       do update set used = q.used + 1 where q.used < $4::bigint
     returning used`,
    [counter.keyId, counter.period, counter.periodStart, limit],
  );
  return rows[0]?.used ?? null;
}

/** The count of a quota period so far (0 when nothing was counted). */
export async function quotaUsed(db: Queryable, counter: QuotaCounter): Promise<number> {
  const rows = await db.query<{ used: number }>(
    'select used from data_key_quota_usage where data_key_id = $1 and period = $2 and period_start = $3',
    [counter.keyId, counter.period, counter.periodStart],
  );
  return rows[0]?.used ?? 0;
}

/** Adds counts to several quota counters in one statement (the Redis store's write-behind). */
export async function addQuotaUsage(db: Queryable, rows: readonly (QuotaCounter & { count: number })[]) {
  if (rows.length === 0) return;
  await db.query(
    `insert into data_key_quota_usage as q (data_key_id, period, period_start, used)
       select * from unnest($1::bigint[], $2::text[], $3::timestamptz[], $4::bigint[])
     on conflict (data_key_id, period, period_start) do update set used = q.used + excluded.used`,
    [
      rows.map((r) => r.keyId),
      rows.map((r) => r.period),
      rows.map((r) => r.periodStart.toISOString()),
      rows.map((r) => r.count),
    ],
  );
}

/** Adds metered requests per key and UTC day in one statement (D-16). */
export async function addMeteredUsage(db: Queryable, rows: readonly { keyId: number; day: string; count: number }[]) {
  if (rows.length === 0) return;
  await db.query(
    `insert into data_key_usage as u (data_key_id, day, request_count)
       select * from unnest($1::bigint[], $2::date[], $3::bigint[])
     on conflict (data_key_id, day) do update set request_count = u.request_count + excluded.request_count`,
    [rows.map((r) => r.keyId), rows.map((r) => r.day), rows.map((r) => r.count)],
  );
}

/** Metered requests of a key per UTC day (D-16). */
export function usageByDay(db: Queryable, id: number): Promise<{ day: string; request_count: number }[]> {
  return db.query<{ day: string; request_count: number }>(
    'select day, request_count from data_key_usage where data_key_id = $1 order by day',
    [id],
  );
}
