import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Database } from '../../src/db/database.ts';
import { type FileStore, newLocation, type StoreKind } from '../../src/external/file-store.ts';
import { importProjects } from '../../src/services/projects/project-import.ts';
import { createEnvironment } from '../../src/services/tenancy/tenancy.ts';
import type { IncomingFile } from '../../src/services/uploads/uploads.ts';
import { project } from './projects.ts';
import { writer } from './clock.ts';

/** A file as POST /uploads hands it to the service, for tests that store uploads without HTTP. */
export function incomingFile(projectId: number, bytes: string | Buffer, filename = 'photo.jpg', mimeType = 'image/jpeg'): IncomingFile {
  return {
    projectId,
    filename,
    mimeType,
    content: Readable.from([Buffer.from(bytes)]),
    truncated: () => false,
    maxBytes: 25 * 1024 * 1024,
    rest: async () => {},
  };
}

/** A stored upload as a test made it: its location and bytes. */
export interface StoredFile {
  location: string;
  bytes: Buffer;
}

/**
 * `count` uploads of `size` random bytes each, stored in `store` and recorded as the service records them
 * (their store and SHA-256), in a project of a new environment: for tests of what happens to stored files.
 */
export async function storedUploads(db: Database, store: FileStore, count: number, size: number): Promise<StoredFile[]> {
  const env = await createEnvironment(db, { name: `Files ${randomBytes(3).toString('hex')}` });
  const [projectId] = (await importProjects(writer(db), env.id, [project(1)])).map((p) => p.id);
  const made: StoredFile[] = [];
  for (let i = 0; i < count; i++) {
    const bytes = randomBytes(size);
    const location = newLocation();
    await store.put(location, Readable.from([bytes]));
    await db.query(
      `insert into uploads (environment_id, project_id, storage_location, filename, file_size, mime_type, store, sha256)
       values ($1, $2, $3, $4, $5, 'application/octet-stream', $6, $7)`,
      [env.id, projectId, location, `file ${i}.bin`, size, store.kind, createHash('sha256').update(bytes).digest('hex')],
    );
    made.push({ location, bytes });
  }
  return made;
}

/** Every upload's store, by location. */
export async function storesOf(db: Database): Promise<Map<string, StoreKind>> {
  const rows = await db.query<{ storage_location: string; store: StoreKind }>('select storage_location, store from uploads');
  return new Map(rows.map((row) => [row.storage_location, row.store]));
}
