import type { FastifyInstance } from 'fastify';
import Type, { type TSchema } from 'typebox';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/database.ts';
import { listProjectEvents } from '../../db/repositories/project-events.ts';
import {
  listAppraisalLines,
  listDevelopments,
  listFacilities,
  listRiskAssessmentSets,
  listScopedCostInputs,
} from '../../db/repositories/project-records.ts';
import { listProjectBlock, projectPageIndex, searchProjects } from '../../db/repositories/projects.ts';
import { listInputSettings } from '../../db/repositories/settings.ts';
import { buildAppraisalTree } from '../../domain/projects/appraisal-tree.ts';
import { LIMITS } from '../../domain/limits.ts';
import type { BearerIdentity } from '../../domain/roles.ts';
import type { Listener } from '../../http/listener.ts';
import { newestFirst, PlatformPage, platformPage, platformWindow, rowsOf } from '../../http/pagination.ts';
import { sendSerialisedOnce } from '../../http/serialise-once.ts';
import { readProject, requireProject, scopeOf } from '../../services/project-access.ts';
import {
  addDevelopment,
  addFacility,
  addRiskAssessmentSet,
  createProject,
  replaceProjectCostInputs,
  updateProject,
} from '../../services/project-writes.ts';
import { bearerSecurity, platformErrors, ProjectIdParams } from '../schemas.ts';
import {
  Appraisal,
  AppraisalRef,
  AppraisalsQuery,
  CostInput,
  CostInputsReplace,
  Development,
  DevelopmentCreate,
  EVENTS_PER_ANSWER,
  EventsQuery,
  Facility,
  FacilityCreate,
  LIST_ITEM_COLUMNS,
  Project,
  ProjectCreate,
  ProjectEvent,
  ProjectListItem,
  ProjectPatch,
  projectListItemOf,
  projectRecordOf,
  ProjectsQuery,
  RiskAssessmentCreate,
  RiskAssessmentSet,
} from './schemas.ts';

const tags = ['projects'];
const security = bearerSecurity;
/** What a write may also answer: its body too large or not JSON, as Fastify checks before the route. */
const WRITE_ERRORS = [400, 403, 404, 409, 413, 415] as const;

/**
 * SPEC "Platform" projects and D-20, D-24: reads for whoever may see a project, writes for whoever may
 * change it (src/services/project-access.ts decides both). Registered behind the bearer check and the
 * rate limit.
 */
