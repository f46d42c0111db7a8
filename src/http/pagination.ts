import type { FastifyReply } from 'fastify';
import Type, { type TSchema } from 'typebox';
import type { Window } from '../domain/paging.ts';

/**
 * The one pagination module, for both envelopes: the Data API's `limit`/`offset` with
 * `{items, pagination}` (D-32, D-37) and the Platform's `page`/`perPage` with
 * `{data, meta}` (D-19, D-50). Each turns its query into a window of rows (its
 * defaults defined here once, in the query schema and in the window), and the rows and their total into
 * its envelope.
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

/**
 * How a Data API list's window becomes its answer: each row presented and serialised by the item's
 * response schema (with the route's own serialiser), and the items' JSON, joined by commas, made into a
 * page (`{items, pagination}`, DataPage member for member) as JSON bytes, encoded once.
 */
export function dataJsonPage<R>(reply: FastifyReply, window: Window, item: { schema: TSchema; present: (row: R) => object }) {
  return {
    serialise: (row: R) => reply.serializeInput(item.present(row) as Record<string, unknown>, item.schema as never),
    page: (itemsJson: string, total: number) =>
      Buffer.from(`{"items":[${itemsJson}],"pagination":{"limit":${window.limit},"offset":${window.offset},"total":${total}}}`),
  };
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
