import Type from 'typebox';
import { Text } from '../../domain/json-schema.ts';

export const Rotated = Type.Object({ kid: Text(100, 'The new signing key’s id (JWK thumbprint)') });
