import type { WebhookEvent } from '../../domain/webhooks/events.ts';
import type { Queryable } from '../database.ts';

// Webhooks (D-61): endpoints, the outbox of deliveries, and their attempts (migration 0016).

export interface WebhookEndpointRow {
  id: number;
  url: string;
  events: WebhookEvent[];
  description: string | null;
  secret: Uint8Array;
  previous_secret: Uint8Array | null;
  previous_secret_expires_at: string | null;
  enabled: boolean;
  disabled_reason: EndpointDisabledReason | null;
  disabled_at: string | null;
  failing_since: string | null;
  created_at: string;
  updated_at: string;
}

/** Why an endpoint is disabled: it answered 410, it failed for 3 days, or an ADMIN disabled it. */
export type EndpointDisabledReason = 'GONE' | 'FAILING_3_DAYS' | 'DISABLED_BY_ADMIN';
/** How an attempt ended. */
export type AttemptOutcome = 'delivered' | 'http_error' | 'timeout' | 'network_error' | 'refused';

const ENDPOINT = `id, url, events, description, secret, previous_secret, previous_secret_expires_at, enabled,
  disabled_reason, disabled_at, failing_since, created_at, updated_at`;

export function listEndpoints(db: Queryable, environmentId: number): Promise<WebhookEndpointRow[]> {
  return db.query<WebhookEndpointRow>(`select ${ENDPOINT} from webhook_endpoints where environment_id = $1 order by id`, [environmentId]);
}

/** The endpoint, locked for the rest of the transaction when `lock` (an update, a rotation, a retry). */
export async function getEndpoint(db: Queryable, environmentId: number, id: number, lock = false): Promise<WebhookEndpointRow | null> {
  const [row] = await db.query<WebhookEndpointRow>(
    `select ${ENDPOINT} from webhook_endpoints where environment_id = $1 and id = $2${lock ? ' for update' : ''}`,
    [environmentId, id],
  );
  return row ?? null;
}

/**
 * How many endpoints the environment has. The environment's row is locked for the rest of the
 * transaction, so that concurrent creations in one environment count (and insert) in turn.
 */
export async function countEndpointsForUpdate(db: Queryable, environmentId: number): Promise<number> {
  await db.query('select id from environments where id = $1 for update', [environmentId]);
  const [row] = await db.query<{ n: number }>('select count(*)::int as n from webhook_endpoints where environment_id = $1', [environmentId]);
  return row!.n;
}

export async function insertEndpoint(
  db: Queryable,
  environmentId: number,
  endpoint: { url: string; events: string[]; description: string | null; secret: Uint8Array },
): Promise<WebhookEndpointRow> {
  const [row] = await db.query<WebhookEndpointRow>(
    `insert into webhook_endpoints (environment_id, url, events, description, secret)
     values ($1, $2, $3::text[], $4, $5) returning ${ENDPOINT}`,
    [environmentId, endpoint.url, endpoint.events, endpoint.description, endpoint.secret],
  );
  return row!;
}

export interface EndpointChange {
  url?: string;
  events?: WebhookEvent[];
  description?: string | null;
  /** true: enabled again (its failure run forgotten); false: disabled by an ADMIN. */
  enabled?: boolean;
}

export async function updateEndpoint(db: Queryable, environmentId: number, id: number, change: EndpointChange): Promise<WebhookEndpointRow> {
  const [row] = await db.query<WebhookEndpointRow>(
    `update webhook_endpoints set
       url = coalesce($3, url),
       events = coalesce($4::text[], events),
       description = case when $5::boolean then $6 else description end,
       enabled = coalesce($7, enabled),
       disabled_reason = case when $7 is null then disabled_reason when $7 then null else 'DISABLED_BY_ADMIN' end,
       disabled_at = case when $7 is null then disabled_at when $7 then null else clock_timestamp() end,
       failing_since = case when $7 then null else failing_since end,
       updated_at = clock_timestamp()
     where environment_id = $1 and id = $2 returning ${ENDPOINT}`,
    [
      environmentId,
      id,
      change.url ?? null,
      change.events ?? null,
      change.description !== undefined,
      change.description ?? null,
      change.enabled ?? null,
    ],
  );
  return row!;
}

