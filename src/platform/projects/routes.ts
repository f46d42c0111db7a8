import type { FastifyInstance } from 'fastify';
import Type, { type TSchema } from 'typebox';
import type { AppContext } from '../../context.ts';
import { LIMITS } from '../../domain/limits.ts';
import type { BearerIdentity } from '../../domain/roles.ts';
import type { Listener } from '../../http/listener.ts';
import { PlatformPage, platformPage, platformWindow } from '../../http/pagination.ts';
import { sendSerialisedOnce } from '../../http/serialise-once.ts';
import { readProject } from '../../services/projects/project-access.ts';
import {
  type ProjectRecordKind,
  projectEvents,
  projectRecords,
  visibleAppraisals,
  visibleProjectsPage,
} from '../../services/projects/project-reads.ts';
import {
  addDevelopment,
  addFacility,
  addRiskAssessmentSet,
  createProject,
  removeCostInput,
  removeDevelopment,
  removeFacility,
  replaceProjectCostInputs,
  updateCostInput,
  updateDevelopment,
  updateFacility,
  updateProject,
} from '../../services/projects/project-writes.ts';
import { bearerSecurity, platformErrors, ProjectIdParams } from '../schemas.ts';
import {
  Appraisal,
  AppraisalRef,
  AppraisalsQuery,
  CostInput,
  CostInputParams,
  CostInputPatch,
  CostInputsReplace,
  Development,
  DevelopmentCreate,
  DevelopmentParams,
  DevelopmentPatch,
  EVENTS_PER_ANSWER,
  EventsQuery,
  Facility,
  FacilityCreate,
  FacilityParams,
  FacilityPatch,
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
 * The Platform's projects (D-19, D-20, D-24): reads for whoever may see a project, writes for whoever may
 * change it (src/services/projects/project-access.ts decides both). Registered behind the bearer check and the
 * rate limit.
 */
export function platformProjectRoutes(app: Listener, ctx: AppContext): void {
  app.addSchema(Appraisal);
  projectCollectionRoutes(app, ctx);
  oneProjectRoutes(app, ctx);
  projectRecordRoutes(app, ctx);
}

/** The projects the caller may see, their appraisal tree, and a new project. */
function projectCollectionRoutes(app: Listener, ctx: AppContext): void {

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
      const window = platformWindow(request.query);
      const page = await visibleProjectsPage(ctx, request.identity, { ...request.query, columns: LIST_ITEM_COLUMNS }, window);
      return sendSerialisedOnce(reply, page, ({ rows, total }) => platformPage(rows.map(projectListItemOf), window, total)) as never;
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
    async (request) => visibleAppraisals(ctx.db, request.identity, request.query.projectId),
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
      reply.code(201).send(projectRecordOf(await createProject(ctx, request.identity, request.body))),
  );
}

