// How a figure of project data reads in a rendered report: the formats of D-27 (currency, number,
// percent, date, text) in British English, money in the environment's currency.

import type { Calculation, ValueFormat } from './vocabulary.ts';

/** A value as project data holds it; numbers may come as decimal text (a NUMERIC column). */
export type Scalar = string | number | boolean | null | undefined;

/** What a value that is not recorded reads as. */
export const NOT_RECORDED = '—';

const NUMBER = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });
const currencyFormats = new Map<string, Intl.NumberFormat>();
function currencyFormat(currency: string): Intl.NumberFormat {
  let format = currencyFormats.get(currency);
  if (!format) {
    // Whole units, as the console shows money: a lender quotes £1,250,000, not £1,250,000.00.
    format = new Intl.NumberFormat('en-GB', { style: 'currency', currency, minimumFractionDigits: 0, maximumFractionDigits: 0 });
    currencyFormats.set(currency, format);
  }
  return format;
}

const DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A value as a number, or null: numbers, and text that is a plain decimal (what a NUMERIC column gives). */
export function numeric(value: Scalar): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?([eE][-+]?\d+)?\s*$/.test(value)) return Number(value);
  return null;
}

/** A date from an ISO 8601 date or timestamp, or epoch milliseconds; null otherwise. */
function dateOf(value: Scalar): Date | null {
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : null;
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}(:?\d{2})?)?)?$/.test(value.trim())) return null;
  const date = new Date(value.trim().length === 10 ? `${value.trim()}T00:00:00Z` : value.trim());
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A date as it reads in a report, e.g. 3 March 2025 (the date in UTC). */
export function formatDate(date: Date): string {
  return DATE.format(date);
}

/**
 * A value in a format. Currency: the currency's own symbol, in whole units, e.g. £1,250,000. Number:
 * grouped, up to two decimals. Percent: the value is the percentage itself (12.5 reads 12.5%), up to two
 * decimals. Date: e.g. 3 March 2025. Text, or no format: as it is, numbers as with number. A value that
 * does not fit its format is shown as text; an absent one as a dash.
 */
export function formatValue(value: Scalar, format: ValueFormat | undefined, currency: string): string {
  if (value === null || value === undefined || value === '') return NOT_RECORDED;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  const n = numeric(value);
  switch (format) {
    case 'currency':
      if (n !== null) return currencyFormat(currency).format(n);
      break;
    case 'number':
      if (n !== null) return NUMBER.format(n);
      break;
    case 'percent':
      if (n !== null) return `${NUMBER.format(n)}%`;
      break;
    case 'date': {
      const date = dateOf(value);
      if (date) return formatDate(date);
      break;
    }
    case 'text':
      break;
    case undefined:
      if (n !== null && typeof value === 'number') return NUMBER.format(n);
  }
  return String(value);
}

/** Whether a column of this format takes part in a calculation (a total of dates or text means nothing). */
export function isCalculated(format: ValueFormat | undefined, calculation: Calculation): boolean {
  if (calculation === 'count') return false;
  if (format === 'currency' || format === 'number') return true;
  return format === 'percent' && calculation !== 'sum';
}

/**
 * A calculation over values, skipping those that are not numbers (count: the values recorded). Money is
 * summed in hundredths so that a column of pence adds up exactly. Null when there is nothing to
 * calculate on.
 */
export function calculate(values: readonly Scalar[], calculation: Calculation): number | null {
  if (calculation === 'count') return values.filter((v) => v !== null && v !== undefined && v !== '').length;
  const numbers = values.map(numeric).filter((n): n is number => n !== null);
  if (numbers.length === 0) return null;
  switch (calculation) {
    case 'sum':
      return numbers.reduce((total, n) => total + Math.round(n * 100), 0) / 100;
    case 'avg':
      return numbers.reduce((total, n) => total + n, 0) / numbers.length;
    case 'min':
      return numbers.reduce((least, n) => Math.min(least, n));
    case 'max':
      return numbers.reduce((most, n) => Math.max(most, n));
  }
}

export const CALCULATION_LABELS: Record<Calculation, string> = {
  sum: 'Total',
  avg: 'Average',
  min: 'Minimum',
  max: 'Maximum',
  count: 'Count',
};
