import assert from 'node:assert/strict';
import type { LightMyRequestResponse } from 'fastify';
import { importJWK, type JWK, SignJWT } from 'jose';
import { insertCommunity } from '../../src/db/repositories/tenancy.ts';
import { platformKeyIdentity, type Role } from '../../src/domain/roles.ts';
import { computeBenchmark } from '../../src/services/benchmarks/benchmarks.ts';
import { saveReport } from '../../src/services/document-studio/document-reports.ts';
import { receiveUpload } from '../../src/services/uploads/uploads.ts';
import { createWebhookEndpoint } from '../../src/services/webhooks/webhooks.ts';
import { WEBHOOK_EVENTS } from '../../src/domain/webhooks/events.ts';
import { importProjects } from '../../src/services/projects/project-import.ts';
import { addEnvironmentToCommunity, assignProjectToUser, createEnvironment } from '../../src/services/tenancy/tenancy.ts';
import { buildTestApp, json, type TestApp } from '../helpers/app.ts';
import { openApiOf, operations } from '../helpers/openapi.ts';
import { as, environmentWithUsers, type SignedIn } from '../helpers/platform.ts';
import { project } from '../helpers/projects.ts';
import { incomingFile } from '../helpers/uploads.ts';
import type { Backend } from '../helpers/storage.ts';

// The route cases of the access model (D-9, D-10, D-24) and the shared security suite (D-13, D-14, D-18,
// D-31) on every bearer route of the Platform API: security.test.ts, matrix.test.ts, numbers.test.ts and
// rate-limit.test.ts run them. The routes come from the listener's own OpenAPI document, so a new bearer
// route without an entry in ROUTES fails security.test.ts; a new route adds a row here.

export type Doc = Awaited<ReturnType<typeof openApiOf>>;
type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
export type Headers = Record<string, string>;

/**
 * What decides a route's answer: a project it names (read or write), the role alone (admin: ADMIN only,
 * naming no record), nothing (environment), or a record of the environment that only its ADMINs manage,
 * named by its own id (adminRecord: D-61's webhook endpoints; another environment's is 404 like a
 * missing one, and MEMBER and VIEWER get 403 whatever the id).
 */
type Access = 'read' | 'write' | 'admin' | 'environment' | 'adminRecord';

export interface RouteCase {
  access: Access;
  /** The success status. */
  ok: 200 | 201 | 202 | 204;
  /** The URL for a project id, or a record's for an adminRecord route (default: the path with {id} filled in). */
  url?: (id: string) => string;
  /**
   * A valid body for project `id` (empty when the route names none), so that only access decides: JSON,
   * or FormData for a multipart route (sent as multipart/form-data).
   */
  body?: (id: string) => unknown;
  /** D-10: interim report creation answers a project of the environment that the user may not see with 403, not 404. */
  whenHidden?: 403;
  /**
   * The message of the one 404 of a route that names no project (a file: an unseen project is an unknown
   * location); for a record that names its id, the message for the request's URL.
   */
  notFound?: string | ((url: string) => string);
}

let newProjects = 0;
/** A new project's body: a reference of its own each time, so that every ADMIN create may succeed. */
function newProject() {
  newProjects += 1;
  return { name: `Fresh scheme ${newProjects}`, project_reference: `NEW-${newProjects}` };
}
const read: RouteCase = { access: 'read', ok: 200 };

let editions = 0;
/** A drawdown of project `id` (D-23): the least the SPEC body holds, an edition of its own each time. */
export function drawdown(id: string) {
  editions += 1;
  return { project_id: Number(id), month: 1, year: 2026, edition: editions, aggregate: { amount: 1000 }, facility: [], riskStatus: [] };
}

/** A small file for project `id`, as POST /uploads takes it (D-25). */
export function uploadForm(id: string) {
  const form = new FormData();
  form.append('project_id', id);
  form.append('file', new File(['site photo'], 'photo.jpg', { type: 'image/jpeg' }));
  return form;
}

