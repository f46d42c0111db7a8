import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { type Database, openPglite, openPostgres } from '../../src/db/database.ts';
import { seededDemoCopy } from '../helpers/demo-data.ts';
import { eventually } from '../helpers/eventually.ts';
import { type FaultService, setUpTenant, startFaultService } from '../helpers/faults.ts';
import { callOperator } from '../helpers/operator.ts';
import { freePort } from '../helpers/processes.ts';
import { type Received, webhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver.ts';

// The service (started as operators start it) is killed with SIGKILL after changes committed and before
// their webhooks were delivered (D-61): the deliveries were written in the changes' own transactions, so
// after a restart each arrives, exactly once, or twice with the same webhook-id when the kill cut an
// attempt under way. Two endpoints make "before" certain: one whose receiver is not listening yet (its
// first attempts fail with a network error and the next falls due 5 s later; the kill comes first), and
// one whose receiver holds every request open (the kill comes while it holds one). A cut attempt's
// delivery stays leased to the dead instance for 30 s from its claim: the test reads that lease from the
// database, brings the refused deliveries' next attempts to now, sees a second life deliver everything
// else and leave the leased deliveries alone, then moves their leases' end to now, as the clock would 30 s
// after the claim, and sees a third life attempt them again. On embedded PGlite in a DATA_DIR and on
// PostgreSQL.

const PG_URL = process.env.TEST_DATABASE_URL;
const CHANGES = 5;
/** How long a claimed delivery is its worker's (state/webhooks/webhook-worker.ts): the re-attempt of a cut one comes no sooner. */
const LEASE_MS = 30_000;

interface Endpoint {
  id: number;
  secret: string;
}

interface DeliveryView {
  id: number;
  webhook_id: string;
  type: string;
  project_id: number;
  state: string;
  attempts: { outcome: string }[];
}

/** `url` with its sessions in `schema` (node-postgres passes `options` to the server). */
function inSchema(url: string, schema: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
}

const idOf = (r: Received) => String(r.headers['webhook-id']);

function countById(received: Received[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const r of received) counts.set(idOf(r), (counts.get(idOf(r)) ?? 0) + 1);
  return counts;
}

const MODES = [
  { name: 'embedded PGlite', postgres: false, skip: false as const },
  { name: 'PostgreSQL', postgres: true, skip: !PG_URL && 'TEST_DATABASE_URL is not set' },
];

for (const mode of MODES) {
  describe(`webhooks when the service is killed between a change's commit and its delivery (${mode.name})`, { skip: mode.skip }, () => {
    const services: FaultService[] = [];
    const receivers: WebhookReceiver[] = [];
    let dataDir: string | null = null;
    let schema: { name: string; admin: Database } | null = null;
    after(async () => {
      for (const s of services) await s.stop();
      for (const r of receivers) await r.close();
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
      if (schema) {
        await schema.admin.exec(`drop schema if exists ${schema.name} cascade`);
        await schema.admin.close();
      }
    });

    it('delivers every committed event after the restart: once, or again with the same webhook-id when an attempt was cut', async (t) => {
      // One storage for both lives of the service: a DATA_DIR (a copy of the seeded demo, which starts
      // warm), or a schema of PostgreSQL. startFaultService is not given the directory to own: the
      // second life needs it after the first is killed.
      const env: Record<string, string> = { WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' };
      if (mode.postgres) {
        schema = { name: `test_hooks_kill_${randomBytes(6).toString('hex')}`, admin: await openPostgres(PG_URL!, { max: 1 }) };
        await schema.admin.exec(`create schema ${schema.name}`);
        env.DATABASE_URL = inSchema(PG_URL!, schema.name);
        dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pcas-hooks-kill-'));
      } else {
        dataDir = await seededDemoCopy('pcas-hooks-kill-');
      }
      const start = async () => {
        const service = await startFaultService(env, dataDir!);
        // Not its dispose: that removes the DATA_DIR the next life needs.
        service.dispose = async () => void (await service.stop());
        services.push(service);
        return service;
      };

      /** The storage both lives use, opened by the test between them (PGlite allows one process at a time). */
      const storage = async <T>(work: (db: Database) => Promise<T>): Promise<T> => {
        const db = mode.postgres ? await openPostgres(PG_URL!, { schema: schema!.name, max: 1 }) : await openPglite(path.join(dataDir!, 'pgdata'));
        try {
          return await work(db);
        } finally {
          await db.close();
        }
      };

      const refusingPort = await freePort();
      // Every request held open until the kill; the script is emptied after it, and the receiver then answers 200.
      const holding = await webhookReceiver(Array.from({ length: 100 }, () => ({ status: 200, hold: true })));
      receivers.push(holding);

      const first = await start();
      const tenant = await setUpTenant(first);
      // The Platform API over HTTP with the ADMIN's bearer token (callOperator sends any bearer token).
      const platform = (service: FaultService) => <T>(method: string, route: string, body?: unknown) =>
        callOperator<T>({ adminUrl: service.platform, operatorToken: tenant.token }, method, route, body);
      const events = ['project.updated'];
      const refused = await platform(first)<Endpoint>('POST', '/webhooks', { url: `http://127.0.0.1:${refusingPort}/hooks`, events });
      const held = await platform(first)<Endpoint>('POST', '/webhooks', { url: holding.url, events });
      const changedFrom = Date.now();
      for (let i = 0; i < CHANGES; i++) {
        await platform(first)('PATCH', `/projects/${tenant.projectId}`, { name: `Killed between ${i}` });
      }
      const deliveries = async (service: FaultService, endpoint: Endpoint) =>
        (await platform(service)<{ items: DeliveryView[] }>('GET', `/webhooks/${endpoint.id}/deliveries`)).items;

      // The moment: every change answered (committed), a first attempt to the refusing receiver failed,
      // and the holding receiver holds a request. The refused delivery's next attempt is 5 s away, the
      // held one's timeout 10 s: the kill comes before either.
      let beforeKill: DeliveryView[] = [];
      await eventually(
        async () => {
          beforeKill = await deliveries(first, refused);
          return holding.received.length > 0 && beforeKill.some((d) => d.attempts.length > 0);
        },
        'a first attempt refused and another held',
        8_000,
      );
      process.kill(first.child.pid, 'SIGKILL');
      const killedAt = Date.now();
      assert.equal((await first.child.ended()).signal, 'SIGKILL');
      // Its connections close with it, each after what it sent: once none is open, every request the
      // first life sent has arrived.
      await eventually(() => holding.openCount() === 0, "the killed instance's connections closed");
      const heldAtKill = new Set(holding.received.map(idOf));

      assert.equal(beforeKill.length, CHANGES, 'a delivery per committed change');
      for (const d of beforeKill) {
        assert.equal(d.state, 'PENDING');
        assert.ok(d.attempts.every((a) => a.outcome === 'network_error'), JSON.stringify(d.attempts));
      }
      const eventIds = new Set(beforeKill.map((d) => d.webhook_id));
      assert.equal(eventIds.size, CHANGES, 'a webhook-id per event');
      for (const id of heldAtKill) assert.ok(eventIds.has(id), `held ${id} is one of the events`);
      t.diagnostic(`at the kill: ${beforeKill.filter((d) => d.attempts.length > 0).length} refused, ${heldAtKill.size} held`);

      // What the first life left: each delivery it had claimed and not recorded (the attempts the kill
      // cut, among them every one the holding receiver held) leased for 30 s from its claim, which came
      // after the changes began, and before the kill or the receiver's having the request.
      const leaseRows = await storage((db) =>
        db.query<{ endpoint_id: number; message_id: string; lease_until: string }>(
          'select endpoint_id, message_id, lease_until from webhook_deliveries where lease_until is not null',
        ),
      );
      const leased = (endpoint: Endpoint) => new Set(leaseRows.filter((row) => row.endpoint_id === endpoint.id).map((row) => row.message_id));
      const leasedAtKill = { refused: leased(refused), held: leased(held) };
      for (const id of heldAtKill) assert.ok(leasedAtKill.held.has(id), `${id}, held at the kill, is leased`);
      for (const row of leaseRows) {
        const until = Date.parse(row.lease_until);
        const cut = row.endpoint_id === held.id ? holding.received.find((r) => idOf(r) === row.message_id) : undefined;
        const latest = (cut?.at ?? killedAt) + LEASE_MS;
        assert.ok(
          until >= changedFrom + LEASE_MS && until <= latest,
          `${row.message_id} is leased for ${LEASE_MS} ms from its claim: until ${until}, the changes began at ${changedFrom}, claimed before ${latest - LEASE_MS}`,
        );
      }
      const leasesEnd = Math.min(...leaseRows.map((row) => Date.parse(row.lease_until)));
      t.diagnostic(`leased at the kill: ${leasedAtKill.refused.size} to the refusing receiver, ${leasedAtKill.held.size} to the holding one`);

      // The second life: the refusing receiver now listens on its port, the holding one answers 200.
      // It delivers every event whose delivery is not leased, and none that the first life's leases hold.
      // The refused deliveries' next attempts (5 s after the first, 25 s after a second one, which a
      // slow machine's wait for the moment can let happen) fall due now, as the clock would bring them:
      // the second life must deliver them while the leases still hold the others.
      await storage((db) =>
        db.query("update webhook_deliveries set next_attempt_at = $1 where state = 'PENDING' and lease_until is null", [new Date().toISOString()]),
      );
      holding.script.length = 0;
      const listening = await webhookReceiver([], { port: refusingPort });
      receivers.push(listening);
      const second = await start();
      const unleased = (endpoint: Endpoint, set: Set<string>) => [...eventIds].filter((id) => !set.has(id)).length + (endpoint === held ? heldAtKill.size : 0);
      await eventually(
        () => listening.received.length === unleased(refused, leasedAtKill.refused) && holding.received.length === unleased(held, leasedAtKill.held),
        'every event whose delivery is not leased delivered after the restart',
        30_000,
      );
      await eventually(async () => {
        const views = [...(await deliveries(second, refused)), ...(await deliveries(second, held))];
        return views.filter((d) => d.state === 'DELIVERED').length === listening.received.length + holding.received.length - heldAtKill.size;
      }, 'and recorded as delivered');
      assert.ok(Date.now() < leasesEnd, `the second life delivered before the first life's leases ended (${leasesEnd - Date.now()} ms left)`);
      // A graceful stop waits for the attempts under way: nothing of the second life's is sent after it.
      assert.deepEqual(await second.stop(), { code: 0, signal: null });
      for (const id of leasedAtKill.refused) assert.ok(!countById(listening.received).has(id), `${id} is not attempted again while its lease lasts`);
      for (const id of leasedAtKill.held) {
        assert.equal(countById(holding.received).get(id) ?? 0, heldAtKill.has(id) ? 1 : 0, `${id} is not attempted again while its lease lasts`);
      }

      // The leases end now, as they would 30 s after their claims: a third life attempts the cut
      // deliveries again.
      const leasesEndedAt = Date.now();
      await storage((db) => db.query('update webhook_deliveries set lease_until = $1 where lease_until is not null', [new Date(leasesEndedAt).toISOString()]));
      const third = await start();
      await eventually(
        () => countById(listening.received).size === CHANGES && holding.received.length === heldAtKill.size + CHANGES,
        'every event delivered to both receivers once the leases ended',
        30_000,
      );
      const recorded = { refused: [] as DeliveryView[], held: [] as DeliveryView[] };
      await eventually(async () => {
        [recorded.refused, recorded.held] = [await deliveries(third, refused), await deliveries(third, held)];
        return [...recorded.refused, ...recorded.held].every((d) => d.state === 'DELIVERED');
      }, 'every delivery recorded as delivered');
      // Stopped gracefully, as the second: whatever the receivers have now is all they will ever get.
      assert.deepEqual(await third.stop(), { code: 0, signal: null });

      // The refusing receiver: each event exactly once, each after the restart.
      const toListening = countById(listening.received);
      assert.deepEqual(new Set(toListening.keys()), eventIds);
      assert.ok([...toListening.values()].every((n) => n === 1), JSON.stringify([...toListening]));
      // The holding receiver: each event once after the kill, and those it held at the kill before it too.
      const toHolding = countById(holding.received);
      assert.deepEqual(new Set(toHolding.keys()), eventIds);
      for (const [id, n] of toHolding) assert.equal(n, heldAtKill.has(id) ? 2 : 1, `${id} arrived ${n} times`);
      assert.deepEqual(holding.overlapping, [], 'no delivery attempted twice at once');
      for (const id of heldAtKill) {
        const [cut, again] = holding.received.filter((r) => idOf(r) === id);
        assert.ok(again!.at >= leasesEndedAt, `the cut attempt of ${id} is made again only once its lease ends: ${again!.at - leasesEndedAt} ms after`);
        assert.equal(again!.body, cut!.body, 'the same body');
      }
      for (const r of listening.received.filter((r) => leasedAtKill.refused.has(idOf(r)))) assert.ok(r.at >= leasesEndedAt, `${idOf(r)} only once its lease ends`);
      assert.ok(listening.received.every((r) => r.at >= killedAt));

      for (const [receiver, endpoint] of [
        [listening, refused],
        [holding, held],
      ] as const) {
        for (const request of receiver.received) {
          const payload = receiver.verify(request, endpoint.secret) as { type: string; data: { project_id: number } };
          assert.equal(payload.type, 'project.updated');
          assert.equal(payload.data.project_id, tenant.projectId);
        }
      }
      // What the service recorded: the attempt cut by the kill is not among the attempts; each delivery
      // ends with one delivered attempt, after the refused ones.
      for (const d of recorded.refused) {
        assert.deepEqual(
          d.attempts.map((a) => a.outcome),
          [...d.attempts.slice(0, -1).map(() => 'network_error'), 'delivered'],
        );
      }
      for (const d of recorded.held) assert.deepEqual(d.attempts.map((a) => a.outcome), ['delivered']);
    });
  });
}
