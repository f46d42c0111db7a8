import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import {
  basisOf,
  calibrate,
  type CompletedHistory,
  DEFAULT_CALIBRATION,
  type Drawdown,
  forecastFinalCost,
  type ForecastInputs,
  normalCdf,
  sCurve,
  timeShare,
} from '../../src/domain/cost/forecast.ts';

// D-60's forecast as a pure function: the readings it combines, the way drawdowns ahead of the S-curve
// move it, what completed projects teach it, and its figures' invariants.

const PROGRAMME = { start: '2025-01-01', end: '2027-01-01' };
/** Monthly drawdowns of a project costing `final`, following the S-curve from the start to `until` (YYYY-MM). */
function onCurve(final: number, until: string, programme = PROGRAMME): Drawdown[] {
  const out: Drawdown[] = [];
  let drawn = 0;
  for (let at = new Date(`${programme.start}T00:00:00Z`); at.toISOString().slice(0, 7) <= until; at = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1))) {
    const end = Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1) - 1;
    const target = final * sCurve(timeShare(programme, end));
    out.push({ month: at.getUTCMonth() + 1, year: at.getUTCFullYear(), amount: target - drawn });
    drawn = target;
  }
  return out;
}

const base = (over: Partial<ForecastInputs> = {}): ForecastInputs => ({
  asOf: '2026-01-15T12:00:00Z',
  budget: 10_000_000,
  programme: PROGRAMME,
  drawdowns: [],
  facilities: [7_000_000, 2_000_000],
  benchmark: { costPerM2: 2500, lower: 2200, upper: 2850, gifa: 4000, computedAt: '2026-01-10T09:00:00.000Z' },
  calibration: DEFAULT_CALIBRATION,
  ...over,
});

