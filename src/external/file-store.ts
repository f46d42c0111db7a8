import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where uploaded files live (D-25), behind one small interface so that an object store can replace the
 * local disk: a file goes in as a stream and comes back as an opaque `location` that the store chose.
 * No part of a location ever comes from the client.
 */
export interface FileStore {
  /** Stores the stream's bytes under a new generated location; nothing stays behind if it fails. */
  put(content: Readable): Promise<{ location: string; size: number }>;
  /** Removes a stored file; a location that holds nothing is not an error. */
  remove(location: string): Promise<void>;
  exists(location: string): Promise<boolean>;
}

/** A generated location: 128 random bits as 32 hex digits, the whole name of the file. */
const LOCATION = /^[0-9a-f]{32}$/;

/**
 * Files on local disk, each `dir/<location>`. A file is written to a hidden temporary name first and
 * renamed into place once every byte is on disk, so that a location never names half a file; the
 * directory is created with the first file.
 */
export class LocalFileStore implements FileStore {
  readonly dir: string;

  constructor(dir: string) {
    this.dir = path.resolve(dir);
  }

  async put(content: Readable): Promise<{ location: string; size: number }> {
    await fs.promises.mkdir(this.dir, { recursive: true, mode: 0o700 });
    const location = randomBytes(16).toString('hex');
    const partial = path.join(this.dir, `.${location}.partial`);
    try {
      // 'wx': never follows or replaces anything already there.
      const file = fs.createWriteStream(partial, { flags: 'wx', mode: 0o600 });
      await pipeline(content, file);
      await fs.promises.rename(partial, this.pathOf(location));
      return { location, size: file.bytesWritten };
    } catch (err) {
      await fs.promises.rm(partial, { force: true });
      throw err;
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

  /** The file of a location this store generated; any other text is refused, never joined to a path. */
  private pathOf(location: string): string {
    if (!LOCATION.test(location)) throw new Error('LocalFileStore: not a location this store generated');
    return path.join(this.dir, location);
  }
}
