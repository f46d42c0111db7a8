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
} from '../../services/data-keys.ts';
import {
  DataKey,
  DataKeyCreate,
  DataKeyCreated,
  DataKeyPatch,
  DataKeyStateChange,
  DataKeyUsage,
  KeyParams,
} from './schemas.ts';
import { EnvParams } from '../schemas.ts';

const tags = ['keys'];

/** The whole lifecycle of Data API keys (D-16, D-47). */
export function dataKeyRoutes(app: Listener, { db, dataKeys, usage }: AppContext): void {
  // Every change reaches the Data API's key cache at once here, and on other instances within D-12's second.
  const announce = async <T>(result: T): Promise<T> => {
    await dataKeys.changed();
    return result;
  };
  app.post(
    '/admin/environments/:envId/data-keys',
    {
      schema: {
        tags,
        params: EnvParams,
        body: DataKeyCreate,
        response: { 201: DataKeyCreated, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await announce(await createDataKey(db, request.params.envId, request.body))),
  );
  app.get(
    '/admin/environments/:envId/data-keys',
    {
      schema: {
        tags,
        params: EnvParams,
        response: { 200: Type.Array(DataKey), ...errorResponses(401, 404) },
      },
    },
    async (request) => listEnvironmentDataKeys(db, request.params.envId),
  );
  app.patch(
    '/admin/data-keys/:id',
    {
      schema: {
        tags,
        params: KeyParams,
        body: DataKeyPatch,
        response: { 200: DataKey, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => announce(await changeDataKey(db, request.params.id, request.body)),
  );
  for (const action of ['deactivate', 'reactivate', 'revoke'] as const) {
    app.post(
      `/admin/data-keys/:id/${action}`,
      {
        schema: {
          tags,
          summary: `${action[0]!.toUpperCase()}${action.slice(1)} a Data API key`,
          params: KeyParams,
          response: { 200: DataKeyStateChange, ...errorResponses(401, 404, 409) },
        },
      },
      async (request) => announce(await applyDataKeyAction(db, request.params.id, action)),
    );
  }
  app.get(
    '/admin/data-keys/:id/usage',
    { schema: { tags, params: KeyParams, response: { 200: DataKeyUsage, ...errorResponses(401, 404) } } },
    async (request) => {
      await usage.flush(); // counts buffered by this instance are part of the read-out
      return dataKeyUsage(db, request.params.id);
    },
  );
}
