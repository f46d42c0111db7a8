import Type from 'typebox';
import { DATA_SCOPES, QUOTA_PERIODS } from '../domain/data-keys.ts';
import { Nullable, OptionalNullable, Timestamp, TimestampOut } from '../schemas/common.ts';

/** Path ids: digits only, within int64. */
export const Id = () => Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });
const Name = () => Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' });

export const Community = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  min_group_size: Type.Integer(),
  created_at: TimestampOut(),
});
export const CommunityCreate = Type.Object(
  { name: Name(), min_group_size: Type.Optional(Type.Integer({ minimum: 2, maximum: 1000 })) },
  { additionalProperties: false },
);

export const Environment = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  currency: Type.String(),
  community_ids: Type.Array(Type.Integer()),
  created_at: TimestampOut(),
});
export const EnvironmentCreate = Type.Object(
  {
    name: Name(),
    currency: Type.Optional(
      Type.String({ pattern: '^[A-Z]{3}$', description: 'ISO 4217 code; default GBP' }),
    ),
    community_ids: Type.Optional(Type.Array(Id(), { maxItems: 100 })),
  },
  { additionalProperties: false },
);
export const CommunityJoin = Type.Object({ community_id: Id() }, { additionalProperties: false });

export const User = Type.Object({
  id: Type.Integer(),
  environment_id: Type.Integer(),
  email: Type.String(),
  name: Type.String(),
  role: Type.String(),
  created_at: TimestampOut(),
});
export const UserCreate = Type.Object(
  {
    email: Type.String({ format: 'email', maxLength: 254 }),
    name: Name(),
    password: Type.String({ minLength: 12, maxLength: 200, description: 'At least 12 characters' }),
    role: Type.Enum(['ADMIN', 'MEMBER', 'VIEWER']),
  },
  { additionalProperties: false },
);
export const Assignment = Type.Object({
  user_id: Type.Integer(),
  project_id: Type.Integer(),
  created_at: TimestampOut(),
});
export const AssignmentCreate = Type.Object({ project_id: Id() }, { additionalProperties: false });

export const PlatformKeyCreate = Type.Object({ name: Name() }, { additionalProperties: false });
export const PlatformKeyCreated = Type.Object({
  id: Type.Integer(),
  key: Type.String({ description: 'The secret, shown once' }),
  name: Type.String(),
  key_prefix: Type.String(),
  created_at: TimestampOut(),
});

const Throttle = Type.Object(
  {
    rate_limit_per_second: Type.Number({ exclusiveMinimum: 0, maximum: 100_000 }),
    burst_limit: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
  },
  { additionalProperties: false },
);
const Quota = Type.Object(
  { limit: Type.Integer({ minimum: 0, maximum: 1e12 }), period: Type.Enum([...QUOTA_PERIODS]) },
  { additionalProperties: false },
);
const Scopes = () => Type.Array(Type.Enum([...DATA_SCOPES]), { maxItems: 10, uniqueItems: true });

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
export const DataKey = Type.Object({
  id: Type.String(),
  environment_id: Type.String(),
  name: Type.String(),
  key_prefix: Type.String(),
  scopes: Type.Array(Type.String()),
  state: Type.Enum(['active', 'deactivated', 'revoked', 'expired']),
  throttle: Nullable(Type.Object({ rate_limit_per_second: Type.Number(), burst_limit: Type.Integer() })),
  quota: Nullable(Type.Object({ limit: Type.Integer(), period: Type.String() })),
  expires_at: Nullable(TimestampOut()),
  created_at: TimestampOut(),
  updated_at: TimestampOut(),
});
export const DataKeyCreated = Type.Object({
  ...DataKey.properties,
  key: Type.String({ description: 'Shown once' }),
});
export const DataKeyStateChange = Type.Object({ id: Type.String(), state: Type.String() });
export const DataKeyUsage = Type.Object({
  id: Type.String(),
  total: Type.Integer(),
  days: Type.Array(Type.Object({ day: Type.String({ format: 'date' }), requests: Type.Integer() })),
});

export const ImportResult = Type.Object({
  created: Type.Array(Type.Object({ id: Type.Integer(), project_reference: Type.String() })),
});