export function projectRoutes(app: Listener, ctx: AppContext): void {
  app.addSchema(Appraisal);

  app.get(
    '/projects',
    {
      schema: {
        tags,
        operationId: 'listProjects',
        summary: 'The projects the caller may see, newest first (D-19)',
        description:
          'Paged with page and perPage (meta: total, lastPage, currentPage, perPage, prev, next), filtered by status, searched by name or project_reference (case-insensitive). ADMIN sees the whole environment, MEMBER and VIEWER their assigned projects.',
        security,
        querystring: ProjectsQuery,
        response: { 200: PlatformPage(ProjectListItem), ...platformErrors(400) },
      },
    },
    async (request, reply) => {
      const { status, search } = request.query;
      const window = platformWindow(request.query);
      const scope = scopeOf(request.identity);
      const env = scope.environmentId;
      // Pages are small and read far more often than projects change: cached per scope and query.
      const key = JSON.stringify([scope.assignedTo, window.page, window.perPage, status, search]);
      const body = await ctx.reads.read('platformProjectPage', env, key, async () => {
        // The whole environment, unsearched, is the Data API's list: any page in one statement.
        const { items, total } =
          scope.assignedTo === null && !search
            ? await newestFirst(ctx.reads, env, { list: `projects|${status ?? ''}`, shape: 'platform' }, window, {
                index: () => projectPageIndex(ctx.db, env, status),
                block: async (index, block) =>
                  (await listProjectBlock(ctx.db, index, { environmentId: env, status, block }, LIST_ITEM_COLUMNS)).map(
                    projectListItemOf,
                  ),
              }).then(({ parts, total }) => ({ items: rowsOf(parts), total }))
            : await searchProjects(ctx.db, scope, { ...window, status, search }, LIST_ITEM_COLUMNS).then((found) => ({
                items: found.items.map(projectListItemOf),
                total: found.total,
              }));
        return platformPage(items, window, total);
      });
      return sendSerialisedOnce(reply, body) as never;
    },
  );

  app.get(
    '/projects/appraisals',
    {
      schema: {
        tags,
        operationId: 'getAppraisals',
        summary: 'The APPRAISAL input-setting tree with the cost inputs of the projects the caller may see (D-20)',
        description:
          'The environment’s APPRAISAL input settings as a tree (other_input_settings), each node with the cost inputs recorded against it for the projects the caller may see; projectId narrows them to one project (404 when not the caller’s).',
        security,
        querystring: AppraisalsQuery,
        response: { 200: Type.Array(AppraisalRef, { maxItems: LIMITS.inputSettingsPerKind }), ...platformErrors(400, 404) },
      },
    },
    async (request) => {
      const { identity } = request;
      const projectId = request.query.projectId;
      if (projectId !== undefined) await requireProject(ctx.db, identity, projectId, 'read');
      const [settings, inputs] = await Promise.all([
        listInputSettings(ctx.db, identity.environmentId, 'APPRAISAL'),
        listScopedCostInputs(ctx.db, scopeOf(identity), projectId),
      ]);
      return buildAppraisalTree(settings, inputs);
    },
  );

  app.post(
    '/projects',
    {
      schema: {
        tags,
        operationId: 'createProject',
        summary: 'Create one project (ADMIN; the operator import’s body, D-24)',
        description:
          'One project in the ProjectImport shape (D-17) with its nested records and history; the same rules as the operator import. A project_reference already used is 409; MEMBER and VIEWER get 403.',
        security,
        body: ProjectCreate,
        response: { 201: Project, ...platformErrors(...WRITE_ERRORS) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(projectRecordOf(await createProject(ctx.db, request.identity, request.body))),
  );

  app.get(
    '/projects/:id',
    {
      schema: {
        tags,
        operationId: 'getProject',
        summary: 'One project in full',
        description:
          'Every field of the SPEC’s full record, with comments and the ids and names of its developments. A project the caller may not see, of another environment or absent is the same 404 (D-10).',
        security,
        params: ProjectIdParams,
        response: { 200: Project, ...platformErrors(400, 404) },
      },
    },
    async (request, reply) => {
      const project = await readProject(ctx.db, ctx.reads, request.identity, request.params.id, projectRecordOf);
      return sendSerialisedOnce(reply, project) as never;
    },
  );

  app.patch(
    '/projects/:id',
    {
      schema: {
        tags,
        operationId: 'updateProject',
        summary: 'Change some of a project’s fields; status changes follow D-39',
        description:
          'Any of the project’s own fields; only those that change are written and recorded as one PROJECT_UPDATED event. A status change D-39 does not allow is 409 naming the allowed ones; VIEWER gets 403.',
        security,
        params: ProjectIdParams,
        body: ProjectPatch,
        response: { 200: Project, ...platformErrors(...WRITE_ERRORS) },
      },
    },
    async (request) => projectRecordOf(await updateProject(ctx.db, request.identity, request.params.id, request.body)),
  );

  app.get(
    '/projects/:id/events',
    {
      schema: {
        tags,
        operationId: 'listProjectEvents',
        summary: 'The project’s audit events, newest first',
        description:
          'Who changed what and when (D-24), newest first: by created_at, ties by id, which is the order the changes were applied in. limit events per answer; before=<the last id of the previous answer> for the next ones.',
        security,
        params: ProjectIdParams,
        querystring: EventsQuery,
        response: { 200: Type.Array(ProjectEvent, { maxItems: 500 }), ...platformErrors(400, 404) },
      },
    },
    async (request) => {
      const project = await requireProject(ctx.db, request.identity, request.params.id, 'read');
      return listProjectEvents(ctx.db, request.identity.environmentId, project.id, {
        limit: request.query.limit ?? EVENTS_PER_ANSWER,
        before: request.query.before,
      });
    },
  );

  subResource(app, ctx, {
    path: 'facilities',
    operation: 'Facilities',
    noun: 'facility',
    item: Facility,
    maxItems: LIMITS.facilitiesPerProject,
    list: listFacilities,
    create: { method: 'POST', body: FacilityCreate, write: addFacility },
  });
  subResource(app, ctx, {
    path: 'developments',
    operation: 'Developments',
    noun: 'development (D-45)',
    item: Development,
    maxItems: LIMITS.developmentsPerProject,
    list: listDevelopments,
    create: { method: 'POST', body: DevelopmentCreate, write: addDevelopment },
  });
  subResource(app, ctx, {
    path: 'risk-assessments',
    operation: 'RiskAssessmentSets',
    noun: 'risk assessment set (newest first)',
    item: RiskAssessmentSet,
    maxItems: LIMITS.riskAssessmentSetsPerProject,
    list: listRiskAssessmentSets,
    create: { method: 'POST', body: RiskAssessmentCreate, write: addRiskAssessmentSet },
  });
  subResource(app, ctx, {
    path: 'cost-inputs',
    operation: 'CostInputs',
    noun: 'cost input (appraisal line)',
    item: CostInput,
    maxItems: LIMITS.appraisalLinesPerProject,
    list: listAppraisalLines,
    create: { method: 'PUT', body: CostInputsReplace, write: replaceProjectCostInputs },
  });
}

interface SubResource<Item extends TSchema, Body extends TSchema> {
  path: string;
  /** Its name in operation ids, plural: `listProject<operation>`, `addProject<singular>`. */
  operation: string;
  noun: string;
  item: Item;
  /** The most the project can hold (domain/limits.ts). */
  maxItems: number;
  list: (db: Database, environmentId: number, projectId: number) => Promise<unknown[]>;
  create: {
    /** POST adds one record (201 with it); PUT replaces them all (200 with the new list). */
    method: 'POST' | 'PUT';
    body: Body;
    write: (db: Database, identity: BearerIdentity, projectId: number, body: never) => Promise<unknown>;
  };
}

/** `GET` and a write of `/projects/{id}/<path>` (D-24), with the access model of every project route. */
function subResource<Item extends TSchema, Body extends TSchema>(
  app: Listener,
  ctx: AppContext,
  spec: SubResource<Item, Body>,
): void {
  const url = `/projects/:id/${spec.path}`;
  app.get(
    url,
    {
      schema: {
        tags,
        operationId: `listProject${spec.operation}`,
        summary: `The project’s ${spec.path}`,
        description: `Every ${spec.noun} of the project, at most ${spec.maxItems}.`,
        security,
        params: ProjectIdParams,
        response: { 200: Type.Array(spec.item, { maxItems: spec.maxItems }), ...platformErrors(400, 404) },
      },
    },
    async (request) => {
      const project = await requireProject(ctx.db, request.identity, (request.params as { id: number }).id, 'read');
      return (await spec.list(ctx.db, request.identity.environmentId, project.id)) as never;
    },
  );
  const replaces = spec.create.method === 'PUT';
  // The body type is generic here; the schema still validates it before the handler runs.
  (app as unknown as FastifyInstance).route({
    method: spec.create.method,
    url,
    schema: {
      tags,
      operationId: `${replaces ? 'replace' : 'add'}Project${replaces ? spec.operation : spec.operation.replace(/ies$/, 'y').replace(/s$/, '')}`,
      summary: replaces ? `Replace the project’s ${spec.path} whole` : `Add a ${spec.noun} to the project`,
      description: replaces
        ? `The project’s ${spec.path}, replaced whole in one change with its event (at most ${spec.maxItems}); answers the new list.`
        : `One more ${spec.noun}, recorded with its event; a project holds at most ${spec.maxItems} (409 beyond). ADMIN, or a MEMBER assigned to the project.`,
      security,
      params: ProjectIdParams,
      body: spec.create.body,
      response: {
        [replaces ? 200 : 201]: replaces ? Type.Array(spec.item, { maxItems: spec.maxItems }) : spec.item,
        ...platformErrors(...WRITE_ERRORS),
      },
    },
    handler: async (request, reply) => {
      const created = await spec.create.write(
        ctx.db,
        request.identity,
        (request.params as { id: number }).id,
        request.body as never,
      );
      return reply.code(replaces ? 200 : 201).send(created);
    },
  });
}
