import type { Queryable } from './database.ts';

/** Which rows of an ordered list a page holds: `limit` of them after skipping `offset`. */
export interface Window {
  limit: number;
  offset: number;
}

/**
 * One page and the exact total of a filtered list, as two statements run side by side: for lists whose
 * filter changes with every query (a search, a user's assignments). `items` is the page's query without
 * its limit and offset, which are appended as the next two parameters; `count` is
 * `select count(*)::int as total …` over the same filter and parameters.
 */
export async function pageWithTotal<T>(
  db: Queryable,
  sql: { items: (limit: string, offset: string) => string; count: string },
  params: unknown[],
  window: Window,
): Promise<{ items: T[]; total: number }> {
  const n = params.length;
  const [items, [count]] = await Promise.all([
    db.query<T>(sql.items(`$${n + 1}`, `$${n + 2}`), [...params, window.limit, window.offset]),
    db.query<{ total: number }>(sql.count, params),
  ]);
  return { items, total: count!.total };
}

// Lists read newest first (created_date desc, id desc, D-37), over tables with an index in that order
// behind their equality filter (environment, and status or project). -----------------------------------

/** The sort key of a row of such a list; `created_date` in the database's own text, to the microsecond. */
export type SortKey = readonly [createdDate: string, id: number];

/**
 * What makes any page of a newest-first list one cheap statement: the exact total, and the sort key of
 * every STEP-th row. A page at `offset` starts from the key of row ⌊offset / STEP⌋·STEP and skips fewer
 * than STEP index entries, instead of the `offset` entries an OFFSET skips (100,000 deep, a page costs
 * what the first one does). Built by one pass over the index; valid until the list changes.
 */
export interface PageIndex {
  total: number;
  anchors: SortKey[];
}

const STEP = 100;

/** The list a page index is built over: `from` with a filter over `t`, and its parameters. */
export interface NewestFirst {
  table: 'projects' | 'benchmark_snapshots' | 'interim_reports';
  /** Conditions on `t`, e.g. `t.environment_id = $1 and t.status = $2`. */
  filter: string;
  params: unknown[];
}

export async function loadPageIndex(db: Queryable, list: NewestFirst): Promise<PageIndex> {
  const [row] = await db.query<{ total: number; anchors: SortKey[] }>(
    `select count(*)::int as total,
       coalesce(json_agg(json_build_array(created_date, id) order by n) filter (where n % ${STEP} = 0), '[]') as anchors
     from (select t.created_date, t.id, row_number() over (order by t.created_date desc, t.id desc) - 1 as n
           from ${list.table} t where ${list.filter}) numbered`,
    list.params,
  );
  return row!;
}

/**
 * A page of a newest-first list from its index: the SQL condition that starts at the page's anchor (on
 * `t`, its parameters appended to `params`), and how many rows to skip after it. Beyond the end: no
 * condition is needed, the page is empty.
 */
export function seek(index: PageIndex, offset: number, params: unknown[]): { after: string; skip: number; empty: boolean } {
  if (offset >= index.total) return { after: 'true', skip: 0, empty: true };
  const anchor = index.anchors[Math.floor(offset / STEP)]!;
  params.push(anchor[0], anchor[1]);
  return {
    after: `(t.created_date, t.id) <= ($${params.length - 1}::timestamptz, $${params.length}::bigint)`,
    skip: offset % STEP,
    empty: false,
  };
}
