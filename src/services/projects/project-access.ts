import type { Queryable } from '../../db/database.ts';
import {
  getProjectWithDevelopments,
  type ProjectAccessRow,
  type ProjectRow,
  type ProjectScope,
  projectForAccess,
  wholeEnvironment,
} from '../../db/repositories/projects.ts';
import { isAssigned } from '../../db/repositories/users.ts';
import { ForbiddenError, NotFoundError } from '../../domain/errors.ts';
import { type BearerIdentity, mayCreateProjects, projectAccess, seesEveryProject } from '../../domain/roles.ts';
import type { Deps } from '../deps.ts';

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

/**
 * How a project of the caller's environment that the user may not see is answered: as absent (404, on
 * reads and most writes) or as forbidden (403, the interim report creation of D-10).
 */
export type WhenHidden = 'not-found' | 'forbidden';

export interface AccessOptions {
  /** Take the project's row for the rest of the caller's transaction. */
  lock?: boolean;
  whenHidden?: WhenHidden;
}

/**
 * Project `id`, when the user may do `action` to it. Another environment's project and one that does
 * not exist are the same 404 (D-10: nothing tells them apart), and so, by default, is one the user is
 * not assigned to; a project the user sees but may not change is 403.
 */
export async function requireProject(
  db: Queryable,
  identity: BearerIdentity,
  id: number,
  action: 'read' | 'write',
  options: AccessOptions = {},
): Promise<ProjectAccessRow> {
  const row = await projectForAccess(db, identity.environmentId, id, identity.userId, options.lock ?? false);
  if (!row) throw new NotFoundError(PROJECT_NOT_FOUND);
  assertAccess(identity, row.assigned, action, options.whenHidden ?? 'not-found');
  return row;
}

function assertAccess(identity: BearerIdentity, assigned: boolean, action: 'read' | 'write', whenHidden: WhenHidden): void {
  const access = projectAccess(identity.role, assigned);
  if (access === 'hidden') {
    if (whenHidden === 'forbidden') throw new ForbiddenError('You have no access to this project');
    throw new NotFoundError(PROJECT_NOT_FOUND);
  }
  if (action === 'write' && access !== 'full') {
    throw new ForbiddenError(`Your role (${identity.role}) may read this project but not change it`);
  }
}

/** A project with the ids and names of its developments, as the Platform's full record shows it. */
export type ProjectWithDevelopments = ProjectRow & { developments: { id: number; name: string }[] };

/**
 * `GET /projects/{id}`, the hottest Platform read: the project and the user's assignment come through
 * the cache (dropped when the environment changes; the project the same object for as long as it is
 * kept), then the same rules as `requireProject`.
 */
export async function readProject({ db, cache }: Deps, identity: BearerIdentity, id: number): Promise<ProjectWithDevelopments> {
  const env = identity.environmentId;
  const project = await cache.read('platformProject', env, id, () => getProjectWithDevelopments(db, wholeEnvironment(env), id));
  if (!project) throw new NotFoundError(PROJECT_NOT_FOUND);
  const assigned =
    seesEveryProject(identity.role) ||
    (await cache.read('assignment', env, `${identity.userId}:${id}`, () => isAssigned(db, env, identity.userId, id)));
  assertAccess(identity, assigned, 'read', 'not-found');
  return project;
}

/** D-24: only ADMIN users create projects. */
export function requireProjectCreation(identity: BearerIdentity): void {
  if (!mayCreateProjects(identity.role)) {
    throw new ForbiddenError(`Only ADMIN users may create projects; your role is ${identity.role}`);
  }
}
