import assert from 'node:assert/strict';
import { Ajv } from 'ajv';
import type { LightMyRequestResponse } from 'fastify';
import type { Database } from '../../src/db/database.ts';
import type { Listener } from '../../src/http/listener.ts';
import { addFormats } from '../../src/http/validation.ts';
import { json } from './app.ts';

// The numbers no API may take, sent to every numeric member of every documented request body (nested
// members and array items included) and to every numeric query and path parameter, each in an otherwise
// valid request: the shared security suites of the three listeners (test/platform/numbers.test.ts,
// test/data-api/numbers.test.ts, test/admin/numbers.test.ts) drive them. The operations and their
// members come from the listener's own OpenAPI document, so a route documented later is driven at once.

/**
 * As JSON text: beyond a double (JSON reads them as ±Infinity: 1e309, -1e309, a 400-digit integer), and
 * finite but beyond any documented bound (±1e308). JSON.stringify cannot write the first kind, so bodies
 * are sent as text.
 */
export const BAD_NUMBERS = ['1e309', '-1e309', '1e308', '-1e308', `1${'0'.repeat(399)}`] as const;
const NOT_FINITE = new Set<string>(['1e309', '-1e309', `1${'0'.repeat(399)}`]);

interface Schema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minItems?: number;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  'x-record-id'?: unknown;
}
interface Parameter {
  in: string;
  name: string;
  schema: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}
export interface NumbersDoc {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

function resolve(doc: NumbersDoc, schema: Schema): Schema {
  if (schema.$ref) return resolve(doc, doc.components?.schemas?.[schema.$ref.split('/').pop()!.replace(/#$/, '')] ?? {});
  return schema;
}

const typesOf = (s: Schema) => (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []);
const isNumeric = (s: Schema) => typesOf(s).some((t) => t === 'number' || t === 'integer');

/** A step into a body: a member of an object, or the first item of an array. */
type Step = { member: string } | { item: true };

/** Every numeric member of a schema, by its steps from the root (through refs, unions and arrays). */
function numericMembers(doc: NumbersDoc, schema: Schema, steps: Step[] = [], refs: string[] = []): Step[][] {
  if (schema.$ref) {
    // A schema that holds itself (a document block's children) is walked once down each ref.
    if (refs.includes(schema.$ref)) return [];
    refs = [...refs, schema.$ref];
  }
  const s = resolve(doc, schema);
  if (isNumeric(s)) return [steps];
  const out: Step[][] = [];
  for (const [name, member] of Object.entries(s.properties ?? {})) out.push(...numericMembers(doc, member, [...steps, { member: name }], refs));
  if (s.items) out.push(...numericMembers(doc, s.items, [...steps, { item: true }], refs));
  for (const part of [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])]) out.push(...numericMembers(doc, part, steps, refs));
  return out;
}

/** The field a validation error names for these steps (`facility[0].amount`, `[0].budget`), as src/http/validation.ts writes it. */
function fieldOf(steps: Step[]): string {
  let out = '';
  for (const step of steps) out += 'item' in step ? '[0]' : out ? `.${step.member}` : step.member;
  return out;
}

/** A number its schema takes. */
function validNumber(s: Schema): number {
  const integer = typesOf(s).includes('integer');
  let n = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + (integer ? 1 : 0.5) : 0);
  if (s.maximum !== undefined && n > s.maximum) n = s.maximum;
  return integer ? Math.ceil(n) : n;
}

/** Text a string schema takes, for a required member on the way to a number. */
function validText(s: Schema): string {
  if (s.format === 'date-time') return '2026-01-01T00:00:00Z';
  if (s.format === 'date') return '2026-01-01';
  if (s.format === 'email') return 'someone@example.com';
  if (s.format === 'uri') return 'https://example.com/';
  const candidates = ['x'.repeat(Math.max(1, s.minLength ?? 1)), '1', 'SW1A 1AA', '#000000'];
  const found = candidates.find((c) => !s.pattern || new RegExp(s.pattern, 'u').test(c));
  assert.ok(found !== undefined, `no example text for the pattern ${s.pattern}: add one to validText`);
  return found;
}

/** The least value a schema takes: its required members, each the least it takes. */
function minimal(doc: NumbersDoc, schema: Schema): unknown {
  const s = resolve(doc, schema);
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum.find((v) => v !== null);
  const alternatives = [...(s.anyOf ?? []), ...(s.oneOf ?? [])];
  if (alternatives.length > 0) return minimal(doc, alternatives[0]!);
  const types = typesOf(s);
  if (types.includes('object') || s.properties) {
    return Object.fromEntries((s.required ?? []).map((name) => [name, minimal(doc, s.properties?.[name] ?? {})]));
  }
  if (types.includes('array')) return Array.from({ length: s.minItems ?? 0 }, () => minimal(doc, s.items ?? {}));
  if (types.includes('string')) return validText(s);
  if (isNumeric(s)) return validNumber(s);
  if (types.includes('boolean')) return false;
  return null;
}

/** The schema reached by one step (through refs and unions). */
function stepInto(doc: NumbersDoc, schema: Schema, step: Step): Schema {
  const s = resolve(doc, schema);
  const found = 'item' in step ? s.items : s.properties?.[step.member];
  if (found) return found;
  for (const part of [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])]) {
    const inner = resolve(doc, part);
    if ('item' in step ? inner.items : inner.properties?.[step.member]) return stepInto(doc, part, step);
  }
  throw new Error(`no schema for ${JSON.stringify(step)}`);
}

