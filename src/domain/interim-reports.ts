import { InvalidInputError } from './errors.ts';

// The rules of a drawdown's body (D-23) that its schema cannot state: one line per facility, one status
// per risk category, one entry per uploaded file.

/** 400 naming the second of two items of `items` with the same `key`, e.g. `facility[2].facility_id`. */
export function assertNoRepeats<T>(items: readonly T[], list: string, member: keyof T & string): void {
  const first = new Map<unknown, number>();
  items.forEach((item, i) => {
    const value = item[member];
    const earlier = first.get(value);
    if (earlier !== undefined) {
      throw new InvalidInputError(`${list}[${i}].${member}`, `repeats ${list}[${earlier}].${member} (${String(value)})`);
    }
    first.set(value, i);
  });
}

/** The lowest edition ≥ 1 that `taken` does not hold: what a 409 suggests instead. */
export function nextFreeEdition(taken: readonly number[]): number {
  const used = new Set(taken);
  let edition = 1;
  while (used.has(edition)) edition += 1;
  return edition;
}

/** Files of one site visit (the answer that lists them is bounded by it). */
export const VISIT_FILES_PER_REPORT = 50;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A report's period in words, as messages name it: `March 2026`. */
export function formatPeriod(month: number, year: number): string {
  return `${MONTHS[month - 1] ?? month} ${year}`;
}
