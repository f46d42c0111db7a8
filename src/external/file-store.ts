import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ServiceUnavailableError } from '../domain/errors.ts';

/** The stores an uploaded file can live in (D-56); each row of `uploads` names the one that holds it. */
export const STORE_KINDS = ['disk', 'database', 's3'] as const;
export type StoreKind = (typeof STORE_KINDS)[number];

/** Bytes `start` to `end` of a file, both inclusive (as HTTP ranges count them). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where uploaded files live (D-25, D-56), behind one small interface: a file goes in as a stream and comes
 * back as a stream, so that no store holds a whole file in memory. A location is 32 hex digits that the
 * service generates (`newLocation`); no part of one ever comes from the client. A file keeps its location
 * when it moves to another store, so that the rows and site visits naming it never change.
 *
 * A store that cannot be reached throws ServiceUnavailableError (503 with Retry-After), never a raw error
 * of its driver.
 */
export interface FileStore {
  readonly kind: StoreKind;
  /**
   * Stores the stream's bytes under `location` and answers how many there were. The file becomes readable
   * only once every byte is stored; if the stream or the store fails, nothing stays behind. Storing again
   * under a location replaces what is there (a migration that was interrupted starts the file over).
   */
  put(location: string, content: Readable): Promise<{ size: number }>;
  /** The file's bytes (all, or the range, which the caller has checked against its size); null when none. */
  read(location: string, range?: ByteRange): Promise<Readable | null>;
  /** Removes a stored file; a location that holds nothing is not an error. */
  remove(location: string): Promise<void>;
  exists(location: string): Promise<boolean>;
  /** Releases what the store holds open (clients, connections); the service calls it once, at shutdown. */
  close?(): Promise<void>;
}

/** A generated location: 128 random bits as 32 hex digits, the whole name of the file in every store. */
export const LOCATION = /^[0-9a-f]{32}$/;

export function newLocation(): string {
  return randomBytes(16).toString('hex');
}

/** The location itself, or an error: no store ever turns other text into a name. */
export function checkedLocation(location: string): string {
  if (!LOCATION.test(location)) throw new Error('file store: not a location the service generated');
  return location;
}

/** How long a client is asked to wait before retrying when a store does not answer. */
export const STORE_RETRY_AFTER_SECONDS = 5;

/** Disk errors that say the disk (not the request) is at fault; the operator gets a 503 and a log line. */
const DISK_FAULTS = new Set(['ENOSPC', 'EIO', 'EROFS', 'EACCES', 'EPERM', 'EDQUOT', 'EMFILE', 'ENFILE', 'ENOTDIR', 'ESTALE']);

function diskFault(err: unknown): unknown {
  const code = (err as NodeJS.ErrnoException).code;
  if (code && DISK_FAULTS.has(code)) {
    return new ServiceUnavailableError(`The file store cannot be written or read (${code}); try again later`, STORE_RETRY_AFTER_SECONDS);
  }
  return err;
}

/**
 * Files on local disk, each `dir/<location>`. A file is written to a hidden temporary name first and
 * renamed into place once every byte is on disk, so that a location never names half a file; the
 * directory is created with the first file.
 */
export class LocalFileStore implements FileStore {
  readonly kind = 'disk';
  readonly dir: string;

  constructor(dir: string) {
    this.dir = path.resolve(dir);
  }

  async put(location: string, content: Readable): Promise<{ size: number }> {
    const target = this.pathOf(location);
    const partial = path.join(this.dir, `.${location}.${randomBytes(4).toString('hex')}.partial`);
    try {
      await fs.promises.mkdir(this.dir, { recursive: true, mode: 0o700 });
      // 'wx': never follows or replaces anything already there.
      const file = fs.createWriteStream(partial, { flags: 'wx', mode: 0o600 });
      await pipeline(content, file);
      await fs.promises.rename(partial, target);
      return { size: file.bytesWritten };
    } catch (err) {
      await fs.promises.rm(partial, { force: true }).catch(() => {});
      throw diskFault(err);
    }
  }

  async read(location: string, range?: ByteRange): Promise<Readable | null> {
    if (!LOCATION.test(location)) return null;
    try {
      const handle = await fs.promises.open(this.pathOf(location), 'r');
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw diskFault(err);
    }
  }

  async remove(location: string): Promise<void> {
    await fs.promises.rm(this.pathOf(location), { force: true });
  }

  async exists(location: string): Promise<boolean> {
    if (!LOCATION.test(location)) return false;
    return fs.promises.stat(this.pathOf(location)).then(
      (stat) => stat.isFile(),
      () => false,
    );
  }

  /** The file of a location the service generated; any other text is refused, never joined to a path. */
  private pathOf(location: string): string {
    return path.join(this.dir, checkedLocation(location));
  }
}
