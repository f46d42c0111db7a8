import type { Queryable } from '../database.ts';

/** The id of this installation (its database), created by migration 0003. */
export async function installationId(db: Queryable): Promise<string> {
  const [row] = await db.query<{ id: string }>('select id from installation');
  return row!.id;
}
