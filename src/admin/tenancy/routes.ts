import Type from 'typebox';
import type { AppContext } from '../../context.ts';
import type { Listener } from '../../http/listener.ts';
import { errorResponses } from '../../http/schemas.ts';
import {
  addEnvironmentToCommunity,
  createCommunity,
  createEnvironment,
  createPlatformKey,
  installationCommunities,
  installationEnvironments,
  requireEnvironment,
} from '../../services/tenancy/tenancy.ts';
import { EnvParams } from '../schemas.ts';
import {
  Community,
  CommunityCreate,
  CommunityJoin,
  Environment,
  EnvironmentCreate,
  PlatformKeyCreate,
  PlatformKeyCreated,
} from './schemas.ts';

const tags = ['tenancy'];

/** Communities, environments and platform keys (D-15); users are in src/admin/users/. */
export function tenancyRoutes(app: Listener, ctx: AppContext): void {
  communityRoutes(app, ctx);
  environmentRoutes(app, ctx);
  platformKeyRoutes(app, ctx);
}

/** Communities: created and listed. */
function communityRoutes(app: Listener, { db }: AppContext): void {
  app.post(
    '/admin/communities',
    {
      schema: {
        tags,
        operationId: 'createCommunity',
        summary: 'Create a community',
        description: 'A community pools its environments’ projects for k-anonymous aggregates; min_group_size is its floor (D-7, D-38).',
        body: CommunityCreate,
        response: { 201: Community, ...errorResponses(400, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await createCommunity(db, request.body)),
  );
  app.get(
    '/admin/communities',
    {
      schema: {
        tags,
        operationId: 'listCommunities',
        summary: 'List the communities',
        description: 'Every community of the installation, oldest first.',
        response: { 200: Type.Array(Community, { maxItems: 100_000 }) },
      },
    },
    async () => installationCommunities(db),
  );
}

/** Environments: created, listed, read, and joined to a community. */
function environmentRoutes(app: Listener, { db }: AppContext): void {
  app.post(
    '/admin/environments',
    {
      schema: {
        tags,
        operationId: 'createEnvironment',
        summary: 'Create an environment',
        description:
          'An organisation’s environment, created with the defaults of D-8 (appraisal and risk categories, the risk-status legend, one interim and one document studio template) and joined to the given communities; 404 names a community that does not exist.',
        body: EnvironmentCreate,
        response: { 201: Environment, ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await createEnvironment(db, request.body)),
  );
  app.get(
    '/admin/environments',
    {
      schema: {
        tags,
        operationId: 'listEnvironments',
        summary: 'List the environments',
        description: 'Every environment of the installation with its communities, oldest first.',
        response: { 200: Type.Array(Environment, { maxItems: 100_000 }) },
      },
    },
    async () => installationEnvironments(db),
  );
  app.get(
    '/admin/environments/:envId',
    {
      schema: {
        tags,
        operationId: 'getEnvironment',
        summary: 'One environment',
        description: 'The environment with its currency and communities.',
        params: EnvParams,
        response: { 200: Environment, ...errorResponses(400, 404) },
      },
    },
    async (request) => requireEnvironment(db, request.params.envId),
  );
  app.post(
    '/admin/environments/:envId/communities',
    {
      schema: {
        tags,
        operationId: 'joinCommunity',
        summary: 'Join an environment to a community',
        description: 'Joining twice changes nothing. Answers the environment with its communities.',
        params: EnvParams,
        body: CommunityJoin,
        response: { 201: Environment, ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await addEnvironmentToCommunity(db, request.params.envId, request.body.community_id)),
  );
}

/** An environment's Platform keys. */
function platformKeyRoutes(app: Listener, { db }: AppContext): void {
  app.post(
    '/admin/environments/:envId/platform-keys',
    {
      schema: {
        tags: ['keys'],
        operationId: 'createPlatformKey',
        summary: 'Create a Platform API key',
        description: 'A svc_plat_ key for the environment (D-11, D-14); the secret is in this answer only, and only its hash is kept.',
        params: EnvParams,
        body: PlatformKeyCreate,
        response: { 201: PlatformKeyCreated, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => reply.code(201).send(await createPlatformKey(db, request.params.envId, request.body.name)),
  );
}
