import { type CallOptions, type ClientOptions, Transport } from './transport.ts';

/** One row of a generated operation table. */
export interface OperationSpec {
  readonly method: string;
  readonly path: string;
  readonly paging?: 'page' | 'offset' | 'cursor' | 'before';
  readonly before?: string;
  /** The answer is a file: a Blob whatever its media type (text/plain included). */
  readonly binary?: boolean;
}

type Present<T> = [NonNullable<T>] extends [never] ? false : true;
/** `{path: …}` / `{query: …}`, required when the operation requires it, absent when it has none. */
type ParamPart<O, K extends 'path' | 'query'> = O extends { parameters: infer P }
  ? K extends keyof P
    ? Present<P[K]> extends false
      ? unknown
      : undefined extends P[K]
        ? { [k in K]?: NonNullable<P[K]> }
        : { [k in K]: P[K] }
    : unknown
  : unknown;
type BodyOf<C> = C extends { 'application/json': infer B } ? B : C extends { 'multipart/form-data': unknown } ? FormData : never;
type BodyPart<O> = O extends { requestBody: { content: infer C } }
  ? { body: BodyOf<C> }
  : O extends { requestBody?: { content: infer C } }
    ? { body?: BodyOf<C> }
    : unknown;

/** What a call of the operation takes: `path`, `query` and `body` as the document has them. */
export type Args<O> = ParamPart<O, 'path'> & ParamPart<O, 'query'> & BodyPart<O>;

type Success = 200 | 201 | 202 | 203 | 204 | 206;
type ContentOf<R> = R extends { content: infer C }
  ? C extends { 'application/json': infer J }
    ? J
    : [keyof C] extends [`text/${string}`]
      ? string
      : Blob
  : undefined;
/** The parsed answer of the operation's success statuses. */
export type Result<O> = O extends { responses: infer R } ? { [S in keyof R & Success]: ContentOf<R[S]> }[keyof R & Success] : never;

/** The items of one page, whatever the list's envelope (`items`, `data`, or the array itself). */
export type ItemOf<R> = R extends readonly (infer I)[] ? I : R extends { items: readonly (infer I)[] } ? I : R extends { data: readonly (infer I)[] } ? I : never;

type Rest<O> = Partial<Args<O>> extends Args<O> ? [args?: Args<O>, options?: CallOptions] : [args: Args<O>, options?: CallOptions];

/** Every item of a paged list, page after page, and the pages themselves (for a list's `next_cursor`). */
export interface Paginated<Item, Page> extends AsyncIterable<Item> {
  pages(): AsyncIterable<Page>;
}

/** What a method resolves to: the operation's Result, or a Blob for a file (its media type may be text). */
type Answer<O, S> = S extends { binary: true } ? Blob : Result<O>;

export type Method<O, S extends OperationSpec> = ((...rest: Rest<O>) => Promise<Answer<O, S>>) &
  (S extends { paging: string } ? { all(...rest: Rest<O>): Paginated<ItemOf<Result<O>>, Result<O>> } : unknown);

/** A client of one API: a method per operationId (with `.all` on paged lists). */
export type Client<Ops, Table extends Record<string, OperationSpec>> = {
  readonly [K in keyof Table & keyof Ops]: Method<Ops[K], Table[K]>;
};

interface AnyArgs {
  path?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

function pathOf(template: string, params: Record<string, unknown> = {}): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new TypeError(`${template}: path parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}

function itemsOf(page: unknown): unknown[] {
  if (Array.isArray(page)) return page;
  const envelope = page as { items?: unknown[]; data?: unknown[] };
  return envelope.items ?? envelope.data ?? [];
}

/** The next page's query after `page`, or null at the end of the list. */
function nextQuery(spec: OperationSpec, query: Record<string, unknown>, page: unknown): Record<string, unknown> | null {
  const items = itemsOf(page);
  switch (spec.paging) {
    case 'page': {
      const meta = (page as { meta: { currentPage: number; lastPage: number } }).meta;
      return meta.currentPage < meta.lastPage ? { ...query, page: meta.currentPage + 1 } : null;
    }
    case 'offset': {
      const { offset, total } = (page as { pagination: { offset: number; total: number } }).pagination;
      return items.length > 0 && offset + items.length < total ? { ...query, offset: offset + items.length } : null;
    }
    case 'cursor': {
      const pagination = (page as { pagination: { limit: number; offset?: number; total?: number; next_cursor?: string } }).pagination;
      // Without cursor or modified_since the list answers by offset; with them, by next_cursor until a page is not full.
      if (pagination.next_cursor === undefined) return nextQuery({ ...spec, paging: 'offset' }, query, page);
      if (items.length < pagination.limit) return null;
      // The cursor carries modified_since; sent again, it would only be checked against the cursor's.
      const rest: Record<string, unknown> = { ...query, cursor: pagination.next_cursor };
      delete rest.modified_since;
      return rest;
    }
    case 'before': {
      const limit = Number(query.limit ?? 0);
      const last = items.at(-1) as Record<string, unknown> | undefined;
      if (!last || (limit > 0 && items.length < limit)) return null;
      return { ...query, before: last[spec.before!] };
    }
    default:
      return null;
  }
}

function paginate(spec: OperationSpec, call: (args: AnyArgs, options?: CallOptions) => Promise<unknown>, args: AnyArgs = {}, options?: CallOptions): Paginated<unknown, unknown> {
  async function* pages() {
    let query: Record<string, unknown> | null = { ...args.query };
    while (query) {
      const page = await call({ ...args, query }, options);
      yield page;
      query = nextQuery(spec, query, page);
    }
  }
  return {
    pages,
    async *[Symbol.asyncIterator]() {
      for await (const page of pages()) yield* itemsOf(page);
    },
  };
}

/** Builds a client from a generated operation table: each operation a method of its operationId. */
export function buildClient<Ops, Table extends Record<string, OperationSpec>>(table: Table, options: ClientOptions): Client<Ops, Table> {
  const transport = new Transport(options);
  const client: Record<string, unknown> = {};
  for (const [operationId, spec] of Object.entries(table)) {
    const call = (args: AnyArgs = {}, callOptions?: CallOptions) =>
      transport.send({ method: spec.method, path: pathOf(spec.path, args.path), query: args.query, body: args.body, binary: spec.binary }, callOptions);
    client[operationId] = spec.paging ? Object.assign(call, { all: (args?: AnyArgs, o?: CallOptions) => paginate(spec, call, args, o) }) : call;
  }
  return client as Client<Ops, Table>;
}
