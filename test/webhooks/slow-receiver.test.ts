import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { buildTestApp, json, type TestApp } from '../helpers/app.ts';
import { ATTEMPTS_PER_ENDPOINT } from '../../src/db/repositories/webhooks.ts';
import { CONCURRENCY } from '../../src/state/webhooks/webhook-worker.ts';
import { as, environmentWithUsers, type SignedIn } from '../helpers/platform.ts';
import { BACKENDS } from '../helpers/storage.ts';
import { webhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver.ts';

// A receiver that keeps the service's requests waiting (up to the attempt's 10 s timeout) holds one of
// the worker's slots per request, and at most ATTEMPTS_PER_ENDPOINT of them however many deliveries it is
// owed, never the deliveries to other endpoints: a change made while it holds some reaches a prompt
// receiver at once.

for (const backend of BACKENDS) {
  describe(`webhooks beside a receiver that keeps requests waiting (${backend.name})`, () => {
    let t: TestApp;
    let admin: SignedIn;
    let slow: WebhookReceiver;
    let prompt: WebhookReceiver;
    before(async () => {
      t = await buildTestApp(backend, 'platform', { env: { WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' } });
      admin = (await environmentWithUsers(t, 'Slow receiver')).users.ADMIN;
      slow = await webhookReceiver([], { answer: { status: 200, hold: true } });
      prompt = await webhookReceiver();
      await t.ctx.webhooks.start();
    });
    after(async () => {
      // The held requests end with the receiver, so that the worker's stop does not wait out their timeout.
      await slow.close();
      await t.close();
      await prompt.close();
    });

    it('delivers a later change to another endpoint while the slow one still holds an earlier delivery', async () => {
      const events = ['project.created', 'project.updated'];
      for (const receiver of [slow, prompt]) {
        const created = await as(t, admin).post('/webhooks', { url: receiver.url, events });
        assert.equal(created.statusCode, 201, created.body);
      }
      const p = await as(t, admin).post('/projects', { name: 'Slow and prompt', project_reference: 'SLOW-1' });
      assert.equal(p.statusCode, 201, p.body);
      await Promise.all([slow.waitFor(1), prompt.waitFor(1)]);

      const changed = await as(t, admin).patch(`/projects/${json<{ id: number }>(p).id}`, { name: 'Renamed while held' });
      assert.equal(changed.statusCode, 200, changed.body);
      const committed = Date.now();
      await prompt.waitFor(2, 3_000);
      const took = prompt.received[1]!.at - committed;
      assert.ok(took < 2_000, `the second change reached the prompt receiver ${took} ms after its commit`);
      assert.equal((JSON.parse(prompt.received[1]!.body) as { type: string }).type, 'project.updated');
      assert.ok(slow.openCount() >= 1, 'the slow receiver still holds the first request');
    });
  });

  describe(`webhooks beside an endpoint that hangs owing more deliveries than a worker has slots (${backend.name})`, () => {
    let t: TestApp;
    let admin: SignedIn;
    let hanging: WebhookReceiver;
    let prompt: WebhookReceiver;
    before(async () => {
      t = await buildTestApp(backend, 'platform', { env: { WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' } });
      admin = (await environmentWithUsers(t, 'Hanging receiver')).users.ADMIN;
      hanging = await webhookReceiver([], { answer: { status: 200, hold: true } });
      prompt = await webhookReceiver();
      await t.ctx.webhooks.start();
    });
    after(async () => {
      await hanging.close();
      await t.close();
      await prompt.close();
    });

    it('gives it at most its share of attempts, and delivers to another endpoint at once', async () => {
      for (const [receiver, events] of [[hanging, ['project.created']], [prompt, ['project.updated']]] as const) {
        const created = await as(t, admin).post('/webhooks', { url: receiver.url, events });
        assert.equal(created.statusCode, 201, created.body);
      }
      // More deliveries owed to the hanging endpoint than the worker has slots.
      const ids: number[] = [];
      for (let i = 0; i < CONCURRENCY + 6; i++) {
        const p = await as(t, admin).post('/projects', { name: `Owed ${i}`, project_reference: `OWED-${i}` });
        assert.equal(p.statusCode, 201, p.body);
        ids.push(json<{ id: number }>(p).id);
      }
      await hanging.waitFor(ATTEMPTS_PER_ENDPOINT, 5_000);
      const changed = await as(t, admin).patch(`/projects/${ids[0]}`, { name: 'Changed while the other hangs' });
      assert.equal(changed.statusCode, 200, changed.body);
      const committed = Date.now();
      await prompt.waitFor(1, 3_000);
      const took = prompt.received[0]!.at - committed;
      assert.ok(took < 2_000, `the change reached the prompt receiver ${took} ms after its commit`);
      assert.equal(hanging.openCount(), ATTEMPTS_PER_ENDPOINT, 'the hanging endpoint holds exactly its share of attempts');
      assert.equal(hanging.received.length, ATTEMPTS_PER_ENDPOINT, 'and no more were sent to it');
    });
  });
}
