import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { fitModel, predict } from '../../src/domain/cost/model.ts';
import type { Evidence, Scheme } from '../../src/domain/cost/types.ts';
import { UnprocessableError } from '../../src/domain/errors.ts';
import type { BuildingFunction } from '../../src/domain/projects/vocabulary.ts';
import { ModelFitter } from '../../src/state/model-fitter.ts';

// The cost model is fitted on a worker thread: the service's own thread keeps answering while a fit
// runs, and what comes back is the same model as a fit on the calling thread.

const FUNCTIONS: BuildingFunction[] = ['residential', 'office', 'industrial', 'retail'];
const AREAS = [
  { area: 'M', county: 'Greater Manchester', index: 94 },
  { area: 'SW', county: 'Greater London', index: 122 },
  { area: 'LS', county: 'West Yorkshire', index: 92 },
];

function scheme(i: number): Scheme {
  const place = AREAS[i % AREAS.length]!;
  return {
    total_gifa: 800 + ((i * 7919) % 12_000),
    total_net_internal_area: null,
    individual_units: null,
    site_area: null,
    location: { ...place, source: 'postcode' },
    start_date: `${2016 + (i % 9)}-0${1 + (i % 9)}-15`,
    floors_above: 1 + (i % 12),
    floors_below: i % 11 === 0 ? 1 : 0,
    parking: {},
    building_function: FUNCTIONS[i % FUNCTIONS.length]!,
    building_process: 'new_build',
    procurement: null,
    abnormals: {},
  };
}

function evidence(count: number): Evidence[] {
  return Array.from({ length: count }, (_, i) => ({
    projectId: i + 1,
    environmentId: 1,
    own: true,
    name: `Project ${i + 1}`,
    scheme: scheme(i),
    cost_per_m2: 1500 + ((i * 104_729) % 1500),
    external_works_share: null,
  }));
}

describe('ModelFitter', () => {
  const fitter = new ModelFitter();
  after(() => fitter.close());

  it('fits off the calling thread: timers keep firing during a fit', async () => {
    const rows = evidence(30_000);
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 1);
    try {
      await fitter.fit(rows, {});
      const duringWorker = ticks;
      ticks = 0;
      fitModel(rows); // the same work on this thread: no timer can fire until it ends
      const duringInline = ticks;
      assert.ok(duringWorker > 0, `timers fired ${duringWorker} times while the worker fitted`);
      assert.equal(duringInline, 0);
    } finally {
      clearInterval(timer);
    }
  });

  it('answers the same model as a fit on the calling thread', async () => {
    const rows = evidence(2_000);
    const [fromWorker, inline] = [await fitter.fit(rows, {}), fitModel(rows)];
    assert.equal(fromWorker.version, inline.version);
    assert.equal(fromWorker.evidenceCount, inline.evidenceCount);
    for (const i of [3, 501, 1999]) {
      const s = scheme(i + 7);
      const a = predict(fromWorker, s, { excludeProjectId: i + 1 });
      const b = predict(inline, s, { excludeProjectId: i + 1 });
      assert.deepEqual(a, b);
    }
  });

  it('fits no evidence into a model that refuses to price (422), and passes a failure on, then goes on', async () => {
    const empty = await fitter.fit([], {});
    assert.throws(() => predict(empty, scheme(1)), (err) => err instanceof UnprocessableError && /no completed evidence/i.test(err.message));
    await assert.rejects(fitter.fit([{ scheme: null } as unknown as Evidence], {}), /the cost model could not be fitted/);
    assert.ok((await fitter.fit(evidence(200), {})).evidenceCount > 0);
  });

  it('starts a new worker after close', async () => {
    const own = new ModelFitter();
    await own.fit(evidence(100), {});
    await own.close();
    assert.ok((await own.fit(evidence(100), {})).evidenceCount > 0);
    await own.close();
  });
});