let templates = 0;
/** A document studio template of a name of its own each time (D-29: names are unique in an environment). */
function newTemplate() {
  templates += 1;
  return { name: `Template ${templates}`, content: { blocks: [{ type: 'section', properties: { sectionId: 'summary', title: 'Summary', required: true } }] } };
}

/** A small report (D-26): saved again, it is the next version of the same report. */
export const reportSave = () => ({
  reportName: 'Route case report',
  content: {
    blocks: [
      { type: 'title' as const, content: '{{project.name}}' },
      { type: 'narrative' as const, content: '<p>Progress on <em>site</em>.</p>' },
    ],
  },
});

/** The report accessFixture saves in every project of A and B, by project id (a missing project: any id). */
const fixtureReports = new Map<string, string>();
/** The document studio's paths under project `id`; `{reportId}` in `rest` is the report accessFixture saved there. */
export const reportPath = (id: string, rest = '') => `/projects/${id}/document-studio/reports${rest.replace('{reportId}', fixtureReports.get(id) ?? '1')}`;

/** The file accessFixture uploads to every project of A and B, by project id (a missing project: a location nothing holds). */
const fixtureUploads = new Map<string, string>();

/**
 * Records accessFixture adds to every project of A and B for the routes that correct or remove one, by
 * kind and project id: a PATCH takes the last (never removed), a DELETE the first not yet taken, so
 * that each removal the matrix allows finds a record. An id no record has for a missing project.
 */
const CORRECTABLE = ['facilities', 'developments', 'cost-inputs'] as const;
const POOL_SIZE = 8;
const fixtureRecords = new Map<string, number[]>();
const NO_RECORD = '4000000001';
const recordPath = (kind: (typeof CORRECTABLE)[number], take: 'patch' | 'delete') => (id: string) => {
  const pool = fixtureRecords.get(`${kind}:${id}`) ?? [];
  const record = take === 'patch' ? pool.at(-1) : pool.shift();
  return `/projects/${id}/${kind}/${record ?? NO_RECORD}`;
};
let corrections = 0;
/** A correction that changes something each time, so that every allowed one writes and is recorded. */
const nextAmount = () => ({ amount: 1000 + ++corrections });

/**
 * The webhook endpoints (D-61) accessFixture adds to A and B: one that every webhook route names (its
 * id is the target's), subscribed to every event so that each allowed change queues a delivery and a
 * refused one provably queues none; a pool that DELETE takes from (the first not yet taken, by the kept
 * endpoint's id); and a delivery of each kept endpoint for the retry route. The URL's host is a
 * documentation address that WEBHOOK_ALLOWED_HOSTS lets the fixture name; no worker runs, so nothing is sent.
 */
const WEBHOOK_HOST = '192.0.2.1';
const fixtureDeliveries = new Map<string, number>();
const removableWebhooks = new Map<string, number[]>();
const WEBHOOK_POOL_SIZE = 4;
/** The path segment of a webhook's URL that names the environment, so that no error may show B's. */
const webhookPath = (environment: string) => `/hooks/${environment.toLowerCase().replace(/\W/g, '-')}`;
const webhookNotFound = (url: string) => `Webhook ${url.split('/')[2]} not found`;
const webhook: RouteCase = { access: 'adminRecord', ok: 200, notFound: webhookNotFound };
let webhookChanges = 0;

