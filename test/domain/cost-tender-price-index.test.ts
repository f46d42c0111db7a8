import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { tenderPriceIndex, tenderPriceIndexAt } from '../../src/domain/cost/reference.ts';
import { TENDER_PRICE_POINTS } from '../../src/domain/cost/tender-price-index.ts';

describe('tender price index (SOURCES.md)', () => {
  it('keeps the yearly figures the demo generator uses, flat outside the series', () => {
    const expected: Record<number, number> = {
      2015: 0.77, 2016: 0.79, 2017: 0.82, 2018: 0.84, 2019: 0.85, 2020: 0.85, 2021: 0.88,
      2022: 0.95, 2023: 0.99, 2024: 1.0, 2025: 1.03, 2026: 1.06, 2027: 1.09,
    };
    for (const [year, index] of Object.entries(expected)) assert.equal(tenderPriceIndex(Number(year)), index);
    assert.equal(tenderPriceIndex(2010), 0.77);
    assert.equal(tenderPriceIndex(2031), 1.09);
    assert.equal(tenderPriceIndex(2024.9), 1.0);
  });

  it('stands each year at 1 July and is linear in time between them', () => {
    for (const p of TENDER_PRICE_POINTS) assert.equal(tenderPriceIndexAt(`${p.year}-07-01`), p.index);
    // 2021-07-01 0.88 → 2022-07-01 0.95: 1 January 2022 is 184 of 365 days along.
    assert.ok(Math.abs(tenderPriceIndexAt('2022-01-01') - (0.88 + (0.07 * 184) / 365)) < 1e-12);
    const a = tenderPriceIndexAt('2023-02-01');
    const b = tenderPriceIndexAt('2023-03-01');
    assert.ok(a > 0.95 && a < b && b < 0.99);
  });

  it('is flat before the first point and after the last', () => {
    assert.equal(tenderPriceIndexAt('2001-05-05'), 0.77);
    assert.equal(tenderPriceIndexAt('2015-03-01'), 0.77);
    assert.equal(tenderPriceIndexAt('2027-12-31'), 1.09);
    assert.equal(tenderPriceIndexAt('2040-01-01'), 1.09);
  });

  it('refuses what is not a date', () => {
    assert.throws(() => tenderPriceIndexAt('soon'), RangeError);
  });
});
