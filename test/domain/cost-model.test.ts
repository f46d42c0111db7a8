import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { UnprocessableError } from '../../src/domain/errors.ts';
import { POSTCODE_AREAS } from '../../src/domain/location/index.ts';
import { type FitMemo, fitModel, fitModelFrom, predict } from '../../src/domain/cost/model.ts';
import { sourceHealthOf, strengthOf } from '../../src/domain/cost/scores.ts';
import { BASE_RATE_PER_M2, PROCESS_FACTOR, tenderPriceIndexAt } from '../../src/domain/cost/reference.ts';
import { EXPLANATION_FACTORS } from '../../src/domain/cost/explanation.ts';
import { benchmarkReport, compositeReport } from '../../src/domain/cost/report.ts';
import type { Evidence, Scheme } from '../../src/domain/cost/types.ts';
import {
  BUILDING_FUNCTIONS,
  type BuildingFunction,
  type BuildingProcess,
  PROCUREMENT_STRUCTURES,
} from '../../src/domain/projects/vocabulary.ts';

/**
 * A generated portfolio whose costs follow a known process that the shipped priors do not fully
 * describe: every area is off its shipped index by a random few per cent, functions are off the
 * reference rates, each function has its own economies of scale, storeys, basements and procurement
 * cost something, prices drift 1% a year beyond the tender price index, and the noise is 10% (log sd).
 */
function random(seed: number) {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed >>> 0;
  const next = () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    const t = (a + b + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  for (let i = 0; i < 15; i++) next();
  return {
    next,
    between: (lo: number, hi: number) => lo + (hi - lo) * next(),
    pick: <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]!,
    normal: () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next()),
  };
}

const FUNCTIONS = Object.keys(BUILDING_FUNCTIONS) as BuildingFunction[];
const PROCESSES: BuildingProcess[] = ['new_build', 'new_build', 'new_build', 'refurbishment', 'conversion', 'extension'];

interface PortfolioOptions {
  seed: number;
  count: number;
  functions?: readonly BuildingFunction[];
  /** An area whose true prices are this factor above its shipped index. */
  dearArea?: { area: string; factor: number; share: number };
  communityShare?: number;
  firstId?: number;
  /** Yearly log drift beyond the tender price index (default 0.01). */
  drift?: number;
  /** Postcode areas to draw from (default all). */
  areas?: readonly string[];
  /** Log sd of a price level per area and function pair, which no feature describes (default 0). */
  localSd?: number;
  /** Start dates from this year (default 2016) over `span` years (default 10). */
  from?: number;
  span?: number;
}

