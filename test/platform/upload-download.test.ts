import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { parse } from 'content-disposition';
import type { LightMyRequestResponse } from 'fastify';
import { importProjects } from '../../src/services/projects/project-import.ts';
import { assignProjectToUser, createPlatformKey } from '../../src/services/tenancy/tenancy.ts';
import { buildTestApp, json, type TestApp } from '../helpers/app.ts';
import { assertDocumented, openApiOf } from '../helpers/openapi.ts';
import { environmentWithUsers, type SignedIn } from '../helpers/platform.ts';
import { project } from '../helpers/projects.ts';
import { startBucket, type TestBucket } from '../helpers/s3.ts';
import { type Backend, BACKENDS } from '../helpers/storage.ts';

// GET /uploads/{storage_location} (D-56), from every store: the bytes as stored, the headers that keep a
// browser from running what a client uploaded, ranges, conditional requests, and the project's
// visibility (an unseen project and an unknown location are the same 404).

const ROUTE = '/uploads/{storage_location}';

/** Content-Disposition as a client reads it (filename* decoded, preferred over filename). */
function disposition(res: LightMyRequestResponse): { type: string; filename: string | undefined } {
  const header = parse(String(res.headers['content-disposition']));
  return { type: header.type, filename: header.parameters.filename };
}

