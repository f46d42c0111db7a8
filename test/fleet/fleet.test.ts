import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { eventually } from '../helpers/eventually.ts';
import { type Fleet, type Instance, SKIP_WITHOUT_FLEET, startFleet } from '../helpers/fleet.ts';
import { callOperator } from '../helpers/operator.ts';
import { completedProjects, project } from '../helpers/projects.ts';

// Three instances of the service on one PostgreSQL and one Redis, each started as operators start it
// (D-4, D-56): what one instance stores or changes, the others serve, within the bounds the service
// promises; a credential's change reaches every instance within a second (D-12, D-13); a usage plan is
// one plan across the fleet (D-34); and an instance killed under load loses no write it acknowledged.

/** How long a credential's change may take to reach every instance (D-12). */
const CREDENTIAL_BOUND_MS = 1000;
/** How long a new project may take to reach a benchmark served by another instance. */
const EVIDENCE_BOUND_MS = 2000;

interface Account {
  id: number;
  email: string;
  password: string;
}

describe('a fleet of three instances on one PostgreSQL and one Redis', { skip: SKIP_WITHOUT_FLEET }, () => {
  let fleet: Fleet;
  let env: number;
  let admin: Account;
  let adminToken: string;
  let projectId: number;
  const operator = <T>(method: string, route: string, body?: unknown) => callOperator<T>(fleet.operator, method, route, body);

  const account = async (role: 'ADMIN' | 'MEMBER'): Promise<Account> => {
    const email = `fleet-${role.toLowerCase()}-${randomBytes(4).toString('hex')}@fleet.example`;
    const password = randomBytes(18).toString('base64url');
    const user = await operator<{ id: number }>('POST', `/admin/environments/${env}/users`, { email, name: `Fleet ${role}`, password, role });
    return { id: user.id, email, password };
  };
  const signIn = async (instance: Instance, who: Account): Promise<string> => {
    const res = await fetch(`${instance.platform}/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: who.email, password: who.password }),
    });
    assert.equal(res.status, 200, await res.clone().text());
    return ((await res.json()) as { access_token: string }).access_token;
  };
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  /**
   * Polls every instance until `holds` is true for it, and answers the longest time any took after
   * the change. Each instance is polled every 20 ms for at most 5 s, so a slow one is measured, not hung on.
   */
  async function reachesEvery(holds: (instance: Instance) => Promise<boolean>): Promise<number> {
    const changed = performance.now();
    const times = await Promise.all(
      fleet.instances.map(async (instance) => {
        while (performance.now() - changed < 5000) {
          if (await holds(instance)) return performance.now() - changed;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        return Number.POSITIVE_INFINITY;
      }),
    );
    return Math.max(...times);
  }

  before(async () => {
    fleet = await startFleet(3);
    env = (await operator<{ id: number }>('POST', '/admin/environments', { name: 'Fleet Lending' })).id;
    admin = await account('ADMIN');
    adminToken = await signIn(fleet.instances[0]!, admin);
    const imported = await operator<{ created: { id: number }[] }>('POST', `/admin/environments/${env}/projects/import`, {
      projects: [project(1, { name: 'Fleet Wharf', postcode: 'M1 1AE', created_date: '2026-01-02T00:00:00Z' })],
    });
    projectId = imported.created[0]!.id;
  });
  after(() => fleet?.stop());

  it('reads a file uploaded through one instance, byte for byte, through the other two', async () => {
    const bytes = randomBytes(3 * 1024 * 1024 + 17);
    const form = new FormData();
    form.append('project_id', String(projectId));
    form.append('file', new File([new Uint8Array(bytes)], 'level 3 frame.png', { type: 'image/png' }));
    const res = await fetch(`${fleet.instances[0]!.platform}/uploads`, { method: 'POST', headers: bearer(adminToken), body: form });
    assert.equal(res.status, 201, await res.clone().text());
    const { storage_location } = (await res.json()) as { storage_location: string };
    const sum = createHash('sha256').update(bytes).digest('hex');
    for (const instance of fleet.instances.slice(1)) {
      const file = await fetch(`${instance.platform}/uploads/${storage_location}`, { headers: bearer(adminToken) });
      assert.equal(file.status, 200, instance.name);
      assert.equal(createHash('sha256').update(Buffer.from(await file.arrayBuffer())).digest('hex'), sum, instance.name);
    }
  });

  it('honours a deactivated user on every instance within a second', async (t) => {
    const member = await account('MEMBER');
    const token = await signIn(fleet.instances[1]!, member);
    const projects = (instance: Instance) => fetch(`${instance.platform}/projects`, { headers: bearer(token) });
    for (const instance of fleet.instances) assert.equal((await projects(instance)).status, 200, `${instance.name} serves the user first`);
    await operator('PATCH', `/admin/environments/${env}/users/${member.id}`, { active: false });
    const took = await reachesEvery(async (instance) => (await projects(instance)).status === 401);
    t.diagnostic(`deactivation reached every instance in ${took.toFixed(0)} ms`);
    assert.ok(took <= CREDENTIAL_BOUND_MS, `every instance refuses the deactivated user within ${CREDENTIAL_BOUND_MS} ms: ${took.toFixed(0)} ms`);
  });

  it('honours a re-planned and then a revoked Data API key on every instance within a second', async (t) => {
    const key = await operator<{ id: number; key: string }>('POST', `/admin/environments/${env}/data-keys`, { name: 'fleet key' });
    const read = (instance: Instance) => fetch(`${instance.data}/data/projects?limit=1`, { headers: { 'x-api-key': key.key } });
    for (const instance of fleet.instances) assert.equal((await read(instance)).status, 200, `${instance.name} serves the key first`);
    // A plan of one request a day: once it is in force, an instance answers 429 to all but the first.
    await operator('PATCH', `/admin/data-keys/${key.id}`, { throttle: { rate_limit_per_second: 0.001, burst_limit: 1 } });
    const planned = await reachesEvery(async (instance) => (await read(instance)).status === 429);
    assert.ok(planned <= CREDENTIAL_BOUND_MS, `every instance applies the new plan within ${CREDENTIAL_BOUND_MS} ms: ${planned.toFixed(0)} ms`);
    t.diagnostic(`the new plan reached every instance in ${planned.toFixed(0)} ms`);
    await operator('POST', `/admin/data-keys/${key.id}/revoke`);
    const revoked = await reachesEvery(async (instance) => (await read(instance)).status === 401);
    t.diagnostic(`the revocation reached every instance in ${revoked.toFixed(0)} ms`);
    assert.ok(revoked <= CREDENTIAL_BOUND_MS, `every instance refuses the revoked key within ${CREDENTIAL_BOUND_MS} ms: ${revoked.toFixed(0)} ms`);
  });

  it('signs with a rotated signing key on every instance, and every instance accepts its tokens, within a second', async (t) => {
    const { kid } = await operator<{ kid: string }>('POST', '/admin/signing-keys/rotate');
    const kidOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()) as { kid: string }).kid;
    const took = await reachesEvery(async (instance) => {
      const token = await signIn(instance, admin);
      if (kidOf(token) !== kid) return false;
      const answers = await Promise.all(fleet.instances.map((other) => fetch(`${other.platform}/projects`, { headers: bearer(token) })));
      return answers.every((answer) => answer.status === 200);
    });
    t.diagnostic(`the rotated key reached every instance in ${took.toFixed(0)} ms`);
    assert.ok(took <= CREDENTIAL_BOUND_MS, `every instance signs with the new key, and all accept it, within ${CREDENTIAL_BOUND_MS} ms: ${took.toFixed(0)} ms`);
  });

  it('numbers 50 concurrent saves of one report, spread over the three, as versions 1 to 50', async () => {
    const saves = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const instance = fleet.instances[i % 3]!;
        const res = await fetch(`${instance.platform}/projects/${projectId}/document-studio/reports`, {
          method: 'POST',
          headers: { ...bearer(adminToken), 'content-type': 'application/json' },
          body: JSON.stringify({ reportName: 'Fleet monitoring report', content: { blocks: [{ type: 'narrative', content: `<p>Save ${i}</p>` }] } }),
        });
        assert.equal(res.status, 201, await res.clone().text());
        return (await res.json()) as { reportId: string; version: number };
      }),
    );
    assert.equal(new Set(saves.map((save) => save.reportId)).size, 1, 'one report');
    assert.deepEqual(saves.map((save) => save.version).sort((a, b) => a - b), Array.from({ length: 50 }, (_, i) => i + 1));
    const [row] = await fleet.db.query<{ n: number; latest: number }>(
      `select (select count(*)::int from document_report_versions where report_id = $1) as n,
         (select latest_version from document_reports where id = $1) as latest`,
      [saves[0]!.reportId],
    );
    assert.deepEqual(row, { n: 50, latest: 50 });
  });

  it('admits no more than burst + rate × elapsed of one usage plan across the three', async (t) => {
    const plan = { rate_limit_per_second: 20, burst_limit: 30 };
    const key = await operator<{ key: string }>('POST', `/admin/environments/${env}/data-keys`, { name: 'shared plan', throttle: plan });
    const started = performance.now();
    const statuses: number[] = [];
    // Six clients, two per instance, each sending 40 requests back to back.
    await Promise.all(
      Array.from({ length: 6 }, async (_, client) => {
        const instance = fleet.instances[client % 3]!;
        for (let i = 0; i < 40; i++) {
          const res = await fetch(`${instance.data}/data/projects?limit=1`, { headers: { 'x-api-key': key.key } });
          await res.arrayBuffer();
          statuses.push(res.status);
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    const admitted = statuses.filter((status) => status === 200).length;
    assert.deepEqual([...new Set(statuses)].sort(), [200, 429]);
    const bound = plan.burst_limit + plan.rate_limit_per_second * elapsed;
    t.diagnostic(`${admitted} of ${statuses.length} admitted in ${elapsed.toFixed(2)} s (the plan allows ${bound.toFixed(1)})`);
    assert.ok(admitted <= bound, `${admitted} admitted in ${elapsed.toFixed(2)} s; the plan allows ${bound.toFixed(1)}`);
    assert.ok(admitted >= plan.burst_limit, `${admitted} admitted: at least the burst`);
  });

  it('reflects a project imported through one instance in a benchmark served by another within two seconds', async (t) => {
    await operator('POST', `/admin/environments/${env}/projects/import`, { projects: completedProjects(500, 8, 'residential') });
    const subject = (
      await operator<{ created: { id: number }[] }>('POST', `/admin/environments/${env}/projects/import`, {
        projects: [project(2, { name: 'Fleet Homes', postcode: 'LS1 4AP', total_gifa: 3000, created_date: '2026-01-03T00:00:00Z' })],
      })
    ).created[0]!.id;
    const comparables = async (instance: Instance) => {
      const res = await fetch(`${instance.platform}/benchmark/project/${subject}`, { method: 'POST', headers: bearer(adminToken) });
      assert.equal(res.status, 201, await res.clone().text());
      return ((await res.json()) as { comparisons: { comparable_count: number } }).comparisons.comparable_count;
    };
    const before = await comparables(fleet.instances[2]!);
    await callOperator({ adminUrl: fleet.instances[0]!.admin, operatorToken: fleet.operatorToken }, 'POST', `/admin/environments/${env}/projects/import`, {
      projects: completedProjects(600, 3, 'residential'),
    });
    const took = await reachesEvery(async (instance) => (await comparables(instance)) === before + 3);
    t.diagnostic(`the imported projects reached every instance's benchmark in ${took.toFixed(0)} ms`);
    assert.ok(took <= EVIDENCE_BOUND_MS, `every instance prices from the new projects within ${EVIDENCE_BOUND_MS} ms: ${took.toFixed(0)} ms`);
  });

  it('loses no acknowledged write when one instance is killed under load', async () => {
    const acknowledged: number[] = [];
    let stop = false;
    const victim = fleet.instances[2]!;
    const clients = Array.from({ length: 9 }, async (_, client) => {
      const instance = fleet.instances[client % 3]!;
      for (let i = 0; !stop; i++) {
        const res = await fetch(`${instance.platform}/projects/${projectId}/facilities`, {
          method: 'POST',
          headers: { ...bearer(adminToken), 'content-type': 'application/json' },
          body: JSON.stringify({ name: `Facility ${client}-${i}`, amount: 1000 + i }),
        }).catch(() => null);
        if (res?.status === 201) acknowledged.push(((await res.json()) as { id: number }).id);
        else if (instance === victim) return; // its connections are gone with it
      }
    });
    await eventually(() => acknowledged.length >= 30, 'writes acknowledged before the kill');
    process.kill(victim.child.pid, 'SIGKILL');
    await victim.child.ended();
    const writesBefore = acknowledged.length;
    await eventually(() => acknowledged.length >= writesBefore + 30, 'the two others keep acknowledging writes');
    stop = true;
    await Promise.all(clients);
    const stored = await fleet.db.query<{ id: number }>('select id from facilities where project_id = $1', [projectId]);
    const storedIds = new Set(stored.map((row) => row.id));
    const lost = acknowledged.filter((id) => !storedIds.has(id));
    assert.deepEqual(lost, [], 'every acknowledged facility is stored');
    const [events] = await fleet.db.query<{ n: number }>(
      "select count(*)::int as n from project_events where project_id = $1 and kind = 'FACILITY_ADDED'",
      [projectId],
    );
    assert.equal(events!.n, stored.length, 'each stored facility has its event: no write is half applied');
  });
});
