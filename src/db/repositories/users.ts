import type { Queryable } from '../database.ts';

export type Role = 'ADMIN' | 'MEMBER' | 'VIEWER';

export interface UserRow {
  id: number;
  environment_id: number;
  email: string;
  name: string;
  role: Role;
  created_at: Date;
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
  const [row] = await db.query<UserRow>(
    `select ${USER_COLUMNS} from users where environment_id = $1 and id = $2`,
    [environmentId, userId],
  );
  return row ?? null;
}

export function listUsers(db: Queryable, environmentId: number): Promise<UserRow[]> {
  return db.query<UserRow>(`select ${USER_COLUMNS} from users where environment_id = $1 order by id`, [
    environmentId,
  ]);
}

/** Assigns a project to a user; assigning twice changes nothing. Both must be of the environment. */
export async function assignProject(
  db: Queryable,
  environmentId: number,
  userId: number,
  projectId: number,
): Promise<{ user_id: number; project_id: number; created_at: Date }> {
  const [row] = await db.query<{ user_id: number; project_id: number; created_at: Date }>(
    `insert into user_projects (environment_id, user_id, project_id) values ($1, $2, $3)
     on conflict (user_id, project_id) do update set user_id = excluded.user_id
     returning user_id, project_id, created_at`,
    [environmentId, userId, projectId],
  );
  return row!;
}

export async function projectExists(
  db: Queryable,
  environmentId: number,
  projectId: number,
): Promise<boolean> {
  const rows = await db.query('select 1 from projects where environment_id = $1 and id = $2', [
    environmentId,
    projectId,
  ]);
  return rows.length > 0;
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
