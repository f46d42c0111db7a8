import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { unstorableValue } from '../../src/http/validation.ts';
import type { Listener } from '../../src/http/listener.ts';
import { json } from '../helpers/app.ts';
import { type DataFixture, dataFixture } from '../helpers/data-api.ts';
import { openApiOf } from '../helpers/openapi.ts';
import { environmentWithUsers } from '../helpers/platform.ts';
import { BACKENDS } from '../helpers/storage.ts';

// Text PostgreSQL cannot store (NUL, an unpaired UTF-16 surrogate) is bad input in
// every string of every body and query, on every documented operation of the three listeners: 400 naming
// the field (a malformed Data API id stays the absent record's 404, D-32), never a 5xx. The operations,
// their body members and their parameters come from the listeners' own OpenAPI documents, so a new route
// is driven as soon as it is documented.

type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};
interface Operation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}
interface Doc {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

/** The bad values, each in several places of a string; a fixed, seeded pick per field. */
const BAD = ['a\u0000b', '\u0000', 'x\ud800', '\udc00y', 'ok \ud83d', 'end\u0000'];

function seeded(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1_664_525 + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

function resolve(doc: Doc, schema: Schema): Schema {
  if (schema.$ref) return resolve(doc, doc.components?.schemas?.[schema.$ref.split('/').pop()!] ?? {});
  return schema;
}

/** The members of an object schema (through refs and unions), by name. */
function membersOf(doc: Doc, schema: Schema): Record<string, Schema> {
  const s = resolve(doc, schema);
  const out: Record<string, Schema> = { ...(s.properties ?? {}) };
  for (const part of [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])]) Object.assign(out, membersOf(doc, part));
  return out;
}

/** The item schema of an array member (through refs and unions), or null. */
function itemsOf(doc: Doc, schema: Schema): Schema | null {
  const s = resolve(doc, schema);
  if (s.items) return s.items;
  for (const part of [...(s.anyOf ?? []), ...(s.oneOf ?? [])]) {
    const items = itemsOf(doc, part);
    if (items) return items;
  }
  return null;
}

interface Target {
  build: (bad: string) => unknown;
  field: string;
}

/** Every place a bad string can go, down to `depth` levels: each member, array element and nested member. */
function targets(doc: Doc, schema: Schema, depth: number): Target[] {
  const out: Target[] = [];
  for (const [name, member] of Object.entries(membersOf(doc, schema))) {
    out.push({ build: (bad) => ({ [name]: bad }), field: name });
    if (depth === 0) continue;
    const items = itemsOf(doc, member);
    if (items) {
      out.push({ build: (bad) => ({ [name]: ['fine', bad] }), field: `${name}[1]` });
      for (const inner of targets(doc, items, depth - 1)) {
        out.push({ build: (bad) => ({ [name]: [inner.build(bad)] }), field: `${name}[0].${inner.field}` });
      }
    }
    for (const inner of targets(doc, member, depth - 1)) {
      out.push({ build: (bad) => ({ [name]: inner.build(bad) }), field: `${name}.${inner.field}` });
    }
  }
  return out;
}

/** The bodies to send, each with the field its answer must name; the bad values are seeded picks. */
function bodyTargets(doc: Doc, schema: Schema, pick: () => number): { body: unknown; field: string }[] {
  const bad = () => BAD[Math.floor(pick() * BAD.length)]!;
  // Two variants of each place: NUL or a lone surrogate, at the start, middle or end of the text.
  const out = targets(doc, schema, 3).flatMap((t) => [
    { body: t.build(bad()), field: t.field },
    { body: t.build(bad()), field: t.field },
  ]);
  out.push({ body: { ['bad\u0000name']: 1 }, field: 'body' });
  return out;
}

interface Tally {
  operations: number;
  requests: number;
  fiveHundreds: string[];
}

function check(tally: Tally, what: string, res: LightMyRequestResponse, field: string, allow404: boolean) {
  tally.requests += 1;
  if (res.statusCode >= 500) tally.fiveHundreds.push(`${what}: ${res.statusCode} ${res.body}`);
  if (allow404 && res.statusCode === 404) return;
  assert.equal(res.statusCode, 400, `${what}: ${res.body}`);
  const body = json<{ statusCode: number; message: string; error: string }>(res);
  assert.equal(body.error, 'Bad Request', what);
  assert.ok(body.message.startsWith(`${field}:`), `${what}: the message names ${field}: ${body.message}`);
  assert.ok(unstorableValue(body.message) === null, `${what}: the message does not repeat the bad text`);
}

/** Drives every documented operation of a listener with bad text in each body member and parameter. */
async function drive(app: Listener, headers: Record<string, string>, seed: number, dataApi: boolean): Promise<Tally> {
  const doc = (await openApiOf(app, headers)) as unknown as Doc;
  const pick = seeded(seed);
  const tally: Tally = { operations: 0, requests: 0, fiveHundreds: [] };
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      tally.operations += 1;
      const params = operation.parameters ?? [];
      const pathParams = params.filter((p) => p.in === 'path').map((p) => p.name);
      const urlWith = (bad: Record<string, string> = {}) =>
        path.replace(/\{([^}]+)\}/g, (_, name: string) => bad[name] ?? '1');
      const send = (url: string, payload?: unknown) =>
        app.inject({
          method: method.toUpperCase() as 'GET',
          url,
          headers: { ...headers, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
          ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
        });
      const what = `${method.toUpperCase()} ${path}`;

      const schema = operation.requestBody?.content['application/json']?.schema;
      if (schema) {
        for (const { body, field } of bodyTargets(doc, schema, pick)) {
          check(tally, `${what} body ${field}`, await send(urlWith(), body), field, false);
        }
      }
      for (const query of params.filter((p) => p.in === 'query')) {
        const value = encodeURIComponent(BAD[Math.floor(pick() * 2)]!); // NUL: a query arrives as UTF-8
        const res = await send(`${urlWith()}?${query.name}=${value}`, schema ? {} : undefined);
        check(tally, `${what} ?${query.name}`, res, query.name, dataApi);
      }
      for (const name of pathParams) {
        const res = await send(urlWith({ [name]: 'a%00b' }), schema ? {} : undefined);
        check(tally, `${what} path ${name}`, res, name, dataApi);
      }
    }
  }
  return tally;
}

