-- Webhook claims take each endpoint's due deliveries in turn, at most a few of one endpoint under way at
-- once across the fleet (db/repositories/webhooks.ts, claimDueDeliveries): an endpoint that hangs with
-- thousands of deliveries owed holds a few attempts, never every worker's window. Each endpoint's due
-- deliveries and its leased ones are one seek each.
create index webhook_deliveries_endpoint_due on webhook_deliveries (endpoint_id, next_attempt_at, id) where state = 'PENDING';
create index webhook_deliveries_endpoint_leased on webhook_deliveries (endpoint_id, lease_until) where state = 'PENDING';
