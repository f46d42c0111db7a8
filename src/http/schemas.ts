import Type from 'typebox';
import { Int, NullableNumber, NullableTimestamp, Text, TimestampOut } from '../domain/json-schema.ts';

// What every listener's answers share: the one error body (D-18), the one 429, the rate
// limit's headers, and the answers every route gets without declaring them.

/** The members of the one error body, for the bodies that add one of their own (429, readiness). */
export const errorMembers = {
  statusCode: Int(400, 599),
  message: Text(2000, 'What went wrong; a validation failure names the field'),
  error: Text(50, 'The status’s reason phrase, e.g. Not Found'),
};

export const ErrorSchema = Type.Object(errorMembers, {
  $id: 'ErrorBody',
  description: 'The error body of every API (D-18)',
});

/**
 * The 429 of every API (D-31, D-36): the error body with `retryAfterMs` when throttled
 * (and a Retry-After header), or `resetsAt` when a quota is used up (no Retry-After).
 */
export const TooManyRequests = Type.Object(
  {
    ...errorMembers,
    retryAfterMs: Type.Optional(Int(0, 2_147_483_647, 'Throttled: exact wait in ms (with Retry-After)')),
    resetsAt: Type.Optional(TimestampOut('Quota exceeded: when the quota resets (no Retry-After)')),
  },
  { description: 'Throttled (Retry-After header, retryAfterMs) or over quota (resetsAt, no Retry-After)' },
);

/**
 * The 503 of a route whose answer depends on a store that is away for now (a Data API key's usage plan
 * while Redis is unreachable): the error body, and Retry-After.
 */
export const ServiceUnavailable = Type.Object(errorMembers, {
  description: 'Temporarily unavailable: a store the answer depends on is unreachable; retry after Retry-After',
  headers: {
    'Retry-After': {
      type: 'integer',
      format: 'int32',
      minimum: 1,
      maximum: 3600,
      description: 'Seconds to wait before a retry',
    },
  },
});

/** `{statusCode: ErrorBody}` for the given statuses, for a route's `response` map. */
export function errorResponses(...statuses: number[]) {
  return Object.fromEntries(statuses.map((s) => [s, ErrorSchema])) as Record<number, typeof ErrorSchema>;
}

/** An appraisal line's own members, as both APIs show them beside its id (D-17, D-24). */
export const appraisalLineMembers = {
  label: Text(200, 'The APPRAISAL input setting’s display label'),
  budget: NullableNumber(),
  out_turn: NullableNumber(),
  facility: NullableNumber(),
  created_date: TimestampOut(),
  last_modified_date: NullableTimestamp(),
};

// Headers --------------------------------------------------------------------------------------------------

type HeaderSchemas = Record<string, Record<string, unknown>>;

/** The rate limit's headers (D-31, D-34), on every answer that got as far as the limit. */
export const RATE_LIMIT_HEADERS: HeaderSchemas = {
  'X-RateLimit-Limit': {
    type: 'number',
    description: 'Requests per second allowed (on the Data API: when the key has a throttle)',
  },
  'X-RateLimit-Remaining': {
    type: 'integer',
    format: 'int32',
    minimum: 0,
    maximum: 2_147_483_647,
    description: 'Whole requests left in the window after this one',
  },
};

/** The quota's headers (D-35), when a Data API key has a quota. */
export const QUOTA_HEADERS: HeaderSchemas = {
  'X-Quota-Limit': { type: 'integer', format: 'int64', minimum: 0, maximum: 1e12, description: 'Requests allowed in the period' },
  'X-Quota-Remaining': { type: 'integer', format: 'int64', minimum: 0, maximum: 1e12, description: 'Requests left in the period' },
  'X-Quota-Resets-At': { type: 'string', format: 'date-time', maxLength: 40, description: 'When the period ends (UTC)' },
};

const RETRY_AFTER: HeaderSchemas = {
  'Retry-After': {
    type: 'integer',
    format: 'int32',
    minimum: 1,
    maximum: 2_147_483_647,
    description: 'Seconds to wait before a retry can pass (a throttle; a used-up quota sends none)',
  },
};

const REQUEST_ID: HeaderSchemas = {
  'X-Request-Id': {
    type: 'string',
    pattern: '^[A-Za-z0-9._-]{1,64}$',
    maxLength: 64,
    description: 'The request’s id, as logged: the one sent in X-Request-Id, or a new one',
  },
};

// Shared answers -------------------------------------------------------------------------------------------

const ERROR_REF = { $ref: 'ErrorBody#' };

/**
 * A route's `response` map with the answers every route of a listener shares, declared here once:
 * 500 on every route, any other 4XX in the error body, and, on a route behind a credential (one with
 * `security`), 401 and the rate limit's 429; `limitHeaders` on every 2XX and 4XX answer of such a
 * route (optional headers: a 401 comes before the limit and has none), Retry-After on its 429,
 * X-Request-Id on every answer. What a route declares itself wins.
 */
export function withSharedResponses(
  own: Record<string, Record<string, unknown>>,
  guarded: boolean,
  limitHeaders: HeaderSchemas,
): Record<string, Record<string, unknown>> {
  const all: Record<string, Record<string, unknown>> = {
    ...(guarded ? { 401: ERROR_REF, 429: TooManyRequests as unknown as Record<string, unknown> } : {}),
    ...own,
    '4xx': own['4xx'] ?? ERROR_REF,
    500: own[500] ?? ERROR_REF,
  };
  return Object.fromEntries(
    Object.entries(all).map(([status, declared]) => {
      // The shared error body by reference, so that its $id is declared once.
      const schema = declared.$id === 'ErrorBody' ? ERROR_REF : declared;
      const limited = guarded && /^[24]/.test(status);
      const headers = {
        ...REQUEST_ID,
        ...(limited ? limitHeaders : {}),
        ...(status === '429' ? RETRY_AFTER : {}),
        ...((schema as { headers?: HeaderSchemas }).headers),
      };
      return [status, { ...schema, headers }];
    }),
  );
}
