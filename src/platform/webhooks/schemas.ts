import Type from 'typebox';
import type { WebhookEndpointRow } from '../../db/repositories/webhooks.ts';
import { Int, Nullable, NullableText, NullableTimestamp, OneOf, Text, TimestampOut } from '../../domain/json-schema.ts';
import { LIMITS } from '../../domain/limits.ts';
import { WEBHOOK_EVENTS, type WebhookPayload } from '../../domain/webhooks/events.ts';
import { IdNumber, RecordId } from '../../http/ids.ts';
import type { DeliveryWithAttempts } from '../../services/webhooks/webhooks.ts';

// Webhook endpoints, their deliveries and attempts (D-61).

const Url = Type.String({
  minLength: 1,
  maxLength: LIMITS.webhookUrlLength,
  description:
    'Absolute https URL the events are POSTed to (http only for a host listed in WEBHOOK_ALLOWED_HOSTS). Its host must not resolve to a ' +
    'loopback, private, link-local or cloud-metadata address unless it is listed there; checked here and again at every delivery.',
});
const Events = Type.Array(OneOf(WEBHOOK_EVENTS), {
  minItems: 1,
  maxItems: 50,
  description: 'The events the endpoint receives (a name given twice counts once)',
});
const Description = NullableText(500, 'What the endpoint is for, in words');

export const WebhookCreate = Type.Object(
  { url: Url, events: Events, description: Type.Optional(Description) },
  { additionalProperties: false },
);

export const WebhookPatch = Type.Object(
  {
    url: Type.Optional(Url),
    events: Type.Optional(Events),
    description: Type.Optional(Description),
    enabled: Type.Optional(
      Type.Boolean({ description: 'false: no delivery is attempted (pending ones wait); true: enabled again, its run of failures forgotten' }),
    ),
  },
  { additionalProperties: false, minProperties: 1 },
);

export const WebhookParams = Type.Object({ id: RecordId('Webhook endpoint id') });
export const DeliveryParams = Type.Object({ id: RecordId('Webhook endpoint id'), deliveryId: RecordId('Delivery id') });

export const Webhook = Type.Object({
  id: IdNumber(),
  url: Text(LIMITS.webhookUrlLength),
  events: Type.Array(OneOf(WEBHOOK_EVENTS), { maxItems: 50 }),
  description: NullableText(500),
  enabled: Type.Boolean({ description: 'false once disabled by an ADMIN or by the service (disabled_reason says which)' }),
  disabled_reason: Nullable(
    OneOf(['GONE', 'FAILING_3_DAYS', 'DISABLED_BY_ADMIN'] as const, 'GONE: it answered 410; FAILING_3_DAYS: its deliveries failed for 3 days; DISABLED_BY_ADMIN'),
  ),
  disabled_at: NullableTimestamp(),
  failing_since: NullableTimestamp('When its current run of failed attempts began; null after a delivery succeeds'),
  previous_secret_expires_at: NullableTimestamp('After a rotation: until when the previous secret signs too'),
  created_at: TimestampOut(),
  updated_at: TimestampOut(),
});

export const WebhookWithSecret = Type.Object({
  ...Webhook.properties,
  secret: Type.String({
    pattern: '^whsec_[A-Za-z0-9+/]+={0,2}$',
    maxLength: 100,
    description: 'The signing secret (Standard Webhooks), shown only in this answer: store it now',
  }),
});

export const WebhookList = Type.Object({ items: Type.Array(Webhook, { maxItems: LIMITS.webhookEndpointsPerEnvironment }) });

export const DELIVERIES_PER_ANSWER = 50;

export const DeliveriesQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: DELIVERIES_PER_ANSWER, format: 'int32', description: 'Deliveries per answer' })),
  before: Type.Optional(RecordId('Only the deliveries after this one in the list (the id of the last delivery of the previous answer)')),
});

const Attempt = Type.Object({
  attempted_at: TimestampOut(),
  duration_ms: Int(0, 2_147_483_647),
  status: Nullable(Int(100, 599, 'The HTTP status; null when none came')),
  outcome: OneOf(['delivered', 'http_error', 'timeout', 'network_error', 'refused'] as const, 'refused: the address was forbidden, or the secret could not be opened'),
  response_excerpt: Type.String({ maxLength: 1024, description: 'The first 1 KB of the answer' }),
  error: NullableText(2000, 'What went wrong when no answer came'),
});

export const Delivery = Type.Object({
  id: IdNumber(),
  webhook_id: Text(100, 'The webhook-id header: one per event, the same at every attempt and for every endpoint'),
  type: OneOf(WEBHOOK_EVENTS),
  project_id: IdNumber(),
  payload: Type.Object(
    {
      type: OneOf(WEBHOOK_EVENTS),
      timestamp: TimestampOut(),
      data: Type.Object({ environment_id: IdNumber(), project_id: IdNumber(), id: IdNumber('The record the event names') }),
    },
    { description: 'The body as sent' },
  ),
  state: OneOf(['PENDING', 'DELIVERED', 'FAILED'] as const, 'FAILED: every attempt of the schedule failed'),
  created_at: TimestampOut(),
  next_attempt_at: NullableTimestamp('When the next attempt is due; null unless PENDING'),
  delivered_at: NullableTimestamp(),
  attempts: Type.Array(Attempt, { maxItems: 100, description: 'Oldest first' }),
});

export const DeliveryList = Type.Object({ items: Type.Array(Delivery, { maxItems: 200 }) });

/**
 * An endpoint as the API shows it: never its secret, sealed or not; when its previous secret stopped
 * signing (a rotation's overlap) only while that is still ahead at `now`.
 */
export function webhookOf(row: WebhookEndpointRow, now: Date) {
  return {
    id: row.id,
    url: row.url,
    events: row.events,
    description: row.description,
    enabled: row.enabled,
    disabled_reason: row.disabled_reason,
    disabled_at: row.disabled_at,
    failing_since: row.failing_since,
    previous_secret_expires_at:
      row.previous_secret && row.previous_secret_expires_at && Date.parse(row.previous_secret_expires_at) > now.getTime()
        ? row.previous_secret_expires_at
        : null,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** A delivery as the API shows it: its body as sent, and its attempts, oldest first. */
export function deliveryOf({ delivery, attempts }: DeliveryWithAttempts) {
  return {
    id: delivery.id,
    webhook_id: delivery.message_id,
    type: delivery.event_type,
    project_id: delivery.project_id,
    payload: JSON.parse(delivery.payload) as WebhookPayload,
    state: delivery.state,
    created_at: delivery.created_at,
    next_attempt_at: delivery.next_attempt_at,
    delivered_at: delivery.delivered_at,
    attempts: attempts.map((a) => ({
      attempted_at: a.attempted_at,
      duration_ms: a.duration_ms,
      status: a.status,
      outcome: a.outcome,
      response_excerpt: a.response_excerpt,
      error: a.error,
    })),
  };
}