for (const backend of BACKENDS) for (const store of ['disk', 'database', 's3'] as const) {
  describe(`GET /uploads/{storage_location} (${backend.name}, ${store} store)`, () => {
    let t: TestApp;
    let bucket: TestBucket | null = null;
    let doc: Awaited<ReturnType<typeof openApiOf>>;
    let users: Record<'ADMIN' | 'MEMBER' | 'VIEWER', SignedIn>;
    let otherAdmin: SignedIn;
    let keys: { ours: string; theirs: string };
    let ours: number;
    let hidden: number;

    before(async () => {
      if (store === 's3') bucket = await startBucket();
      t = await buildTestApp(backend, 'platform', { env: { UPLOAD_STORE: store, ...bucket?.env } });
      doc = await openApiOf(t.app);
      const a = await environmentWithUsers(t, 'Downloading');
      const b = await environmentWithUsers(t, 'Elsewhere');
      users = a.users;
      otherAdmin = b.users.ADMIN;
      keys = { ours: (await createPlatformKey(t.ctx.db, a.env, 'files')).key, theirs: (await createPlatformKey(t.ctx.db, b.env, 'files')).key };
      [ours, hidden] = (await importProjects(t.ctx, a.env, [project(1), project(2)])).map((p) => p.id) as [number, number];
      for (const role of ['MEMBER', 'VIEWER'] as const) await assignProjectToUser(t.ctx.db, a.env, users[role].id, ours);
    });
    after(async () => {
      await t.close();
      await bucket?.dispose();
    });

    /** Uploads bytes through the API as `user`, answering the stored location. */
    async function uploaded(bytes: Buffer, filename: string, type: string, projectId = ours, user = users.MEMBER): Promise<string> {
      const form = new FormData();
      form.append('project_id', String(projectId));
      form.append('file', new File([new Uint8Array(bytes)], filename, { type }));
      const res = await t.app.inject({ method: 'POST', url: '/uploads', headers: { authorization: `Bearer ${user.token}` }, payload: form });
      assert.equal(res.statusCode, 201, res.body);
      return json<{ storage_location: string }>(res).storage_location;
    }
    const get = (location: string, headers: Record<string, string>, method: 'GET' | 'HEAD' = 'GET') =>
      t.app.inject({ method, url: `/uploads/${location}`, headers });
    const as = (user: SignedIn) => ({ authorization: `Bearer ${user.token}` });

    it('answers the bytes as stored, with their length, a strong ETag, nosniff and a sandbox; images, PDF and text inline', async () => {
      const png = Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), Buffer.alloc(3000, 7)]);
      for (const [type, bytes] of [['image/png', png], ['image/jpeg', Buffer.from('jpeg')], ['image/webp', Buffer.from('webp')], ['image/gif', Buffer.from('GIF89a')], ['application/pdf', Buffer.from('%PDF-1.7')], ['text/plain', Buffer.from('notes')]] as const) {
        const location = await uploaded(bytes, 'site photo.bin', type);
        const res = await get(location, as(users.VIEWER));
        assert.equal(res.statusCode, 200, res.body);
        assertDocumented(doc, 'GET', ROUTE, res);
        assert.deepEqual(res.rawPayload, bytes, type);
        assert.equal(res.headers['content-type'], type);
        assert.equal(res.headers['content-length'], String(bytes.length));
        assert.equal(res.headers.etag, `"${location}"`);
        assert.equal(res.headers['x-content-type-options'], 'nosniff');
        assert.equal(res.headers['content-security-policy'], 'sandbox');
        assert.equal(res.headers['accept-ranges'], 'bytes');
        assert.deepEqual(disposition(res), { type: 'inline', filename: 'site photo.bin' });
      }
    });

    it('answers every other type as application/octet-stream, an attachment, whatever the client called it', async () => {
      for (const type of ['text/html', 'image/svg+xml', 'application/javascript', 'application/xhtml+xml', 'application/octet-stream']) {
        const location = await uploaded(Buffer.from('<script>alert(1)</script>'), 'page.html', type);
        const res = await get(location, as(users.ADMIN));
        assert.equal(res.statusCode, 200, res.body);
        assert.equal(res.headers['content-type'], 'application/octet-stream', type);
        assert.deepEqual(disposition(res), { type: 'attachment', filename: 'page.html' }, type);
        assert.equal(res.headers['content-security-policy'], 'sandbox');
      }
    });

    it('names the file as the client did, without folders, in RFC 6266 form: filename* for what ASCII cannot say', async () => {
      const cases: [string, string][] = [
        ['Relevé de chantier ✓.pdf', 'Relevé de chantier ✓.pdf'],
        ['x;y=z "q".pdf', 'x;y=z %22q%22.pdf'], // multipart sends a quote as %22 (the HTML form encoding)
        ['../../etc/passwd', 'passwd'],
        ['C:\\site\\photo.pdf', 'photo.pdf'],
      ];
      for (const [name, saved] of cases) {
        const res = await get(await uploaded(Buffer.from('x'), name, 'application/pdf'), as(users.MEMBER));
        assert.deepEqual(disposition(res), { type: 'inline', filename: saved }, name);
      }
    });

    it('answers one range with 206 and Content-Range, a range past the end with 416, several ranges with the whole file', async () => {
      const bytes = Buffer.from('0123456789abcdefghij');
      const location = await uploaded(bytes, 'range.txt', 'text/plain');
      const range = (value: string, extra: Record<string, string> = {}) => get(location, { ...as(users.MEMBER), range: value, ...extra });
      for (const [value, start, end] of [['bytes=0-4', 0, 4], ['bytes=15-', 15, 19], ['bytes=-3', 17, 19], ['bytes=5-500', 5, 19]] as const) {
        const res = await range(value);
        assert.equal(res.statusCode, 206, value);
        assertDocumented(doc, 'GET', ROUTE, res);
        assert.equal(res.body, bytes.subarray(start, end + 1).toString(), value);
        assert.equal(res.headers['content-range'], `bytes ${start}-${end}/20`, value);
        assert.equal(res.headers['content-length'], String(end - start + 1), value);
      }
      const beyond = await range('bytes=20-30');
      assert.equal(beyond.statusCode, 416);
      assertDocumented(doc, 'GET', ROUTE, beyond);
      assert.equal(beyond.headers['content-range'], 'bytes */20');
      for (const whole of [await range('bytes=0-1,5-6'), await range('lines=1-2'), await range('bytes=0-4', { 'if-range': '"another"' })]) {
        assert.equal(whole.statusCode, 200);
        assert.equal(whole.body, bytes.toString());
      }
      assert.equal((await range('bytes=0-4', { 'if-range': `"${location}"` })).statusCode, 206, 'an If-Range that matches keeps the range');
    });

    it('answers If-None-Match with the ETag with 304 and no body; HEAD with the headers alone', async () => {
      const location = await uploaded(Buffer.from('unchanged'), 'same.txt', 'text/plain');
      const notModified = await get(location, { ...as(users.MEMBER), 'if-none-match': `"${location}"` });
      assert.equal(notModified.statusCode, 304);
      assertDocumented(doc, 'GET', ROUTE, notModified);
      assert.equal(notModified.headers.etag, `"${location}"`);
      const head = await get(location, as(users.MEMBER), 'HEAD');
      assert.equal(head.statusCode, 200);
      assert.equal(head.headers['content-length'], '9');
      assert.equal(head.rawPayload.length, 0);
    });

    it('is for whoever may see the project: its VIEWER, MEMBER and ADMIN, and its environment’s Platform key; anyone else gets the 404 of an unknown location', async () => {
      const location = await uploaded(Buffer.from('assigned'), 'a.txt', 'text/plain');
      const unassigned = await uploaded(Buffer.from('unassigned'), 'b.txt', 'text/plain', hidden, users.ADMIN);
      for (const headers of [as(users.VIEWER), as(users.MEMBER), as(users.ADMIN), { 'x-api-key': keys.ours }]) {
        assert.equal((await get(location, headers)).statusCode, 200);
      }
      assert.equal((await get(unassigned, { 'x-api-key': keys.ours })).statusCode, 200);
      const unknown = await get('0'.repeat(32), as(users.ADMIN));
      assert.equal(unknown.statusCode, 404);
      assertDocumented(doc, 'GET', ROUTE, unknown);
      const message = json<{ message: string }>(unknown).message;
      for (const [who, where] of [[as(users.MEMBER), unassigned], [as(users.VIEWER), unassigned], [as(otherAdmin), location], [{ 'x-api-key': keys.theirs }, location], [as(users.ADMIN), 'not-a-location'], [as(users.ADMIN), location.toUpperCase()], [as(users.ADMIN), `${location}0`]] as const) {
        const res = await get(where, who);
        assert.equal(res.statusCode, 404, where);
        assert.equal(json<{ message: string }>(res).message, message, 'nothing tells an unseen project from an unknown location');
      }
      assert.equal((await get(location, {})).statusCode, 401);
    });
  });
}

