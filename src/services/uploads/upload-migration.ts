import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Database } from '../../db/database.ts';
import { pointUploadAt, type UploadRow, uploadStillIn, uploadsOutside, uploadsOutsideAfter } from '../../db/repositories/uploads.ts';
import type { StoreKind } from '../../external/file-store.ts';
import type { UploadStorage } from '../../state/upload-storage.ts';
import { hashed } from './uploads.ts';

// Moving uploaded files between stores (D-56), for `npm run admin -- uploads:migrate`. A file is copied to
// the target under the same location (so that site visits naming it stay right), its size and SHA-256
// checked against its record and against what the target gives back, and only then is its row pointed at
// the target, in one statement that holds only if the row still names the source; then the source copy is
// removed. A run that stops anywhere loses nothing: until the row moves, the source copy is the file, and a
// half-written target copy is written again by the next run.

/** What became of one file. */
export interface FileMove {
  /** 1-based position among the files to move when the run began. */
  n: number;
  total: number;
  location: string;
  from: StoreKind;
  to: StoreKind;
  bytes: number;
  /** null when moved; otherwise why the file stays where it was. */
  refused: string | null;
  /** Set when the file moved but its source copy could not be removed (nothing reads it any more). */
  leftover: string | null;
  /** Bytes moved so far in this run, and of all the files to move. */
  movedBytes: number;
  totalBytes: number;
}

export interface MigrationSummary {
  to: StoreKind;
  /** Files outside the target when the run began, and their bytes. */
  total: number;
  totalBytes: number;
  moved: number;
  movedBytes: number;
  /** Files that stay where they were, and why (unreadable, missing, a size or SHA-256 that differs). */
  refused: { location: string; store: StoreKind; reason: string }[];
  /** Files that another run moved first. */
  movedElsewhere: number;
  /** Moved files whose source copy remains. */
  leftovers: { location: string; store: StoreKind; reason: string }[];
  /** The run stopped when asked, before the end. */
  interrupted: boolean;
}

export interface MigrationOptions {
  /** Rows read per statement. */
  batchSize?: number;
  /** Stops the run after the file in hand. */
  signal?: AbortSignal;
  onFile?(move: FileMove): void;
}

/** A file that stays where it was; the message says why. */
class MoveRefused extends Error {}

/** The bytes of a stream, counted and hashed. */
async function digestOf(content: Readable): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of content) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { size, sha256: hash.digest('hex') };
}

/** Copies a file to the target and checks the copy; answers its SHA-256. On refusal the copy is removed. */
async function copyChecked(db: Database, files: UploadStorage, row: UploadRow, to: StoreKind): Promise<string> {
  const content = await files.of(row.store).read(row.storage_location);
  if (!content) throw new MoveRefused(`the file is missing from the ${row.store} store`);
  const target = files.of(to);
  const copy = hashed(content);
  const { size } = await target.put(row.storage_location, copy.content);
  const sha256 = copy.sha256();
  try {
    if (size !== row.file_size) throw new MoveRefused(`${size} bytes read from the ${row.store} store, ${row.file_size} recorded`);
    if (row.sha256 !== null && sha256 !== row.sha256) {
      throw new MoveRefused(`the bytes in the ${row.store} store have a SHA-256 other than the one recorded at upload`);
    }
    const back = await target.read(row.storage_location);
    const stored = back ? await digestOf(back) : null;
    if (stored?.size !== size || stored.sha256 !== sha256) throw new MoveRefused(`the copy read back from the ${to} store differs`);
    return sha256;
  } catch (err) {
    // Only a copy that nothing names is removed (a concurrent run may have moved the row to it meanwhile).
    if (await uploadStillIn(db, row.id, row.store)) await target.remove(row.storage_location).catch(() => {});
    throw err;
  }
}

/** Moves one file; answers what became of it. */
async function moveOne(db: Database, files: UploadStorage, row: UploadRow, to: StoreKind): Promise<Pick<FileMove, 'refused' | 'leftover'> & { elsewhere: boolean }> {
  let sha256: string;
  try {
    sha256 = await copyChecked(db, files, row, to);
  } catch (err) {
    return { refused: err instanceof MoveRefused ? err.message : `${(err as Error).message}`, leftover: null, elsewhere: false };
  }
  if (!(await pointUploadAt(db, row.id, row.store, to, sha256))) return { refused: null, leftover: null, elsewhere: true };
  try {
    await files.of(row.store).remove(row.storage_location);
    return { refused: null, leftover: null, elsewhere: false };
  } catch (err) {
    return { refused: null, leftover: (err as Error).message, elsewhere: false };
  }
}

/**
 * Moves every upload held outside `to` there, in batches by id, one file at a time; files uploaded after the
 * run began are left to the next run. Safe to rerun: files already at the target are not touched.
 */
export async function migrateUploads(db: Database, files: UploadStorage, to: StoreKind, options: MigrationOptions = {}): Promise<MigrationSummary> {
  const batchSize = options.batchSize ?? 100;
  files.of(to); // a bucket that is not configured is refused before anything is read
  const start = await uploadsOutside(db, to);
  const summary: MigrationSummary = {
    to,
    total: start.files,
    totalBytes: start.bytes,
    moved: 0,
    movedBytes: 0,
    refused: [],
    movedElsewhere: 0,
    leftovers: [],
    interrupted: false,
  };
  let afterId = 0;
  let n = 0;
  for (;;) {
    const batch = await uploadsOutsideAfter(db, to, afterId, start.maxId, batchSize);
    if (batch.length === 0) return summary;
    for (const row of batch) {
      if (options.signal?.aborted) return { ...summary, interrupted: true };
      afterId = row.id;
      const outcome = await moveOne(db, files, row, to);
      const place = { location: row.storage_location, store: row.store };
      if (outcome.refused !== null) summary.refused.push({ ...place, reason: outcome.refused });
      else if (outcome.elsewhere) summary.movedElsewhere++;
      else {
        summary.moved++;
        summary.movedBytes += row.file_size;
      }
      if (outcome.leftover !== null) summary.leftovers.push({ ...place, reason: outcome.leftover });
      options.onFile?.({
        n: ++n,
        total: start.files,
        ...place,
        from: row.store,
        to,
        bytes: row.file_size,
        refused: outcome.refused,
        leftover: outcome.leftover,
        movedBytes: summary.movedBytes,
        totalBytes: start.bytes,
      });
    }
  }
}
