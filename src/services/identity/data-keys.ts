import type { Database } from '../../db/database.ts';
import {
  type DataKeyRow,
  getDataKey,
  insertDataKey,
  listDataKeys,
  updateDataKey,
} from '../../db/repositories/keys.ts';
import { usageByDay } from '../../db/repositories/usage.ts';
import { issueKey } from '../../domain/credentials.ts';
import {
  type DataKeyAction,
  type DataKeyPlan,
  DEFAULT_DATA_SCOPES,
  nextState,
  normaliseScopes,
} from '../../domain/data-keys.ts';
import { countForUpdate } from '../../db/repositories/tenancy.ts';
import { ConflictError, NotFoundError } from '../../domain/errors.ts';
import { LIMITS } from '../../domain/limits.ts';
import type { UsageStore } from '../../state/usage/index.ts';
import type { Deps } from '../deps.ts';
import { requireEnvironment } from '../tenancy/tenancy.ts';

export interface DataKeyInput extends DataKeyPlan {
  name: string;
  scopes?: string[];
  expires_at?: string | null;
}

/** A new key, and its text: shown once; nothing cached can know its secret yet, so there is nothing to announce. */
export async function createDataKey(db: Database, environmentId: number, input: DataKeyInput): Promise<DataKeyRow & { key: string }> {
  await requireEnvironment(db, environmentId);
  const issued = issueKey('data');
  const row = await db.transaction(async (tx) => {
    if ((await countForUpdate(tx, 'data_keys', environmentId)) >= LIMITS.dataKeysPerEnvironment) {
      throw new ConflictError(`An environment holds at most ${LIMITS.dataKeysPerEnvironment} Data API keys; revoked ones count`);
    }
    return insertDataKey(tx, environmentId, {
    name: input.name,
    hash: issued.hash,
    displayPrefix: issued.displayPrefix,
    scopes: normaliseScopes(input.scopes ?? DEFAULT_DATA_SCOPES),
    throttle: input.throttle ?? null,
    quota: input.quota ?? null,
      expiresAt: input.expires_at ?? null,
    });
  });
  return { ...row, key: issued.key };
}

export async function listEnvironmentDataKeys(db: Database, environmentId: number): Promise<DataKeyRow[]> {
  await requireEnvironment(db, environmentId);
  return listDataKeys(db, environmentId);
}

async function requireDataKey(db: Database, id: number): Promise<DataKeyRow> {
  const row = await getDataKey(db, id);
  if (!row) throw new NotFoundError(`Data API key ${id} not found`);
  return row;
}

/**
 * Name, scopes, plan or expiry. Every change reaches the Data API's key cache at once on this instance,
 * and on the others within D-12's second (announced through Redis, and bounded by the cache's lifetime).
 */
export async function changeDataKey({ db, cache }: Deps, id: number, changes: Partial<DataKeyInput>): Promise<DataKeyRow> {
  await requireDataKey(db, id);
  const row = await updateDataKey(db, id, {
    ...(changes.name !== undefined ? { name: changes.name } : {}),
    ...(changes.scopes !== undefined ? { scopes: normaliseScopes(changes.scopes) } : {}),
    ...(changes.throttle !== undefined ? { throttle: changes.throttle } : {}),
    ...(changes.quota !== undefined ? { quota: changes.quota } : {}),
    ...(changes.expires_at !== undefined ? { expiresAt: changes.expires_at } : {}),
  });
  await cache.announce('dataKey');
  return row;
}

/** Deactivate, reactivate or revoke, per the state table (a forbidden change is a ConflictError); announced as any change. */
export async function applyDataKeyAction({ db, cache }: Deps, id: number, action: DataKeyAction): Promise<DataKeyRow> {
  const changed = await db.transaction(async (tx) => {
    const row = await getDataKey(tx, id, true);
    if (!row) throw new NotFoundError(`Data API key ${id} not found`);
    return updateDataKey(tx, id, { state: nextState(row.state, action) });
  });
  await cache.announce('dataKey');
  return changed;
}

/** A key's metered requests per UTC day, with the counts this instance still buffers. */
export async function dataKeyUsage({ db, usage }: { db: Database; usage: UsageStore }, id: number) {
  const row = await requireDataKey(db, id);
  await usage.flush();
  return { key: row, days: await usageByDay(db, id) };
}
