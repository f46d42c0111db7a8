import type { Role } from '../../domain/roles.ts';
import type { Queryable } from '../database.ts';

// Users (D-9), the projects assigned to them, and failed sign-ins (D-13).

export interface UserRow {
  id: number;
  environment_id: number;
  email: string;
  name: string;
  role: Role;
  created_at: string;
}

const USER_COLUMNS = 'id, environment_id, email, name, role, created_at';

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

/** The user signing in with this email (case-insensitive, unique across the service), with the hash. */
export async function findUserForSignIn(
  db: Queryable,
  email: string,
): Promise<(UserRow & { password_hash: string }) | null> {
  const [row] = await db.query<UserRow & { password_hash: string }>(
    `select ${USER_COLUMNS}, password_hash from users where lower(email) = lower($1)`,
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
