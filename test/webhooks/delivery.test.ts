import assert from 'node:assert/strict';
import http from 'node:http';
import net from 'node:net';
import { after, afterEach, before, describe, it } from 'node:test';
import { Webhook } from 'standardwebhooks';
import { adminListener } from '../../src/admin/index.ts';
import { RETRY_DELAYS_MS } from '../../src/domain/webhooks/schedule.ts';
import { signatureHeaders } from '../../src/domain/webhooks/signature.ts';
import type { Resolve } from '../../src/external/webhook-http.ts';
import { buildListener, type Listener } from '../../src/http/listener.ts';
import { createWebhookEndpoint } from '../../src/services/webhooks/webhooks.ts';
import { WebhookWorker } from '../../src/state/webhooks/webhook-worker.ts';
import { buildTestApp, json, type TestApp } from '../helpers/app.ts';
import { eventually } from '../helpers/eventually.ts';
import { scrape, valueOf } from '../helpers/metrics.ts';
import { openApiOf } from '../helpers/openapi.ts';
import { as, assertNamesField, environmentWithUsers } from '../helpers/platform.ts';
import { project } from '../helpers/projects.ts';
import { BACKENDS } from '../helpers/storage.ts';
import { type Answer, type Received, webhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver.ts';
import { type Hook, webhooksAs, type WebhooksAs } from '../helpers/webhooks.ts';
import { TestClock } from '../helpers/clock.ts';

// Webhook deliveries (D-61) on a clock of the test's own, so that a schedule of hours plays in a moment:
// each test runs a WebhookWorker of its own (the service's is not started) and moves its clock, running
// rounds with wake() and idle(). The retry schedule and Retry-After, the attempts recorded, a delivery
// failed after 8 attempts, an endpoint disabled by a 410 or by 3 days of failures and enabled again, the
// retry route, the previous secret's 24 hours, redirects not followed, the address guard at creation (on
// a service with no WEBHOOK_ALLOWED_HOSTS) and at every delivery (DNS answering otherwise since), and the
// figures of GET /metrics.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
type Env = Awaited<ReturnType<typeof environmentWithUsers>>;

for (const backend of BACKENDS) {
  describe(`webhook deliveries on the test's clock (${backend.name})`, () => {
    let t: TestApp;
    let admin: Listener;
    let doc: Awaited<ReturnType<typeof openApiOf>>;
    let A: Env;
    let api: WebhooksAs;
    let projectId: number;
    let comments = 0;
    const receivers: WebhookReceiver[] = [];

    /** The workers' clock (the service's own runs on: its tokens stay in date); a test moves it on. */
    const clock = new TestClock();
    const at = (ms: number) => clock.set(ms);

    /** A worker of the test's, started (wake() does nothing before), that looks for due deliveries only when told. */
    async function worker(options: { allowedHosts?: string[]; resolve?: Resolve } = {}): Promise<WebhookWorker> {
      const w = new WebhookWorker({
        db: t.ctx.db,
        log: t.ctx.log,
        metrics: t.ctx.metrics,
        allowedHosts: new Set(options.allowedHosts ?? ['127.0.0.1']),
        secrets: t.ctx.secrets,
        clock,
        pollMs: 24 * HOUR,
        ...(options.resolve ? { resolve: options.resolve } : {}),
      });
      await w.start();
      await w.idle();
      workers.push(w);
      return w;
    }
    const workers: WebhookWorker[] = [];
    /** One round at the clock's time: every delivery due then is attempted and recorded. */
    async function round(w: WebhookWorker): Promise<void> {
      w.wake();
      await w.idle();
    }
    /** A change to A's project: project.updated to the endpoints subscribed. */
    async function change(): Promise<void> {
      comments += 1;
      const res = await as(t, A.users.ADMIN).patch(`/projects/${projectId}`, { comments: `Change ${comments}` });
      assert.equal(res.statusCode, 200, res.body);
    }
    const receiver = async (script: Answer[] = []) => {
      const r = await webhookReceiver(script);
      receivers.push(r);
      return r;
    };
    const hookFor = (r: WebhookReceiver) => api.create({ url: r.url, events: ['project.updated'] });
    const only = async (hook: Hook) => {
      const deliveries = await api.deliveries(hook.id);
      assert.equal(deliveries.length, 1);
      return deliveries[0]!;
    };
    const header = (r: Received, name: string) => String(r.headers[name]);

    before(async () => {
      t = await buildTestApp(backend, 'platform', { env: { WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' } });
      admin = await buildListener(adminListener, t.ctx);
      await admin.ready();
      doc = await openApiOf(t.app);
      A = await environmentWithUsers(t, 'Deliveries');
      api = webhooksAs(t, doc, A.users.ADMIN);
      const created = await as(t, A.users.ADMIN).post('/projects', project(1, { created_date: '2021-01-01T00:00:00Z' }));
      assert.equal(created.statusCode, 201, created.body);
      projectId = json<{ id: number }>(created).id;
    });
    // Each test's worker stops, and its endpoints go with their deliveries, so that the next starts from none.
    afterEach(async () => {
      await Promise.all(workers.splice(0).map((w) => w.close()));
      for (const hook of await api.list()) await api.remove(hook.id);
    });
    after(async () => {
      await admin.close();
      await t.close();
      await Promise.all(receivers.map((r) => r.close()));
    });

    it('retries after 5 s, then after a Retry-After of an hour (longer than the 5 min due), and records each attempt', async () => {
      const r = await receiver([
        { status: 500, body: 'x'.repeat(3000) },
        { status: 429, headers: { 'retry-after': '3600' }, body: 'slow down' },
        { status: 200, body: 'thanks' },
      ]);
      const hook = await hookFor(r);
      const w = await worker();
      const t0 = Date.now() + 60_000;
      at(t0);
      await change();
      await round(w);
      assert.equal(r.received.length, 1);
      let d = await only(hook);
      assert.equal(d.state, 'PENDING');
      assert.equal(Date.parse(d.attempts[0]!.attempted_at), t0);
      assert.deepEqual([d.attempts[0]!.status, d.attempts[0]!.outcome, d.attempts[0]!.error], [500, 'http_error', null]);
      assert.equal(d.attempts[0]!.response_excerpt, 'x'.repeat(1024), 'the first 1 KB of the answer');
      assert.equal(Date.parse(d.next_attempt_at!), t0 + 5_000);

      at(t0 + 4_999);
      await round(w);
      assert.equal(r.received.length, 1, 'not before its time');
      at(t0 + 5_000);
      await round(w);
      assert.equal(r.received.length, 2);
      d = await only(hook);
      assert.deepEqual([d.attempts[1]!.status, d.attempts[1]!.outcome, d.attempts[1]!.response_excerpt], [429, 'http_error', 'slow down']);
      assert.equal(Date.parse(d.next_attempt_at!), t0 + 5_000 + HOUR, 'Retry-After: 3600 is longer than the 5 minutes due, and heeded');

      at(t0 + 5_000 + HOUR - 1);
      await round(w);
      assert.equal(r.received.length, 2);
      at(t0 + 5_000 + HOUR);
      await round(w);
      assert.equal(r.received.length, 3);
      d = await only(hook);
      assert.deepEqual([d.state, d.next_attempt_at, Date.parse(d.delivered_at!)], ['DELIVERED', null, t0 + 5_000 + HOUR]);
      assert.deepEqual(
        d.attempts.map((a) => [Date.parse(a.attempted_at) - t0, a.status, a.outcome]),
        [
          [0, 500, 'http_error'],
          [5_000, 429, 'http_error'],
          [5_000 + HOUR, 200, 'delivered'],
        ],
      );
      for (const a of d.attempts) assert.ok(Number.isInteger(a.duration_ms) && a.duration_ms >= 0 && a.duration_ms < 10_000, `${a.duration_ms}`);
      assert.equal(d.attempts[2]!.response_excerpt, 'thanks');

      // Every attempt: the same webhook-id and body, a timestamp of its own, signed by the endpoint's secret.
      for (const [i, request] of r.received.entries()) {
        assert.equal(header(request, 'webhook-id'), d.webhook_id);
        assert.equal(request.body, JSON.stringify(d.payload));
        const sentAt = Date.parse(d.attempts[i]!.attempted_at);
        assert.equal(header(request, 'webhook-timestamp'), String(Math.floor(sentAt / 1000)));
        assert.equal(header(request, 'webhook-signature'), new Webhook(hook.secret).sign(d.webhook_id, new Date(sentAt), request.body));
      }
      assert.equal((await api.get(hook.id)).failing_since, null, 'a success ends the run of failures');
    });

    it('fails a delivery after the 8 attempts of the schedule, and disables an endpoint failing for 3 days until enabled again', async () => {
      // Ten failures: the 8 attempts of the first delivery, then two of the second; then success.
      const r = await receiver(Array.from({ length: 10 }, () => ({ status: 503, body: 'down' })));
      const hook = await hookFor(r);
      const w = await worker();
      const t0 = Date.now() + 60_000;
      at(t0);
      await change();
      await round(w);
      for (const delay of RETRY_DELAYS_MS) {
        const d = await only(hook);
        assert.equal(d.state, 'PENDING');
        assert.equal(Date.parse(d.next_attempt_at!) - Date.parse(d.attempts.at(-1)!.attempted_at), delay);
        at(Date.parse(d.next_attempt_at!));
        await round(w);
      }
      const failed = await only(hook);
      assert.deepEqual([failed.state, failed.next_attempt_at, failed.attempts.length], ['FAILED', null, 8]);
      assert.equal(r.received.length, 8);
      at(t0 + 40 * HOUR);
      await round(w);
      assert.equal(r.received.length, 8, 'no attempt after the last');
      let shown = await api.get(hook.id);
      assert.equal(shown.enabled, true, 'failing for 27½ hours is not 3 days');
      assert.equal(Date.parse(shown.failing_since!), t0);

      // Failing still after 2 days: enabled; after 3 days of failures: disabled.
      at(t0 + 2 * DAY);
      await change();
      await round(w);
      assert.equal(r.received.length, 9);
      assert.equal((await api.get(hook.id)).enabled, true);
      at(t0 + 3 * DAY);
      await round(w);
      assert.equal(r.received.length, 10);
      shown = await api.get(hook.id);
      assert.deepEqual([shown.enabled, shown.disabled_reason, Date.parse(shown.disabled_at!)], [false, 'FAILING_3_DAYS', t0 + 3 * DAY]);
      const [second] = await api.deliveries(hook.id);
      assert.equal(second!.state, 'FAILED');
      assert.equal(second!.attempts.length, 2);

      // Disabled: a retry is refused, and nothing is attempted.
      const refused = await api.retry(hook.id, second!.id);
      assert.equal(refused.statusCode, 409, refused.body);
      at(t0 + 4 * DAY);
      await round(w);
      assert.equal(r.received.length, 10);

      // Enabled again, its failures forgotten: a retry sends the delivery again with its webhook-id.
      const enabled = await api.patch(hook.id, { enabled: true });
      assert.deepEqual([enabled.enabled, enabled.disabled_reason, enabled.failing_since], [true, null, null]);
      const retried = await api.retry(hook.id, second!.id);
      assert.equal(retried.statusCode, 202, retried.body);
      await round(w);
      assert.equal(r.received.length, 11);
      assert.equal(header(r.received[10]!, 'webhook-id'), second!.webhook_id);
      assert.equal(header(r.received[10]!, 'webhook-id'), header(r.received[8]!, 'webhook-id'));
      const [delivered] = await api.deliveries(hook.id);
      assert.deepEqual([delivered!.state, delivered!.attempts.length, delivered!.attempts[2]!.outcome], ['DELIVERED', 3, 'delivered']);
    });

    it('disables an endpoint at once on a 410, with no further attempt; enabled again, its pending deliveries resume', async () => {
      const r = await receiver([{ status: 500 }, { status: 410, body: 'gone' }]);
      const hook = await hookFor(r);
      const w = await worker();
      const t0 = Date.now() + 60_000;
      at(t0);
      await change();
      await round(w);
      const [first] = await api.deliveries(hook.id);
      assert.equal(Date.parse(first!.next_attempt_at!), t0 + 5_000);
      // A second delivery, due at once while the first waits for its retry, is answered 410.
      await change();
      await round(w);
      assert.equal(r.received.length, 2);
      const shown = await api.get(hook.id);
      assert.deepEqual([shown.enabled, shown.disabled_reason, Date.parse(shown.disabled_at!)], [false, 'GONE', t0]);
      const [gone, waiting] = await api.deliveries(hook.id);
      assert.deepEqual([gone!.state, gone!.attempts[0]!.status, waiting!.id, waiting!.state], ['FAILED', 410, first!.id, 'PENDING']);

      at(t0 + DAY);
      await round(w);
      assert.equal(r.received.length, 2, 'no attempt to a disabled endpoint');
      await change();
      assert.equal((await api.deliveries(hook.id)).length, 2, 'no delivery is queued for a disabled endpoint');
      assert.equal((await api.retry(hook.id, gone!.id)).statusCode, 409);

      await api.patch(hook.id, { enabled: true });
      await round(w);
      assert.equal(r.received.length, 3, 'the pending delivery resumes');
      assert.equal(header(r.received[2]!, 'webhook-id'), first!.webhook_id);
      assert.equal((await api.retry(hook.id, gone!.id)).statusCode, 202);
      await round(w);
      assert.equal(r.received.length, 4);
      assert.equal(header(r.received[3]!, 'webhook-id'), gone!.webhook_id);
      const states = (await api.deliveries(hook.id)).map((d) => d.state);
      assert.deepEqual(states, ['DELIVERED', 'DELIVERED']);
    });

    it('signs with the previous secret too for 24 hours after a rotation, then with the new one alone', async () => {
      const r = await receiver();
      const hook = await hookFor(r);
      const rotated = await api.rotate(hook.id);
      const expires = Date.parse(rotated.previous_secret_expires_at!);
      const w = await worker();
      const signedWith = (request: Received, secrets: string[]) =>
        signatureHeaders({ id: header(request, 'webhook-id'), timestampSeconds: Number(header(request, 'webhook-timestamp')), body: request.body, secrets })[
          'webhook-signature'
        ];

      at(expires - 60_000);
      await change();
      await round(w);
      const during = r.received[0]!;
      assert.equal(header(during, 'webhook-signature'), signedWith(during, [rotated.secret, hook.secret]));
      // Each signature is the one standardwebhooks makes with its secret.
      const sentAt = new Date(Number(header(during, 'webhook-timestamp')) * 1000);
      assert.deepEqual(
        header(during, 'webhook-signature').split(' '),
        [rotated.secret, hook.secret].map((s) => new Webhook(s).sign(header(during, 'webhook-id'), sentAt, during.body)),
      );

      at(expires + 1_000);
      await change();
      await round(w);
      const afterwards = r.received[1]!;
      assert.equal(header(afterwards, 'webhook-signature'), signedWith(afterwards, [rotated.secret]));
      assert.equal(header(afterwards, 'webhook-signature').split(' ').length, 1);
    });

    it('records every other attempt when an endpoint is removed while its own is under way, and goes on', async () => {
      // Receivers that answer a while after the request, so that the removal lands during the attempt.
      const servers: http.Server[] = [];
      const slow = async (delayMs: number) => {
        const arrived: number[] = [];
        const server = http.createServer((req, res) => {
          req.resume();
          req.on('end', () => {
            arrived.push(Date.now());
            setTimeout(() => res.end('ok'), delayMs);
          });
        });
        servers.push(server);
        await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
        return { url: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}/hooks`, arrived };
      };
      try {
        const [gone, kept] = [await slow(200), await slow(1_000)];
        const removed = await api.create({ url: gone.url, events: ['project.updated'] });
        const hook = await api.create({ url: kept.url, events: ['project.updated'] });
        const w = await worker();
        at(Date.now() + 60_000);
        await change();
        w.wake();
        await eventually(() => gone.arrived.length > 0 && kept.arrived.length > 0, 'both attempts under way');
        await api.remove(removed.id);
        await w.idle();
        // The removed endpoint's attempt cannot be recorded; the other's is, before the worker is idle.
        const [d] = await api.deliveries(hook.id);
        assert.deepEqual([d!.state, d!.attempts.map((a) => a.outcome)], ['DELIVERED', ['delivered']]);
        await change();
        await round(w);
        assert.deepEqual((await api.deliveries(hook.id)).map((x) => x.state), ['DELIVERED', 'DELIVERED'], 'the worker goes on');
        assert.equal(kept.arrived.length, 2);
      } finally {
        for (const server of servers) server.closeAllConnections();
        await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
      }
    });

    it('does not follow a redirect: a 3xx is a failed attempt, and the place it names is not asked', async () => {
      const elsewhere = await receiver();
      const r = await receiver([{ status: 302, headers: { location: elsewhere.url } }]);
      const hook = await hookFor(r);
      const w = await worker();
      at(Date.now() + 60_000);
      await change();
      await round(w);
      const [d] = await api.deliveries(hook.id);
      const [attempt] = d!.attempts;
      assert.deepEqual([attempt!.status, attempt!.outcome, d!.state], [302, 'http_error', 'PENDING']);
      assert.match(attempt!.error ?? '', /redirect/);
      assert.ok(attempt!.error!.includes(elsewhere.url));
      assert.equal(r.received.length, 1);
      assert.equal(elsewhere.received.length, 0);
    });

    it('refuses at delivery a host that resolves to loopback since the endpoint was saved, connecting to nothing', async () => {
      let connections = 0;
      const listener = net.createServer((socket) => {
        connections += 1;
        socket.destroy();
      });
      await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
      const port = (listener.address() as net.AddressInfo).port;
      try {
        let address = '93.184.215.14';
        const asked: string[] = [];
        const resolve: Resolve = async (hostname) => {
          asked.push(hostname);
          return [{ address, family: 4 }];
        };
        // No host is allowed: the name must resolve to public addresses, at saving and at each delivery.
        const w = await worker({ allowedHosts: [], resolve });
        const identity = { userId: A.users.ADMIN.id, environmentId: A.env, role: 'ADMIN' as const };
        const { endpoint: hook } = await createWebhookEndpoint({ db: t.ctx.db, webhooks: w, secrets: t.ctx.secrets, clock }, identity, {
          url: `https://rebinding.example:${port}/hooks`,
          events: ['project.updated'],
        });
        assert.deepEqual(asked, ['rebinding.example'], 'checked when saved, resolving to a public address');

        const before = await scrape(admin, t.operatorToken);
        address = '127.0.0.1';
        at(Date.now() + 60_000);
        await change();
        await round(w);
        const [d] = await api.deliveries(hook.id);
        const [attempt] = d!.attempts;
        assert.deepEqual([attempt!.outcome, attempt!.status, d!.state], ['refused', null, 'PENDING']);
        assert.match(attempt!.error ?? '', /127\.0\.0\.1/);
        assert.equal(connections, 0, 'no connection was made');
        assert.equal(asked.at(-1), 'rebinding.example');
        const counted = await scrape(admin, t.operatorToken);
        assert.equal(valueOf(counted, 'pcas_webhook_attempts_total', { outcome: 'refused' }) - valueOf(before, 'pcas_webhook_attempts_total', { outcome: 'refused' }), 1);
      } finally {
        await new Promise((resolve) => listener.close(resolve));
      }
    });

    it('refuses at creation a URL that names or resolves to a loopback, private, link-local or metadata address, unless its host is listed', async () => {
      const urls = [
        'https://169.254.169.254/latest/meta-data/',
        'http://169.254.169.254/latest/meta-data/',
        'https://127.0.0.1/hooks',
        'https://[::1]/hooks',
        'https://10.0.0.1/hooks',
        'https://localhost/hooks',
        'https://[::ffff:127.0.0.1]/hooks',
        'https://2130706433/hooks',
      ];
      // WEBHOOK_ALLOWED_HOSTS empty: every one refused, naming url.
      const unlisted = await buildTestApp(backend, 'platform');
      try {
        const { users } = await environmentWithUsers(unlisted, 'Guarded');
        const guarded = webhooksAs(unlisted, await openApiOf(unlisted.app), users.ADMIN);
        for (const url of urls) assertNamesField(await guarded.send('POST', '/webhooks', { url, events: ['project.created'] }), 400, 'url');
        assert.deepEqual(await guarded.list(), []);
      } finally {
        await unlisted.close();
      }
      // Listed (127.0.0.1 here): that host is allowed, over http too; the others are still refused.
      const allowed = ['https://127.0.0.1/hooks', 'http://127.0.0.1:8080/hooks', 'https://2130706433/hooks'];
      for (const url of urls) {
        const res = await api.send('POST', '/webhooks', { url, events: ['project.created'] });
        if (allowed.includes(url)) assert.equal(res.statusCode, 201, `${url}: ${res.body}`);
        else assertNamesField(res, 400, 'url');
      }
      assert.equal((await api.create({ url: 'http://127.0.0.1:8080/hooks', events: ['project.created'] })).url, 'http://127.0.0.1:8080/hooks');
    });

    it('shows the attempts by outcome and the queue in GET /metrics', async () => {
      const r = await receiver([{ status: 500 }]);
      const hook = await hookFor(r);
      const before = await scrape(admin, t.operatorToken);
      assert.deepEqual(
        ['pcas_webhook_deliveries_pending', 'pcas_webhook_deliveries_due', 'pcas_webhook_oldest_due_seconds'].map((name) => before.types.get(name)),
        ['gauge', 'gauge', 'gauge'],
      );
      assert.equal(before.types.get('pcas_webhook_attempts_total'), 'counter');
      for (const outcome of ['delivered', 'http_error', 'timeout', 'network_error', 'refused']) {
        assert.ok(before.samples.some((s) => s.name === 'pcas_webhook_attempts_total' && s.labels.outcome === outcome), `${outcome} from the start`);
      }
      assert.deepEqual([valueOf(before, 'pcas_webhook_deliveries_pending'), valueOf(before, 'pcas_webhook_deliveries_due')], [0, 0]);

      // Two deliveries, due for a minute and a half and just now: the oldest's wait is the workers' lag.
      await change();
      await change();
      const [, oldest] = await api.deliveries(hook.id);
      await t.ctx.db.query(`update webhook_deliveries set next_attempt_at = now() - interval '90 seconds' where id = $1`, [oldest!.id]);
      const queued = await scrape(admin, t.operatorToken);
      assert.deepEqual([valueOf(queued, 'pcas_webhook_deliveries_pending'), valueOf(queued, 'pcas_webhook_deliveries_due')], [2, 2]);
      const lag = valueOf(queued, 'pcas_webhook_oldest_due_seconds');
      assert.ok(lag >= 90 && lag < 150, `${lag}`);

      // One attempt fails (its retry not yet due), the other succeeds.
      const w = await worker();
      at(Date.now());
      await round(w);
      assert.equal(r.received.length, 2);
      const attempted = await scrape(admin, t.operatorToken);
      const delta = (outcome: string) =>
        valueOf(attempted, 'pcas_webhook_attempts_total', { outcome }) - valueOf(before, 'pcas_webhook_attempts_total', { outcome });
      assert.deepEqual([delta('http_error'), delta('delivered'), delta('refused')], [1, 1, 0]);
      assert.deepEqual(
        [valueOf(attempted, 'pcas_webhook_deliveries_pending'), valueOf(attempted, 'pcas_webhook_deliveries_due'), valueOf(attempted, 'pcas_webhook_oldest_due_seconds')],
        [1, 0, 0],
        'one waiting for its retry, none due',
      );
      // A disabled endpoint's deliveries are not owed.
      await api.patch(hook.id, { enabled: false });
      assert.equal(valueOf(await scrape(admin, t.operatorToken), 'pcas_webhook_deliveries_pending'), 0);
    });
  });
}