export const ROUTES: Record<string, RouteCase> = {
  'GET /projects': { access: 'environment', ok: 200 },
  'POST /projects': { access: 'admin', ok: 201, body: newProject },
  'GET /projects/appraisals': { ...read, url: (id) => `/projects/appraisals?projectId=${id}` },
  'GET /projects/{id}': read,
  'PATCH /projects/{id}': { access: 'write', ok: 200, body: () => ({ comments: 'Checked on site' }) },
  'GET /projects/{id}/events': read,
  'GET /projects/{id}/facilities': read,
  'POST /projects/{id}/facilities': { access: 'write', ok: 201, body: () => ({ name: 'Mezzanine', amount: 250_000 }) },
  'GET /projects/{id}/developments': read,
  'POST /projects/{id}/developments': {
    access: 'write',
    ok: 201,
    body: () => ({ name: 'Block Z', building_function: 'office', total_gifa: 1200 }),
  },
  'PATCH /projects/{id}/facilities/{facilityId}': { access: 'write', ok: 200, url: recordPath('facilities', 'patch'), body: nextAmount },
  'DELETE /projects/{id}/facilities/{facilityId}': { access: 'write', ok: 204, url: recordPath('facilities', 'delete') },
  'PATCH /projects/{id}/developments/{developmentId}': {
    access: 'write',
    ok: 200,
    url: recordPath('developments', 'patch'),
    body: () => ({ total_gifa: 1000 + ++corrections }),
  },
  'DELETE /projects/{id}/developments/{developmentId}': { access: 'write', ok: 204, url: recordPath('developments', 'delete') },
  'PATCH /projects/{id}/cost-inputs/{lineId}': {
    access: 'write',
    ok: 200,
    url: recordPath('cost-inputs', 'patch'),
    body: () => ({ budget: 1000 + ++corrections }),
  },
  'DELETE /projects/{id}/cost-inputs/{lineId}': { access: 'write', ok: 204, url: recordPath('cost-inputs', 'delete') },
  'GET /me': { access: 'environment', ok: 200 },
  'GET /projects/{id}/risk-assessments': read,
  'POST /projects/{id}/risk-assessments': {
    access: 'write',
    ok: 201,
    body: () => ({ assessments: [{ category: 'Cost', value: 'Low', score: '1' }] }),
  },
  'GET /projects/{id}/cost-inputs': read,
  'PUT /projects/{id}/cost-inputs': {
    access: 'write',
    ok: 200,
    body: () => [
      { label: 'Land acquisition', budget: 150, out_turn: 160 },
      { label: 'Construction costs', budget: 950 },
    ],
  },
  'POST /uploads': { access: 'write', ok: 201, body: uploadForm },
  'GET /uploads/{storage_location}': {
    ...read,
    url: (id) => `/uploads/${fixtureUploads.get(id) ?? '0'.repeat(32)}`,
    notFound: 'No upload is stored at this location',
  },
  'POST /reports/drawdown': { access: 'write', ok: 201, whenHidden: 403, body: drawdown },
  'GET /projects/{projectId}/interim-reports': { ...read, url: (id) => `/projects/${id}/interim-reports` },
  'GET /projects/{projectId}/drawn-to-date': { ...read, url: (id) => `/projects/${id}/drawn-to-date` },
  // The document studio (D-26): every project of A and B has one report with one version (accessFixture).
  'POST /projects/{projectId}/document-studio/reports': { access: 'write', ok: 201, url: (id) => reportPath(id), body: reportSave },
  'GET /projects/{projectId}/document-studio/reports': { ...read, url: (id) => reportPath(id) },
  'POST /projects/{projectId}/document-studio/preview': {
    ...read,
    url: (id) => `/projects/${id}/document-studio/preview`,
    body: () => ({ content: reportSave().content }),
  },
  'GET /projects/{projectId}/document-studio/reports/{reportId}/versions': { ...read, url: (id) => reportPath(id, '/{reportId}/versions') },
  'GET /projects/{projectId}/document-studio/reports/{reportId}/versions/{version}': {
    ...read,
    url: (id) => reportPath(id, '/{reportId}/versions/1'),
  },
  'GET /projects/{projectId}/document-studio/reports/{reportId}/versions/{version}/pdf': {
    ...read,
    url: (id) => reportPath(id, '/{reportId}/versions/1/pdf'),
  },
  'GET /document-studio/templates': { access: 'environment', ok: 200 },
  'POST /document-studio/templates': { access: 'admin', ok: 201, body: newTemplate },
  'GET /document-studio/data-sources': { access: 'environment', ok: 200 },
  'GET /input-settings': { access: 'environment', ok: 200 },
  'GET /risk-status-legends': { access: 'environment', ok: 200 },
  'GET /location-metrics': { access: 'environment', ok: 200 },
  // The benchmarks (D-21, D-51): environment A prices its projects from a community's completed evidence
  // (accessFixture), and each of A's projects has a stored benchmark for GET.
  'GET /benchmark/project/{projectId}': { ...read, url: (id) => `/benchmark/project/${id}` },
  'POST /benchmark/project/{projectId}': { access: 'write', ok: 201, url: (id) => `/benchmark/project/${id}` },
  'GET /benchmark/project/{projectId}/similar': { ...read, url: (id) => `/benchmark/project/${id}/similar` },
  'GET /benchmark/project/{projectId}/history': { ...read, url: (id) => `/benchmark/project/${id}/history` },
  'GET /projects/{projectId}/forecast': { ...read, url: (id) => `/projects/${id}/forecast` },
  'POST /benchmark': {
    access: 'environment',
    ok: 200,
    body: () => ({ total_gifa: 1500, primary_building_function: 'residential', primary_building_process: 'new_build', postcode: 'SW1A 1AA' }),
  },
  // Webhooks (D-61): ADMIN only; the endpoints are records of their environment (accessFixture adds them).
  'GET /webhooks': { access: 'admin', ok: 200 },
  'POST /webhooks': { access: 'admin', ok: 201, body: () => ({ url: `https://${WEBHOOK_HOST}/hooks/new`, events: ['project.created'] }) },
  'GET /webhooks/{id}': webhook,
  'PATCH /webhooks/{id}': { ...webhook, body: () => ({ description: `Route case change ${++webhookChanges}` }) },
  'DELETE /webhooks/{id}': { ...webhook, ok: 204, url: (id) => `/webhooks/${removableWebhooks.get(id)?.shift() ?? NO_RECORD}` },
  'POST /webhooks/{id}/rotate-secret': webhook,
  'GET /webhooks/{id}/deliveries': webhook,
  'POST /webhooks/{id}/deliveries/{deliveryId}/retry': {
    ...webhook,
    ok: 202,
    url: (id) => `/webhooks/${id}/deliveries/${fixtureDeliveries.get(id) ?? NO_RECORD}/retry`,
  },
};

