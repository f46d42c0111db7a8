import Type from 'typebox';

/**
 * The one id mechanism of every listener (D-3, D-19, D-32): a record id in a path or a query is the
 * canonical decimal text of a positive int64 — no sign, no leading zero, no space, no exponent, no hex —
 * so that `+1`, `0x1`, ` 1 `, `001` and `1e0` never name record 1. Validation turns it into a number
 * for the handler; services never see path text.
 */

/** The largest bigint PostgreSQL stores (D-3). */
const INT64_MAX = 9_223_372_036_854_775_807n;
const CANONICAL = /^[1-9][0-9]{0,18}$/;
const REASON = `must be a positive whole number up to ${INT64_MAX} (decimal digits only)`;

/**
 * What an int64 id beyond 2^53 - 1 becomes. Records get their ids from identity sequences, which stay
 * far below it, and the drivers read int8 as a JS number (D-3); such an id is valid text that names no
 * record, and 2^53 (exact as a double, within bigint) is an id that no row has, so it is answered like
 * any absent one.
 */
const BEYOND_EVERY_RECORD = 2 ** 53;

/** The id `text` names, or null when it is not the canonical text of a positive int64. */
export function recordIdOf(text: unknown): number | null {
  if (typeof text !== 'string' || !CANONICAL.test(text) || BigInt(text) > INT64_MAX) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : BEYOND_EVERY_RECORD;
}

/** How a malformed id is answered: 400 naming it (Platform, admin), or the 404 of an absent record (Data API, D-32). */
interface RecordIdRules {
  /** The OpenAPI type: integer (Platform, admin: an int64 `integer`, D-3) or string (Data API conventions). */
  documentedAs: 'integer' | 'string';
  /** Data API: the 404 message of an absent record, given for a malformed id too. */
  notFound?: string;
}

function recordId(description: string, rules: RecordIdRules) {
  return Type.Unsafe<number>({
    type: 'string',
    pattern: CANONICAL.source,
    maxLength: 19,
    description,
    'x-record-id': rules.documentedAs,
    'x-error': REASON,
    ...(rules.notFound ? { 'x-not-found': rules.notFound } : {}),
  });
}

/** A record id in a Platform or admin path or query: a malformed one is 400 naming the parameter. */
export const RecordId = (description: string) => recordId(description, { documentedAs: 'integer' });

/** A record id in a Data API path or query: a malformed one is the 404 of an absent record (D-32). */
export const DataRecordId = (description: string, notFound: string) =>
  recordId(description, { documentedAs: 'string', notFound });

/** An id in a Platform or admin body or answer: a JSON integer (D-3). */
export const IdNumber = (description?: string) =>
  Type.Integer({
    minimum: 1,
    maximum: Number.MAX_SAFE_INTEGER,
    format: 'int64',
    ...(description ? { description } : {}),
  });

/** An id in a Data API answer: the same record's id as a string of digits (D-3). */
export const IdString = (description?: string) =>
  Type.String({ pattern: CANONICAL.source, maxLength: 19, ...(description ? { description } : {}) });

/**
 * The keyword behind RecordId: checks the text and replaces it with its number in the validated
 * request, so that a handler's `request.params.id` is a number.
 */
export const recordIdKeyword = {
  keyword: 'x-record-id',
  type: 'string' as const,
  modifying: true,
  errors: true,
  validate: function validateRecordId(
    _documentedAs: unknown,
    data: unknown,
    parentSchema?: unknown,
    cxt?: { parentData: Record<string | number, unknown>; parentDataProperty: string | number },
  ): boolean {
    const id = recordIdOf(data);
    if (id === null) {
      // With its schema, so that the error maps like a pattern failure: 400, or a Data API 404.
      const error = { keyword: 'x-record-id', message: REASON, params: {}, parentSchema };
      (validateRecordId as { errors?: object[] }).errors = [error];
      return false;
    }
    if (cxt) cxt.parentData[cxt.parentDataProperty] = id;
    return true;
  },
};
