import type { Paging } from '../http/pagination.ts';
import type { Queryable } from './database.ts';

/**
 * One page and the exact total of a list, as two statements run side by side. `items` is the page's
 * query without its limit and offset, which are appended as the next two parameters; `count` is
 * `select count(*)::int as total …` over the same filter and parameters.
 */
export async function pageWithTotal<T>(
  db: Queryable,
  sql: { items: (limit: string, offset: string) => string; count: string },
  params: unknown[],
  paging: Paging,
): Promise<{ items: T[]; total: number }> {
  const n = params.length;
  const [items, [count]] = await Promise.all([
    db.query<T>(sql.items(`$${n + 1}`, `$${n + 2}`), [...params, paging.limit, paging.offset]),
    db.query<{ total: number }>(sql.count, params),
  ]);
  return { items, total: count!.total };
}
