import assert from 'node:assert/strict';
import { after, before, describe, it, mock } from 'node:test';
import { UnprocessableError } from '../../src/domain/errors.ts';
import { FEED_DOWN_MAX_AGE_MS, ModelCache, type ModelPool } from '../../src/state/model-cache.ts';
import { ReadCache } from '../../src/state/read-cache.ts';
import { migratedDatabase, pglite } from '../helpers/storage.ts';

// The fitted-model cache (src/state/model-cache.ts): one model per environment, kept until the evidence
// of its pool moves in the read cache, shared by concurrent requests, a pool without evidence remembered.

describe('model cache', () => {
  let handle: Awaited<ReturnType<typeof migratedDatabase>>;
  let reads: ReadCache;
  let models: ModelCache<string>;
  let fits = 0;
  const fit = (value: string) => async () => {
    fits += 1;
    await new Promise((resolve) => setTimeout(resolve, 10));
    return value;
  };
  const pool = (environmentId: number, communityIds: number[] = [], floor: number | null = null): ModelPool => ({
    environmentId,
    communityIds,
    floor,
  });

  before(async () => {
    handle = await migratedDatabase(pglite);
    reads = new ReadCache();
    await reads.attach(handle.db);
    models = new ModelCache(reads);
  });
  after(async () => {
    await reads.close();
    await handle.dispose();
  });

  it('fits once for concurrent requests and serves the model until the evidence changes', async () => {
    fits = 0;
    const answers = await Promise.all(Array.from({ length: 5 }, () => models.model(pool(1), fit('one'))));
    assert.deepEqual(answers, ['one', 'one', 'one', 'one', 'one']);
    assert.equal(fits, 1);
    assert.equal(await models.model(pool(1), fit('never')), 'one');
    reads.dropEnvironment(1, 'records');
    assert.equal(await models.model(pool(1), fit('never')), 'one', 'a records change refits nothing');
    reads.dropEnvironment(2);
    assert.equal(await models.model(pool(1), fit('never')), 'one', 'another environment’s change refits nothing');
    reads.dropEnvironment(1);
    assert.equal(await models.model(pool(1), fit('two')), 'two', 'an evidence change refits');
    assert.equal(fits, 2);
  });

  it('refits when a community environment’s evidence changes, or the pool or its floor does', async () => {
    fits = 0;
    assert.equal(await models.model(pool(10, [11, 12], 5), fit('a')), 'a');
    assert.equal(await models.model(pool(10, [11, 12], 5), fit('never')), 'a');
    reads.dropEnvironment(12);
    assert.equal(await models.model(pool(10, [11, 12], 5), fit('b')), 'b');
    assert.equal(await models.model(pool(10, [11, 12, 13], 5), fit('c')), 'c', 'a new member');
    assert.equal(await models.model(pool(10, [11, 12, 13], 6), fit('d')), 'd', 'a new floor');
    assert.equal(fits, 4);
  });

  it('remembers a pool without evidence (422) as it would a model, but not other failures', async () => {
    fits = 0;
    const none = async () => {
      fits += 1;
      throw new UnprocessableError('There is no completed evidence yet', ['completed_projects']);
    };
    await assert.rejects(models.model(pool(20), none), UnprocessableError);
    await assert.rejects(models.model(pool(20), none), UnprocessableError);
    assert.equal(fits, 1);
    const broken = async () => {
      fits += 1;
      throw new Error('database away');
    };
    await assert.rejects(models.model(pool(21), broken), /database away/);
    await assert.rejects(models.model(pool(21), broken), /database away/);
    assert.equal(fits, 3);
  });

  it('while the change feed is down, uses a model for a bounded time after its fit', async () => {
    const down = new ReadCache();
    const cache = new ModelCache<string>(down);
    assert.equal(down.evidenceGeneration(1), null, 'not attached: nothing is known to be current');
    mock.timers.enable({ apis: ['Date'], now: 1_000_000 });
    try {
      fits = 0;
      assert.equal(await cache.model(pool(1), async () => (fits++, 'first')), 'first');
      mock.timers.tick(FEED_DOWN_MAX_AGE_MS - 1);
      assert.equal(await cache.model(pool(1), async () => (fits++, 'never')), 'first');
      mock.timers.tick(1);
      assert.equal(await cache.model(pool(1), async () => (fits++, 'second')), 'second');
      assert.equal(fits, 2);
    } finally {
      mock.timers.reset();
    }
  });
});
