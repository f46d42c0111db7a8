import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import net from 'node:net';
import type { Readable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { importProjects } from '../../src/services/projects/project-import.ts';
import { assignProjectToUser } from '../../src/services/tenancy/tenancy.ts';
import { buildTestApp, json, type TestApp } from '../helpers/app.ts';
import { eventually } from '../helpers/eventually.ts';
import { assertDocumented, openApiOf } from '../helpers/openapi.ts';
import { assertNamesField, environmentWithUsers, type SignedIn } from '../helpers/platform.ts';
import { project } from '../helpers/projects.ts';
import { BACKENDS } from '../helpers/storage.ts';
import type { StoreKind } from '../../src/external/file-store.ts';
import { startBucket, type TestBucket } from '../helpers/s3.ts';

// POST /uploads (D-25, D-56), in every store: the size limit (the parser truncates, the service answers
// 413 and keeps nothing), the project's access checked before the file is read, path-like filenames kept
// as text with the file under a generated name, every malformed form answered 400 and a client that goes
// away mid-upload, with nothing left in the store.

const LIMIT = 1024;
type Part = [name: string, value: string | File];
interface Created {
  storage_location: string;
  file_size: number;
  mime_type: string;
  filename: string;
}

const form = (...parts: Part[]) => {
  const body = new FormData();
  for (const [name, value] of parts) body.append(name, value);
  return body;
};
const file = (bytes: number, name = 'survey.pdf', type = 'application/pdf') =>
  new File([Buffer.alloc(bytes, 0x61)], name, { type });

/**
 * Begins `POST /uploads` of a PDF for `projectId` over a raw socket, announcing `declared` bytes and
 * sending only the multipart head and `body`: the caller then destroys the socket, as a client that
 * goes away mid-file.
 */
async function beginUpload(address: string, token: string, projectId: number, declared: number, body: string | Buffer): Promise<net.Socket> {
  const url = new URL(address);
  const head =
    `--b\r\nContent-Disposition: form-data; name="project_id"\r\n\r\n${projectId}\r\n` +
    `--b\r\nContent-Disposition: form-data; name="file"; filename="half.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
  const socket = net.connect(Number(url.port), url.hostname);
  await once(socket, 'connect');
  socket.write(
    `POST /uploads HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\n` +
      `Content-Type: multipart/form-data; boundary=b\r\nContent-Length: ${declared}\r\n\r\n${head}`,
  );
  socket.write(body);
  return socket;
}

/** What the service sends on `socket` until it closes the connection (at most 30 s). */
async function textUntilClosed(socket: net.Socket): Promise<string> {
  let text = '';
  socket.setEncoding('latin1');
  socket.on('data', (chunk: string) => (text += chunk));
  // Writing to a connection the service has closed fails, which is expected here.
  socket.on('error', () => {});
  const closed = once(socket, 'close');
  const timer = setTimeout(() => socket.destroy(new Error('the service kept the connection open')), 30_000);
  await closed;
  clearTimeout(timer);
  return text;
}

/** Every location a store holds, whole or half written: what a failed upload must not add to. */
async function storedIn(t: TestApp, store: StoreKind, dir: string, bucket: TestBucket | null): Promise<string[]> {
  if (store === 'disk') return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
  if (store === 's3') return [...(await bucket!.held()), ...bucket!.pendingUploads().map((key) => `pending ${key}`)];
  const rows = await t.ctx.db.query<{ location: string }>('select location from upload_blobs order by location, id');
  return rows.map((row) => row.location);
}

async function bytesOf(content: Readable | null): Promise<Buffer> {
  assert.ok(content, 'the store holds the file');
  return Buffer.concat(await content.toArray());
}

for (const backend of BACKENDS) for (const store of ['disk', 'database', 's3'] as const) {
  describe(`POST /uploads (${backend.name}, ${store} store)`, () => {
    let t: TestApp;
    let bucket: TestBucket | null = null;
    let doc: Awaited<ReturnType<typeof openApiOf>>;
    let dir: string;
    let users: Record<'ADMIN' | 'MEMBER' | 'VIEWER', SignedIn>;
    let ours: number;
    let hidden: number;
    let elsewhere: number;

    before(async () => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pcas-uploads-'));
      if (store === 's3') bucket = await startBucket();
      t = await buildTestApp(backend, 'platform', {
        env: { UPLOAD_DIR: dir, UPLOAD_MAX_BYTES: String(LIMIT), UPLOAD_STORE: store, ...bucket?.env },
      });
      doc = await openApiOf(t.app);
      const a = await environmentWithUsers(t, 'Uploading');
      const b = await environmentWithUsers(t, 'Elsewhere');
      users = a.users;
      [ours, hidden] = (await importProjects(t.ctx, a.env, [project(1), project(2)])).map((p) => p.id) as [number, number];
      elsewhere = (await importProjects(t.ctx, b.env, [project(3)]))[0]!.id;
      for (const role of ['MEMBER', 'VIEWER'] as const) await assignProjectToUser(t.ctx.db, a.env, users[role].id, ours);
    });
    after(async () => {
      await t.close();
      await bucket?.dispose();
      fs.rmSync(dir, { recursive: true, force: true });
    });

    const upload = (user: SignedIn, payload: FormData | string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: '/uploads', headers: { authorization: `Bearer ${user.token}`, ...headers }, payload });
    const stored = () => storedIn(t, store, dir, bucket);
    let address: string | undefined;
    const listening = async () => (address ??= await t.app.listen({ port: 0, host: '127.0.0.1' }));
    const uploadRows = async () =>
      (await t.ctx.db.query<{ n: number }>('select count(*)::int as n from uploads'))[0]!.n;

    /** A refused upload: its status (and the field a 400 names), the documented body, nothing on disk or stored. */
    async function refused(send: () => Promise<LightMyRequestResponse>, status: number, field?: string) {
      const [files, rows] = [await stored(), await uploadRows()];
      const res = await send();
      if (field) assertNamesField(res, status, field);
      else assert.equal(res.statusCode, status, res.body);
      assertDocumented(doc, 'POST', '/uploads', res);
      assert.deepEqual(await stored(), files, 'no file left in the store');
      assert.equal(await uploadRows(), rows, 'no upload recorded');
      return json<{ statusCode: number; error: string; message: string }>(res);
    }

    it('stores a file exactly at the limit: 201, its bytes under a generated name, recorded with the user', async () => {
      const before = await stored();
      const res = await upload(users.MEMBER, form(['project_id', String(ours)], ['file', file(LIMIT)]));
      assert.equal(res.statusCode, 201, res.body);
      assertDocumented(doc, 'POST', '/uploads', res);
      const body = json<Created>(res);
      assert.deepEqual(Object.keys(body).sort(), ['file_size', 'filename', 'mime_type', 'storage_location']);
      assert.deepEqual({ ...body, storage_location: '' }, { storage_location: '', file_size: LIMIT, mime_type: 'application/pdf', filename: 'survey.pdf' });
      assert.match(body.storage_location, /^[0-9a-f]{32}$/);
      assert.deepEqual(await stored(), [...before, body.storage_location].sort(), 'one new file, named by its location');
      assert.deepEqual(await bytesOf(await t.ctx.files.current.read(body.storage_location)), Buffer.alloc(LIMIT, 0x61));
      assert.ok(await t.ctx.files.current.exists(body.storage_location));
      const [row] = await t.ctx.db.query<Record<string, unknown>>(
        'select project_id, filename, file_size, mime_type, created_by, store, sha256 from uploads where storage_location = $1',
        [body.storage_location],
      );
      assert.deepEqual(row, {
        project_id: ours,
        filename: 'survey.pdf',
        file_size: LIMIT,
        mime_type: 'application/pdf',
        created_by: users.MEMBER.id,
        store,
        sha256: createHash('sha256').update(Buffer.alloc(LIMIT, 0x61)).digest('hex'),
      });
    });

    it('answers 1 byte over the limit (and far over it) with 413 and keeps nothing: the truncated part is removed', async () => {
      for (const bytes of [LIMIT + 1, LIMIT * 64]) {
        const body = await refused(() => upload(users.ADMIN, form(['project_id', String(ours)], ['file', file(bytes)])), 413);
        assert.deepEqual([body.statusCode, body.error], [413, 'Payload Too Large']);
        assert.match(body.message, /^file: larger than the 1024-byte limit/);
      }
    });

    it('keeps path-like filenames exactly as text and stores the file under a generated name', async () => {
      const names = ['../../etc/passwd', 'C:\\x\\y.pdf', '/tmp/evil.sh', '..\\..\\windows\\win.ini', './.hidden', 'a/../../b.txt', 'ünïcødé ✓.pdf'];
      for (const name of names) {
        const before = await stored();
        const res = await upload(users.ADMIN, form(['project_id', String(ours)], ['file', file(10, name, 'text/plain')]));
        assert.equal(res.statusCode, 201, `${name}: ${res.body}`);
        const body = json<Created>(res);
        assert.equal(body.filename, name, 'the filename comes back exactly as sent');
        assert.match(body.storage_location, /^[0-9a-f]{32}$/, `${name}: no client text in the location`);
        assert.deepEqual(await stored(), [...before, body.storage_location].sort(), `${name}: only the generated name is new`);
        const [row] = await t.ctx.db.query<{ filename: string }>('select filename from uploads where storage_location = $1', [body.storage_location]);
        assert.equal(row!.filename, name, 'stored as text');
      }
    });

    it('answers a project the user may not see, another environment’s or a missing one with 404; a VIEWER with 403; nothing stored', async () => {
      for (const [user, id, status] of [
        [users.MEMBER, hidden, 404],
        [users.VIEWER, hidden, 404],
        [users.ADMIN, elsewhere, 404],
        [users.ADMIN, 4_000_000_000, 404],
        [users.VIEWER, ours, 403],
      ] as const) {
        const body = await refused(() => upload(user, form(['project_id', String(id)], ['file', file(100)])), status);
        if (status === 404) assert.equal(body.message, 'Project not found');
        else assert.match(body.message, /VIEWER/);
      }
    });

    it('answers every malformed form with 400 naming the part, and a body that is not multipart with 415; nothing stored', async (c) => {
      const id = String(ours);
      const cases: [string, FormData, string][] = [
        ['no file', form(['project_id', id]), 'file'],
        ['no project_id', form(['file', file(10)]), 'project_id'],
        ['file before project_id', form(['file', file(10)], ['project_id', id]), 'project_id'],
        ['project_id twice', form(['project_id', id], ['project_id', id], ['file', file(10)]), 'project_id'],
        ['a project_id that is not an id', form(['project_id', '12abc'], ['file', file(10)]), 'project_id'],
        ['a signed project_id', form(['project_id', '+1'], ['file', file(10)]), 'project_id'],
        ['a long project_id', form(['project_id', '1'.repeat(100)], ['file', file(10)]), 'project_id'],
        ['a NUL in project_id', form(['project_id', `${id}\u0000`], ['file', file(10)]), 'project_id'],
        ['an unknown field', form(['project_id', id], ['note', 'hi'], ['file', file(10)]), 'note'],
        ['a file under another name', form(['project_id', id], ['attachment', file(10)]), 'attachment'],
        ['file as a plain field', form(['project_id', id], ['file', 'not a file']), 'file'],
        ['two files', form(['project_id', id], ['file', file(10)], ['file', file(10)]), 'file'],
        ['a field after the file', form(['project_id', id], ['file', file(10)], ['note', 'late']), 'note'],
        ['a NUL in the filename', form(['project_id', id], ['file', file(10, 'a\u0000b.pdf')]), 'file'],
        ['a filename of 256 characters', form(['project_id', id], ['file', file(10, `${'x'.repeat(252)}.pdf`)]), 'file'],
        ['a Content-Type that is no media type', form(['project_id', id], ['file', file(10, 'a.pdf', 'pdf')]), 'file'],
      ];
      for (const [what, body, field] of cases) {
        await c.test(what, () => refused(() => upload(users.ADMIN, body), 400, field).then(() => undefined));
      }
      const notMultipart = await refused(
        () => upload(users.ADMIN, JSON.stringify({ project_id: ours, file: 'abc' }), { 'content-type': 'application/json' }),
        415,
      );
      assert.match(notMultipart.message, /multipart\/form-data/);
      await refused(() => upload(users.ADMIN, ''), 400, 'body');
      const truncatedBody = `--b\r\nContent-Disposition: form-data; name="project_id"\r\n\r\n${id}\r\n--b\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\nabc`;
      await refused(() => upload(users.ADMIN, truncatedBody, { 'content-type': 'multipart/form-data; boundary=b' }), 400, 'file');
    });

    it('over HTTP: a refused upload is answered before its file is read, and closes the connection; an oversized one is 413', async () => {
      const address = await listening();
      const before = await stored();
      const send = (user: SignedIn, id: number, bytes: number) =>
        fetch(`${address}/uploads`, {
          method: 'POST',
          headers: { authorization: `Bearer ${user.token}` },
          body: form(['project_id', String(id)], ['file', file(bytes)]),
        });
      // 64 KiB of a file of 8 MiB, and no more: whatever the machine's load, the answer comes before the
      // file has been read, and then the service closes the connection.
      const hiddenUpload = await beginUpload(address, users.MEMBER.token, hidden, 8 * 1024 * 1024, Buffer.alloc(64 * 1024, 0x61));
      const answer = await textUntilClosed(hiddenUpload);
      assert.match(answer, /^HTTP\/1\.1 404 /);
      assert.match(answer, /\r\nconnection: close\r\n/i);
      const tooLarge = await send(users.ADMIN, ours, 2 * 1024 * 1024);
      assert.equal(tooLarge.status, 413, await tooLarge.text());
      const fine = await send(users.ADMIN, ours, 100);
      assert.equal(fine.status, 201);
      const { storage_location } = (await fine.json()) as Created;
      assert.deepEqual(await stored(), [...before, storage_location].sort());
    });

    // A file under one part (5 MiB) reaches a bucket only once whole, so no write can be seen to have
    // begun below this suite's limit: the S3 form of this test, with a larger file, is the next suite's.
    it('over HTTP: a client that goes away in the middle of its file leaves nothing in the store and no row', { skip: store === 's3' && 'see "POST /uploads to an S3 bucket"' }, async () => {
      const [before, rows] = [await stored(), await uploadRows()];
      const socket = await beginUpload(await listening(), users.ADMIN.token, ours, 100_000, 'a'.repeat(LIMIT / 2));
      // The service has the head of the file (its project checked, a write begun) when the client goes.
      await eventually(async () => (await stored()).length > before.length, 'the write has begun');
      socket.destroy();
      await eventually(async () => JSON.stringify(await stored()) === JSON.stringify(before), 'the half-written file is removed');
      assert.equal(await uploadRows(), rows, 'no upload recorded');
    });
  });
}

for (const backend of BACKENDS) {
  describe(`POST /uploads to an S3 bucket (${backend.name})`, () => {
    let t: TestApp;
    let bucket: TestBucket;
    let admin: SignedIn;
    let ours: number;
    before(async () => {
      bucket = await startBucket();
      t = await buildTestApp(backend, 'platform', { env: { UPLOAD_STORE: 's3', ...bucket.env } });
      const a = await environmentWithUsers(t, 'Uploading to S3');
      admin = a.users.ADMIN;
      ours = (await importProjects(t.ctx, a.env, [project(1)]))[0]!.id;
    });
    after(async () => {
      await t.close();
      await bucket.dispose();
    });

    it('over HTTP: a client that goes away after a part of its file leaves no object, no pending multipart upload and no row', async () => {
      // More than one part (5 MiB): the store has begun a multipart upload when the client goes.
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const socket = await beginUpload(address, admin.token, ours, 20_000_000, Buffer.alloc(6 * 1024 * 1024, 0x61));
      await eventually(() => bucket.pendingUploads().length === 1, 'a multipart upload has begun');
      socket.destroy();
      await eventually(() => bucket.pendingUploads().length === 0, 'the multipart upload is aborted');
      assert.deepEqual(await bucket.held(), [], 'no object');
      assert.equal((await t.ctx.db.query('select 1 from uploads')).length, 0, 'no upload recorded');
    });
  });
}
