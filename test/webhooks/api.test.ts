import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Webhook } from 'standardwebhooks';
import { WEBHOOK_EVENTS, type WebhookEvent } from '../../src/domain/webhooks/events.ts';
import { generateSecret } from '../../src/domain/webhooks/signature.ts';
import { buildTestApp, json, type TestApp } from '../helpers/app.ts';
import { openApiOf } from '../helpers/openapi.ts';
import { as, assertNamesField, environmentWithUsers } from '../helpers/platform.ts';
import { project } from '../helpers/projects.ts';
import { BACKENDS } from '../helpers/storage.ts';
import { webhookReceiver, type Received, type WebhookReceiver } from '../helpers/webhook-receiver.ts';
import { type Delivery, webhooksAs, type WebhooksAs } from '../helpers/webhooks.ts';
import { benchmarkEvidence, drawdown, reportSave, uploadForm } from '../platform/route-cases.ts';

// Webhooks on the Platform API (D-61), with the service's own delivery worker on a real clock: an
// environment's ADMINs manage endpoints (the secret shown at creation and rotation only), the input's
// rules, the limit of 20, 403 to MEMBER and VIEWER and 404 across environments; each of the six events
// emitted by its action and received signed (checked with the standardwebhooks package), thin, once per
// subscribed endpoint with one webhook-id, and never by a change rolled back; a rotated secret signing
// beside the new one; the deliveries list paged. Retries, disabling and the address guard on a clock of
// the test's own: delivery.test.ts.

type Env = Awaited<ReturnType<typeof environmentWithUsers>>;

