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