/**
 * Removes the endpoint, its deliveries and their attempts; whether it existed. Its deliveries go first:
 * a worker recording an attempt locks the delivery, then the endpoint, and a removal that took them in
 * the other order (the endpoint, then its deliveries by the cascade) could deadlock with it.
 */
export async function deleteEndpoint(db: Queryable, environmentId: number, id: number): Promise<boolean> {
  await db.query('delete from webhook_deliveries where environment_id = $1 and endpoint_id = $2', [environmentId, id]);
  const rows = await db.query('delete from webhook_endpoints where environment_id = $1 and id = $2 returning id', [environmentId, id]);
  return rows.length > 0;
}

/** A new signing secret; the one it replaces keeps signing until `overlapUntil`. */
export async function rotateEndpointSecret(
  db: Queryable,
  environmentId: number,
  id: number,
  secret: Uint8Array,
  overlapUntil: Date,
): Promise<WebhookEndpointRow> {
  const [row] = await db.query<WebhookEndpointRow>(
    `update webhook_endpoints set previous_secret = secret, previous_secret_expires_at = $4, secret = $3, updated_at = clock_timestamp()
     where environment_id = $1 and id = $2 returning ${ENDPOINT}`,
    [environmentId, id, secret, overlapUntil.toISOString()],
  );
  return row!;
}

// The outbox ------------------------------------------------------------------------------------

export interface QueuedEvent {
  type: WebhookEvent;
  projectId: number;
  messageId: string;
  payload: string;
}

/**
 * Queues a delivery of each event to each of the environment's enabled endpoints subscribed to its type,
 * in the caller's transaction (the change's own). One statement whatever the count; nothing when no
 * endpoint wants the events.
 */
export async function queueDeliveries(db: Queryable, environmentId: number, events: readonly QueuedEvent[]): Promise<void> {
  if (events.length === 0) return;
  await db.query(
    `insert into webhook_deliveries (environment_id, endpoint_id, message_id, event_type, project_id, payload, next_attempt_at)
     select e.environment_id, e.id, q.message_id, q.type, q.project_id, q.payload, clock_timestamp()
     from unnest($2::text[], $3::bigint[], $4::text[], $5::text[]) as q (type, project_id, message_id, payload)
     join webhook_endpoints e on e.environment_id = $1 and e.enabled and q.type = any (e.events)
     order by q.message_id, e.id`,
    [environmentId, events.map((e) => e.type), events.map((e) => e.projectId), events.map((e) => e.messageId), events.map((e) => e.payload)],
  );
}

/** Whether an enabled endpoint of the environment is subscribed to any of `types`. */
export async function anySubscribed(db: Queryable, environmentId: number, types: readonly string[]): Promise<boolean> {
  const rows = await db.query('select 1 from webhook_endpoints where environment_id = $1 and enabled and events && $2::text[] limit 1', [
    environmentId,
    types,
  ]);
  return rows.length > 0;
}

export interface DeliveryRow {
  id: number;
  message_id: string;
  event_type: WebhookEvent;
  project_id: number;
  payload: string;
  state: 'PENDING' | 'DELIVERED' | 'FAILED';
  attempts: number;
  created_at: string;
  next_attempt_at: string | null;
  delivered_at: string | null;
}

export interface AttemptRow {
  delivery_id: number;
  attempted_at: string;
  duration_ms: number;
  status: number | null;
  outcome: AttemptOutcome;
  response_excerpt: string;
  error: string | null;
}

const DELIVERY = 'id, message_id, event_type, project_id, payload, state, attempts, created_at, next_attempt_at, delivered_at';

