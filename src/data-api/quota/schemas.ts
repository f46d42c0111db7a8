import Type from 'typebox';
import { DATA_SCOPES, QUOTA_PERIODS } from '../../domain/data-keys.ts';
import { Int, Nullable, OneOf, TimestampOut } from '../../domain/json-schema.ts';
import { IdString } from '../../http/ids.ts';

export const QuotaStatus = Type.Object(
  {
    api_key_id: IdString(),
    environment_id: IdString(),
    scopes: Type.Array(OneOf(DATA_SCOPES), { maxItems: DATA_SCOPES.length }),
    quota: Nullable(
      Type.Object({
        used: Int(0, 1e12),
        limit: Int(0, 1e12),
        remaining: Int(0, 1e12),
        resets_at: TimestampOut(),
        period: OneOf(QUOTA_PERIODS),
      }),
    ),
    throttle: Nullable(Type.Object({ rate_limit_per_second: Type.Number(), burst_limit: Int(1, 1_000_000) })),
  },
  { description: 'The key’s scopes, quota and throttle' },
);
