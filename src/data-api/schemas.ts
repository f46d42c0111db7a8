import Type from 'typebox';
import { ErrorSchema, Nullable, TimestampOut } from '../schemas/common.ts';

// What every Data API answer shares (SPEC "Data API conventions"): identifiers are strings, timestamps
// ISO 8601 UTC, nullable members always present. Every member of a response object is required, so a
// member missing from a handler's value fails loudly instead of being omitted.

export const DataId = (description?: string) =>
  Type.String({ pattern: '^[1-9][0-9]*$', ...(description ? { description } : {}) });
export const NullableString = () => Nullable(Type.String());
export const NullableNumber = () => Nullable(Type.Number());
export const NullableTimestamp = () => Nullable(TimestampOut());

/** The 429 of either kind (SPEC Errors): `retryAfterMs` when throttled, `resetsAt` when over quota. */
export const TooManyRequests = Type.Object(
  {
    statusCode: Type.Integer(),
    error: Type.String(),
    message: Type.String(),
    retryAfterMs: Type.Optional(Type.Integer({ description: 'Throttled: exact wait in ms (with Retry-After)' })),
    resetsAt: Type.Optional(TimestampOut('Quota exceeded: when the quota resets (no Retry-After)')),
  },
  { description: 'Throttle (Retry-After header, retryAfterMs) or quota exceeded (resetsAt)' },
);

/** Every Data API route can answer these, from the key check (D-33). */
export function dataErrors(...more: number[]) {
  return {
    401: ErrorSchema,
    403: ErrorSchema,
    429: TooManyRequests,
    ...Object.fromEntries(more.map((status) => [status, ErrorSchema])),
  };
}

export const dataSecurity = [{ dataKey: [] }];
