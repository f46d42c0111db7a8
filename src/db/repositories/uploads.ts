import type { Queryable } from '../database.ts';

// Uploaded files (D-25): the record of each file the file store holds, by the project it was sent for.

export interface UploadRow {
  id: number;
  project_id: number;
  storage_location: string;
  filename: string;
  file_size: number;
  mime_type: string;
  created_by: number | null;
  created_at: string;
  /** The store that holds the bytes (D-56). */
  store: 'disk' | 'database' | 's3';
  /** Hex SHA-256 of the bytes; null for a file stored before it was recorded (a migration fills it in). */
  sha256: string | null;
}

const COLUMNS = 'id, project_id, storage_location, filename, file_size, mime_type, created_by, created_at, store, sha256';

export interface NewUpload {
  project_id: number;
  storage_location: string;
  filename: string;
  file_size: number;
  mime_type: string;
  created_by: number;
  store: UploadRow['store'];
  sha256: string;
}

export async function insertUpload(db: Queryable, environmentId: number, upload: NewUpload): Promise<UploadRow> {
  const [row] = await db.query<UploadRow>(
    `insert into uploads (environment_id, project_id, storage_location, filename, file_size, mime_type, created_by, store, sha256)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning ${COLUMNS}`,
    [
      environmentId,
      upload.project_id,
      upload.storage_location,
      upload.filename,
      upload.file_size,
      upload.mime_type,
      upload.created_by,
      upload.store,
      upload.sha256,
    ],
  );
  return row!;
}

/** The uploads of one project among `locations` (another project's or environment's are not found). */
export function uploadsAt(db: Queryable, environmentId: number, projectId: number, locations: string[]): Promise<UploadRow[]> {
  if (locations.length === 0) return Promise.resolve([]);
  return db.query<UploadRow>(
    `select ${COLUMNS} from uploads
     where environment_id = $1 and project_id = $2 and storage_location = any($3::text[])`,
    [environmentId, projectId, locations],
  );
}

/** The upload stored at `location` in the environment; null when there is none (or it is another environment's). */
export async function uploadAt(db: Queryable, environmentId: number, location: string): Promise<UploadRow | null> {
  const [row] = await db.query<UploadRow>(`select ${COLUMNS} from uploads where environment_id = $1 and storage_location = $2`, [
    environmentId,
    location,
  ]);
  return row ?? null;
}

// The move between stores (D-56) is the operator's, over the whole installation: these read every
// environment's uploads, and are used by nothing a tenant calls.

/** How many uploads a store other than `target` holds, with ids up to `maxId`, and their bytes. */
export async function uploadsOutside(db: Queryable, target: UploadRow['store']): Promise<{ files: number; bytes: number; maxId: number }> {
  const [row] = await db.query<{ files: number; bytes: number; max_id: number }>(
    `select count(*)::int as files, coalesce(sum(file_size), 0)::bigint as bytes, coalesce(max(id), 0)::bigint as max_id
     from uploads where store <> $1`,
    [target],
  );
  return { files: row!.files, bytes: row!.bytes, maxId: row!.max_id };
}

/** The next `limit` uploads held outside `target`, by id after `afterId` and up to `maxId`. */
export function uploadsOutsideAfter(db: Queryable, target: UploadRow['store'], afterId: number, maxId: number, limit: number): Promise<UploadRow[]> {
  return db.query<UploadRow>(
    `select ${COLUMNS} from uploads where store <> $1 and id > $2 and id <= $3 order by id limit $4`,
    [target, afterId, maxId, limit],
  );
}

/** Whether the upload is still held by `source`, as it was when a move began. */
export async function uploadStillIn(db: Queryable, id: number, source: UploadRow['store']): Promise<boolean> {
  return (await db.query('select 1 from uploads where id = $1 and store = $2', [id, source])).length > 0;
}

/**
 * Points the upload at `target` with the SHA-256 of its bytes, only if it still names `source`: false when
 * another move got there first. One statement, so the row names one store or the other, never neither.
 */
export async function pointUploadAt(db: Queryable, id: number, source: UploadRow['store'], target: UploadRow['store'], sha256: string): Promise<boolean> {
  const rows = await db.query('update uploads set store = $3, sha256 = $4 where id = $1 and store = $2 returning id', [id, source, target, sha256]);
  return rows.length > 0;
}
