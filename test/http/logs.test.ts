import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { adminListener } from '../../src/admin/index.ts';
import { dataListener } from '../../src/data-api/index.ts';
import { buildListener, type Listener } from '../../src/http/listener.ts';
import { createDataKey } from '../../src/services/identity/data-keys.ts';
import { buildTestApp, json, type TestApp } from '../helpers/app.ts';
import { environmentWithUsers, PASSWORD } from '../helpers/platform.ts';
import { BACKENDS } from '../helpers/storage.ts';

// Logs carry no request data. Requests that fail (a database refusal answered 500, a
// wrong password, a wrong token, a bad query) carry a password, a token, a key and field values; at the
// most verbose level, none of them appears in any log line, while the failure is still logged with its
// SQLSTATE and statement fingerprint.

const SECRET_NAME = 'Field-Value-Quixotic-7731';
const SECRET_COMMENT = 'Comment-Value-Zephyr-4410';
const SECRET_SEARCH = 'Search-Value-Mauve-5521';
const NEW_PASSWORD = 'Password-Value-Obsidian-9902';

for (const backend of BACKENDS) {
  describe(`logs carry no request data (${backend.name})`, () => {
    let t: TestApp;
    let admin: Listener;
    let data: Listener;
    let token: string;
    let dataKey: string;
    let env: number;

    before(async () => {
      t = await buildTestApp(backend, 'platform', { env: { LOG_LEVEL: 'trace' } });
      admin = await buildListener(adminListener, t.ctx);
      data = await buildListener(dataListener, t.ctx);
      await Promise.all([admin.ready(), data.ready()]);
      const fixture = await environmentWithUsers(t, 'Logged');
      env = fixture.env;
      token = fixture.users.ADMIN.token;
      dataKey = (await createDataKey(t.ctx.db, env, { name: 'logged key', scopes: ['data:projects'] })).key;
      // Rules the application does not know about, so that the database refuses these values: the
      // unexpected failure whose driver error carries the failing row, the SQL and its parameters.
      await t.ctx.db.exec(`alter table projects add constraint log_probe check (coalesce(comments, '') not like 'Comment-Value-%')`);
      await t.ctx.db.exec(`alter table users add constraint log_probe_user check (name not like 'Field-Value-%')`);
    });
    after(async () => {
      await admin.close();
      await data.close();
      await t.close();
    });

    it('logs a refused statement by SQLSTATE and fingerprint, without its values', async () => {
      const before = t.logs.text.length;
      const res = await t.app.inject({
        method: 'POST',
        url: '/projects',
        headers: { authorization: `Bearer ${token}` },
        payload: { name: SECRET_NAME, project_reference: 'LOG-1', comments: SECRET_COMMENT },
      });
      assert.equal(res.statusCode, 500, res.body);
      assert.equal(json(res).message, 'An unexpected error occurred');
      const logged = t.logs.text.slice(before);
      const entry = logged.split('\n').map((line) => (line ? JSON.parse(line) : null)).find((e) => e?.msg === 'request failed');
      assert.ok(entry, `the failure is logged: ${logged}`);
      assert.equal(entry.err.code, '23514');
      assert.equal(entry.err.constraint, 'log_probe');
      assert.match(entry.err.statement, /^s_[0-9a-f]{20}$/);
      assert.match(entry.err.message, /SQLSTATE 23514/);
    });

    it('never logs a password, its hash, a token, a key, a query or a field value', async () => {
      const operator = { authorization: `Bearer ${t.operatorToken}` };
      const answers = [
        // A user whose insert the database refuses: the parameters held the name and the password's hash.
        await admin.inject({
          method: 'POST',
          url: `/admin/environments/${env}/users`,
          headers: operator,
          payload: { email: 'logged.user@example.com', name: SECRET_NAME, password: NEW_PASSWORD, role: 'VIEWER' },
        }),
        // A wrong password, and a right one.
        await t.app.inject({ method: 'POST', url: '/auth/token', payload: { email: 'admin@logged.example', password: NEW_PASSWORD } }),
        await t.app.inject({ method: 'POST', url: '/auth/token', payload: { email: 'admin@logged.example', password: PASSWORD } }),
        // A search, a refused body, a token that is not valid.
        await t.app.inject({ method: 'GET', url: `/projects?search=${SECRET_SEARCH}`, headers: { authorization: `Bearer ${token}` } }),
        await t.app.inject({
          method: 'POST',
          url: '/projects',
          headers: { authorization: `Bearer ${token}` },
          payload: { name: SECRET_NAME, project_reference: 'LOG-2', comments: SECRET_COMMENT },
        }),
        await t.app.inject({ method: 'GET', url: '/projects', headers: { authorization: `Bearer ${token}x` } }),
        // A Data API key with a bad query, and an operator token that is wrong.
        await data.inject({ method: 'GET', url: `/data/projects?limit=${SECRET_SEARCH}`, headers: { 'x-api-key': dataKey } }),
        await admin.inject({ method: 'GET', url: '/admin/environments', headers: { authorization: `Bearer ${token}` } }),
      ];
      assert.deepEqual(
        answers.map((r) => r.statusCode),
        [500, 401, 200, 200, 500, 401, 400, 401],
      );
      const signedIn = json<{ access_token: string }>(answers[2]!).access_token;
      const logs = t.logs.text;
      assert.ok(logs.split('\n').length > 20, 'requests were logged at trace level');
      for (const [what, secret] of Object.entries({
        password: NEW_PASSWORD,
        'demo password': PASSWORD,
        'password hash': 'scrypt$',
        token,
        'issued token': signedIn,
        'Data API key': dataKey,
        'operator token': t.operatorToken,
        'field value': SECRET_NAME,
        comment: SECRET_COMMENT,
        'query value': SECRET_SEARCH,
        email: 'logged.user@example.com',
      })) {
        assert.ok(!logs.includes(secret), `the ${what} appears in no log line`);
      }
    });
  });
}
