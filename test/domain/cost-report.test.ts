import { EXPLANATION_FACTORS } from '../../src/domain/cost/explanation.ts';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { benchmarkReport, combinePredictions, compositeReport } from '../../src/domain/cost/report.ts';
import type { Prediction, Scheme } from '../../src/domain/cost/types.ts';

const META = { generated_at: '2026-01-02T03:04:05.000Z', model_version: 'cost-model/test', data_source: 'test' };

function scheme(gifa: number, fn: Scheme['building_function'] = 'residential'): Scheme {
  return {
    total_gifa: gifa,
    total_net_internal_area: null,
    individual_units: null,
    site_area: null,
    location: { area: 'M', county: 'Greater Manchester', index: 95, source: 'postcode' },
    start_date: '2025-03-01',
    floors_above: 4,
    floors_below: 0,
    parking: {},
    building_function: fn,
    building_process: 'new_build',
    procurement: null,
    abnormals: {},
  };
}

/** Any prediction the model could give: positive rates, fractions, an index, an interval around it. */
const predictionArb = fc
  .record({
    base: fc.double({ min: 50, max: 20_000, noNaN: true }),
    external: fc.double({ min: 0, max: 0.5, noNaN: true }),
    adjustment: fc.double({ min: 0, max: 2, noNaN: true }),
    index: fc.double({ min: 60, max: 160, noNaN: true }),
    low: fc.double({ min: 0.3, max: 1.2, noNaN: true }),
    high: fc.double({ min: 0.8, max: 2, noNaN: true }),
    health: fc.double({ min: 20, max: 100, noNaN: true }),
  })
  .map(({ base, external, adjustment, index, low, high, health }): Prediction => {
    const adjusted = base * (1 + external) * (1 + adjustment) * (index / 100);
    return {
      base_cost_per_m2: base,
      external_works_percentage: external,
      adjustment_percentage: adjustment,
      location_index: index,
      location: { area: 'M', county: 'Greater Manchester', index: 95, source: 'postcode' },
      adjusted_cost_per_m2: adjusted,
      // Deliberately possibly on the wrong side: the report must still clamp.
      lower_limit: adjusted * low,
      upper_limit: adjusted * high,
      strength: 50,
      profiled_strength: 50,
      source_health: health,
      quality_rating: 'Fair',
      similar: [],
      comparable_count: 10,
      community_count: 0,
      bcis: 2000,
      community_value: null,
      explanation: {
        base_cost_per_m2: base,
        steps: EXPLANATION_FACTORS.map((factor) => ({
          factor,
          multiplier: factor === 'location' ? index / 100 : factor === 'abnormal_costs' ? 1 + adjustment : factor === 'function_and_process' ? 1 + external : 1,
          label: factor,
        })),
      },
    };
  });
const gifaArb = fc.double({ min: 1, max: 500_000, noNaN: true });

describe('benchmark report (D-42 identities)', () => {
  it('computes every figure from the previous ones, exactly, in D-42 order', () => {
    fc.assert(
      fc.property(predictionArb, gifaArb, (p, gifa) => {
        const r = benchmarkReport(scheme(gifa), p, META);
        assert.equal(r.totals, p.base_cost_per_m2 * gifa);
        assert.equal(r.external_works_variation, r.totals * r._meta.external_works_percentage);
        assert.equal(r.total_including_external_works, r.totals + r.external_works_variation);
        assert.equal(
          r.total_adjusted_value,
          (r.total_including_external_works * (1 + r._meta.adjustment_percentage) * r._meta.location.index) / 100,
        );
        assert.equal(r.adjusted_cost_per_m2, r.total_adjusted_value / gifa);
        assert.ok(r.lower_limit <= r.adjusted_cost_per_m2 && r.adjusted_cost_per_m2 <= r.upper_limit);
        assert.equal(r.predictions.cost_per_m2, r.adjusted_cost_per_m2);
        assert.equal(r.predictions.total_cost, r.total_adjusted_value);
        assert.deepEqual(r.predictions.interval, { level: 0.8, lower: r.lower_limit, upper: r.upper_limit });
        // And the closed form agrees with the prediction's own figure.
        assert.ok(Math.abs(r.adjusted_cost_per_m2 / p.adjusted_cost_per_m2 - 1) < 1e-12);
      }),
    );
  });

  it('carries _meta, predictions, comparisons and metadata (D-53)', () => {
    fc.assert(
      fc.property(predictionArb, (p) => {
        const r = benchmarkReport(scheme(1000), p, META);
        assert.deepEqual(r._meta.location, { county: 'Greater Manchester', index: p.location_index, area: 'M', source: 'postcode' });
        assert.equal(r.predictions.quality_rating, p.quality_rating);
        assert.equal(r.comparisons.source_health, p.source_health);
        assert.deepEqual(r.metadata, META);
      }),
      { numRuns: 20 },
    );
  });
});

