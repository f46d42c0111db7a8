import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { buildTestApp, json, type TestApp } from '../helpers/app.ts';
import { asOperator } from '../helpers/operator.ts';
import { assertDocumented, openApiOf } from '../helpers/openapi.ts';
import { BACKENDS } from '../helpers/storage.ts';

for (const backend of BACKENDS) {
  describe(`admin tenancy routes (${backend.name})`, () => {
    let t: TestApp;
    let doc: Awaited<ReturnType<typeof openApiOf>>;
    before(async () => {
      t = await buildTestApp(backend);
      doc = await openApiOf(t.app, { authorization: `Bearer ${t.operatorToken}` });
    });
    after(() => t.close());

    it('creates a community with the default floor and lists it', async () => {
      const op = asOperator(t);
      const res = await op.post('/admin/communities', { name: 'Lenders' });
      assert.equal(res.statusCode, 201);
      assertDocumented(doc, 'POST', '/admin/communities', res);
      assert.equal(json(res).min_group_size, 5);
      assert.equal(typeof json(res).id, 'number');
      const list = await op.get('/admin/communities');
      assertDocumented(doc, 'GET', '/admin/communities', list);
      assert.deepEqual(
        json<{ name: string }[]>(list).map((c) => c.name),
        ['Lenders'],
      );
    });

    it('creates an environment with the D-8 defaults, joined to its communities', async () => {
      const op = asOperator(t);
      const community = json(await op.post('/admin/communities', { name: 'C2', min_group_size: 7 }));
      const res = await op.post('/admin/environments', { name: 'Acme', community_ids: [community.id] });
      assert.equal(res.statusCode, 201);
      assertDocumented(doc, 'POST', '/admin/environments', res);
      const env = json<{ id: number; currency: string; community_ids: number[] }>(res);
      assert.equal(env.currency, 'GBP');
      assert.deepEqual(env.community_ids, [community.id]);

      const settings = await t.ctx.db.query<{ kind: string; input_value: string; parent_id: number | null }>(
        'select kind, input_value, parent_id from input_settings where environment_id = $1 order by id',
        [env.id],
      );
      const roots = (kind: string) =>
        settings.filter((s) => s.kind === kind && s.parent_id === null).map((s) => s.input_value);
      assert.deepEqual(roots('APPRAISAL'), [
        'Land acquisition',
        'Construction costs',
        'Professional fees',
        'Contingency',
        'Finance costs',
        'Sales and marketing',
      ]);
      assert.ok(
        settings.some((s) => s.kind === 'APPRAISAL' && s.parent_id !== null),
        'appraisal settings are nested',
      );
      assert.deepEqual(roots('RISK'), [
        'Programme',
        'Cost',
        'Planning',
        'Funding',
        'Health and safety',
        'Quality',
      ]);
      const legends = await t.ctx.db.query(
        'select name, description, colour from risk_status_legends where environment_id = $1 order by position',
        [env.id],
      );
      assert.deepEqual(legends, [
        { name: 'Green', description: 'On track', colour: '#2E7D32' },
        { name: 'Amber', description: 'At risk', colour: '#F9A825' },
        { name: 'Red', description: 'Off track', colour: '#C62828' },
      ]);
      const templates = await t.ctx.db.query<{ kind: string }>(
        'select kind from templates where environment_id = $1 order by kind',
        [env.id],
      );
      assert.deepEqual(
        templates.map((r) => r.kind),
        ['DOCUMENT_STUDIO', 'INTERIM'],
      );
    });

    it('rejects bad environment bodies naming the field, and writes nothing', async () => {
      const op = asOperator(t);
      const before = json<unknown[]>(await op.get('/admin/environments')).length;
      for (const [body, field] of [
        [{}, 'name'],
        [{ name: '' }, 'name'],
        [{ name: 'x', currency: 'pounds' }, 'currency'],
        [{ name: 'x', extra: true }, 'extra'],
        [{ name: 'x', community_ids: ['1'] }, 'community_ids[0]'],
      ] as const) {
        const res = await op.post('/admin/environments', body);
        assert.equal(res.statusCode, 400, JSON.stringify(body));
        assertDocumented(doc, 'POST', '/admin/environments', res);
        assert.match(
          json<{ message: string }>(res).message,
          new RegExp(`^${field.replace(/[[\]]/g, '\\$&')}:`),
        );
      }
      const missing = await op.post('/admin/environments', { name: 'x', community_ids: [999999] });
      assert.equal(missing.statusCode, 404);
      assert.equal(json<unknown[]>(await op.get('/admin/environments')).length, before);
    });

    it('joins a community, 404 for an unknown environment or community', async () => {
      const op = asOperator(t);
      const env = json(await op.post('/admin/environments', { name: 'Joiner' }));
      const community = json(await op.post('/admin/communities', { name: 'C3' }));
      const res = await op.post(`/admin/environments/${env.id}/communities`, { community_id: community.id });
      assert.equal(res.statusCode, 201);
      assertDocumented(doc, 'POST', '/admin/environments/{envId}/communities', res);
      assert.deepEqual(json(res).community_ids, [community.id]);
      assert.equal(
        (await op.post('/admin/environments/999999/communities', { community_id: community.id })).statusCode,
        404,
      );
      assert.equal(
        (await op.post(`/admin/environments/${env.id}/communities`, { community_id: 999999 })).statusCode,
        404,
      );
      assert.equal((await op.get('/admin/environments/abc')).statusCode, 400);
    });

    it('creates users with hashed passwords; duplicate email 409; weak input 400', async () => {
      const op = asOperator(t);
      const env = json(await op.post('/admin/environments', { name: 'People' }));
      const body = {
        email: 'ana@example.com',
        name: 'Ana',
        password: 'correct horse battery',
        role: 'MEMBER',
      };
      const res = await op.post(`/admin/environments/${env.id}/users`, body);
      assert.equal(res.statusCode, 201);
      assertDocumented(doc, 'POST', '/admin/environments/{envId}/users', res);
      assert.equal(json(res).role, 'MEMBER');
      assert.ok(!res.body.includes(body.password));
      const [stored] = await t.ctx.db.query<{ password_hash: string }>(
        'select password_hash from users where id = $1',
        [json(res).id],
      );
      assert.match(stored!.password_hash, /^scrypt\$/);
      assert.ok(!stored!.password_hash.includes(body.password));
      assert.ok(!t.logs.text.includes(body.password), 'password never logged');

      assert.equal(
        (await op.post(`/admin/environments/${env.id}/users`, { ...body, email: 'ANA@example.com' }))
          .statusCode,
        409,
      );
      const cases = [
        [{ ...body, email: 'not-an-email' }, 'email'],
        [{ ...body, password: 'short' }, 'password'],
        [{ ...body, role: 'OWNER' }, 'role'],
      ] as const;
      for (const [bad, field] of cases) {
        const r = await op.post(`/admin/environments/${env.id}/users`, bad);
        assert.equal(r.statusCode, 400);
        assert.match(json<{ message: string }>(r).message, new RegExp(`^${field}:`));
      }
      assert.equal((await op.post('/admin/environments/999999/users', body)).statusCode, 404);
    });

    it('assigns a project of the same environment to a user, never one of another environment', async () => {
      const op = asOperator(t);
      const env = json(await op.post('/admin/environments', { name: 'Assign A' }));
      const other = json(await op.post('/admin/environments', { name: 'Assign B' }));
      const user = json(
        await op.post(`/admin/environments/${env.id}/users`, {
          email: 'm@assign.example',
          name: 'M',
          password: 'a long enough password',
          role: 'VIEWER',
        }),
      );
      const [mine] = json<{ created: { id: number }[] }>(
        await op.post(`/admin/environments/${env.id}/projects/import`, {
          projects: [{ name: 'P', project_reference: 'A-1' }],
        }),
      ).created;
      const [theirs] = json<{ created: { id: number }[] }>(
        await op.post(`/admin/environments/${other.id}/projects/import`, {
          projects: [{ name: 'Q', project_reference: 'B-1' }],
        }),
      ).created;
      const url = `/admin/environments/${env.id}/users/${user.id}/projects`;
      const res = await op.post(url, { project_id: mine!.id });
      assert.equal(res.statusCode, 201);
      assertDocumented(doc, 'POST', '/admin/environments/{envId}/users/{userId}/projects', res);
      assert.equal(
        (await op.post(url, { project_id: mine!.id })).statusCode,
        201,
        'assigning twice is harmless',
      );
      assert.equal((await op.post(url, { project_id: theirs!.id })).statusCode, 404);
      assert.equal(
        (
          await op.post(`/admin/environments/${other.id}/users/${user.id}/projects`, {
            project_id: theirs!.id,
          })
        ).statusCode,
        404,
      );
      assert.equal((await op.post(url, { project_id: 'x' })).statusCode, 400);
    });

    it('creates a platform key shown once and stored only as a hash', async () => {
      const op = asOperator(t);
      const env = json(await op.post('/admin/environments', { name: 'Keys' }));
      const res = await op.post(`/admin/environments/${env.id}/platform-keys`, { name: 'CI' });
      assert.equal(res.statusCode, 201);
      assertDocumented(doc, 'POST', '/admin/environments/{envId}/platform-keys', res);
      const created = json<{ key: string; key_prefix: string }>(res);
      assert.match(created.key, /^svc_plat_[0-9A-Za-z]{43}$/);
      assert.ok(created.key.startsWith(created.key_prefix));
      const rows = await t.ctx.db.query<Record<string, unknown>>('select * from platform_keys');
      assert.ok(!JSON.stringify(rows).includes(created.key), 'the secret is not stored');
      assert.ok(!t.logs.text.includes(created.key), 'the secret is not logged');
      assert.equal(
        (await op.post('/admin/environments/999999/platform-keys', { name: 'x' })).statusCode,
        404,
      );
    });
  });
}