/** `value` (or the least value of `schema` where it has none) with `leaf` at the end of `steps`. */
function placed(doc: NumbersDoc, schema: Schema, value: unknown, steps: Step[], leaf: unknown): unknown {
  if (steps.length === 0) return leaf;
  const [step, ...rest] = steps as [Step, ...Step[]];
  const inner = stepInto(doc, schema, step);
  if ('item' in step) {
    const items = Array.isArray(value) && value.length > 0 ? [...(value as unknown[])] : [minimal(doc, inner)];
    items[0] = placed(doc, inner, items[0], rest, leaf);
    return items;
  }
  const object = typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...(value as object) } : (minimal(doc, schema) as object);
  const members = object as Record<string, unknown>;
  members[step.member] = placed(doc, inner, members[step.member], rest, leaf);
  return members;
}

/** What a suite says about an operation: its URL (a valid one) and a valid body, or null to leave it out. */
export interface OperationBase {
  url: string;
  body?: unknown;
}

export interface NumberCase {
  /** `POST /reports/drawdown body facility[0].amount` */
  what: string;
  /** The field the 400 names. */
  field: string;
  /** A JSON body, a query or a path. */
  where: 'body' | 'query' | 'path';
  /** The request with `text` as the number: JSON text in a body, or a parameter's value. */
  request(text: string): { method: string; url: string; payload?: string };
}

const MARKER = '"<the number>"';

/**
 * Every numeric member of every documented operation's JSON body, and every numeric query and path
 * parameter (record ids aside: test/http/ids.test.ts sends them their own odd spellings), each as a case
 * in an otherwise valid request. `base` gives an operation's valid URL and body (undefined: the least
 * body its schema takes); each body is checked against the document with a valid number in the place.
 */