function portfolio(options: PortfolioOptions): Evidence[] {
  const r = random(options.seed);
  const areaEffect = new Map(POSTCODE_AREAS.map((a) => [a.area, Math.exp(r.normal() * 0.06)]));
  const fnEffect = new Map(FUNCTIONS.map((f) => [f, Math.exp(r.normal() * 0.1)]));
  const scaleSlope = new Map(FUNCTIONS.map((f) => [f, -0.05 + r.normal() * 0.03]));
  const functions = options.functions ?? FUNCTIONS;
  const areas = options.areas ? POSTCODE_AREAS.filter((a) => options.areas!.includes(a.area)) : POSTCODE_AREAS;
  const local = new Map<string, number>();
  const localOf = (key: string) => {
    if (!local.has(key)) local.set(key, options.localSd ? Math.exp(r.normal() * options.localSd) : 1);
    return local.get(key)!;
  };
  const out: Evidence[] = [];
  for (let i = 0; i < options.count; i++) {
    const dear = options.dearArea != null && r.next() < options.dearArea.share;
    const area = dear ? POSTCODE_AREAS.find((a) => a.area === options.dearArea!.area)! : r.pick(areas);
    const fn = r.pick(functions);
    const process = r.pick(PROCESSES);
    const gifa = Math.round(Math.exp(r.between(Math.log(500), Math.log(40000))));
    const floorsAbove = Math.max(1, Math.round(Math.sqrt(gifa) / 20 + r.between(-1, 3)));
    const floorsBelow = r.next() < 0.15 ? 1 + Math.floor(r.next() * 2) : 0;
    const ms = Date.UTC(options.from ?? 2016, 0, 1) + Math.floor(r.between(0, (options.span ?? 10) * 365)) * 86_400_000;
    const date = new Date(ms).toISOString().slice(0, 10);
    const years = (ms - Date.UTC(2020, 0, 1)) / (365.25 * 86_400_000);
    const procurement = Math.floor(r.next() * 5);
    const abnormalShare = r.next() < 0.2 ? r.between(0.01, 0.08) : 0;
    const areaFactor = dear ? options.dearArea!.factor : areaEffect.get(area.area)!;
    const national =
      BASE_RATE_PER_M2[fn] *
      PROCESS_FACTOR[process] *
      fnEffect.get(fn)! *
      (gifa / 5000) ** scaleSlope.get(fn)! *
      (1 + 0.012 * Math.max(0, floorsAbove - 3)) *
      (1 + 0.08 * floorsBelow) *
      ([1, 0.96, 1.05, 0.9, 1][procurement] ?? 1) *
      tenderPriceIndexAt(date) *
      Math.exp((options.drift ?? 0.01) * years);
    const expected = (national * (area.location_index / 100) * areaFactor * localOf(`${area.area}/${fn}`)) / (1 - abnormalShare);
    const cost = expected * Math.exp(r.normal() * 0.1);
    const id = (options.firstId ?? 1) + i;
    out.push({
      projectId: id,
      environmentId: 1,
      own: r.next() >= (options.communityShare ?? 0.3),
      name: `Project ${id}`,
      scheme: {
        total_gifa: gifa,
        total_net_internal_area: r.next() < 0.7 ? Math.round(gifa * r.between(0.78, 0.88)) : null,
        individual_units: fn === 'residential' ? Math.round(gifa / r.between(65, 90)) : null,
        site_area: r.next() < 0.5 ? Math.round((gifa / floorsAbove) * r.between(1.3, 2.6)) : null,
        location: { area: area.area, county: area.county, index: area.location_index, source: 'postcode' },
        start_date: date,
        floors_above: floorsAbove,
        floors_below: floorsBelow,
        parking: {},
        building_function: fn,
        building_process: process,
        procurement: procurement < 4 ? PROCUREMENT_STRUCTURES[procurement]! : null,
        abnormals: abnormalShare > 0 ? { piling: Math.round(abnormalShare * expected * gifa) } : {},
      },
      cost_per_m2: cost,
      external_works_share: r.next() < 0.6 ? r.between(0.03, 0.09) : null,
    });
  }
  return out;
}

const META = { generated_at: '2026-01-02T03:04:05.000Z', model_version: 'cost-model/test', data_source: 'test' };
const PORTFOLIO = portfolio({ seed: 11, count: 3000 });
const HELD_OUT = PORTFOLIO.filter((_, i) => i % 5 === 0);
const TRAINING = PORTFOLIO.filter((_, i) => i % 5 !== 0);
const MODEL = fitModel(TRAINING);

function schemeOf(overrides: Partial<Scheme> = {}): Scheme {
  return { ...TRAINING[0]!.scheme, abnormals: {}, ...overrides };
}

/** The baseline a published average gives: the function's median national rate, rebased to the scheme. */
function baseline(training: readonly Evidence[], s: Scheme): number {
  const rates = training
    .filter((e) => e.scheme.building_function === s.building_function)
    .map((e) => e.cost_per_m2 / (e.scheme.location.index / 100) / tenderPriceIndexAt(e.scheme.start_date))
    .sort((a, b) => a - b);
  const mid = rates.length >> 1;
  const median = rates.length % 2 ? rates[mid]! : (rates[mid - 1]! + rates[mid]!) / 2;
  return median * (s.location.index / 100) * tenderPriceIndexAt(s.start_date);
}

