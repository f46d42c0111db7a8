import assert from 'node:assert/strict';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { type Database, openPglite } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';
import { UploadStorage } from '../../src/state/upload-storage.ts';
import { storageCli } from '../helpers/operator.ts';
import { freePort } from '../helpers/processes.ts';
import { startBucket, type TestBucket } from '../helpers/s3.ts';
import { type Backend, BACKENDS } from '../helpers/storage.ts';
import { type StoredFile, storedUploads, storesOf } from '../helpers/uploads.ts';

// `npm run admin -- uploads:migrate` as an operator runs it: a process of its own on the installation's
// database and stores, which may be interrupted (Ctrl-C) or killed outright at any point and run again,
// losing nothing; a file it cannot verify stays where it was and makes the command fail.

/** The installation a CLI works on: its database (open in the test between runs) and its environment. */
interface Installation {
  env: Record<string, string>;
  /** Runs `work` on the database; the embedded one is open only meanwhile, as it belongs to one process. */
  withDb<T>(work: (db: Database, files: UploadStorage) => Promise<T>): Promise<T>;
  dispose(): Promise<void>;
}

async function installation(backend: Backend, bucket: TestBucket, uploadDir: string): Promise<Installation> {
  const settings = (db: Database) => new UploadStorage(db, { current: 'disk', dir: uploadDir, s3: bucket.settings });
  const base = { SERVICE: 'platform', PLATFORM_PORT: String(await freePort()), UPLOAD_DIR: uploadDir, LOG_LEVEL: 'warn', ...bucket.env };
  if (backend.name === 'postgres') {
    const database = await backend.openMigrated({ ownDatabase: true });
    const files = settings(database.db);
    return {
      env: { ...base, DATABASE_URL: database.url! },
      withDb: (work) => work(database.db, files),
      dispose: async () => {
        await files.close();
        await database.dispose();
      },
    };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pcas-migrate-cli-'));
  const withDb = async <T,>(work: (db: Database, files: UploadStorage) => Promise<T>) => {
    const db = await openPglite(path.join(dataDir, 'pgdata'));
    const files = settings(db);
    try {
      await migrate(db);
      return await work(db, files);
    } finally {
      await files.close();
      await db.close();
    }
  };
  return { env: { ...base, DATA_DIR: dataDir }, withDb, dispose: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
}

/** Every file's row names a store that holds exactly its bytes; answers how many rows name each store. */
async function nothingLost(db: Database, files: UploadStorage, made: StoredFile[]): Promise<Record<string, number>> {
  const stores = await storesOf(db);
  const counts: Record<string, number> = {};
  for (const file of made) {
    const store = stores.get(file.location)!;
    counts[store] = (counts[store] ?? 0) + 1;
    const content = await files.of(store).read(file.location);
    assert.ok(content, `${file.location} is in the ${store} store its row names`);
    assert.deepEqual(Buffer.concat(await content.toArray()), file.bytes, file.location);
  }
  return counts;
}

for (const backend of BACKENDS) {
  describe(`npm run admin -- uploads:migrate (${backend.name})`, () => {
    let bucket: TestBucket;
    let uploadDir: string;
    let site: Installation;
    before(async () => {
      bucket = await startBucket();
      uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pcas-migrate-files-'));
      site = await installation(backend, bucket, uploadDir);
    });
    after(async () => {
      await site.dispose();
      await bucket.dispose();
      fs.rmSync(uploadDir, { recursive: true, force: true });
    });

    // Each run of the CLI on an embedded database opens it anew, seconds of CPU on a busy machine, and
    // what a kill can leave behind does not depend on the database: the runs after runs are PostgreSQL's.
    const repeatedRuns = { skip: backend.name === 'pglite' && 'repeated runs on PostgreSQL only (TEST_DATABASE_URL)' };

    it('is interrupted by Ctrl-C after the file in hand, killed outright mid-copy, run again: every file moves, none is lost', repeatedRuns, async () => {
      const made = await site.withDb((db, files) => storedUploads(db, files.of('disk'), 60, 100_000));

      const interrupted = storageCli(site.env, 'uploads:migrate', '--to', 's3', '--batch-size', '7');
      await interrupted.printed(/\[ *3\/60\]/, 'stdout');
      process.kill(interrupted.pid, 'SIGINT');
      assert.deepEqual(await interrupted.ended(), { code: 130, signal: null }, interrupted.output());
      assert.match(interrupted.stdout(), /^interrupted: moved \d+ of 60 files \(.* of 5\.7 MiB\) to the s3 store$/m);
      assert.match(interrupted.stdout(), /^run the command again to move the rest$/m);

      const killed = storageCli(site.env, 'uploads:migrate', '--to', 's3', '--batch-size', '7');
      await killed.printed(/\[ *5\/\d+\]/, 'stdout');
      process.kill(killed.pid, 'SIGKILL');
      assert.equal((await killed.ended()).signal, 'SIGKILL', killed.output());
      const afterKill = await site.withDb((db, files) => nothingLost(db, files, made));
      assert.ok((afterKill.disk ?? 0) > 0 && (afterKill.s3 ?? 0) > 0, `killed part way: ${JSON.stringify(afterKill)}`);

      const rest = storageCli(site.env, 'uploads:migrate', '--to', 's3');
      assert.deepEqual(await rest.ended(), { code: 0, signal: null }, rest.output());
      assert.match(rest.stdout(), new RegExp(`^moved ${afterKill.disk} of ${afterKill.disk} files .* to the s3 store$`, 'm'));
      assert.match(rest.stdout(), /^\[ ?1\/\d+\] [0-9a-f]{32} disk → s3 97\.7 KiB moved \(97\.7 KiB of .*\)$/m);
      assert.deepEqual(await site.withDb((db, files) => nothingLost(db, files, made)), { s3: 60 });
      assert.deepEqual(fs.readdirSync(uploadDir).filter((name) => !name.startsWith('.')), [], 'no copy left on disk');
      assert.deepEqual(bucket.pendingUploads(), []);

      const again = storageCli(site.env, 'uploads:migrate', '--to', 's3');
      assert.deepEqual(await again.ended(), { code: 0, signal: null }, again.output());
      assert.equal(again.stdout(), 'moved 0 of 0 files (0 B of 0 B) to the s3 store\n', 'a rerun moves nothing');
    });

    it('refuses a file whose bytes changed on disk after upload, moves the rest, names it and exits 1', async () => {
      const [changed, fine] = await site.withDb((db, files) => storedUploads(db, files.of('disk'), 2, 5000));
      const bytes = Buffer.from(changed!.bytes);
      bytes[0] = bytes[0]! ^ 1;
      fs.writeFileSync(path.join(uploadDir, changed!.location), bytes);
      const run = storageCli(site.env, 'uploads:migrate', '--to', 'database');
      assert.deepEqual(await run.ended(), { code: 1, signal: null }, run.output());
      assert.match(run.stdout(), new RegExp(`^refused, still in the disk store: ${changed!.location}: the bytes in the disk store have a SHA-256 other than the one recorded at upload$`, 'm'));
      const stores = await site.withDb((db) => storesOf(db));
      assert.deepEqual([stores.get(changed!.location), stores.get(fine!.location)], ['disk', 'database']);
    });
  });
}

describe('npm run admin -- uploads:migrate, refused', () => {
  it('names what --to takes', async () => {
    const run = storageCli({}, 'uploads:migrate', '--to', 'tape');
    assert.deepEqual(await run.ended(), { code: 2, signal: null });
    assert.match(run.stderr(), /--to must be one of disk, database, s3/);
  });

  it('leaves an embedded database alone while the service answers on its port', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pcas-migrate-busy-'));
    const service = net.createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
    try {
      const port = String((service.address() as net.AddressInfo).port);
      const run = storageCli({ DATA_DIR: dataDir, SERVICE: 'platform', PLATFORM_PORT: port }, 'uploads:migrate', '--to', 'database');
      assert.deepEqual(await run.ended(), { code: 2, signal: null });
      assert.match(run.stderr(), new RegExp(`the service answers on port ${port}: stop it first`));
      assert.deepEqual(fs.readdirSync(dataDir), [], 'the database is not opened');
    } finally {
      service.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