/** The endpoint's deliveries, newest first: `limit` of them, those older than delivery `before` when given. */
export function listDeliveries(
  db: Queryable,
  environmentId: number,
  endpointId: number,
  page: { limit: number; before?: number | undefined },
): Promise<DeliveryRow[]> {
  return db.query<DeliveryRow>(
    `select ${DELIVERY} from webhook_deliveries
     where environment_id = $1 and endpoint_id = $2 and ($3::bigint is null or id < $3)
     order by id desc limit $4`,
    [environmentId, endpointId, page.before ?? null, page.limit],
  );
}

/** The attempts of the deliveries, oldest first. */
export function attemptsOf(db: Queryable, deliveryIds: readonly number[]): Promise<AttemptRow[]> {
  if (deliveryIds.length === 0) return Promise.resolve([]);
  return db.query<AttemptRow>(
    `select delivery_id, attempted_at, duration_ms, status, outcome, response_excerpt, error from webhook_attempts
     where delivery_id = any ($1::bigint[]) order by delivery_id, id`,
    [deliveryIds],
  );
}

/**
 * Makes the delivery due now, whatever its state (a delivered one is sent again, with its webhook-id),
 * and wakes the workers; null when it is not the endpoint's. Asked while an attempt of it is under way,
 * that attempt's outcome decides what follows.
 */
export async function requeueDelivery(db: Queryable, environmentId: number, endpointId: number, deliveryId: number): Promise<DeliveryRow | null> {
  const [row] = await db.query<DeliveryRow>(
    `update webhook_deliveries set state = 'PENDING', next_attempt_at = clock_timestamp()
     where environment_id = $1 and endpoint_id = $2 and id = $3 returning ${DELIVERY}`,
    [environmentId, endpointId, deliveryId],
  );
  if (row) await db.query(`select pg_notify('webhook_deliveries', '')`);
  return row ?? null;
}

// The worker's side ------------------------------------------------------------------------------

export interface ClaimedDelivery {
  id: number;
  environment_id: number;
  endpoint_id: number;
  message_id: string;
  payload: string;
  attempts: number;
  url: string;
  secret: Uint8Array;
  previous_secret: Uint8Array | null;
  previous_secret_expires_at: string | null;
  failing_since: string | null;
}

/** The most deliveries of one endpoint under way at once, across the fleet. */
export const ATTEMPTS_PER_ENDPOINT = 32;

/**
 * Claims up to `limit` deliveries due at `now` to enabled endpoints, leased until `leaseUntil`: rows
 * another worker is claiming are skipped (skip locked), and a leased row is not due again until its lease
 * ends, so an attempt runs in one worker at a time. A lease that ends without a recorded attempt (its
 * instance died) makes the delivery due again.
 *
 * Each endpoint gives at most ATTEMPTS_PER_ENDPOINT less those it has under way (leased), earliest due
 * first, and the earliest of all those are taken: an endpoint that is slow or hangs, however many
 * deliveries it is owed, holds a few attempts and never every slot of every worker, so other endpoints'
 * (other environments') deliveries still go.
 */
export function claimDueDeliveries(db: Queryable, now: Date, leaseUntil: Date, limit: number): Promise<ClaimedDelivery[]> {
  return db.query<ClaimedDelivery>(
    `with due as (
       select c.id from webhook_endpoints e
       cross join lateral (
         select d.id, d.next_attempt_at from webhook_deliveries d
         where d.endpoint_id = e.id and d.state = 'PENDING' and d.next_attempt_at <= $1
           and (d.lease_until is null or d.lease_until <= $1)
         order by d.next_attempt_at, d.id
         limit greatest(0, $4 - (select count(*) from webhook_deliveries l
                                 where l.endpoint_id = e.id and l.state = 'PENDING' and l.lease_until > $1))
         for update of d skip locked
       ) c
       where e.enabled
       order by c.next_attempt_at, c.id
       limit $3
     )
     update webhook_deliveries d set lease_until = $2
     from due, webhook_endpoints e
     where d.id = due.id and e.id = d.endpoint_id
     returning d.id, d.environment_id, d.endpoint_id, d.message_id, d.payload, d.attempts, e.url, e.secret,
       e.previous_secret, e.previous_secret_expires_at, e.failing_since`,
    [now.toISOString(), leaseUntil.toISOString(), limit, ATTEMPTS_PER_ENDPOINT],
  );
}

