import type { Readable } from 'node:stream';
import type { Database } from '../db/database.ts';
import { insertUpload, type UploadRow } from '../db/repositories/uploads.ts';
import { PayloadTooLargeError } from '../domain/errors.ts';
import type { BearerIdentity } from '../domain/roles.ts';
import type { FileStore } from '../external/file-store.ts';
import { requireProject } from './project-access.ts';
import { changeProject } from './project-change.ts';

// Uploads (D-25): a file for a project that the user may change, kept in the file store under a
// generated location and recorded once it is whole. Whatever fails on the way, no file stays behind.

export interface IncomingFile {
  projectId: number;
  /** The client's name for the file: kept as text, never part of a path. */
  filename: string;
  mimeType: string;
  content: Readable;
  /** Whether the content stopped at the size limit with more to come (read once the content has ended). */
  truncated(): boolean;
  maxBytes: number;
  /** The rest of the request, read to its end once the file is stored: throws if it holds more than the file. */
  rest(): Promise<void>;
}

/**
 * Stores an upload: the project is checked first (a project the user may not see is 404, one the user
 * may read but not change 403), before a byte of the file is read; then the file is stored, its size
 * checked, the rest of the request read, and the record inserted through the unit of work of every
 * project change (the check again, under the project's lock; an upload leaves no trace in the audit
 * trail, the drawdown that names it does). A failure after the file is stored removes it.
 */
export async function receiveUpload(db: Database, files: FileStore, identity: BearerIdentity, upload: IncomingFile): Promise<UploadRow> {
  await requireProject(db, identity, upload.projectId, 'write');
  const stored = await files.put(upload.content);
  try {
    if (upload.truncated()) {
      throw new PayloadTooLargeError(`file: larger than the ${upload.maxBytes}-byte limit of an upload (UPLOAD_MAX_BYTES)`);
    }
    await upload.rest();
    return await changeProject(db, identity, upload.projectId, async (tx) => ({
      result: await insertUpload(tx, identity.environmentId, {
        project_id: upload.projectId,
        storage_location: stored.location,
        filename: upload.filename,
        file_size: stored.size,
        mime_type: upload.mimeType,
        created_by: identity.userId,
      }),
      event: null,
    }));
  } catch (err) {
    await files.remove(stored.location);
    throw err;
  }
}