/** One project: its full record, a change to it, and its audit trail. */
function oneProjectRoutes(app: Listener, ctx: AppContext): void {
  app.get(
    '/projects/:id',
    {
      schema: {
        tags,
        operationId: 'getProject',
        summary: 'One project in full',
        description:
          'Every field of the project’s full record, with comments and the ids and names of its developments. A project the caller may not see, of another environment or absent is the same 404 (D-10).',
        security,
        params: ProjectIdParams,
        response: { 200: Project, ...platformErrors(400, 404) },
      },
    },
    async (request, reply) => {
      const project = await readProject(ctx, request.identity, request.params.id);
      return sendSerialisedOnce(reply, project, projectRecordOf) as never;
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
    async (request) => projectRecordOf(await updateProject(ctx, request.identity, request.params.id, request.body)),
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
    async (request) =>
      projectEvents(ctx.db, request.identity, request.params.id, {
        limit: request.query.limit ?? EVENTS_PER_ANSWER,
        before: request.query.before,
      }),
  );
}

/** The records a project holds (D-24): each listed, and added or replaced. */
function projectRecordRoutes(app: Listener, ctx: AppContext): void {
  subResource(app, ctx, {
    path: 'facilities',
    operation: 'Facilities',
    noun: 'facility',
    item: Facility,
    maxItems: LIMITS.facilitiesPerProject,
    records: 'facilities',
    create: { method: 'POST', body: FacilityCreate, write: addFacility },
    correct: {
      param: 'facilityId',
      params: FacilityParams,
      body: FacilityPatch,
      update: updateFacility,
      remove: removeFacility,
      refusal: 'A facility that a drawdown report draws on cannot be removed: 409 naming the reports.',
    },
  });
  subResource(app, ctx, {
    path: 'developments',
    operation: 'Developments',
    noun: 'development (D-45)',
    item: Development,
    maxItems: LIMITS.developmentsPerProject,
    records: 'developments',
    create: { method: 'POST', body: DevelopmentCreate, write: addDevelopment },
    correct: {
      param: 'developmentId',
      params: DevelopmentParams,
      body: DevelopmentPatch,
      update: updateDevelopment,
      remove: removeDevelopment,
      refusal: 'A development with a stored benchmark of its own cannot be removed: 409 saying how many.',
    },
  });
  subResource(app, ctx, {
    path: 'risk-assessments',
    operation: 'RiskAssessmentSets',
    noun: 'risk assessment set (newest first)',
    item: RiskAssessmentSet,
    maxItems: LIMITS.riskAssessmentSetsPerProject,
    records: 'riskAssessments',
    create: { method: 'POST', body: RiskAssessmentCreate, write: addRiskAssessmentSet },
  });
  subResource(app, ctx, {
    path: 'cost-inputs',
    operation: 'CostInputs',
    noun: 'cost input (appraisal line)',
    item: CostInput,
    maxItems: LIMITS.appraisalLinesPerProject,
    records: 'costInputs',
    create: { method: 'PUT', body: CostInputsReplace, write: replaceProjectCostInputs },
    correct: {
      param: 'lineId',
      params: CostInputParams,
      body: CostInputPatch,
      update: updateCostInput,
      remove: removeCostInput,
      refusal:
        'A new label is matched to the environment’s APPRAISAL input settings as PUT matches it; a label another line of the project has is 409. A PUT replaces every line with new ids.',
    },
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
  records: ProjectRecordKind;
  create: {
    /** POST adds one record (201 with it); PUT replaces them all (200 with the new list). */
    method: 'POST' | 'PUT';
    body: Body;
    write: (deps: AppContext, identity: BearerIdentity, projectId: number, body: never) => Promise<unknown>;
  };
  /** `PATCH` and `DELETE` of one record, `/projects/{id}/<path>/{<param>}`. */
  correct?: {
    param: string;
    params: TSchema;
    body: TSchema;
    update: (deps: AppContext, identity: BearerIdentity, projectId: number, recordId: number, body: never) => Promise<unknown>;
    remove: (deps: AppContext, identity: BearerIdentity, projectId: number, recordId: number) => Promise<void>;
    /** What else refuses a change, for the operations' descriptions. */
    refusal: string;
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
    async (request) => (await projectRecords(ctx.db, request.identity, (request.params as { id: number }).id, spec.records)) as never,
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
        ctx,
        request.identity,
        (request.params as { id: number }).id,
        request.body as never,
      );
      return reply.code(replaces ? 200 : 201).send(created);
    },
  });
  if (spec.correct) correctionRoutes(app, ctx, spec, spec.correct);
}

/**
 * `PATCH` and `DELETE /projects/{id}/<path>/{recordId}`: one record corrected or removed, each recorded
 * in the event trail, for whoever may write the project (D-10, D-24).
 */
function correctionRoutes<Item extends TSchema, Body extends TSchema>(
  app: Listener,
  ctx: AppContext,
  spec: SubResource<Item, Body>,
  correct: NonNullable<SubResource<Item, Body>['correct']>,
): void {
  const url = `/projects/:id/${spec.path}/:${correct.param}`;
  const singular = spec.operation.replace(/ies$/, 'y').replace(/s$/, '');
  const ids = (params: unknown) => {
    const p = params as Record<string, number>;
    return [p.id!, p[correct.param]!] as const;
  };
  const who = 'ADMIN, or a MEMBER assigned to the project; VIEWER 403. A record the project does not have is 404.';
  const fastify = app as unknown as FastifyInstance;
  fastify.route({
    method: 'PATCH',
    url,
    schema: {
      tags,
      operationId: `updateProject${singular}`,
      summary: `Correct one ${spec.noun} of the project`,
      description: `Any of its members, at least one; those that change are written and recorded as one event with each change’s from and to (none: no event). ${who} ${correct.refusal}`,
      security,
      params: correct.params,
      body: correct.body,
      response: { 200: spec.item, ...platformErrors(...WRITE_ERRORS) },
    },
    handler: async (request) => {
      const [projectId, recordId] = ids(request.params);
      return correct.update(ctx, request.identity, projectId, recordId, request.body as never);
    },
  });
  fastify.route({
    method: 'DELETE',
    url,
    schema: {
      tags,
      operationId: `removeProject${singular}`,
      summary: `Remove one ${spec.noun} from the project`,
      description: `Removed and recorded as an event that keeps what it was. ${who} ${correct.refusal}`,
      security,
      params: correct.params,
      response: { 204: Type.Null({ description: 'Removed' }), ...platformErrors(400, 403, 404, 409) },
    },
    handler: async (request, reply) => {
      const [projectId, recordId] = ids(request.params);
      await correct.remove(ctx, request.identity, projectId, recordId);
      return reply.code(204).send(null);
    },
  });
}
