import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { after, describe, it } from 'node:test';
import { LocalFileStore } from '../../src/external/file-store.ts';

// The local-disk file store (D-25): generated locations, whole files only, nothing left by a failure, and no
// location that is not its own ever joined to a path.

describe('LocalFileStore', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pcas-file-store-'));
  const dir = path.join(root, 'uploads');
  const store = new LocalFileStore(dir);
  after(() => fs.rmSync(root, { recursive: true, force: true }));

  it('creates its directory with the first file and stores each file under a new generated location', async () => {
    assert.ok(!fs.existsSync(dir), 'nothing is created before a file arrives');
    const a = await store.put(Readable.from([Buffer.from('hello '), Buffer.from('world')]));
    const b = await store.put(Readable.from([Buffer.from('hello world')]));
    assert.match(a.location, /^[0-9a-f]{32}$/);
    assert.notEqual(a.location, b.location);
    assert.equal(a.size, 11);
    assert.equal(fs.readFileSync(path.join(dir, a.location), 'utf8'), 'hello world');
    assert.deepEqual(fs.readdirSync(dir).sort(), [a.location, b.location].sort());
    assert.equal(await store.exists(a.location), true);
    await store.remove(a.location);
    assert.equal(await store.exists(a.location), false);
    await store.remove(a.location);
  });

  it('leaves nothing behind when the stream fails half way', async () => {
    const before = fs.readdirSync(dir).sort();
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1000));
        this.destroy(new Error('the client went away'));
      },
    });
    await assert.rejects(store.put(failing), /the client went away/);
    assert.deepEqual(fs.readdirSync(dir).sort(), before);
  });

  it('never turns text that is not one of its locations into a path', async () => {
    for (const location of ['../outside', '/etc/passwd', 'A'.repeat(32), '', `${'a'.repeat(32)}/..`]) {
      assert.equal(await store.exists(location), false, location);
      await assert.rejects(store.remove(location), /not a location this store generated/, location);
    }
  });
});
