import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { type ConsoleFile, encodingFor } from '../../src/external/console-bundle.ts';
import { CONSOLE_CSP } from '../../src/platform/console/routes.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { BACKENDS } from '../helpers/storage.ts';

// The console's page and files are compressed once, when the bundle is made, and each answer is the
// encoding the request accepts (brotli, then gzip, else the bytes as built), with the same headers
// whatever the encoding; the script is split into chunks, each served like the entry.

const IMMUTABLE = 'public, max-age=31536000, immutable';
const JS = 'text/javascript; charset=utf-8';

const decode: Record<string, (body: Buffer) => Buffer> = { br: brotliDecompressSync, gzip: gunzipSync };

/** Every file of the console the page leads to: its script, stylesheet and preloads, and the chunks each script imports, however deep. */
async function consoleFiles(t: TestApp, html: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const [, url] of html.matchAll(/(?:src|href)="(\/console\/[^"]+)"/g)) files.set(url!, url!.endsWith('.css') ? 'text/css; charset=utf-8' : JS);
  const scripts = [...files.keys()].filter((url) => url.endsWith('.js'));
  while (scripts.length > 0) {
    const body = (await t.app.inject({ method: 'GET', url: scripts.pop()! })).body;
    for (const [, name] of body.matchAll(/["']\.\/(chunk-[A-Z0-9]{8}\.js)["']/g)) {
      const url = `/console/${name}`;
      if (!files.has(url)) {
        files.set(url, JS);
        scripts.push(url);
      }
    }
  }
  return files;
}

describe('the web console, compressed and split', () => {
  let t: TestApp;
  let page: LightMyRequestResponse;
  let files: Map<string, string>;

  before(async () => {
    t = await buildTestApp(BACKENDS[0]!, 'platform');
    page = await t.app.inject({ method: 'GET', url: '/' });
    files = await consoleFiles(t, page.body);
  });
  after(() => t.close());

  it('answers each encoding with bytes that decompress to the page and files as built, under the same headers', async () => {
    assert.ok([...files.keys()].some((url) => /\/chunk-[A-Z0-9]{8}\.js$/.test(url)), `the script has chunks: ${[...files.keys()].join(', ')}`);
    const compressed = new Set<string>();
    for (const [url, type] of [['/', 'text/html; charset=utf-8'] as const, ...files]) {
      const identity = await t.app.inject({ method: 'GET', url });
      assert.equal(identity.statusCode, 200, url);
      assert.equal(identity.headers['content-encoding'], undefined, `${url}: no Accept-Encoding, no encoding`);
      for (const encoding of ['br', 'gzip']) {
        const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
        assert.equal(res.statusCode, 200, `${url} ${encoding}`);
        if (res.headers['content-encoding'] === undefined) {
          // Only a file the encoding would not make smaller (esbuild may emit an empty chunk) is sent as it is.
          assert.ok(identity.rawPayload.length < 64 && res.rawPayload.equals(identity.rawPayload), `${url} ${encoding}: ${identity.rawPayload.length} bytes sent as they are`);
          continue;
        }
        assert.equal(res.headers['content-encoding'], encoding, `${url} ${encoding}`);
        assert.ok(res.rawPayload.length < identity.rawPayload.length, `${url} ${encoding}: ${res.rawPayload.length} bytes < ${identity.rawPayload.length}`);
        assert.ok(decode[encoding]!(res.rawPayload).equals(identity.rawPayload), `${url} ${encoding}: decompresses to the identity bytes`);
        compressed.add(url);
      }
      for (const res of [identity, await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } })]) {
        assert.equal(res.headers['content-type'], type, url);
        assert.equal(res.headers.vary, 'Accept-Encoding', `${url}: varies by Accept-Encoding`);
        assert.equal(res.headers['x-content-type-options'], 'nosniff', url);
        assert.equal(res.headers['content-length'], String(res.rawPayload.length), url);
        if (url === '/') {
          assert.equal(res.headers['content-security-policy'], CONSOLE_CSP);
          assert.equal(res.headers['cache-control'], 'no-store');
        } else {
          assert.equal(res.headers['cache-control'], IMMUTABLE, url);
        }
      }
    }
    for (const url of ['/', ...[...files.keys()].filter((u) => /\/app-[A-Z0-9]{8}\.(js|css)$/.test(u))]) {
      assert.ok(compressed.has(url), `${url} is compressed`);
    }
  });

  it('prefers brotli, then gzip, and sends the bytes as built when neither is accepted', async () => {
    const script = [...files.keys()].find((url) => /\/app-[A-Z0-9]{8}\.js$/.test(url))!;
    const cases: [string | undefined, string | undefined][] = [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, br', 'br'],
      ['br;q=0.5, gzip', 'gzip'],
      ['gzip, br;q=0', 'gzip'],
      ['br;q=0, *', 'gzip'],
      ['*', 'br'],
      ['deflate', undefined],
      ['identity', undefined],
      ['br;q=0, gzip;q=0', undefined],
      ['*;q=0', undefined],
      ['gzip;q=0.5, identity', undefined],
      [undefined, undefined],
    ];
    for (const [accept, expected] of cases) {
      for (const url of ['/', script]) {
        const res = await t.app.inject({ method: 'GET', url, headers: accept === undefined ? {} : { 'accept-encoding': accept } });
        assert.equal(res.headers['content-encoding'], expected, `${url} with Accept-Encoding: ${accept}`);
        assert.equal(res.headers.vary, 'Accept-Encoding', `${url} with Accept-Encoding: ${accept}`);
      }
    }
  });

  it('preloads the chunks the entry imports, and answers 404 for a chunk it never built', async () => {
    const preloads = [...page.body.matchAll(/<link rel="modulepreload" href="(\/console\/chunk-[A-Z0-9]{8}\.js)">/g)].map((m) => m[1]!);
    const script = /<script type="module" src="(\/console\/app-[A-Z0-9]{8}\.js)"><\/script>/.exec(page.body)![1]!;
    const entry = (await t.app.inject({ method: 'GET', url: script })).body;
    const statics = [...entry.matchAll(/from\s*"\.\/(chunk-[A-Z0-9]{8}\.js)"/g)].map((m) => `/console/${m[1]}`);
    for (const chunk of statics) assert.ok(preloads.includes(chunk), `${chunk}, imported by the entry, is preloaded: ${preloads.join(', ')}`);
    for (const url of ['/console/chunk-AAAAAAAA.js', '/console/chunk-.js', '/console/chunks/x.js']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      assert.equal(res.statusCode, 404, url);
      assert.equal(res.headers['content-encoding'], undefined, url);
    }
  });

  it('keeps only the encodings that make a file smaller', () => {
    const file = (encoded: ConsoleFile['encoded']): ConsoleFile => ({ body: Buffer.from('x'), contentType: JS, encoded });
    assert.equal(encodingFor(file({ gzip: Buffer.from('') }), 'br, gzip'), 'gzip', 'no brotli kept: gzip');
    assert.equal(encodingFor(file({}), 'br, gzip'), null, 'neither kept: the bytes as built');
    assert.equal(encodingFor(file({ br: Buffer.from('') }), 'gzip'), null, 'gzip asked, only brotli kept');
  });
});
