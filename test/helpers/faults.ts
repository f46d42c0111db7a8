import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Queryable } from '../../src/db/database.ts';
import { issueKey } from '../../src/domain/credentials.ts';
import type { Send } from './paced-load.ts';
import { type Exit, freePort, MAIN, type NodeChild, startNode, waitUntilReady } from './processes.ts';

/**
 * The service as operators run it (`node src/main.ts`, every listener on a free port) for the fault
 * tests and bench:faults, a tenant to load it with, the mixes of requests they send, and the check
 * that no write was half applied. The tests assert on what these return; the benchmark prints it.
 */

export interface FaultService {
  child: NodeChild;
  platform: string;
  data: string;
  admin: string;
  operatorToken: string;
  /** DATA_DIR: the embedded database and uploaded files, removed by `dispose`. */
  dataDir: string;
  /** SIGTERM, then waits for the exit (SIGKILL after 15 s). */
  stop(): Promise<Exit>;
  /** Stops the process if it still runs and removes DATA_DIR. */
  dispose(): Promise<void>;
}

/**
 * Starts the service with `env` added to its own (embedded storage unless DATABASE_URL is given, in
 * `dataDir` or a new empty directory, which it then owns; scrypt at its lowest cost; the Platform rate
 * limit out of the way) and waits until every listener answers /healthz (not /readyz: a test may start
 * it without its Redis). A test passes a copy of the seeded demo's DATA_DIR (demo-data.ts), which
 * starts in seconds where an empty one is migrated first.
 */