export const ROLES = ['ADMIN', 'MEMBER', 'VIEWER'] as const satisfies readonly Role[];

/** Environment A's projects, with the roles each is assigned to. Every project has appraisal lines. */
export const PROJECTS_A = [
  { name: 'Alder Wharf', reference: 'ALD-001', assigned: ['MEMBER', 'VIEWER'] },
  { name: 'Beech Court', reference: 'BCH-002', assigned: ['MEMBER'] },
  { name: 'Cedar Mills', reference: 'CDR-003', assigned: ['VIEWER'] },
  { name: 'Damson Yard', reference: 'DMS-004', assigned: [] },
  { name: 'Elm Terrace', reference: 'ELM-005', assigned: ['MEMBER'] },
] as const;
export const PROJECTS_B = [
  { name: 'Rowan Quay', reference: 'RWN-101' },
  { name: 'Spruce Gate', reference: 'SPR-102' },
] as const;
const ENV_A = 'Alpha Lending';
const ENV_B = 'Bravo Capital';

/**
 * The four targets of the matrix on a project route: (a) a project the role is assigned to (for ADMIN,
 * one assigned to others), (b) one of its environment it is not assigned to (for MEMBER and VIEWER, one
 * assigned to the other), (c) a project of environment B, (d) an id that does not exist. On an
 * adminRecord route, three: A's record, B's record, and an id that does not exist.
 */
export type Target = 'assigned' | 'unassigned' | 'otherEnvironment' | 'missing' | 'ownRecord' | 'otherRecord';
export const TARGETS: Target[] = ['assigned', 'unassigned', 'otherEnvironment', 'missing'];
export const RECORD_TARGETS: Target[] = ['ownRecord', 'otherRecord', 'missing'];

