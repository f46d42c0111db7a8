import tenderPriceIndexTable from './tender-price-index.json' with { type: 'json' };

/**
 * The tender price index shipped as data (tender-price-index.json; its source and the rule between
 * published points are in SOURCES.md beside this file). 2024 = 1.00.
 */
export interface TenderPricePoint {
  year: number;
  index: number;
  status: 'published' | 'forecast';
}

/** In year order; the cast narrows `status`, which a JSON module types as any string. */
export const TENDER_PRICE_POINTS: readonly TenderPricePoint[] = (
  tenderPriceIndexTable.points as TenderPricePoint[]
).toSorted((a, b) => a.year - b.year);

const DAY_MS = 86_400_000;
/** A year's figure is its average, so it stands at the middle of the year (1 July). */
const POINT_MS = TENDER_PRICE_POINTS.map((p) => Date.UTC(p.year, 6, 1));
const FIRST = TENDER_PRICE_POINTS[0]!;
const LAST = TENDER_PRICE_POINTS[TENDER_PRICE_POINTS.length - 1]!;

/** The published (or forecast) figure of a calendar year; before and after the series, its first and last. */
export function tenderPriceIndex(year: number): number {
  const y = Math.min(LAST.year, Math.max(FIRST.year, Math.trunc(year)));
  return TENDER_PRICE_POINTS.find((p) => p.year === y)!.index;
}

/** Milliseconds since the epoch of a `YYYY-MM-DD` date (or a full ISO timestamp); NaN when not a date. */
export function dateMs(date: string): number {
  return Date.parse(date.length === 10 ? `${date}T00:00:00Z` : date);
}

/**
 * The index on a day: linear in time between the two points around it (each year's point at 1 July);
 * flat before the first point and after the last (the series is not extrapolated; the cost model
 * learns any trend beyond it from the evidence).
 */
export function tenderPriceIndexAtMs(ms: number): number {
  if (!(ms > POINT_MS[0]!)) return FIRST.index;
  const last = POINT_MS.length - 1;
  if (ms >= POINT_MS[last]!) return LAST.index;
  let hi = 1;
  while (POINT_MS[hi]! <= ms) hi++;
  const t0 = POINT_MS[hi - 1]!;
  const t1 = POINT_MS[hi]!;
  const a = TENDER_PRICE_POINTS[hi - 1]!.index;
  const b = TENDER_PRICE_POINTS[hi]!.index;
  return a + ((b - a) * (ms - t0)) / (t1 - t0);
}

/** `tenderPriceIndexAtMs` of a `YYYY-MM-DD` date. */
export function tenderPriceIndexAt(date: string): number {
  const ms = dateMs(date);
  if (Number.isNaN(ms)) throw new RangeError(`not a date: ${date}`);
  return tenderPriceIndexAtMs(ms);
}

export const TENDER_PRICE_SERIES = {
  first: FIRST.year,
  last: LAST.year,
  lastPublished: TENDER_PRICE_POINTS.findLast((p) => p.status === 'published')?.year ?? LAST.year,
  dayMs: DAY_MS,
};