/** A project of a new environment with its ADMIN, and a form that uploads a small photo to it. */
async function uploadingAdmin(t: TestApp): Promise<{ admin: SignedIn; upload(): Promise<LightMyRequestResponse> }> {
  const { users } = await environmentWithUsers(t, 'Faulty');
  const env = (await t.ctx.db.query<{ id: number }>('select id from environments order by id desc limit 1'))[0]!.id;
  const [id] = (await importProjects(t.ctx, env, [project(1)])).map((p) => p.id);
  const upload = () => {
    const form = new FormData();
    form.append('project_id', String(id));
    form.append('file', new File(['photo'], 'photo.jpg', { type: 'image/jpeg' }));
    return t.app.inject({ method: 'POST', url: '/uploads', headers: { authorization: `Bearer ${users.ADMIN.token}` }, payload: form });
  };
  return { admin: users.ADMIN, upload };
}

/** A 503 of a store that does not answer: documented, with Retry-After, saying which store. */
async function assertStoreDown(t: TestApp, res: LightMyRequestResponse, method: 'GET' | 'POST', route: string): Promise<void> {
  assert.equal(res.statusCode, 503, res.body);
  assertDocumented(await openApiOf(t.app), method, route, res);
  assert.ok(Number(res.headers['retry-after']) > 0);
  assert.match(json<{ message: string }>(res).message, /file store/);
}

async function bucketDown(backend: Backend) {
  const bucket = await startBucket();
  const t = await buildTestApp(backend, 'platform', { env: { UPLOAD_STORE: 's3', ...bucket.env } });
  return { bucket, t, ...(await uploadingAdmin(t)) };
}

describe('uploads when the file store fails', () => {
  for (const backend of BACKENDS) {
    it(`answers an upload to a bucket that does not answer with 503 and Retry-After, soon, and records nothing (${backend.name})`, async () => {
      const { bucket, t, upload } = await bucketDown(backend);
      try {
        await bucket.stop();
        const started = performance.now();
        const res = await upload();
        // Generous, against a noisy machine: a refused connection is answered at once, and the store's
        // three tries take well under a second. The bound says only that no upload waits for a timeout.
        assert.ok(performance.now() - started < 10_000, `${performance.now() - started} ms`);
        await assertStoreDown(t, res, 'POST', '/uploads');
        assert.match(json<{ message: string }>(res).message, /S3 bucket/);
        assert.equal((await t.ctx.db.query('select 1 from uploads')).length, 0);
      } finally {
        await t.close();
        await bucket.dispose();
      }
    });

    it(`answers a download from a bucket that does not answer with 503 and Retry-After, soon (${backend.name})`, async () => {
      const { bucket, t, upload, admin } = await bucketDown(backend);
      try {
        const stored = await upload();
        assert.equal(stored.statusCode, 201, stored.body);
        const url = `/uploads/${json<{ storage_location: string }>(stored).storage_location}`;
        const get = () => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${admin.token}` } });
        assert.equal((await get()).body, 'photo');
        await bucket.stop();
        const started = performance.now();
        const res = await get();
        assert.ok(performance.now() - started < 10_000, `${performance.now() - started} ms`); // as above
        await assertStoreDown(t, res, 'GET', ROUTE);
      } finally {
        await t.close();
        await bucket.dispose();
      }
    });

    it(`answers 503 with Retry-After and records nothing (${backend.name}, disk that cannot be written)`, async () => {
      const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pcas-unwritable-'));
      fs.writeFileSync(path.join(root, 'not-a-directory'), '');
      const t = await buildTestApp(backend, 'platform', { env: { UPLOAD_STORE: 'disk', UPLOAD_DIR: path.join(root, 'not-a-directory', 'uploads') } });
      try {
        const { upload } = await uploadingAdmin(t);
        await assertStoreDown(t, await upload(), 'POST', '/uploads');
        assert.equal((await t.ctx.db.query('select 1 from uploads')).length, 0);
      } finally {
        await t.close();
        fs.rmSync(root, { recursive: true, force: true });
      }
    });
  }
});
