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
  parseMoney,
  parseNumber,
  setCurrency,
} from '../../console/src/format.ts';
import { ruleInWords } from '../../console/src/field-words.ts';
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

  it('reads an amount as people type it, with or without the symbol, commas and pence, in one parser', () => {
    setCurrency('GBP');
    for (const [text, amount] of [
      ['£1,250,000', 1_250_000],
      ['1250000', 1_250_000],
      ['1,250,000.50', 1_250_000.5],
      [' £ 1,250,000 ', 1_250_000],
      ['-£5,000', -5000],
      ['£-5,000', -5000],
      ['−5,000.25', -5000.25],
      ['0', 0],
    ] as const) {
      assert.equal(parseMoney(text), amount, text);
    }
    for (const text of ['', '£', 'twelve', '1,25,000', '12,50', '1.2.3', '£1,250,000.505', '€1,250', '--5', '1e6', '£1,250,000£']) {
      assert.equal(parseMoney(text), null, text);
    }
    assert.equal(parseNumber('-3', false), null);
    assert.equal(parseNumber('4,000.5'), 4000.5);
  });

  it('says the API’s rules of a field in words, with the field’s label', () => {
    setCurrency('GBP');
    assert.equal(ruleInWords('Total GIFA (m²)', 'must be >= 0'), 'The total GIFA (m²) cannot be below 0');
    assert.equal(ruleInWords('Total budget (£)', 'must be <= 10000000000000'), 'The total budget cannot be more than £10,000,000,000,000');
    assert.equal(ruleInWords('Aggregate amount', 'must be number', true), 'Enter the aggregate amount, in British pounds (such as £1,250,000)');
    assert.equal(ruleInWords('Units', 'must be integer'), 'Enter the units as a whole number');
    assert.equal(ruleInWords('Visit notes', 'must NOT have more than 10000 characters'), 'The visit notes can be at most 10,000 characters long');
    assert.equal(ruleInWords('Visit date', 'must match format "date"'), 'Enter the visit date as a date');
    assert.equal(ruleInWords('Longitude', 'is required with latitude'), 'Longitude: is required with latitude', 'a rule it does not know, after the label');
  });

  it('sends an amount typed with commas and pence as a number', () => {
    setCurrency('GBP');
    const amount = FACILITY_FIELDS.find((f) => f.key === 'amount')!;
    assert.deepEqual(bodyOf([amount], { amount: '1,250,000.50' }, {}, 'filled'), { amount: 1_250_000.5 });
    assert.deepEqual(bodyOf([amount], { amount: '£1,250,000' }, {}, 'filled'), { amount: 1_250_000 });
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
