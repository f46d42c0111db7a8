import Type from 'typebox';
import type { AppContext } from '../../context.ts';
import type { Listener } from '../../http/listener.ts';
import { errorResponses } from '../../http/schemas.ts';
import {
  applyDataKeyAction,
  changeDataKey,
  createDataKey,
  dataKeyUsage,
  listEnvironmentDataKeys,
} from '../../services/identity/data-keys.ts';
import { EnvParams } from '../schemas.ts';
import {
  DataKey,
  DataKeyCreate,
  DataKeyCreated,
  DataKeyPatch,
  DataKeyStateChange,
  DataKeyUsage,
  dataKeyOf,
  dataKeyUsageOf,
  KeyParams,
} from './schemas.ts';

const tags = ['keys'];

const ACTIONS = {
  deactivate: 'Requests with the key get 401 until it is reactivated.',
  reactivate: 'A deactivated key works again; a revoked one cannot be reactivated (409).',
  revoke: 'Permanent: requests with the key get 401 for good.',
} as const;

/** The whole lifecycle of Data API keys (D-16, D-47). */
export function dataKeyRoutes(app: Listener, ctx: AppContext): void {
  keyRoutes(app, ctx);
  keyLifecycleRoutes(app, ctx);
}

/** An environment's keys: created, listed and changed. */
function keyRoutes(app: Listener, ctx: AppContext): void {
  const { db } = ctx;
  app.post(
    '/admin/environments/:envId/data-keys',
    {
      schema: {
        tags,
        operationId: 'createDataKey',
        summary: 'Create a Data API key',
        description:
          'A svc_data_ key for the environment with its scopes (default data:projects, data:benchmarks and data:reports), an optional usage plan (throttle, quota) and expiry. The secret is in this answer only.',
        params: EnvParams,
        body: DataKeyCreate,
        response: { 201: DataKeyCreated, ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) => {
      const { key, ...row } = await createDataKey(db, request.params.envId, request.body);
      return reply.code(201).send({ ...dataKeyOf(row, ctx.clock.now()), key });
    },
  );
  app.get(
    '/admin/environments/:envId/data-keys',
    {
      schema: {
        tags,
        operationId: 'listDataKeys',
        summary: 'List an environment’s Data API keys',
        description: 'Every key with its state, scopes and plan; never a secret.',
        params: EnvParams,
        response: { 200: Type.Array(DataKey, { maxItems: 100_000 }), ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const now = ctx.clock.now();
      return (await listEnvironmentDataKeys(db, request.params.envId)).map((row) => dataKeyOf(row, now));
    },
  );
  app.patch(
    '/admin/data-keys/:id',
    {
      schema: {
        tags,
        operationId: 'updateDataKey',
        summary: 'Change a Data API key',
        description: 'Name, scopes, throttle, quota or expiry; null removes a plan or the expiry. Takes effect on every instance within a second (D-12).',
        params: KeyParams,
        body: DataKeyPatch,
        response: { 200: DataKey, ...errorResponses(400, 404) },
      },
    },
    async (request) => dataKeyOf(await changeDataKey(ctx, request.params.id, request.body), ctx.clock.now()),
  );
}

/** A key's state changes and its metered usage. */
function keyLifecycleRoutes(app: Listener, ctx: AppContext): void {
  for (const [action, effect] of Object.entries(ACTIONS) as [keyof typeof ACTIONS, string][]) {
    app.post(
      `/admin/data-keys/:id/${action}`,
      {
        schema: {
          tags,
          operationId: `${action}DataKey`,
          summary: `${action[0]!.toUpperCase()}${action.slice(1)} a Data API key`,
          description: `${effect} A change the key's state does not allow is 409.`,
          params: KeyParams,
          response: { 200: DataKeyStateChange, ...errorResponses(400, 404, 409) },
        },
      },
      async (request) => {
        const row = await applyDataKeyAction(ctx, request.params.id, action);
        return { id: String(row.id), state: dataKeyOf(row, ctx.clock.now()).state };
      },
    );
  }
  app.get(
    '/admin/data-keys/:id/usage',
    {
      schema: {
        tags,
        operationId: 'getDataKeyUsage',
        summary: 'A Data API key’s metered requests per UTC day',
        description: 'Every request the key made that passed its throttle and quota, counted per UTC day, plan or not (D-16).',
        params: KeyParams,
        response: { 200: DataKeyUsage, ...errorResponses(400, 404) },
      },
    },
    async (request) => dataKeyUsageOf(await dataKeyUsage(ctx, request.params.id)),
  );
}
