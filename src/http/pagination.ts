import type { FastifyReply } from 'fastify';
import Type, { type TSchema } from 'typebox';
import { BLOCK, type PageIndex, type Window } from '../db/paging.ts';
import type { ReadCache } from '../state/read-cache.ts';

/**
 * The one pagination module, for both envelopes: the Data API's `limit`/`offset` with
 * `{items, pagination}` (D-32, D-37) and the Platform's `page`/`perPage` with
 * `{data, meta}` (D-19, D-50). Each turns its query into a window of rows (its
 * defaults defined here once, in the query schema and in the window), and the rows and their total into
 * its envelope; and the newest-first lists are read here from their page index and blocks.
 */

// Data API ---------------------------------------------------------------------------------------------

const LIMIT_DEFAULT = 50;
const LIMIT_MAX = 200;
/** Beyond the end of any list the answer is simply empty. */
const OFFSET_MAX = Number.MAX_SAFE_INTEGER;

/** The query members of a Data API list; spread them into the route's querystring schema. */
export const DataPageQuery = {
  limit: Type.Optional(
    Type.Integer({ minimum: 1, maximum: LIMIT_MAX, default: LIMIT_DEFAULT, format: 'int32', description: `Items per page, 1–${LIMIT_MAX}` }),
  ),
  offset: Type.Optional(
    Type.Integer({ minimum: 0, maximum: OFFSET_MAX, default: 0, format: 'int64', description: 'Items to skip' }),
  ),
};

export function dataWindow(query: { limit?: number | undefined; offset?: number | undefined }): Window {
  return { limit: query.limit ?? LIMIT_DEFAULT, offset: query.offset ?? 0 };
}

/** `{items, pagination: {limit, offset, total}}`: a Data API page, `total` counting every match. */
export function DataPage<T extends TSchema>(item: T) {
  return Type.Object({
    items: Type.Array(item, { maxItems: LIMIT_MAX }),
    pagination: Type.Object({
      limit: Type.Integer({ minimum: 1, maximum: LIMIT_MAX, format: 'int32' }),
      offset: Type.Integer({ minimum: 0, maximum: OFFSET_MAX, format: 'int64' }),
      total: Type.Integer({
        minimum: 0,
        maximum: Number.MAX_SAFE_INTEGER,
        format: 'int64',
        description: 'All matching items; page until offset + items ≥ total',
      }),
    }),
  });
}

// Platform API -----------------------------------------------------------------------------------------

const PER_PAGE_DEFAULT = 20;
const PER_PAGE_MAX = 100;
const PAGE_MAX = 1_000_000_000;

/** The query members of a Platform list (D-19); spread them into the route's querystring schema. */
export const PlatformPageQuery = {
  page: Type.Optional(
    Type.Integer({ minimum: 1, maximum: PAGE_MAX, default: 1, format: 'int32', description: 'From 1' }),
  ),
  perPage: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: PER_PAGE_MAX,
      default: PER_PAGE_DEFAULT,
      format: 'int32',
      description: `1–${PER_PAGE_MAX}`,
    }),
  ),
};

export interface PlatformWindow extends Window {
  page: number;
  perPage: number;
}

export function platformWindow(query: { page?: number | undefined; perPage?: number | undefined }): PlatformWindow {
  const page = query.page ?? 1;
  const perPage = query.perPage ?? PER_PAGE_DEFAULT;
  return { page, perPage, limit: perPage, offset: (page - 1) * perPage };
}

const PageNumber = (description: string) =>
  Type.Integer({ minimum: 1, maximum: PAGE_MAX, format: 'int32', description });
const NullablePageNumber = (description: string) =>
  Type.Unsafe<number | null>({ ...PageNumber(description), type: ['integer', 'null'] });

