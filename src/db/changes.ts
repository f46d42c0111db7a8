import type { Queryable } from './database.ts';

// Lists read in the order their rows were last written (D-55): by the id of the writing transaction
// (`change_xid`, stamped by migration 0015's triggers), ties by id, over tables with an index in that
// order behind their equality filters.
//
// A page takes only rows stamped below its snapshot's xmin, the oldest transaction still running when
// it reads: every transaction below it has ended, committed (its rows are in the snapshot) or rolled
// back (it left none). So no commit can land behind a position a page has handed out, and a reader that
// resumes from it misses nothing, whatever a writer did meanwhile. A row written again is stamped anew
// and comes again, further on. What a writer still holds open is not lost but waits: rows stamped at or
// above the xmin are read once every transaction below them has ended.

/** A place in such a list: after the row `(xid, id)`, where `xid` is an xid8 as decimal text. */
export interface ChangePosition {
  xid: string;
  id: number;
}

/** Before every row. */
export const FIRST_CHANGE: ChangePosition = { xid: '0', id: 0 };

/** The list read: a table with conditions over `t` (`$1`, `$2`, … of `params`). */
export interface ChangeList {
  table: 'projects' | 'interim_reports' | 'benchmark_snapshots';
  filter: string;
  params: unknown[];
}

export interface ChangesRead<T> {
  rows: T[];
  /**
   * Where the next page starts: after the last row when the page is full; at the horizon when it is
   * not, since then every row of the list below the horizon has been read (and a resumed read need not
   * pass again over rows the filter left out).
   */
  next: ChangePosition;
  /**
   * The snapshot's xmax (xid8 text): one past the latest transaction the database had completed when it
   * read. Every position a page hands out lies at or below it, so a position beyond it is not of this
   * database's history (it was restored from a dump of another server).
   */
  xmax: string;
}

/** Compares two xid8 texts (decimal, no leading zeros) as numbers. */
export const compareXids = (a: string, b: string): number => (a.length - b.length) || (a < b ? -1 : a > b ? 1 : 0);

/** The later of two positions. */
export function laterPosition(a: ChangePosition, b: ChangePosition): ChangePosition {
  const byXid = compareXids(a.xid, b.xid);
  return byXid > 0 || (byXid === 0 && a.id >= b.id) ? a : b;
}

/**
 * Up to `limit` rows of a list after `after`, in (change_xid, id) order, as `select` (a select list over
 * `t` that includes `t.id`, with `join` for other tables) reads them. The horizon and the page come
 * from one statement, and so from one snapshot.
 */
export async function readChanges<T extends { id: number }>(
  db: Queryable,
  list: ChangeList,
  after: ChangePosition,
  limit: number,
  select: string,
  join = '',
): Promise<ChangesRead<T>> {
  const n = list.params.length;
  const rows = await db.query<T & { _horizon: string; _xmax: string; _change_xid: string | null }>(
    `select s.horizon::text as _horizon, s.xmax::text as _xmax, page.*
     from (select pg_snapshot_xmin(pg_current_snapshot()) as horizon, pg_snapshot_xmax(pg_current_snapshot()) as xmax) s
     left join lateral (
       select ${select}, t.change_xid as _change_xid from ${list.table} t ${join}
       where ${list.filter} and t.change_xid < s.horizon and (t.change_xid, t.id) > ($${n + 1}::xid8, $${n + 2}::bigint)
       order by t.change_xid, t.id
       limit $${n + 3}) page on true
     order by page._change_xid, page.id`,
    [...list.params, after.xid, after.id, limit],
  );
  const { _horizon: horizon, _xmax: xmax } = rows[0]!;
  const found = rows[0]!._change_xid === null ? [] : rows;
  const last = found.at(-1);
  const next =
    found.length === limit && last
      ? { xid: String(last._change_xid), id: Number(last.id) }
      : laterPosition(after, { xid: horizon, id: 0 });
  return {
    rows: found.map(({ _horizon, _xmax, _change_xid, ...row }) => row as unknown as T),
    next,
    xmax,
  };
}
