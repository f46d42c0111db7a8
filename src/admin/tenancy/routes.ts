import Type from 'typebox';
import type { AppContext } from '../../context.ts';
import { insertCommunity, listCommunities, listEnvironments } from '../../db/repositories/tenancy.ts';
import type { Listener } from '../../http/listener.ts';
import { errorResponses } from '../../http/schemas.ts';
import {
  addEnvironmentToCommunity,
  assignProjectToUser,
  createEnvironment,
  createPlatformKey,
  createUser,
  requireEnvironment,
} from '../../services/tenancy.ts';
import {
  Assignment,
  AssignmentCreate,
  Community,
  CommunityCreate,
  CommunityJoin,
  Environment,
  EnvironmentCreate,
  PlatformKeyCreate,
  PlatformKeyCreated,
  User,
  UserCreate,
  UserParams,
} from './schemas.ts';
import { EnvParams } from '../schemas.ts';
const tags = ['tenancy'];

/** Communities, environments, users, assignments and platform keys (D-15). */
export function tenancyRoutes(app: Listener, { db }: AppContext): void {
  app.post(
    '/admin/communities',
    { schema: { tags, body: CommunityCreate, response: { 201: Community, ...errorResponses(400, 401) } } },
    async (request, reply) =>
      reply.code(201).send(await insertCommunity(db, request.body.name, request.body.min_group_size ?? 5)),
  );
  app.get(
    '/admin/communities',
    { schema: { tags, response: { 200: Type.Array(Community), ...errorResponses(401) } } },
    async () => listCommunities(db),
  );

  app.post(
    '/admin/environments',
    {
      schema: {
        tags,
        body: EnvironmentCreate,
        response: { 201: Environment, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => reply.code(201).send(await createEnvironment(db, request.body)),
  );
  app.get(
    '/admin/environments',
    { schema: { tags, response: { 200: Type.Array(Environment), ...errorResponses(401) } } },
    async () => listEnvironments(db),
  );
  app.get(
    '/admin/environments/:envId',
    { schema: { tags, params: EnvParams, response: { 200: Environment, ...errorResponses(401, 404) } } },
    async (request) => requireEnvironment(db, request.params.envId),
  );
  app.post(
    '/admin/environments/:envId/communities',
    {
      schema: {
        tags,
        params: EnvParams,
        body: CommunityJoin,
        response: { 201: Environment, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await addEnvironmentToCommunity(db, request.params.envId, request.body.community_id)),
  );

  app.post(
    '/admin/environments/:envId/users',
    {
      schema: {
        tags,
        params: EnvParams,
        body: UserCreate,
        response: { 201: User, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await createUser(db, request.params.envId, request.body)),
  );
  app.post(
    '/admin/environments/:envId/users/:userId/projects',
    {
      schema: {
        tags,
        params: UserParams,
        body: AssignmentCreate,
        response: { 201: Assignment, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await assignProjectToUser(db, request.params.envId, request.params.userId, request.body.project_id),
        ),
  );

  app.post(
    '/admin/environments/:envId/platform-keys',
    {
      schema: {
        tags: ['keys'],
        params: EnvParams,
        body: PlatformKeyCreate,
        response: { 201: PlatformKeyCreated, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createPlatformKey(db, request.params.envId, request.body.name)),
  );
}
