import type { Queryable } from '../database.ts';

// The environment's document studio templates (D-8, D-29): kind DOCUMENT_STUDIO of the templates table
// (the interim report templates, kind INTERIM, are the drawdowns').

export interface DocumentTemplateRow {
  id: number;
  name: string;
  content: unknown;
  position: number;
  created_at: string;
}

const TEMPLATE = 'id, name, content, position, created_at';

/** The environment's document studio templates, in their order. */
export function listDocumentTemplates(db: Queryable, environmentId: number): Promise<DocumentTemplateRow[]> {
  return db.query<DocumentTemplateRow>(
    `select ${TEMPLATE} from templates where environment_id = $1 and kind = 'DOCUMENT_STUDIO' order by position, id`,
    [environmentId],
  );
}

export async function getDocumentTemplate(db: Queryable, environmentId: number, id: number): Promise<DocumentTemplateRow | null> {
  const [row] = await db.query<DocumentTemplateRow>(
    `select ${TEMPLATE} from templates where environment_id = $1 and kind = 'DOCUMENT_STUDIO' and id = $2`,
    [environmentId, id],
  );
  return row ?? null;
}

/**
 * How many document studio templates the environment has. The environment's row is locked for the rest
 * of the transaction, so that concurrent creations in one environment count (and insert) in turn.
 */
export async function countDocumentTemplatesForUpdate(db: Queryable, environmentId: number): Promise<number> {
  await db.query('select id from environments where id = $1 for update', [environmentId]);
  const [row] = await db.query<{ n: number }>(
    `select count(*)::int as n from templates where environment_id = $1 and kind = 'DOCUMENT_STUDIO'`,
    [environmentId],
  );
  return row!.n;
}

/** A new template after the environment's others (unique name per kind: a duplicate is a unique violation). */
export async function insertDocumentTemplate(
  db: Queryable,
  environmentId: number,
  template: { name: string; content: unknown },
): Promise<DocumentTemplateRow> {
  const [row] = await db.query<DocumentTemplateRow>(
    `insert into templates (environment_id, kind, name, content, position)
     select $1, 'DOCUMENT_STUDIO', $2, $3::jsonb, coalesce(max(position) + 1, 0)
     from templates where environment_id = $1 and kind = 'DOCUMENT_STUDIO'
     returning ${TEMPLATE}`,
    [environmentId, template.name, JSON.stringify(template.content)],
  );
  return row!;
}
