import Type from 'typebox';
import type { AppContext } from '../../context.ts';
import type { Listener } from '../../http/listener.ts';
import {
  changeWebhookEndpoint,
  createWebhookEndpoint,
  removeWebhookEndpoint,
  retryWebhookDelivery,
  rotateWebhookSecret,
  webhookDeliveries,
  webhookEndpoint,
  webhookEndpoints,
} from '../../services/webhooks/webhooks.ts';
import { bearerSecurity, platformErrors } from '../schemas.ts';
import {
  DeliveriesQuery,
  DeliveryList,
  DeliveryParams,
  Delivery,
  DELIVERIES_PER_ANSWER,
  deliveryOf,
  Webhook,
  WebhookCreate,
  WebhookList,
  WebhookParams,
  WebhookPatch,
  WebhookWithSecret,
  webhookOf,
} from './schemas.ts';

const tags = ['webhooks'];
const ADMIN_ONLY = 'ADMIN only: MEMBER and VIEWER get 403. Another environment’s endpoint is 404.';

/** D-61: an environment's webhook endpoints, managed by its ADMINs, and their deliveries. */
export function webhookRoutes(app: Listener, ctx: AppContext): void {
  endpointRoutes(app, ctx);
  removalSecretAndDeliveryRoutes(app, ctx);
}

function endpointRoutes(app: Listener, ctx: AppContext): void {
  const parts = { db: ctx.db, webhooks: ctx.webhooks, secrets: ctx.secrets, clock: ctx.clock };

  app.post(
    '/webhooks',
    {
      schema: {
        tags,
        operationId: 'createWebhook',
        summary: 'Add a webhook endpoint; its signing secret is in this answer only',
        description:
          `The URL is checked (https, absolute, at most 2,000 characters, not resolving to a forbidden address) and the events named. ` +
          `At most 20 endpoints per environment (409). ${ADMIN_ONLY}`,
        security: bearerSecurity,
        body: WebhookCreate,
        response: { 201: WebhookWithSecret, ...platformErrors(400, 403, 409) },
      },
    },
    async (request, reply) => {
      const { endpoint, secret } = await createWebhookEndpoint(parts, request.identity, request.body);
      return reply.code(201).send({ ...webhookOf(endpoint, ctx.clock.now()), secret });
    },
  );

  app.get(
    '/webhooks',
    {
      schema: {
        tags,
        operationId: 'listWebhooks',
        summary: 'The environment’s webhook endpoints and their state',
        description: ADMIN_ONLY,
        security: bearerSecurity,
        response: { 200: WebhookList, ...platformErrors(403) },
      },
    },
    async (request) => {
      const now = ctx.clock.now();
      return { items: (await webhookEndpoints(ctx.db, request.identity)).map((row) => webhookOf(row, now)) };
    },
  );

  app.get(
    '/webhooks/:id',
    {
      schema: {
        tags,
        operationId: 'getWebhook',
        summary: 'One webhook endpoint: whether it is enabled, and why not',
        description: ADMIN_ONLY,
        security: bearerSecurity,
        params: WebhookParams,
        response: { 200: Webhook, ...platformErrors(400, 403, 404) },
      },
    },
    async (request) => webhookOf(await webhookEndpoint(ctx.db, request.identity, request.params.id), ctx.clock.now()),
  );

  app.patch(
    '/webhooks/:id',
    {
      schema: {
        tags,
        operationId: 'updateWebhook',
        summary: 'Change a webhook endpoint’s URL, events or description, or disable or enable it',
        description: `At least one member. A new URL is checked as at creation. ${ADMIN_ONLY}`,
        security: bearerSecurity,
        params: WebhookParams,
        body: WebhookPatch,
        response: { 200: Webhook, ...platformErrors(400, 403, 404) },
      },
    },
    async (request) => webhookOf(await changeWebhookEndpoint(parts, request.identity, request.params.id, request.body), ctx.clock.now()),
  );


}

function removalSecretAndDeliveryRoutes(app: Listener, ctx: AppContext): void {
  const parts = { db: ctx.db, webhooks: ctx.webhooks, secrets: ctx.secrets, clock: ctx.clock };

  app.delete(
    '/webhooks/:id',
    {
      schema: {
        tags,
        operationId: 'deleteWebhook',
        summary: 'Remove a webhook endpoint with its deliveries; none is attempted after',
        description: ADMIN_ONLY,
        security: bearerSecurity,
        params: WebhookParams,
        response: { 204: Type.Null({ description: 'Removed' }), ...platformErrors(400, 403, 404) },
      },
    },
    async (request, reply) => {
      await removeWebhookEndpoint(ctx.db, request.identity, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/webhooks/:id/rotate-secret',
    {
      schema: {
        tags,
        operationId: 'rotateWebhookSecret',
        summary: 'A new signing secret, in this answer only; the previous one signs too for 24 hours',
        description: `Each delivery carries a signature by each secret in force (webhook-signature: "v1,… v1,…"). ${ADMIN_ONLY}`,
        security: bearerSecurity,
        params: WebhookParams,
        response: { 200: WebhookWithSecret, ...platformErrors(400, 403, 404) },
      },
    },
    async (request) => {
      const { endpoint, secret } = await rotateWebhookSecret(parts, request.identity, request.params.id);
      return { ...webhookOf(endpoint, ctx.clock.now()), secret };
    },
  );

  app.get(
    '/webhooks/:id/deliveries',
    {
      schema: {
        tags,
        operationId: 'listWebhookDeliveries',
        summary: 'The endpoint’s deliveries, newest first, each with its attempts',
        description: `Paged by \`before\`: the id of the last delivery of the previous answer. ${ADMIN_ONLY}`,
        security: bearerSecurity,
        params: WebhookParams,
        querystring: DeliveriesQuery,
        response: { 200: DeliveryList, ...platformErrors(400, 403, 404) },
      },
    },
    async (request) => {
      const page = { limit: request.query.limit ?? DELIVERIES_PER_ANSWER, before: request.query.before };
      return { items: (await webhookDeliveries(ctx.db, request.identity, request.params.id, page)).map(deliveryOf) };
    },
  );

  app.post(
    '/webhooks/:id/deliveries/:deliveryId/retry',
    {
      schema: {
        tags,
        operationId: 'retryWebhookDelivery',
        summary: 'Attempt a delivery again now, with its webhook-id and body',
        description: `Whatever its state (a delivered one is sent again). 409 while the endpoint is disabled. ${ADMIN_ONLY}`,
        security: bearerSecurity,
        params: DeliveryParams,
        response: { 202: Delivery, ...platformErrors(400, 403, 404, 409) },
      },
    },
    async (request, reply) => reply.code(202).send(deliveryOf(await retryWebhookDelivery(parts, request.identity, request.params.id, request.params.deliveryId))),
  );
}
