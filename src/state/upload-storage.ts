import type { Database } from '../db/database.ts';
import { DatabaseFileStore } from '../db/upload-blobs.ts';
import { ServiceUnavailableError } from '../domain/errors.ts';
import { type FileStore, LocalFileStore, STORE_RETRY_AFTER_SECONDS, type StoreKind } from '../external/file-store.ts';
import { S3FileStore, type S3Settings } from '../external/s3-file-store.ts';

export interface UploadStorageSettings {
  /** Where new uploads go (UPLOAD_STORE). */
  current: StoreKind;
  /** The disk store's directory (UPLOAD_DIR). */
  dir: string;
  /** The bucket, when S3_BUCKET is set. */
  s3: S3Settings | null;
}

/**
 * The file stores of this installation (D-56): new uploads go to the configured one, and each stored
 * file is read from the store its row names, so that files stored before a switch stay readable until
 * `uploads:migrate` moves them. A store is opened when first used.
 */
export class UploadStorage {
  readonly current: FileStore;
  private readonly settings: UploadStorageSettings;
  private readonly db: Database;
  private readonly opened = new Map<StoreKind, FileStore>();

  constructor(db: Database, settings: UploadStorageSettings) {
    this.db = db;
    this.settings = settings;
    this.current = this.of(settings.current);
  }

  /** The store of that kind; a bucket that is not configured is 503, naming S3_BUCKET. */
  of(kind: StoreKind): FileStore {
    let store = this.opened.get(kind);
    if (!store) {
      store = this.open(kind);
      this.opened.set(kind, store);
    }
    return store;
  }

  private open(kind: StoreKind): FileStore {
    switch (kind) {
      case 'disk':
        return new LocalFileStore(this.settings.dir);
      case 'database':
        // db/ sits below external/, so the database store is checked against FileStore here.
        return new DatabaseFileStore(this.db) satisfies FileStore;
      case 's3':
        if (!this.settings.s3) {
          throw new ServiceUnavailableError('A file is held in an S3 bucket, and S3_BUCKET is not set', STORE_RETRY_AFTER_SECONDS);
        }
        return new S3FileStore(this.settings.s3);
    }
  }

  async close(): Promise<void> {
    for (const store of this.opened.values()) await store.close?.();
  }
}
