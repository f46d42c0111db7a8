import { BLOCK, type PageIndex } from '../../db/paging.ts';
import type { ListWindow, Window } from '../../domain/paging.ts';
import type { Cache } from '../../state/cache/cache.ts';

// Newest-first lists (projects, benchmark snapshots, interim reports), read from their page index and
// blocks (src/db/paging.ts) through the cache, so that a page at any offset costs one statement at most
// and a page already read costs none.

/** A newest-first list as the cache knows it. */
export interface CachedList {
  /** The list (its table and filter), e.g. `projects|IN_PROGRESS`: its page index is kept under this name. */
  list: string;
  /** Which of its rows' columns are read (`*` for all), which its blocks are kept under beside the list. */
  columns: string;
}

/** How a newest-first list is read from the database: its page index, and a block of its rows. */
export interface ListLoad<R> {
  index: () => Promise<PageIndex>;
  block: (index: PageIndex, position: number) => Promise<R[]>;
}

/**
 * A window of a newest-first list with its exact total, as the parts of the blocks it covers (at most
 * three). The list's page index and its blocks of rows come from the cache, kept until the environment
 * changes, and a block is the same array for as long as it is kept (so that whoever presents its rows
 * can do so once per block); a block not yet read costs one statement, however deep it lies.
 */
export async function newestFirst<R>(
  cache: Cache,
  environmentId: number,
  cached: CachedList,
  window: Window,
  load: ListLoad<R>,
): Promise<ListWindow<R>> {
  const index = await cache.read('pageIndex', environmentId, cached.list, load.index);
  const end = Math.min(window.offset + window.limit, index.total);
  if (window.offset >= end) return { parts: [], total: index.total };
  const first = Math.floor(window.offset / BLOCK);
  const last = Math.floor((end - 1) / BLOCK);
  const parts = await Promise.all(
    Array.from({ length: last - first + 1 }, async (_, i) => {
      const position = first + i;
      const block = await cache.read('pageBlock', environmentId, `${cached.columns}|${cached.list}|${position}`, () =>
        load.block(index, position),
      );
      const start = position * BLOCK;
      return { block, from: Math.max(window.offset, start) - start, to: Math.min(end, start + BLOCK) - start };
    }),
  );
  return { parts, total: index.total };
}

/** The rows of a window, copied out of its blocks. */
export const rowsOf = <R>({ parts }: ListWindow<R>): R[] => parts.flatMap((p) => p.block.slice(p.from, p.to));
