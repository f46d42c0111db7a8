import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { CHUNK_BYTES, DatabaseFileStore } from '../../src/db/upload-blobs.ts';
import { type FileStore, LocalFileStore, newLocation } from '../../src/external/file-store.ts';
import { S3FileStore } from '../../src/external/s3-file-store.ts';
import { ServiceUnavailableError } from '../../src/domain/errors.ts';
import { startBucket, type TestBucket } from '../helpers/s3.ts';
import { BACKENDS, statementsOf, type TestDatabase } from '../helpers/storage.ts';

// The file stores (D-25, D-56) keep one contract: a file goes in as a stream and comes back whole or by
// range, only once every byte is stored; a stream that fails leaves nothing behind and keeps what was
// there; storing again replaces; a location is the only name a file has.

interface StoreCase {
  name: string;
  open(): Promise<{ store: FileStore; held(): Promise<string[]>; dispose(): Promise<void> }>;
}

const CASES: StoreCase[] = [
  {
    name: 'disk',
    async open() {
      const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pcas-file-store-'));
      const dir = path.join(root, 'uploads');
      return {
        store: new LocalFileStore(dir),
        held: async () => (fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []),
        dispose: async () => fs.rmSync(root, { recursive: true, force: true }),
      };
    },
  },
  ...BACKENDS.map((backend) => ({
    name: `database (${backend.name})`,
    async open() {
      const database: TestDatabase = await backend.openMigrated();
      return {
        store: new DatabaseFileStore(database.db),
        held: async () =>
          (await database.db.query<{ location: string }>('select location from upload_blobs order by location, id')).map((r) => r.location),
        dispose: database.dispose,
      };
    },
  })),
  {
    name: 's3',
    async open() {
      const bucket = await startBucket();
      const store = new S3FileStore(bucket.settings);
      return {
        store,
        // Whole objects and multipart uploads begun: a failed put must leave neither.
        held: async () => [...(await bucket.held()), ...bucket.pendingUploads().map((key) => `pending ${key}`)],
        dispose: async () => {
          await store.close();
          await bucket.dispose();
        },
      };
    },
  },
];

async function bytesOf(content: Readable | null): Promise<Buffer> {
  assert.ok(content, 'the store holds the file');
  return Buffer.concat(await content.toArray());
}

/** A stream that sends `bytes` in pieces of odd sizes, then fails if `failWith` is given. */
function pieces(bytes: Buffer, failWith?: Error): Readable {
  let at = 0;
  return new Readable({
    read() {
      if (at >= bytes.length) {
        if (failWith) this.destroy(failWith);
        else this.push(null);
        return;
      }
      const size = Math.min(bytes.length - at, 10_007 + (at % 3) * 65_521);
      this.push(bytes.subarray(at, at + size));
      at += size;
    },
  });
}

for (const c of CASES) {
  describe(`file store: ${c.name}`, () => {
    let store: FileStore;
    let held: () => Promise<string[]>;
    let dispose: () => Promise<void>;
    before(async () => ({ store, held, dispose } = await c.open()));
    after(() => dispose());

    it('keeps a file under its location and gives back every byte, whole or by range, across chunk boundaries', async () => {
      const bytes = randomBytes(2 * CHUNK_BYTES + 12_345);
      const location = newLocation();
      assert.deepEqual(await store.put(location, pieces(bytes)), { size: bytes.length });
      assert.equal(await store.exists(location), true);
      assert.deepEqual(await bytesOf(await store.read(location)), bytes);
      for (const [start, end] of [[0, 0], [0, CHUNK_BYTES - 1], [CHUNK_BYTES - 3, CHUNK_BYTES + 3], [CHUNK_BYTES, bytes.length - 1], [bytes.length - 1, bytes.length - 1], [5, 2 * CHUNK_BYTES + 7]] as const) {
        assert.deepEqual(await bytesOf(await store.read(location, { start, end })), bytes.subarray(start, end + 1), `${start}-${end}`);
      }
      const empty = newLocation();
      assert.deepEqual(await store.put(empty, Readable.from([])), { size: 0 });
      assert.deepEqual(await bytesOf(await store.read(empty)), Buffer.alloc(0));
    });

    it('replaces a file stored again under its location; a failed write leaves nothing and keeps what was there', async () => {
      const location = newLocation();
      await store.put(location, pieces(Buffer.from('first')));
      await store.put(location, pieces(Buffer.from('second, longer')));
      assert.equal((await bytesOf(await store.read(location))).toString(), 'second, longer');
      const before = await held();
      await assert.rejects(store.put(location, pieces(randomBytes(CHUNK_BYTES + 99), new Error('the client went away'))), /the client went away/);
      await assert.rejects(store.put(newLocation(), pieces(randomBytes(1000), new Error('gone too'))), /gone too/);
      assert.deepEqual(await held(), before, 'nothing of the failed writes is left');
      assert.equal((await bytesOf(await store.read(location))).toString(), 'second, longer');
    });

    it('removes a file, and treats a location that holds nothing as absent', async () => {
      const location = newLocation();
      await store.put(location, pieces(Buffer.from('gone soon')));
      await store.remove(location);
      await store.remove(location);
      assert.equal(await store.exists(location), false);
      assert.equal(await store.read(location), null);
      assert.equal(await store.read(newLocation()), null);
      assert.equal(await store.read('../../etc/passwd'), null);
    });
  });
}