describe('cost model: accuracy on a generated portfolio', () => {
  const results = HELD_OUT.map((e) => ({ e, p: predict(MODEL, e.scheme) }));
  const ape = (predicted: number, actual: number) => Math.abs(predicted - actual) / actual;
  const mape = results.reduce((s, { e, p }) => s + ape(p.adjusted_cost_per_m2, e.cost_per_m2), 0) / results.length;
  const baselineMape =
    results.reduce((s, { e }) => s + ape(baseline(TRAINING, e.scheme), e.cost_per_m2), 0) / results.length;
  const coverage =
    results.filter(({ e, p }) => p.lower_limit <= e.cost_per_m2 && e.cost_per_m2 <= p.upper_limit).length /
    results.length;

  it('covers 70-90% of held-out costs with its 80% interval', (t) => {
    t.diagnostic(
      `MAPE ${(100 * mape).toFixed(2)}%, baseline ${(100 * baselineMape).toFixed(2)}%, coverage ${(100 * coverage).toFixed(1)}%`,
    );
    assert.ok(coverage >= 0.7 && coverage <= 0.9, `coverage ${coverage}`);
  });

  it('beats the median cost per m2 of the function, location-rebased, by a wide margin', () => {
    assert.ok(mape < 0.6 * baselineMape, `MAPE ${mape} vs baseline ${baselineMape}`);
  });

  it('always has lower ≤ prediction ≤ upper', () => {
    for (const { p } of results) assert.ok(p.lower_limit <= p.adjusted_cost_per_m2 && p.adjusted_cost_per_m2 <= p.upper_limit);
  });
});

