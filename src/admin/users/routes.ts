import Type from 'typebox';
import type { AppContext } from '../../context.ts';
import type { Listener } from '../../http/listener.ts';
import { errorResponses } from '../../http/schemas.ts';
import { assignProjectToUser, createUser } from '../../services/tenancy/tenancy.ts';
import {
  changeUser,
  listEnvironmentUsers,
  listUserAssignments,
  removeAssignment,
  requireUser,
} from '../../services/tenancy/user-lifecycle.ts';
import { EnvParams } from '../schemas.ts';
import { Assignment, AssignmentCreate, AssignmentParams, User, UserCreate, UserParams, UserPatch } from './schemas.ts';

const tags = ['users'];

/**
 * The users of an environment (D-9, D-15) and their lifecycle: role, deactivation, password, project
 * assignments. A change reaches the bearer check of every instance within a second (the database's change
 * feed, and the user cache's half-second lifetime); this instance forgets its cached reads of the
 * environment before it answers.
 */
export function userRoutes(app: Listener, ctx: AppContext): void {
  const changed = <T>(environmentId: number, result: T): T => {
    // Users and assignments are no evidence of a cost model: its fitted models stay (migration 0010).
    ctx.cache.changed(environmentId, 'records');
    return result;
  };
  userRecordRoutes(app, ctx, changed);
  assignmentRoutes(app, ctx, changed);
}

/** What a change to the users of an environment passes through on its way out: this instance's cached reads go. */
type Changed = <T>(environmentId: number, result: T) => T;

/** A user of an environment: created, listed, read and changed. */
function userRecordRoutes(app: Listener, ctx: AppContext, changed: Changed): void {
  const { db } = ctx;
  app.post(
    '/admin/environments/:envId/users',
    {
      schema: {
        tags,
        operationId: 'createUser',
        summary: 'Create a user of an environment',
        description:
          'A user with a role (D-9): ADMIN sees and changes every project, MEMBER the projects assigned to them, VIEWER reads the assigned ones. The password is stored as a scrypt hash; an email is unique across the installation (409).',
        params: EnvParams,
        body: UserCreate,
        response: { 201: User, ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await createUser(ctx, request.params.envId, request.body)),
  );
  app.get(
    '/admin/environments/:envId/users',
    {
      schema: {
        tags,
        operationId: 'listUsers',
        summary: 'List the users of an environment',
        description: 'Every user of the environment with their role and whether they are active, oldest first; never a password.',
        params: EnvParams,
        response: { 200: Type.Array(User, { maxItems: 100_000 }), ...errorResponses(400, 404) },
      },
    },
    async (request) => listEnvironmentUsers(db, request.params.envId),
  );
  app.get(
    '/admin/environments/:envId/users/:userId',
    {
      schema: {
        tags,
        operationId: 'getUser',
        summary: 'One user of an environment',
        description: 'A user of another environment is 404, like one that does not exist.',
        params: UserParams,
        response: { 200: User, ...errorResponses(400, 404) },
      },
    },
    async (request) => requireUser(db, request.params.envId, request.params.userId),
  );
  app.patch(
    '/admin/environments/:envId/users/:userId',
    {
      schema: {
        tags,
        operationId: 'updateUser',
        summary: 'Change a user’s role, deactivate or reactivate them, or reset their password',
        description:
          'At least one of role, active and password. Each takes effect on the next request on every instance within a second, for the tokens already issued: a new role applies to them; a deactivation refuses them (401) and refuses sign-in until reactivated; a password reset ends them (sign in again with the new password). Tokens issued before a deactivation stay refused after a reactivation.',
        params: UserParams,
        body: UserPatch,
        response: { 200: User, ...errorResponses(400, 404) },
      },
    },
    async (request) => changed(request.params.envId, await changeUser(ctx, request.params.envId, request.params.userId, request.body)),
  );
}

/** The projects assigned to a user: assigned, listed and taken away. */
function assignmentRoutes(app: Listener, { db }: AppContext, changed: Changed): void {
  app.post(
    '/admin/environments/:envId/users/:userId/projects',
    {
      schema: {
        tags,
        operationId: 'assignProject',
        summary: 'Assign a project to a user',
        description: 'The project must be of the user’s environment; assigning twice changes nothing.',
        params: UserParams,
        body: AssignmentCreate,
        response: { 201: Assignment, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const { envId, userId } = request.params;
      return reply.code(201).send(changed(envId, await assignProjectToUser(db, envId, userId, request.body.project_id)));
    },
  );
  app.get(
    '/admin/environments/:envId/users/:userId/projects',
    {
      schema: {
        tags,
        operationId: 'listAssignments',
        summary: 'The projects assigned to a user',
        description: 'What a MEMBER or VIEWER sees on the Platform API (an ADMIN sees every project whatever is assigned).',
        params: UserParams,
        response: { 200: Type.Array(Assignment, { maxItems: 1_000_000 }), ...errorResponses(400, 404) },
      },
    },
    async (request) => listUserAssignments(db, request.params.envId, request.params.userId),
  );
  app.delete(
    '/admin/environments/:envId/users/:userId/projects/:projectId',
    {
      schema: {
        tags,
        operationId: 'unassignProject',
        summary: 'Take a project away from a user',
        description:
          'A MEMBER or VIEWER no longer sees the project (404) from their next request, on every instance within a second. 404 when it is not assigned to the user.',
        params: AssignmentParams,
        response: { 204: Type.Null({ description: 'Removed' }), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const { envId, userId, projectId } = request.params;
      await removeAssignment(db, envId, userId, projectId);
      changed(envId, null);
      return reply.code(204).send(null);
    },
  );
}
