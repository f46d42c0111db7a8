import type { DataKeyPlan, DataKeyState, DataScope } from '../../domain/data-keys.ts';
import type { Queryable } from '../database.ts';

// The API keys an environment holds: Data API keys with their plans and states (D-11, D-12, D-16), and
// Platform keys (D-11, D-14). Only hashes and display prefixes are stored.

// Data API keys ------------------------------------------------------------------------------------------

export interface DataKeyRow {
  id: number;
  environment_id: number;
  name: string;
  key_prefix: string;
  scopes: DataScope[];
  state: DataKeyState;
  throttle_rate_per_second: number | null;
  throttle_burst: number | null;
  quota_limit: number | null;
  quota_period: 'DAY' | 'WEEK' | 'MONTH' | null;
  expires_at: string | null;
  created_at: string;
  updated_at: string;
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

// Platform keys ------------------------------------------------------------------------------------------

export interface PlatformKeyRow {
  id: number;
  environment_id: number;
  name: string;
  key_prefix: string;
  created_at: string;
  revoked_at: string | null;
}

const PLATFORM_KEY_COLUMNS = 'id, environment_id, name, key_prefix, created_at, revoked_at';

export async function insertPlatformKey(
  db: Queryable,
  environmentId: number,
  key: { name: string; hash: string; displayPrefix: string },
): Promise<PlatformKeyRow> {
  const [row] = await db.query<PlatformKeyRow>(
    `insert into platform_keys (environment_id, name, key_hash, key_prefix) values ($1, $2, $3, $4)
     returning ${PLATFORM_KEY_COLUMNS}`,
    [environmentId, key.name, key.hash, key.displayPrefix],
  );
  return row!;
}

export function listPlatformKeys(db: Queryable, environmentId: number): Promise<PlatformKeyRow[]> {
  return db.query<PlatformKeyRow>(
    `select ${PLATFORM_KEY_COLUMNS} from platform_keys where environment_id = $1 order by id`,
    [environmentId],
  );
}

/** The Platform key with this hash, with its environment and whether it is revoked; null when none. */
export async function findPlatformKeyByHash(db: Queryable, hash: string): Promise<PlatformKeyRow | null> {
  const [row] = await db.query<PlatformKeyRow>(`select ${PLATFORM_KEY_COLUMNS} from platform_keys where key_hash = $1`, [hash]);
  return row ?? null;
}
