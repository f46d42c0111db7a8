import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { systemClock } from '../../../src/domain/clock.ts';
import { importProjects } from '../../../src/services/projects/project-import.ts';
import { createEnvironment } from '../../../src/services/tenancy/tenancy.ts';
import { Cache, NAMESPACES } from '../../../src/state/cache/cache.ts';
import { changesHeard } from '../../helpers/changes.ts';
import { eventually } from '../../helpers/eventually.ts';
import { project } from '../../helpers/projects.ts';
import { BACKENDS, migratedDatabase, pglite } from '../../helpers/storage.ts';
import { TestClock, writer } from '../../helpers/clock.ts';

// The one cache (src/state/cache/cache.ts): named namespaces, each stale on its own terms. Environment entries
// of one environment are dropped when it changes (migration 0008's notifications name it), the others
// kept; model entries when the evidence of their pool changes; announced ones on an announcement or
// after their lifetime; the rest never.

for (const backend of BACKENDS) {
  describe(`cache: environment namespaces, dropped per environment (${backend.name})`, () => {
    let handle: Awaited<ReturnType<typeof migratedDatabase>>;
    let cache: Cache;
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
      await importProjects(writer(handle.db), envA, [project(1)]);
      await importProjects(writer(handle.db), envB, [project(2)]);
      cache = new Cache(systemClock);
      await cache.attach({ db: handle.db });
      loads = {};
      await changesHeard(handle.db, cache); // the notifications of the set-up have arrived
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
      cache.changed(envA);
      await Promise.all([read(envA), read(envA, 'pageIndex'), read(envB)]);
      assert.deepEqual(loads, { [envA]: 2 }, 'A reloaded in both namespaces, B served from memory');
    });

    it('shares one load between concurrent misses, and keeps no load that started before a change', async () => {
      loads = {};
      cache.changed(envA);
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const slow = () =>
        cache.read('dataProject', envA, 'slow', async () => {
          loads[envA] = (loads[envA] ?? 0) + 1;
          await gate;
          return loads[envA];
        });
      const [first, second] = [slow(), slow()];
      cache.changed(envA); // a change while the load is in flight
      release();
      assert.deepEqual([await first, await second], [1, 1], 'one load for both');
      assert.equal(await slow(), 2, 'the value loaded before the change was not kept');
      assert.ok(cache.stats.dataProject.joined >= 1, 'the second caller joined the first load');
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
      await handle.db.query("select pg_notify('pcas_data_changed', 'another-installation:' || $1::text)", [envA]);
      await handle.db.query("select pg_notify('pcas_data_changed', 'another-installation:*')");
      await changesHeard(handle.db, cache); // sent after the others: they have been heard
      loads = {};
      await Promise.all([read(envA), read(envB)]);
      assert.deepEqual(loads, {}, 'nothing dropped');
    });

    it('drops every environment on a change that spans environments (a community)', async () => {
      await Promise.all([read(envA), read(envB)]);
      loads = {};
      await handle.db.query("insert into communities (name) values ('Pool')");
      await eventually(async () => {
        await Promise.all([read(envA), read(envB)]);
        return loads[envA] === 1 && loads[envB] === 1;
      }, 'both environments reload');
    });

    it('moves evidence only on an evidence change: a records change keeps the model entries', async () => {
      const other = envB + 1_000;
      let fits = 0;
      const model = (env: number, dependsOn: number[] = []) =>
        cache.read('model', env, 'floor none', async () => `model ${++fits}`, dependsOn);
      assert.equal(await model(envA, [envB]), 'model 1');
      cache.changed(envA, 'records');
      assert.equal(await model(envA, [envB]), 'model 1', 'a records change refits nothing');
      cache.changed(other);
      assert.equal(await model(envA, [envB]), 'model 1', 'another environment’s change refits nothing');
      cache.changed(envB);
      assert.equal(await model(envA, [envB]), 'model 2', 'an evidence change of the pool refits');
      assert.equal(await model(envA, [envB, other]), 'model 3', 'so does a new member of the pool');
      assert.equal(await model(envA, [envB, other]), 'model 3');
    });
  });
}

describe('cache: what is kept while the change feed is down, and without one', () => {
  it('serves no environment entry, and a model for a bounded time after its load', async () => {
    const clock = new TestClock();
    const cache = new Cache(clock); // never attached: the feed is down
    let loads = 0;
    await cache.read('dataProject', 1, 'a', async () => ++loads);
    await cache.read('dataProject', 1, 'a', async () => ++loads);
    assert.equal(loads, 2, 'every read loads');
    clock.set(1_000_000);
    let fits = 0;
    const model = () => cache.read('model', 1, 'floor none', async () => `fit ${++fits}`);
    assert.equal(await model(), 'fit 1');
    clock.tick(NAMESPACES.model.feedDownLifetimeMs - 1);
    assert.equal(await model(), 'fit 1');
    clock.tick(1);
    assert.equal(await model(), 'fit 2');
  });

  it('remembers what a load returns, but not what it throws', async () => {
    const cache = new Cache(systemClock);
    let calls = 0;
    const failing = () => cache.read('keyHash', null, 'x', async () => (calls++, Promise.reject(new Error('away'))));
    await assert.rejects(failing(), /away/);
    await assert.rejects(failing(), /away/);
    assert.equal(calls, 2);
  });

  it('keeps announced entries for their lifetime or until announced, and never-stale ones until evicted', async () => {
    const handle = await migratedDatabase(pglite);
    const clock = new TestClock();
    const cache = new Cache(clock);
    await cache.attach({ db: handle.db });
    clock.set(2_000_000);
    try {
      let loads = 0;
      const key = () => cache.read('dataKey', null, 'hash', async () => ++loads);
      assert.equal(await key(), 1);
      clock.tick(NAMESPACES.dataKey.lifetimeMs - 1);
      assert.equal(await key(), 1, 'within its lifetime');
      clock.tick(1);
      assert.equal(await key(), 2, 'read again after it');
      await cache.announce('dataKey');
      assert.equal(await key(), 3, 'read again after an announcement');
      cache.keep('keyHash', 'text', 'its hash');
      cache.dropEnvironments();
      assert.equal(cache.peek('keyHash', 'text'), 'its hash', 'a pure value survives everything but eviction');
    } finally {
      await cache.close();
      await handle.dispose();
    }
  });
});
