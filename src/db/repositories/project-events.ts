import { insertRows } from '../bulk.ts';
import type { Queryable } from '../database.ts';

// A project's audit trail (D-24): who did what, and when.

export interface ProjectEventRow {
  id: number;
  kind: string;
  created_at: string;
  user_id: number | null;
  details: Record<string, unknown>;
}

export interface NewProjectEvent {
  kind: string;
  userId: number | null;
  details: Record<string, unknown>;
}

/**
 * The trace of a change to a project: its `last_modified_date` moves to now and an event records who did
 * what, in one statement inside the change's transaction.
 */
export async function recordProjectChange(
  db: Queryable,
  environmentId: number,
  projectId: number,
  event: NewProjectEvent,
): Promise<void> {
  await db.query(
    `with touched as (
       update projects set last_modified_date = greatest(last_modified_date, now())
       where environment_id = $1 and id = $2 returning id)
     insert into project_events (environment_id, project_id, kind, user_id, details)
     select $1, id, $3, $4, $5::jsonb from touched`,
    [environmentId, projectId, event.kind, event.userId, JSON.stringify(event.details)],
  );
}

/** Events of many new projects in a few statements (the import), which are their creation. */
export function insertProjectEvents(
  db: Queryable,
  environmentId: number,
  events: readonly (NewProjectEvent & { projectId: number })[],
) {
  return insertRows(
    db,
    'project_events',
    [
      ['environment_id', 'bigint'],
      ['project_id', 'bigint'],
      ['kind', 'text'],
      ['user_id', 'bigint'],
      ['details', 'jsonb'],
    ],
    events.map((e) => ({
      environment_id: environmentId,
      project_id: e.projectId,
      kind: e.kind,
      user_id: e.userId,
      details: e.details,
    })),
  );
}

/** A project's events, newest first, `limit` of them, older than event `before` when given. */
export function listProjectEvents(
  db: Queryable,
  environmentId: number,
  projectId: number,
  query: { limit: number; before?: number | undefined },
): Promise<ProjectEventRow[]> {
  return db.query<ProjectEventRow>(
    `select id, kind, created_at, user_id, details from project_events
     where environment_id = $1 and project_id = $2 ${query.before ? 'and id < $4' : ''}
     order by id desc limit $3`,
    query.before ? [environmentId, projectId, query.limit, query.before] : [environmentId, projectId, query.limit],
  );
}
