import Type, { type TSchema } from 'typebox';

/** SPEC Data API rule 1 and D-32: `limit` 1–200 (default 50), `offset` ≥ 0 (default 0). */
export const PAGE_LIMIT_DEFAULT = 50;
export const PAGE_LIMIT_MAX = 200;

/** The query members of a paged list; spread them into the route's querystring schema. */
export const PagingQuery = {
  limit: Type.Optional(Type.Integer({
    minimum: 1,
    maximum: PAGE_LIMIT_MAX,
    default: PAGE_LIMIT_DEFAULT,
    description: `Items per page, 1–${PAGE_LIMIT_MAX}`,
  })),
  offset: Type.Optional(Type.Integer({
    minimum: 0,
    maximum: Number.MAX_SAFE_INTEGER,
    default: 0,
    description: 'Items to skip',
  })),
};

export interface Paging {
  limit: number;
  offset: number;
}

/** The page a validated query asks for, defaults applied. */
export function pagingOf(query: { limit?: number | undefined; offset?: number | undefined }): Paging {
  return { limit: query.limit ?? PAGE_LIMIT_DEFAULT, offset: query.offset ?? 0 };
}

/** `{items, pagination: {limit, offset, total}}` (SPEC Data API rule 2). */
export function PageOf<T extends TSchema>(item: T) {
  return Type.Object({
    items: Type.Array(item),
    pagination: Type.Object({
      limit: Type.Integer(),
      offset: Type.Integer(),
      total: Type.Integer({ description: 'All matching items; page until offset + items ≥ total' }),
    }),
  });
}

export function page<T>(items: T[], paging: Paging, total: number) {
  return { items, pagination: { limit: paging.limit, offset: paging.offset, total } };
}
