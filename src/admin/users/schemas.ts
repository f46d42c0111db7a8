import Type from 'typebox';
import { OneOf, Text, TimestampOut } from '../../domain/json-schema.ts';
import { ROLES } from '../../domain/roles.ts';
import { IdNumber, RecordId } from '../../http/ids.ts';
import { Name } from '../schemas.ts';

export const UserParams = Type.Object({ envId: RecordId('Environment id'), userId: RecordId('User id') });
export const AssignmentParams = Type.Object({
  envId: RecordId('Environment id'),
  userId: RecordId('User id'),
  projectId: RecordId('Project id'),
});

/** The rules of every password the operator sets, at creation and at a reset. */
const Password = () => Type.String({ minLength: 12, maxLength: 200, description: 'At least 12 characters' });

export const User = Type.Object({
  id: IdNumber(),
  environment_id: IdNumber(),
  email: Type.String({ format: 'email', maxLength: 254 }),
  name: Text(200),
  role: OneOf(ROLES),
  active: Type.Boolean({ description: 'False: deactivated, no sign-in, and every token refused' }),
  created_at: TimestampOut(),
  updated_at: TimestampOut(),
});
export const UserCreate = Type.Object(
  {
    email: Type.String({ format: 'email', maxLength: 254 }),
    name: Name(),
    password: Password(),
    role: OneOf(ROLES),
  },
  { additionalProperties: false },
);
export const UserPatch = Type.Object(
  {
    role: Type.Optional(OneOf(ROLES, 'Applies to the next request of the tokens already issued')),
    active: Type.Optional(
      Type.Boolean({ description: 'false ends every token issued so far and refuses sign-in; true allows sign-in again' }),
    ),
    password: Type.Optional(Password()),
  },
  { additionalProperties: false, minProperties: 1 },
);

export const Assignment = Type.Object({
  user_id: IdNumber(),
  project_id: IdNumber(),
  created_at: TimestampOut(),
});
export const AssignmentCreate = Type.Object({ project_id: IdNumber() }, { additionalProperties: false });