export interface AttemptRecord {
  attemptedAt: Date;
  durationMs: number;
  status: number | null;
  outcome: AttemptOutcome;
  excerpt: string;
  error: string | null;
}

/**
 * Records an attempt and what follows from it, in one transaction: the delivery delivered, due again at
 * `nextAttemptAt`, or failed for good (null); the endpoint's failure run begun, ended, or ended by
 * disabling it (`disable`, a reason).
 */
export async function recordAttempt(
  db: Queryable,
  delivery: { id: number; endpointId: number },
  attempt: AttemptRecord,
  next: { delivered: boolean; nextAttemptAt: Date | null; disable: EndpointDisabledReason | null },
): Promise<void> {
  await db.query(
    `insert into webhook_attempts (delivery_id, attempted_at, duration_ms, status, outcome, response_excerpt, error)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [delivery.id, attempt.attemptedAt.toISOString(), attempt.durationMs, attempt.status, attempt.outcome, attempt.excerpt, attempt.error],
  );
  await db.query(
    `update webhook_deliveries set attempts = attempts + 1, lease_until = null,
       state = case when $2 then 'DELIVERED' when $3::timestamptz is null then 'FAILED' else 'PENDING' end,
       next_attempt_at = case when $2 then null else $3::timestamptz end,
       delivered_at = case when $2 then $4::timestamptz else delivered_at end
     where id = $1`,
    [delivery.id, next.delivered, next.nextAttemptAt?.toISOString() ?? null, attempt.attemptedAt.toISOString()],
  );
  // Only when the endpoint's row changes (a failure run begins or ends, or it is disabled): every attempt
  // to an endpoint updating its one row would make the attempts recorded at once, by every worker of
  // the fleet, wait for each other's commits on its lock.
  await db.query(
    `update webhook_endpoints set
       failing_since = case when $2 then null else coalesce(failing_since, $3::timestamptz) end,
       enabled = enabled and $4::text is null,
       disabled_reason = coalesce($4, disabled_reason),
       disabled_at = case when $4::text is null then disabled_at else $3::timestamptz end
     where id = $1 and (case when $2 then failing_since is not null else failing_since is null or $4::text is not null end)`,
    [delivery.endpointId, next.delivered, attempt.attemptedAt.toISOString(), next.disable],
  );
}

/**
 * The queue as /metrics shows it: deliveries still owed to enabled endpoints, those due now among them,
 * and how long the longest-due has waited past its time (the workers' lag; 0 when none is due).
 */
export async function deliveryQueue(db: Queryable, now: Date): Promise<{ pending: number; due: number; oldestDueSeconds: number }> {
  const [row] = await db.query<{ pending: number; due: number; oldest: string | null }>(
    `select count(*)::int as pending,
       (count(*) filter (where d.next_attempt_at <= $1))::int as due,
       min(d.next_attempt_at) filter (where d.next_attempt_at <= $1) as oldest
     from webhook_deliveries d join webhook_endpoints e on e.id = d.endpoint_id and e.enabled
     where d.state = 'PENDING'`,
    [now.toISOString()],
  );
  const oldest = row!.oldest ? Math.max(0, (now.getTime() - Date.parse(row!.oldest)) / 1000) : 0;
  return { pending: row!.pending, due: row!.due, oldestDueSeconds: oldest };
}
