import { Ajv, type ErrorObject, type Options } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifyError, FastifySchemaCompiler } from 'fastify';
import type { Static, TSchema } from 'typebox';
import { InvalidInputError } from '../domain/errors.ts';
import { recordIdKeyword } from './ids.ts';

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
  // NaN and ±Infinity are not numbers of any schema: `strict: false` would otherwise let them pass `type`.
  strictNumbers: true,
};

/** JSON bodies: types are what they are — a number sent as a string is an error. */
const bodyAjv = addFormats(new Ajv({ ...shared, coerceTypes: false }));
/** Query strings and path parameters arrive as text and are coerced to the declared type. */
const textAjv = addFormats(new Ajv({ ...shared, coerceTypes: 'array' }));
textAjv.addKeyword(recordIdKeyword);

/** A character PostgreSQL cannot store in text (NUL), or half of a UTF-16 pair (checked further). */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const SUSPECT = /[\u0000\uD800-\uDFFF]/;
const UNSTORABLE = 'must not contain a NUL character (U+0000) or an unpaired UTF-16 surrogate';
const NOT_FINITE = 'must be a finite number';

const unstorable = (text: string): boolean => SUSPECT.test(text) && (text.includes('\u0000') || !text.isWellFormed());

/**
 * Where `value` holds what no column can store, as an ajv error at that place (a string, a member's name
 * or a number, at any depth), or null. PostgreSQL refuses NUL in text, and an unpaired surrogate has no
 * UTF-8 form. A JSON number beyond a double's range (1e309, a 400-digit integer) is read as ±Infinity,
 * which JSON cannot write back and which breaks every sum and every answer that reads it. Such a value is
 * bad input, whatever the field and whatever its schema allows.
 */
export function unstorableValue(value: unknown, at = ''): ErrorObject | null {
  const found = (keyword: string, instancePath: string, message: string): ErrorObject => ({ keyword, instancePath, schemaPath: '#', params: {}, message });
  // Depth first, in document order, with a stack of its own: a body nested deeper than the call stack
  // (JSON.parse takes any depth) is bad input, never a stack overflow.
  const stack: [unknown, string][] = [[value, at]];
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (unstorable(current)) return found('text', path, UNSTORABLE);
    } else if (typeof current === 'number') {
      if (!Number.isFinite(current)) return found('number', path, NOT_FINITE);
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push([current[i], `${path}/${i}`]);
    } else if (typeof current === 'object' && current !== null) {
      const members = Object.entries(current);
      for (const [name] of members) {
        if (unstorable(name)) return found('text', path, `must not have a member name that ${UNSTORABLE.slice(5)}`);
      }
      for (let i = members.length - 1; i >= 0; i--) {
        const [name, member] = members[i]!;
        stack.push([member, `${path}/${name.replaceAll('~', '~0').replaceAll('/', '~1')}`]);
      }
    }
  }
  return null;
}

type Validate = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };

/**
 * Fastify's validator for every listener and every part: bodies without coercion, text parts with it,
 * and in every part no text PostgreSQL cannot store (NUL, unpaired surrogates) and no number that is not
 * finite, each 400 naming the field like any other bad value: decided here once, so that no route can
 * pass such a value to the database. A body is checked for them before its schema (the answer names that
 * field, whatever else is wrong); query and path values after theirs, so that a malformed Data API id
 * stays the absent record's 404 (D-32). That later check is what refuses a number coerced from text:
 * ajv turns `1e309` into Infinity without its strictNumbers check, and its bounds pass over a number that
 * is not finite, so `?limit=1e309` passes the schema and is refused here.
 */
export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  const isBody = httpPart === 'body';
  const validate = (isBody ? bodyAjv : textAjv).compile(schema as object);
  const checked: Validate = (data) => {
    let found = isBody ? unstorableValue(data) : null;
    if (!found) {
      if (!validate(data)) {
        checked.errors = validate.errors ?? null;
        return false;
      }
      found = isBody ? null : unstorableValue(data);
    }
    checked.errors = found ? [found] : null;
    return found === null;
  };
  return checked as ReturnType<FastifySchemaCompiler<unknown>>;
};

/**
 * The validator of a context whose shared schemas (added with `addSchema`) a request schema may refer
 * to by `$id`, e.g. `{$ref: 'DocumentBlock#'}` for a block whose children are blocks. Each is added to
 * both validators once, under its $id: one $id names one schema in the whole service.
 */
export function validatorWith(shared: Record<string, object> = {}): FastifySchemaCompiler<unknown> {
  for (const schema of Object.values(shared)) {
    const id = (schema as { $id?: unknown }).$id;
    if (typeof id !== 'string') continue;
    for (const ajv of [bodyAjv, textAjv]) if (!ajv.getSchema(id)) ajv.addSchema(schema, id);
  }
  return validatorCompiler;
}

/** `/projects/3/postcode` → `projects[3].postcode`, under `root` when given. */
function fieldPath(instancePath: string, root = ''): string {
  let out = root;
  for (const escaped of instancePath.split('/').filter(Boolean)) {
    const part = escaped.replaceAll('~1', '/').replaceAll('~0', '~');
    out += /^\d+$/.test(part) ? `[${part}]` : out ? `.${part}` : part;
  }
  return out;
}

/** The field and the reason of one ajv error, e.g. `projects[2].name is required`. */
function describeAjvError(e: ErrorObject, root: string): { field: string; reason: string } {
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

/**
 * A malformed id in a Data API path or query: the 404 message of an absent record (D-32), or null for
 * any other failure.
 */
export function notFoundMessageOf(err: FastifyError): string | null {
  const first = err.validation?.[0] as ErrorObject | undefined;
  const message = (first?.parentSchema as { 'x-not-found'?: unknown } | undefined)?.['x-not-found'];
  return typeof message === 'string' ? message : null;
}

const PARTS: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'headers',
};

/** A request validation failure naming the field, e.g. `projects[2].name: is required`. */
export function describeValidationError(err: FastifyError): string {
  const first = err.validation?.[0] as ErrorObject | undefined;
  if (!first) return err.message;
  const { field, reason } = describeAjvError(first, '');
  return `${field === '(root)' ? (PARTS[err.validationContext ?? 'body'] ?? 'body') : field}: ${reason}`;
}

const compiled = new WeakMap<object, ReturnType<typeof bodyAjv.compile>>();

/** Validates a value against a schema outside HTTP with the body rules (the demo data set's test). */
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
