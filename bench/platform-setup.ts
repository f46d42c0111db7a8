import { randomBytes } from 'node:crypto';
import { type AdminPost, adminClient, importFlatProjects } from './setup.ts';

/** The environment bench:platform loads, created through the operator Admin API. */
export interface PlatformData {
  environmentId: string;
  projects: number;
  /** Assigned to the MEMBER, so that both users see it. */
  projectId: string;
  users: Record<Role, Account>;
  importSeconds: number;
}

export type Role = 'ADMIN' | 'MEMBER';

export interface Account {
  id: string;
  email: string;
  password: string;
  role: Role;
  /** Projects assigned to the user (none for ADMIN, who sees the whole environment). */
  assigned: number;
}

export const PLATFORM_PROJECTS = 10_000;
export const MEMBER_ASSIGNMENTS = 50;

/**
 * One environment of PLATFORM_PROJECTS flat projects (the demo generator without nested history:
 * `/projects` and `/projects/:id` read the projects table and the project's developments, which the
 * demo does not generate), an ADMIN user, and a MEMBER user assigned MEMBER_ASSIGNMENTS projects spread
 * evenly over the import.
 */
export async function createPlatformData(
  adminUrl: string,
  operatorToken: string,
  progress: (line: string) => void,
): Promise<PlatformData> {
  const post = adminClient(adminUrl, operatorToken);
  const env = await post<{ id: string | number }>('/admin/environments', { name: 'Bench platform' });
  const environmentId = String(env.id);
  const started = performance.now();
  const ids = await importFlatProjects(post, environmentId, PLATFORM_PROJECTS, { seed: 5000, prefix: 'PLAT' }, progress);
  const importSeconds = (performance.now() - started) / 1000;

  const admin = await createUser(post, environmentId, 'ADMIN', 'bench');
  const member = await createUser(post, environmentId, 'MEMBER', 'bench');

  const step = Math.floor(ids.length / MEMBER_ASSIGNMENTS);
  const assigned = Array.from({ length: MEMBER_ASSIGNMENTS }, (_, i) => ids[i * step + Math.floor(step / 2)]!);
  for (const projectId of assigned) {
    await post(`/admin/environments/${environmentId}/users/${member.id}/projects`, { project_id: projectId });
  }
  member.assigned = assigned.length;
  progress(`  environment ${environmentId}: users ${admin.id} (ADMIN) and ${member.id} (MEMBER, ${assigned.length} projects)`);

  return {
    environmentId,
    projects: ids.length,
    projectId: String(assigned[Math.floor(assigned.length / 2)]),
    users: { ADMIN: admin, MEMBER: member },
    importSeconds,
  };
}

/** A user of `role` made by the operator, with a random email (`<label>-<role>-…`) and password, assigned nothing yet. */
export async function createUser(post: AdminPost, environmentId: string, role: Role, label: string): Promise<Account> {
  const email = `${label}-${role.toLowerCase()}-${randomBytes(4).toString('hex')}@bench.example.com`;
  const password = randomBytes(18).toString('base64url');
  const created = await post<{ id: string | number }>(`/admin/environments/${environmentId}/users`, {
    email,
    name: `${label} ${role.toLowerCase()}`,
    password,
    role,
  });
  return { id: String(created.id), email, password, role, assigned: 0 };
}

/** `POST /auth/token` on the Platform API: a bearer token for the account. */
export async function signIn(platformUrl: string, account: Account): Promise<string> {
  const response = await fetch(`${platformUrl}/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`POST /auth/token (${account.role}): ${response.status} ${text.slice(0, 300)}`);
  return (JSON.parse(text) as { access_token: string }).access_token;
}
