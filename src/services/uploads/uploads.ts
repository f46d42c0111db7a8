import { createHash } from 'node:crypto';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Database } from '../../db/database.ts';
import { insertUpload, uploadAt, type UploadRow } from '../../db/repositories/uploads.ts';
import { NotFoundError, PayloadTooLargeError } from '../../domain/errors.ts';
import type { BearerIdentity } from '../../domain/roles.ts';
import { type ByteRange, LOCATION, newLocation } from '../../external/file-store.ts';
import type { UploadStorage } from '../../state/upload-storage.ts';
import { requireProject } from '../projects/project-access.ts';
import { changeProject } from '../projects/project-change.ts';
import type { WriteDeps } from '../deps.ts';

// Uploads (D-25, D-56): a file for a project that the user may change, kept in the installation's file
// store under a generated location and recorded once it is whole; read back by anyone who may see the
// project. Whatever fails on the way in, no file stays behind.

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

/** A stream's bytes passed through unchanged, with their SHA-256 once the stream has ended. */
export function hashed(content: Readable): { content: Readable; sha256(): string } {
  const hash = createHash('sha256');
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  // A failure of the source reaches the store through the tap, which it destroys; the store reports it.
  pipeline(content, tap).catch(() => {});
  let digest: string | null = null;
  return { content: tap, sha256: () => (digest ??= hash.digest('hex')) };
}

/**
 * Stores an upload: the project is checked first (a project the user may not see is 404, one the user
 * may read but not change 403), before a byte of the file is read; then the file is stored, its size
 * checked, the rest of the request read, and the record inserted through the unit of work of every
 * project change (the check again, under the project's lock; an upload leaves no trace in the audit
 * trail, the drawdown that names it does). A failure after the file is stored removes it; a store that
 * does not answer is 503 and no row is written.
 */
export async function receiveUpload(deps: WriteDeps, files: UploadStorage, identity: BearerIdentity, upload: IncomingFile): Promise<UploadRow> {
  await requireProject(deps.db, identity, upload.projectId, 'write');
  const store = files.current;
  const location = newLocation();
  const content = hashed(upload.content);
  const stored = await store.put(location, content.content);
  try {
    if (upload.truncated()) {
      throw new PayloadTooLargeError(`file: larger than the ${upload.maxBytes}-byte limit of an upload (UPLOAD_MAX_BYTES)`);
    }
    await upload.rest();
    return await changeProject(deps, identity, upload.projectId, async (tx) => {
      const row = await insertUpload(tx, identity.environmentId, {
        project_id: upload.projectId,
        storage_location: location,
        filename: upload.filename,
        file_size: stored.size,
        mime_type: upload.mimeType,
        created_by: identity.userId,
        store: store.kind,
        sha256: content.sha256(),
      });
      return { result: row, event: null, webhook: { type: 'upload.created', id: row.id } };
    });
  } catch (err) {
    await store.remove(location).catch(() => {});
    throw err;
  }
}

const UPLOAD_NOT_FOUND = 'No upload is stored at this location';

/** A stored upload's record, for whoever may see its project: 404 for an unknown location or an unseen project. */
export async function uploadRecord(db: Database, identity: BearerIdentity, location: string): Promise<UploadRow> {
  const row = LOCATION.test(location) ? await uploadAt(db, identity.environmentId, location) : null;
  if (!row) throw new NotFoundError(UPLOAD_NOT_FOUND);
  await requireProject(db, identity, row.project_id, 'read').catch((err: unknown) => {
    // The project's own message would say that a project is there; the caller asked for a file.
    throw err instanceof NotFoundError ? new NotFoundError(UPLOAD_NOT_FOUND) : err;
  });
  return row;
}

/** The bytes of a stored upload (all, or a range within its size), from the store its record names. */
export async function uploadContent(files: UploadStorage, row: UploadRow, range?: ByteRange): Promise<Readable> {
  const content = await files.of(row.store).read(row.storage_location, range);
  if (!content) throw new NotFoundError(`The file of this upload is missing from the ${row.store} store`);
  return content;
}
