import { formatValue, type Scalar } from '../../src/domain/document-studio/value-format.ts';
import type { ValueFormat } from '../../src/domain/document-studio/vocabulary.ts';

/**
 * How the console writes figures, dates and codes: the one money family and the one date family every
 * page and chart goes through. English (en-GB) throughout; money in the environment's currency, which the
 * session learns from `GET /me` (GBP until it is known).
 */
const LOCALE = 'en-GB';

interface MoneyFormats {
  currency: string;
  whole: Intl.NumberFormat;
  compact: Intl.NumberFormat;
  /** To the currency's minor unit (pence, cents; none for yen). */
  minor: Intl.NumberFormat;
  symbol: string;
  words: string;
}

function moneyFormats(currency: string): MoneyFormats {
  const whole = new Intl.NumberFormat(LOCALE, { style: 'currency', currency, maximumFractionDigits: 0 });
  const partOf = (format: Intl.NumberFormat) => format.formatToParts(2).find((p) => p.type === 'currency')?.value ?? currency;
  return {
    currency,
    whole,
    compact: new Intl.NumberFormat(LOCALE, { style: 'currency', currency, notation: 'compact', maximumFractionDigits: 1 }),
    minor: new Intl.NumberFormat(LOCALE, { style: 'currency', currency }),
    symbol: partOf(whole),
    words: partOf(new Intl.NumberFormat(LOCALE, { style: 'currency', currency, currencyDisplay: 'name' })),
  };
}

let money = moneyFormats('GBP');

/**
 * Money from now on in `currency` (an ISO 4217 code, the environment's). A code Intl cannot read leaves
 * the one before. True when it changed.
 */
export function setCurrency(currency: string): boolean {
  const code = currency.toUpperCase();
  if (code === money.currency) return false;
  try {
    money = moneyFormats(code);
    return true;
  } catch {
    return false;
  }
}

/** The environment's currency code (`GBP`, `EUR`). */
export const currencyCode = () => money.currency;
/** Its symbol as the figures show it, for a label: `Amount (€)`. */
export const currencySymbol = () => money.symbol;
/** Its name in words, plural, for a caption: `in euros`, `in British pounds` (`Euros per m²` with `capital`). */
export const currencyWords = (capital = false) => (capital ? money.words.charAt(0).toUpperCase() + money.words.slice(1) : money.words);
/** A label for an amount: `Total budget (£)`. */
export const moneyLabel = (label: string) => `${label} (${money.symbol})`;

const number = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 });
const oneDecimal = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });
const date = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium' });
// A calendar day (a visit's `2026-03-14`, a contract date stored as midnight UTC) is read in UTC, so that it
// is the same day wherever the browser is; a moment (`created_at`) is the browser's day.
const day = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeZone: 'UTC' });
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}(T00:00:00(\.0+)?(Z|\+00:00))?$/;
const dateTime = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeStyle: 'short' });
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * A number as people type it: `1250000`, `1,250,000` (commas between groups of three), `1,250,000.50`,
 * with a sign (`-`, `−` or `+`) when `signed`; spaces are ignored. Null when it is not such a number.
 */
export function parseNumber(text: string, signed = true): number | null {
  const match = /^([-−+]?)((?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|\.\d+)$/.exec(text.replace(/\s+/g, ''));
  if (!match || (!signed && match[1] !== '' && match[1] !== '+')) return null;
  const n = Number(match[2]!.replace(/,/g, ''));
  return Number.isFinite(n) ? (match[1] === '-' || match[1] === '−' ? -n : n) : null;
}

/**
 * An amount as people type it, the one parser of every money field: `£1,250,000`, `1250000`,
 * `1,250,000.50`, `-£5,000` or `£-5,000` (the environment's symbol, before the figure, may be left
 * out; at most two decimals). Null when it is not an amount.
 */
export function parseMoney(text: string): number | null {
  const trimmed = text.replace(/\s+/g, '');
  const sign = /^[-−+]/.test(trimmed) ? trimmed.charAt(0) : '';
  const rest = trimmed.slice(sign.length);
  const figure = rest.startsWith(money.symbol) ? rest.slice(money.symbol.length) : rest;
  if (sign !== '' && /^[-−+]/.test(figure)) return null;
  if (/\.\d{3,}$/.test(figure)) return null;
  return parseNumber(sign + figure);
}

/** What every page shows for a figure it does not have. */
export const NONE = '—';

/** Whole units of the environment's currency: £1,500,000. */
export const formatMoney = (value: number | null | undefined) => (value == null ? NONE : money.whole.format(value));
/** To the minor unit (an explanation's effects add up to the penny): £51.60. */
export const formatPence = (value: number | null | undefined) => (value == null ? NONE : money.minor.format(value));
/** A change to the minor unit with its sign: +£51.60, −£312.62. */
export const formatSignedPence = (value: number) => `${value < 0 ? '−' : '+'}${money.minor.format(Math.abs(value))}`;
/** Money as people quote it, in a few characters: £23.1m, £450k (a chart's ticks, a round figure in a sentence). */
export const formatCompactMoney = (value: number) => money.compact.format(value);
export const formatNumber = (value: number | null | undefined) => (value == null ? NONE : number.format(value));
export const formatOneDecimal = (value: number | null | undefined) => (value == null ? NONE : oneDecimal.format(value));
/** A whole number (days, projects): -0.3 is 0, never -0. */
export const formatWhole = (value: number | null | undefined) => (value == null ? NONE : whole.format(wholeOf(value)));
export const wholeOf = (value: number) => Math.round(value) || 0;
/** A share of 1 as a whole percentage (0.42 → 42%). */
export const formatPercent = (fraction: number) => `${Math.round(fraction * 100)}%`;
export const formatDate = (value: string | null | undefined) =>
  value ? (CALENDAR_DAY.test(value) ? day : date).format(new Date(value)) : NONE;
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

const FILE_TYPES: Record<string, string> = {
  'image/png': 'PNG image',
  'image/jpeg': 'JPEG image',
  'image/gif': 'GIF image',
  'image/webp': 'WebP image',
  'application/pdf': 'PDF document',
  'text/plain': 'Plain text',
  'text/csv': 'CSV table',
};

/** A file's media type in words (`application/pdf` → `PDF document`); an unknown type as it is. */
export function formatFileType(mime: string | null | undefined): string {
  if (!mime) return 'Type not known';
  return FILE_TYPES[mime.toLowerCase().split(';')[0]!.trim()] ?? mime;
}

const UNITS = ['KB', 'MB', 'GB'];

/** A file's size: `20 bytes`, `1.2 KB`, `3.4 MB` (units of 1,024). */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes == null) return 'size not known';
  if (bytes < 1024) return `${whole.format(bytes)} byte${bytes === 1 ? '' : 's'}`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${oneDecimal.format(value)} ${UNITS[unit]}`;
}

/**
 * A figure of a report's data as the report's PDF writes it (docs/reports.md, Which data): by its
 * format, money in `currency` (the environment's, ISO 4217) to its minor unit, `—` when not recorded.
 */
export const formatFigure = (value: Scalar, format: ValueFormat | undefined, currency: string) => formatValue(value, format, currency);

const longDay = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', year: 'numeric' });
const clockTime = new Intl.DateTimeFormat(LOCALE, { hour: '2-digit', minute: '2-digit' });
/** A moment in full, in the browser's time zone, as a document states it: `28 November 2026, 14:02`. */
export const formatMoment = (value: string) => `${longDay.format(new Date(value))}, ${clockTime.format(new Date(value))}`;
