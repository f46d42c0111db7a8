import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import spectralCore from '@stoplight/spectral-core';
import spectralParsers from '@stoplight/spectral-parsers';
import { bundleAndLoadRuleset } from '@stoplight/spectral-ruleset-bundler/with-loader';
import { fetch } from '@stoplight/spectral-runtime';
import type { ServiceName } from '../../src/config.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { openApiOf } from '../helpers/openapi.ts';
import { pglite } from '../helpers/storage.ts';

// The three OpenAPI documents lint clean with Spectral's OpenAPI rules and the OWASP API security rules
// (.spectral.yaml at the root, which turns off only what the contract contradicts), so that a route added
// later is born documented: an operation id, a description, its tag declared, every string, array and
// integer bounded, its 401, 429 and 500 with the rate limit's headers. Each document is named as a copy
// fetched from its listener would be, outside the repository, so that the findings are the ones
// `spectral lint` reports for such a copy: an override of .spectral.yaml keyed by a file's name does not
// reach it, and no rule is quietly off for one document.

// Both packages are CommonJS; their members arrive under `default` through Node's ESM loader.
const { Spectral, Document } = spectralCore as unknown as typeof import('@stoplight/spectral-core');
const { Json } = spectralParsers as unknown as typeof import('@stoplight/spectral-parsers');

const SEVERITY = ['error', 'warning', 'info', 'hint'];

describe('OpenAPI documents lint clean (.spectral.yaml: spectral:oas + OWASP)', () => {
  let spectral: InstanceType<typeof Spectral>;
  const apps: TestApp[] = [];
  before(async () => {
    spectral = new Spectral();
    const ruleset = path.join(import.meta.dirname, '..', '..', '.spectral.yaml');
    spectral.setRuleset(await bundleAndLoadRuleset(ruleset, { fs, fetch }));
  });
  after(async () => {
    for (const app of apps) await app.close();
  });

  for (const listener of ['platform', 'data', 'admin'] as ServiceName[]) {
    it(`the ${listener} document has no finding of any severity`, async () => {
      const t = await buildTestApp(pglite, listener);
      apps.push(t);
      const doc = await openApiOf(t.app, { authorization: `Bearer ${t.operatorToken}` });
      assert.ok(Object.keys(doc.paths).length > 3, 'the document lists the routes');
      const copy = path.join(os.tmpdir(), 'pcas-openapi', `${listener}.json`);
      const results = await spectral.run(new Document(JSON.stringify(doc), Json, copy));
      const findings = results.map((r) => `${SEVERITY[r.severity]} ${r.code} at ${r.path.join('/')}: ${r.message}`);
      assert.deepEqual(findings, [], `${listener}: ${findings.length} finding(s)`);
    });
  }

  it('finds what it should: a route without an operation id, a description or bounds is reported', async () => {
    const broken = {
      openapi: '3.1.0',
      info: { title: 't', version: '1', description: 'd', contact: { name: 'c' } },
      servers: [{ url: '/', description: 'local', 'x-internal': false }],
      tags: [{ name: 'x', description: 'x' }],
      paths: {
        '/things': {
          get: {
            tags: ['x'],
            summary: 's',
            responses: { 200: { description: 'ok', content: { 'application/json': { schema: { type: 'string' } } } } },
          },
        },
      },
    };
    const codes = new Set((await spectral.run(new Document(JSON.stringify(broken), Json, 'broken.json'))).map((r) => r.code));
    for (const code of ['operation-operationId', 'operation-description', 'owasp:api4:2023-string-limit', 'owasp:api4:2023-rate-limit-responses-429']) {
      assert.ok(codes.has(code), `${code} is reported`);
    }
  });

  it('reports an admin route that takes the credential of a user route (owasp:api5:2023-admin-security-unique is on)', async () => {
    const operation = (operationId: string) => ({
      tags: ['x'],
      operationId,
      security: [{ token: [] }],
      responses: { 204: { description: 'done' } },
    });
    const shared = {
      openapi: '3.1.0',
      info: { title: 't', version: '1', description: 'd', contact: { name: 'c' } },
      components: { securitySchemes: { token: { type: 'http', scheme: 'bearer' } } },
      paths: { '/admin/things': { delete: operation('deleteThings') }, '/things': { delete: operation('deleteMine') } },
    };
    const findings = await spectral.run(new Document(JSON.stringify(shared), Json, path.join(os.tmpdir(), 'pcas-openapi', 'admin.json')));
    assert.deepEqual(
      findings.filter((r) => r.code === 'owasp:api5:2023-admin-security-unique').map((r) => r.path.join('/')),
      ['paths//admin/things/delete/security/0'],
    );
  });
});
