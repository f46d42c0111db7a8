import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { importJWK, type JWK, SignJWT } from 'jose';
import type { Role } from '../../src/domain/roles.ts';
import { buildListener } from '../../src/http/listener.ts';
import { platformListener } from '../../src/platform/index.ts';
import { createDataKey } from '../../src/services/data-keys.ts';
import { importProjects } from '../../src/services/project-import.ts';
import { assignProjectToUser, createPlatformKey } from '../../src/services/tenancy.ts';
import { buildTestApp, json, type TestApp } from '../helpers/app.ts';
import { project } from '../helpers/projects.ts';
import { assertDocumented, openApiOf, operations } from '../helpers/openapi.ts';
import { as, assertNamesField, environmentWithUsers, type SignedIn, signIn } from '../helpers/platform.ts';
import { BACKENDS } from '../helpers/storage.ts';

// The access model (D-9, D-10, D-24) and the shared security suite (D-13, D-14, D-18, D-31) on every
// bearer route of the Platform API. The routes come from the listener's own OpenAPI document, so a new
// bearer route without an entry in ROUTES fails the first test.

type Doc = Awaited<ReturnType<typeof openApiOf>>;
type Method = 'GET' | 'POST' | 'PATCH' | 'PUT';
type Headers = Record<string, string>;

/** What decides a route's answer: a project it names (read or write), the role alone (create), or nothing. */
type Access = 'read' | 'write' | 'create' | 'environment';

interface RouteCase {
  access: Access;
  /** The success status. */
  ok: 200 | 201;
  /** The URL for a project id (default: the path with {id} filled in). */
  url?: (id: string) => string;
  /** A valid body, so that only access decides. */
  body?: () => unknown;
}

let newProjects = 0;
/** A new project's body: a reference of its own each time, so that every ADMIN create may succeed. */
function newProject() {
  newProjects += 1;
  return { name: `Fresh scheme ${newProjects}`, project_reference: `NEW-${newProjects}` };
}
const read: RouteCase = { access: 'read', ok: 200 };

const ROUTES: Record<string, RouteCase> = {
  'GET /projects': { access: 'environment', ok: 200 },
  'POST /projects': { access: 'create', ok: 201, body: newProject },
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
  'GET /input-settings': { access: 'environment', ok: 200 },
  'GET /risk-status-legends': { access: 'environment', ok: 200 },
};

const ROLES = ['ADMIN', 'MEMBER', 'VIEWER'] as const satisfies readonly Role[];

/** Environment A's projects, with the roles each is assigned to. Every project has appraisal lines. */
const PROJECTS_A = [
  { name: 'Alder Wharf', reference: 'ALD-001', assigned: ['MEMBER', 'VIEWER'] },
  { name: 'Beech Court', reference: 'BCH-002', assigned: ['MEMBER'] },
  { name: 'Cedar Mills', reference: 'CDR-003', assigned: ['VIEWER'] },
  { name: 'Damson Yard', reference: 'DMS-004', assigned: [] },
  { name: 'Elm Terrace', reference: 'ELM-005', assigned: ['MEMBER'] },
] as const;
const PROJECTS_B = [
  { name: 'Rowan Quay', reference: 'RWN-101' },
  { name: 'Spruce Gate', reference: 'SPR-102' },
] as const;
const ENV_A = 'Alpha Lending';
const ENV_B = 'Bravo Capital';

/**
 * The four targets of the matrix: (a) a project the role is assigned to (for ADMIN, one assigned to
 * others), (b) one of its environment it is not assigned to (for MEMBER and VIEWER, one assigned to the
 * other), (c) a project of environment B, (d) an id that does not exist.
 */
type Target = 'assigned' | 'unassigned' | 'otherEnvironment' | 'missing';
const TARGETS: Target[] = ['assigned', 'unassigned', 'otherEnvironment', 'missing'];
const TARGET_NAMES: Record<Role, Record<'assigned' | 'unassigned', string>> = {
  ADMIN: { assigned: 'Alder Wharf', unassigned: 'Damson Yard' },
  MEMBER: { assigned: 'Beech Court', unassigned: 'Cedar Mills' },
  VIEWER: { assigned: 'Cedar Mills', unassigned: 'Beech Court' },
};
const MISSING_ID = '4000000000';

