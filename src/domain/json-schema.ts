import Type, { type Static, type TSchema } from 'typebox';
import { PROJECT_STATUSES } from './projects/vocabulary.ts';

/**
 * JSON Schema building blocks that the domain's contracts (the project import) and both APIs' schemas
 * share, so that a nullable member or a timestamp is written one way everywhere.
 */

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

/** Long enough for any ISO 8601 timestamp with an offset and microseconds. */
const TIMESTAMP_MAX_LENGTH = 40;

/** An ISO 8601 timestamp in a request. */
export const Timestamp = (description?: string) =>
  Type.String({ format: 'date-time', maxLength: TIMESTAMP_MAX_LENGTH, ...(description ? { description } : {}) });

/** An ISO 8601 UTC timestamp in a response (`2026-01-31T09:30:00.000Z`), as the database layer reads it. */
export const TimestampOut = (description?: string) =>
  Type.String({ format: 'date-time', maxLength: TIMESTAMP_MAX_LENGTH, ...(description ? { description } : {}) });

/** Free text of at most `maxLength` characters. */
export const Text = (maxLength: number, description?: string) =>
  Type.String({ maxLength, ...(description ? { description } : {}) });

export const NullableText = (maxLength: number, description?: string) => Nullable(Text(maxLength, description));

export const NullableNumber = (description?: string) => Nullable(Type.Number(description ? { description } : {}));

/** A whole number within `[minimum, maximum]`, documented as int32 or int64 by its range. */
export const Int = (minimum: number, maximum: number, description?: string) =>
  Type.Integer({
    minimum,
    maximum,
    format: maximum > 2 ** 31 - 1 || minimum < -(2 ** 31) ? 'int64' : 'int32',
    ...(description ? { description } : {}),
  });

export const NullableInt = (minimum: number, maximum: number, description?: string) =>
  Nullable(Int(minimum, maximum, description));

// Numbers a request may carry. Every one has both bounds, documented in the OpenAPI documents and held
// again by a CHECK on its column (migration 0018): a number no wider than its kind can neither overflow
// a sum nor break an answer that reads it. A number that is not finite (1e309) is refused before any
// schema, in src/http/validation.ts. A new kind of number adds its helper here.

/** The most money any API takes or stores, in the environment's currency: ten trillion (10^13). */
export const MONEY_MAX = 1e13;

/** An area in m2, or a rate per m2: at most a billion. */
export const MEASURE_MAX = 1e9;

/** A number within `[minimum, maximum]`, both given: a request's number is never unbounded. */
export const BoundedNumber = (minimum: number, maximum: number, description?: string) =>
  Type.Number({ minimum, maximum, ...(description ? { description } : {}) });

/** An amount of money, 0 to MONEY_MAX. */
export const Money = (description?: string) => BoundedNumber(0, MONEY_MAX, description);

/** A signed amount of money (a surplus, positive, or a shortfall, negative), within MONEY_MAX either side of 0. */
export const SignedMoney = (description?: string) => BoundedNumber(-MONEY_MAX, MONEY_MAX, description);

/** An area in m2 or a cost per m2, 0 to MEASURE_MAX. */
export const Measure = (description?: string) => BoundedNumber(0, MEASURE_MAX, description);

/** A WGS84 latitude, -90 to 90. */
export const Latitude = (description?: string) => BoundedNumber(-90, 90, description);

/** A WGS84 longitude, -180 to 180. */
export const Longitude = (description?: string) => BoundedNumber(-180, 180, description);

export const NullableTimestamp = (description?: string) => Nullable(TimestampOut(description));

/** A value of one of a closed set of strings (a vocabulary of the contract). */
export const OneOf = <T extends string>(values: readonly T[], description?: string) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], ...(description ? { description } : {}) });

/** A project status (D-39), as both APIs and the import contract take and show it. */
export const ProjectStatus = (description?: string) => OneOf(PROJECT_STATUSES, description);
