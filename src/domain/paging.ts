/** Which rows of an ordered list a page holds: `limit` of them after skipping `offset`. */
export interface Window {
  limit: number;
  offset: number;
}

/**
 * The longest cursor of an incremental read (D-55) a request may carry: well above any the service
 * writes (about 150 characters), so that a query string stays bounded.
 */
export const CURSOR_MAX_LENGTH = 400;

/** Rows `from` to `to - 1` of a block of a newest-first list (a hundred rows, src/db/paging.ts). */
export interface BlockPart<R> {
  block: readonly R[];
  from: number;
  to: number;
}

/**
 * A window of a newest-first list: the parts of the blocks it covers (at most three), each block the
 * same array for as long as the cache keeps it, and the list's exact total.
 */
export interface ListWindow<R> {
  parts: BlockPart<R>[];
  total: number;
}

/** A page of an incremental read (D-55): its rows, oldest change first, and where the next page starts. */
export interface ChangeRows<R> {
  rows: R[];
  nextCursor: string;
}
