import Type from 'typebox';
import { Text } from '../../domain/json-schema.ts';
import { MAX_IMPORT_PROJECTS } from '../../domain/projects/import-contract.ts';
import { IdNumber } from '../../http/ids.ts';

export const ImportResult = Type.Object({
  created: Type.Array(Type.Object({ id: IdNumber(), project_reference: Text(200) }), { maxItems: MAX_IMPORT_PROJECTS }),
});
