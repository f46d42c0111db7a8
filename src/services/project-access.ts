import type { Queryable } from '../db/database.ts';
import {
  getProjectRecord,
  isAssigned,
  type ProjectAccessRow,
  type ProjectScope,
  projectForAccess,
  wholeEnvironment,
} from '../db/repositories/platform-projects.ts';
import type { ProjectRecord } from '../platform/projects/schemas.ts';
import type { ReadCache } from './read-cache.ts';
import { mayCreateProjects, projectAccess, seesEveryProject } from '../domain/projects/access.ts';
import { ForbiddenError, InvalidInputError, NotFoundError } from '../domain/errors.ts';
import { parseRecordId } from '../http/ids.ts';
import type { BearerIdentity } from './bearer-tokens.ts';

// The one place where the access model (D-9, D-10) meets a request. Every Platform project route asks
// here: lists get a scope, single projects get a checked row, writes are refused here or nowhere.

const PROJECT_NOT_FOUND = 'Project not found';

/** The projects a signed-in user sees: the whole environment for ADMIN, assigned ones otherwise. */
export function scopeOf(identity: BearerIdentity): ProjectScope {
  return {
    environmentId: identity.environmentId,
    assignedTo: seesEveryProject(identity.role) ? null : identity.userId,
  };
}

/** A record id from a path or query parameter, or a 400 naming it (the schema's pattern lets int64 overflow through). */
export function recordId(raw: string, field: string): string {
  const id = parseRecordId(raw);
  if (id === null) throw new InvalidInputError(field, 'must be a positive whole number up to 9223372036854775807');
  return id;
}

/**
 * The project `raw` names, when the user may do `action` to it. Another environment's project, one that
 * does not exist and one the user is not assigned to are the same 404 (D-10: nothing tells them apart);
 * a project the user sees but may not change is 403. With `lock`, the project's row is held for the rest
 * of the caller's transaction.
 */
export async function requireProject(
  db: Queryable,
  identity: BearerIdentity,
  raw: string,
  action: 'read' | 'write',
  options: { field?: string; lock?: boolean } = {},
): Promise<ProjectAccessRow> {
  const id = recordId(raw, options.field ?? 'id');
  const row = await projectForAccess(db, identity.environmentId, id, identity.userId, options.lock ?? false);
  if (!row) throw new NotFoundError(PROJECT_NOT_FOUND);
  assertAccess(identity, row.assigned, action);
  return row;
}

function assertAccess(identity: BearerIdentity, assigned: boolean, action: 'read' | 'write'): void {
  const access = projectAccess(identity.role, assigned);
  if (access === 'hidden') throw new NotFoundError(PROJECT_NOT_FOUND);
  if (action === 'write' && access !== 'full') {
    throw new ForbiddenError(`Your role (${identity.role}) may read this project but not change it`);
  }
}

/**
 * `GET /projects/{id}`, the hottest read: the full record and the user's assignment come through the
 * read cache (dropped on every committed change, migrations 0004 and 0007), then the same rules as
 * `requireProject`.
 */
export async function readProjectRecord(
  db: Queryable,
  reads: ReadCache,
  identity: BearerIdentity,
  raw: string,
): Promise<ProjectRecord> {
  const id = recordId(raw, 'id');
  const record = await reads.read(`platform-project:${identity.environmentId}:${id}`, () =>
    getProjectRecord(db, wholeEnvironment(identity.environmentId), id),
  );
  if (!record) throw new NotFoundError(PROJECT_NOT_FOUND);
  const assigned =
    seesEveryProject(identity.role) ||
    (await reads.read(`assigned:${identity.userId}:${id}`, () => isAssigned(db, identity.userId, id)));
  assertAccess(identity, assigned, 'read');
  return record;
}

/** D-24: only ADMIN users create projects. */
export function requireProjectCreation(identity: BearerIdentity): void {
  if (!mayCreateProjects(identity.role)) {
    throw new ForbiddenError(`Only ADMIN users may create projects; your role is ${identity.role}`);
  }
}
