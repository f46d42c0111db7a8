import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type QuotaPeriod, periodWindow, utcDay } from '../../../src/domain/usage/periods.ts';

/** The window as ISO strings, so that a failure shows both instants. */
function windowOf(period: QuotaPeriod, now: string | Date) {
  const w = periodWindow(period, typeof now === 'string' ? new Date(now) : now);
  return { start: w.start.toISOString(), resetsAt: w.resetsAt.toISOString() };
}

const window = (start: string, resetsAt: string) => ({
  start: `${start}T00:00:00.000Z`,
  resetsAt: `${resetsAt}T00:00:00.000Z`,
});

describe('quota periods (D-35)', () => {
  describe('DAY resets at 00:00 UTC', () => {
    it('mid-day belongs to that day', () => {
      assert.deepEqual(windowOf('DAY', '2026-05-13T12:34:56.789Z'), window('2026-05-13', '2026-05-14'));
    });

    it('a boundary instant belongs to the new day; the last millisecond to the old one', () => {
      assert.deepEqual(windowOf('DAY', '2026-05-14T00:00:00.000Z'), window('2026-05-14', '2026-05-15'));
      assert.deepEqual(windowOf('DAY', '2026-05-13T23:59:59.999Z'), window('2026-05-13', '2026-05-14'));
    });

    it('rolls over month ends, leap days and year ends', () => {
      assert.deepEqual(windowOf('DAY', '2028-02-28T10:00:00Z'), window('2028-02-28', '2028-02-29'));
      assert.deepEqual(windowOf('DAY', '2028-02-29T10:00:00Z'), window('2028-02-29', '2028-03-01'));
      assert.deepEqual(windowOf('DAY', '2027-02-28T10:00:00Z'), window('2027-02-28', '2027-03-01'));
      assert.deepEqual(windowOf('DAY', '2026-04-30T23:00:00Z'), window('2026-04-30', '2026-05-01'));
      assert.deepEqual(windowOf('DAY', '2026-12-31T23:59:00Z'), window('2026-12-31', '2027-01-01'));
    });

    it('is the UTC day whatever offset the instant was written with', () => {
      // 00:30 at +01:00 is 23:30 UTC the day before.
      assert.deepEqual(windowOf('DAY', '2026-03-01T00:30:00+01:00'), window('2026-02-28', '2026-03-01'));
      // 20:00 at -05:00 is 01:00 UTC the day after.
      assert.deepEqual(windowOf('DAY', '2026-03-01T20:00:00-05:00'), window('2026-03-02', '2026-03-03'));
    });
  });

  describe('WEEK resets on Monday 00:00 UTC', () => {
    it('every day from Monday to Sunday belongs to the week of its Monday', () => {
      // 2026-05-11 is a Monday.
      for (let day = 11; day <= 17; day++) {
        const now = `2026-05-${day}T${day === 17 ? '23:59:59.999' : '08:00:00.000'}Z`;
        assert.deepEqual(windowOf('WEEK', now), window('2026-05-11', '2026-05-18'), now);
      }
    });

    it('Sunday 23:59:59.999 is the old week, Monday 00:00 the new one', () => {
      assert.deepEqual(windowOf('WEEK', '2026-05-17T23:59:59.999Z'), window('2026-05-11', '2026-05-18'));
      assert.deepEqual(windowOf('WEEK', '2026-05-18T00:00:00.000Z'), window('2026-05-18', '2026-05-25'));
    });

    it('spans month and year ends', () => {
      // Thursday 2026-12-31: the week began Monday 2026-12-28 and resets Monday 2027-01-04.
      assert.deepEqual(windowOf('WEEK', '2026-12-31T23:59:00Z'), window('2026-12-28', '2027-01-04'));
      assert.deepEqual(windowOf('WEEK', '2027-01-03T12:00:00Z'), window('2026-12-28', '2027-01-04'));
      assert.deepEqual(windowOf('WEEK', '2027-01-04T00:00:00Z'), window('2027-01-04', '2027-01-11'));
      // Wednesday 2028-03-01, after a leap day: the week began Monday 2028-02-28.
      assert.deepEqual(windowOf('WEEK', '2028-03-01T09:00:00Z'), window('2028-02-28', '2028-03-06'));
    });

    it('uses the UTC weekday, not the offset the instant was written with', () => {
      // Monday 00:30 at +01:00 is Sunday 23:30 UTC: still the previous week.
      assert.deepEqual(windowOf('WEEK', '2026-05-18T00:30:00+01:00'), window('2026-05-11', '2026-05-18'));
    });
  });

  describe('MONTH resets on the 1st 00:00 UTC', () => {
    it('mid-month, first and last instants', () => {
      assert.deepEqual(windowOf('MONTH', '2026-05-13T12:00:00Z'), window('2026-05-01', '2026-06-01'));
      assert.deepEqual(windowOf('MONTH', '2026-05-01T00:00:00.000Z'), window('2026-05-01', '2026-06-01'));
      assert.deepEqual(windowOf('MONTH', '2026-04-30T23:59:59.999Z'), window('2026-04-01', '2026-05-01'));
    });

    it('February in leap and common years, and the year end', () => {
      assert.deepEqual(windowOf('MONTH', '2028-02-29T23:59:59.999Z'), window('2028-02-01', '2028-03-01'));
      assert.deepEqual(windowOf('MONTH', '2027-02-28T12:00:00Z'), window('2027-02-01', '2027-03-01'));
      assert.deepEqual(windowOf('MONTH', '2026-12-31T23:59:00Z'), window('2026-12-01', '2027-01-01'));
      assert.deepEqual(windowOf('MONTH', '2027-01-01T00:00:00Z'), window('2027-01-01', '2027-02-01'));
    });

    it('an instant written with an offset falls in its UTC month', () => {
      assert.deepEqual(windowOf('MONTH', '2026-03-01T00:30:00+01:00'), window('2026-02-01', '2026-03-01'));
    });
  });

  it('the period contains the instant and resets after it, for any instant', () => {
    let seed = 12345;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const from = Date.UTC(2024, 0, 1);
    const span = Date.UTC(2032, 0, 1) - from;
    for (let i = 0; i < 2000; i++) {
      const now = new Date(from + Math.floor(random() * span));
      for (const period of ['DAY', 'WEEK', 'MONTH'] as const) {
        const { start, resetsAt } = periodWindow(period, now);
        const label = `${period} ${now.toISOString()}`;
        assert.ok(start.getTime() <= now.getTime() && now.getTime() < resetsAt.getTime(), label);
        assert.equal(start.getUTCHours() + start.getUTCMinutes() + start.getUTCSeconds(), 0, label);
        assert.equal(start.getUTCMilliseconds(), 0, label);
        // The next period starts where this one resets.
        assert.equal(periodWindow(period, resetsAt).start.getTime(), resetsAt.getTime(), label);
        if (period === 'WEEK') assert.equal(start.getUTCDay(), 1, label);
        if (period === 'MONTH') assert.equal(start.getUTCDate(), 1, label);
      }
    }
  });
});

describe('utcDay (metering)', () => {
  it('is the UTC calendar day of the instant', () => {
    assert.equal(utcDay(new Date('2026-05-13T23:59:59.999Z')), '2026-05-13');
    assert.equal(utcDay(new Date('2026-05-14T00:00:00.000Z')), '2026-05-14');
    assert.equal(utcDay(new Date('2026-03-01T00:30:00+01:00')), '2026-02-28');
    assert.equal(utcDay(new Date('2028-02-29T12:00:00Z')), '2028-02-29');
  });
});
