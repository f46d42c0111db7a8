import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { StoreKind } from '../../../src/external/file-store.ts';
import { importProjects } from '../../../src/services/projects/project-import.ts';
import { assignProjectToUser } from '../../../src/services/tenancy/tenancy.ts';
import { type FileMove, migrateUploads } from '../../../src/services/uploads/upload-migration.ts';
import { buildTestApp, json, type TestApp } from '../../helpers/app.ts';
import { environmentWithUsers, type SignedIn } from '../../helpers/platform.ts';
import { project } from '../../helpers/projects.ts';
import { startBucket, type TestBucket } from '../../helpers/s3.ts';
import { BACKENDS } from '../../helpers/storage.ts';
import { type StoredFile, storedUploads, storesOf } from '../../helpers/uploads.ts';

// Moving uploaded files between stores (D-56): every file reaches the target under its location, checked
// by size and SHA-256 before its row moves; nothing is lost whatever stops the run, a rerun moves nothing,
// and a file whose bytes differ from its record stays where it was.

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

for (const backend of BACKENDS) {
  describe(`uploads:migrate between stores (${backend.name})`, () => {
    let t: TestApp;
    let bucket: TestBucket;
    let dir: string;
    let member: SignedIn;
    let ours: number;

    before(async () => {
      bucket = await startBucket();
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pcas-migrate-'));
      t = await buildTestApp(backend, 'platform', { env: { UPLOAD_STORE: 'disk', UPLOAD_DIR: dir, ...bucket.env } });
      const a = await environmentWithUsers(t, 'Migrating');
      member = a.users.MEMBER;
      ours = (await importProjects(t.ctx, a.env, [project(1)]))[0]!.id;
      await assignProjectToUser(t.ctx.db, a.env, member.id, ours);
    });
    after(async () => {
      await t.close();
      await bucket.dispose();
      fs.rmSync(dir, { recursive: true, force: true });
    });

    const download = async (location: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/uploads/${location}`, headers: { authorization: `Bearer ${member.token}` } });
      assert.equal(res.statusCode, 200, res.body);
      return res.rawPayload;
    };
    /** Every file downloads as it was uploaded, and its row names `store` with the bytes' SHA-256. */
    async function allIn(files: StoredFile[], store: StoreKind) {
      for (const file of files) {
        assert.deepEqual(await download(file.location), file.bytes, file.location);
        const [row] = await t.ctx.db.query<{ store: string; sha256: string }>('select store, sha256 from uploads where storage_location = $1', [file.location]);
        assert.deepEqual(row, { store, sha256: sha256(file.bytes) }, file.location);
      }
    }
    /** What each store holds, by location. */
    async function held() {
      const blobs = await t.ctx.db.query<{ location: string }>('select location from upload_blobs order by location');
      return {
        disk: fs.readdirSync(dir).sort(),
        database: blobs.map((row) => row.location),
        s3: await bucket.held(),
      };
    }

    it('moves every file disk → database → s3 → database under its location, checked, and the downloads stay byte for byte', async () => {
      const files: StoredFile[] = [];
      for (const [i, size] of [0, 1, 300_000, 1024 * 1024 + 7].entries()) {
        const bytes = Buffer.alloc(size, i + 1);
        const form = new FormData();
        form.append('project_id', String(ours));
        form.append('file', new File([new Uint8Array(bytes)], `site ${i}.bin`, { type: 'application/octet-stream' }));
        const res = await t.app.inject({ method: 'POST', url: '/uploads', headers: { authorization: `Bearer ${member.token}` }, payload: form });
        assert.equal(res.statusCode, 201, res.body);
        files.push({ location: json<{ storage_location: string }>(res).storage_location, bytes });
      }
      // A file stored before SHA-256 was recorded: the move fills it in.
      await t.ctx.db.query('update uploads set sha256 = null where storage_location = $1', [files[2]!.location]);
      await allIn(files.filter((_, i) => i !== 2), 'disk');
      const locations = files.map((f) => f.location).sort();

      for (const [to, expected] of [
        ['database', { disk: [], database: locations, s3: [] }],
        ['s3', { disk: [], database: [], s3: locations }],
        ['database', { disk: [], database: locations, s3: [] }],
      ] as const) {
        const moves: FileMove[] = [];
        const summary = await migrateUploads(t.ctx.db, t.ctx.files, to, { batchSize: 3, onFile: (move) => moves.push(move) });
        const bytes = files.reduce((sum, f) => sum + f.bytes.length, 0);
        assert.deepEqual(
          { ...summary, refused: summary.refused.length },
          { to, total: 4, totalBytes: bytes, moved: 4, movedBytes: bytes, refused: 0, movedElsewhere: 0, leftovers: [], interrupted: false },
        );
        assert.deepEqual(moves.map((m) => [m.n, m.total, m.to, m.refused]), [1, 2, 3, 4].map((n) => [n, 4, to, null]), 'one line per file, n of N');
        assert.equal(moves.at(-1)!.movedBytes, bytes);
        assert.deepEqual(await held(), expected, `every file in the ${to} store alone`);
        await allIn(files, to);

        const again = await migrateUploads(t.ctx.db, t.ctx.files, to);
        assert.deepEqual([again.total, again.moved, again.refused], [0, 0, []], 'a rerun moves nothing');
      }
    });

    it('refuses a file whose bytes changed after upload (or are gone): its row keeps its store, nothing is left at the target, the rest move', async () => {
      const files = await storedUploads(t.ctx.db, t.ctx.files.of('disk'), 3, 2000);
      const [corrupt, missing, fine] = files as [StoredFile, StoredFile, StoredFile];
      const flipped = Buffer.from(corrupt.bytes);
      flipped[1000] = flipped[1000]! ^ 0xff;
      fs.writeFileSync(path.join(dir, corrupt.location), flipped);
      fs.rmSync(path.join(dir, missing.location));

      const summary = await migrateUploads(t.ctx.db, t.ctx.files, 's3');
      assert.equal(summary.moved, summary.total - 2, 'every other file moves (the earlier test’s too)');
      assert.deepEqual(
        summary.refused.map((r) => [r.location, r.store]),
        [[corrupt.location, 'disk'], [missing.location, 'disk']],
      );
      assert.match(summary.refused[0]!.reason, /SHA-256 other than the one recorded at upload/);
      assert.match(summary.refused[1]!.reason, /missing from the disk store/);
      const stores = await storesOf(t.ctx.db);
      assert.deepEqual([stores.get(corrupt.location), stores.get(missing.location), stores.get(fine.location)], ['disk', 'disk', 's3']);
      assert.ok(!(await bucket.held()).includes(corrupt.location), 'the refused copy is removed from the target');
      assert.deepEqual(fs.readFileSync(path.join(dir, corrupt.location)), flipped, 'the source is left as it was');
      const moved = await t.ctx.files.of('s3').read(fine.location);
      assert.deepEqual(Buffer.concat(await moved!.toArray()), fine.bytes);
    });

    it('stops when asked after the file in hand, and a second run moves the rest: nothing lost', async () => {
      const files = await storedUploads(t.ctx.db, t.ctx.files.of('database'), 7, 70_000);
      const stop = new AbortController();
      const first = await migrateUploads(t.ctx.db, t.ctx.files, 'disk', {
        batchSize: 2,
        signal: stop.signal,
        onFile: (move) => move.n === 3 && stop.abort(),
      });
      assert.equal(first.interrupted, true);
      assert.ok(first.moved >= 3 && first.moved < first.total, `${first.moved} of ${first.total}`);
      const second = await migrateUploads(t.ctx.db, t.ctx.files, 'disk', { batchSize: 2 });
      assert.equal(second.interrupted, false);
      assert.equal(first.moved + second.moved + second.refused.length, first.total);
      const stores = await storesOf(t.ctx.db);
      for (const file of files) {
        assert.equal(stores.get(file.location), 'disk');
        assert.deepEqual(fs.readFileSync(path.join(dir, file.location)), file.bytes);
      }
    });
  });
}
