import Type from 'typebox';
import { QUOTA_PERIODS } from '../../domain/data-keys.ts';
import { Nullable, OneOf, TimestampOut } from '../../domain/json-schema.ts';
import { IdString } from '../../http/ids.ts';

export const QuotaStatus = Type.Object(
  {
    api_key_id: IdString(),
    environment_id: IdString(),
    scopes: Type.Array(Type.String()),
    quota: Nullable(
      Type.Object({
        used: Type.Integer(),
        limit: Type.Integer(),
        remaining: Type.Integer(),
        resets_at: TimestampOut(),
        period: OneOf(QUOTA_PERIODS),
      }),
    ),
    throttle: Nullable(Type.Object({ rate_limit_per_second: Type.Number(), burst_limit: Type.Integer() })),
  },
  { description: 'SPEC "Data API: Quota status"' },
);
