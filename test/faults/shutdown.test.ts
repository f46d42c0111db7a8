import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { openPglite } from '../../src/db/database.ts';
import { seededDemoCopy } from '../helpers/demo-data.ts';
import { shutdownUnderLoad, slowUpload } from '../helpers/fault-scenarios.ts';
import { checkWrites, type FaultService, setUpTenant, startFaultService } from '../helpers/faults.ts';

// SIGTERM to the service (started as operators start it) while 50 requests a second arrive, an upload
// is half sent and a long PDF renders: readiness is never 200 again and new connections are refused
// once it says it is shutting down, what was in flight finishes, and it exits 0 within
// SHUTDOWN_DRAIN_SECONDS (the bound the service promises), leaving no partial row or file.

const DRAIN_SECONDS = 20;

describe('SIGTERM under load', () => {
  let service: FaultService | null = null;
  after(async () => {
    await service?.dispose();
  });

  it('cuts what is still in flight at the end of the drain, leaves nothing of it, and exits 1', async () => {
    const cut = await startFaultService({ SHUTDOWN_DRAIN_SECONDS: '1' }, await seededDemoCopy('pcas-faults-'));
    try {
      const tenant = await setUpTenant(cut);
      const received = cut.child.printed(/"url":"\/uploads"[^}]*\},"msg":"incoming request"/);
      const upload = slowUpload(cut, tenant, 1024 * 1024);
      upload.answered.catch(() => undefined); // its connection is closed under it: that is the point
      await received;
      process.kill(cut.child.pid, 'SIGTERM');
      assert.deepEqual(await cut.child.ended(), { code: 1, signal: null });
      assert.match(cut.child.warnings().join('\n'), /requests still in flight at the end of the drain are cut/);
      const db = await openPglite(path.join(cut.dataDir, 'pgdata'));
      try {
        assert.deepEqual(await db.query('select id from uploads where project_id = $1', [tenant.projectId]), []);
      } finally {
        await db.close();
      }
      const uploadDir = path.join(cut.dataDir, 'uploads');
      const partial = fs.existsSync(uploadDir) ? fs.readdirSync(uploadDir).filter((name) => name.startsWith('.')) : [];
      assert.deepEqual(partial, [], 'no partial file');
    } finally {
      await cut.dispose();
    }
  });

  it('stops taking work, lets uploads, PDF renders and requests in flight finish, and exits 0 with nothing partial', async (t) => {
    service = await startFaultService({ SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS) }, await seededDemoCopy('pcas-faults-'));
    const tenant = await setUpTenant(service);
    const uploadDir = path.join(service.dataDir, 'uploads');
    const filesBefore = new Set(fs.existsSync(uploadDir) ? fs.readdirSync(uploadDir) : []);

    const run = await shutdownUnderLoad(service, tenant, 50);
    t.diagnostic(`drained and exited ${run.drainMs.toFixed(0)} ms after SIGTERM (${JSON.stringify(run.exit)})`);

    assert.deepEqual(run.exit, { code: 0, signal: null }, service.child.output().slice(-2000));
    assert.ok(run.drainMs < DRAIN_SECONDS * 1000, `exited ${run.drainMs.toFixed(0)} ms after SIGTERM`);
    assert.equal(run.upload.status, 201, run.upload.body);
    assert.ok(run.upload.finishedAfterShutdownBegan, 'the upload was still in flight when the shutdown began');
    assert.equal(run.pdf.status, 200);
    assert.ok(run.pdf.complete, `the PDF is whole (${run.pdf.bytes} bytes)`);
    assert.ok(run.pdf.finishedAfterShutdownBegan, 'the PDF was still rendering when the shutdown began');

    const before = run.probes.filter((p) => p.sentAt < run.signalled);
    const afterwards = run.probes.filter((p) => p.sentAt >= run.shuttingDown);
    assert.ok(before.some((p) => p.status === 200), 'ready before the SIGTERM');
    assert.ok(afterwards.length > 0);
    for (const p of afterwards) assert.notEqual(p.status, 200, `a readiness probe sent during the shutdown answered 200`);
    assert.ok(afterwards.every((p) => p.status === 503 || p.error === 'ECONNREFUSED'), JSON.stringify(afterwards.slice(0, 5)));
    assert.ok(afterwards.some((p) => p.error === 'ECONNREFUSED'), 'new connections are refused');
    for (const a of run.answers) {
      assert.ok(a.status === 0 || a.status === 503 || (a.status >= 200 && a.status < 300), `${a.kind} #${a.i} answered ${a.status}`);
    }
    assert.ok(run.answers.some((a) => a.status >= 200 && a.status < 300 && a.sentAt < run.signalled));

    // Nothing partial: every write answered 2xx is whole and no other is there in part; every upload of
    // the tenant has its whole file, and no file lacks its row.
    const db = await openPglite(path.join(service.dataDir, 'pgdata'));
    try {
      const writes = await checkWrites(db, tenant, run.answers);
      t.diagnostic(`writes: ${JSON.stringify({ ...writes, partial: writes.partial.length })}`);
      assert.deepEqual(writes.partial, []);
      const uploads = await db.query<{ storage_location: string; file_size: number }>('select storage_location, file_size from uploads');
      const stored = new Map(uploads.map((u) => [u.storage_location, Number(u.file_size)]));
      const files = fs.readdirSync(uploadDir).filter((name) => !filesBefore.has(name));
      assert.deepEqual(files.filter((name) => name.startsWith('.')), [], 'no partial file');
      for (const name of files) {
        assert.equal(fs.statSync(path.join(uploadDir, name)).size, stored.get(name), `${name}: a file with its row, whole`);
      }
      const uploaded = JSON.parse(run.upload.body) as { storage_location: string; file_size: number };
      assert.equal(stored.get(uploaded.storage_location), 4 * 1024 * 1024);
    } finally {
      await db.close();
    }
  });
});