for (const backend of BACKENDS) {
  describe(`webhooks API (${backend.name})`, () => {
    let t: TestApp;
    let doc: Awaited<ReturnType<typeof openApiOf>>;
    let A: Env;
    let B: Env;
    let api: WebhooksAs;
    const receivers: WebhookReceiver[] = [];
    let projects = 0;

    /** A project of A, created by its ADMIN through the API (project.created to whoever listens). */
    async function newProject(): Promise<number> {
      projects += 1;
      const res = await as(t, A.users.ADMIN).post(
        '/projects',
        project(projects, { name: `Hooked ${projects}`, project_reference: `HOOK-${projects}`, postcode: 'SW1A 1AA', created_date: '2021-03-01T00:00:00Z' }),
      );
      assert.equal(res.statusCode, 201, res.body);
      return json<{ id: number }>(res).id;
    }
    const receiver = async () => {
      const r = await webhookReceiver();
      receivers.push(r);
      return r;
    };
    const headerOf = (r: Received, name: string) => String(r.headers[name]);

    before(async () => {
      t = await buildTestApp(backend, 'platform', { env: { WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' } });
      doc = await openApiOf(t.app);
      A = await environmentWithUsers(t, 'Hooks A');
      B = await environmentWithUsers(t, 'Hooks B');
      api = webhooksAs(t, doc, A.users.ADMIN);
      await t.ctx.webhooks.start();
    });
    after(async () => {
      await t.close();
      await Promise.all(receivers.map((r) => r.close()));
    });

    it('creates, lists, reads, changes and removes an endpoint; the secret is in the creation’s answer only', async () => {
      const created = await api.create({ url: 'http://127.0.0.1:9/hooks', events: ['project.created', 'project.created', 'upload.created'], description: 'ERP' });
      assert.match(created.secret, /^whsec_[A-Za-z0-9+/]{43}=$/);
      assert.deepEqual(created.events, ['project.created', 'upload.created'], 'a name given twice counts once');
      assert.equal(created.enabled, true);
      assert.equal(created.disabled_reason, null);
      assert.equal(created.description, 'ERP');

      const listed = await api.list();
      assert.deepEqual(listed.map((h) => h.id), [created.id]);
      const { secret, ...shown } = created;
      assert.deepEqual(await api.get(created.id), shown);
      assert.deepEqual(listed[0], shown);

      const changed = await api.patch(created.id, { url: 'http://127.0.0.1:10/other', events: ['benchmark.computed'], description: null });
      assert.deepEqual([changed.url, changed.events, changed.description], ['http://127.0.0.1:10/other', ['benchmark.computed'], null]);
      const disabled = await api.patch(created.id, { enabled: false });
      assert.deepEqual([disabled.enabled, disabled.disabled_reason], [false, 'DISABLED_BY_ADMIN']);
      assert.ok(disabled.disabled_at);
      const enabled = await api.patch(created.id, { enabled: true });
      assert.deepEqual([enabled.enabled, enabled.disabled_reason, enabled.disabled_at], [true, null, null]);

      // No answer but the creation's shows the secret, and the database holds it sealed.
      const answers = [
        await api.send('GET', '/webhooks'),
        await api.send('GET', `/webhooks/${created.id}`),
        await api.send('PATCH', `/webhooks/${created.id}`, { description: 'again' }),
        await api.send('GET', `/webhooks/${created.id}/deliveries`),
      ];
      for (const res of answers) {
        assert.ok(!res.body.includes(secret), `${res.statusCode}: no secret`);
        assert.ok(!res.body.includes('"secret"'), 'no secret member');
      }
      const [row] = await t.ctx.db.query<{ secret: Uint8Array }>('select secret from webhook_endpoints where id = $1', [created.id]);
      assert.ok(!Buffer.from(row!.secret).toString('latin1').includes(secret.slice(6)), 'stored sealed');

      await api.remove(created.id);
      assert.equal((await api.send('GET', `/webhooks/${created.id}`)).statusCode, 404);
      assert.equal((await api.send('DELETE', `/webhooks/${created.id}`)).statusCode, 404);
      assert.deepEqual(await api.list(), []);
    });

    it('refuses bad input with a 400 naming the field, and a 21st endpoint with 409', async () => {
      const events = ['project.created'];
      const refused: [unknown, string][] = [
        [{ url: 'http://example.com/hooks', events }, 'url'],
        [{ url: '/hooks', events }, 'url'],
        [{ url: `https://example.com/${'a'.repeat(2001 - 'https://example.com/'.length)}`, events }, 'url'],
        [{ url: 'ftp://127.0.0.1/hooks', events }, 'url'],
        [{ url: 'https://user:pass@127.0.0.1/hooks', events }, 'url'],
        [{ url: 'http://127.0.0.1/hooks', events: ['project.deleted'] }, 'events[0]'],
        [{ url: 'http://127.0.0.1/hooks', events: [] }, 'events'],
        [{ url: 'http://127.0.0.1/hooks' }, 'events'],
      ];
      for (const [body, field] of refused) {
        const res = await api.send('POST', '/webhooks', body);
        assertNamesField(res, 400, field);
      }
      const longest = `http://127.0.0.1:9/${'a'.repeat(2000 - 'http://127.0.0.1:9/'.length)}`;
      const hook = await api.create({ url: longest, events });
      assert.equal(hook.url, longest, 'a URL of 2,000 characters is taken');
      assertNamesField(await api.send('PATCH', `/webhooks/${hook.id}`, { url: 'http://example.com/' }), 400, 'url');
      assertNamesField(await api.send('PATCH', `/webhooks/${hook.id}`, { events: ['nothing.happened'] }), 400, 'events[0]');
      assert.equal((await api.send('PATCH', `/webhooks/${hook.id}`, {})).statusCode, 400);
      assertNamesField(await api.send('GET', `/webhooks/${hook.id}/deliveries?limit=0`), 400, 'limit');
      assertNamesField(await api.send('GET', `/webhooks/${hook.id}/deliveries?limit=201`), 400, 'limit');
      assertNamesField(await api.send('GET', '/webhooks/abc'), 400, 'id');
      assert.deepEqual({ ...(await api.get(hook.id)), secret: hook.secret }, hook, 'a refused change changes nothing');
      await api.remove(hook.id);

      // At most 20 per environment: the 21st is refused, and one removed makes room again.
      const crowded = await environmentWithUsers(t, 'Crowded');
      const crowd = webhooksAs(t, doc, crowded.users.ADMIN);
      const ids: number[] = [];
      for (let i = 0; i < 20; i++) ids.push((await crowd.create({ url: `http://127.0.0.1:9/${i}`, events })).id);
      const full = await crowd.send('POST', '/webhooks', { url: 'http://127.0.0.1:9/21', events });
      assert.equal(full.statusCode, 409, full.body);
      assert.equal((await crowd.list()).length, 20);
      // Another environment has room of its own.
      const other = await api.create({ url: 'http://127.0.0.1:9/elsewhere', events });
      await crowd.remove(ids[0]!);
      await crowd.create({ url: 'http://127.0.0.1:9/21', events });
      await api.remove(other.id);
    });

    it('answers MEMBER and VIEWER 403 on every route, and another environment’s endpoint 404', async () => {
      const r = await receiver();
      const hook = await api.create({ url: r.url, events: ['project.updated'] });
      const p = await newProject();
      assert.equal((await as(t, A.users.ADMIN).patch(`/projects/${p}`, { comments: 'queued' })).statusCode, 200);
      await r.waitFor(1);
      await t.ctx.webhooks.idle();
      const [delivery] = await api.deliveries(hook.id);
      assert.ok(delivery);
      const routes: [string, string, unknown?][] = [
        ['GET', '/webhooks'],
        ['POST', '/webhooks', { url: 'http://127.0.0.1:9/x', events: ['project.created'] }],
        ['GET', `/webhooks/${hook.id}`],
        ['PATCH', `/webhooks/${hook.id}`, { description: 'mine' }],
        ['DELETE', `/webhooks/${hook.id}`],
        ['POST', `/webhooks/${hook.id}/rotate-secret`],
        ['GET', `/webhooks/${hook.id}/deliveries`],
        ['POST', `/webhooks/${hook.id}/deliveries/${delivery.id}/retry`],
      ];
      const before = await api.get(hook.id);
      for (const role of ['MEMBER', 'VIEWER'] as const) {
        const theirs = webhooksAs(t, doc, A.users[role]);
        for (const [method, url, body] of routes) {
          const res = await theirs.send(method as 'GET', url, body);
          assert.equal(res.statusCode, 403, `${role} ${method} ${url}: ${res.body}`);
        }
      }
      const ofB = webhooksAs(t, doc, B.users.ADMIN);
      for (const [method, url, body] of routes.filter(([, url]) => url !== '/webhooks')) {
        const res = await ofB.send(method as 'GET', url, body);
        assert.equal(res.statusCode, 404, `B's ADMIN ${method} ${url}: ${res.body}`);
        assert.equal(json<{ message: string }>(res).message, `Webhook ${hook.id} not found`);
      }
      assert.deepEqual(await ofB.list(), [], 'B lists none of A’s');
      assert.deepEqual(await api.get(hook.id), before, 'nothing refused changed the endpoint');
      assert.deepEqual((await api.deliveries(hook.id)).map((d) => d.id), [delivery.id]);
      // A delivery of another endpoint is not this one's.
      const second = await api.create({ url: 'http://127.0.0.1:9/second', events: ['project.created'] });
      assert.equal((await api.retry(second.id, delivery.id)).statusCode, 404);
      await api.remove(hook.id);
      await api.remove(second.id);
    });

    it('emits each of the six events from its action, signed and thin, to the endpoints subscribed, with one webhook-id', async () => {
      const everything = await receiver();
      const some = await receiver();
      const all = await api.create({ url: everything.url, events: [...WEBHOOK_EVENTS] });
      const subscribed: WebhookEvent[] = ['project.created', 'upload.created'];
      const few = await api.create({ url: some.url, events: subscribed });
      await benchmarkEvidence(t, A.env, []);
      const admin = as(t, A.users.ADMIN);
      const startedAt = Date.now();

      const p = await newProject();
      assert.equal((await admin.patch(`/projects/${p}`, { comments: 'Checked on site' })).statusCode, 200);
      const filed = await admin.post('/reports/drawdown', drawdown(String(p)));
      assert.equal(filed.statusCode, 201, filed.body);
      const saved = await admin.post(`/projects/${p}/document-studio/reports`, reportSave());
      assert.equal(saved.statusCode, 201, saved.body);
      const benchmark = await admin.post(`/benchmark/project/${p}`, undefined);
      assert.equal(benchmark.statusCode, 201, benchmark.body);
      const uploaded = await t.app.inject({
        method: 'POST',
        url: '/uploads',
        headers: { authorization: `Bearer ${A.users.ADMIN.token}` },
        payload: uploadForm(String(p)) as never,
      });
      assert.equal(uploaded.statusCode, 201, uploaded.body);
      const [snapshot] = await t.ctx.db.query<{ id: number }>('select id from benchmark_snapshots where project_id = $1 order by id desc limit 1', [p]);
      const [upload] = await t.ctx.db.query<{ id: number }>('select id from uploads where storage_location = $1', [json<{ storage_location: string }>(uploaded).storage_location]);
      const expected: Record<WebhookEvent, number> = {
        'project.created': p,
        'project.updated': p,
        'interim_report.created': json<{ id: number }>(filed).id,
        'document_report.version_saved': Number(json<{ reportId: string }>(saved).reportId),
        'benchmark.computed': Number(snapshot!.id),
        'upload.created': Number(upload!.id),
      };

      await everything.waitFor(6);
      await some.waitFor(2);
      await t.ctx.webhooks.idle();
      const byType = new Map<string, Received>();
      for (const request of everything.received) {
        // Signed by the endpoint's secret (verified independently), and by nothing else.
        const payload = everything.verify(request, all.secret) as Delivery['payload'];
        assert.throws(() => everything.verify(request, few.secret), 'another endpoint’s secret does not verify');
        assert.equal(request.headers['content-type'], 'application/json');
        // Thin: exactly the type, the time and the three ids.
        assert.deepEqual(Object.keys(payload).sort(), ['data', 'timestamp', 'type']);
        assert.deepEqual(payload.data, { environment_id: A.env, project_id: p, id: expected[payload.type] }, payload.type);
        const at = Date.parse(payload.timestamp);
        assert.ok(at >= startedAt - 1000 && at <= Date.now(), `${payload.type}: timestamp ${payload.timestamp}`);
        assert.equal(JSON.stringify(payload), request.body, 'the body is the payload as signed');
        byType.set(payload.type, request);
      }
      assert.deepEqual([...byType.keys()].sort(), [...WEBHOOK_EVENTS].sort(), 'each event once');

      // The endpoint subscribed to two events received those two only, with the webhook-id the other got.
      assert.equal(some.received.length, 2);
      for (const request of some.received) {
        const payload = some.verify(request, few.secret) as Delivery['payload'];
        assert.ok(subscribed.includes(payload.type), payload.type);
        assert.equal(headerOf(request, 'webhook-id'), headerOf(byType.get(payload.type)!, 'webhook-id'), `${payload.type}: one webhook-id`);
        assert.equal(request.body, byType.get(payload.type)!.body, 'the same body');
      }
      assert.equal(new Set(everything.received.map((r) => headerOf(r, 'webhook-id'))).size, 6, 'a webhook-id per event');

      // The delivery log says the same: delivered, each with its one attempt.
      const log = await api.deliveries(all.id);
      assert.equal(log.length, 6);
      for (const d of log) {
        assert.equal(d.state, 'DELIVERED', d.type);
        assert.equal(d.webhook_id, headerOf(byType.get(d.type)!, 'webhook-id'));
        assert.deepEqual(d.payload.data, { environment_id: A.env, project_id: p, id: expected[d.type] });
        assert.equal(d.project_id, p);
        assert.deepEqual(d.attempts.map((a) => [a.status, a.outcome]), [[200, 'delivered']]);
        assert.equal(d.next_attempt_at, null);
      }

      // Changes that fail are rolled back and send nothing; nor does a change that changes nothing.
      const drawdownAgain = drawdown(String(p));
      assert.equal((await admin.post('/reports/drawdown', drawdownAgain)).statusCode, 201);
      const duplicate = await admin.post('/reports/drawdown', drawdownAgain);
      assert.equal(duplicate.statusCode, 409, duplicate.body);
      const badDates = await admin.patch(`/projects/${p}`, { contract_start_date: '2027-01-01T00:00:00Z', contract_completion_date: '2026-01-01T00:00:00Z' });
      assert.equal(badDates.statusCode, 400, badDates.body);
      const sameReference = await admin.post('/projects', project(900, { project_reference: `HOOK-${projects}`, created_date: '2021-03-01T00:00:00Z' }));
      assert.equal(sameReference.statusCode, 409, sameReference.body);
      assert.equal((await admin.patch(`/projects/${p}`, { comments: 'Checked on site' })).statusCode, 200);
      assert.equal((await admin.patch(`/projects/${p}`, { comments: 'Checked again' })).statusCode, 200);
      await everything.waitFor(8);
      await t.ctx.webhooks.idle();
      const after = await api.deliveries(all.id);
      assert.deepEqual(
        after.slice(0, 3).map((d) => d.type),
        ['project.updated', 'interim_report.created', 'upload.created'],
        'only the committed changes: the second drawdown and the PATCH that changed something',
      );
      assert.equal(after.length, 8);
      assert.equal(everything.received.length, 8);
      assert.equal(some.received.length, 2);
      await api.remove(all.id);
      await api.remove(few.id);
    });

    it('signs with both secrets after a rotation, each verifying alone, and shows the new secret once', async () => {
      const r = await receiver();
      const hook = await api.create({ url: r.url, events: ['project.updated'] });
      const rotatedAt = Date.now();
      const rotated = await api.rotate(hook.id);
      assert.match(rotated.secret, /^whsec_/);
      assert.notEqual(rotated.secret, hook.secret);
      const expires = Date.parse(rotated.previous_secret_expires_at ?? '');
      assert.ok(Math.abs(expires - rotatedAt - 24 * 3_600_000) < 60_000, `the old secret signs for 24 h: ${rotated.previous_secret_expires_at}`);
      const shown = await api.get(hook.id);
      assert.equal(shown.previous_secret_expires_at, rotated.previous_secret_expires_at);
      assert.ok(!JSON.stringify(shown).includes(rotated.secret) && !JSON.stringify(shown).includes(hook.secret));

      const p = await newProject();
      assert.equal((await as(t, A.users.ADMIN).patch(`/projects/${p}`, { comments: 'rotated' })).statusCode, 200);
      await r.waitFor(1);
      const [request] = r.received;
      const signatures = headerOf(request!, 'webhook-signature').split(' ');
      assert.equal(signatures.length, 2);
      assert.ok(signatures.every((s) => s.startsWith('v1,')));
      // Each secret alone verifies the message, by an implementation that is not the service's.
      for (const secret of [rotated.secret, hook.secret]) {
        assert.equal((r.verify(request!, secret) as { type: string }).type, 'project.updated');
      }
      assert.throws(() => new Webhook(generateSecret()).verify(request!.body, request!.headers as Record<string, string>));
      await api.remove(hook.id);
    });

    it('lists deliveries newest first, paged by limit and before, each with its attempts; a retry sends a delivered one again', async () => {
      const r = await receiver();
      const hook = await api.create({ url: r.url, events: ['project.updated'] });
      const p = await newProject();
      for (let i = 0; i < 5; i++) assert.equal((await as(t, A.users.ADMIN).patch(`/projects/${p}`, { comments: `Visit ${i}` })).statusCode, 200);
      await r.waitFor(5);
      await t.ctx.webhooks.idle();
      const all = await api.deliveries(hook.id);
      assert.equal(all.length, 5);
      const ids = all.map((d) => d.id);
      assert.deepEqual(ids, [...ids].sort((a, b) => b - a), 'newest first');
      const pages: number[][] = [];
      let before = '';
      for (;;) {
        const page = await api.deliveries(hook.id, `?limit=2${before}`);
        if (page.length === 0) break;
        pages.push(page.map((d) => d.id));
        before = `&before=${page.at(-1)!.id}`;
      }
      assert.deepEqual(pages, [ids.slice(0, 2), ids.slice(2, 4), ids.slice(4)]);
      assert.ok(all.every((d) => d.state === 'DELIVERED' && d.attempts.length === 1));

      // A retry of a delivered delivery: the same webhook-id and body, a second attempt.
      const oldest = all.at(-1)!;
      const retried = await api.retry(hook.id, oldest.id);
      assert.equal(retried.statusCode, 202, retried.body);
      assert.equal(json<Delivery>(retried).state, 'PENDING');
      await r.waitFor(6);
      await t.ctx.webhooks.idle();
      const again = r.received.at(-1)!;
      assert.equal(headerOf(again, 'webhook-id'), oldest.webhook_id);
      assert.equal(again.body, JSON.stringify(oldest.payload));
      const [after] = await api.deliveries(hook.id, `?limit=1&before=${oldest.id + 1}`);
      assert.deepEqual([after!.id, after!.state, after!.attempts.length], [oldest.id, 'DELIVERED', 2]);
      assert.equal((await api.retry(hook.id, 4_000_000_000)).statusCode, 404);
      await api.remove(hook.id);
    });
  });
}