/** `{data, meta: {total, lastPage, currentPage, perPage, prev, next}}`; prev/next null at the ends (D-50). */
export function PlatformPage<T extends TSchema>(item: T) {
  return Type.Object({
    data: Type.Array(item, { maxItems: PER_PAGE_MAX }),
    meta: Type.Object({
      total: Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER, format: 'int64' }),
      lastPage: PageNumber('At least 1'),
      currentPage: PageNumber('The page asked for'),
      perPage: Type.Integer({ minimum: 1, maximum: PER_PAGE_MAX, format: 'int32' }),
      prev: NullablePageNumber('The previous page; null on the first'),
      next: NullablePageNumber('The next page; null on the last'),
    }),
  });
}

export function platformPage<T>(items: T[], window: PlatformWindow, total: number) {
  const lastPage = Math.max(1, Math.ceil(total / window.perPage));
  const { page } = window;
  return {
    data: items,
    meta: {
      total,
      lastPage,
      currentPage: page,
      perPage: window.perPage,
      prev: page > 1 ? Math.min(page - 1, lastPage) : null,
      next: page < lastPage ? page + 1 : null,
    },
  };
}

// Newest-first lists ------------------------------------------------------------------------------------

/** A newest-first list as the read cache knows it: its name, and the shape its rows are kept in. */
export interface CachedList {
  /** The list (its table and filter), e.g. `projects|IN_PROGRESS`: its page index is kept under this name. */
  list: string;
  /** What its rows are presented as (an API's summary, say), which blocks are kept under. */
  shape: string;
}

/** Rows `from` to `to - 1` of a block. */
export interface BlockPart<B> {
  block: B;
  from: number;
  to: number;
}

/**
 * A window of a newest-first list with its exact total, as the parts of the blocks it covers (at most
 * three). The list's page index (src/db/paging.ts) and its blocks of presented rows come from the read
 * cache, kept until the environment changes; a block not yet read costs one statement, however deep it
 * lies.
 */
export async function newestFirst<B>(
  reads: ReadCache,
  environmentId: number,
  cached: CachedList,
  window: Window,
  load: { index: () => Promise<PageIndex>; block: (index: PageIndex, position: number) => Promise<B> },
): Promise<{ parts: BlockPart<B>[]; total: number }> {
  const index = await reads.read('pageIndex', environmentId, cached.list, load.index);
  const end = Math.min(window.offset + window.limit, index.total);
  if (window.offset >= end) return { parts: [], total: index.total };
  const first = Math.floor(window.offset / BLOCK);
  const last = Math.floor((end - 1) / BLOCK);
  const parts = await Promise.all(
    Array.from({ length: last - first + 1 }, async (_, i) => {
      const position = first + i;
      const block = await reads.read('pageBlock', environmentId, `${cached.shape}|${cached.list}|${position}`, () =>
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
 * A Data API page (`{items, pagination}`, DataPage member for member) of a newest-first list, as JSON
 * bytes (encoded once, kept so when the page is cached):
 * the same window again comes from the read cache whole; a new one is cut out of the list's blocks,
 * whose rows were presented and serialised by the item's response schema (with the route's own
 * serialiser) once, when the block was read, so that neither reading nor serialising is repeated for
 * rows already read.
 */
export async function dataListPage<R>(
  reads: ReadCache,
  reply: FastifyReply,
  environmentId: number,
  list: string,
  window: Window,
  load: { index: () => Promise<PageIndex>; block: (index: PageIndex, position: number) => Promise<R[]> },
  item: { schema: TSchema; present: (row: R) => object },
): Promise<Buffer> {
  const serialize = (row: R) =>
    reply.serializeInput(item.present(row) as Record<string, unknown>, item.schema as unknown as Record<string, unknown>);
  return reads.read('dataPage', environmentId, `${list}|${window.limit}|${window.offset}`, async () => {
    const { parts, total } = await newestFirst(reads, environmentId, { list, shape: 'data' }, window, {
      index: load.index,
      block: async (index, position) => jsonBlockOf((await load.block(index, position)).map(serialize)),
    });
    const items = parts.map(jsonOf).filter((part) => part !== '').join(',');
    return Buffer.from(`{"items":[${items}],"pagination":{"limit":${window.limit},"offset":${window.offset},"total":${total}}}`);
  });
}
