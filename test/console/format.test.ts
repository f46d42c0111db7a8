import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import {
  currencySymbol,
  currencyWords,
  formatCompactMoney,
  formatDate,
  formatFileSize,
  formatFileType,
  formatMoney,
  formatPence,
  formatSignedPence,
  moneyLabel,
  setCurrency,
} from '../../console/src/format.ts';
import { bodyOf, FACILITY_FIELDS } from '../../console/src/pages/project-fields.ts';

/**
 * The console's one family of money and date formats (console/src/format.ts): money in the currency the
 * session learns from `GET /me` (GBP until then), a calendar day the same wherever the browser is, and a
 * file's type and size in words.
 */

describe('console formats', () => {
  after(() => setCurrency('GBP'));

  it('writes money in pounds until the environment says otherwise, then in its currency everywhere', () => {
    assert.equal(formatMoney(1_500_000), '£1,500,000');
    assert.equal(currencySymbol(), '£');
    assert.equal(currencyWords(), 'British pounds');
    assert.equal(setCurrency('EUR'), true);
    assert.equal(formatMoney(1_500_000), '€1,500,000');
    assert.equal(formatCompactMoney(1_250_000), '€1.3m');
    assert.equal(formatPence(51.6), '€51.60');
    assert.equal(formatSignedPence(-312.62), '−€312.62');
    assert.equal(moneyLabel('Total budget'), 'Total budget (€)');
    assert.equal(currencyWords(true), 'Euros');
    assert.equal(setCurrency('EUR'), false, 'the same currency again changes nothing');
    // A currency without a minor unit is written without one.
    setCurrency('JPY');
    assert.equal(formatPence(1234.4), 'JP¥1,234');
  });

  it('keeps the currency it has when told a code Intl cannot read', () => {
    setCurrency('USD');
    assert.equal(setCurrency('not a code'), false);
    assert.equal(formatMoney(10), 'US$10');
  });

  it('reads an amount typed with the currency symbol the page writes', () => {
    setCurrency('EUR');
    const amount = FACILITY_FIELDS.find((f) => f.key === 'amount')!;
    assert.deepEqual(bodyOf([amount], { amount: '€2,500,000' }, {}, 'filled'), { amount: 2_500_000 });
  });

  it('writes a calendar day as that day wherever the browser is, and a moment as the browser sees it', () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/Los_Angeles';
    try {
      assert.equal(formatDate('2026-03-14'), '14 Mar 2026');
      assert.equal(formatDate('2026-03-14T00:00:00.000Z'), '14 Mar 2026');
    } finally {
      process.env.TZ = zone;
    }
  });

  it("says a file's type and size in words", () => {
    assert.equal(formatFileType('image/png'), 'PNG image');
    assert.equal(formatFileType('application/pdf'), 'PDF document');
    assert.equal(formatFileType('application/vnd.ms-excel'), 'application/vnd.ms-excel');
    assert.equal(formatFileType(null), 'Type not known');
    assert.equal(formatFileSize(1), '1 byte');
    assert.equal(formatFileSize(17), '17 bytes');
    assert.equal(formatFileSize(2971), '2.9 KB');
    assert.equal(formatFileSize(5 * 1024 * 1024), '5 MB');
    assert.equal(formatFileSize(null), 'size not known');
  });
});