describe('cost to complete (D-60)', () => {
  it('computes the normal distribution and the S-curve it reads with', () => {
    assert.ok(Math.abs(normalCdf(0) - 0.5) < 1e-7);
    assert.ok(Math.abs(normalCdf(1.2815515655446004) - 0.9) < 1e-6);
    assert.ok(Math.abs(normalCdf(-1.959963984540054) - 0.025) < 1e-6);
    assert.equal(sCurve(0), 0);
    assert.equal(sCurve(0.5), 0.5);
    assert.equal(sCurve(1), 1);
    assert.equal(sCurve(2), 1);
    assert.equal(timeShare(PROGRAMME, Date.UTC(2026, 0, 1)), 0.5);
    assert.equal(timeShare(PROGRAMME, Date.UTC(2030, 0, 1)), 1);
  });

  it('without drawdowns, combines the benchmark and the budget; with drawdowns on the S-curve, it agrees with them', () => {
    const none = forecastFinalCost(base());
    assert.deepEqual(none.readings.map((r) => r.source), ['benchmark', 'budget']);
    const { p10, p50, p90 } = none.forecast_final_cost;
    assert.ok(p10 < p50 && p50 < p90);
    assert.ok(p50 > 10_000_000 && p50 < 10_300_000, `between the benchmark (£10m) and the budget moved 3% (£10.3m): ${p50}`);
    assert.equal(none.drawn_to_date, 0);
    assert.equal(none.time_elapsed_share, (Date.parse('2026-01-15T12:00:00Z') - Date.parse('2025-01-01')) / (Date.parse('2027-01-01') - Date.parse('2025-01-01')));
    assert.equal(none.facility_headroom, 9_000_000 - p50);
    assert.match(basisOf(none), /^The forecast rests on the (benchmark|budget) \(\d+%\) and the (benchmark|budget) \(\d+%\)\. The latest benchmark, £2,500 per m² over 4,000 m² \(£10m\), run on 10 January 2026\..*No drawdown far enough/);

    // A benchmark priced for the forecast is not the latest one run: the words say which it is.
    const priced = forecastFinalCost(base({ benchmark: { ...base().benchmark!, computedAt: null } }));
    assert.match(basisOf(priced), /\. A benchmark priced for this forecast \(none has been run and stored for the project\), £2,500 per m²/);
    assert.doesNotMatch(basisOf(priced), /latest benchmark/);

    const onTrack = forecastFinalCost(base({ drawdowns: onCurve(10_000_000, '2025-12') }));
    assert.deepEqual(onTrack.readings.map((r) => r.source), ['benchmark', 'budget', 'drawdowns']);
    assert.ok(Math.abs(onTrack.readings[2]!.median - 10_000_000) < 1, String(onTrack.readings[2]!.median));
    assert.ok(onTrack.forecast_final_cost.p90 - onTrack.forecast_final_cost.p10 < p90 - p10, 'a third reading narrows the range');
    assert.ok(Math.abs(onTrack.drawn_to_date - 10_000_000 * sCurve(timeShare(PROGRAMME, Date.UTC(2026, 0, 1) - 1))) < 1);
  });

  it('raises the overrun probability as drawdowns run ahead of the S-curve', () => {
    const at = (final: number, until: string, asOf: string) =>
      forecastFinalCost(base({ asOf, drawdowns: onCurve(final, until) })).overrun_probability;
    const early = { onTrack: at(10_000_000, '2025-06', '2025-07-10T00:00:00Z'), over: at(12_500_000, '2025-06', '2025-07-10T00:00:00Z') };
    const late = { onTrack: at(10_000_000, '2026-06', '2026-07-10T00:00:00Z'), over: at(12_500_000, '2026-06', '2026-07-10T00:00:00Z') };
    assert.ok(early.over > early.onTrack, JSON.stringify(early));
    assert.ok(late.over > late.onTrack, JSON.stringify(late));
    assert.ok(late.over > 0.9 && early.over > 0.9, JSON.stringify({ early, late }));
    // On track, the budget (which the final cost matches) is about even money.
    assert.ok(late.onTrack < 0.7, JSON.stringify(late));
  });

  it('learns from completed projects: how far they ended from budget, and how well their drawdowns foretold it', () => {
    const completed: CompletedHistory[] = Array.from({ length: 200 }, (_, i) => {
      const cost = 10_000_000 * (1 + (i % 5) * 0.01);
      // Budgets 10% under on average, each a few per cent off that: the drawdowns follow the cost, not the budget.
      return { budget: cost / (1.1 * (1 + 0.04 * Math.sin(i))), cost, heldOut: null, programme: PROGRAMME, drawdowns: onCurve(cost, '2026-12') };
    });
    const learned = calibrate(completed);
    assert.equal(learned.overrun.count, 200);
    assert.ok(Math.abs(learned.overrun.mean - Math.log(1.1)) < 0.015, String(learned.overrun.mean));
    assert.ok(learned.overrun.sd < DEFAULT_CALIBRATION.overrun.sd);
    assert.ok(learned.drawdown.count > 200 * 20);
    // Drawdowns that foretold the cost exactly: every tenth of the programme learns that spending follows
    // the final cost, closely, far more than the prior supposed.
    learned.drawdown.tenths.forEach((tenth, i) => {
      const prior = DEFAULT_CALIBRATION.drawdown.tenths[i]!;
      const atCost = tenth.weights.at(-1)!;
      assert.ok(atCost > 0.9 && atCost > prior.weights.at(-1)!, `tenth ${i}: ${JSON.stringify(tenth)}`);
      assert.ok(tenth.variance < prior.variance / 5 && Math.abs(tenth.mean) < 1e-3, `tenth ${i}: ${JSON.stringify(tenth)}`);
    });
    // Nothing learned: the defaults.
    const none = calibrate([]);
    assert.deepEqual(none.overrun, DEFAULT_CALIBRATION.overrun);
    assert.deepEqual(none.shared, DEFAULT_CALIBRATION.shared);
    for (const [i, tenth] of none.drawdown.tenths.entries()) {
      const prior = DEFAULT_CALIBRATION.drawdown.tenths[i]!;
      assert.ok(Math.abs(tenth.mean - prior.mean) < 1e-12 && Math.abs(tenth.variance - prior.variance) < 1e-12);
      tenth.weights.forEach((w, j) => assert.ok(Math.abs(w - prior.weights[j]!) < 1e-12, `weight ${j}`));
    }
  });

  it('reads the drawdowns of a project past the end of its programme: what it has drawn', () => {
    // Ended in December 2026 on the S-curve of a £9.6m final cost, still open in March 2027, under its £10m budget.
    const drawdowns = onCurve(9_600_000, '2026-12');
    const f = forecastFinalCost(base({ asOf: '2027-03-10T00:00:00Z', drawdowns }));
    assert.equal(f.time_elapsed_share, 1);
    const reading = f.readings.find((r) => r.source === 'drawdowns');
    assert.ok(reading && reading.weight > 0.2, JSON.stringify(f.readings));
    assert.ok(f.forecast_final_cost.p10 >= 9_600_000 * (1 - 1e-9));
    assert.ok(!basisOf(f).includes('No drawdown'), basisOf(f));
  });

  it('keeps its figures in order for any project', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1e4, max: 1e9, noNaN: true }),
        fc.double({ min: 0.5, max: 2, noNaN: true }),
        fc.integer({ min: 0, max: 24 }),
        fc.boolean(),
        (budget, ratio, months, withBenchmark) => {
          const drawdowns = onCurve(budget * ratio, new Date(Date.UTC(2025, months - 1, 1)).toISOString().slice(0, 7)).slice(0, months);
          const f = forecastFinalCost(base({ budget, drawdowns, benchmark: withBenchmark ? { costPerM2: (budget * ratio) / 4000, lower: (budget * ratio * 0.9) / 4000, upper: (budget * ratio * 1.1) / 4000, gifa: 4000, computedAt: null } : null }));
          const { p10, p50, p90 } = f.forecast_final_cost;
          assert.ok(p10 > 0 && p10 < p50 && p50 < p90);
          assert.ok(f.overrun_probability >= 0 && f.overrun_probability <= 1);
          assert.ok(Math.abs(f.readings.reduce((s, r) => s + r.weight, 0) - 1) < 1e-9);
          // What is drawn is spent: the final cost is never forecast below it.
          assert.ok(p10 >= f.drawn_to_date * (1 - 1e-9), `${p10} under ${f.drawn_to_date} drawn`);
          if (f.drawn_to_date > budget) assert.equal(f.overrun_probability, 1);
          assert.ok(Math.abs(f.overrun_probability - (1 - 0.5)) <= 0.5 && (f.overrun_probability > 0.5) === (p50 > budget) || Math.abs(p50 - budget) / budget < 1e-6);
        },
      ),
      // The example: a mixture whose CDF rounded past 1 in its tail gave a probability of -2.2e-16.
      { numRuns: 300, examples: [[10635.223648351046, 0.5208554468880274, 2, true]] },
    );
  });
});
