import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { CONSOLE_CSP } from '../../src/platform/console/routes.ts';
import { buildTestApp, json, type TestApp } from '../helpers/app.ts';
import { openApiOf, operations } from '../helpers/openapi.ts';
import { BACKENDS } from '../helpers/storage.ts';

// The web console on the Platform listener — its page at `/` under a policy that runs
// only its own files, its hashed assets under /console/, nothing else changed for the API. The console
// reads no storage of its own, so one backend is enough.

const API_POLICY = /default-src 'none'/;

function scriptAndStyleOf(html: string): { script: string; style: string } {
  const script = /<script type="module" src="(\/console\/[^"]+\.js)"><\/script>/.exec(html)?.[1];
  const style = /<link rel="stylesheet" href="(\/console\/[^"]+\.css)">/.exec(html)?.[1];
  assert.ok(script && style, `the page names its script and stylesheet: ${html}`);
  return { script, style };
}

function assertApiAnswer(what: string, res: LightMyRequestResponse): void {
  assert.match(String(res.headers['content-type']), /^application\/json/, `${what}: JSON`);
  assert.match(String(res.headers['content-security-policy']), API_POLICY, `${what}: the API's policy`);
  assert.equal(res.headers['cache-control'], 'no-store', `${what}: never stored`);
}

describe('the web console on the Platform listener', () => {
  let t: TestApp;
  let page: LightMyRequestResponse;

  before(async () => {
    t = await buildTestApp(BACKENDS[0]!, 'platform');
    page = await t.app.inject({ method: 'GET', url: '/' });
  });
  after(() => t.close());

  it('serves its page at / as HTML under the console policy, never framed and never stored', () => {
    assert.equal(page.statusCode, 200, page.body);
    assert.equal(page.headers['content-type'], 'text/html; charset=utf-8');
    assert.equal(page.headers['content-security-policy'], CONSOLE_CSP);
    const csp = String(page.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self'",
      "img-src 'self' data: blob:",
      "connect-src 'self'",
      "frame-ancestors 'none'",
      "base-uri 'none'",
      "form-action 'self'",
    ]) {
      assert.ok(csp.split('; ').includes(directive), `${directive} in ${csp}`);
    }
    assert.doesNotMatch(csp, /unsafe-inline|unsafe-eval|https?:/, 'nothing inline, nothing from elsewhere');
    assert.equal(page.headers['cache-control'], 'no-store');
    assert.equal(page.headers['x-frame-options'], 'DENY');
    assert.equal(page.headers['x-content-type-options'], 'nosniff');
    assert.match(page.body, /^<!doctype html>\n<html lang="en-GB">/);
    assert.match(page.body, /<meta name="viewport" content="width=device-width, initial-scale=1">/);
  });

  it('has no inline script or style, and loads nothing from another origin', () => {
    assert.doesNotMatch(page.body, /<script(?![^>]*\bsrc=)[^>]*>/, 'no inline script');
    assert.doesNotMatch(page.body, /<style|\sstyle=|\son[a-z]+=/i, 'no inline style or handler');
    assert.doesNotMatch(page.body, /(src|href)="(https?:)?\/\//, 'every file from this listener');
  });

  it('serves its script and stylesheet with their types, kept for a year under hashed names', async () => {
    const { script, style } = scriptAndStyleOf(page.body);
    for (const [url, type] of [
      [script, 'text/javascript; charset=utf-8'],
      [style, 'text/css; charset=utf-8'],
    ] as const) {
      assert.match(url, /\/app-[A-Z0-9]{8}\.(js|css)$/, `${url} carries a content hash`);
      const res = await t.app.inject({ method: 'GET', url });
      assert.equal(res.statusCode, 200, url);
      assert.equal(res.headers['content-type'], type, url);
      assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable', url);
      assert.equal(res.headers['x-content-type-options'], 'nosniff', url);
      assert.ok(res.rawPayload.length > 500, `${url} has a body`);
    }
    const js = await t.app.inject({ method: 'GET', url: script });
    const statics = [...js.body.matchAll(/(?:^|;)\s*import\s*(?:[\w$*{}\s,]+from\s*)?"([^"]*)"/g)].map((m) => m[1]!);
    const dynamics = [...js.body.matchAll(/\bimport\s*\(\s*"([^"]*)"\s*\)/g)].map((m) => m[1]!);
    const imported = [...statics, ...dynamics];
    assert.ok(statics.length > 0 && dynamics.length > 0, `the entry imports chunks, some on demand: ${imported.join(', ')}`);
    for (const name of imported) assert.match(name, /^\.\/chunk-[A-Z0-9]{8}\.js$/, 'the script imports only its own chunks, beside it under /console/');
  });

  it('answers an unknown /console/ path 404 like any unknown route', async () => {
    for (const url of ['/console/x', '/console/', '/console/app.js', '/console/..%2Fpackage.json', '/console/%2e%2e/src/main.ts']) {
      const res = await t.app.inject({ method: 'GET', url });
      assert.equal(res.statusCode, 404, url);
      assert.equal(json<{ statusCode: number }>(res).statusCode, 404, url);
      assertApiAnswer(url, res);
    }
  });

  it('leaves the API as it was: its routes, answers and policy', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    assert.equal(health.statusCode, 200);
    assertApiAnswer('/healthz', health);
    const projects = await t.app.inject({ method: 'GET', url: '/projects' });
    assert.equal(projects.statusCode, 401);
    assertApiAnswer('/projects without a token', projects);
    const signIn = await t.app.inject({ method: 'POST', url: '/auth/token', payload: { email: 'nobody@x.example', password: 'wrong password' } });
    assert.equal(signIn.statusCode, 401);
    assertApiAnswer('POST /auth/token', signIn);
    const post = await t.app.inject({ method: 'POST', url: '/', payload: {} });
    assert.equal(post.statusCode, 404, 'the page is GET only');
    assertApiAnswer('POST /', post);
  });

  it('is not in the OpenAPI document: the page and its files are not API operations', async () => {
    const doc = await openApiOf(t.app);
    const paths = operations(doc).map(([, path]) => path);
    assert.ok(paths.length > 20);
    assert.ok(!paths.includes('/'), 'no /');
    assert.ok(!paths.some((path) => path.startsWith('/console')), 'no /console/*');
  });
});
