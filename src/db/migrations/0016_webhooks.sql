-- Webhooks (D-61): an environment's endpoints, the deliveries owed to them, and every attempt made.
--
-- webhook_deliveries is the outbox: a change that emits an event inserts one delivery for each endpoint
-- subscribed to it in the change's own transaction, so a delivery exists exactly when the change
-- committed, and a crash or restart loses none. A worker in every instance serving the Platform claims
-- due deliveries (for update skip locked), leasing each for longer than an attempt may take, so that one
-- attempt of a delivery runs at a time across the fleet.

create table webhook_endpoints (
  id bigint generated always as identity primary key,
  environment_id bigint not null references environments (id) on delete cascade,
  url text not null,
  events text[] not null,
  description text,
  -- The signing secret, encrypted (AES-256-GCM, services/webhook-secrets.ts): it must be read to sign,
  -- so it cannot be hashed; the key is not in the database.
  secret bytea not null,
  -- After a rotation, the secret before it, which signs too until previous_secret_expires_at (24 h).
  previous_secret bytea,
  previous_secret_expires_at timestamptz,
  enabled boolean not null default true,
  -- Why the service disabled it (GONE: it answered 410; FAILING: failed for 3 days), or DISABLED_BY_ADMIN.
  disabled_reason text,
  disabled_at timestamptz,
  -- When its current run of failures began; null after a delivery succeeds.
  failing_since timestamptz,
  created_at timestamptz not null default clock_timestamp(),
  updated_at timestamptz not null default clock_timestamp(),
  unique (environment_id, id)
);
create index webhook_endpoints_environment on webhook_endpoints (environment_id, id);

create table webhook_deliveries (
  id bigint generated always as identity primary key,
  environment_id bigint not null,
  endpoint_id bigint not null,
  -- The webhook-id of Standard Webhooks: one per event, the same for every endpoint and every attempt,
  -- so that a receiver recognises a delivery it has seen.
  message_id text not null,
  event_type text not null,
  project_id bigint not null,
  -- The body exactly as signed and sent, the same bytes at every attempt.
  payload text not null,
  created_at timestamptz not null default clock_timestamp(),
  state text not null default 'PENDING' check (state in ('PENDING', 'DELIVERED', 'FAILED')),
  attempts integer not null default 0,
  next_attempt_at timestamptz,
  -- Claimed by a worker until then; another takes it only after (the attempt's instance died).
  lease_until timestamptz,
  delivered_at timestamptz,
  foreign key (environment_id, endpoint_id) references webhook_endpoints (environment_id, id) on delete cascade
);
create index webhook_deliveries_due on webhook_deliveries (next_attempt_at) where state = 'PENDING';
create index webhook_deliveries_endpoint on webhook_deliveries (endpoint_id, id desc);

create table webhook_attempts (
  id bigint generated always as identity primary key,
  delivery_id bigint not null references webhook_deliveries (id) on delete cascade,
  attempted_at timestamptz not null,
  duration_ms integer not null,
  -- The HTTP status, or null when none came (timeout, network error, an address refused).
  status integer,
  outcome text not null check (outcome in ('delivered', 'http_error', 'timeout', 'network_error', 'refused')),
  -- The first 1 KB of the answer, and what went wrong when no answer came.
  response_excerpt text not null default '',
  error text
);
create index webhook_attempts_delivery on webhook_attempts (delivery_id, id);

-- Deliveries queued by a transaction wake every instance's worker at its commit; a worker also looks
-- every few seconds, for retries falling due and for a notification missed.
create function notify_webhook_deliveries() returns trigger language plpgsql as $$
begin
  if exists (select 1 from queued) then
    perform pg_notify('webhook_deliveries', '');
  end if;
  return null;
end;
$$;
create trigger webhook_deliveries_queued after insert on webhook_deliveries
  referencing new table as queued for each statement execute function notify_webhook_deliveries();

-- The key that encrypts the signing secrets when WEBHOOK_SECRET_KEY is not set (32 bytes, as the
-- cursor secret of 0015 is made).
alter table installation add column webhook_key bytea not null
  default decode(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex');
