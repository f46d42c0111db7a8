import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { eventually } from '../helpers/eventually.ts';
import { type Fleet, SKIP_WITHOUT_FLEET, startFleet } from '../helpers/fleet.ts';
import { readExposition } from '../helpers/metrics.ts';
import { callOperator } from '../helpers/operator.ts';
import { project } from '../helpers/projects.ts';
import { webhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver.ts';

// Three instances of the service on one PostgreSQL, each started as operators start it and each running
// a webhook worker on the one outbox (D-61): 1,000 changes made through all three (PATCHes of projects,
// and admin imports that create projects) reach one receiver, every event once, and no delivery is ever
// attempted by two workers at once. The receiver answers every request 200 after 20 ms, so that two
// attempts of one delivery would overlap there if two workers claimed it.

const PROJECTS = 100;
const PATCHES = 800;
const IMPORTS = 2;
const IMPORTED = 100;
const CHANGES = PATCHES + IMPORTS * IMPORTED;
const CLIENTS = 12;

describe('webhooks from a fleet of three instances on one PostgreSQL', { skip: SKIP_WITHOUT_FLEET }, () => {
  let fleet: Fleet;
  let receiver: WebhookReceiver;
  let token: string;
  let projectIds: number[];
  let env: number;
  const operatorOn = (i: number) => ({ adminUrl: fleet.instances[i]!.admin, operatorToken: fleet.operatorToken });
  // The Platform API over HTTP with the ADMIN's bearer token (callOperator sends any bearer token).
  const platformOn = (i: number) => ({ adminUrl: fleet.instances[i]!.platform, operatorToken: token });

  before(async () => {
    fleet = await startFleet(3, { WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' });
    receiver = await webhookReceiver([], { answer: { status: 200, delayMs: 20 } });
    env = (await callOperator<{ id: number }>(operatorOn(0), 'POST', '/admin/environments', { name: 'Fleet hooks' })).id;
    const account = { email: `hooks-${randomBytes(4).toString('hex')}@fleet.example`, password: randomBytes(18).toString('base64url') };
    await callOperator(operatorOn(0), 'POST', `/admin/environments/${env}/users`, { ...account, name: 'Hooks admin', role: 'ADMIN' });
    const signedIn = await fetch(`${fleet.instances[0]!.platform}/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(account),
    });
    token = ((await signedIn.json()) as { access_token: string }).access_token;
    // Imported before any endpoint exists: these projects emit nothing.
    const imported = await callOperator<{ created: { id: number }[] }>(operatorOn(0), 'POST', `/admin/environments/${env}/projects/import`, {
      projects: Array.from({ length: PROJECTS }, (_, i) => project(i + 1)),
    });
    projectIds = imported.created.map((c) => c.id);
  });
  after(async () => {
    await fleet?.stop();
    await receiver?.close();
  });

  it('delivers each of 1,000 events once, and never attempts one delivery twice at once', async (t) => {
    const endpoint = await callOperator<{ id: number; secret: string }>(platformOn(1), 'POST', '/webhooks', {
      url: receiver.url,
      events: ['project.created', 'project.updated'],
    });

    // The changes: PATCHes from CLIENTS clients, each sending to the three instances in turn, while two
    // imports of IMPORTED projects each go through the admin API of instances 1 and 2.
    let next = 0;
    const started = performance.now();
    const patches = Array.from({ length: CLIENTS }, async (_, client) => {
      for (let k = next++; k < PATCHES; k = next++) {
        await callOperator(platformOn((client + k) % 3), 'PATCH', `/projects/${projectIds[k % PROJECTS]}`, { name: `Fleet change ${k}` });
      }
    });
    const imports = Array.from({ length: IMPORTS }, (_, i) =>
      callOperator(operatorOn(1 + i), 'POST', `/admin/environments/${env}/projects/import`, {
        projects: Array.from({ length: IMPORTED }, (_, j) => project(1000 + i * IMPORTED + j, { created_date: '2025-06-01T00:00:00Z' })),
      }),
    );
    await Promise.all([...patches, ...imports]);
    const committed = performance.now();
    await eventually(() => receiver.received.length >= CHANGES, `${CHANGES} deliveries received`, 60_000);
    const delivered = performance.now();
    await eventually(
      async () => {
        const [pending] = await fleet.db.query<{ n: number }>(`select count(*)::int as n from webhook_deliveries where state <> 'DELIVERED'`);
        return pending!.n === 0;
      },
      'every delivery recorded as delivered',
    );
    t.diagnostic(
      `${CHANGES} changes committed in ${(committed - started).toFixed(0)} ms; the last delivered ${(delivered - committed).toFixed(0)} ms after the last commit`,
    );

    // Which instance attempted how many (the outbox is shared; who claims first is not fixed).
    const shares = await Promise.all(
      fleet.instances.map(async (instance) => {
        const res = await fetch(`${instance.admin}/metrics`, { headers: { authorization: `Bearer ${fleet.operatorToken}` } });
        const sample = readExposition(await res.text()).samples.find(
          (s) => s.name === 'pcas_webhook_attempts_total' && s.labels.outcome === 'delivered',
        );
        return sample?.value ?? 0;
      }),
    );
    t.diagnostic(`attempts by instance: ${shares.join(', ')}`);
    // Each instance stopped gracefully, which waits for its attempts under way: whatever the receiver
    // has now is all it will ever get, and a delivery sent twice would be there.
    const exits = await Promise.all(fleet.instances.map((instance) => instance.child.stop()));
    assert.deepEqual(exits, fleet.instances.map(() => ({ code: 0, signal: null })), 'each instance stopped gracefully');

    const rows = await fleet.db.query<{ id: number; message_id: string; event_type: string; state: string; attempts: number }>(
      'select id, message_id, event_type, state, attempts from webhook_deliveries where endpoint_id = $1',
      [endpoint.id],
    );
    assert.equal(rows.length, CHANGES, 'a delivery per change');
    assert.equal(rows.filter((r) => r.event_type === 'project.updated').length, PATCHES);
    assert.equal(rows.filter((r) => r.event_type === 'project.created').length, IMPORTS * IMPORTED);
    const ids = receiver.received.map((r) => String(r.headers['webhook-id']));
    assert.equal(ids.length, CHANGES, 'no delivery received twice');
    assert.deepEqual(new Set(ids), new Set(rows.map((r) => r.message_id)), 'the webhook-ids received are the deliveries stored');
    assert.deepEqual(receiver.overlapping, [], 'no delivery attempted twice at once');
    for (const request of receiver.received) receiver.verify(request, endpoint.secret);

    assert.ok(rows.every((r) => r.state === 'DELIVERED' && r.attempts === 1));
    const attempts = await fleet.db.query<{ delivery_id: number; n: number; delivered: number }>(
      `select delivery_id, count(*)::int as n, (count(*) filter (where outcome = 'delivered'))::int as delivered
       from webhook_attempts group by delivery_id`,
    );
    assert.equal(attempts.length, CHANGES, 'every delivery has its attempt');
    assert.deepEqual(
      attempts.filter((a) => a.n !== 1 || a.delivered !== 1),
      [],
      'one attempt per delivery, delivered',
    );

    assert.equal(
      shares.reduce((a, b) => a + b, 0),
      CHANGES,
      'the instances together attempted each delivery once',
    );
  });
});
