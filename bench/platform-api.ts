import type { CeilingRoute } from './ceiling-server.ts';
import { capture, type LoadRow, type Mode, printLoadTable, runModes, withService } from './harness.ts';
import { type LoadSettings, measure } from './load.ts';
import { type Account, createPlatformData, type PlatformData, type Role, signIn } from './platform-setup.ts';
import { int, pct, say } from './report.ts';
import type { ExternalStorage } from './scratch-storage.ts';

/**
 * `npm run bench:platform`: the Platform API's project reads under load over loopback with a bearer
 * token, signed in as an ADMIN (the whole environment) and as a MEMBER (the assignment filter), against
 * a bare Fastify server that sends the same bytes (the ceiling). See bench/README.md.
 */

interface Case {
  name: string;
  /** The Fastify route the ceiling registers for it. */
  route: string;
  url: (data: PlatformData) => string;
}

const CASES: Case[] = [
  { name: '/projects?perPage=20', route: '/projects', url: () => '/projects?perPage=20' },
  { name: '/projects/:id', route: '/projects/:id', url: (d) => `/projects/${d.projectId}` },
];
const ROLES: Role[] = ['ADMIN', 'MEMBER'];

/**
 * The per-credential limit (D-31) stays on, so that its cost is part of every request, but so high
 * that it never refuses one: every load run must see only 2xx.
 */
const UNREACHABLE_RATE = '100000';
const UNREACHABLE_BURST = '1000000000';

interface ModeResult {
  mode: Mode;
  data: PlatformData;
  rows: (LoadRow & { case: string; role: Role })[];
}

const userLabel = (account: Account) => (account.role === 'MEMBER' ? `MEMBER (${account.assigned} projects)` : account.role);

/** What the captured list answer says about the caller's scope: the total must be what they may see. */
function checkScope(data: PlatformData, role: Role, captured: Omit<CeilingRoute, 'path'>): string {
  const body = JSON.parse(Buffer.from(captured.bodyBase64, 'base64').toString('utf8')) as {
    data: unknown[];
    meta: { total: number };
  };
  const expected = role === 'ADMIN' ? data.projects : data.users.MEMBER.assigned;
  if (body.meta.total !== expected || body.data.length !== Math.min(20, expected)) {
    throw new Error(`GET /projects as ${role}: total ${body.meta.total} and ${body.data.length} items, expected ${expected} in all`);
  }
  const limit = captured.headers['x-ratelimit-limit'];
  if (limit !== UNREACHABLE_RATE) {
    throw new Error(`GET /projects as ${role}: x-ratelimit-limit ${limit ?? 'missing'}, expected ${UNREACHABLE_RATE}`);
  }
  return `${role} sees ${int(body.meta.total)} projects (x-ratelimit-limit ${limit})`;
}

async function runMode(mode: Mode, storage: ExternalStorage | null, settings: LoadSettings): Promise<ModeResult> {
  const env = { PLATFORM_RATE_LIMIT_PER_SECOND: UNREACHABLE_RATE, PLATFORM_RATE_LIMIT_BURST: UNREACHABLE_BURST };
  return withService(mode, storage, { listener: 'platform', env }, async (service) => {
    const platformUrl = service.url;
    const data = await createPlatformData(service.adminUrl, service.operatorToken, (line) => say(line));
    say(`  ${int(data.projects)} projects imported in ${data.importSeconds.toFixed(1)} s; /projects/:id is project ${data.projectId}`);
    if (service.schema) say(`  ${await service.schema.maintenance('projects')}`);

    const bearer = async (role: Role) => ({ authorization: `Bearer ${await signIn(platformUrl, data.users[role])}` });
    const routes: CeilingRoute[] = [];
    for (const [i, c] of CASES.entries()) {
      for (const [j, role] of ROLES.entries()) {
        const captured = await capture(`${platformUrl}${c.url(data)}`, await bearer(role));
        if (c.route === '/projects') say(`  ${checkScope(data, role, captured)}`);
        routes.push({ path: `/c${i}${j}${c.route}`, ...captured });
      }
    }
    const ceiling = await service.startCeiling(routes);

    const rows: ModeResult['rows'] = [];
    for (const [i, c] of CASES.entries()) {
      for (const [j, role] of ROLES.entries()) {
        // A token per case, so that it cannot expire during a long run.
        const headers = await bearer(role);
        const title = `${mode} ${c.name} (${role})`;
        say(`  load: ${c.name}, ${role}`);
        const commandsBefore = await service.redis?.commandsProcessed();
        const own = await measure(`service ${title}`, `${platformUrl}${c.url(data)}`, headers, settings, service.child.pid);
        const commandsAfter = await service.redis?.commandsProcessed();
        // The read that opened the window is one command of the benchmark's own.
        const redisPerRequest =
          commandsBefore === undefined || commandsAfter === undefined ? null : (commandsAfter - commandsBefore - 1) / (own.warmupRequests + own.requests);
        const bare = await measure(`ceiling ${title}`, `${ceiling.url}/c${i}${j}${c.url(data)}`, headers, settings, ceiling.pid);
        rows.push({ case: c.name, role, labels: [c.name, userLabel(data.users[role])], service: own, ceiling: bare, redisPerRequest });
      }
    }
    return { mode, data, rows };
  });
}

function printMode(result: ModeResult, settings: LoadSettings): void {
  printLoadTable(result.mode, ['case', 'user'], result.rows, settings);
  say(`environment: ${int(result.data.projects)} projects; bearer token from POST /auth/token; per-credential rate`);
  say(`limit on at ${int(Number(UNREACHABLE_RATE))}/s, burst ${int(Number(UNREACHABLE_BURST))} (checked on every request, never refusing).`);
  say('Redis cmds/req: total_commands_processed of the Redis server over the warm-up and the measured run, per answer (n/a embedded).');
}

/** The assignment filter's cost: the MEMBER's throughput as a share of the ADMIN's, per case. */
function printSummary(results: ModeResult[]): void {
  say();
  say('== MEMBER (assignment filter) vs ADMIN, req/s ==');
  for (const r of results) {
    const shares = CASES.map((c) => {
      const of = (role: Role) => r.rows.find((row) => row.case === c.name && row.role === role)!.service.requestsPerSecond;
      return `${c.name} ${pct((100 * of('MEMBER')) / of('ADMIN'))}`;
    });
    say(`${r.mode}: ${shares.join(', ')}`);
  }
}

await runModes(runMode, printMode, printSummary);