/** The targets the matrix drives a route against; [null] for a route that names nothing. */
export function targetsOf(route: RouteCase): (Target | null)[] {
  if (route.access === 'read' || route.access === 'write') return TARGETS;
  if (route.access === 'adminRecord') return RECORD_TARGETS;
  return [null];
}
const TARGET_NAMES: Record<Role, Record<'assigned' | 'unassigned', string>> = {
  ADMIN: { assigned: 'Alder Wharf', unassigned: 'Damson Yard' },
  MEMBER: { assigned: 'Beech Court', unassigned: 'Cedar Mills' },
  VIEWER: { assigned: 'Cedar Mills', unassigned: 'Beech Court' },
};
const MISSING_ID = '4000000000';

/** The answer D-10 and D-24 give `role` on a route for a target. */
export function expectedStatus(route: RouteCase, role: Role, target: Target | null): number {
  switch (route.access) {
    case 'environment':
      return route.ok;
    case 'admin':
      return role === 'ADMIN' ? route.ok : 403;
    case 'adminRecord':
      if (role !== 'ADMIN') return 403;
      return target === 'ownRecord' ? route.ok : 404;
    case 'read':
      return target === 'assigned' || (target === 'unassigned' && role === 'ADMIN') ? route.ok : 404;
    case 'write':
      if (target === 'assigned') return role === 'VIEWER' ? 403 : route.ok;
      if (target === 'unassigned') return role === 'ADMIN' ? route.ok : (route.whenHidden ?? 404);
      return 404;
  }
}

export const routeParts = (key: string) => key.split(' ') as [Method, string];

/** The credentials an operation documents, e.g. `['bearer']` or `['bearer', 'platformKey']`; [] for none. */
function documentedSecurity(doc: Doc, method: string, path: string): string[] {
  const op = (doc.paths[path] as Record<string, { security?: Record<string, unknown>[] }>)[method.toLowerCase()];
  return (op?.security ?? []).flatMap((requirement) => Object.keys(requirement));
}

/**
 * Every route the document describes as taking a bearer token, alone or as one of its alternatives (D-14:
 * a bearer token or a Platform key), as `METHOD /path` keys like those of ROUTES. A route may document
 * no other credential: every one of them is in this suite.
 */
export function documentedBearerRoutes(doc: Doc): string[] {
  return operations(doc)
    .filter(([method, path]) => {
      const schemes = documentedSecurity(doc, method, path);
      return schemes.includes('bearer') && schemes.every((s) => s === 'bearer' || s === 'platformKey');
    })
    .map(([method, path]) => `${method} ${path}`);
}

/** Whether a route's document says it also takes a Platform key in x-api-key (D-14, D-51). */
export function acceptsPlatformKey(doc: Doc, key: string): boolean {
  const [method, path] = routeParts(key);
  return documentedSecurity(doc, method, path).includes('platformKey');
}

export const platformKey = (key: string): Headers => ({ 'x-api-key': key });

/** Sends a route's request with the given headers, naming project `id` where the route takes one. */
export function send(t: TestApp, headers: Headers, key: string, id = ''): Promise<LightMyRequestResponse> {
  const [method, path] = routeParts(key);
  const route = ROUTES[key]!;
  const url = route.url && id ? route.url(id) : path.replace('{id}', id);
  const body = route.body?.(id);
  return t.app.inject({ method, url, headers, ...(body === undefined ? {} : { payload: body as object }) });
}

export const bearer = (token: string): Headers => ({ authorization: `Bearer ${token}` });

/**
 * A token signed with the service's own signing key, as the service would issue it but expiring in
 * `expiresIn` seconds (issued a whole lifetime before that): a negative one gives an expired token that
 * is otherwise perfect.
 */
