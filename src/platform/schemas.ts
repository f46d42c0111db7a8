import Type from 'typebox';
import { ErrorSchema, Nullable } from '../schemas/common.ts';

// What every Platform answer shares: ids are integers (SPEC "Platform" resources), errors have the one
// error body (D-18), every bearer route may answer 401 and 429 (D-13, D-31).

const INT64_MAX = '9223372036854775807';

/** A record id in a path or query: the text of a positive int64 (D-19 bad input: 400 naming it). */
export const IdText = (description: string) =>
  Type.String({
    pattern: '^[1-9][0-9]{0,18}$',
    description,
    'x-error': `must be a positive whole number up to ${INT64_MAX}`,
  });

export const Id = (description?: string) => Type.Integer({ minimum: 1, ...(description ? { description } : {}) });
export const NullableNumber = () => Nullable(Type.Number());
export const NullableInteger = () => Nullable(Type.Integer());
export const NullableString = () => Nullable(Type.String());

export const ProjectIdParams = Type.Object({ id: IdText('Project id') });

/** SPEC Errors: the throttle 429 of D-31 (Retry-After header, `retryAfterMs` in the body). */
export const Throttled = Type.Object(
  {
    statusCode: Type.Integer(),
    error: Type.String(),
    message: Type.String(),
    retryAfterMs: Type.Integer({ description: 'Exact wait in ms (Retry-After gives it in seconds)' }),
  },
  { description: 'Rate limit exceeded (D-31)' },
);

export const bearerSecurity = [{ bearer: [] }];

/** The answers of every bearer route besides its own: 401 from the token check, 429 from the rate limit. */
export function platformErrors(...more: number[]) {
  return {
    401: ErrorSchema,
    429: Throttled,
    ...Object.fromEntries(more.map((status) => [status, ErrorSchema])),
  } as Record<number, typeof ErrorSchema> & { 429: typeof Throttled };
}