describe('cost model: answers', () => {
  it('refuses a scheme without evidence: none at all, or none of its function', () => {
    const empty = fitModel([]);
    assert.throws(
      () => predict(empty, schemeOf()),
      (err: unknown) => err instanceof UnprocessableError && /no completed evidence yet/.test(err.message),
    );
    const officesOnly = fitModel(portfolio({ seed: 3, count: 50, functions: ['office'] }));
    assert.throws(
      () => predict(officesOnly, schemeOf({ building_function: 'hotel' })),
      (err: unknown) => err instanceof UnprocessableError && /no completed evidence yet for building function hotel/.test(err.message),
    );
    assert.doesNotThrow(() => predict(officesOnly, schemeOf({ building_function: 'office' })));
  });

  it('keeps lower ≤ prediction ≤ upper, and D-42 in its own figures, for any scheme', () => {
    const schemeArb = fc.record({
      gifa: fc.double({ min: 10, max: 200_000, noNaN: true }),
      fn: fc.constantFrom(...FUNCTIONS),
      process: fc.constantFrom(...PROCESSES),
      area: fc.constantFrom(...POSTCODE_AREAS),
      floorsAbove: fc.option(fc.integer({ min: 0, max: 200 })),
      floorsBelow: fc.option(fc.integer({ min: 0, max: 10 })),
      year: fc.integer({ min: 2000, max: 2040 }),
      abnormal: fc.double({ min: 0, max: 5e7, noNaN: true }),
    });
    fc.assert(
      fc.property(schemeArb, (x) => {
        const s = schemeOf({
          total_gifa: x.gifa,
          building_function: x.fn,
          building_process: x.process,
          location: { area: x.area.area, county: x.area.county, index: x.area.location_index, source: 'postcode' },
          floors_above: x.floorsAbove,
          floors_below: x.floorsBelow,
          start_date: `${x.year}-06-15`,
          abnormals: { demolition: x.abnormal },
        });
        const p = predict(MODEL, s);
        assert.ok(p.lower_limit > 0 && p.lower_limit <= p.adjusted_cost_per_m2 && p.adjusted_cost_per_m2 <= p.upper_limit);
        const closed = p.base_cost_per_m2 * (1 + p.external_works_percentage) * (1 + p.adjustment_percentage) * (p.location_index / 100);
        assert.ok(Math.abs(closed / p.adjusted_cost_per_m2 - 1) < 1e-12);
        assert.ok(p.source_health >= 20 && p.source_health <= 100);
        assert.ok(p.strength >= 0 && p.strength <= 100 && p.profiled_strength >= 0 && p.profiled_strength <= 100);
        const r = benchmarkReport(s, p, META);
        assert.ok(r.lower_limit <= r.adjusted_cost_per_m2 && r.adjusted_cost_per_m2 <= r.upper_limit);
      }),
      { numRuns: 200 },
    );
  });

  it('explains every scheme (D-58): base plus the effects is adjusted_cost_per_m2 in pence exactly, base times the multipliers within a penny', () => {
    const schemeArb = fc.record({
      gifa: fc.double({ min: 10, max: 200_000, noNaN: true }),
      fn: fc.constantFrom(...FUNCTIONS),
      process: fc.constantFrom(...PROCESSES),
      area: fc.constantFrom(...POSTCODE_AREAS),
      byIndex: fc.boolean(),
      floorsAbove: fc.option(fc.integer({ min: 0, max: 200 })),
      floorsBelow: fc.option(fc.integer({ min: 0, max: 10 })),
      date: fc.date({ min: new Date('2000-01-01'), max: new Date('2040-12-31'), noInvalidDate: true }),
      procurement: fc.option(fc.constantFrom(...PROCUREMENT_STRUCTURES)),
      units: fc.option(fc.integer({ min: 1, max: 2000 })),
      site: fc.option(fc.double({ min: 10, max: 1e6, noNaN: true })),
      parking: fc.integer({ min: 0, max: 500 }),
      abnormal: fc.double({ min: 0, max: 5e7, noNaN: true }),
    });
    const explained = (s: Scheme, report: ReturnType<typeof benchmarkReport>) => {
      const { base_cost_per_m2: base, steps } = report.explanation;
      assert.deepEqual(
        steps.map((step) => step.factor),
        [...EXPLANATION_FACTORS],
      );
      const pence = (v: number) => Math.round(v * 100);
      assert.equal(pence(base) + steps.reduce((sum, step) => sum + pence(step.effect_per_m2), 0), pence(report.adjusted_cost_per_m2));
      for (const step of steps) assert.ok(Number.isInteger(Math.round(step.effect_per_m2 * 100 * 1e6) / 1e6), `${step.effect_per_m2} is whole pence`);
      const product = steps.reduce((v, step) => v * step.multiplier, base);
      assert.ok(Math.abs(product - report.adjusted_cost_per_m2) < 0.01, `${product} against ${report.adjusted_cost_per_m2}`);
      for (const step of steps) {
        assert.ok(step.multiplier > 0 && Number.isFinite(step.multiplier));
        // A sentence with its figure in it, or one saying the factor changes nothing.
        assert.match(step.label, /^[A-Z0-9£].*: (\d[\d,]*\.\d% (above|below) |adds \d|takes off \d|no different from |adds nothing)/, step.label);
      }
      return { s, steps };
    };
    fc.assert(
      fc.property(schemeArb, (x) => {
        const s = schemeOf({
          total_gifa: x.gifa,
          building_function: x.fn,
          building_process: x.process,
          location: x.byIndex
            ? { area: null, county: null, index: x.area.location_index, source: 'index' }
            : { area: x.area.area, county: x.area.county, index: x.area.location_index, source: 'postcode' },
          floors_above: x.floorsAbove,
          floors_below: x.floorsBelow,
          start_date: x.date.toISOString().slice(0, 10),
          procurement: x.procurement,
          individual_units: x.units,
          site_area: x.site,
          parking: { basement_parking_spaces: x.parking },
          abnormals: { demolition: x.abnormal },
        });
        const report = benchmarkReport(s, predict(MODEL, s), META);
        explained(s, report);
        // The same scheme as half of a composite with a second development.
        const other = { ...s, total_gifa: x.gifa / 3 + 1, building_function: 'office' as const, building_process: 'new_build' as const };
        explained(s, compositeReport([s, other].map((scheme) => ({ scheme, prediction: predict(MODEL, scheme) })), META));
      }),
      { numRuns: 1000 },
    );
    // The sentences, read as a lender reads them.
    const s = schemeOf({ total_gifa: 3500, building_function: 'office', building_process: 'refurbishment', floors_above: 6, floors_below: 1, start_date: '2025-03-10', abnormals: { piling: 250_000 } });
    const labels = benchmarkReport(s, predict(MODEL, s), META).explanation.steps.map((step) => step.label);
    assert.match(labels[0]!, new RegExp(`^${s.location.county} prices \\(location index \\d+\\.\\d\\): \\d+\\.\\d% (above|below) the UK average$`));
    assert.match(labels[1]!, /^Priced at March 2025: \d+\.\d% above mid-2024 prices$/);
    assert.match(labels[2]!, /^Refurbishment office: \d+\.\d% below the national office rate$/);
    assert.match(labels[3]!, /^3,500 m² GIFA: /);
    assert.match(labels[4]!, /^6 storeys, 1 basement level: /);
    assert.match(labels[7]!, /^Abnormal costs of £250,000: adds \d+\.\d% to the building cost$/);
  });

  it('names only the own environment’s projects in similar, never community ones', () => {
    const community = new Set(TRAINING.filter((e) => !e.own).map((e) => e.projectId));
    for (const e of HELD_OUT.slice(0, 100)) {
      const p = predict(MODEL, e.scheme, { similarLimit: 25 });
      assert.ok(p.similar.length > 0);
      for (const s of p.similar) {
        assert.ok(!community.has(s.project_id), `community project ${s.project_id} in similar`);
        assert.ok(s.similarity >= 0 && s.similarity <= 1);
        assert.match(s.quality_grade, /^[A-E]$/);
      }
      assert.ok(p.community_count > 0 && p.community_count < p.comparable_count);
      assert.ok(p.community_value != null && p.community_value > 0);
    }
  });

  it('scores a comparable of the same function and process, ±30% in size, from the same region within 3 years, at least 0.5 (B or better)', () => {
    const region = POSTCODE_AREAS.find((a) => POSTCODE_AREAS.some((b) => b !== a && b.region === a.region))!;
    const neighbour = POSTCODE_AREAS.find((b) => b !== region && b.region === region.region)!;
    const place = (a: (typeof POSTCODE_AREAS)[number]) => ({ area: a.area, county: a.county, index: a.location_index, source: 'postcode' as const });
    const scheme = (over: Partial<Scheme>): Scheme => ({
      total_gifa: 5000,
      total_net_internal_area: null,
      individual_units: null,
      site_area: null,
      location: place(region),
      start_date: '2024-06-01',
      floors_above: 6,
      floors_below: 0,
      parking: {},
      building_function: 'office',
      building_process: 'new_build',
      procurement: null,
      abnormals: {},
      ...over,
    });
    // The far corners of the rule: 30% larger or smaller, another area of the region, three years
    // apart, storeys unknown or five apart, a basement more.
    for (const gifa of [3500, 6500])
      for (const date of ['2021-06-01', '2027-06-01'])
        for (const floors of [{ floors_above: null }, { floors_above: 11, floors_below: 1 }]) {
          const comparable: Evidence = {
            projectId: 1,
            environmentId: 1,
            own: true,
            name: 'The comparable',
            scheme: scheme({ total_gifa: gifa, location: place(neighbour), start_date: date, ...floors }),
            cost_per_m2: 3000,
            external_works_share: null,
          };
          const [similar] = predict(fitModel([comparable]), scheme({})).similar;
          assert.equal(similar?.project_id, 1);
          assert.ok(similar.similarity >= 0.5, `${gifa} m2, ${date}, ${JSON.stringify(floors)}: ${similar.similarity}`);
          assert.match(similar.quality_grade, /^[AB]$/);
        }
  });

  it('leaves the excluded project out of the neighbours and the counts', () => {
    const target = TRAINING.find((e) => e.own)!;
    const withIt = predict(MODEL, target.scheme, { similarLimit: 50 });
    assert.equal(withIt.similar[0]!.project_id, target.projectId);
    assert.equal(withIt.similar[0]!.similarity, 1);
    const without = predict(MODEL, target.scheme, { similarLimit: 50, excludeProjectId: target.projectId });
    assert.ok(!without.similar.some((s) => s.project_id === target.projectId));
    assert.equal(without.comparable_count, withIt.comparable_count - 1);
  });

  it('learns an area that is consistently dearer than its index', () => {
    // Leeds (LS) priced 15% above its shipped index throughout.
    const evidence = portfolio({ seed: 5, count: 1500, dearArea: { area: 'LS', factor: 1.15, share: 0.06 } });
    const model = fitModel(evidence);
    const leeds = POSTCODE_AREAS.find((a) => a.area === 'LS')!;
    const s = schemeOf({ location: { area: 'LS', county: leeds.county, index: leeds.location_index, source: 'postcode' } });
    const p = predict(model, s);
    assert.ok(p.location_index > leeds.location_index * 1.07, `applied ${p.location_index} vs shipped ${leeds.location_index}`);
    assert.ok(p.location_index < leeds.location_index * 1.2);
    // Held-out Leeds projects: closer to the truth than the shipped index alone (the area effect removed).
    const fresh = portfolio({ seed: 6, count: 600, dearArea: { area: 'LS', factor: 1.15, share: 0.5 }, firstId: 100_000 }).filter(
      (e) => e.scheme.location.area === 'LS',
    );
    let learned = 0;
    let prior = 0;
    for (const e of fresh) {
      const q = predict(model, e.scheme);
      learned += Math.abs(Math.log(q.adjusted_cost_per_m2 / e.cost_per_m2));
      prior += Math.abs(Math.log((q.adjusted_cost_per_m2 * leeds.location_index) / q.location_index / e.cost_per_m2));
    }
    assert.ok(learned < prior * 0.8, `learned ${learned} vs index alone ${prior}`);
  });
});

