import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { EVIDENCE_COLUMNS, EVIDENCE_CHUNK } from '../../../src/db/repositories/cost-evidence.ts';
import { evidenceDigest, fitModel, predict } from '../../../src/domain/cost/model.ts';
import { type CompletedProject, evidenceOf } from '../../../src/domain/cost/schemes.ts';
import { UnprocessableError } from '../../../src/domain/errors.ts';
import { FITTER_THREAD, ModelFitter } from '../../../src/state/threads/model-fitter.ts';
import { eventually } from '../../helpers/eventually.ts';
import { threadIdsNamed } from '../../helpers/proc.ts';

// The cost model is fitted on a worker thread from the evidence text the database hands over: the
// service's own thread keeps answering while a fit runs, and what comes back is the same model as a fit
// on the calling thread of the same evidence.

const FUNCTIONS = ['residential', 'office', 'industrial', 'retail'];
const POSTCODES = ['M1 1AE', 'SW1A 1AA', 'LS1 4AP'];
const OWN = 1;

function project(i: number): CompletedProject {
  const gifa = 800 + ((i * 7919) % 12_000);
  return {
    id: i + 1,
    environment_id: i % 5 === 0 ? 2 : OWN,
    name: `Project ${i + 1}`,
    total_cost: gifa * (1500 + ((i * 104_729) % 1500)),
    total_gifa: gifa,
    total_net_internal_area: null,
    number_of_units: null,
    site_area: null,
    postcode: POSTCODES[i % POSTCODES.length]!,
    latitude: null,
    longitude: null,
    priced_on: `${2016 + (i % 9)}-0${1 + (i % 9)}-15`,
    site_max_floors_above_ground: 1 + (i % 12),
    site_max_floors_below_ground: i % 11 === 0 ? 1 : 0,
    proposed_procurement_structure: null,
    building_function: FUNCTIONS[i % FUNCTIONS.length]!,
    building_process: 'new_build',
    external_works: null,
  };
}

const projects = (count: number) => Array.from({ length: count }, (_, i) => project(i));

/** The projects as loadEvidence hands them over: JSON rows of EVIDENCE_COLUMNS, the date in days. */
function textOf(rows: CompletedProject[], chunk = EVIDENCE_CHUNK): string[] {
  const texts: string[] = [];
  for (let from = 0; from < rows.length; from += chunk) {
    const values = rows.slice(from, from + chunk).map((row) =>
      EVIDENCE_COLUMNS.map((column) => (column === 'priced_on' ? Date.parse(row.priced_on) / 86_400_000 : row[column])),
    );
    texts.push(JSON.stringify(values));
  }
  return texts;
}

const evidenceOfAll = (rows: CompletedProject[]) => rows.flatMap((row) => evidenceOf(row, OWN) ?? []);

