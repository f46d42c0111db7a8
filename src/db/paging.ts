import type { Window } from '../domain/paging.ts';
import type { Queryable } from './database.ts';

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
 * What makes any window of a newest-first list cheap to read: the exact total, and the sort key of the
 * first row of every block of BLOCK rows. Block k is read from its key (an index seek) rather than by
 * skipping k·BLOCK index entries as an OFFSET would, so a block 100,000 rows deep costs what the first
 * does; callers keep blocks and cut windows out of them. Built by one pass over the index; valid until
 * the list changes.
 */
export interface PageIndex {
  total: number;
  /** The sort key of rows 0, BLOCK, 2·BLOCK, … */
  anchors: SortKey[];
}

/** Rows per block. */
export const BLOCK = 100;

/** The list a page index is built over: a table with a filter over `t`, and its parameters. */
export interface NewestFirst {
  table: 'projects' | 'benchmark_snapshots' | 'interim_reports';
  /** Conditions on `t`, e.g. `t.environment_id = $1 and t.status = $2`. */
  filter: string;
  params: unknown[];
}

export async function loadPageIndex(db: Queryable, list: NewestFirst): Promise<PageIndex> {
  const [row] = await db.query<{ total: number; anchors: SortKey[] }>(
    `select count(*)::int as total,
       coalesce(json_agg(json_build_array(created_date, id) order by n) filter (where n % ${BLOCK} = 0), '[]') as anchors
     from (select t.created_date, t.id, row_number() over (order by t.created_date desc, t.id desc) - 1 as n
           from ${list.table} t where ${list.filter}) numbered`,
    list.params,
  );
  return row!;
}

/**
 * The SQL that reads block `position` of a newest-first list from its index: `select` (a select list
 * over `t`) from the list's table, from the block's key on, BLOCK rows (fewer at the end), newest first.
 */
export function blockQuery(list: NewestFirst, index: PageIndex, position: number, select: string, join = '') {
  const anchor = index.anchors[position];
  if (!anchor) return null;
  const params = [...list.params, anchor[0], anchor[1], BLOCK];
  const n = params.length;
  return {
    sql: `select ${select} from ${list.table} t ${join}
          where ${list.filter} and (t.created_date, t.id) <= ($${n - 2}::timestamptz, $${n - 1}::bigint)
          order by t.created_date desc, t.id desc limit $${n}`,
    params,
  };
}
