import Type from 'typebox';
import { Int, NullableText, OneOf, Text } from '../../domain/json-schema.ts';
import { IdNumber } from '../../http/ids.ts';

const KINDS = ['APPRAISAL', 'RISK'] as const;

export const InputSetting = Type.Object({
  id: IdNumber(),
  kind: OneOf(KINDS),
  input_field: Text(200, 'Machine name'),
  input_value: Text(200, 'Display label'),
  parent_id: Type.Unsafe<number | null>({ ...IdNumber(), type: ['integer', 'null'] }),
  position: Int(0, 1_000_000, 'Order among its siblings'),
});

export const InputSettingsQuery = Type.Object({ kind: Type.Optional(OneOf(KINDS)) });

export const Legend = Type.Object({
  id: IdNumber(),
  name: Text(100, 'e.g. Green'),
  description: NullableText(500),
  colour: Type.String({ pattern: '^#[0-9A-Fa-f]{6}$', maxLength: 7, description: 'e.g. #2E7D32' }),
});
