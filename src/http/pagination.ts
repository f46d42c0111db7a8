import type { FastifyReply, FastifyRequest } from 'fastify';
import Type, { type TSchema } from 'typebox';
import { InvalidInputError } from '../domain/errors.ts';
import { type ChangeRows, CURSOR_MAX_LENGTH, type ListWindow, type Window } from '../domain/paging.ts';
import { type ItemShape, itemJson, type JsonBlock, jsonBlockOf, sendJson } from './serialise-once.ts';

/**
 * The one pagination module, for both envelopes: the Data API's `limit`/`offset` with
 * `{items, pagination}` (D-32, D-37), or `limit`/`cursor` with `{items, pagination: {limit, next_cursor}}`
 * for its incremental reads (D-55), and the Platform's `page`/`perPage` with `{data, meta}` (D-19, D-50).
 * Each turns its query into a window of rows (its defaults defined here once, in the query schema and in
 * the window), and the rows the services read and their total into its envelope.
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
 * The JSON of a part of a block: a slice of its text, no row copied; '' when the block holds none of
 * those rows (shorter than its index said: rows deleted since, before the change was heard).
 */
function jsonOf({ json, ends }: JsonBlock, from: number, to: number): string {
  const last = Math.min(to, ends.length) - 1;
  if (from > last) return '';
  return json.slice(from === 0 ? 0 : ends[from - 1]! + 1, ends[last]);
}

/**
 * Sends a window of a Data API list as its page (`{items, pagination}`, DataPage member for member): the
 * items cut out of the JSON of the blocks they lie in, each block's rows presented and serialised by the
 * item's response schema once, the first time the block is sent.
 */
export function sendDataPage<R>(reply: FastifyReply, window: Window, list: ListWindow<R>, item: ItemShape<R>): FastifyReply {
  const items = list.parts
    .map((part) => jsonOf(jsonBlockOf(reply, part.block, item), part.from, part.to))
    .filter((part) => part !== '')
    .join(',');
  return sendJson(reply, `{"items":[${items}],"pagination":{"limit":${window.limit},"offset":${window.offset},"total":${list.total}}}`);
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

// Data API, incremental reads (D-55) ------------------------------------------------------------------

/** The query members that make a Data API list incremental; spread them into its querystring schema beside DataPageQuery. */
export const DataChangesQuery = {
  modified_since: Type.Optional(
    Type.String({
      format: 'date-time',
      maxLength: 40,
      description:
        'Read incrementally: only items last modified at or after this instant (ISO 8601 with a zone, e.g. ' +
        '2026-03-01T00:00:00Z; to the millisecond), oldest change first. Not with offset.',
      'x-error': 'must be an ISO 8601 date-time with a time zone, e.g. 2026-03-01T00:00:00Z',
    }),
  ),
  cursor: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: CURSOR_MAX_LENGTH,
      pattern: '^[A-Za-z0-9_-]+$',
      description:
        'Read incrementally from where a page ended: its pagination.next_cursor, as it was given. It carries the filters ' +
        'it was read under (status, projectId, modified_since); leave them out or send the same. Not with offset.',
      'x-error': 'must be the pagination.next_cursor of a page of this list, as it was given',
    }),
  ),
};

/** What an incremental read asks for: `limit` items after `cursor`, or from the start of `modified_since`. */
export interface ChangesRequest {
  limit: number;
  cursor?: string | undefined;
  modifiedSince?: string | undefined;
}

/**
 * The incremental read a Data API list request asks for, or null when it gives neither `cursor` nor
 * `modified_since` (an offset page, answered as ever). `offset` with either is 400: a read of changes
 * has no place to skip to.
 */
export function changesRequest(
  request: FastifyRequest,
  query: { limit?: number | undefined; cursor?: string | undefined; modified_since?: string | undefined },
): ChangesRequest | null {
  if (query.cursor === undefined && query.modified_since === undefined) return null;
  // The validated query carries offset's default: whether the client sent one is in its URL.
  const search = request.raw.url?.split('?')[1] ?? '';
  if (new URLSearchParams(search).has('offset')) {
    throw new InvalidInputError('offset', 'cannot be given with cursor or modified_since: an incremental read goes on by pagination.next_cursor');
  }
  return { limit: query.limit ?? LIMIT_DEFAULT, cursor: query.cursor, modifiedSince: query.modified_since };
}

/**
 * Sends a page of an incremental read as `{items, pagination: {limit, next_cursor}}` (ChangesPage), each
 * row presented and serialised by the item's response schema. A cursor is base64url text, which JSON
 * holds as it is.
 */
export function sendChangesPage<R>(reply: FastifyReply, limit: number, page: ChangeRows<R>, item: ItemShape<R>): FastifyReply {
  const items = page.rows.map((row) => itemJson(reply, row, item)).join(',');
  return sendJson(reply, `{"items":[${items}],"pagination":{"limit":${limit},"next_cursor":"${page.nextCursor}"}}`);
}

/** `{items, pagination: {limit, next_cursor}}`: a page of an incremental read, oldest change first. */
export function ChangesPage<T extends TSchema>(item: T) {
  return Type.Object({
    items: Type.Array(item, { maxItems: LIMIT_MAX }),
    pagination: Type.Object({
      limit: Type.Integer({ minimum: 1, maximum: LIMIT_MAX, format: 'int32' }),
      next_cursor: Type.String({
        minLength: 1,
        maxLength: CURSOR_MAX_LENGTH,
        pattern: '^[A-Za-z0-9_-]+$',
        description:
          'Where the next page starts: send it as cursor. Always present; after an empty page, keep the last one as a ' +
          'bookmark and resume from it later to receive every change committed since.',
      }),
    }),
  });
}

/** A Data API list's 200: the offset page, or with cursor or modified_since the incremental page. */
export function DataListAnswer<T extends TSchema>(item: T) {
  return Type.Union([DataPage(item), ChangesPage(item)], {
    description: 'With cursor or modified_since, {items, pagination: {limit, next_cursor}}; otherwise {items, pagination: {limit, offset, total}}',
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
