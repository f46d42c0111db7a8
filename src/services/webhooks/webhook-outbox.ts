import type { Queryable } from '../../db/database.ts';
import { anySubscribed, queueDeliveries } from '../../db/repositories/webhooks.ts';
import { type WebhookEvent, webhookPayload } from '../../domain/webhooks/events.ts';
import { newMessageId } from '../../domain/webhooks/signature.ts';

/** An event a change emits: its type, and the record it names. */
export interface EmittedEvent {
  type: WebhookEvent;
  projectId: number;
  id: number;
}

/**
 * Queues the events' deliveries in the change's own transaction (D-61, the outbox): they exist exactly
 * when the change commits, and the commit wakes the delivery workers. Each event has one webhook-id,
 * shared by its deliveries to every endpoint, and the time `at` (the change's, by the process's clock).
 */
export async function emitWebhookEvents(tx: Queryable, environmentId: number, events: readonly EmittedEvent[], at: Date): Promise<void> {
  // A bulk import's events are made only when some endpoint wants them; one change's, in the one statement.
  if (events.length > 1 && !(await anySubscribed(tx, environmentId, [...new Set(events.map((e) => e.type))]))) return;
  await queueDeliveries(
    tx,
    environmentId,
    events.map((e) => ({
      type: e.type,
      projectId: e.projectId,
      messageId: newMessageId(),
      payload: webhookPayload(e.type, { environmentId, projectId: e.projectId, id: e.id }, at),
    })),
  );
}
