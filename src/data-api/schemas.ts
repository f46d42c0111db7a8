import { ErrorSchema, ServiceUnavailable, TooManyRequests } from '../http/schemas.ts';

// What every Data API answer shares: identifiers are strings, timestamps
// ISO 8601 UTC, nullable members always present. Every member of a response object is required, so a
// member missing from a handler's value fails loudly instead of being omitted.

/**
 * Every Data API route can answer these, from the key check (D-33); 503 when the key has a usage plan
 * and the store that counts it (Redis) is unreachable: a plan is never left unmetered.
 */
export function dataErrors(...more: number[]) {
  return {
    401: ErrorSchema,
    403: ErrorSchema,
    429: TooManyRequests,
    503: ServiceUnavailable,
    ...Object.fromEntries(more.map((status) => [status, ErrorSchema])),
  };
}

export const dataSecurity = [{ dataKey: [] }];
