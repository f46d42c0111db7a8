import type { DataKeyPlan, DataKeyState } from '../../domain/data-keys.ts';
import type { Queryable } from '../database.ts';

export interface DataKeyRow {
  id: number;
  environment_id: number;
  name: string;
  key_prefix: string;
  scopes: string[];
  state: DataKeyState;
  throttle_rate_per_second: number | null;
  throttle_burst: number | null;
  quota_limit: number | null;
  quota_period: 'DAY' | 'WEEK' | 'MONTH' | null;
  expires_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = `id, environment_id, name, key_prefix, scopes, state, throttle_rate_per_second, throttle_burst,
  quota_limit, quota_period, expires_at, created_at, updated_at`;

export interface NewDataKey extends DataKeyPlan {
  name: string;
  hash: string;
  displayPrefix: string;
  scopes: string[];
  expiresAt: string | null;
}

export async function insertDataKey(
  db: Queryable,
  environmentId: number,
  key: NewDataKey,
): Promise<DataKeyRow> {
  const [row] = await db.query<DataKeyRow>(
    `insert into data_keys (environment_id, name, key_hash, key_prefix, scopes, throttle_rate_per_second,
       throttle_burst, quota_limit, quota_period, expires_at)
     values ($1, $2, $3, $4, $5::text[], $6, $7, $8, $9, $10)
     returning ${COLUMNS}`,
    [
      environmentId,
      key.name,
      key.hash,
      key.displayPrefix,
      key.scopes,
      key.throttle?.rate_limit_per_second ?? null,
      key.throttle?.burst_limit ?? null,
      key.quota?.limit ?? null,
      key.quota?.period ?? null,
      key.expiresAt,
    ],
  );
  return row!;
}

export function listDataKeys(db: Queryable, environmentId: number): Promise<DataKeyRow[]> {
  return db.query<DataKeyRow>(`select ${COLUMNS} from data_keys where environment_id = $1 order by id`, [
    environmentId,
  ]);
}

export async function getDataKey(db: Queryable, id: number, forUpdate = false): Promise<DataKeyRow | null> {
  const [row] = await db.query<DataKeyRow>(
    `select ${COLUMNS} from data_keys where id = $1${forUpdate ? ' for update' : ''}`,
    [id],
  );
  return row ?? null;
}

export async function findDataKeyByHash(db: Queryable, hash: string): Promise<DataKeyRow | null> {
  const [row] = await db.query<DataKeyRow>(`select ${COLUMNS} from data_keys where key_hash = $1`, [hash]);
  return row ?? null;
}

export interface DataKeyChanges {
  name?: string;
  scopes?: string[];
  throttle?: DataKeyPlan['throttle'];
  quota?: DataKeyPlan['quota'];
  expiresAt?: string | null;
  state?: DataKeyState;
}

/** Applies the given changes; a member left undefined keeps its value, null removes a plan or expiry. */
export async function updateDataKey(db: Queryable, id: number, changes: DataKeyChanges): Promise<DataKeyRow> {
  const sets: string[] = [];
  const params: unknown[] = [id];
  const set = (column: string, value: unknown, cast = '') => {
    params.push(value);
    sets.push(`${column} = $${params.length}${cast}`);
  };
  if (changes.name !== undefined) set('name', changes.name);
  if (changes.scopes !== undefined) set('scopes', changes.scopes, '::text[]');
  if (changes.throttle !== undefined) {
    set('throttle_rate_per_second', changes.throttle?.rate_limit_per_second ?? null);
    set('throttle_burst', changes.throttle?.burst_limit ?? null);
  }
  if (changes.quota !== undefined) {
    set('quota_limit', changes.quota?.limit ?? null);
    set('quota_period', changes.quota?.period ?? null);
  }
  if (changes.expiresAt !== undefined) set('expires_at', changes.expiresAt);
  if (changes.state !== undefined) set('state', changes.state);
  sets.push('updated_at = now()');
  const [row] = await db.query<DataKeyRow>(
    `update data_keys set ${sets.join(', ')} where id = $1 returning ${COLUMNS}`,
    params,
  );
  return row!;
}

export function usageByDay(db: Queryable, id: number): Promise<{ day: string; request_count: number }[]> {
  return db.query<{ day: string; request_count: number }>(
    'select day, request_count from data_key_usage where data_key_id = $1 order by day',
    [id],
  );
}