export function numberCases(doc: NumbersDoc, base: (method: string, path: string) => OperationBase | null): NumberCase[] {
  const ajv = addFormats(new Ajv({ strict: false, allErrors: true }));
  const cases: NumberCase[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [lower, operation] of Object.entries(operations)) {
      const method = lower.toUpperCase();
      const schema = operation.requestBody?.content['application/json']?.schema;
      const numericParameters = (operation.parameters ?? []).filter((p) => (p.in === 'query' || p.in === 'path') && isNumeric(resolve(doc, p.schema)) && !p.schema['x-record-id']);
      const members = schema ? numericMembers(doc, schema) : [];
      if (members.length === 0 && numericParameters.length === 0) continue;
      const given = base(method, path);
      if (!given) continue;
      const body = schema ? (given.body ?? minimal(doc, schema)) : undefined;
      const validate = schema ? ajv.compile({ allOf: [schema], components: doc.components ?? {} }) : null;
      for (const steps of members) {
        const leaf = resolve(doc, steps.reduce<Schema>((s, step) => stepInto(doc, s, step), schema!));
        const valid = placed(doc, schema!, body, steps, validNumber(leaf));
        assert.ok(validate!(valid), `${method} ${path}: the body for ${fieldOf(steps)} is not valid but for its number: ${ajv.errorsText(validate!.errors)}`);
        const text = JSON.stringify(placed(doc, schema!, body, steps, JSON.parse(MARKER)));
        cases.push({
          what: `${method} ${path} body ${fieldOf(steps)}`,
          field: fieldOf(steps),
          where: 'body',
          request: (number) => ({ method, url: given.url, payload: text.replace(MARKER, number) }),
        });
      }
      const payload = body === undefined ? undefined : JSON.stringify(body);
      for (const parameter of numericParameters) {
        cases.push({
          what: `${method} ${path} ${parameter.in} ${parameter.name}`,
          field: parameter.name,
          where: parameter.in as 'query' | 'path',
          request: (number) => {
            const url = new URL(given.url, 'http://service');
            if (parameter.in === 'query') url.searchParams.set(parameter.name, number);
            else {
              const at = path.split('/').indexOf(`{${parameter.name}}`);
              url.pathname = url.pathname.split('/').map((segment, i) => (i === at ? number : segment)).join('/');
            }
            return { method, url: `${url.pathname}${url.search}`, ...(payload === undefined ? {} : { payload }) };
          },
        });
      }
    }
  }
  return cases;
}

/**
 * Fastify's router refuses a path segment longer than this before any route is found: 414, in a body of
 * its own (not D-18's: it has a `code` and repeats the path), which a listener does not change.
 */
const MAX_PARAM_LENGTH = 100;

/**
 * Sends every case with every bad number and asserts 400 in the error body naming the field (`must be a
 * finite number` for one beyond a double); a path segment longer than the router takes is its 414.
 * Answers the requests sent.
 */
export async function refuseEveryBadNumber(app: Listener, headers: Record<string, string>, cases: NumberCase[]): Promise<number> {
  let sent = 0;
  for (const c of cases) {
    for (const number of BAD_NUMBERS) {
      const { method, url, payload } = c.request(number);
      const res: LightMyRequestResponse = await app.inject({
        method: method as 'GET',
        url,
        headers: { ...headers, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(payload === undefined ? {} : { payload }),
      });
      sent += 1;
      const what = `${c.what} = ${number.slice(0, 8)}`;
      if (c.where === 'path' && number.length > MAX_PARAM_LENGTH) {
        assert.equal(res.statusCode, 414, `${what}: ${res.body.slice(0, 200)}`);
        continue;
      }
      assert.equal(res.statusCode, 400, `${what}: ${res.body}`);
      const body = json<{ statusCode: number; message: string; error: string }>(res);
      assert.deepEqual(Object.keys(body).sort(), ['error', 'message', 'statusCode'], what);
      assert.equal(body.error, 'Bad Request', what);
      assert.ok(body.message.startsWith(`${c.field}: `), `${what}: the message names ${c.field}: ${body.message}`);
      if (NOT_FINITE.has(number)) assert.equal(body.message, `${c.field}: must be a finite number`, what);
    }
  }
  return sent;
}

/**
 * A digest of every row of every table, by table, so that a suite shows that nothing stored changed
 * (not only that no row was added): `except` names tables that change on every request by design.
 */
export async function storedDigest(db: Database, except: string[] = []): Promise<Record<string, string>> {
  const tables = await db.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`,
  );
  const names = tables.map((t) => t.name).filter((n) => !except.includes(n));
  const [row] = await db.query<Record<string, string>>(
    `select ${names.map((n) => `(select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from ${n} t) as ${n}`).join(', ')}`,
  );
  return row!;
}
