import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { buildListener, type Listener } from '../../src/http/listener.ts';
import { platformListener } from '../../src/platform/index.ts';
import { json } from '../helpers/app.ts';
import { type DataFixture, dataFixture } from '../helpers/data-api.ts';
import { openApiOf, operations } from '../helpers/openapi.ts';
import { environmentWithUsers, PASSWORD } from '../helpers/platform.ts';
import { BACKENDS } from '../helpers/storage.ts';

// Security headers (helmet) on every answer of every listener — documented operations
// with a valid credential, errors, the token response — and a framing-proof policy on the /docs page.

function assertHeaders(what: string, res: LightMyRequestResponse): void {
  assert.equal(res.headers['x-content-type-options'], 'nosniff', `${what}: nosniff`);
  assert.equal(res.headers['cache-control'], 'no-store', `${what}: no-store`);
  assert.equal(res.headers['x-frame-options'], 'DENY', `${what}: X-Frame-Options`);
  assert.equal(res.headers['referrer-policy'], 'no-referrer', `${what}: Referrer-Policy`);
  const csp = String(res.headers['content-security-policy']);
  assert.match(csp, /frame-ancestors 'none'/, `${what}: CSP ${csp}`);
  assert.match(csp, /default-src 'none'/, `${what}: an API answer allows nothing`);
}

for (const backend of BACKENDS) {
  describe(`security headers on every listener (${backend.name})`, () => {
    let f: DataFixture;
    let platform: Listener;
    let users: Awaited<ReturnType<typeof environmentWithUsers>>['users'];

    before(async () => {
      f = await dataFixture(backend);
      platform = await buildListener(platformListener, f.t.ctx);
      await platform.ready();
      users = (await environmentWithUsers({ ...f.t, app: platform }, 'Headers')).users;
    });
    after(async () => {
      await platform.close();
      await f.close();
    });

    const listeners = () =>
      [
        ['Platform', platform, { authorization: `Bearer ${users.ADMIN.token}` }],
        ['Data', f.data, { 'x-api-key': f.keys.full }],
        ['admin', f.admin, { authorization: `Bearer ${f.t.operatorToken}` }],
      ] as const;

    it('are on every documented operation’s answer, with and without a credential', async () => {
      let answers = 0;
      for (const [name, app, headers] of listeners()) {
        const doc = await openApiOf(app, headers);
        for (const [method, path] of operations(doc)) {
          const url = path.replace(/\{[^}]+\}/g, '1');
          for (const sent of [headers, {}]) {
            const res = await app.inject({ method: method as 'GET', url, headers: sent, ...(method === 'GET' ? {} : { payload: {} }) });
            assertHeaders(`${name} ${method} ${path} (${res.statusCode})`, res);
            answers += 1;
          }
        }
        assertHeaders(`${name} unknown route`, await app.inject({ method: 'GET', url: '/nowhere' }));
        assertHeaders(`${name} OpenAPI document`, await app.inject({ method: 'GET', url: '/openapi.json', headers }));
      }
      assert.ok(answers > 80, `${answers} answers checked`);
    });

    it('are on the token response (RFC 6749 §5.1: no-store)', async () => {
      const res = await platform.inject({ method: 'POST', url: '/auth/token', payload: { email: users.VIEWER.email, password: PASSWORD } });
      assert.equal(res.statusCode, 200, res.body);
      assert.ok(json(res).access_token);
      assertHeaders('POST /auth/token', res);
    });

    it('protect the documentation page: it cannot be framed, and runs only its own scripts', async () => {
      for (const [name, app, headers] of listeners()) {
        const page = await app.inject({ method: 'GET', url: '/docs', headers });
        assert.equal(page.statusCode, 200, `${name} /docs`);
        assert.match(String(page.headers['content-type']), /text\/html/);
        const csp = String(page.headers['content-security-policy']);
        assert.match(csp, /frame-ancestors 'none'/, `${name} /docs: ${csp}`);
        assert.match(csp, /script-src 'self'(;|$)/, `${name} /docs: scripts from the listener only`);
        assert.equal(page.headers['x-frame-options'], 'DENY');
        assert.equal(page.headers['x-content-type-options'], 'nosniff');
        // Every script of the page is a file of the listener (an inline one would be blocked by the policy).
        assert.doesNotMatch(page.body, /<script(?![^>]*\bsrc=)[^>]*>/, `${name} /docs has no inline script`);
        for (const src of page.body.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)) {
          const script = await app.inject({ method: 'GET', url: new URL(src[1]!, 'http://x/docs').pathname, headers });
          assert.equal(script.statusCode, 200, `${name} /docs script ${src[1]}`);
        }
      }
    });
  });
}