export async function forgeToken(t: TestApp, user: SignedIn, env: number, role: Role, expiresIn: number): Promise<string> {
  const [row] = await t.ctx.db.query<{ kid: string; algorithm: string; private_jwk: JWK }>(
    'select kid, algorithm, private_jwk from signing_keys where retired_at is null order by created_at desc limit 1',
  );
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ env, role })
    .setProtectedHeader({ alg: row!.algorithm, kid: row!.kid, typ: 'JWT' })
    .setSubject(String(user.id))
    .setIssuer(t.ctx.config.jwt.issuer)
    .setAudience(t.ctx.config.jwt.audience)
    .setIssuedAt(now + expiresIn - t.ctx.config.jwt.ttlSeconds)
    .setExpirationTime(now + expiresIn)
    .sign(await importJWK(row!.private_jwk, row!.algorithm));
}

/** Rows of every table a project write touches, so that a refused write provably stored nothing. */
export async function rowCounts(t: TestApp): Promise<Record<string, number>> {
  const tables = [
    'projects',
    'developments',
    'facilities',
    'project_cost_inputs',
    'risk_assessment_sets',
    'risk_assessments',
    'project_events',
    'input_settings',
    'user_projects',
    'benchmark_snapshots',
    'uploads',
    'interim_reports',
    'interim_report_facilities',
    'interim_risk_statuses',
    'site_visits',
    'site_visit_files',
    'document_reports',
    'document_report_versions',
    'templates',
    'webhook_endpoints',
    'webhook_deliveries',
    'webhook_attempts',
  ];
  const [row] = await t.ctx.db.query<Record<string, number>>(
    `select ${tables.map((name) => `(select count(*)::int from ${name}) as ${name}`).join(', ')}`,
  );
  return row!;
}

/** Asserts the error body of D-18 with exactly its three members. */
export function assertErrorBody(res: LightMyRequestResponse, status: number, error: string): { message: string } {
  const body = json<{ statusCode: number; message: string; error: string }>(res);
  assert.deepEqual(Object.keys(body).sort(), ['error', 'message', 'statusCode'], res.body);
  assert.equal(body.statusCode, status);
  assert.equal(body.error, error);
  assert.equal(typeof body.message, 'string');
  assert.ok(body.message.length > 0);
  return body;
}

