import type { Queryable } from '../database.ts';

export interface PlatformKeyRow {
  id: number;
  environment_id: number;
  name: string;
  key_prefix: string;
  created_at: Date;
  revoked_at: Date | null;
}

const COLUMNS = 'id, environment_id, name, key_prefix, created_at, revoked_at';

export async function insertPlatformKey(
  db: Queryable,
  environmentId: number,
  key: { name: string; hash: string; displayPrefix: string },
): Promise<PlatformKeyRow> {
  const [row] = await db.query<PlatformKeyRow>(
    `insert into platform_keys (environment_id, name, key_hash, key_prefix) values ($1, $2, $3, $4)
     returning ${COLUMNS}`,
    [environmentId, key.name, key.hash, key.displayPrefix],
  );
  return row!;
}

export function listPlatformKeys(db: Queryable, environmentId: number): Promise<PlatformKeyRow[]> {
  return db.query<PlatformKeyRow>(
    `select ${COLUMNS} from platform_keys where environment_id = $1 order by id`,
    [environmentId],
  );
}
