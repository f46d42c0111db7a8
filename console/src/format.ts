const money = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });
const compactMoney = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', notation: 'compact', maximumFractionDigits: 1 });
const number = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });
const oneDecimal = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });
const date = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });
const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** What every page shows for a figure it does not have. */
export const NONE = '—';

export const formatMoney = (value: number | null | undefined) => (value == null ? NONE : money.format(value));
const pence = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** Pounds and pence (an explanation's effects add up to the penny). */
export const formatPence = (value: number | null | undefined) => (value == null ? NONE : pence.format(value));
/** A change in pounds and pence with its sign: +£51.60, −£312.62. */
export const formatSignedPence = (value: number) => `${value < 0 ? '−' : '+'}${pence.format(Math.abs(value))}`;
/** Pounds in a few characters, for a chart's ticks (£1.2M). */
export const formatCompactMoney = (value: number) => compactMoney.format(value);
export const formatNumber = (value: number | null | undefined) => (value == null ? NONE : number.format(value));
export const formatOneDecimal = (value: number | null | undefined) => (value == null ? NONE : oneDecimal.format(value));
/** A whole number (days, projects): -0.3 is 0, never -0. */
export const formatWhole = (value: number | null | undefined) => (value == null ? NONE : whole.format(wholeOf(value)));
export const wholeOf = (value: number) => Math.round(value) || 0;
/** A share of 1 as a whole percentage (0.42 → 42%). */
export const formatPercent = (fraction: number) => `${Math.round(fraction * 100)}%`;
export const formatDate = (value: string | null | undefined) => (value ? date.format(new Date(value)) : NONE);
export const formatDateTime = (value: string | null | undefined) => (value ? dateTime.format(new Date(value)) : NONE);
export const formatText = (value: string | number | boolean | null | undefined) =>
  value == null || value === '' ? NONE : String(value);

/** A report's month: `March 2024`, or `Mar 2024` where room is short (a chart's axis). */
export function formatPeriod({ month, year }: { month: number; year: number }, short = false): string {
  const name = MONTHS[month - 1];
  return `${(short ? name?.slice(0, 3) : name) ?? month} ${year}`;
}

/** `IN_PROGRESS` → `In progress`. */
export function formatCode(value: string | null | undefined): string {
  if (!value) return NONE;
  const words = value.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
