import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Database } from './database.ts';

// Uploaded files in the database itself (D-56), so that every instance of a fleet reads every file with
// nothing else to set up. A file is a blob of CHUNK_BYTES chunks (migration 0013): written chunk by chunk
// as the upload streams in, read chunk by chunk as the download streams out, so that no more than a chunk
// or two of a file is ever in memory. This class has the shape of external/file-store.ts's FileStore
// (db/ sits below external/, so the wiring in context.ts checks the shape where it picks the store).

/** 256 KiB: a 25 MiB file is 100 statements each way, and a chunk is small next to the pool's memory. */
export const CHUNK_BYTES = 256 * 1024;

/** How old a write that never completed must be before it is swept (well past any request's timeout). */
const ABANDONED_AFTER = '1 hour';

interface BlobRow {
  id: number;
  chunk_size: number;
  size: number;
}

/** Collects a stream into CHUNK_BYTES pieces and hands each to `save` in order, waiting for it. */
function chunkWriter(save: (seq: number, data: Buffer) => Promise<void>): Writable & { size(): number } {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let seq = 0;
  let size = 0;
  const flush = async (all: boolean) => {
    while (pendingBytes >= CHUNK_BYTES || (all && pendingBytes > 0)) {
      const joined = Buffer.concat(pending, pendingBytes);
      const data = joined.subarray(0, Math.min(CHUNK_BYTES, joined.length));
      const rest = joined.subarray(data.length);
      pending = rest.length > 0 ? [rest] : [];
      pendingBytes = rest.length;
      await save(seq++, data);
    }
  };
  const writer = new Writable({
    write(chunk: Buffer, _encoding, done) {
      pending.push(chunk);
      pendingBytes += chunk.length;
      size += chunk.length;
      flush(false).then(() => done(), done);
    },
    final(done) {
      flush(true).then(() => done(), done);
    },
  });
  return Object.assign(writer, { size: () => size });
}

export class DatabaseFileStore {
  readonly kind = 'database';
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  /**
   * Writes a new blob, incomplete (unreadable) until its last chunk is in; then, in one transaction,
   * it replaces any complete blob of the location and becomes readable. A failure deletes the blob.
   */
  async put(location: string, content: Readable): Promise<{ size: number }> {
    const [blob] = await this.db.query<{ id: number }>(
      'insert into upload_blobs (location, chunk_size) values ($1, $2) returning id',
      [location, CHUNK_BYTES],
    );
    const id = blob!.id;
    try {
      const writer = chunkWriter(async (seq, data) => {
        await this.db.query('insert into upload_chunks (blob_id, seq, data) values ($1, $2, $3)', [id, seq, data]);
      });
      await pipeline(content, writer);
      await this.db.transaction(async (tx) => {
        await tx.query('delete from upload_blobs where location = $1 and complete', [location]);
        await tx.query('update upload_blobs set complete = true, size = $2 where id = $1', [id, writer.size()]);
      });
      await this.sweep();
      return { size: writer.size() };
    } catch (err) {
      await this.db.query('delete from upload_blobs where id = $1', [id]).catch(() => {});
      throw err;
    }
  }

  async read(location: string, range?: { start: number; end: number }): Promise<Readable | null> {
    const [blob] = await this.db.query<BlobRow>(
      'select id, chunk_size, size from upload_blobs where location = $1 and complete',
      [location],
    );
    if (!blob) return null;
    const start = range?.start ?? 0;
    const end = range?.end ?? blob.size - 1;
    return Readable.from(this.chunks(blob, start, end), { objectMode: false });
  }

  /** The bytes start..end (inclusive), one chunk per statement, fetched only as the reader asks. */
  private async *chunks(blob: BlobRow, start: number, end: number): AsyncGenerator<Buffer> {
    for (let seq = Math.floor(start / blob.chunk_size); seq * blob.chunk_size <= end; seq++) {
      const [chunk] = await this.db.query<{ data: Uint8Array }>(
        'select data from upload_chunks where blob_id = $1 and seq = $2',
        [blob.id, seq],
      );
      if (!chunk) throw new Error(`database file store: chunk ${seq} of blob ${blob.id} is missing`);
      const data = Buffer.from(chunk.data.buffer, chunk.data.byteOffset, chunk.data.byteLength);
      const first = seq * blob.chunk_size;
      yield data.subarray(Math.max(0, start - first), Math.min(data.length, end - first + 1));
    }
  }

  async remove(location: string): Promise<void> {
    await this.db.query('delete from upload_blobs where location = $1', [location]);
  }

  async exists(location: string): Promise<boolean> {
    const rows = await this.db.query('select 1 from upload_blobs where location = $1 and complete', [location]);
    return rows.length > 0;
  }

  /** Deletes the chunks of writes that never completed: a process killed mid-upload leaves them. */
  private async sweep(): Promise<void> {
    await this.db.query(`delete from upload_blobs where not complete and created_at < now() - interval '${ABANDONED_AFTER}'`);
  }
}
