import type { Database, Queryable } from '../../db/database.ts';
import {
  type AttemptRow,
  attemptsOf,
  countEndpointsForUpdate,
  type DeliveryRow,
  deleteEndpoint,
  type EndpointChange,
  getEndpoint,
  insertEndpoint,
  listDeliveries,
  listEndpoints,
  requeueDelivery,
  rotateEndpointSecret,
  updateEndpoint,
  type WebhookEndpointRow,
} from '../../db/repositories/webhooks.ts';
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError } from '../../domain/errors.ts';
import { LIMITS } from '../../domain/limits.ts';
import { type BearerIdentity, mayManageEnvironment } from '../../domain/roles.ts';
import type { Clock } from '../../domain/clock.ts';
import { isWebhookEvent, type WebhookEvent } from '../../domain/webhooks/events.ts';
import { sealSecret } from '../../domain/webhooks/secret-box.ts';
import { generateSecret } from '../../domain/webhooks/signature.ts';
import type { InstallationSecrets } from '../../state/credentials/installation-secrets.ts';
import type { WebhookWorker } from '../../state/webhooks/webhook-worker.ts';

// An environment's webhook endpoints (D-61), managed by its ADMINs: what they subscribe to, their state,
// their deliveries and attempts. The signing secret is shown once (creation, rotation), stored sealed.

/** How long a rotated-out secret keeps signing, so that a receiver can move to the new one (D-61). */
export const ROTATION_OVERLAP_MS = 24 * 60 * 60 * 1000;

export interface WebhookDeps {
  db: Database;
  webhooks: WebhookWorker;
  secrets: InstallationSecrets;
  clock: Clock;
}

function requireAdmin(identity: BearerIdentity): void {
  if (!mayManageEnvironment(identity.role)) {
    throw new ForbiddenError(`Only ADMIN users may manage webhooks; your role is ${identity.role}`);
  }
}

async function requireEndpoint(db: Queryable, identity: BearerIdentity, id: number, lock = false): Promise<WebhookEndpointRow> {
  const row = await getEndpoint(db, identity.environmentId, id, lock);
  if (!row) throw new NotFoundError(`Webhook ${id} not found`);
  return row;
}

/** The URL's rules (D-61), at creation and change: the address it resolves to is checked again at every delivery. */
async function checkedUrl(webhooks: WebhookWorker, url: string): Promise<string> {
  const checked = await webhooks.checkUrl(url);
  if (!checked.ok) throw new InvalidInputError('url', checked.message);
  return checked.url.href;
}

function checkedEvents(events: readonly string[]): WebhookEvent[] {
  return [
    ...new Set(
      events.map((name, i) => {
        if (!isWebhookEvent(name)) throw new InvalidInputError(`events[${i}]`, `"${name}" is not an event one can subscribe to`);
        return name;
      }),
    ),
  ];
}

export async function webhookEndpoints(db: Queryable, identity: BearerIdentity): Promise<WebhookEndpointRow[]> {
  requireAdmin(identity);
  return listEndpoints(db, identity.environmentId);
}

export async function webhookEndpoint(db: Queryable, identity: BearerIdentity, id: number): Promise<WebhookEndpointRow> {
  requireAdmin(identity);
  return requireEndpoint(db, identity, id);
}

/** `POST /webhooks`: the endpoint, and its secret, shown this once. */
export async function createWebhookEndpoint(
  parts: WebhookDeps,
  identity: BearerIdentity,
  body: { url: string; events: string[]; description?: string | null },
): Promise<EndpointWithSecret> {
  requireAdmin(identity);
  const events = checkedEvents(body.events);
  const url = await checkedUrl(parts.webhooks, body.url);
  const secret = generateSecret();
  const sealed = sealSecret(await parts.secrets.webhookKey(), secret, identity.environmentId);
  const row = await parts.db.transaction(async (tx) => {
    if ((await countEndpointsForUpdate(tx, identity.environmentId)) >= LIMITS.webhookEndpointsPerEnvironment) {
      throw new ConflictError(`An environment holds at most ${LIMITS.webhookEndpointsPerEnvironment} webhook endpoints; yours has that many`);
    }
    return insertEndpoint(tx, identity.environmentId, { url, events, description: body.description ?? null, secret: sealed });
  });
  return { endpoint: row, secret };
}