describe('cost model: what it learns', () => {
  it('learns a price trend steeper than the tender price index', () => {
    // Prices rising 5% a year faster than the index, 2016-2024; priced in 2024-2025.
    const evidence = portfolio({ seed: 41, count: 1500, drift: 0.05, span: 9 });
    const model = fitModel(evidence);
    const recent = portfolio({ seed: 42, count: 200, drift: 0.05, from: 2024, span: 1.5, firstId: 200_000 });
    const bias = recent.reduce((s, e) => s + Math.log(predict(model, e.scheme).adjusted_cost_per_m2 / e.cost_per_m2), 0) / recent.length;
    // The index alone would be about 5% × 6 years = 30% low; the learned trend leaves a few per cent.
    assert.ok(Math.abs(bias) < 0.04, `mean log error ${bias}`);
  });

  it('corrects what the regression misses with the residuals of the nearest comparables', () => {
    // Each area and function pair has its own price level, which no feature describes.
    const options = { count: 2500, localSd: 0.15, functions: ['office', 'retail'] as const, areas: ['LS', 'M', 'B', 'BS', 'NE', 'G', 'CF', 'SW'] };
    const model = fitModel(portfolio({ seed: 71, ...options }));
    assert.ok(model.neighbourPrior < 1e6, 'the correction is switched on');
    const fresh = portfolio({ seed: 71, ...options, count: 3000 }).slice(2500);
    const uncorrected = { ...model, neighbourPrior: Infinity };
    const error = (m: typeof model) =>
      fresh.reduce((s, e) => s + Math.abs(Math.log(predict(m, e.scheme).adjusted_cost_per_m2 / e.cost_per_m2)), 0);
    assert.ok(error(model) < 0.9 * error(uncorrected), `${error(model)} vs ${error(uncorrected)}`);
  });

  it('widens the interval where the evidence is thin', () => {
    const s = schemeOf({ building_function: 'office', building_process: 'new_build' });
    const width = (count: number) => {
      const p = predict(fitModel(portfolio({ seed: 51, count, functions: ['office'] })), s);
      return Math.log(p.upper_limit / p.lower_limit);
    };
    const [few, some, many] = [width(8), width(40), width(600)];
    assert.ok(few > some && some > many, `widths ${few}, ${some}, ${many}`);
  });

  it('adds the abnormals at face value: adjusted value = building cost at the location + abnormals', () => {
    const s = schemeOf({ total_gifa: 4000, abnormals: { piling: 250_000, demolition: 150_000 } });
    const r = benchmarkReport(s, predict(MODEL, s), META);
    const building = (r.total_including_external_works * r._meta.location.index) / 100;
    assert.ok(r._meta.adjustment_percentage > 0);
    assert.ok(Math.abs(r.total_adjusted_value - building - 400_000) < building * 1e-4, `${r.total_adjusted_value - building}`);
  });

  it('prices any small evidence set without failing', () => {
    const pool = portfolio({ seed: 61, count: 40, functions: ['retail', 'hotel'] });
    fc.assert(
      fc.property(fc.subarray(pool, { minLength: 1, maxLength: 12 }), (evidence) => {
        const model = fitModel(evidence);
        const s = { ...evidence[0]!.scheme, abnormals: {} };
        const p = predict(model, s);
        for (const v of [p.base_cost_per_m2, p.adjusted_cost_per_m2, p.lower_limit, p.upper_limit, p.location_index])
          assert.ok(Number.isFinite(v) && v > 0);
        assert.ok(p.lower_limit <= p.adjusted_cost_per_m2 && p.adjusted_cost_per_m2 <= p.upper_limit);
        assert.ok(p.source_health >= 20 && p.source_health <= 100);
        assert.equal(p.comparable_count, evidence.filter((e) => e.scheme.building_function === s.building_function).length);
      }),
      { numRuns: 40 },
    );
  });
});