const STATUS_TEXT: Record<number, string> = { 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found' };

type EnvironmentWithUsers = Awaited<ReturnType<typeof environmentWithUsers>>;

/** A Platform API with environments A and B, their users signed in, and the projects above. */
export interface AccessFixture {
  t: TestApp;
  doc: Doc;
  A: EnvironmentWithUsers;
  B: EnvironmentWithUsers;
  /** Project ids by name, both environments. */
  ids: Map<string, number>;
  /** Every project of environment A, including those a test creates (it adds them). */
  projectsOfA: Set<number>;
  idOf(name: string): string;
  /** The projects of A that `role` sees. */
  visibleTo(role: Role): Set<number>;
  targetId(role: Role, target: Target): string;
  /** Asserts an error answer's body and that it shows nothing of any project or of environment B. */
  assertLeaksNothing(res: LightMyRequestResponse, what: string): void;
  /** A project as its environment's ADMIN sees it: the full record, its events and every sub-resource. */
  projectState(target: Target, id: string): Promise<unknown[] | null>;
  /** An adminRecord target as its environment's ADMIN sees it: the webhook endpoint and its deliveries. */
  recordState(target: Target, id: string): Promise<unknown[] | null>;
  close(): Promise<void>;
}

/**
 * What the benchmark routes need to answer A's projects: a community environment of five completed
 * residential projects, A in its community (floor 5), and a stored benchmark of each of A's projects
 * (for GET). No project is added to A or B.
 */
export async function benchmarkEvidence(t: TestApp, env: number, projectIds: number[]): Promise<void> {
  const community = await insertCommunity(t.ctx.db, 'Benchmark evidence', 5);
  const lender = await createEnvironment(t.ctx.db, { name: 'Evidence lender', community_ids: [community.id] });
  await addEnvironmentToCommunity(t.ctx.db, env, community.id);
  await importProjects(
    t.ctx,
    lender.id,
    Array.from({ length: 5 }, (_, i) =>
      project(900 + i, {
        status: 'COMPLETED',
        postcode: 'M1 1AE',
        total_gifa: 1000 + 300 * i,
        created_date: new Date(Date.UTC(2020, 0, 1 + i)).toISOString(),
        contract_start_date: new Date(Date.UTC(2019 + i, 3, 1)).toISOString(),
      }),
    ),
  );
  for (const id of projectIds) await computeBenchmark(t.ctx, platformKeyIdentity(env), id, {});
}

/**
 * The webhook endpoints of environment `env` (see fixtureDeliveries): the kept one's id, after the pool
 * DELETE takes from. Added before the projects, so that their creation queues the kept one's deliveries.
 */
async function webhookEndpoints(t: TestApp, env: EnvironmentWithUsers, name: string): Promise<string> {
  const parts = { db: t.ctx.db, webhooks: t.ctx.webhooks, secrets: t.ctx.secrets, clock: t.ctx.clock };
  const identity = { userId: env.users.ADMIN.id, environmentId: env.env, role: 'ADMIN' as const };
  const url = `https://${WEBHOOK_HOST}${webhookPath(name)}`;
  const { endpoint: kept } = await createWebhookEndpoint(parts, identity, { url, events: [...WEBHOOK_EVENTS], description: `${name} hooks` });
  const pool: number[] = [];
  for (let i = 0; i < WEBHOOK_POOL_SIZE; i++) {
    pool.push((await createWebhookEndpoint(parts, identity, { url: `${url}/${i}`, events: ['project.created'] })).endpoint.id);
  }
  removableWebhooks.set(String(kept.id), pool);
  return String(kept.id);
}

export async function accessFixture(backend: Backend): Promise<AccessFixture> {
  const t = await buildTestApp(backend, 'platform', { env: { WEBHOOK_ALLOWED_HOSTS: WEBHOOK_HOST } });
  const doc = await openApiOf(t.app);
  const A = await environmentWithUsers(t, ENV_A);
  const B = await environmentWithUsers(t, ENV_B);
  const webhooks = { A: await webhookEndpoints(t, A, ENV_A), B: await webhookEndpoints(t, B, ENV_B) };
  const ids = new Map<string, number>();
  const projectsOfA = new Set<number>();
  const pool = Array.from({ length: POOL_SIZE }, (_, i) => i + 1);
  const lines = (n: number) => [
    { label: 'Land acquisition', budget: 100 + n, out_turn: 110 + n },
    { label: 'Construction costs', budget: 900 + n },
    ...pool.map((i) => ({ label: `Pool line ${i}`, budget: i })),
  ];
  const importInto = async (env: number, projects: readonly { name: string; reference: string }[], from: number) => {
    const created = await importProjects(
      t.ctx,
      env,
      projects.map((p, i) =>
        project(from + i, {
          name: p.name,
          project_reference: p.reference,
          postcode: 'SW1A 1AA',
          appraisal_lines: lines(from + i),
          facilities: pool.map((n) => ({ name: `Pool facility ${n}`, amount: n })),
          developments: pool.map((n) => ({ name: `Pool development ${n}`, building_function: 'residential' as const })),
          // What a forecast (D-60) needs besides a benchmark: a budget and a programme.
          total_budget: 2_000_000,
          contract_start_date: '2025-01-01T00:00:00Z',
          estimated_completion_date: '2027-01-01T00:00:00Z',
        }),
      ),
    );
    created.forEach((c, i) => ids.set(projects[i]!.name, c.id));
    for (const { id } of created) {
      for (const kind of CORRECTABLE) {
        const records = json<{ id: number; name?: string; label?: string }[]>(
          await as(t, env === A.env ? A.users.ADMIN : B.users.ADMIN).get(`/projects/${id}/${kind}`),
        );
        const pooled = records.filter((r) => /^Pool /.test(r.name ?? r.label ?? ''));
        fixtureRecords.set(`${kind}:${id}`, pooled.map((r) => r.id));
      }
    }
    return created.map((c) => c.id);
  };
  for (const id of await importInto(A.env, PROJECTS_A, 1)) projectsOfA.add(id);
  await importInto(B.env, PROJECTS_B, 101);
  await benchmarkEvidence(t, A.env, [...projectsOfA]);
  for (const p of PROJECTS_A) {
    for (const role of p.assigned) await assignProjectToUser(t.ctx.db, A.env, A.users[role].id, ids.get(p.name)!);
  }
  // Environment B's users have assignments too, so that nothing of theirs may show up in A.
  await assignProjectToUser(t.ctx.db, B.env, B.users.MEMBER.id, ids.get('Rowan Quay')!);
  // Every project has a document studio report, so that its reading routes have one to answer.
  for (const [{ env, users }, projects] of [[A, PROJECTS_A], [B, PROJECTS_B]] as const) {
    for (const { name } of projects) {
      const identity = { userId: users.ADMIN.id, environmentId: env, role: 'ADMIN' as const };
      fixtureReports.set(String(ids.get(name)), (await saveReport(t.ctx, identity, ids.get(name)!, reportSave())).reportId);
      const upload = await receiveUpload(t.ctx, t.ctx.files, identity, incomingFile(ids.get(name)!, 'site photo'));
      fixtureUploads.set(String(ids.get(name)), upload.storage_location);
    }
  }
  for (const [{ users }, id] of [[A, webhooks.A], [B, webhooks.B]] as const) {
    const deliveries = json<{ items: { id: number }[] }>(await as(t, users.ADMIN).get(`/webhooks/${id}/deliveries?limit=1`)).items;
    assert.equal(deliveries.length, 1, 'the projects imported queued deliveries to the kept endpoint');
    fixtureDeliveries.set(id, deliveries[0]!.id);
  }
  /** What no error body may contain: names and references of every project, and environment B's data. */
  const secrets = [
    ...[...PROJECTS_A, ...PROJECTS_B].flatMap((p) => [p.name, p.reference]),
    ENV_B,
    webhookPath(ENV_B),
    ...Object.values(B.users).map((u) => u.email),
  ];

  const idOf = (name: string) => String(ids.get(name)!);
  return {
    t,
    doc,
    A,
    B,
    ids,
    projectsOfA,
    idOf,
    visibleTo: (role) =>
      role === 'ADMIN'
        ? projectsOfA
        : new Set(PROJECTS_A.filter((p) => (p.assigned as readonly Role[]).includes(role)).map((p) => ids.get(p.name)!)),
    targetId(role, target) {
      if (target === 'otherEnvironment') return idOf('Rowan Quay');
      if (target === 'missing') return MISSING_ID;
      if (target === 'ownRecord') return webhooks.A;
      if (target === 'otherRecord') return webhooks.B;
      return idOf(TARGET_NAMES[role][target]);
    },
    assertLeaksNothing(res, what) {
      const { message } = assertErrorBody(res, res.statusCode, STATUS_TEXT[res.statusCode] ?? '');
      for (const secret of secrets) {
        assert.ok(!res.body.includes(secret), `${what}: the ${res.statusCode} body shows "${secret}": ${message}`);
      }
    },
    async projectState(target, id) {
      if (target === 'missing') return null;
      const admin = target === 'otherEnvironment' ? B.users.ADMIN : A.users.ADMIN;
      const paths = ['', '/events', '/facilities', '/developments', '/risk-assessments', '/cost-inputs'];
      const answers = await Promise.all(paths.map((p) => as(t, admin).get(`/projects/${id}${p}`)));
      for (const res of answers) assert.equal(res.statusCode, 200, res.body);
      return answers.map((res) => json<unknown>(res));
    },
    async recordState(target, id) {
      if (target === 'missing') return null;
      const admin = target === 'otherRecord' ? B.users.ADMIN : A.users.ADMIN;
      const answers = await Promise.all(['', '/deliveries'].map((p) => as(t, admin).get(`/webhooks/${id}${p}`)));
      for (const res of answers) assert.equal(res.statusCode, 200, res.body);
      return answers.map((res) => json<unknown>(res));
    },
    close: () => t.close(),
  };
}
