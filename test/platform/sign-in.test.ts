import assert from 'node:assert/strict';
import { createHmac, createPublicKey } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { createLocalJWKSet, decodeJwt, decodeProtectedHeader, importJWK, type JWK, jwtVerify, SignJWT } from 'jose';
import { adminListener } from '../../src/admin/index.ts';
import { recordLoginFailure } from '../../src/db/repositories/users.ts';
import { buildListener, type Listener } from '../../src/http/listener.ts';
import { bearerAuth } from '../../src/platform/bearer-auth.ts';
import { platformListener } from '../../src/platform/index.ts';
import { BearerTokens } from '../../src/state/credentials/bearer-tokens.ts';
import { Cache } from '../../src/state/cache/cache.ts';
import { createDataKey } from '../../src/services/identity/data-keys.ts';
import { createEnvironment, createPlatformKey, createUser } from '../../src/services/tenancy/tenancy.ts';
import { buildTestApp, json, type TestApp } from '../helpers/app.ts';
import { assertDocumented, openApiOf } from '../helpers/openapi.ts';
import { BACKENDS } from '../helpers/storage.ts';
import { systemClock } from '../../src/domain/clock.ts';
import { TestClock } from '../helpers/clock.ts';

const EMAIL = 'Analyst@Lender.example';
const PASSWORD = 'correct horse battery staple';