describe('cost model: strength and source health', () => {
  it('are monotone in the evidence: more comparables never lower them', () => {
    const pool = portfolio({ seed: 21, count: 400, functions: ['office', 'retail'] });
    const s = schemeOf({ building_function: 'office' });
    let last = { strength: -1, profiled: -1, health: -1, count: 0 };
    for (const size of [5, 10, 20, 40, 80, 160, 400]) {
      const p = predict(fitModel(pool.slice(0, size)), s);
      assert.ok(p.comparable_count >= last.count);
      assert.ok(p.strength >= last.strength, `strength at ${size}`);
      assert.ok(p.profiled_strength >= last.profiled, `profiled at ${size}`);
      assert.ok(p.source_health >= last.health, `health at ${size}`);
      last = { strength: p.strength, profiled: p.profiled_strength, health: p.source_health, count: p.comparable_count };
    }
  });

  it('follow their definitions, monotone in their inputs', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.nat(100_000), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        assert.ok(strengthOf(lo) <= strengthOf(hi));
        assert.ok(strengthOf(hi) <= 100 && strengthOf(lo) >= 0);
      }),
    );
    const score = fc.double({ min: 0, max: 100, noNaN: true });
    fc.assert(
      fc.property(score, score, score, (s, p, q) => {
        const h = sourceHealthOf(s, p, q);
        assert.ok(h >= 20 && h <= 100);
        assert.ok(sourceHealthOf(Math.min(100, s + 1), p, q) >= h);
        assert.ok(sourceHealthOf(s, Math.min(100, p + 1), q) >= h);
        assert.ok(sourceHealthOf(s, p, Math.min(100, q + 1)) >= h);
      }),
    );
  });
});