export async function startFaultService(env: Record<string, string> = {}, dataDir?: string): Promise<FaultService> {
  dataDir ??= fs.mkdtempSync(path.join(os.tmpdir(), 'pcas-faults-'));
  const [platformPort, dataPort, adminPort] = [await freePort(), await freePort(), await freePort()];
  const operatorToken = issueKey('operator').key;
  const child = startNode('service', [MAIN], {
    PASSWORD_HASH_COST: '10',
    HOST: '127.0.0.1',
    PLATFORM_PORT: String(platformPort),
    DATA_PORT: String(dataPort),
    ADMIN_PORT: String(adminPort),
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    OPERATOR_TOKEN: operatorToken,
    LOG_LEVEL: 'info',
    PLATFORM_RATE_LIMIT_PER_SECOND: '100000',
    PLATFORM_RATE_LIMIT_BURST: '1000000',
    ...env,
  });
  const url = (port: number) => `http://127.0.0.1:${port}`;
  const service: FaultService = {
    child,
    platform: url(platformPort),
    data: url(dataPort),
    admin: url(adminPort),
    operatorToken,
    dataDir,
    stop: () => child.stop(),
    async dispose() {
      await child.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  try {
    for (const port of [platformPort, dataPort, adminPort]) await waitUntilReady(`${url(port)}/healthz`, child);
  } catch (err) {
    await service.dispose();
    throw err;
  }
  return service;
}

/** What the fault scenarios load the service with: one environment, its ADMIN's token, a project, two Data API keys. */
export interface Tenant {
  environmentId: number;
  /** A bearer token of the environment's ADMIN. */
  token: string;
  projectId: number;
  facilityIds: number[];
  /** A Data API key with a throttle and a quota (needs Redis while REDIS_URL is set). */
  planKey: string;
  /** A Data API key without a plan. */
  freeKey: string;
}

async function call<T>(url: string, init: { method?: string; token?: string; body?: unknown } = {}): Promise<T> {
  const res = await fetch(url, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${init.method ?? 'GET'} ${new URL(url).pathname}: ${res.status} ${text.slice(0, 400)}`);
  return JSON.parse(text) as T;
}

/** Facilities of a project that every scenario's drawdowns draw on. */
const FACILITIES = 3;

/** A project of an import of the scenarios: three facilities and five appraisal lines. */
function importedProject(reference: string) {
  return {
    name: `Faults ${reference}`,
    project_reference: reference,
    status: 'IN_PROGRESS',
    total_budget: 2_500_000,
    facilities: Array.from({ length: FACILITIES }, (_, i) => ({ name: `Facility ${i + 1}`, amount: 100_000 + i })),
    appraisal_lines: Array.from({ length: 5 }, (_, i) => ({ label: `Line ${i + 1}`, budget: 10_000 + i, out_turn: 10_500 + i })),
  };
}

/** Sets up a Tenant through the admin API and a sign-in, as an operator and a user would. */
export async function setUpTenant(service: FaultService): Promise<Tenant> {
  const operator = service.operatorToken;
  const env = await call<{ id: number }>(`${service.admin}/admin/environments`, { token: operator, body: { name: 'Faults' } });
  const account = { email: `faults-${randomBytes(4).toString('hex')}@faults.example`, password: randomBytes(18).toString('base64url') };
  await call(`${service.admin}/admin/environments/${env.id}/users`, {
    token: operator,
    body: { ...account, name: 'Faults admin', role: 'ADMIN' },
  });
  const imported = await call<{ created: { id: number }[] }>(`${service.admin}/admin/environments/${env.id}/projects/import`, {
    token: operator,
    body: { projects: [importedProject('FAULTS-BASE')] },
  });
  const projectId = imported.created[0]!.id;
  const { access_token: token } = await call<{ access_token: string }>(`${service.platform}/auth/token`, { body: account });
  const listed = await call<{ id: number }[] | { items: { id: number }[] }>(`${service.platform}/projects/${projectId}/facilities`, { token });
  const facilityIds = (Array.isArray(listed) ? listed : listed.items).map((f) => Number(f.id));
  const key = (body: object) => call<{ key: string }>(`${service.admin}/admin/environments/${env.id}/data-keys`, { token: operator, body });
  return {
    environmentId: env.id,
    token,
    projectId,
    facilityIds,
    planKey: (await key({ name: 'billed', quota: { limit: 10_000_000, period: 'MONTH' }, throttle: { rate_limit_per_second: 10_000, burst_limit: 10_000 } })).key,
    freeKey: (await key({ name: 'free' })).key,
  };
}

/** One request: its status and Retry-After, the body read to its end. */
async function answer(url: string, init: RequestInit = {}): Promise<{ status: number; retryAfter: string | null }> {
  const res = await fetch(url, init);
  await res.arrayBuffer();
  return { status: res.status, retryAfter: res.headers.get('retry-after') };
}

const json = (token: string, body: unknown): RequestInit => ({
  method: 'POST',
  headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  body: JSON.stringify(body),
});
const bearer = (token: string): RequestInit => ({ headers: { authorization: `Bearer ${token}` } });

/**
 * What uses Redis on a request's path: Data API requests with a plan key (two in five), the Platform
 * (its rate limit per credential), Data API requests without a plan, and the operator (its limits).
 */
export function redisMix(service: FaultService, tenant: Tenant): Send {
  return (i) => {
    switch (i % 5) {
      case 0:
      case 1:
        return { kind: 'plan', answer: answer(`${service.data}/data/projects?limit=1`, { headers: { 'x-api-key': tenant.planKey } }) };
      case 2:
        return { kind: 'platform', answer: answer(`${service.platform}/projects?perPage=1`, bearer(tenant.token)) };
      case 3:
        return { kind: 'no plan', answer: answer(`${service.data}/data/projects?limit=1`, { headers: { 'x-api-key': tenant.freeKey } }) };
      default:
        return { kind: 'operator', answer: answer(`${service.admin}/admin/environments`, bearer(service.operatorToken)) };
    }
  };
}

/** The month and year of the i-th request's drawdown: one report each, never the same twice. */
const drawdownMonth = (i: number) => ({ year: 2000 + Math.floor(i / 12), month: 1 + (i % 12) });
const reportName = (i: number) => `faults-${i}`;
const importReference = (i: number) => `FAULTS-${i}`;

/**
 * Writes and reads of the database: a drawdown (an interim report with a line per facility), a
 * document studio report's version, an import of a project with its records, a project read and a list
 * page. Each write names what it creates after `i`, so that `checkWrites` can find it.
 */
export function writeMix(service: FaultService, tenant: Tenant): Send {
  return (i) => {
    switch (i % 5) {
      case 0:
        return {
          kind: 'drawdown',
          answer: answer(
            `${service.platform}/reports/drawdown`,
            json(tenant.token, {
              project_id: tenant.projectId,
              ...drawdownMonth(i),
              aggregate: { amount: 3000 },
              facility: tenant.facilityIds.map((id) => ({ facility_id: id, amount: 1000 })),
              riskStatus: [],
            }),
          ),
        };
      case 1:
        return {
          kind: 'report version',
          answer: answer(
            `${service.platform}/projects/${tenant.projectId}/document-studio/reports`,
            json(tenant.token, { reportName: reportName(i), content: { blocks: [{ type: 'title', content: `Report ${i}` }] } }),
          ),
        };
      case 2:
        return {
          kind: 'import',
          answer: answer(
            `${service.admin}/admin/environments/${tenant.environmentId}/projects/import`,
            json(service.operatorToken, { projects: [importedProject(importReference(i))] }),
          ),
        };
      case 3:
        return { kind: 'read', answer: answer(`${service.platform}/projects/${tenant.projectId}`, bearer(tenant.token)) };
      default:
        return { kind: 'list', answer: answer(`${service.platform}/projects?perPage=5`, bearer(tenant.token)) };
    }
  };
}

/** What `checkWrites` found of the writes of a `writeMix` load. */
export interface WriteCheck {
  /** Writes answered 2xx, each found whole. */
  answered: number;
  /** Writes not answered 2xx: found whole (committed as the link went) or not found at all. */
  failedWhole: number;
  failedAbsent: number;
  /** Anything found in part: a write answered 2xx and missing, or rows of a write without the rest of them. */
  partial: string[];
}

/** How much of one write the database holds: its main row, and each part that belongs with it. */
interface Found {
  main: number;
  parts: number[];
  expectedParts: number[];
}

async function drawdownFound(db: Queryable, tenant: Tenant, i: number): Promise<Found> {
  const { year, month } = drawdownMonth(i);
  const [row] = await db.query<{ reports: number; lines: number; events: number }>(
    `select count(distinct r.id)::int as reports, count(f.*)::int as lines,
            (select count(*)::int from project_events e where e.project_id = $1 and e.kind = 'REPORT_UPLOADED'
               and (e.details->>'year')::int = $2 and (e.details->>'month')::int = $3) as events
       from interim_reports r left join interim_report_facilities f on f.report_id = r.id
      where r.project_id = $1 and r.year = $2 and r.month = $3`,
    [tenant.projectId, year, month],
  );
  return { main: row!.reports, parts: [row!.lines, row!.events], expectedParts: [tenant.facilityIds.length, 1] };
}

async function reportFound(db: Queryable, tenant: Tenant, i: number): Promise<Found> {
  const [row] = await db.query<{ reports: number; versions: number; events: number }>(
    `select count(distinct r.id)::int as reports, count(v.*)::int as versions,
            (select count(*)::int from project_events e where e.project_id = $1 and e.kind = 'DOCUMENT_REPORT_SAVED'
               and e.details->>'report_name' = $2) as events
       from document_reports r left join document_report_versions v on v.report_id = r.id
      where r.project_id = $1 and r.report_name = $2`,
    [tenant.projectId, reportName(i)],
  );
  return { main: row!.reports, parts: [row!.versions, row!.events], expectedParts: [1, 1] };
}

async function importFound(db: Queryable, tenant: Tenant, i: number): Promise<Found> {
  const [row] = await db.query<{ projects: number; facilities: number; lines: number; events: number }>(
    `select count(*)::int as projects,
            coalesce(sum((select count(*) from facilities f where f.project_id = p.id)), 0)::int as facilities,
            coalesce(sum((select count(*) from project_cost_inputs a where a.project_id = p.id)), 0)::int as lines,
            coalesce(sum((select count(*) from project_events e where e.project_id = p.id and e.kind = 'PROJECT_CREATED')), 0)::int as events
       from projects p where p.environment_id = $1 and p.project_reference = $2`,
    [tenant.environmentId, importReference(i)],
  );
  return { main: row!.projects, parts: [row!.facilities, row!.lines, row!.events], expectedParts: [FACILITIES, 5, 1] };
}

const FINDERS: Record<string, (db: Queryable, tenant: Tenant, i: number) => Promise<Found>> = {
  drawdown: drawdownFound,
  'report version': reportFound,
  import: importFound,
};

/**
 * Checks every write of a `writeMix` load against the database (read directly, not through the service):
 * one answered 2xx is there whole, with every row that belongs to it; one that failed is there whole
 * (its commit reached the database as the link went) or not at all, and never in part.
 */
export async function checkWrites(
  db: Queryable,
  tenant: Tenant,
  answers: { i: number; kind: string; status: number }[],
): Promise<WriteCheck> {
  const check: WriteCheck = { answered: 0, failedWhole: 0, failedAbsent: 0, partial: [] };
  for (const a of answers) {
    const find = FINDERS[a.kind];
    if (!find) continue;
    const found = await find(db, tenant, a.i);
    const whole = found.main === 1 && found.parts.every((n, k) => n === found.expectedParts[k]);
    const absent = found.main === 0 && found.parts.every((n) => n === 0);
    const ok = a.status >= 200 && a.status < 300;
    if (ok && whole) check.answered += 1;
    else if (!ok && whole) check.failedWhole += 1;
    else if (!ok && absent) check.failedAbsent += 1;
    else check.partial.push(`${a.kind} #${a.i} answered ${a.status}: found ${JSON.stringify(found)}`);
  }
  return check;
}
