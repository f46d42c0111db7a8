import type { Queryable } from '../database.ts';

/** Failures for an email within the window, and the oldest of them. */
export async function recentLoginFailures(
  db: Queryable,
  email: string,
  windowSeconds: number,
): Promise<{ count: number; oldest: Date | null }> {
  const [row] = await db.query<{ count: number; oldest: Date | null }>(
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
  await db.query(
    'delete from login_failures where email = $1 or failed_at < now() - make_interval(secs => $2)',
    [email, windowSeconds],
  );
}