describe('unstorableValue', () => {
  it('finds NUL and unpaired surrogates anywhere, and nothing in well-formed text', () => {
    assert.equal(unstorableValue({ a: ['ok', { b: 'caf\u00e9 \ud83c\udfd7\ufe0f \u2028 \uffff' }] }), null);
    assert.equal(unstorableValue({ a: [1, true, null, { b: 'x\u0000' }] })?.instancePath, '/a/3/b');
    assert.equal(unstorableValue({ 'a/b': '\ud800' })?.instancePath, '/a~1b');
    assert.equal(unstorableValue('\udfff')?.instancePath, '');
    assert.equal(unstorableValue({ n: { ['\u0000']: 1 } })?.instancePath, '/n');
  });

  it('finds a number that is not finite anywhere, and nothing in finite ones', () => {
    assert.equal(unstorableValue({ a: [0, -0, 1e308, -1e308, 5e-324, { b: Number.MAX_VALUE }] }), null);
    // What JSON.parse makes of 1e309 and of a 400-digit integer.
    assert.equal(JSON.parse(`{"n": 1${'0'.repeat(399)}}`).n, Infinity);
    const found = unstorableValue(JSON.parse('{"aggregate": {"amount": 1}, "facility": [{"amount": 2}, {"amount": -1e309}]}'));
    assert.deepEqual([found?.instancePath, found?.message], ['/facility/1/amount', 'must be a finite number']);
    assert.equal(unstorableValue(NaN)?.instancePath, '');
    assert.equal(unstorableValue({ 'a/b': [Infinity] })?.instancePath, '/a~1b/0');
  });
});

for (const backend of BACKENDS) {
  describe(`no 5xx from unstorable text, on every documented operation (${backend.name})`, () => {
    let f: DataFixture;
    let platform: Listener;
    let adminToken: string;

    before(async () => {
      f = await dataFixture(backend);
      const { buildListener } = await import('../../src/http/listener.ts');
      const { platformListener } = await import('../../src/platform/index.ts');
      platform = await buildListener(platformListener, f.t.ctx);
      await platform.ready();
      adminToken = (await environmentWithUsers({ ...f.t, app: platform }, 'Fuzzed')).users.ADMIN.token;
    });
    after(async () => {
      await platform.close();
      await f.close();
    });

    it('answers 400 naming the field on the Platform API', async (t) => {
      const tally = await drive(platform, { authorization: `Bearer ${adminToken}` }, 10, false);
      t.diagnostic(`Platform API: ${tally.operations} operations, ${tally.requests} requests, ${tally.fiveHundreds.length} 5xx`);
      assert.deepEqual(tally.fiveHundreds, []);
      assert.ok(tally.operations >= 15 && tally.requests >= 300, `${tally.requests} requests`);
    });

    it('answers 400 naming the field (404 for a malformed id) on the Data API', async (t) => {
      const tally = await drive(f.data, { 'x-api-key': f.keys.full }, 20, true);
      t.diagnostic(`Data API: ${tally.operations} operations, ${tally.requests} requests, ${tally.fiveHundreds.length} 5xx`);
      assert.deepEqual(tally.fiveHundreds, []);
      assert.ok(tally.operations >= 10 && tally.requests >= 10, `${tally.requests} requests`);
    });

    it('answers 400 naming the field on the admin API', async (t) => {
      const tally = await drive(f.admin, { authorization: `Bearer ${f.t.operatorToken}` }, 30, false);
      t.diagnostic(`admin API: ${tally.operations} operations, ${tally.requests} requests, ${tally.fiveHundreds.length} 5xx`);
      assert.deepEqual(tally.fiveHundreds, []);
      assert.ok(tally.operations >= 14 && tally.requests >= 300, `${tally.requests} requests`);
    });

    it('answers a body nested deeper than any call stack with 400, not 500', async () => {
      // 6,000 levels: deeper than a recursive walk of the body survives here, and still within what the JSON
      // parser takes on this listener.
      const nested = `${'['.repeat(6_000)}"x\\u0000"${']'.repeat(6_000)}`;
      const res = await f.admin.inject({
        method: 'POST',
        url: '/admin/communities',
        headers: { authorization: `Bearer ${f.t.operatorToken}`, 'content-type': 'application/json' },
        payload: `{"name":${nested}}`,
      });
      assert.equal(res.statusCode, 400, res.body.slice(0, 200));
      const message = json<{ message: string }>(res).message;
      assert.ok(message.startsWith(`name${'[0]'.repeat(6_000)}:`), `names the bad text: ${message.slice(-80)}`);
    });

    it('still stores well-formed text of every plane (accents, emoji, line separators)', async () => {
      const name = 'Caf\u00e9 \ud83c\udfd7\ufe0f \u2028 \u05e9\u05dc\u05d5\u05dd';
      const res = await platform.inject({
        method: 'POST',
        url: '/projects',
        headers: { authorization: `Bearer ${adminToken}` },
        payload: { name, project_reference: 'UNICODE-1' },
      });
      assert.equal(res.statusCode, 201, res.body);
      assert.equal(json<{ name: string }>(res).name, name);
    });
  });
}
