import type { Queryable } from '../../db/database.ts';
import { type NewProjectEvent, recordProjectChange } from '../../db/repositories/project-events.ts';
import type { ProjectAccessRow } from '../../db/repositories/projects.ts';
import type { BearerIdentity } from '../../domain/roles.ts';
import { type AccessOptions, requireProject } from './project-access.ts';
import type { WriteDeps } from '../deps.ts';
import { type EmittedEvent, emitWebhookEvents } from '../webhooks/webhook-outbox.ts';

/** What a change did: its answer (or how to read it once the change is recorded) and its event, if any. */
export interface Changed<T> {
  result: T | ((tx: Queryable) => Promise<T>);
  /** The audit event (D-24); null when nothing changed, which leaves no trace. */
  event: Omit<NewProjectEvent, 'userId'> | null;
  /**
   * The webhook event (D-61) of a change that made a record of its own (an interim report, a document
   * version, a benchmark snapshot, an upload). Without it, a change with an audit event is
   * `project.updated`, and one without (nothing changed) emits nothing.
   */
  webhook?: Omit<EmittedEvent, 'projectId'>;
}

/**
 * The one unit of work of every change to a project (D-24): the project's writes, its drawdowns,
 * document versions, benchmark snapshots and uploads. In one transaction, the project's row is locked
 * and the access check passes, `change` runs, and its trace is recorded when it has one
 * (last_modified_date and an event naming the user; a snapshot or an upload has none), and its webhook
 * event is queued (D-61). Anything thrown on the way rolls everything back: nothing is stored, nothing is
 * sent.
 *
 * What `change` writes takes its time when written (`clock_timestamp()` in its SQL), never the
 * transaction's start (`now()`, a column's default): changes queue on the lock, and only a time read
 * after it follows the order they are applied in (docs/platform-api.md, "Time order").
 */
export function changeProject<T>(
  { db, clock }: WriteDeps,
  identity: BearerIdentity,
  projectId: number,
  change: (tx: Queryable, project: ProjectAccessRow) => Promise<Changed<T>>,
  options: Omit<AccessOptions, 'lock'> = {},
): Promise<T> {
  return db.transaction(async (tx) => {
    const project = await requireProject(tx, identity, projectId, 'write', { ...options, lock: true });
    const { result, event, webhook } = await change(tx, project);
    if (event) {
      await recordProjectChange(tx, identity.environmentId, project.id, { ...event, userId: identity.userId });
    }
    const emitted = webhook ?? (event ? { type: 'project.updated' as const, id: project.id } : null);
    if (emitted) await emitWebhookEvents(tx, identity.environmentId, [{ ...emitted, projectId: project.id }], clock.now());
    return typeof result === 'function' ? (result as (tx: Queryable) => Promise<T>)(tx) : result;
  });
}
