import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { importJWK, type JWK, SignJWT } from 'jose';
import { IAT_SKEW_SECONDS } from '../../src/state/credentials/bearer-tokens.ts';
import { buildTestApp, json, type TestApp } from '../helpers/app.ts';
import { environmentWithUsers, type SignedIn } from '../helpers/platform.ts';
import { BACKENDS } from '../helpers/storage.ts';

// The Authorization header as RFC 7235 and RFC 6750 have it (the scheme in any case),
// and the service's own bounds on what it signs: no token lives longer than JWT_TTL_SECONDS, and none is
// issued in the future beyond clock skew, even when its signature is right.

const TTL = 600;

for (const backend of BACKENDS) {
  describe(`Bearer tokens as the RFCs and JWT_TTL_SECONDS have them (${backend.name})`, () => {
    let t: TestApp;
    let user: SignedIn;
    let env: number;
    const projects = (authorization: string) =>
      t.app.inject({ method: 'GET', url: '/projects', headers: { authorization } });
    /** A token signed with the service's active signing key, with the given iat and exp (seconds from now). */
    const signed = async (iatIn: number, expIn: number) => {
      const [row] = await t.ctx.db.query<{ kid: string; algorithm: string; private_jwk: JWK }>(
        'select kid, algorithm, private_jwk from signing_keys where retired_at is null order by created_at desc limit 1',
      );
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ env, role: 'ADMIN' })
        .setProtectedHeader({ alg: row!.algorithm, kid: row!.kid, typ: 'JWT' })
        .setSubject(String(user.id))
        .setIssuer(t.ctx.config.jwt.issuer)
        .setAudience(t.ctx.config.jwt.audience)
        .setIssuedAt(now + iatIn)
        .setExpirationTime(now + expIn)
        .sign(await importJWK(row!.private_jwk, row!.algorithm));
    };

    before(async () => {
      t = await buildTestApp(backend, 'platform', { env: { JWT_TTL_SECONDS: String(TTL) } });
      const fixture = await environmentWithUsers(t, 'Parsing');
      env = fixture.env;
      user = fixture.users.ADMIN;
    });
    after(() => t.close());

    it('takes the scheme in any case, with one or more spaces before the token', async () => {
      for (const scheme of ['Bearer', 'bearer', 'BEARER', 'bEaReR']) {
        const res = await projects(`${scheme} ${user.token}`);
        assert.equal(res.statusCode, 200, `${scheme}: ${res.body}`);
      }
      assert.equal((await projects(`Bearer   ${user.token}`)).statusCode, 200, 'several spaces (1*SP)');
      for (const wrong of [`Bearer${user.token}`, `Bearer: ${user.token}`, `Bearers ${user.token}`, user.token]) {
        const res = await projects(wrong);
        assert.equal(res.statusCode, 401, wrong.slice(0, 10));
        assert.equal(json(res).error, 'Unauthorized');
      }
    });

    it('refuses a correctly signed token that lives longer than JWT_TTL_SECONDS', async () => {
      assert.equal(t.ctx.config.jwt.ttlSeconds, TTL);
      assert.equal((await projects(`Bearer ${await signed(-60, TTL - 60)}`)).statusCode, 200, 'exactly the lifetime');
      for (const [iatIn, expIn] of [
        [-60, TTL - 59], // one second too long
        [-10, 86_400], // a day
        [-TTL * 10, 60], // issued long ago, still in date
      ] as const) {
        const res = await projects(`Bearer ${await signed(iatIn, expIn)}`);
        assert.equal(res.statusCode, 401, `iat ${iatIn}, exp ${expIn}: ${res.body}`);
        assert.match(json<{ message: string }>(res).message, /lifetime is longer than 600 s/);
      }
    });

    it(`refuses a token issued more than ${IAT_SKEW_SECONDS} s in the future, and allows clock skew below it`, async () => {
      assert.equal((await projects(`Bearer ${await signed(IAT_SKEW_SECONDS - 10, 300)}`)).statusCode, 200, 'within the skew');
      const future = await signed(IAT_SKEW_SECONDS + 30, 300);
      for (let i = 0; i < 2; i++) {
        // Twice: a refused token is not remembered as verified.
        const res = await projects(`Bearer ${future}`);
        assert.equal(res.statusCode, 401, res.body);
        assert.match(json<{ message: string }>(res).message, /iat is in the future/);
      }
    });
  });
}
