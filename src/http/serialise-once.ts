import type { FastifyReply } from 'fastify';
import type { TSchema } from 'typebox';

// The services hand out the same objects for as long as the cache keeps them (a project, a page of
// projects, a block of a list's rows). What a route makes of such an object (its shape, its JSON bytes)
// is made the first time it is sent, kept beside the object, and let go with it: neither presenting nor
// serialising is repeated for data already sent once. Kept per route, since each route has its shape.

const routeOf = (reply: FastifyReply) => `${reply.request.method} ${reply.request.routeOptions.url}`;

/** What `made` keeps for each source object, per route. */
function keptPerRoute<T>(kept: WeakMap<object, Map<string, T>>, reply: FastifyReply, source: object, make: () => T): T {
  const route = routeOf(reply);
  let byRoute = kept.get(source);
  if (byRoute === undefined) kept.set(source, (byRoute = new Map()));
  let value = byRoute.get(route);
  if (value === undefined) byRoute.set(route, (value = make()));
  return value;
}

const serialised = new WeakMap<object, Map<string, Buffer>>();

/**
 * Sends `source` (a value the cache may hand out many times) as `shape` makes it, serialised by the
 * route's response schema: shaped, serialised and encoded only the first time this route sends it.
 */
export function sendSerialisedOnce<S extends object>(reply: FastifyReply, source: S, shape: (source: S) => object = (s) => s): FastifyReply {
  return sendJson(reply, keptPerRoute(serialised, reply, source, () => Buffer.from(reply.serialize(shape(source)) as string)));
}

/** Sends JSON already serialised (by a response schema, src/http/pagination.ts's pages). */
export function sendJson(reply: FastifyReply, body: Buffer | string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}

/** How a route shows one row of a list: the item's response schema, and the row made into its shape. */
export interface ItemShape<R> {
  schema: TSchema;
  present: (row: R) => object;
}

/** One row's JSON, by the item's schema (the route's own serialiser for it). */
export const itemJson = <R>(reply: FastifyReply, row: R, item: ItemShape<R>): string =>
  reply.serializeInput(item.present(row) as Record<string, unknown>, item.schema as never);

/** A block of rows serialised as JSON: the rows joined by commas, and where each row ends. */
export interface JsonBlock {
  json: string;
  ends: number[];
}

const jsonBlocks = new WeakMap<object, Map<string, JsonBlock>>();

/** The JSON of a block of a list's rows, serialised row by row the first time this route sends the block. */
export function jsonBlockOf<R>(reply: FastifyReply, block: readonly R[], item: ItemShape<R>): JsonBlock {
  return keptPerRoute(jsonBlocks, reply, block, () => {
    const rows = block.map((row) => itemJson(reply, row, item));
    const ends: number[] = [];
    let at = -1;
    for (const row of rows) {
      at += row.length + 1;
      ends.push(at);
    }
    return { json: rows.join(','), ends };
  });
}