/** The answer D-10 and D-24 give `role` on a route for a target. */
function expectedStatus(route: RouteCase, role: Role, target: Target | null): number {
  switch (route.access) {
    case 'environment':
      return route.ok;
    case 'create':
      return role === 'ADMIN' ? route.ok : 403;
    case 'read':
      return target === 'assigned' || (target === 'unassigned' && role === 'ADMIN') ? route.ok : 404;
    case 'write':
      if (target === 'assigned') return role === 'VIEWER' ? 403 : route.ok;
      if (target === 'unassigned') return role === 'ADMIN' ? route.ok : 404;
      return 404;
  }
}

const routeParts = (key: string) => key.split(' ') as [Method, string];

/** Sends a route's request with the given headers, naming project `id` where the route takes one. */
function send(t: TestApp, headers: Headers, key: string, id = ''): Promise<LightMyRequestResponse> {
  const [method, path] = routeParts(key);
  const route = ROUTES[key]!;
  const url = route.url && id ? route.url(id) : path.replace('{id}', id);
  const body = route.body?.();
  return t.app.inject({ method, url, headers, ...(body === undefined ? {} : { payload: body as object }) });
}

const bearer = (token: string): Headers => ({ authorization: `Bearer ${token}` });

/**
 * A token signed with the service's own signing key, as the service would issue it but with the given
 * lifetime: a negative one gives an expired token that is otherwise perfect.
 */
async function forgeToken(t: TestApp, user: SignedIn, env: number, role: Role, expiresIn: number): Promise<string> {
  const [row] = await t.ctx.db.query<{ kid: string; algorithm: string; private_jwk: JWK }>(
    'select kid, algorithm, private_jwk from signing_keys where retired_at is null order by created_at desc limit 1',
  );
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ env, role })
    .setProtectedHeader({ alg: row!.algorithm, kid: row!.kid, typ: 'JWT' })
    .setSubject(String(user.id))
    .setIssuer(t.ctx.config.jwt.issuer)
    .setAudience(t.ctx.config.jwt.audience)
    .setIssuedAt(now - 3600)
    .setExpirationTime(now + expiresIn)
    .sign(await importJWK(row!.private_jwk, row!.algorithm));
}

/** Rows of every table a project write touches, so that a refused write provably stored nothing. */
async function rowCounts(t: TestApp): Promise<Record<string, number>> {
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
  ];
  const [row] = await t.ctx.db.query<Record<string, number>>(
    `select ${tables.map((name) => `(select count(*)::int from ${name}) as ${name}`).join(', ')}`,
  );
  return row!;
}

/** Asserts the error body of D-18 with exactly its three members. */
function assertErrorBody(res: LightMyRequestResponse, status: number, error: string): { message: string } {
  const body = json<{ statusCode: number; message: string; error: string }>(res);
  assert.deepEqual(Object.keys(body).sort(), ['error', 'message', 'statusCode'], res.body);
  assert.equal(body.statusCode, status);
  assert.equal(body.error, error);
  assert.equal(typeof body.message, 'string');
  assert.ok(body.message.length > 0);
  return body;
}

