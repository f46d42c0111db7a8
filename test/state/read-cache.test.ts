import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { ReadCache } from '../../src/state/read-cache.ts';
import { importProjects } from '../../src/services/project-import.ts';
import { createEnvironment } from '../../src/services/tenancy.ts';
import { project } from '../helpers/projects.ts';
import { BACKENDS, migratedDatabase } from '../helpers/storage.ts';

// The read cache (src/state/read-cache.ts): named namespaces, entries of one environment dropped when
// that environment changes (migration 0008's notifications name it), the others kept.

/** Polls `check` until it holds, at most 2 s (a notification arrives after its commit). */
async function eventually(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 40; i++) {
    if (await check()) return;
    await sleep(50);
  }
  assert.fail(`not within 2 s: ${what}`);
}

for (const backend of BACKENDS) {
  describe(`read cache, dropped per environment (${backend.name})`, () => {
    let handle: Awaited<ReturnType<typeof migratedDatabase>>;
    let cache: ReadCache;
    let envA: number;
    let envB: number;
    let loads: Record<number, number>;
    /** A read of environment `env`'s "name" entry, counting its loads. */
    const read = (env: number, namespace: 'dataProject' | 'pageIndex' = 'dataProject') =>
      cache.read(namespace, env, 'name', async () => {
        loads[env] = (loads[env] ?? 0) + 1;
        return `value of ${env}`;
      });

    before(async () => {
      handle = await migratedDatabase(backend);
      envA = (await createEnvironment(handle.db, { name: 'A' })).id;
      envB = (await createEnvironment(handle.db, { name: 'B' })).id;
      await importProjects(handle.db, envA, [project(1)]);
      await importProjects(handle.db, envB, [project(2)]);
      cache = new ReadCache();
      await cache.attach(handle.db);
      await sleep(100); // the notifications of the set-up have arrived
    });
    after(async () => {
      await cache.close();
      await handle.dispose();
    });

    it('serves a repeated read from memory, per namespace and environment', async () => {
      loads = {};
      assert.equal(await read(envA), `value of ${envA}`);
      await read(envA);
      await read(envA, 'pageIndex');
      await read(envB);
      assert.deepEqual(loads, { [envA]: 2, [envB]: 1 }, 'one load per namespace and environment');
    });

    it('drops only the changed environment’s entries, in every namespace', async () => {
      loads = {};
      await Promise.all([read(envA), read(envA, 'pageIndex'), read(envB)]);
      cache.dropEnvironment(envA);
      await Promise.all([read(envA), read(envA, 'pageIndex'), read(envB)]);
      assert.deepEqual(loads, { [envA]: 2 }, 'A reloaded in both namespaces, B served from memory');
    });

    it('shares one load between concurrent misses, and keeps no load that started before a change', async () => {
      loads = {};
      cache.dropEnvironment(envA);
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const slow = () =>
        cache.read('dataProject', envA, 'slow', async () => {
          loads[envA] = (loads[envA] ?? 0) + 1;
          await gate;
          return loads[envA];
        });
      const [first, second] = [slow(), slow()];
      cache.dropEnvironment(envA); // a change while the load is in flight
      release();
      assert.deepEqual([await first, await second], [1, 1], 'one load for both');
      assert.equal(await slow(), 2, 'the value loaded before the change was not kept');
    });

    it('hears the database: a committed change of one environment drops its entries only', async () => {
      loads = {};
      await Promise.all([read(envA), read(envB)]);
      await handle.db.query("update projects set name = 'Renamed' where environment_id = $1", [envA]);
      await eventually(async () => {
        const before = loads[envA] ?? 0;
        await read(envA);
        return (loads[envA] ?? 0) > before;
      }, 'A reloads after its change');
      const loadsOfB = loads[envB] ?? 0;
      await read(envB);
      assert.equal(loads[envB] ?? 0, loadsOfB, 'B was not dropped');
    });

    it('ignores the notifications of another installation sharing the database', async () => {
      await Promise.all([read(envA), read(envB)]);
      loads = {};
      await handle.db.query("select pg_notify('pcas_data_changed', 'another-installation:' || $1::text)", [envA]);
      await handle.db.query("select pg_notify('pcas_data_changed', 'another-installation:*')");
      await sleep(200);
      await Promise.all([read(envA), read(envB)]);
      assert.deepEqual(loads, {}, 'nothing dropped');
    });

    it('drops everything on a change that spans environments (a community)', async () => {
      await Promise.all([read(envA), read(envB)]);
      loads = {};
      await handle.db.query("insert into communities (name) values ('Pool')");
      await eventually(async () => {
        await Promise.all([read(envA), read(envB)]);
        return loads[envA] === 1 && loads[envB] === 1;
      }, 'both environments reload');
    });
  });
}
