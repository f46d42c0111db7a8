import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { adminListener } from '../../src/admin/index.ts';
import type { Role } from '../../src/domain/roles.ts';
import { buildListener, type Listener } from '../../src/http/listener.ts';
import { buildTestApp, json, type TestApp } from '../helpers/app.ts';
import { asOperator, operatorCli } from '../helpers/operator.ts';
import { assertDocumented, openApiOf } from '../helpers/openapi.ts';
import { assertNamesField, PASSWORD } from '../helpers/platform.ts';
import { project } from '../helpers/projects.ts';
import { BACKENDS, pglite } from '../helpers/storage.ts';


// The operator's user lifecycle on the admin API (role, deactivation, password,
// assignments), each change in force for the tokens already issued on the next request.

const NEW_PASSWORD = 'a different long password';

interface User {
  id: number;
  environment_id: number;
  email: string;
  role: Role;
  active: boolean;
  updated_at: string;
}

for (const backend of BACKENDS) {
  describe(`admin user lifecycle and its effect on issued tokens (${backend.name})`, () => {
    let t: TestApp;
    let admin: Listener;
    let doc: Awaited<ReturnType<typeof openApiOf>>;
    let env: number;
    let otherEnv: number;
    /** Projects of `env`: [0] and [1] assigned in the tests that need them. */
    let projects: number[];
    let emails = 0;

    const operator = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
      asOperator(t, admin).send(method, url, payload);
    const signIn = (email: string, password = PASSWORD) =>
      t.app.inject({ method: 'POST', url: '/auth/token', payload: { email, password } });
    const platform = (token: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
      t.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${token}` },
        ...(payload === undefined ? {} : { payload }),
      });
    /** A new user of `environment` through the admin API, signed in through the Platform API. */
    const newUser = async (role: Role, environment = env) => {
      emails += 1;
      const email = `user${emails}@lifecycle.example`;
      const res = await operator('POST', `/admin/environments/${environment}/users`, { email, name: `User ${emails}`, password: PASSWORD, role });
      assert.equal(res.statusCode, 201, res.body);
      const user = json<User>(res);
      const signedIn = await signIn(email);
      assert.equal(signedIn.statusCode, 200, signedIn.body);
      return { ...user, token: json<{ access_token: string }>(signedIn).access_token };
    };
    const patchUser = async (user: { id: number }, body: object) => {
      const res = await operator('PATCH', `/admin/environments/${env}/users/${user.id}`, body);
      assert.equal(res.statusCode, 200, res.body);
      assertDocumented(doc, 'PATCH', '/admin/environments/{envId}/users/{userId}', res);
      return json<User>(res);
    };

    before(async () => {
      t = await buildTestApp(backend, 'platform', {
        redisUrl: backend.name === 'postgres' ? (process.env.TEST_REDIS_URL ?? null) : null,
      });
      admin = await buildListener(adminListener, t.ctx);
      await admin.ready();
      doc = await openApiOf(admin, { authorization: `Bearer ${t.operatorToken}` });
      env = json<{ id: number }>(await operator('POST', '/admin/environments', { name: 'Lifecycle' })).id;
      otherEnv = json<{ id: number }>(await operator('POST', '/admin/environments', { name: 'Elsewhere' })).id;
      const imported = await operator('POST', `/admin/environments/${env}/projects/import`, {
        projects: [project(1), project(2), project(3)],
      });
      assert.equal(imported.statusCode, 201, imported.body);
      projects = json<{ created: { id: number }[] }>(imported).created.map((c) => c.id);
    });
    after(async () => {
      await admin.close();
      await t.close();
    });

    it('lists and shows an environment’s users, never a password; another environment’s user is 404', async () => {
      const member = await newUser('MEMBER');
      const stranger = await newUser('VIEWER', otherEnv);
      const list = await operator('GET', `/admin/environments/${env}/users`);
      assert.equal(list.statusCode, 200);
      assertDocumented(doc, 'GET', '/admin/environments/{envId}/users', list);
      const users = json<User[]>(list);
      assert.ok(users.some((u) => u.id === member.id && u.active && u.role === 'MEMBER'));
      assert.ok(!users.some((u) => u.id === stranger.id), 'only this environment’s users');
      assert.ok(!list.body.includes('scrypt') && !list.body.includes(PASSWORD));

      const one = await operator('GET', `/admin/environments/${env}/users/${member.id}`);
      assertDocumented(doc, 'GET', '/admin/environments/{envId}/users/{userId}', one);
      assert.deepEqual(
        { id: json<User>(one).id, email: json<User>(one).email, active: json<User>(one).active },
        { id: member.id, email: member.email, active: true },
      );

      // The stranger, named under this environment, on every user route: as absent as an unknown id.
      const urls: [string, string, object?][] = [
        ['GET', `/admin/environments/${env}/users/${stranger.id}`],
        ['PATCH', `/admin/environments/${env}/users/${stranger.id}`, { active: false }],
        ['GET', `/admin/environments/${env}/users/${stranger.id}/projects`],
        ['POST', `/admin/environments/${env}/users/${stranger.id}/projects`, { project_id: projects[0]! }],
        ['DELETE', `/admin/environments/${env}/users/${stranger.id}/projects/${projects[0]}`],
        ['GET', `/admin/environments/${env}/users/4000000000`],
        ['PATCH', `/admin/environments/4000000000/users/${member.id}`, { role: 'ADMIN' }],
        ['GET', '/admin/environments/4000000000/users'],
      ];
      for (const [method, url, body] of urls) {
        const res = await operator(method as 'GET', url, body);
        assert.equal(res.statusCode, 404, `${method} ${url}: ${res.body}`);
        assert.equal(json(res).error, 'Not Found');
      }
      assert.equal((await platform(stranger.token, 'GET', '/projects')).statusCode, 200, 'the stranger is untouched');
      const [row] = await t.ctx.db.query<{ active: boolean }>('select active from users where id = $1', [stranger.id]);
      assert.equal(row!.active, true);
    });

    it('rejects a bad change naming the field, and changes nothing', async () => {
      const member = await newUser('MEMBER');
      const url = `/admin/environments/${env}/users/${member.id}`;
      for (const [body, field] of [
        [{ role: 'OWNER' }, 'role'],
        [{ active: 'no' }, 'active'],
        [{ password: 'short' }, 'password'],
        [{ password: 12345678901234 }, 'password'],
        [{ role: 'VIEWER', nickname: 'x' }, 'nickname'],
        [{ email: 'new@lifecycle.example' }, 'email'],
      ] as const) {
        const res = await operator('PATCH', url, body);
        assertNamesField(res, 400, field);
        assertDocumented(doc, 'PATCH', '/admin/environments/{envId}/users/{userId}', res);
      }
      const empty = await operator('PATCH', url, {});
      assertNamesField(empty, 400, 'body'); // at least one member
      assertDocumented(doc, 'PATCH', '/admin/environments/{envId}/users/{userId}', empty);
      assertNamesField(await operator('PATCH', `/admin/environments/${env}/users/01`, { role: 'ADMIN' }), 400, 'userId');
      assertNamesField(await operator('DELETE', `/admin/environments/${env}/users/${member.id}/projects/x`), 400, 'projectId');
      const now = json<User>(await operator('GET', url));
      assert.deepEqual([now.role, now.active], ['MEMBER', true]);
      assert.equal((await platform(member.token, 'GET', '/projects')).statusCode, 200, 'the token still works');
      assert.equal((await signIn(member.email)).statusCode, 200, 'the password is unchanged');
    });

    it('deactivation refuses the tokens already issued on the next request, and sign-in like a wrong password', async () => {
      const member = await newUser('MEMBER');
      const second = json<{ access_token: string }>(await signIn(member.email)).access_token;
      assert.equal((await platform(member.token, 'GET', '/projects')).statusCode, 200);
      assert.equal((await platform(second, 'GET', '/projects')).statusCode, 200, 'remembered as verified');

      const changed = await patchUser(member, { active: false });
      assert.equal(changed.active, false);
      for (const token of [member.token, second]) {
        const res = await platform(token, 'GET', '/projects');
        assert.equal(res.statusCode, 401, res.body);
        assert.equal(json(res).error, 'Unauthorized');
      }
      const refused = await signIn(member.email);
      const wrong = await signIn('nobody@lifecycle.example');
      assert.equal(refused.statusCode, 401);
      assert.deepEqual(json(refused), json(wrong), 'the same answer as an unknown email or a wrong password');

      const reactivated = await patchUser(member, { active: true });
      assert.equal(reactivated.active, true);
      const again = await signIn(member.email);
      assert.equal(again.statusCode, 200, again.body);
      assert.equal((await platform(json<{ access_token: string }>(again).access_token, 'GET', '/projects')).statusCode, 200);
      for (const token of [member.token, second]) {
        assert.equal((await platform(token, 'GET', '/projects')).statusCode, 401, 'tokens from before the deactivation stay ended');
      }
    });

    it('a role change applies to the next request of a token already issued', async () => {
      const user = await newUser('ADMIN');
      const [assigned, unassigned] = [projects[0]!, projects[1]!];
      assert.equal((await operator('POST', `/admin/environments/${env}/users/${user.id}/projects`, { project_id: assigned })).statusCode, 201);
      const write = () => platform(user.token, 'PATCH', `/projects/${assigned}`, { comments: `checked ${Date.now()}` });
      assert.equal((await write()).statusCode, 200);
      assert.equal((await platform(user.token, 'GET', `/projects/${unassigned}`)).statusCode, 200, 'ADMIN sees every project');

      assert.equal((await patchUser(user, { role: 'VIEWER' })).role, 'VIEWER');
      assert.equal((await write()).statusCode, 403, 'a VIEWER writing');
      assert.equal((await platform(user.token, 'POST', '/projects', project(9))).statusCode, 403, 'only ADMIN creates');
      assert.equal((await platform(user.token, 'GET', `/projects/${assigned}`)).statusCode, 200, 'still reads what is assigned');
      assert.equal((await platform(user.token, 'GET', `/projects/${unassigned}`)).statusCode, 404, 'the rest is hidden');
      const list = json<{ data: { id: number }[] }>(await platform(user.token, 'GET', '/projects'));
      assert.deepEqual(list.data.map((p) => p.id), [assigned]);

      assert.equal((await patchUser(user, { role: 'MEMBER' })).role, 'MEMBER');
      assert.equal((await write()).statusCode, 200, 'a MEMBER writes what is assigned');
      assert.equal((await platform(user.token, 'GET', `/projects/${unassigned}`)).statusCode, 404);
    });

    it('a password reset: the old password fails, the new one works, and tokens issued before it end', async () => {
      const user = await newUser('VIEWER');
      const before = json<User>(await operator('GET', `/admin/environments/${env}/users/${user.id}`));
      const changed = await patchUser(user, { password: NEW_PASSWORD });
      assert.ok(changed.updated_at > before.updated_at, 'updated_at moves on');
      assert.ok(!t.logs.text.includes(NEW_PASSWORD), 'the password is never logged');
      const [row] = await t.ctx.db.query<{ password_hash: string }>('select password_hash from users where id = $1', [user.id]);
      assert.match(row!.password_hash, /^scrypt\$/);

      assert.equal((await signIn(user.email)).statusCode, 401, 'the old password');
      assert.equal((await platform(user.token, 'GET', '/projects')).statusCode, 401, 'a token from before the reset');
      const fresh = await signIn(user.email, NEW_PASSWORD);
      assert.equal(fresh.statusCode, 200, fresh.body);
      assert.equal((await platform(json<{ access_token: string }>(fresh).access_token, 'GET', '/projects')).statusCode, 200);

      // Several members at once: all of them apply.
      const both = await patchUser(user, { role: 'MEMBER', password: PASSWORD });
      assert.equal(both.role, 'MEMBER');
      assert.equal((await signIn(user.email)).statusCode, 200);
    });

    it('removing an assignment hides the project from a MEMBER at once; 404 when it was not assigned', async () => {
      const member = await newUser('MEMBER');
      const target = projects[2]!;
      const assign = await operator('POST', `/admin/environments/${env}/users/${member.id}/projects`, { project_id: target });
      assert.equal(assign.statusCode, 201);
      const listed = await operator('GET', `/admin/environments/${env}/users/${member.id}/projects`);
      assertDocumented(doc, 'GET', '/admin/environments/{envId}/users/{userId}/projects', listed);
      assert.deepEqual(json<{ project_id: number }[]>(listed).map((a) => a.project_id), [target]);
      assert.equal((await platform(member.token, 'GET', `/projects/${target}`)).statusCode, 200, 'cached as visible');

      const url = `/admin/environments/${env}/users/${member.id}/projects/${target}`;
      const removed = await operator('DELETE', url);
      assert.equal(removed.statusCode, 204, removed.body);
      assert.equal(removed.body, '');
      assert.ok(doc.paths['/admin/environments/{envId}/users/{userId}/projects/{projectId}']?.delete?.responses['204']);
      const hidden = await platform(member.token, 'GET', `/projects/${target}`);
      assert.equal(hidden.statusCode, 404, hidden.body);
      assert.equal((await platform(member.token, 'PATCH', `/projects/${target}`, { comments: 'x' })).statusCode, 404);
      assert.deepEqual(json<{ data: unknown[] }>(await platform(member.token, 'GET', '/projects')).data, []);
      assert.deepEqual(json(await operator('GET', `/admin/environments/${env}/users/${member.id}/projects`)), []);

      for (const res of [
        await operator('DELETE', url), // no longer assigned
        await operator('DELETE', `/admin/environments/${env}/users/${member.id}/projects/4000000000`),
        await operator('DELETE', `/admin/environments/${otherEnv}/users/${member.id}/projects/${target}`),
      ]) {
        assert.equal(res.statusCode, 404, res.body);
        assertDocumented(doc, 'DELETE', '/admin/environments/{envId}/users/{userId}/projects/{projectId}', res);
      }
    });
  });
}

describe('admin CLI: the user lifecycle (npm run admin -- users:…)', () => {
  let t: TestApp;
  let admin: Listener;
  let url: string;
  before(async () => {
    t = await buildTestApp(pglite, 'platform');
    admin = await buildListener(adminListener, t.ctx);
    url = await admin.listen({ host: '127.0.0.1', port: 0 });
  });
  after(async () => {
    await admin.close();
    await t.close();
  });

  const cli = (...args: string[]) => operatorCli({ adminUrl: url, operatorToken: t.operatorToken }, ...args);
  const ok = async (...args: string[]) => {
    const res = await cli(...args);
    assert.equal(res.code, 0, `${args[0]}: ${res.out}`);
    return res.out.trim() === '' ? null : JSON.parse(res.out);
  };
  const signIn = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/auth/token', payload: { email, password } });
  const projects = (token: string, suffix = '') =>
    t.app.inject({ method: 'GET', url: `/projects${suffix}`, headers: { authorization: `Bearer ${token}` } });

  it('lists, shows, changes the role, deactivates, reactivates, resets the password and unassigns', async () => {
    const env = String((await ok('environments:create', '--name', 'CLI people')).id);
    const projectFile = path.join(os.tmpdir(), `pcas-cli-users-${process.pid}.json`);
    fs.writeFileSync(projectFile, JSON.stringify({ projects: [project(1)] }));
    const [created] = (await ok('projects:import', '--env', env, '--file', projectFile)).created as { id: number }[];
    fs.rmSync(projectFile);
    const email = 'cli.user@lifecycle.example';
    const user = await ok('users:create', '--env', env, '--email', email, '--name', 'C', '--password', PASSWORD, '--role', 'MEMBER');
    const id = String(user.id);
    const at = ['--env', env, '--user', id];
    await ok('users:assign', ...at, '--project-id', String(created!.id));
    assert.deepEqual((await ok('users:projects', ...at)).map((a: { project_id: number }) => a.project_id), [created!.id]);
    const token = json<{ access_token: string }>(await signIn(email, PASSWORD)).access_token;
    assert.equal((await projects(token, `/${created!.id}`)).statusCode, 200);

    assert.deepEqual((await ok('users:list', '--env', env)).map((u: { email: string }) => u.email), [email]);
    assert.equal((await ok('users:show', ...at)).role, 'MEMBER');
    assert.equal((await ok('users:update', ...at, '--role', 'VIEWER')).role, 'VIEWER');
    const write = await t.app.inject({
      method: 'PATCH',
      url: `/projects/${created!.id}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { comments: 'x' },
    });
    assert.equal(write.statusCode, 403, 'the token already issued is a VIEWER’s now');

    assert.equal((await ok('users:deactivate', ...at)).active, false);
    assert.equal((await projects(token)).statusCode, 401);
    assert.equal((await signIn(email, PASSWORD)).statusCode, 401);
    assert.equal((await ok('users:reactivate', ...at)).active, true);
    const again = json<{ access_token: string }>(await signIn(email, PASSWORD)).access_token;
    assert.equal((await projects(again)).statusCode, 200);

    await ok('users:reset-password', ...at, '--password', 'the newest long password');
    assert.equal((await signIn(email, PASSWORD)).statusCode, 401, 'the old password');
    assert.equal((await projects(again)).statusCode, 401, 'the token from before the reset');
    const latest = json<{ access_token: string }>(await signIn(email, 'the newest long password')).access_token;
    assert.equal((await projects(latest, `/${created!.id}`)).statusCode, 200);
    assert.equal((await ok('users:update', ...at, '--active', 'false')).active, false);
    assert.equal((await ok('users:update', ...at, '--active', 'true')).active, true);

    assert.equal(await ok('users:unassign', ...at, '--project-id', String(created!.id)), null, '204: nothing printed');
    const latestAgain = json<{ access_token: string }>(await signIn(email, 'the newest long password')).access_token;
    assert.equal((await projects(latestAgain, `/${created!.id}`)).statusCode, 404, 'no longer assigned');
    const twice = await cli('users:unassign', ...at, '--project-id', String(created!.id));
    assert.equal(twice.code, 1);
    assert.equal(JSON.parse(twice.out).statusCode, 404);
  });

  it('says what is wrong with a flag before calling', async () => {
    const res = await cli('users:update', '--env', '1', '--user', '1', '--active', 'yes');
    assert.equal(res.code, 2);
    assert.match(res.out, /--active takes true or false/);
    const missing = await cli('users:unassign', '--env', '1', '--user', '1');
    assert.equal(missing.code, 2);
    assert.match(missing.out, /--project-id is required/);
  });
});
