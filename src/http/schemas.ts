import Type from 'typebox';
import { NullableNumber, NullableTimestamp, Text, TimestampOut } from '../domain/json-schema.ts';

/** What every listener's answers share: the one error body (SPEC Errors, D-18) and the one 429. */

export const ErrorSchema = Type.Object(
  {
    statusCode: Type.Integer(),
    message: Type.String(),
    error: Type.String(),
  },
  { $id: 'ErrorBody', description: 'The error body of every API (SPEC Errors, D-18)' },
);

/**
 * The 429 of every API (SPEC Errors, D-31, D-36): the error body with `retryAfterMs` when throttled
 * (and a Retry-After header), or `resetsAt` when a quota is used up (no Retry-After).
 */
export const TooManyRequests = Type.Object(
  {
    statusCode: Type.Integer(),
    error: Type.String(),
    message: Type.String(),
    retryAfterMs: Type.Optional(Type.Integer({ description: 'Throttled: exact wait in ms (with Retry-After)' })),
    resetsAt: Type.Optional(TimestampOut('Quota exceeded: when the quota resets (no Retry-After)')),
  },
  { description: 'Throttled (Retry-After header, retryAfterMs) or over quota (resetsAt)' },
);

/** `{statusCode: ErrorBody}` for the given statuses, for a route's `response` map. */
export function errorResponses(...statuses: number[]) {
  return Object.fromEntries(statuses.map((s) => [s, ErrorSchema])) as Record<number, typeof ErrorSchema>;
}

/** An appraisal line's own members, as both APIs show them beside its id (SPEC "Data API: Appraisal line", D-24). */
export const appraisalLineMembers = {
  label: Text(200, 'The APPRAISAL input setting’s display label'),
  budget: NullableNumber(),
  out_turn: NullableNumber(),
  facility: NullableNumber(),
  created_date: TimestampOut(),
  last_modified_date: NullableTimestamp(),
};
