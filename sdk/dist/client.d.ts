import { type CallOptions, type ClientOptions } from './transport.ts';
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
type ParamPart<O, K extends 'path' | 'query'> = O extends {
    parameters: infer P;
} ? K extends keyof P ? Present<P[K]> extends false ? unknown : undefined extends P[K] ? {
    [k in K]?: NonNullable<P[K]>;
} : {
    [k in K]: P[K];
} : unknown : unknown;
type BodyOf<C> = C extends {
    'application/json': infer B;
} ? B : C extends {
    'multipart/form-data': unknown;
} ? FormData : never;
type BodyPart<O> = O extends {
    requestBody: {
        content: infer C;
    };
} ? {
    body: BodyOf<C>;
} : O extends {
    requestBody?: {
        content: infer C;
    };
} ? {
    body?: BodyOf<C>;
} : unknown;
/** What a call of the operation takes: `path`, `query` and `body` as the document has them. */
export type Args<O> = ParamPart<O, 'path'> & ParamPart<O, 'query'> & BodyPart<O>;
type Success = 200 | 201 | 202 | 203 | 204 | 206;
type ContentOf<R> = R extends {
    content: infer C;
} ? C extends {
    'application/json': infer J;
} ? J : [keyof C] extends [`text/${string}`] ? string : Blob : undefined;
/** The parsed answer of the operation's success statuses. */
export type Result<O> = O extends {
    responses: infer R;
} ? {
    [S in keyof R & Success]: ContentOf<R[S]>;
}[keyof R & Success] : never;
/** The items of one page, whatever the list's envelope (`items`, `data`, or the array itself). */
export type ItemOf<R> = R extends readonly (infer I)[] ? I : R extends {
    items: readonly (infer I)[];
} ? I : R extends {
    data: readonly (infer I)[];
} ? I : never;
type Rest<O> = Partial<Args<O>> extends Args<O> ? [args?: Args<O>, options?: CallOptions] : [args: Args<O>, options?: CallOptions];
/** Every item of a paged list, page after page, and the pages themselves (for a list's `next_cursor`). */
export interface Paginated<Item, Page> extends AsyncIterable<Item> {
    pages(): AsyncIterable<Page>;
}
/** What a method resolves to: the operation's Result, or a Blob for a file (its media type may be text). */
type Answer<O, S> = S extends {
    binary: true;
} ? Blob : Result<O>;
export type Method<O, S extends OperationSpec> = ((...rest: Rest<O>) => Promise<Answer<O, S>>) & (S extends {
    paging: string;
} ? {
    all(...rest: Rest<O>): Paginated<ItemOf<Result<O>>, Result<O>>;
} : unknown);
/** A client of one API: a method per operationId (with `.all` on paged lists). */
export type Client<Ops, Table extends Record<string, OperationSpec>> = {
    readonly [K in keyof Table & keyof Ops]: Method<Ops[K], Table[K]>;
};
/** Builds a client from a generated operation table: each operation a method of its operationId. */
export declare function buildClient<Ops, Table extends Record<string, OperationSpec>>(table: Table, options: ClientOptions): Client<Ops, Table>;
export {};
