import type { Database, Queryable } from '../db/database.ts';
import { type NewProjectEvent, recordProjectChange } from '../db/repositories/project-events.ts';
import type { ProjectAccessRow } from '../db/repositories/projects.ts';
import type { BearerIdentity } from '../domain/roles.ts';
import { type AccessOptions, requireProject } from './project-access.ts';

/** What a change did: its answer (or how to read it once the change is recorded) and its event, if any. */
export interface Changed<T> {
  result: T | ((tx: Queryable) => Promise<T>);
  /** The audit event (D-24); null when nothing changed, which leaves no trace. */
  event: Omit<NewProjectEvent, 'userId'> | null;
}

/**
 * The one unit of work of every change to a project (D-24): the project's writes, its drawdowns,
 * document versions, benchmark snapshots and uploads. In one transaction, the project's row is locked
 * and the access check passes, `change` runs, and its trace is recorded when it has one
 * (last_modified_date and an event naming the user; a snapshot or an upload has none). Anything thrown
 * on the way rolls everything back: nothing is stored.
 *
 * What `change` writes takes its time when written (`clock_timestamp()` in its SQL), never the
 * transaction's start (`now()`, a column's default): changes queue on the lock, and only a time read
 * after it follows the order they are applied in (docs/platform-api.md, "Time order").
 */
export function changeProject<T>(
  db: Database,
  identity: BearerIdentity,
  projectId: number,
  change: (tx: Queryable, project: ProjectAccessRow) => Promise<Changed<T>>,
  options: Omit<AccessOptions, 'lock'> = {},
): Promise<T> {
  return db.transaction(async (tx) => {
    const project = await requireProject(tx, identity, projectId, 'write', { ...options, lock: true });
    const { result, event } = await change(tx, project);
    if (event) {
      await recordProjectChange(tx, identity.environmentId, project.id, { ...event, userId: identity.userId });
    }
    return typeof result === 'function' ? (result as (tx: Queryable) => Promise<T>)(tx) : result;
  });
}
