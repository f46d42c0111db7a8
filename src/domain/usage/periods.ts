import type { QUOTA_PERIODS } from '../data-keys.ts';

export type QuotaPeriod = (typeof QUOTA_PERIODS)[number];

export interface PeriodWindow {
  /** The first instant of the calendar period that contains `now`. */
  start: Date;
  /** The first instant of the next period: when the quota resets (D-35). */
  resetsAt: Date;
}

const DAY_MS = 86_400_000;

/**
 * The UTC calendar period containing `now` (D-35): DAY from 00:00 UTC, WEEK from Monday 00:00 UTC,
 * MONTH from the 1st 00:00 UTC. Date.UTC rolls months and years over, so year ends and leap days need
 * no special case.
 */
export function periodWindow(period: QuotaPeriod, now: Date): PeriodWindow {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const d = now.getUTCDate();
  switch (period) {
    case 'DAY': {
      const start = Date.UTC(y, m, d);
      return { start: new Date(start), resetsAt: new Date(Date.UTC(y, m, d + 1)) };
    }
    case 'WEEK': {
      const sinceMonday = (now.getUTCDay() + 6) % 7;
      const start = Date.UTC(y, m, d - sinceMonday);
      return { start: new Date(start), resetsAt: new Date(start + 7 * DAY_MS) };
    }
    case 'MONTH':
      return { start: new Date(Date.UTC(y, m, 1)), resetsAt: new Date(Date.UTC(y, m + 1, 1)) };
  }
}

/** The UTC day of an instant, `YYYY-MM-DD`, for metering (D-16). */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}
