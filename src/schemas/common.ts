import Type, { type Static, type TSchema } from 'typebox';

/**
 * `T | null` as one JSON schema (`type: [t, "null"]` or an enum with null) rather than `anyOf`, so that
 * validation errors name the field plainly and OpenAPI 3.1 shows a nullable type.
 */
export function Nullable<T extends TSchema>(schema: T) {
  const raw = JSON.parse(JSON.stringify(schema)) as Record<string, unknown>;
  if (Array.isArray(raw.enum)) raw.enum = [...raw.enum, null];
  if (typeof raw.type === 'string') raw.type = [raw.type, 'null'];
  return Type.Unsafe<Static<T> | null>(raw);
}

/** Optional and nullable: may be absent, may be null. */
export const OptionalNullable = <T extends TSchema>(schema: T) => Type.Optional(Nullable(schema));

/** An ISO 8601 timestamp in a request. */
export const Timestamp = (description?: string) =>
  Type.String({ format: 'date-time', ...(description ? { description } : {}) });

/** An ISO 8601 timestamp in a response: handlers may return a Date, serialised as ISO 8601 UTC. */
export const TimestampOut = (description?: string) =>
  Type.Unsafe<string | Date>({
    type: 'string',
    format: 'date-time',
    ...(description ? { description } : {}),
  });

export const ErrorSchema = Type.Object(
  {
    statusCode: Type.Integer(),
    message: Type.String(),
    error: Type.String(),
  },
  { $id: 'ErrorBody', description: 'The error body of every API (SPEC Errors, D-18)' },
);

/** `{statusCode: ErrorBody}` for the given statuses, for a route's `response` map. */
export function errorResponses(...statuses: number[]) {
  return Object.fromEntries(statuses.map((s) => [s, ErrorSchema])) as Record<number, typeof ErrorSchema>;
}
