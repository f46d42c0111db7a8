import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import type { Fleet, Instance } from './fleet.ts';
import { callOperator } from './operator.ts';
import { completedProjects, project } from './projects.ts';

/**
 * What one instance of a fleet changes, and how long it takes to reach every instance (docs/operators.md,
 * "Instances can start together"), for the fleet test (which asserts that it does) and bench:fleet
 * (which holds the times against the bounds the service promises): a deactivated user, a re-planned and
 * a revoked Data API key, a rotated signing key, and imported projects reaching a benchmark.
 */

export interface Account {
  id: number;
  email: string;
  password: string;
}

/** An environment of the fleet's with an ADMIN, signed in on instance 0, and one project. */
export interface FleetTenant {
  env: number;
  admin: Account;
  adminToken: string;
  projectId: number;
}

const operator = <T>(fleet: Fleet, method: string, route: string, body?: unknown) => callOperator<T>(fleet.operator, method, route, body);
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A user of `role` in the environment, made through the admin API. */
export async function account(fleet: Fleet, env: number, role: 'ADMIN' | 'MEMBER'): Promise<Account> {
  const email = `fleet-${role.toLowerCase()}-${randomBytes(4).toString('hex')}@fleet.example`;
  const password = randomBytes(18).toString('base64url');
  const user = await operator<{ id: number }>(fleet, 'POST', `/admin/environments/${env}/users`, { email, name: `Fleet ${role}`, password, role });
  return { id: user.id, email, password };
}

/** A bearer token from `instance`'s sign-in. */
export async function signIn(instance: Instance, who: Account): Promise<string> {
  const res = await fetch(`${instance.platform}/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: who.email, password: who.password }),
  });
  assert.equal(res.status, 200, await res.clone().text());
  return ((await res.json()) as { access_token: string }).access_token;
}

export async function setUpFleetTenant(fleet: Fleet, name = 'Fleet Lending'): Promise<FleetTenant> {
  const env = (await operator<{ id: number }>(fleet, 'POST', '/admin/environments', { name })).id;
  const admin = await account(fleet, env, 'ADMIN');
  const adminToken = await signIn(fleet.instances[0]!, admin);
  const imported = await operator<{ created: { id: number }[] }>(fleet, 'POST', `/admin/environments/${env}/projects/import`, {
    projects: [project(1, { name: 'Fleet Wharf', postcode: 'M1 1AE', created_date: '2026-01-02T00:00:00Z' })],
  });
  return { env, admin, adminToken, projectId: imported.created[0]!.id };
}

/**
 * Polls every instance every 20 ms until `holds` is true for it, for at most `patienceMs` each, and
 * answers the longest time any took after the call (Infinity for one that never did within it).
 */
export async function reachesEvery(fleet: Fleet, holds: (instance: Instance) => Promise<boolean>, patienceMs: number): Promise<number> {
  const changed = performance.now();
  const times = await Promise.all(
    fleet.instances.map(async (instance) => {
      while (performance.now() - changed < patienceMs) {
        if (await holds(instance)) return performance.now() - changed;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return Number.POSITIVE_INFINITY;
    }),
  );
  return Math.max(...times);
}

/** A MEMBER served by every instance is deactivated: how long until every instance refuses their token (401). */
export async function deactivationReach(fleet: Fleet, tenant: FleetTenant, patienceMs: number): Promise<number> {
  const member = await account(fleet, tenant.env, 'MEMBER');
  const token = await signIn(fleet.instances[1]!, member);
  const projects = (instance: Instance) => fetch(`${instance.platform}/projects`, { headers: bearer(token) });
  for (const instance of fleet.instances) assert.equal((await projects(instance)).status, 200, `${instance.name} serves the user first`);
  await operator(fleet, 'PATCH', `/admin/environments/${tenant.env}/users/${member.id}`, { active: false });
  return reachesEvery(fleet, async (instance) => (await projects(instance)).status === 401, patienceMs);
}

/**
 * A Data API key served by every instance is given a plan of one request a day (once it is in force an
 * instance answers 429 to all but the first), then revoked: how long until every instance applies each.
 */
export async function dataKeyReach(fleet: Fleet, tenant: FleetTenant, patienceMs: number): Promise<{ planned: number; revoked: number }> {
  const key = await operator<{ id: number; key: string }>(fleet, 'POST', `/admin/environments/${tenant.env}/data-keys`, { name: 'fleet key' });
  const read = (instance: Instance) => fetch(`${instance.data}/data/projects?limit=1`, { headers: { 'x-api-key': key.key } });
  for (const instance of fleet.instances) assert.equal((await read(instance)).status, 200, `${instance.name} serves the key first`);
  await operator(fleet, 'PATCH', `/admin/data-keys/${key.id}`, { throttle: { rate_limit_per_second: 0.001, burst_limit: 1 } });
  const planned = await reachesEvery(fleet, async (instance) => (await read(instance)).status === 429, patienceMs);
  await operator(fleet, 'POST', `/admin/data-keys/${key.id}/revoke`);
  const revoked = await reachesEvery(fleet, async (instance) => (await read(instance)).status === 401, patienceMs);
  return { planned, revoked };
}

/** The signing key is rotated: how long until every instance signs with the new one and every instance accepts what each signs. */
export async function rotationReach(fleet: Fleet, tenant: FleetTenant, patienceMs: number): Promise<number> {
  const { kid } = await operator<{ kid: string }>(fleet, 'POST', '/admin/signing-keys/rotate');
  const kidOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()) as { kid: string }).kid;
  return reachesEvery(
    fleet,
    async (instance) => {
      const token = await signIn(instance, tenant.admin);
      if (kidOf(token) !== kid) return false;
      const answers = await Promise.all(fleet.instances.map((other) => fetch(`${other.platform}/projects`, { headers: bearer(token) })));
      return answers.every((answer) => answer.status === 200);
    },
    patienceMs,
  );
}

/**
 * Completed projects imported through instance 0's admin listener: how long until a benchmark served by
 * every instance prices from them (its comparables three more). A first import and a benchmark from
 * instance 2 come before, so that every instance has a model of the evidence to drop.
 */
export async function evidenceReach(fleet: Fleet, tenant: FleetTenant, patienceMs: number): Promise<number> {
  await operator(fleet, 'POST', `/admin/environments/${tenant.env}/projects/import`, { projects: completedProjects(500, 8, 'residential') });
  const subject = (
    await operator<{ created: { id: number }[] }>(fleet, 'POST', `/admin/environments/${tenant.env}/projects/import`, {
      projects: [project(2, { name: 'Fleet Homes', postcode: 'LS1 4AP', total_gifa: 3000, created_date: '2026-01-03T00:00:00Z' })],
    })
  ).created[0]!.id;
  const comparables = async (instance: Instance) => {
    const res = await fetch(`${instance.platform}/benchmark/project/${subject}`, { method: 'POST', headers: bearer(tenant.adminToken) });
    assert.equal(res.status, 201, await res.clone().text());
    return ((await res.json()) as { comparisons: { comparable_count: number } }).comparisons.comparable_count;
  };
  const before = await comparables(fleet.instances[2]!);
  await callOperator({ adminUrl: fleet.instances[0]!.admin, operatorToken: fleet.operatorToken }, 'POST', `/admin/environments/${tenant.env}/projects/import`, {
    projects: completedProjects(600, 3, 'residential'),
  });
  return reachesEvery(fleet, async (instance) => (await comparables(instance)) === before + 3, patienceMs);
}
