import Type from 'typebox';
import { Int, Text, TimestampOut } from '../../domain/json-schema.ts';
import { IdNumber } from '../../http/ids.ts';
import { Name } from '../schemas.ts';

export const Community = Type.Object({
  id: IdNumber(),
  name: Text(200),
  min_group_size: Int(2, 1000),
  created_at: TimestampOut(),
});
export const CommunityCreate = Type.Object(
  { name: Name(), min_group_size: Type.Optional(Int(2, 1000, 'The k-anonymity floor (default 5)')) },
  { additionalProperties: false },
);

export const Environment = Type.Object({
  id: IdNumber(),
  name: Text(200),
  currency: Type.String({ pattern: '^[A-Z]{3}$', maxLength: 3 }),
  community_ids: Type.Array(IdNumber(), { maxItems: 100 }),
  created_at: TimestampOut(),
});
export const EnvironmentCreate = Type.Object(
  {
    name: Name(),
    currency: Type.Optional(Type.String({ pattern: '^[A-Z]{3}$', maxLength: 3, description: 'ISO 4217 code; default GBP' })),
    community_ids: Type.Optional(Type.Array(IdNumber(), { maxItems: 100 })),
  },
  { additionalProperties: false },
);
export const CommunityJoin = Type.Object({ community_id: IdNumber() }, { additionalProperties: false });

export const PlatformKeyCreate = Type.Object({ name: Name() }, { additionalProperties: false });
export const PlatformKeyCreated = Type.Object({
  id: IdNumber(),
  key: Text(60, 'The secret, shown once'),
  name: Text(200),
  key_prefix: Text(20),
  created_at: TimestampOut(),
});
