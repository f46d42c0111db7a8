import assert from 'node:assert/strict';
import type { LightMyRequestResponse } from 'fastify';
import { insertUser } from '../../src/db/repositories/users.ts';
import { hashPassword } from '../../src/domain/passwords.ts';
import type { Role } from '../../src/domain/roles.ts';
import { createEnvironment } from '../../src/services/tenancy/tenancy.ts';
import { json, TEST_ENV, type TestApp } from './app.ts';

export const PASSWORD = 'a long enough password';

/** PASSWORD's scrypt hash at the test cost, made once per test process; every fixture user signs in with PASSWORD. */
let passwordHash: Promise<string> | undefined;
const hashOfPassword = () => (passwordHash ??= hashPassword(PASSWORD, Number(TEST_ENV.PASSWORD_HASH_COST)));

/** A user of an environment, signed in. */
export interface SignedIn {
  id: number;
  email: string;
  token: string;
}

/**
 * An environment with one user per role (password PASSWORD), each with a bearer token issued by the
 * service's own signing keys, as `POST /auth/token` issues it (the sign-in itself is tested in
 * test/platform/sign-in.test.ts; `signIn` below goes through it).
 */
export async function environmentWithUsers(t: TestApp, name: string, currency?: string) {
  const env = (await createEnvironment(t.ctx.db, { name, ...(currency ? { currency } : {}) })).id;
  const users = {} as Record<Role, SignedIn>;
  for (const role of ['ADMIN', 'MEMBER', 'VIEWER'] as const) {
    const email = `${role.toLowerCase()}@${name.toLowerCase().replace(/\W/g, '')}.example`;
    const user = await insertUser(t.ctx.db, env, { email, name: `${role} of ${name}`, passwordHash: await hashOfPassword(), role });
    const { access_token } = await t.ctx.tokens.issue({ userId: user.id, environmentId: env, role });
    users[role] = { id: user.id, email, token: access_token };
  }
  return { env, users };
}

export async function signIn(t: TestApp, email: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/auth/token', payload: { email, password: PASSWORD } });
  assert.equal(res.statusCode, 200, res.body);
  return json<{ access_token: string }>(res).access_token;
}

/** Requests as a signed-in user. */
export function as(t: TestApp, user: SignedIn) {
  const headers = { authorization: `Bearer ${user.token}` };
  const send = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  return {
    get: (url: string) => send('GET', url),
    post: (url: string, payload: unknown) => send('POST', url, payload),
    patch: (url: string, payload: unknown) => send('PATCH', url, payload),
    put: (url: string, payload: unknown) => send('PUT', url, payload),
    delete: (url: string) => send('DELETE', url),
  };
}

/** Asserts a 4xx error body of D-18 whose message starts with `field:` (the field it names). */
export function assertNamesField(res: LightMyRequestResponse, status: number, field: string): void {
  assert.equal(res.statusCode, status, `${field}: ${res.body}`);
  const body = json<{ statusCode: number; message: string; error: string }>(res);
  assert.equal(body.statusCode, status);
  assert.ok(body.message.startsWith(`${field}:`), `the message names ${field}: ${body.message}`);
}