describe('cost model: composite', () => {
  it('is the GIFA-weighted combination of per-development predictions', () => {
    const parts = (['residential', 'retail', 'office'] as const).map((fn, i) => {
      const scheme = schemeOf({ building_function: fn, total_gifa: [6000, 1200, 2500][i]! });
      return { scheme, prediction: predict(MODEL, scheme) };
    });
    const r = compositeReport(parts, META);
    const gifa = 6000 + 1200 + 2500;
    const weighted = parts.reduce((s, p) => s + p.scheme.total_gifa * p.prediction.adjusted_cost_per_m2, 0) / gifa;
    assert.ok(Math.abs(r.adjusted_cost_per_m2 / weighted - 1) < 1e-12);
    assert.ok(r.lower_limit <= r.adjusted_cost_per_m2 && r.adjusted_cost_per_m2 <= r.upper_limit);
  });
});

describe('cost model: community floor', () => {
  it('uses community evidence of a function only from minCommunityGroup rows up', () => {
    const own = portfolio({ seed: 31, count: 200, communityShare: 0, functions: ['office', 'retail'] });
    const four = portfolio({ seed: 32, count: 4, communityShare: 1, functions: ['office'], firstId: 50_000 });
    const s = schemeOf({ building_function: 'office' });
    const alone = predict(fitModel(own, { minCommunityGroup: 5 }), s);
    const withFour = predict(fitModel([...own, ...four], { minCommunityGroup: 5 }), s);
    assert.deepEqual(withFour, alone);
    assert.equal(withFour.community_count, 0);
    assert.equal(withFour.community_value, null);
    const used = predict(fitModel([...own, ...four], { minCommunityGroup: 4 }), s);
    assert.equal(used.community_count, 4);
  });
});