describe('ModelFitter', () => {
  const fitter = new ModelFitter();
  after(() => fitter.close());

  it('fits off the calling thread: timers keep firing during a fit', async () => {
    const rows = projects(30_000);
    const text = textOf(rows);
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 1);
    try {
      await fitter.fit({ chunks: text, ownEnvironment: OWN }, {});
      const duringWorker = ticks;
      ticks = 0;
      fitModel(evidenceOfAll(rows)); // the same work on this thread: no timer can fire until it ends
      const duringInline = ticks;
      assert.ok(duringWorker > 0, `timers fired ${duringWorker} times while the worker fitted`);
      assert.equal(duringInline, 0);
    } finally {
      clearInterval(timer);
    }
  });

  it('answers the same model and digest as a fit on the calling thread, whatever the chunks and their order', async () => {
    const rows = projects(2_000);
    const evidence = evidenceOfAll(rows);
    const inline = fitModel(evidence, { minCommunityGroup: 3 });
    for (const chunks of [textOf(rows), textOf(rows, 700), textOf([...rows].reverse(), 300).reverse()]) {
      const { model, digest } = await fitter.fit({ chunks, ownEnvironment: OWN }, { minCommunityGroup: 3 });
      assert.equal(digest, evidenceDigest(evidence, { minCommunityGroup: 3 }));
      assert.equal(model.version, inline.version);
      assert.equal(model.evidenceCount, inline.evidenceCount);
      for (const i of [3, 501, 1999]) {
        const scheme = evidenceOf(project(i + 7), OWN)!.scheme;
        const a = predict(model, scheme, { excludeProjectId: i + 1 });
        const b = predict(inline, scheme, { excludeProjectId: i + 1 });
        assert.deepEqual(a, b);
        for (const similar of a.similar) assert.ok(similar.name.startsWith('Project '), 'only own projects are named');
      }
    }
  });

  it('takes the texts it is given, so that the calling thread holds no copy during the fit', async () => {
    const chunks = textOf(projects(300), 100);
    assert.equal(chunks.length, 3);
    const fitting = fitter.fit({ chunks, ownEnvironment: OWN }, {});
    assert.deepEqual(chunks, []);
    assert.ok((await fitting).model.evidenceCount > 0);
  });

  it('a different evidence, a different digest', async () => {
    const rows = projects(500);
    const before = await fitter.fit({ chunks: textOf(rows), ownEnvironment: OWN }, {});
    rows[10] = { ...rows[10]!, total_cost: rows[10]!.total_cost + 1000 };
    const after = await fitter.fit({ chunks: textOf(rows), ownEnvironment: OWN }, {});
    assert.notEqual(after.digest, before.digest);
  });

  it('fits no evidence into a model that refuses to price (422), and passes a failure on, then goes on', async () => {
    const { model: empty } = await fitter.fit({ chunks: [], ownEnvironment: OWN }, {});
    const scheme = evidenceOf(project(1), OWN)!.scheme;
    assert.throws(() => predict(empty, scheme), (err) => err instanceof UnprocessableError && /no completed evidence/i.test(err.message));
    await assert.rejects(fitter.fit({ chunks: ['not json'], ownEnvironment: OWN }, {}), /the cost model could not be fitted/);
    assert.ok((await fitter.fit({ chunks: textOf(projects(200)), ownEnvironment: OWN }, {})).model.evidenceCount > 0);
  });

  it('refits a kept pool from its changes into the model and digest of a whole fit, and asks for a whole read when it does not keep the pool as of the changes', async () => {
    const rows = projects(3_000);
    const options = { minCommunityGroup: 3 };
    await fitter.fit({ chunks: textOf(rows), ownEnvironment: OWN }, options, { pool: 'p', horizon: '100' });
    assert.equal(fitter.horizonOf('p'), '100');
    // One cost moves, one project stops being evidence, one becomes evidence.
    const moved = { ...rows[10]!, total_cost: rows[10]!.total_cost * 1.4 };
    const after = rows.map((r) => (r.id === moved.id ? moved : r)).filter((r) => r.id !== 20);
    const added = { ...project(5_000), id: 9_999 };
    after.push(added);
    const changes = { chunks: textOf([moved, added]), ownEnvironment: OWN, changed: [moved.id, 20, added.id], since: '100', horizon: '130' };
    const refit = await fitter.refit('p', changes, options);
    assert.ok(refit, 'the kept pool is refitted');
    assert.equal(fitter.horizonOf('p'), '130');
    const whole = await fitter.fit({ chunks: textOf(after), ownEnvironment: OWN }, options);
    assert.equal(refit.digest, whole.digest);
    assert.deepStrictEqual(refit.model, whole.model);
    assert.notEqual(refit.digest, evidenceDigest(evidenceOfAll(rows), options));

    // Changes read from another horizon than the kept one, or of a pool not kept: a whole read is needed.
    const stale = { chunks: textOf([moved]), ownEnvironment: OWN, changed: [moved.id], since: '100', horizon: '140' };
    assert.equal(await fitter.refit('p', stale, options), null);
    assert.equal(fitter.horizonOf('p'), null, 'a pool whose changes did not follow on is no longer kept');
    assert.equal(await fitter.refit('q', { ...stale, chunks: textOf([moved]) }, options), null);
  });

  it('stops its thread once idle and keeping nothing, giving its memory back, and starts one again for the next fit', async () => {
    const own = new ModelFitter({ idleMs: 100 });
    const before = threadIdsNamed(FITTER_THREAD);
    try {
      await own.fit({ chunks: textOf(projects(100)), ownEnvironment: OWN }, {});
      const started = [...threadIdsNamed(FITTER_THREAD)].filter((tid) => !before.has(tid));
      assert.equal(started.length, 1, 'the fit started a thread');
      await eventually(() => !threadIdsNamed(FITTER_THREAD).has(started[0]!), 'the idle thread stopped');
      assert.ok((await own.fit({ chunks: textOf(projects(100)), ownEnvironment: OWN }, {})).model.evidenceCount > 0);
    } finally {
      await own.close();
    }
  });

  it('keeps its thread while it keeps a pool, and forgets every pool when the thread ends', async () => {
    const own = new ModelFitter({ idleMs: 100 });
    const before = threadIdsNamed(FITTER_THREAD);
    try {
      await own.fit({ chunks: textOf(projects(100)), ownEnvironment: OWN }, {}, { pool: 'kept', horizon: '7' });
      const started = [...threadIdsNamed(FITTER_THREAD)].filter((tid) => !before.has(tid));
      assert.equal(started.length, 1, 'the fit started a thread');
      // Four times its idle time: a thread that kept nothing would have stopped.
      await new Promise((r) => setTimeout(r, 400));
      assert.ok(threadIdsNamed(FITTER_THREAD).has(started[0]!), 'the thread that keeps a pool stays');
      assert.equal(own.horizonOf('kept'), '7');
    } finally {
      await own.close();
    }
    assert.equal(own.horizonOf('kept'), null);
  });
});
