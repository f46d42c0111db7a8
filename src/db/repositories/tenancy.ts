import {
  DEFAULT_APPRAISAL_SETTINGS,
  DEFAULT_DOCUMENT_STUDIO_TEMPLATE,
  DEFAULT_INTERIM_TEMPLATE,
  DEFAULT_LEGENDS,
  DEFAULT_RISK_SETTINGS,
  type DefaultSetting,
} from '../../domain/environment-defaults.ts';
import type { Queryable } from '../database.ts';

export interface CommunityRow {
  id: number;
  name: string;
  min_group_size: number;
  created_at: Date;
}

export interface EnvironmentRow {
  id: number;
  name: string;
  currency: string;
  created_at: Date;
  community_ids: number[];
}

export async function insertCommunity(
  db: Queryable,
  name: string,
  minGroupSize: number,
): Promise<CommunityRow> {
  const [row] = await db.query<CommunityRow>(
    'insert into communities (name, min_group_size) values ($1, $2) returning id, name, min_group_size, created_at',
    [name, minGroupSize],
  );
  return row!;
}

export function listCommunities(db: Queryable): Promise<CommunityRow[]> {
  return db.query<CommunityRow>('select id, name, min_group_size, created_at from communities order by id');
}

export async function findMissingCommunities(db: Queryable, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<{ id: number }>('select id from communities where id = any($1::bigint[])', [
    ids,
  ]);
  const found = new Set(rows.map((r) => r.id));
  return ids.filter((id) => !found.has(id));
}

const ENVIRONMENT_COLUMNS = `e.id, e.name, e.currency, e.created_at,
  coalesce((select array_agg(ec.community_id order by ec.community_id) from environment_communities ec
            where ec.environment_id = e.id), '{}') as community_ids`;

export async function getEnvironment(db: Queryable, environmentId: number): Promise<EnvironmentRow | null> {
  const [row] = await db.query<EnvironmentRow>(
    `select ${ENVIRONMENT_COLUMNS} from environments e where e.id = $1`,
    [environmentId],
  );
  return row ?? null;
}

export function listEnvironments(db: Queryable): Promise<EnvironmentRow[]> {
  return db.query<EnvironmentRow>(`select ${ENVIRONMENT_COLUMNS} from environments e order by e.id`);
}

export async function insertEnvironment(db: Queryable, name: string, currency: string): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    'insert into environments (name, currency) values ($1, $2) returning id',
    [name, currency],
  );
  return row!.id;
}

/** Joins an environment to a community; joining twice changes nothing. */
export async function joinCommunity(
  db: Queryable,
  environmentId: number,
  communityId: number,
): Promise<void> {
  await db.query(
    `insert into environment_communities (environment_id, community_id) values ($1, $2)
     on conflict do nothing`,
    [environmentId, communityId],
  );
}

async function insertSettings(
  db: Queryable,
  environmentId: number,
  kind: 'APPRAISAL' | 'RISK',
  settings: DefaultSetting[],
  parentId: number | null,
): Promise<void> {
  for (const [position, setting] of settings.entries()) {
    const [row] = await db.query<{ id: number }>(
      `insert into input_settings (environment_id, kind, input_field, input_value, parent_id, position)
       values ($1, $2, $3, $4, $5, $6) returning id`,
      [environmentId, kind, setting.input_field, setting.input_value, parentId, position],
    );
    if (setting.children) await insertSettings(db, environmentId, kind, setting.children, row!.id);
  }
}

/** The defaults of D-8, written in the caller's transaction. */
export async function insertEnvironmentDefaults(db: Queryable, environmentId: number): Promise<void> {
  await insertSettings(db, environmentId, 'APPRAISAL', DEFAULT_APPRAISAL_SETTINGS, null);
  await insertSettings(db, environmentId, 'RISK', DEFAULT_RISK_SETTINGS, null);
  for (const [position, legend] of DEFAULT_LEGENDS.entries()) {
    await db.query(
      `insert into risk_status_legends (environment_id, name, description, colour, position)
       values ($1, $2, $3, $4, $5)`,
      [environmentId, legend.name, legend.description, legend.colour, position],
    );
  }
  for (const [kind, template] of [
    ['INTERIM', DEFAULT_INTERIM_TEMPLATE],
    ['DOCUMENT_STUDIO', DEFAULT_DOCUMENT_STUDIO_TEMPLATE],
  ] as const) {
    await db.query('insert into templates (environment_id, kind, name, content) values ($1, $2, $3, $4)', [
      environmentId,
      kind,
      template.name,
      JSON.stringify(template.content),
    ]);
  }
}

/** Whether the service holds no environment at all (a new database, D-2 SEED_DEMO). */
export async function isEmpty(db: Queryable): Promise<boolean> {
  const rows = await db.query('select 1 from environments limit 1');
  return rows.length === 0;
}
