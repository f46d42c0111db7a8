import { Ajv, type ErrorObject, type Options } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { Static, TSchema } from 'typebox';
import { InvalidInputError } from '../domain/errors.ts';

// ajv-formats is CommonJS; its default export arrives wrapped under Node's ESM loader.
type AddFormats = (ajv: Ajv) => Ajv;
export const addFormats: AddFormats =
  (addFormatsModule as unknown as { default: AddFormats }).default ??
  (addFormatsModule as unknown as AddFormats);

const shared: Options = {
  allErrors: false,
  strict: false,
  // Unknown members are an error, never silently dropped.
  removeAdditional: false,
  // Schemas are compiled one route at a time; one with an $id (ProjectImport) may appear in several.
  addUsedSchema: false,
  useDefaults: true,
  // Errors carry their schema, so that a schema's own `x-error` can say what a pattern means.
  verbose: true,
};

/** JSON bodies: types are what they are — a number sent as a string is an error. */
export const bodyAjv = addFormats(new Ajv({ ...shared, coerceTypes: false }));
/** Query strings and path parameters arrive as text and are coerced to the declared type. */
export const textAjv = addFormats(new Ajv({ ...shared, coerceTypes: 'array' }));

/** `/projects/3/postcode` → `projects[3].postcode`, under `root` when given. */
export function fieldPath(instancePath: string, root = ''): string {
  let out = root;
  for (const part of instancePath.split('/').filter(Boolean)) {
    out += /^\d+$/.test(part) ? `[${part}]` : out ? `.${part}` : part;
  }
  return out;
}

/** The field and the reason of one ajv error, e.g. `projects[2].name is required`. */
export function describeAjvError(e: ErrorObject, root: string): { field: string; reason: string } {
  let field = fieldPath(e.instancePath, root);
  let reason = e.message ?? 'is invalid';
  if (e.keyword === 'additionalProperties') {
    field = `${field ? `${field}.` : ''}${String(e.params.additionalProperty)}`;
    reason = 'is not a known member';
  } else if (e.keyword === 'required') {
    field = `${field ? `${field}.` : ''}${String(e.params.missingProperty)}`;
    reason = 'is required';
  } else if (typeof (e.parentSchema as { 'x-error'?: unknown } | undefined)?.['x-error'] === 'string') {
    reason = (e.parentSchema as { 'x-error': string })['x-error'];
  } else if (e.keyword === 'type') {
    reason = `must be ${String(e.params.type).split(',').join(' or ')}`;
  } else if (e.keyword === 'enum') {
    reason = `must be one of ${(e.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
  }
  return { field: field || root || '(root)', reason };
}

const compiled = new WeakMap<object, ReturnType<typeof bodyAjv.compile>>();

/** Validates a value against a schema outside HTTP (the demo seed, the CLI) with the body rules. */
export function assertSchema<T extends TSchema>(schema: T, value: unknown): asserts value is Static<T> {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = bodyAjv.compile(schema);
    compiled.set(schema, validate);
  }
  if (!validate(value)) {
    const { field, reason } = describeAjvError(validate.errors![0]!, '');
    throw new InvalidInputError(field, reason);
  }
}
