import type { Database } from '../../db/database.ts';
import {
  type AssignmentRow,
  getUser,
  listAssignments,
  listUsers,
  unassignProject,
  updateUser,
  type UserRow,
} from '../../db/repositories/users.ts';
import { NotFoundError } from '../../domain/errors.ts';
import type { Role } from '../../domain/roles.ts';
import { requireEnvironment } from './tenancy.ts';
import type { PasswordDeps } from './tenancy.ts';

// The operator's user lifecycle: a user's role, active flag and password change, and a
// project assignment goes. Each change reaches the bearer check of every instance within a second
// (src/services/identity/credentials.ts); a user of another environment is as absent as one that never was.

export async function listEnvironmentUsers(db: Database, environmentId: number): Promise<UserRow[]> {
  await requireEnvironment(db, environmentId);
  return listUsers(db, environmentId);
}

export async function requireUser(db: Database, environmentId: number, userId: number): Promise<UserRow> {
  await requireEnvironment(db, environmentId);
  const user = await getUser(db, environmentId, userId);
  if (!user) throw new NotFoundError(`User ${userId} not found`);
  return user;
}

export interface UserChange {
  role?: Role;
  active?: boolean;
  password?: string;
}

/**
 * Changes a user: a new role applies to the next request of their tokens already issued; a deactivation
 * refuses their tokens and their sign-in until reactivated (tokens issued before it stay refused); a new
 * password ends every token issued before it.
 */
export async function changeUser(
  { db, passwords }: PasswordDeps,
  environmentId: number,
  userId: number,
  change: UserChange,
): Promise<UserRow> {
  await requireUser(db, environmentId, userId); // before the cost of a hash, for an absent user
  const passwordHash = change.password === undefined ? undefined : await passwords.hash('operator', change.password);
  const row = await updateUser(db, environmentId, userId, { role: change.role, active: change.active, passwordHash });
  if (!row) throw new NotFoundError(`User ${userId} not found`);
  return row;
}

export async function listUserAssignments(db: Database, environmentId: number, userId: number): Promise<AssignmentRow[]> {
  await requireUser(db, environmentId, userId);
  return listAssignments(db, environmentId, userId);
}

/** Takes a project away from a user: a MEMBER or VIEWER no longer sees it, from their next request. */
export async function removeAssignment(db: Database, environmentId: number, userId: number, projectId: number): Promise<void> {
  await requireUser(db, environmentId, userId);
  if (!(await unassignProject(db, environmentId, userId, projectId))) {
    throw new NotFoundError(`Project ${projectId} is not assigned to user ${userId}`);
  }
}
