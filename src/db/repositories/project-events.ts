import { insertRows } from '../bulk.ts';
import type { Queryable } from '../database.ts';

// A project's audit trail (D-24): who did what, and when.

export interface ProjectEventRow {
  id: number;
  kind: string;
  created_at: string;
  user_id: number | null;
  /** Who `user_id` is, by name; null with no user, or when that user is no longer of the environment. */
  user: { id: number; name: string } | null;
  details: Record<string, unknown>;
}

export interface NewProjectEvent {
  kind: string;
  userId: number | null;
  details: Record<string, unknown>;
}

/**
 * The trace of a change to a project: its `last_modified_date` moves on and an event records who did
 * what, in one statement inside the change's transaction, which holds the project's row lock.
 *
 * Both take the same instant, `clock_timestamp()` read here, after the lock, rather than `now()`, the
 * transaction's start: changes to one project queue on its lock in an order of their own, so a change
 * that began first may be applied second. Read after the lock, the times of a project's events go up
 * in the order the changes were applied, as their ids do, and the project was last modified when its
 * newest event happened. `greatest` keeps `last_modified_date` from going back (an imported project may
 * carry a later one).
 */
export async function recordProjectChange(
  db: Queryable,
  environmentId: number,
  projectId: number,
  event: NewProjectEvent,
): Promise<void> {
  await db.query(
    `with changed as (select clock_timestamp() as at),
     touched as (
       update projects set last_modified_date = greatest(last_modified_date, (select at from changed))
       where environment_id = $1 and id = $2 returning id)
     insert into project_events (environment_id, project_id, kind, user_id, details, created_at)
     select $1, id, $3, $4, $5::jsonb, (select at from changed) from touched`,
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

/**
 * A project's events, newest first (their time, ties by id): `limit` of them, those after event `before`
 * in that order when given. `before` is resolved to its place in the order here; an id that is no event
 * of the project has none, and gives no events.
 */
export function listProjectEvents(
  db: Queryable,
  environmentId: number,
  projectId: number,
  query: { limit: number; before?: number | undefined },
): Promise<ProjectEventRow[]> {
  const after = `and (e.created_at, e.id) < (select c.created_at, c.id from project_events c
                   where c.environment_id = $1 and c.project_id = $2 and c.id = $4)`;
  return db.query<ProjectEventRow>(
    `select e.id, e.kind, e.created_at, e.user_id,
            case when u.id is null then null else json_build_object('id', u.id, 'name', u.name) end as "user",
            e.details
     from project_events e
     left join users u on u.environment_id = e.environment_id and u.id = e.user_id
     where e.environment_id = $1 and e.project_id = $2 ${query.before ? after : ''}
     order by e.created_at desc, e.id desc limit $3`,
    query.before ? [environmentId, projectId, query.limit, query.before] : [environmentId, projectId, query.limit],
  );
}