/** `PATCH /webhooks/{id}`: its URL, events, description, or whether it is enabled (enabling forgets its failures). */
export async function changeWebhookEndpoint(
  parts: WebhookDeps,
  identity: BearerIdentity,
  id: number,
  body: { url?: string; events?: string[]; description?: string | null; enabled?: boolean },
): Promise<WebhookEndpointRow> {
  requireAdmin(identity);
  const change: EndpointChange = {};
  if (body.events !== undefined) change.events = checkedEvents(body.events);
  if (body.url !== undefined) change.url = await checkedUrl(parts.webhooks, body.url);
  if (body.description !== undefined) change.description = body.description;
  if (body.enabled !== undefined) change.enabled = body.enabled;
  const row = await parts.db.transaction(async (tx) => {
    await requireEndpoint(tx, identity, id, true);
    return updateEndpoint(tx, identity.environmentId, id, change);
  });
  if (body.enabled) parts.webhooks.wake();
  return row;
}

/** `DELETE /webhooks/{id}`: the endpoint goes with its deliveries; none is attempted after. */
export async function removeWebhookEndpoint(db: Database, identity: BearerIdentity, id: number): Promise<void> {
  requireAdmin(identity);
  if (!(await db.transaction((tx) => deleteEndpoint(tx, identity.environmentId, id)))) throw new NotFoundError(`Webhook ${id} not found`);
}

/** `POST /webhooks/{id}/rotate-secret`: a new secret, shown this once; the old one signs too for 24 hours. */
export async function rotateWebhookSecret(
  parts: WebhookDeps,
  identity: BearerIdentity,
  id: number,
): Promise<EndpointWithSecret> {
  requireAdmin(identity);
  const secret = generateSecret();
  const sealed = sealSecret(await parts.secrets.webhookKey(), secret, identity.environmentId);
  const row = await parts.db.transaction(async (tx) => {
    await requireEndpoint(tx, identity, id, true);
    return rotateEndpointSecret(tx, identity.environmentId, id, sealed, new Date(parts.clock.ms() + ROTATION_OVERLAP_MS));
  });
  return { endpoint: row, secret };
}

/** A delivery and its attempts, oldest first. */
export interface DeliveryWithAttempts {
  delivery: DeliveryRow;
  attempts: AttemptRow[];
}

/** An endpoint just made or given a new secret, and that secret: shown this once. */
export interface EndpointWithSecret {
  endpoint: WebhookEndpointRow;
  secret: string;
}

/** `GET /webhooks/{id}/deliveries`: newest first, `limit` of them, those before delivery `before` when given. */
export async function webhookDeliveries(
  db: Queryable,
  identity: BearerIdentity,
  id: number,
  page: { limit: number; before?: number | undefined },
): Promise<DeliveryWithAttempts[]> {
  requireAdmin(identity);
  await requireEndpoint(db, identity, id);
  const rows = await listDeliveries(db, identity.environmentId, id, page);
  const attempts = await attemptsOf(db, rows.map((r) => r.id));
  return rows.map((delivery) => ({ delivery, attempts: attempts.filter((a) => a.delivery_id === delivery.id) }));
}

/**
 * `POST /webhooks/{id}/deliveries/{deliveryId}/retry`: the delivery is due now, with its webhook-id and
 * body, whatever its state (a delivered one is sent again); refused while the endpoint is disabled.
 */
export async function retryWebhookDelivery(parts: WebhookDeps, identity: BearerIdentity, id: number, deliveryId: number): Promise<DeliveryWithAttempts> {
  requireAdmin(identity);
  const row = await parts.db.transaction(async (tx) => {
    // Not locked: a worker recording an attempt locks the delivery, then the endpoint; this takes the
    // delivery only, so the two cannot deadlock.
    const endpoint = await requireEndpoint(tx, identity, id);
    if (!endpoint.enabled) {
      throw new ConflictError(`Webhook ${id} is disabled (${endpoint.disabled_reason ?? 'DISABLED'}); enable it (PATCH enabled: true) to retry its deliveries`);
    }
    const delivery = await requeueDelivery(tx, identity.environmentId, id, deliveryId);
    if (!delivery) throw new NotFoundError(`Delivery ${deliveryId} of webhook ${id} not found`);
    return delivery;
  });
  return { delivery: row, attempts: await attemptsOf(parts.db, [row.id]) };
}
