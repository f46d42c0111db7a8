import assert from 'node:assert/strict';
import { Ajv, type ValidateFunction } from 'ajv';
import type { LightMyRequestResponse } from 'fastify';
import type { Listener } from '../../src/http/listener.ts';
import { addFormats } from '../../src/http/validation.ts';

interface OpenApi {
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content?: Record<string, { schema: object }> }> }>
  >;
  components?: { schemas?: Record<string, object> };
}

/**
 * The listener's own OpenAPI document, as served at /openapi.json, requested with `headers`: the admin
 * listener's takes the operator token like its other routes; the Platform's and the Data API's are public.
 */
export async function openApiOf(app: Listener, headers: Record<string, string> = {}): Promise<OpenApi> {
  const res = await app.inject({ method: 'GET', url: '/openapi.json', headers });
  assert.equal(res.statusCode, 200, res.body);
  return JSON.parse(res.body) as OpenApi;
}

/** Every documented operation as [method, OpenAPI path]. */
export function operations(doc: OpenApi): [string, string][] {
  return Object.entries(doc.paths).flatMap(([p, ops]) =>
    Object.keys(ops).map((m) => [m.toUpperCase(), p] as [string, string]),
  );
}

/**
 * Asserts a response has a documented status and a body of the documented shape (strict: no extra
 * members). A body of another documented media type (application/pdf) is only checked to be there.
 */
export function assertDocumented(
  doc: OpenApi,
  method: string,
  path: string,
  res: LightMyRequestResponse,
): void {
  const operation = doc.paths[path]?.[method.toLowerCase()];
  assert.ok(operation, `${method} ${path} is not documented`);
  const documented = operation.responses[String(res.statusCode)];
  assert.ok(documented, `${method} ${path} answered ${res.statusCode}, which is not documented: ${res.body}`);
  // No content documented, or 304 (which never has one, RFC 9110 §15.4.5): no body.
  if (!documented.content || res.statusCode === 304) {
    assert.equal(res.rawPayload.length, 0, `${method} ${path} ${res.statusCode} documents no body and sent one`);
    return;
  }
  // A file (a PDF): its media type documented, and a body; JSON bodies are checked against their schema.
  const mediaType = String(res.headers['content-type'] ?? '').split(';')[0]!.trim();
  if (mediaType !== 'application/json' && documented.content?.[mediaType]) {
    assert.ok(res.rawPayload.length > 0, `${method} ${path} ${res.statusCode} sent an empty ${mediaType}`);
    return;
  }
  const schema = documented.content?.['application/json']?.schema;
  assert.ok(schema, `${method} ${path} ${res.statusCode} has no documented JSON schema`);
  const validate = validatorOf(doc, `${method} ${path} ${res.statusCode}`, schema);
  const body = JSON.parse(res.body);
  if (!validate(body)) assert.fail(`${method} ${path} ${res.statusCode} body does not match the docs: ${new Ajv().errorsText(validate.errors)}`);
}

const validators = new WeakMap<OpenApi, Map<string, ValidateFunction>>();

/**
 * The validator of one documented response, compiled once per document: compiling is most of what a
 * check costs, and the security and access suites check thousands of answers of a few hundred responses.
 */
function validatorOf(doc: OpenApi, response: string, schema: object): ValidateFunction {
  let compiled = validators.get(doc);
  if (!compiled) validators.set(doc, (compiled = new Map()));
  let validate = compiled.get(response);
  if (!validate) {
    const ajv = addFormats(new Ajv({ strict: false, allErrors: true }));
    // Component references (#/components/schemas/…) resolve against this wrapper's root.
    validate = ajv.compile({ allOf: [schema], components: doc.components ?? {} });
    compiled.set(response, validate);
  }
  return validate;
}
