import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { eventually } from '../helpers/eventually.ts';
import { type Fleet, SKIP_WITHOUT_FLEET, startFleet } from '../helpers/fleet.ts';
import {
  bearer,
  dataKeyReach,
  deactivationReach,
  evidenceReach,
  type FleetTenant,
  rotationReach,
  setUpFleetTenant,
} from '../helpers/fleet-scenarios.ts';
import { callOperator } from '../helpers/operator.ts';

// Three instances of the service on one PostgreSQL and one Redis, each started as operators start it
// (D-4, D-56): what one instance stores or changes, the others serve; a credential's change reaches every
// instance (D-12, D-13); a usage plan is one plan across the fleet (D-34); and an instance killed under
// load loses no write it acknowledged.
//
// The bounds the service promises for a change to reach every instance (a credential's within a second,
// new evidence's within two) are held against the times by `npm run bench:fleet`, which plays these
// scenarios (test/helpers/fleet-scenarios.ts) on a machine of its own. Here, beside the other tests, a
// change must reach every instance within bounds a loaded machine keeps: five seconds, ten times a
// credential's half-second cache lifetime, and ten for a benchmark, whose model is refitted on a busy CPU.

/** How long a credential's change may take here to reach every instance (the promise, D-12, is a second: bench:fleet). */
const CREDENTIAL_REACH_MS = 5000;
/** How long new projects may take here to reach a benchmark on every instance (the promise is two seconds: bench:fleet). */
const EVIDENCE_REACH_MS = 10_000;

describe('a fleet of three instances on one PostgreSQL and one Redis', { skip: SKIP_WITHOUT_FLEET }, () => {
  let fleet: Fleet;
  let tenant: FleetTenant;
  let env: number;
  let adminToken: string;
  let projectId: number;
  const operator = <T>(method: string, route: string, body?: unknown) => callOperator<T>(fleet.operator, method, route, body);

  before(async () => {
    fleet = await startFleet(3);
    tenant = await setUpFleetTenant(fleet);
    ({ env, adminToken, projectId } = tenant);
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

  it('honours a deactivated user on every instance', async (t) => {
    const took = await deactivationReach(fleet, tenant, CREDENTIAL_REACH_MS);
    t.diagnostic(`deactivation reached every instance in ${took.toFixed(0)} ms`);
    assert.ok(took <= CREDENTIAL_REACH_MS, `every instance refuses the deactivated user within ${CREDENTIAL_REACH_MS} ms: ${took.toFixed(0)} ms`);
  });

  it('honours a re-planned and then a revoked Data API key on every instance', async (t) => {
    const { planned, revoked } = await dataKeyReach(fleet, tenant, CREDENTIAL_REACH_MS);
    t.diagnostic(`the new plan reached every instance in ${planned.toFixed(0)} ms, the revocation in ${revoked.toFixed(0)} ms`);
    assert.ok(planned <= CREDENTIAL_REACH_MS, `every instance applies the new plan within ${CREDENTIAL_REACH_MS} ms: ${planned.toFixed(0)} ms`);
    assert.ok(revoked <= CREDENTIAL_REACH_MS, `every instance refuses the revoked key within ${CREDENTIAL_REACH_MS} ms: ${revoked.toFixed(0)} ms`);
  });

  it('signs with a rotated signing key on every instance, and every instance accepts its tokens', async (t) => {
    const took = await rotationReach(fleet, tenant, CREDENTIAL_REACH_MS);
    t.diagnostic(`the rotated key reached every instance in ${took.toFixed(0)} ms`);
    assert.ok(took <= CREDENTIAL_REACH_MS, `every instance signs with the new key, and all accept it, within ${CREDENTIAL_REACH_MS} ms: ${took.toFixed(0)} ms`);
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

  it('reflects projects imported through one instance in a benchmark served by every other', async (t) => {
    const took = await evidenceReach(fleet, tenant, EVIDENCE_REACH_MS);
    t.diagnostic(`the imported projects reached every instance's benchmark in ${took.toFixed(0)} ms`);
    assert.ok(took <= EVIDENCE_REACH_MS, `every instance prices from the new projects within ${EVIDENCE_REACH_MS} ms: ${took.toFixed(0)} ms`);
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
