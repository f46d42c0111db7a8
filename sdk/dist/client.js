import { Transport } from "./transport.js";
function pathOf(template, params = {}) {
    return template.replace(/\{([^}]+)\}/g, (_, name) => {
        const value = params[name];
        if (value === undefined || value === null)
            throw new TypeError(`${template}: path parameter ${name} is missing`);
        return encodeURIComponent(String(value));
    });
}
function itemsOf(page) {
    if (Array.isArray(page))
        return page;
    const envelope = page;
    return envelope.items ?? envelope.data ?? [];
}
/** The next page's query after `page`, or null at the end of the list. */
function nextQuery(spec, query, page) {
    const items = itemsOf(page);
    switch (spec.paging) {
        case 'page': {
            const meta = page.meta;
            return meta.currentPage < meta.lastPage ? { ...query, page: meta.currentPage + 1 } : null;
        }
        case 'offset': {
            const { offset, total } = page.pagination;
            return items.length > 0 && offset + items.length < total ? { ...query, offset: offset + items.length } : null;
        }
        case 'cursor': {
            const pagination = page.pagination;
            // Without cursor or modified_since the list answers by offset; with them, by next_cursor until a page is not full.
            if (pagination.next_cursor === undefined)
                return nextQuery({ ...spec, paging: 'offset' }, query, page);
            if (items.length < pagination.limit)
                return null;
            // The cursor carries modified_since; sent again, it would only be checked against the cursor's.
            const rest = { ...query, cursor: pagination.next_cursor };
            delete rest.modified_since;
            return rest;
        }
        case 'before': {
            const limit = Number(query.limit ?? 0);
            const last = items.at(-1);
            if (!last || (limit > 0 && items.length < limit))
                return null;
            return { ...query, before: last[spec.before] };
        }
        default:
            return null;
    }
}
function paginate(spec, call, args = {}, options) {
    async function* pages() {
        let query = { ...args.query };
        while (query) {
            const page = await call({ ...args, query }, options);
            yield page;
            query = nextQuery(spec, query, page);
        }
    }
    return {
        pages,
        async *[Symbol.asyncIterator]() {
            for await (const page of pages())
                yield* itemsOf(page);
        },
    };
}
/** Builds a client from a generated operation table: each operation a method of its operationId. */
export function buildClient(table, options) {
    const transport = new Transport(options);
    const client = {};
    for (const [operationId, spec] of Object.entries(table)) {
        const call = (args = {}, callOptions) => transport.send({ method: spec.method, path: pathOf(spec.path, args.path), query: args.query, body: args.body, binary: spec.binary }, callOptions);
        client[operationId] = spec.paging ? Object.assign(call, { all: (args, o) => paginate(spec, call, args, o) }) : call;
    }
    return client;
}
