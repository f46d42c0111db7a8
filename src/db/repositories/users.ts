import type { Role } from '../../domain/roles.ts';
import type { Queryable } from '../database.ts';

// Users (D-9), the projects assigned to them, and failed sign-ins (D-13).

export interface UserRow {
  id: number;
  environment_id: number;
  email: string;
  name: string;
  role: Role;
  /** False once the operator deactivates the user: no sign-in, and their tokens are refused. */
  active: boolean;
  created_at: string;
  updated_at: string;
}

const USER_COLUMNS = 'id, environment_id, email, name, role, active, created_at, updated_at';

export async function insertUser(
  db: Queryable,
  environmentId: number,
  user: { email: string; name: string; passwordHash: string; role: Role },
): Promise<UserRow> {
  const [row] = await db.query<UserRow>(
    `insert into users (environment_id, email, name, password_hash, role) values ($1, $2, $3, $4, $5)
     returning ${USER_COLUMNS}`,
    [environmentId, user.email, user.name, user.passwordHash, user.role],
  );
  return row!;
}

export async function getUser(db: Queryable, environmentId: number, userId: number): Promise<UserRow | null> {
  const [row] = await db.query<UserRow>(`select ${USER_COLUMNS} from users where environment_id = $1 and id = $2`, [
    environmentId,
    userId,
  ]);
  return row ?? null;
}

export function listUsers(db: Queryable, environmentId: number): Promise<UserRow[]> {
  return db.query<UserRow>(`select ${USER_COLUMNS} from users where environment_id = $1 order by id`, [environmentId]);
}

/** What the bearer check needs of a user on every request (migration 0009). */
export interface UserStandingRow {
  id: number;
  environment_id: number;
  role: Role;
  active: boolean;
  /** Moved on by each event that ends the tokens issued before it: a deactivation, a password reset. */
  token_version: number;
}

export async function getUserStanding(db: Queryable, environmentId: number, userId: number): Promise<UserStandingRow | null> {
  const [row] = await db.query<UserStandingRow>(
    'select id, environment_id, role, active, token_version from users where environment_id = $1 and id = $2',
    [environmentId, userId],
  );
  return row ?? null;
}

/**
 * Changes a user's role, active flag or password hash (each when given). A new password, or a
 * deactivation of an active user, moves `token_version` on, which ends every token issued before it.
 */
export async function updateUser(
  db: Queryable,
  environmentId: number,
  userId: number,
  change: { role?: Role | undefined; active?: boolean | undefined; passwordHash?: string | undefined },
): Promise<UserRow | null> {
  // On the right-hand side of SET, `active` is the row's value before this update.
  const [row] = await db.query<UserRow>(
    `update users set
       role = coalesce($3::text, role),
       password_hash = coalesce($4::text, password_hash),
       token_version = token_version + case when $4::text is not null or ($5::boolean = false and active) then 1 else 0 end,
       active = coalesce($5::boolean, active),
       updated_at = now()
     where environment_id = $1 and id = $2
     returning ${USER_COLUMNS}`,
    [environmentId, userId, change.role ?? null, change.passwordHash ?? null, change.active ?? null],
  );
  return row ?? null;
}

/**
 * The active user signing in with this email (case-insensitive, unique across the service), with the
 * hash and the token version a new token carries; a deactivated user is not found.
 */
export async function findUserForSignIn(
  db: Queryable,
  email: string,
): Promise<(UserRow & { password_hash: string; token_version: number }) | null> {
  const [row] = await db.query<UserRow & { password_hash: string; token_version: number }>(
    `select ${USER_COLUMNS}, password_hash, token_version from users where lower(email) = lower($1) and active`,
    [email],
  );
  return row ?? null;
}

// Assignments ----------------------------------------------------------------------------------------------

export interface AssignmentRow {
  user_id: number;
  project_id: number;
  created_at: string;
}

/** Assigns a project to a user; assigning twice changes nothing. Both must be of the environment. */
export async function assignProject(
  db: Queryable,
  environmentId: number,
  userId: number,
  projectId: number,
): Promise<AssignmentRow> {
  const [row] = await db.query<AssignmentRow>(
    `insert into user_projects (environment_id, user_id, project_id) values ($1, $2, $3)
     on conflict (user_id, project_id) do update set user_id = excluded.user_id
     returning user_id, project_id, created_at`,
    [environmentId, userId, projectId],
  );
  return row!;
}

/** The projects assigned to a user, oldest assignment first. */
export function listAssignments(db: Queryable, environmentId: number, userId: number): Promise<AssignmentRow[]> {
  return db.query<AssignmentRow>(
    `select user_id, project_id, created_at from user_projects where environment_id = $1 and user_id = $2
     order by created_at, project_id`,
    [environmentId, userId],
  );
}

/** Removes a project's assignment from a user; false when it was not assigned. */
export async function unassignProject(db: Queryable, environmentId: number, userId: number, projectId: number): Promise<boolean> {
  const rows = await db.query(
    'delete from user_projects where environment_id = $1 and user_id = $2 and project_id = $3 returning project_id',
    [environmentId, userId, projectId],
  );
  return rows.length > 0;
}

/** Whether a project of the environment is assigned to a user (D-9). */
export async function isAssigned(db: Queryable, environmentId: number, userId: number, projectId: number): Promise<boolean> {
  const rows = await db.query('select 1 from user_projects where environment_id = $1 and user_id = $2 and project_id = $3', [
    environmentId,
    userId,
    projectId,
  ]);
  return rows.length > 0;
}

// Failed sign-ins ------------------------------------------------------------------------------------------

/** Failures for an email within the window, and when the oldest of them was. */
export async function recentLoginFailures(
  db: Queryable,
  email: string,
  windowSeconds: number,
): Promise<{ count: number; oldest: string | null }> {
  const [row] = await db.query<{ count: number; oldest: string | null }>(
    `select count(*)::int as count, min(failed_at) as oldest from login_failures
     where email = $1 and failed_at > now() - make_interval(secs => $2)`,
    [email, windowSeconds],
  );
  return row!;
}

export async function recordLoginFailure(db: Queryable, email: string): Promise<void> {
  await db.query('insert into login_failures (email) values ($1)', [email]);
}

/** A successful sign-in clears the email's failures (and old rows of any email go too). */
export async function clearLoginFailures(db: Queryable, email: string, windowSeconds: number): Promise<void> {
  await db.query('delete from login_failures where email = $1 or failed_at < now() - make_interval(secs => $2)', [
    email,
    windowSeconds,
  ]);
}
