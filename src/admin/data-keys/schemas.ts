import Type from 'typebox';
import type { DataKeyRow } from '../../db/repositories/keys.ts';
import { DATA_SCOPES, effectiveState, QUOTA_PERIODS } from '../../domain/data-keys.ts';
import { Int, Nullable, NullableTimestamp, OneOf, OptionalNullable, Text, Timestamp, TimestampOut } from '../../domain/json-schema.ts';
import { IdString, RecordId } from '../../http/ids.ts';
import { Name } from '../schemas.ts';

export const KeyParams = Type.Object({ id: RecordId('Data API key id') });

const Throttle = Type.Object(
  {
    rate_limit_per_second: Type.Number({ exclusiveMinimum: 0, maximum: 100_000 }),
    burst_limit: Int(1, 1_000_000),
  },
  { additionalProperties: false },
);
const Quota = Type.Object(
  { limit: Int(0, 1e12), period: OneOf(QUOTA_PERIODS) },
  { additionalProperties: false },
);
const Scopes = () => Type.Array(OneOf(DATA_SCOPES), { maxItems: 10, uniqueItems: true });

export const DataKeyCreate = Type.Object(
  {
    name: Name(),
    scopes: Type.Optional(Scopes()),
    throttle: OptionalNullable(Throttle),
    quota: OptionalNullable(Quota),
    expires_at: OptionalNullable(Timestamp()),
  },
  { additionalProperties: false },
);
export const DataKeyPatch = Type.Object(
  {
    name: Type.Optional(Name()),
    scopes: Type.Optional(Scopes()),
    throttle: OptionalNullable(Throttle),
    quota: OptionalNullable(Quota),
    expires_at: OptionalNullable(Timestamp()),
  },
  { additionalProperties: false, minProperties: 1 },
);

const STATES = ['active', 'deactivated', 'revoked', 'expired'] as const;

export const DataKey = Type.Object({
  id: IdString(),
  environment_id: IdString(),
  name: Text(200),
  key_prefix: Text(20),
  scopes: Type.Array(OneOf(DATA_SCOPES), { maxItems: 10 }),
  state: OneOf(STATES),
  throttle: Nullable(Type.Object({ rate_limit_per_second: Type.Number(), burst_limit: Int(1, 1_000_000) })),
  quota: Nullable(Type.Object({ limit: Int(0, 1e12), period: OneOf(QUOTA_PERIODS) })),
  expires_at: NullableTimestamp(),
  created_at: TimestampOut(),
  updated_at: TimestampOut(),
});
export const DataKeyCreated = Type.Object({
  ...DataKey.properties,
  key: Text(60, 'Shown once'),
});
export const DataKeyStateChange = Type.Object({ id: IdString(), state: OneOf(STATES) });
export const DataKeyUsage = Type.Object({
  id: IdString(),
  total: Int(0, Number.MAX_SAFE_INTEGER),
  days: Type.Array(
    Type.Object({ day: Type.String({ format: 'date', maxLength: 10 }), requests: Int(0, Number.MAX_SAFE_INTEGER) }),
    { maxItems: 100_000 },
  ),
});

/** A Data API key as the operator sees it (D-16): ids as strings, its state at `now`, never the secret. */
export function dataKeyOf(row: DataKeyRow, now: Date) {
  const expiresAt = row.expires_at === null ? null : new Date(row.expires_at);
  return {
    id: String(row.id),
    environment_id: String(row.environment_id),
    name: row.name,
    key_prefix: row.key_prefix,
    scopes: row.scopes,
    state: effectiveState(row.state, expiresAt, now),
    throttle:
      row.throttle_rate_per_second === null
        ? null
        : { rate_limit_per_second: row.throttle_rate_per_second, burst_limit: row.throttle_burst! },
    quota: row.quota_limit === null ? null : { limit: row.quota_limit, period: row.quota_period! },
    expires_at: row.expires_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** A key's metered requests per UTC day, and their sum. */
export function dataKeyUsageOf({ key, days }: { key: DataKeyRow; days: { day: string; request_count: number }[] }) {
  return {
    id: String(key.id),
    total: days.reduce((sum, d) => sum + d.request_count, 0),
    days: days.map((d) => ({ day: d.day, requests: d.request_count })),
  };
}