describe('cost model: a refit from the last fit', () => {
  it('gives, to the bit, the model a fit from nothing gives, through any sequence of changes', () => {
    const start = portfolio({ seed: 41, count: 1500, communityShare: 0.3 });
    const extra = portfolio({ seed: 42, count: 400, firstId: 100_000 });
    const options = { minCommunityGroup: 40 };
    // A change: a cost or a size moves, a project leaves or comes in, or a community function crosses the floor.
    const change = fc.oneof(
      fc.record({ kind: fc.constant('cost' as const), at: fc.nat(), factor: fc.double({ min: 0.5, max: 2, noNaN: true }) }),
      fc.record({ kind: fc.constant('gifa' as const), at: fc.nat(), factor: fc.double({ min: 0.5, max: 2, noNaN: true }) }),
      fc.record({ kind: fc.constant('remove' as const), at: fc.nat() }),
      fc.record({ kind: fc.constant('add' as const), at: fc.nat() }),
    );
    fc.assert(
      fc.property(fc.array(fc.array(change, { minLength: 1, maxLength: 12 }), { minLength: 1, maxLength: 4 }), (steps) => {
        let evidence = start.slice();
        let pool = extra.slice();
        let memo: FitMemo = fitModelFrom(evidence, options, null).memo;
        for (const step of steps) {
          for (const c of step) {
            const i = c.at % evidence.length;
            const e = evidence[i]!;
            if (c.kind === 'cost') evidence[i] = { ...e, cost_per_m2: e.cost_per_m2 * c.factor };
            else if (c.kind === 'gifa') evidence[i] = { ...e, scheme: { ...e.scheme, total_gifa: e.scheme.total_gifa * c.factor } };
            else if (c.kind === 'remove' && evidence.length > 50) evidence.splice(i, 1);
            else if (c.kind === 'add' && pool.length > 0) {
              evidence.push(pool[c.at % pool.length]!);
              pool = pool.filter((_, j) => j !== c.at % pool.length);
            }
          }
          evidence = evidence.toSorted((a, b) => a.projectId - b.projectId);
          const again = fitModelFrom(evidence, options, memo);
          const fresh = fitModelFrom(evidence, options, null);
          assert.deepStrictEqual(again.model, fresh.model);
          assert.deepStrictEqual(again.memo.scans, fresh.memo.scans);
          memo = again.memo;
        }
      }),
      { numRuns: 10 },
    );
  });

  it('reuses what no change touched: a refit after one change computes one row and keeps most scans', () => {
    const evidence = portfolio({ seed: 43, count: 3000 });
    const first = fitModelFrom(evidence, {}, null);
    const changed = evidence.map((e, i) => (i === 1234 ? { ...e, cost_per_m2: e.cost_per_m2 * 1.5 } : e));
    const again = fitModelFrom(changed, {}, first.memo);
    const kept = [...again.memo.scans].filter(([id, scan]) => first.memo.scans.get(id) === scan).length;
    assert.ok(kept >= first.memo.scans.size * 0.9, `${kept} of ${first.memo.scans.size} scans kept`);
    assert.ok(first.memo.table.cols !== again.memo.table.cols, 'a new table: the last model is never written to');
    assert.deepStrictEqual(again.model, fitModel(changed));
  });
});
