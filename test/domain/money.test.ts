import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { drawnToDate } from '../../src/domain/drawdowns.ts';
import { MONEY_MAX } from '../../src/domain/json-schema.ts';
import { minorUnitDigits, toMinorUnit } from '../../src/domain/money.ts';

// Money as the APIs answer it (domain/money.ts), and drawn to date (domain/drawdowns.ts), the one figure
// every page and API shows of a project's drawdowns.

describe('money to the minor unit', () => {
  it('knows each currency’s minor unit', () => {
    assert.equal(minorUnitDigits('GBP'), 2);
    assert.equal(minorUnitDigits('JPY'), 0);
    assert.equal(minorUnitDigits('BHD'), 3);
  });

  it('rounds what sums and products leave, halves away from zero, never to -0', () => {
    assert.equal(toMinorUnit(62947644.599999994, 'GBP'), 62947644.6);
    assert.equal(JSON.stringify(toMinorUnit(62947644.599999994, 'GBP')), '62947644.6');
    assert.equal(toMinorUnit(0.1 + 0.2, 'GBP'), 0.3);
    assert.equal(toMinorUnit(2.5, 'JPY'), 3);
    assert.equal(toMinorUnit(-2.5, 'JPY'), -3);
    assert.equal(toMinorUnit(1.2345, 'BHD'), 1.235);
    assert.ok(Object.is(toMinorUnit(-0.001, 'GBP'), 0));
  });

  it('leaves every amount already in pence as the same number, whose JSON is the same text', () => {
    fc.assert(
      fc.property(fc.integer({ min: -MONEY_MAX * 100, max: MONEY_MAX * 100 }), (pence) => {
        const amount = pence / 100;
        assert.equal(JSON.stringify(toMinorUnit(amount, 'GBP')), JSON.stringify(amount));
      }),
      { numRuns: 5000 },
    );
  });
});

describe('drawn to date', () => {
  const facilities = [
    { id: 1, name: 'Senior', amount: 20_000_000 },
    { id: 2, name: 'Mezzanine', amount: 5_000_000 },
  ];

  it('counts money without facility lines as drawn but not allocated, never as nothing drawn', () => {
    const history = [2_150_000.1, 2_150_000.2, 2_149_999.7].map((amount, i) => ({ month: i + 1, year: 2025, edition: 1, aggregate_amount: amount, facilities: [] }));
    const filed = { month: 4, year: 2025, edition: 1, aggregate_amount: 1_250_000, facilities: [{ facility_id: 1, amount: 1_000_000 }] };
    const d = drawnToDate([...history, filed], facilities, 'GBP');
    assert.equal(d.drawn_to_date, 7_700_000);
    assert.equal(d.allocated, 1_000_000);
    assert.equal(d.unallocated, 6_700_000);
    assert.deepEqual(d.facilities, [
      { facility_id: 1, name: 'Senior', amount: 20_000_000, drawn: 1_000_000, left: 19_000_000 },
      { facility_id: 2, name: 'Mezzanine', amount: 5_000_000, drawn: 0, left: 5_000_000 },
    ]);
    assert.deepEqual([d.reports, d.latest], [4, { month: 4, year: 2025 }]);
  });

  it('counts every edition, takes a report without an aggregate by its lines, and shows lines beyond their aggregate', () => {
    const d = drawnToDate(
      [
        { month: 5, year: 2025, edition: 1, aggregate_amount: 100, facilities: [{ facility_id: 2, amount: 100 }] },
        { month: 5, year: 2025, edition: 2, aggregate_amount: null, facilities: [{ facility_id: 1, amount: 40 }] },
        { month: 6, year: 2025, edition: 1, aggregate_amount: 10, facilities: [{ facility_id: 1, amount: 25 }] },
      ],
      facilities,
      'GBP',
    );
    assert.equal(d.drawn_to_date, 150);
    assert.equal(d.allocated, 165);
    assert.equal(d.unallocated, -15);
    assert.deepEqual(drawnToDate([], facilities, 'GBP').latest, null);
  });
});