const STATUS_TEXT: Record<number, string> = { 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found' };

for (const backend of BACKENDS) {
  describe(`Platform access matrix and security on every bearer route (${backend.name})`, () => {
    let t: TestApp;
    let doc: Doc;
    let bearerRoutes: string[];
    let A: Awaited<ReturnType<typeof environmentWithUsers>>;
    let B: Awaited<ReturnType<typeof environmentWithUsers>>;
    /** Project ids by name, both environments. */
    const ids = new Map<string, number>();
    /** Every project of environment A, including those the matrix creates. */
    const projectsOfA = new Set<number>();
    /** Every 404 body of the matrix: nothing may tell a hidden project from an absent one. */
    const notFoundBodies = new Set<string>();
    /** What no error body may contain: names and references of every project, and environment B's data. */
    let secrets: string[];

    const idOf = (name: string) => String(ids.get(name)!);
    const visibleTo = (role: Role): Set<number> =>
      role === 'ADMIN'
        ? projectsOfA
        : new Set(PROJECTS_A.filter((p) => (p.assigned as readonly Role[]).includes(role)).map((p) => ids.get(p.name)!));
    const targetId = (role: Role, target: Target): string => {
      if (target === 'otherEnvironment') return idOf('Rowan Quay');
      if (target === 'missing') return MISSING_ID;
      return idOf(TARGET_NAMES[role][target]);
    };

    before(async () => {
      t = await buildTestApp(backend, 'platform');
      doc = await openApiOf(t.app);
      bearerRoutes = operations(doc)
        .filter(([method, path]) => {
          const op = (doc.paths[path] as Record<string, { security?: unknown }>)[method.toLowerCase()];
          return JSON.stringify(op?.security) === JSON.stringify([{ bearer: [] }]);
        })
        .map(([method, path]) => `${method} ${path}`);

      A = await environmentWithUsers(t, ENV_A);
      B = await environmentWithUsers(t, ENV_B);
      const lines = (n: number) => [
        { label: 'Land acquisition', budget: 100 + n, out_turn: 110 + n },
        { label: 'Construction costs', budget: 900 + n },
      ];
      const importInto = async (env: number, projects: readonly { name: string; reference: string }[], from: number) => {
        const created = await importProjects(
          t.ctx.db,
          env,
          projects.map((p, i) =>
            project(from + i, { name: p.name, project_reference: p.reference, appraisal_lines: lines(from + i) }),
          ),
        );
        created.forEach((c, i) => ids.set(projects[i]!.name, c.id));
        return created.map((c) => c.id);
      };
      for (const id of await importInto(A.env, PROJECTS_A, 1)) projectsOfA.add(id);
      await importInto(B.env, PROJECTS_B, 101);
      for (const p of PROJECTS_A) {
        for (const role of p.assigned) await assignProjectToUser(t.ctx.db, A.env, A.users[role].id, ids.get(p.name)!);
      }
      // Environment B's users have assignments too, so that nothing of theirs may show up in A.
      await assignProjectToUser(t.ctx.db, B.env, B.users.MEMBER.id, ids.get('Rowan Quay')!);
      secrets = [
        ...[...PROJECTS_A, ...PROJECTS_B].flatMap((p) => [p.name, p.reference]),
        ENV_B,
        ...Object.values(B.users).map((u) => u.email),
      ];
    });
    after(() => t.close());

    /** Asserts an error answer's body and that it shows nothing of any project or of environment B. */
    function assertLeaksNothing(res: LightMyRequestResponse, what: string) {
      const { message } = assertErrorBody(res, res.statusCode, STATUS_TEXT[res.statusCode] ?? '');
      for (const secret of secrets) {
        assert.ok(!res.body.includes(secret), `${what}: the ${res.statusCode} body shows "${secret}": ${message}`);
      }
    }

    /** A project as its environment's ADMIN sees it: the full record, its events and every sub-resource. */
    async function projectState(target: Target, id: string) {
      if (target === 'missing') return null;
      const admin = target === 'otherEnvironment' ? B.users.ADMIN : A.users.ADMIN;
      const paths = ['', '/events', '/facilities', '/developments', '/risk-assessments', '/cost-inputs'];
      const answers = await Promise.all(paths.map((p) => as(t, admin).get(`/projects/${id}${p}`)));
      for (const res of answers) assert.equal(res.statusCode, 200, res.body);
      return answers.map((res) => json<unknown>(res));
    }

    it('documents exactly the expected bearer routes, each answering 401 and 429', () => {
      assert.deepEqual([...bearerRoutes].sort(), Object.keys(ROUTES).sort());
      for (const key of bearerRoutes) {
        const [method, path] = routeParts(key);
        const responses = doc.paths[path]![method.toLowerCase()]!.responses;
        assert.ok(responses['401'] && responses['429'], `${key} documents 401 and 429`);
      }
    });

    it('answers 401 in the error body for every credential that is not a valid bearer token, on every route', async () => {
      const dataKey = (await createDataKey(t.ctx.db, A.env, { name: 'data' })).key;
      const platformKey = (await createPlatformKey(t.ctx.db, A.env, 'platform')).key;
      const admin = A.users.ADMIN;
      const expired = await forgeToken(t, admin, A.env, 'ADMIN', -60);
      const live = await forgeToken(t, admin, A.env, 'ADMIN', 600);
      // The forger's kit makes tokens the service accepts: below, only the expiry is wrong.
      assert.equal((await send(t, bearer(live), 'GET /projects')).statusCode, 200);

      const cases: [string, Headers][] = [
        ['no credential', {}],
        ['Bearer garbage', { authorization: 'Bearer garbage' }],
        ['a JWT-shaped garbage bearer', { authorization: 'Bearer abc.def.ghi' }],
        ['basic auth', { authorization: `Basic ${Buffer.from(`${admin.email}:secret`).toString('base64')}` }],
        ['a Data API key in x-api-key', { 'x-api-key': dataKey }],
        ['a Data API key as bearer', bearer(dataKey)],
        ['a Data API key beside a valid token', { ...bearer(admin.token), 'x-api-key': dataKey }],
        ['a Platform key in x-api-key', { 'x-api-key': platformKey }],
        ['a Platform key as bearer', bearer(platformKey)],
        ['the operator token as bearer', bearer(t.operatorToken)],
        ['an expired token', bearer(expired)],
      ];
      const shown = [dataKey, platformKey, t.operatorToken, expired, admin.token];
      const counts = await rowCounts(t);
      for (const key of bearerRoutes) {
        const [method, path] = routeParts(key);
        for (const [what, headers] of cases) {
          const res = await send(t, headers, key, idOf('Alder Wharf'));
          assert.equal(res.statusCode, 401, `${key} with ${what}: ${res.body}`);
          assertErrorBody(res, 401, 'Unauthorized');
          assertDocumented(doc, method, path, res);
          for (const secret of shown) assert.ok(!res.body.includes(secret), `${key} with ${what}: no credential echoed`);
        }
      }
      assert.deepEqual(await rowCounts(t), counts, 'no refused write stored anything');
    });

    it('GET /projects lists exactly the projects each role may see, never another environment’s', async () => {
      for (const role of ROLES) {
        const res = await as(t, A.users[role]).get('/projects?perPage=100');
        assert.equal(res.statusCode, 200, res.body);
        assertDocumented(doc, 'GET', '/projects', res);
        const { data, meta } = json<{ data: { id: number }[]; meta: { total: number } }>(res);
        assert.deepEqual(new Set(data.map((p) => p.id)), visibleTo(role), role);
        assert.equal(meta.total, visibleTo(role).size, `${role}: meta.total`);
      }
      const listedB = json<{ data: { id: number }[] }>(await as(t, B.users.ADMIN).get('/projects?perPage=100'));
      assert.deepEqual(new Set(listedB.data.map((p) => p.id)), new Set(PROJECTS_B.map((p) => ids.get(p.name)!)));
      // A search finds nothing the caller may not see.
      for (const [role, term] of [
        ['MEMBER', 'Cedar'],
        ['VIEWER', 'BCH-002'],
        ['ADMIN', 'Rowan'],
        ['MEMBER', 'RWN'],
      ] as const) {
        const found = json<{ data: unknown[]; meta: { total: number } }>(
          await as(t, A.users[role]).get(`/projects?search=${term}`),
        );
        assert.deepEqual([found.data.length, found.meta.total], [0, 0], `${role} searching ${term}`);
      }
    });

    it('GET /projects/appraisals shows the cost inputs of visible projects only; projectId is checked', async () => {
      type Node = { id: number; other_input_settings: Node[]; project_cost_inputs: { project_id: number }[] };
      const flatten = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flatten(n.other_input_settings)]);
      const settingsA = json<{ id: number }[]>(await as(t, A.users.ADMIN).get('/input-settings?kind=APPRAISAL'));
      for (const role of ROLES) {
        const res = await as(t, A.users[role]).get('/projects/appraisals');
        assert.equal(res.statusCode, 200, res.body);
        assertDocumented(doc, 'GET', '/projects/appraisals', res);
        const nodes = flatten(json<Node[]>(res));
        assert.deepEqual(new Set(nodes.map((n) => n.id)), new Set(settingsA.map((s) => s.id)), `${role}: A's settings`);
        const mentioned = new Set(nodes.flatMap((n) => n.project_cost_inputs.map((c) => c.project_id)));
        assert.deepEqual(mentioned, visibleTo(role), `${role}: cost inputs of visible projects only`);
      }
      const member = as(t, A.users.MEMBER);
      const own = flatten(json<Node[]>(await member.get(`/projects/appraisals?projectId=${idOf('Beech Court')}`)));
      assert.deepEqual(new Set(own.flatMap((n) => n.project_cost_inputs.map((c) => c.project_id))), new Set([ids.get('Beech Court')]));
      for (const hidden of ['Cedar Mills', 'Damson Yard', 'Rowan Quay']) {
        const res = await member.get(`/projects/appraisals?projectId=${idOf(hidden)}`);
        assert.equal(res.statusCode, 404, `${hidden}: ${res.body}`);
        assertDocumented(doc, 'GET', '/projects/appraisals', res);
        assertLeaksNothing(res, `appraisals of ${hidden}`);
      }
      const bad = await member.get('/projects/appraisals?projectId=abc');
      assertNamesField(bad, 400, 'projectId');
      assertDocumented(doc, 'GET', '/projects/appraisals', bad);
    });

    it('GET /input-settings and /risk-status-legends list the caller’s environment only', async () => {
      const listed = async (user: SignedIn, url: string) => {
        const res = await as(t, user).get(url);
        assert.equal(res.statusCode, 200, res.body);
        assertDocumented(doc, 'GET', url.split('?')[0]!, res);
        return new Set(json<{ id: number }[]>(res).map((r) => r.id));
      };
      const stored = async (table: string, env: number) =>
        new Set(
          (await t.ctx.db.query<{ id: number }>(`select id::int as id from ${table} where environment_id = $1`, [env])).map(
            (r) => r.id,
          ),
        );
      for (const [url, table] of [
        ['/input-settings', 'input_settings'],
        ['/risk-status-legends', 'risk_status_legends'],
      ] as const) {
        const ofA = await stored(table, A.env);
        const ofB = await listed(B.users.VIEWER, url);
        assert.ok(ofA.size > 0 && ofB.size > 0, `${url}: both environments have rows`);
        assert.deepEqual(ofB, await stored(table, B.env));
        for (const role of ROLES) {
          const seen = await listed(A.users[role], url);
          assert.deepEqual(seen, ofA, `${role} ${url}: exactly environment A's rows`);
          assert.ok([...seen].every((id) => !ofB.has(id)), `${role} ${url}: none of B's`);
        }
      }
    });

    for (const role of ROLES) {
      it(`the access matrix for ${role}: every route against an assigned, an unassigned, another environment’s and a missing project`, async () => {
        const user = A.users[role];
        for (const key of Object.keys(ROUTES)) {
          const [method, path] = routeParts(key);
          const route = ROUTES[key]!;
          const targets: (Target | null)[] = route.access === 'read' || route.access === 'write' ? TARGETS : [null];
          const notFound = new Map<Target, string>();
          for (const target of targets) {
            const id = target ? targetId(role, target) : '';
            const what = `${role} ${key} on ${target ?? 'the environment'}`;
            const want = expectedStatus(route, role, target);
            const refusedWrite = want >= 400 && (route.access === 'write' || route.access === 'create');
            const before = refusedWrite ? { counts: await rowCounts(t), state: target && (await projectState(target, id)) } : null;

            const res = await send(t, bearer(user.token), key, id);
            assert.equal(res.statusCode, want, `${what}: ${res.body}`);
            assertDocumented(doc, method, path, res);

            if (want >= 400) assertLeaksNothing(res, what);
            if (want === 404) {
              notFound.set(target!, res.body);
              notFoundBodies.add(res.body);
            }
            if (before) {
              assert.deepEqual(await rowCounts(t), before.counts, `${what}: nothing stored`);
              if (target) assert.deepEqual(await projectState(target, id), before.state, `${what}: the project is unchanged`);
            }
            if (want === 201 && key === 'POST /projects') projectsOfA.add(json<{ id: number }>(res).id);
            if (want === 200 && key === 'GET /projects/{id}') assert.equal(json<{ id: number }>(res).id, Number(id));
          }
          // (b), (c) and (d) answer byte for byte the same whenever they are 404s.
          assert.ok(new Set(notFound.values()).size <= 1, `${role} ${key}: the 404 bodies differ: ${[...notFound.values()].join(' | ')}`);
        }
      });
    }

    it('answers every hidden or absent project with one and the same 404 body, on every route and for every role', () => {
      assert.deepEqual([...notFoundBodies], [JSON.stringify({ statusCode: 404, message: 'Project not found', error: 'Not Found' })]);
    });
  });

  const stores = [
    { name: 'memory', redisUrl: null },
    ...(process.env.TEST_REDIS_URL ? [{ name: 'redis', redisUrl: process.env.TEST_REDIS_URL }] : []),
  ];
  for (const store of stores) {
    describe(`Platform rate limit per credential (D-31) (${backend.name}, ${store.name} store)`, () => {
      let t: TestApp;
      let doc: Doc;

      before(async () => {
        t = await buildTestApp(backend, 'platform', { redisUrl: store.redisUrl });
        doc = await openApiOf(t.app);
        // The limit is read when the bearer hooks are made: rebuild the listener with a small one. One
        // request per 20 s: however slow the machine, the burst does not refill during the test.
        t.ctx.config = { ...t.ctx.config, platformRateLimit: { rate_limit_per_second: 0.05, burst_limit: 3 } };
        await t.app.close();
        t.app = await buildListener(platformListener, t.ctx);
        await t.app.ready();
      });
      after(() => t.close());

      it('admits a burst of 3 per user, then 429 with Retry-After; other users are unaffected; 401s spend nothing', async () => {
        const { env, users } = await environmentWithUsers(t, 'Throttled');
        const [first, second] = [users.ADMIN, users.MEMBER];
        const secondToken = await signIn(t, first.email);
        const expired = await forgeToken(t, first, env, 'ADMIN', -60);

        // Refused credentials first, the first user's own expired token among them: had they counted,
        // the burst below would already be spent.
        for (let i = 0; i < 4; i++) {
          for (const headers of [bearer(expired), { authorization: 'Bearer garbage' }, {}]) {
            assert.equal((await t.app.inject({ method: 'GET', url: '/projects', headers })).statusCode, 401);
          }
        }

        for (const remaining of ['2', '1', '0']) {
          const res = await as(t, first).get('/projects');
          assert.equal(res.statusCode, 200, res.body);
          assertDocumented(doc, 'GET', '/projects', res);
          assert.equal(res.headers['x-ratelimit-limit'], '0.05');
          assert.equal(res.headers['x-ratelimit-remaining'], remaining);
        }
        const throttled = await as(t, first).get('/projects');
        assert.equal(throttled.statusCode, 429, throttled.body);
        assertDocumented(doc, 'GET', '/projects', throttled);
        const retryAfter = String(throttled.headers['retry-after']);
        assert.match(retryAfter, /^[1-9][0-9]*$/, 'Retry-After: whole seconds, at least 1');
        const body = json<{ statusCode: number; error: string; message: string; retryAfterMs: number }>(throttled);
        assert.deepEqual(Object.keys(body).sort(), ['error', 'message', 'retryAfterMs', 'statusCode']);
        assert.equal(body.statusCode, 429);
        assert.equal(body.error, 'Too Many Requests');
        assert.equal(typeof body.message, 'string');
        assert.ok(Number.isInteger(body.retryAfterMs) && body.retryAfterMs > 0 && body.retryAfterMs <= 20_000, `${body.retryAfterMs}`);
        assert.equal(Number(retryAfter), Math.max(1, Math.ceil(body.retryAfterMs / 1000)), 'Retry-After agrees with retryAfterMs');
        assert.equal(throttled.headers['x-ratelimit-remaining'], '0');

        // Per credential means per user: another token of the same user, on another route, is throttled too.
        const elsewhere = await t.app.inject({ method: 'GET', url: '/input-settings', headers: bearer(secondToken) });
        assert.equal(elsewhere.statusCode, 429, elsewhere.body);
        assertDocumented(doc, 'GET', '/input-settings', elsewhere);
        // A refused credential is still 401, never 429: the credential is checked first.
        assert.equal((await t.app.inject({ method: 'GET', url: '/projects', headers: bearer(expired) })).statusCode, 401);

        // Another user of the same environment has a whole allowance of their own.
        const other = await as(t, second).get('/projects');
        assert.equal(other.statusCode, 200, other.body);
        assert.equal(other.headers['x-ratelimit-remaining'], '2');
      });
    });
  }
}
