import Type from 'typebox';
import { DATA_SCOPES, QUOTA_PERIODS } from '../../domain/data-keys.ts';
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
