import {
  DEFAULT_APPRAISAL_SETTINGS,
  DEFAULT_DOCUMENT_STUDIO_TEMPLATE,
  DEFAULT_INTERIM_TEMPLATE,
  DEFAULT_LEGENDS,
  DEFAULT_RISK_SETTINGS,
  type DefaultSetting,
} from '../../domain/environment-defaults.ts';
import { ConflictError } from '../../domain/errors.ts';
import type { Queryable } from '../database.ts';

// What an environment configures: its input settings (APPRAISAL and RISK categories), its risk-status
// legend and its templates (D-8, D-44).

export type InputSettingKind = 'APPRAISAL' | 'RISK';

export interface InputSettingRow {
  id: number;
  kind: InputSettingKind;
  input_field: string;
  input_value: string;
  parent_id: number | null;
  position: number;
}

/** The environment's input settings, optionally of one kind, in display order. */
export function listInputSettings(db: Queryable, environmentId: number, kind?: InputSettingKind): Promise<InputSettingRow[]> {
  return db.query<InputSettingRow>(
    `select id, kind, input_field, input_value, parent_id, position from input_settings
     where environment_id = $1 ${kind ? 'and kind = $2' : ''}
     order by kind, position, id`,
    kind ? [environmentId, kind] : [environmentId],
  );
}

/**
 * The APPRAISAL input settings by lower-cased label; labels not yet known are created as top-level
 * settings after the existing ones, with a machine name from `inputFieldFor` made unique, unless they
 * would take the environment beyond `limit` settings (409, nothing created).
 */
export async function appraisalSettingsFor(
  db: Queryable,
  environmentId: number,
  labels: string[],
  inputFieldFor: (label: string) => string,
  limit: number,
): Promise<Map<string, number>> {
  const rows = await db.query<{ id: number; input_value: string; input_field: string }>(
    `select id, input_value, input_field from input_settings where environment_id = $1 and kind = 'APPRAISAL'`,
    [environmentId],
  );
  const byLabel = new Map(rows.map((r) => [r.input_value.trim().toLowerCase(), r.id]));
  const fields = new Set(rows.map((r) => r.input_field));
  const [{ next } = { next: 0 }] = await db.query<{ next: number }>(
    `select coalesce(max(position) + 1, 0)::int as next from input_settings
     where environment_id = $1 and kind = 'APPRAISAL' and parent_id is null`,
    [environmentId],
  );
  const unknown = labels.filter((label) => !byLabel.has(label.trim().toLowerCase()));
  if (rows.length + new Set(unknown.map((l) => l.trim().toLowerCase())).size > limit) {
    throw new ConflictError(
      `appraisal lines: ${unknown.length} new label(s) would take the environment beyond its ${limit} APPRAISAL input settings`,
    );
  }
  let position = next;
  for (const label of labels) {
    const key = label.trim().toLowerCase();
    if (byLabel.has(key)) continue;
    let field = inputFieldFor(label);
    for (let n = 2; fields.has(field); n++) field = `${inputFieldFor(label)}_${n}`;
    fields.add(field);
    const [row] = await db.query<{ id: number }>(
      `insert into input_settings (environment_id, kind, input_field, input_value, position)
       values ($1, 'APPRAISAL', $2, $3, $4) returning id`,
      [environmentId, field, label.trim(), position++],
    );
    byLabel.set(key, row!.id);
  }
  return byLabel;
}

export interface LegendRow {
  id: number;
  name: string;
  description: string | null;
  colour: string;
}

/** The environment's risk-status legend, in display order. */
export function listLegends(db: Queryable, environmentId: number): Promise<LegendRow[]> {
  return db.query<LegendRow>(
    'select id, name, description, colour from risk_status_legends where environment_id = $1 order by position, id',
    [environmentId],
  );
}

async function insertSettings(
  db: Queryable,
  environmentId: number,
  kind: InputSettingKind,
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

/** The defaults of D-8 for a new environment, written in the caller's transaction. */
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