describe('composite report (D-43)', () => {
  const partsArb = fc.array(fc.tuple(predictionArb, gifaArb), { minLength: 1, maxLength: 5 });

  it('is the GIFA-weighted combination of the parts and obeys the identities itself', () => {
    fc.assert(
      fc.property(partsArb, (raw) => {
        const parts = raw.map(([prediction, gifa]) => ({ scheme: scheme(gifa), prediction }));
        const r = compositeReport(parts, META);
        const gifa = parts.reduce((s, p) => s + p.scheme.total_gifa, 0);
        const own = parts.map((p) => benchmarkReport(p.scheme, p.prediction, META));
        const close = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b));
        assert.ok(close(r.totals, own.reduce((s, o) => s + o.totals, 0)));
        assert.ok(close(r.external_works_variation, own.reduce((s, o) => s + o.external_works_variation, 0)));
        assert.ok(close(r.total_adjusted_value, own.reduce((s, o) => s + o.total_adjusted_value, 0)));
        const weighted = parts.reduce((s, p) => s + p.scheme.total_gifa * p.prediction.adjusted_cost_per_m2, 0) / gifa;
        assert.ok(close(r.adjusted_cost_per_m2, weighted));
        // The identities, exactly.
        assert.equal(r.external_works_variation, r.totals * r._meta.external_works_percentage);
        assert.equal(r.total_including_external_works, r.totals + r.external_works_variation);
        assert.equal(
          r.total_adjusted_value,
          (r.total_including_external_works * (1 + r._meta.adjustment_percentage) * r._meta.location.index) / 100,
        );
        assert.equal(r.adjusted_cost_per_m2, r.total_adjusted_value / gifa);
        assert.ok(r.lower_limit <= r.adjusted_cost_per_m2 && r.adjusted_cost_per_m2 <= r.upper_limit);
      }),
    );
  });

  it('of one part is that part', () => {
    fc.assert(
      fc.property(predictionArb, gifaArb, (p, gifa) => {
        assert.deepEqual(compositeReport([{ scheme: scheme(gifa), prediction: p }], META), benchmarkReport(scheme(gifa), p, META));
      }),
      { numRuns: 20 },
    );
  });

  it('lists each similar project once, most similar first', () => {
    const [a, b] = fc.sample(predictionArb, { numRuns: 2, seed: 1 });
    const combined = combinePredictions([
      { scheme: scheme(1000), prediction: { ...a!, similar: [{ project_id: 1, name: 'One', similarity: 0.5, quality_grade: 'C', cost_per_m2: 1 }] } },
      {
        scheme: scheme(500, 'retail'),
        prediction: {
          ...b!,
          similar: [
            { project_id: 2, name: 'Two', similarity: 0.9, quality_grade: 'A', cost_per_m2: 2 },
            { project_id: 1, name: 'One', similarity: 0.4, quality_grade: 'C', cost_per_m2: 1 },
          ],
        },
      },
    ]);
    assert.deepEqual(
      combined.prediction.similar.map((s) => [s.project_id, s.similarity]),
      [
        [2, 0.9],
        [1, 0.5],
      ],
    );
    assert.equal(combined.prediction.comparable_count, 20);
  });
});