describe('file store: database, streamed', () => {
  for (const backend of BACKENDS) {
    it(`reads a file chunk by chunk as the reader asks, not whole (${backend.name})`, async () => {
      const { db, dispose } = await backend.openMigrated();
      try {
        const store = new DatabaseFileStore(db);
        const location = newLocation();
        await store.put(location, pieces(randomBytes(20 * CHUNK_BYTES)));
        let content: Readable | null = null;
        const statements = await statementsOf(db, async () => {
          content = await store.read(location);
          const first = content![Symbol.asyncIterator]();
          await first.next();
        });
        assert.ok(statements <= 3, `${statements} statements to read the first chunk of 20 (the blob, then a chunk or two ahead)`);
        (content as Readable | null)?.destroy();
      } finally {
        await dispose();
      }
    });
  }
});

describe('file store: disk', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pcas-file-store-'));
  const store = new LocalFileStore(path.join(root, 'uploads'));
  after(() => fs.rmSync(root, { recursive: true, force: true }));

  it('never turns text that is not one of its locations into a path', async () => {
    for (const location of ['../outside', '/etc/passwd', 'A'.repeat(32), '', `${'a'.repeat(32)}/..`]) {
      assert.equal(await store.exists(location), false, location);
      assert.equal(await store.read(location), null, location);
      await assert.rejects(store.remove(location), /not a location the service generated/, location);
      await assert.rejects(store.put(location, Readable.from([])), /not a location the service generated/, location);
    }
  });
});

describe('file store: s3', () => {
  let bucket: TestBucket;
  let store: S3FileStore;
  before(async () => {
    bucket = await startBucket();
    store = new S3FileStore(bucket.settings);
  });
  after(async () => {
    await store.close();
    await bucket.dispose();
  });

  it('streams a file larger than a part in parts, and a stream that fails after some parts aborts its multipart upload', async () => {
    const bytes = randomBytes(11 * 1024 * 1024 + 5);
    const location = newLocation();
    assert.deepEqual(await store.put(location, pieces(bytes)), { size: bytes.length });
    assert.deepEqual(await bytesOf(await store.read(location, { start: 5 * 1024 * 1024 - 2, end: 10 * 1024 * 1024 + 1 })), bytes.subarray(5 * 1024 * 1024 - 2, 10 * 1024 * 1024 + 2));
    let sent = 0;
    const failing = new Readable({
      read() {
        if (sent >= 7 * 1024 * 1024) {
          // Past the first part: a multipart upload is pending when the client goes away.
          assert.equal(bucket.pendingUploads().length, 1, 'a multipart upload has begun');
          this.destroy(new Error('the client went away'));
          return;
        }
        this.push(randomBytes(64 * 1024));
        sent += 64 * 1024;
      },
    });
    const broken = newLocation();
    await assert.rejects(store.put(broken, failing), /the client went away/);
    assert.deepEqual(bucket.pendingUploads(), [], 'the multipart upload is aborted');
    assert.deepEqual(await bucket.held(), [location]);
  });

  it('answers a bucket that cannot be reached with ServiceUnavailableError, within seconds', async () => {
    const down = await startBucket();
    const unreachable = new S3FileStore(down.settings);
    try {
      const location = newLocation();
      await unreachable.put(location, Readable.from([Buffer.from('kept')]));
      await down.stop();
      // Generous: a refused connection is answered at once, and three tries with the SDK's backoff take
      // well under a second; 10 s says only that nothing waits for a timeout of minutes.
      const started = Date.now();
      for (const attempt of [
        () => unreachable.put(newLocation(), Readable.from([Buffer.from('lost')])),
        () => unreachable.read(location),
        () => unreachable.exists(location),
        () => unreachable.remove(location),
      ]) {
        await assert.rejects(attempt(), (err: unknown) => {
          assert.ok(err instanceof ServiceUnavailableError, String(err));
          assert.match(err.message, /file store \(S3 bucket\) cannot be reached \(ECONNREFUSED\)/);
          assert.ok(err.retryAfterSeconds > 0);
          return true;
        });
      }
      assert.ok(Date.now() - started < 10_000, `${Date.now() - started} ms`);
    } finally {
      await unreachable.close();
      await down.dispose();
    }
  });
});
