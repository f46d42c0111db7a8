/**
 * The roles of D-9 and the access model of D-10, as rules on a role. ADMIN: every project of the
 * environment, may write and manage. MEMBER: the projects assigned to the user, may write them. VIEWER:
 * assigned projects, read only. What a user may not see does not exist for them (404); what they may
 * see but not change is 403. `src/services/projects/project-access.ts` is the one place that applies these.
 */

export const ROLES = ['ADMIN', 'MEMBER', 'VIEWER'] as const;
export type Role = (typeof ROLES)[number];

/** Whom a valid bearer token speaks for (D-13). */
export interface BearerIdentity {
  userId: number;
  environmentId: number;
  role: Role;
}

/**
 * A Platform key on the routes that take one (D-14, D-51: benchmarks, location metrics) acts for its
 * whole environment with an ADMIN's view and writes (a benchmark snapshot), and is no user: its
 * `userId` is 0, which no user has (ids start at 1), so that it is assigned nothing and named nowhere.
 */
export function platformKeyIdentity(environmentId: number): BearerIdentity {
  return { userId: 0, environmentId, role: 'ADMIN' };
}

export const seesEveryProject = (role: Role): boolean => role === 'ADMIN';
const mayWriteProjects = (role: Role): boolean => role === 'ADMIN' || role === 'MEMBER';
export const mayCreateProjects = (role: Role): boolean => role === 'ADMIN';
/** D-9 (ADMIN "may write and manage"), D-26: the environment's own settings, e.g. its document studio templates. */
export const mayManageEnvironment = (role: Role): boolean => role === 'ADMIN';
/** D-39: ADMIN may set any status; others move one step forward or any number back. */
export const maySetAnyStatus = (role: Role): boolean => role === 'ADMIN';

/**
 * What a user of `role` may do with a project of their environment, given whether it is assigned to
 * them: `hidden` (404: as if it did not exist), `read-only` (403 on writes) or `full`.
 */
export function projectAccess(role: Role, assigned: boolean): 'hidden' | 'read-only' | 'full' {
  if (!seesEveryProject(role) && !assigned) return 'hidden';
  return mayWriteProjects(role) ? 'full' : 'read-only';
}
