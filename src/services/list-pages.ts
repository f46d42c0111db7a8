import { BLOCK, type PageIndex } from '../db/paging.ts';
import type { Window } from '../domain/paging.ts';
import type { Cache } from '../state/cache.ts';

// Newest-first lists (projects, benchmark snapshots, interim reports), read from their page index and
// blocks (src/db/paging.ts) through the cache, so that a page at any offset costs one statement at most
// and a page already read costs none.

/** A newest-first list as the cache knows it: its name, and the shape its rows are kept in. */
export interface CachedList {
  /** The list (its table and filter), e.g. `projects|IN_PROGRESS`: its page index is kept under this name. */
  list: string;
  /** What its rows are presented as (an API's summary, say), which blocks are kept under. */
  shape: string;
}

/** How a newest-first list is read from the database: its page index, and a block of it. */
export interface ListLoad<B> {
  index: () => Promise<PageIndex>;
  block: (index: PageIndex, position: number) => Promise<B>;
}

/** Rows `from` to `to - 1` of a block. */
export interface BlockPart<B> {
  block: B;
  from: number;
  to: number;
}

/**
 * A window of a newest-first list with its exact total, as the parts of the blocks it covers (at most
 * three). The list's page index and its blocks of presented rows come from the cache, kept until the
 * environment changes; a block not yet read costs one statement, however deep it lies.
 */
export async function newestFirst<B>(
  cache: Cache,
  environmentId: number,
  cached: CachedList,
  window: Window,
  load: ListLoad<B>,
): Promise<{ parts: BlockPart<B>[]; total: number }> {
  const index = await cache.read('pageIndex', environmentId, cached.list, load.index);
  const end = Math.min(window.offset + window.limit, index.total);
  if (window.offset >= end) return { parts: [], total: index.total };
  const first = Math.floor(window.offset / BLOCK);
  const last = Math.floor((end - 1) / BLOCK);
  const parts = await Promise.all(
    Array.from({ length: last - first + 1 }, async (_, i) => {
      const position = first + i;
      const block = await cache.read('pageBlock', environmentId, `${cached.shape}|${cached.list}|${position}`, () =>
        load.block(index, position),
      );
      const start = position * BLOCK;
      return { block, from: Math.max(window.offset, start) - start, to: Math.min(end, start + BLOCK) - start };
    }),
  );
  return { parts, total: index.total };
}

/** The rows of a window of blocks that are arrays of rows. */
export const rowsOf = <T>(parts: BlockPart<T[]>[]): T[] => parts.flatMap((p) => p.block.slice(p.from, p.to));

/** A block of rows serialised as JSON: the rows joined by commas, and where each row ends. */
interface JsonBlock {
  json: string;
  ends: number[];
}

function jsonBlockOf(rows: string[]): JsonBlock {
  const ends: number[] = [];
  let at = -1;
  for (const row of rows) {
    at += row.length + 1;
    ends.push(at);
  }
  return { json: rows.join(','), ends };
}

/**
 * The JSON of a part of a block: a slice of its text, no row copied; '' when the block holds none of
 * those rows (shorter than its index said: rows deleted since, before the change was heard).
 */
function jsonOf({ block, from, to }: BlockPart<JsonBlock>): string {
  const last = Math.min(to, block.ends.length) - 1;
  if (from > last) return '';
  return block.json.slice(from === 0 ? 0 : block.ends[from - 1]! + 1, block.ends[last]);
}

/**
 * A window of a newest-first list as the JSON of its items, made into a page by the caller's `page`
 * (an API's envelope, encoded once) and kept so: the same window again comes from the cache whole; a
 * new one is cut out of the list's blocks, whose rows were serialised by `serialise` once, when the block
 * was read, so that neither reading nor serialising is repeated for rows already read.
 */
export function jsonListPage<R, P>(
  cache: Cache,
  environmentId: number,
  list: string,
  window: Window,
  load: ListLoad<R[]>,
  serialise: (row: R) => string,
  page: (itemsJson: string, total: number) => P,
): Promise<P> {
  return cache.read('dataPage', environmentId, `${list}|${window.limit}|${window.offset}`, async () => {
    const { parts, total } = await newestFirst(cache, environmentId, { list, shape: 'data' }, window, {
      index: load.index,
      block: async (index, position) => jsonBlockOf((await load.block(index, position)).map(serialise)),
    });
    return page(parts.map(jsonOf).filter((part) => part !== '').join(','), total);
  });
}
