import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { adminListener } from '../../src/admin/index.ts';
import { createContext } from '../../src/context.ts';
import { type Database, openPostgres } from '../../src/db/database.ts';
import { buildListener, type Listener } from '../../src/http/listener.ts';
import { platformListener } from '../../src/platform/index.ts';
import { NAMESPACES } from '../../src/state/cache/cache.ts';
import { buildTestApp, json, type TestApp } from '../helpers/app.ts';
import { eventually } from '../helpers/eventually.ts';
import { asOperator } from '../helpers/operator.ts';
import { PASSWORD } from '../helpers/platform.ts';
import { project } from '../helpers/projects.ts';
import { BACKENDS } from '../helpers/storage.ts';
import { TestClock } from '../helpers/clock.ts';

// Across instances: a user change made through one instance reaches the bearer check
// of another within one second (as D-12 has it for Data API keys), through the database's change feed,
// and through the user cache's lifetime when no notification comes.

const BOUND_MS = 1000;

/**
 * Polls `request` until `done` holds of its answer. The change notification usually brings it within
 * milliseconds; the bound of a second holds even when the notification is lost, which the last test
 * proves on an injected clock.
 */
async function reaches(what: string, request: () => Promise<LightMyRequestResponse>, done: (status: number) => boolean) {
  await eventually(async () => done((await request()).statusCode), `${what} reaches instance two`);
}

for (const backend of BACKENDS) {
  describe(`a user change reaches every instance within a second (${backend.name})`, () => {
    /** Instance one: the Platform API and the admin API, as `npm start` runs them. */
    let t: TestApp;
    let admin: Listener;
    /** Instance two: a Platform API with its own context (caches, change feed) on the same database. */
    let other: Listener;
    let closeOther: () => Promise<void>;
    let env: number;
    let projectIds: number[];
    let users = 0;
    const otherClock = new TestClock();

    const operator = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
      asOperator(t, admin).send(method, url, payload);
    const onOther = (token: string, url: string) =>
      other.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    const newUser = async (role: 'ADMIN' | 'MEMBER') => {
      users += 1;
      const email = `revocable${users}@instances.example`;
      const created = await operator('POST', `/admin/environments/${env}/users`, { email, name: 'R', password: PASSWORD, role });
      assert.equal(created.statusCode, 201, created.body);
      const signedIn = await t.app.inject({ method: 'POST', url: '/auth/token', payload: { email, password: PASSWORD } });
      assert.equal(signedIn.statusCode, 200, signedIn.body);
      return { id: json<{ id: number }>(created).id, token: json<{ access_token: string }>(signedIn).access_token };
    };

    before(async () => {
      t = await buildTestApp(backend, 'platform');
      admin = await buildListener(adminListener, t.ctx);
      await admin.ready();
      // On PostgreSQL, instance two has connections of its own to the same schema (its own LISTEN).
      let db: Database = t.ctx.db;
      if (backend.name === 'postgres') {
        const [{ schema }] = (await t.ctx.db.query<{ schema: string }>('select current_schema() as schema')) as [{ schema: string }];
        db = await openPostgres(process.env.TEST_DATABASE_URL!, { schema, max: 3 });
      }
      // Instance two has a clock of its own, which a test moves.
      const ctx = await createContext({ ...t.ctx, db, redis: null, clock: otherClock });
      other = await buildListener(platformListener, ctx);
      await other.ready();
      closeOther = async () => {
        await other.close();
        await ctx.dispose();
        if (db !== t.ctx.db) await db.close();
      };
      env = json<{ id: number }>(await operator('POST', '/admin/environments', { name: 'Instances' })).id;
      const imported = await operator('POST', `/admin/environments/${env}/projects/import`, { projects: [project(1), project(2)] });
      projectIds = json<{ created: { id: number }[] }>(imported).created.map((c) => c.id);
    });
    after(async () => {
      await closeOther();
      await admin.close();
      await t.close();
    });

    it('a deactivation, a role change and an unassignment, each made through instance one', async () => {
      const [first, second] = projectIds as [number, number];
      const deactivated = await newUser('MEMBER');
      assert.equal((await onOther(deactivated.token, '/projects')).statusCode, 200, 'instance two knows the user');
      assert.equal((await operator('PATCH', `/admin/environments/${env}/users/${deactivated.id}`, { active: false })).statusCode, 200);
      await reaches('deactivation', () => onOther(deactivated.token, '/projects'), (s) => s === 401);

      const demoted = await newUser('ADMIN');
      assert.equal((await onOther(demoted.token, `/projects/${second}`)).statusCode, 200, 'an ADMIN sees every project');
      assert.equal((await operator('PATCH', `/admin/environments/${env}/users/${demoted.id}`, { role: 'MEMBER' })).statusCode, 200);
      await reaches('role change', () => onOther(demoted.token, `/projects/${second}`), (s) => s === 404);

      const member = await newUser('MEMBER');
      assert.equal((await operator('POST', `/admin/environments/${env}/users/${member.id}/projects`, { project_id: first })).statusCode, 201);
      assert.equal((await onOther(member.token, `/projects/${first}`)).statusCode, 200);
      assert.equal((await operator('DELETE', `/admin/environments/${env}/users/${member.id}/projects/${first}`)).statusCode, 204);
      await reaches('unassignment', () => onOther(member.token, `/projects/${first}`), (s) => s === 404);
    });

    it('without the change notification, the user cache’s lifetime still bounds it', async () => {
      assert.ok(NAMESPACES.user.lifetimeMs < BOUND_MS);
      const user = await newUser('MEMBER');
      assert.equal((await onOther(user.token, '/projects')).statusCode, 200, 'cached on instance two');
      // The notification of this one update is lost on its way (its trigger is off for it).
      await t.ctx.db.exec('alter table users disable trigger users_updated');
      try {
        assert.equal((await operator('PATCH', `/admin/environments/${env}/users/${user.id}`, { active: false })).statusCode, 200);
      } finally {
        await t.ctx.db.exec('alter table users enable trigger users_updated');
      }
      // Instance two's clock a second on: its cached user has lived out its lifetime.
      otherClock.tick(BOUND_MS);
      try {
        assert.equal((await onOther(user.token, '/projects')).statusCode, 401, 'deactivation without a notification, within a second');
      } finally {
        otherClock.resume();
      }
    });
  });
}