for (const backend of BACKENDS) {
  describe(`Platform sign-in and bearer tokens (D-13) (${backend.name})`, () => {
    let t: TestApp;
    let admin: Listener;
    let doc: Awaited<ReturnType<typeof openApiOf>>;
    let env: number;
    let userId: number;
    const token = (payload: object) => t.app.inject({ method: 'POST', url: '/auth/token', payload });
    /** A route behind the bearer check, as every bearer route of the Platform API has it. */
    const whoAmI = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/test/whoami', headers });
    const signIn = async () => json<{ access_token: string }>(await token({ email: EMAIL, password: PASSWORD })).access_token;

    before(async () => {
      t = await buildTestApp(backend, 'platform');
      doc = await openApiOf(t.app);
      // The same listener again with one bearer-only test route.
      await t.app.close();
      t.app = await buildListener(
        {
          ...platformListener,
          routes: async (app, ctx) => {
            await platformListener.routes(app, ctx);
            app.get('/test/whoami', { onRequest: bearerAuth(ctx) }, async (request) => request.identity);
          },
        },
        t.ctx,
      );
      admin = await buildListener(adminListener, t.ctx);
      env = (await createEnvironment(t.ctx.db, { name: 'Lender' })).id;
      userId = (await createUser(t.ctx, env, { email: EMAIL, name: 'Ana', password: PASSWORD, role: 'MEMBER' })).id;
    });
    after(async () => {
      await admin.close();
      await t.close();
    });

    it('issues a signed JWT with kid, sub, env, role, iss, aud and a one-hour exp, verifiable from the JWKS', async () => {
      const res = await token({ email: EMAIL.toLowerCase(), password: PASSWORD });
      assert.equal(res.statusCode, 200, res.body);
      assertDocumented(doc, 'POST', '/auth/token', res);
      const body = json<{ access_token: string; token_type: string; expires_in: number }>(res);
      assert.equal(body.token_type, 'Bearer');
      assert.equal(body.expires_in, 3600);
      const header = decodeProtectedHeader(body.access_token);
      assert.equal(header.alg, 'ES256');
      assert.ok(header.kid);
      const jwksRes = await t.app.inject({ method: 'GET', url: '/.well-known/jwks.json' });
      assertDocumented(doc, 'GET', '/.well-known/jwks.json', jwksRes);
      const jwks = json<{ keys: JWK[] }>(jwksRes);
      assert.ok(jwks.keys.every((k) => !('d' in k)), 'no private member is published');
      const { payload } = await jwtVerify(body.access_token, createLocalJWKSet(jwks as never), {
        issuer: t.ctx.config.jwt.issuer,
        audience: t.ctx.config.jwt.audience,
      });
      assert.equal(payload.sub, String(userId));
      assert.equal(payload.env, env);
      assert.equal(payload.role, 'MEMBER');
      assert.equal(payload.exp! - payload.iat!, 3600);
      const me = await whoAmI({ authorization: `Bearer ${body.access_token}` });
      assert.deepEqual(json(me), { userId, environmentId: env, role: 'MEMBER' });
    });

    it('refuses a wrong password and an unknown email alike, and bad bodies with 400', async () => {
      const wrong = await token({ email: EMAIL, password: 'nope' });
      const unknown = await token({ email: 'nobody@lender.example', password: PASSWORD });
      for (const res of [wrong, unknown]) {
        assert.equal(res.statusCode, 401);
        assert.deepEqual(json(res), { statusCode: 401, message: 'Invalid email or password', error: 'Unauthorized' });
      }
      for (const [payload, field] of [
        [{ email: EMAIL }, 'password'],
        [{ email: EMAIL, password: PASSWORD, remember: true }, 'remember'],
        [{ email: 'not an email', password: PASSWORD }, 'email'],
        [{ email: EMAIL, password: 12345 }, 'password'],
      ] as const) {
        const res = await token(payload);
        assert.equal(res.statusCode, 400, JSON.stringify(payload));
        assert.match(String(json(res).message), new RegExp(`^${field}: `));
      }
    });

    it('throttles an email after 10 failures in 15 minutes, even with the right password, and no other email', async () => {
      const email = 'target@lender.example';
      await createUser(t.ctx, env, { email, name: 'T', password: PASSWORD, role: 'VIEWER' });
      assert.equal((await token({ email, password: 'wrong' })).statusCode, 401);
      for (let i = 0; i < 9; i++) await recordLoginFailure(t.ctx.db, email);
      const res = await token({ email: email.toUpperCase(), password: PASSWORD });
      assert.equal(res.statusCode, 429);
      const retry = Number(res.headers['retry-after']);
      assert.ok(retry >= 899 && retry <= 900, `Retry-After ${retry}`);
      assertDocumented(doc, 'POST', '/auth/token', res);
      assert.equal((await token({ email: EMAIL, password: PASSWORD })).statusCode, 200, 'another email signs in');
      await t.ctx.db.query("update login_failures set failed_at = now() - interval '16 minutes' where email = $1", [email]);
      assert.equal((await token({ email, password: PASSWORD })).statusCode, 200, 'free again after the window');
    });

    it('answers 401 for every token it did not issue, and for other credentials', async () => {
      const good = await signIn();
      const [row] = await t.ctx.db.query<{ kid: string; private_jwk: JWK; public_jwk: JWK }>(
        'select kid, private_jwk, public_jwk from signing_keys where retired_at is null',
      );
      const privateKey = await importJWK(row!.private_jwk, 'ES256');
      const now = Math.floor(Date.now() / 1000);
      const claims = { sub: String(userId), env, role: 'ADMIN' };
      const sign = (over: { header?: object; payload?: object } = {}) =>
        new SignJWT({
          iss: t.ctx.config.jwt.issuer,
          aud: t.ctx.config.jwt.audience,
          iat: now,
          exp: now + 600,
          ...claims,
          ...over.payload,
        })
          .setProtectedHeader({ alg: 'ES256', kid: row!.kid, ...over.header })
          .sign(privateKey);
      const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
      const [h, p] = good.split('.');
      const publicPem = createPublicKey({ key: row!.public_jwk as never, format: 'jwk' }).export({ type: 'spki', format: 'pem' });
      const hmacBody = `${part({ alg: 'HS256', kid: row!.kid, typ: 'JWT' })}.${p}`;
      const hs256 = `${hmacBody}.${createHmac('sha256', publicPem).update(hmacBody).digest('base64url')}`;
      const tampered = `${h}.${part({ ...decodeJwt(good), role: 'ADMIN', env: env + 1 })}.${good.split('.')[2]}`;

      assert.equal((await whoAmI({ authorization: `Bearer ${await sign()}` })).statusCode, 200, 'the forger’s kit works');
      const cases: [string, Record<string, string>][] = [
        ...['none', 'None', 'NONE', 'nOnE'].map(
          (alg) => [`alg ${alg}`, { authorization: `Bearer ${part({ alg, kid: row!.kid })}.${p}.` }] as [string, Record<string, string>],
        ),
        ['HS256 signed with the public key', { authorization: `Bearer ${hs256}` }],
        ['an unknown kid', { authorization: `Bearer ${await sign({ header: { kid: 'not-a-key' } })}` }],
        ['no kid', { authorization: `Bearer ${await new SignJWT(claims).setProtectedHeader({ alg: 'ES256' }).setIssuer(t.ctx.config.jwt.issuer).setAudience(t.ctx.config.jwt.audience).setIssuedAt().setExpirationTime('10m').sign(privateKey)}` }],
        ['a tampered payload', { authorization: `Bearer ${tampered}` }],
        ['an expired token', { authorization: `Bearer ${await sign({ payload: { exp: now - 10, iat: now - 700 } })}` }],
        ['a token not yet valid', { authorization: `Bearer ${await sign({ payload: { nbf: now + 600 } })}` }],
        ['a wrong issuer', { authorization: `Bearer ${await sign({ payload: { iss: 'someone-else' } })}` }],
        ['a wrong audience', { authorization: `Bearer ${await sign({ payload: { aud: 'data-api' } })}` }],
        ['foreign claims', { authorization: `Bearer ${await sign({ payload: { role: 'ROOT' } })}` }],
        ['garbage', { authorization: 'Bearer abc.def.ghi' }],
        ['an empty bearer', { authorization: 'Bearer ' }],
        ['basic auth', { authorization: 'Basic dXNlcjpwYXNz' }],
        ['nothing', {}],
        ['a Data API key', { 'x-api-key': (await createDataKey(t.ctx.db, env, { name: 'd' })).key }],
        ['a Data API key with a valid token', { authorization: `Bearer ${good}`, 'x-api-key': (await createDataKey(t.ctx.db, env, { name: 'd2' })).key }],
        ['a Data API key as bearer', { authorization: `Bearer ${(await createDataKey(t.ctx.db, env, { name: 'd3' })).key}` }],
        ['a Platform key where only bearer is allowed', { 'x-api-key': (await createPlatformKey(t.ctx.db, env, 'p')).key }],
        ['the operator token', { authorization: `Bearer ${t.operatorToken}` }],
      ];
      for (const [what, headers] of cases) {
        const res = await whoAmI(headers);
        assert.equal(res.statusCode, 401, `${what}: ${res.body}`);
        assert.equal(json(res).error, 'Unauthorized');
      }
    });

    it('rotates keys without signing anybody out; a retired key is dropped once its tokens have expired', async () => {
      const before = await signIn();
      const rotate = await admin.inject({
        method: 'POST',
        url: '/admin/signing-keys/rotate',
        headers: { authorization: `Bearer ${t.operatorToken}` },
      });
      assert.equal(rotate.statusCode, 201, rotate.body);
      const { kid } = json<{ kid: string }>(rotate);
      const jwks = json<{ keys: { kid: string }[] }>(await t.app.inject({ method: 'GET', url: '/.well-known/jwks.json' }));
      assert.equal(jwks.keys[0]!.kid, kid, 'the new key first');
      assert.ok(jwks.keys.some((k) => k.kid === decodeProtectedHeader(before).kid), 'the old key still published');
      const afterRotation = await signIn();
      assert.equal(decodeProtectedHeader(afterRotation).kid, kid);
      for (const tok of [before, afterRotation]) {
        assert.equal((await whoAmI({ authorization: `Bearer ${tok}` })).statusCode, 200);
      }
      // Another instance that has never seen the new key verifies its tokens at once.
      const elsewhere = new BearerTokens(t.ctx.db, t.ctx.config.jwt, new Cache(systemClock), systemClock);
      await elsewhere.prepare();
      assert.equal((await elsewhere.verify(afterRotation)).userId, userId);
      // Long after its retirement, the old key is gone from the JWKS and its tokens are refused.
      await t.ctx.db.query("update signing_keys set retired_at = now() - interval '2 hours' where kid <> $1", [kid]);
      const later = new BearerTokens(t.ctx.db, t.ctx.config.jwt, new Cache(systemClock), systemClock);
      await later.prepare();
      assert.deepEqual((await later.jwks()).keys.map((k) => k.kid), [kid]);
      await assert.rejects(later.verify(before), /unknown key/);
    });

    it('remembers a verified token only until it expires, and never a refused one', async () => {
      const clock = new TestClock();
      const shortLived = new BearerTokens(t.ctx.db, { ...t.ctx.config.jwt, ttlSeconds: 1 }, new Cache(clock), clock);
      await shortLived.prepare();
      const { access_token: token } = await shortLived.issue({ userId, environmentId: env, role: 'MEMBER' });
      assert.equal((await shortLived.verify(token)).userId, userId);
      assert.equal((await shortLived.verify(token)).userId, userId, 'again, from memory');
      // A character inside the signature (the last one's low bits are padding, which decoders ignore).
      const at = token.length - 10;
      const tampered = `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
      for (let i = 0; i < 2; i++) await assert.rejects(shortLived.verify(tampered), /signature|not valid/);
      // exp is in whole seconds: two seconds on (the clock moved, not waited for), the remembered token has expired.
      clock.tick(2000);
      await assert.rejects(shortLived.verify(token), /expired/);
    });
  });
}
