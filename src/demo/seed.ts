import { randomBytes } from 'node:crypto';
import { createDataKey } from '../services/identity/data-keys.ts';
import { importProjects } from '../services/projects/project-import.ts';
import type { WriteDeps } from '../services/deps.ts';
import {
  assignProjectToUser,
  createCommunity,
  createEnvironment,
  createPlatformKey,
  createUser,
  type PasswordDeps,
} from '../services/tenancy/tenancy.ts';
import { generateDemoProjects } from './projects.ts';
import { SeededRandom } from './random.ts';

export const DEMO_SEED = 20_261_122;

/** The demo organisations: a lender, a monitoring surveyor and a developer, in one community. */
export const DEMO_ENVIRONMENTS = [
  { name: 'Northbridge Capital (lender)', prefix: 'NBC', count: 200 },
  { name: 'Meridian Monitoring Surveyors', prefix: 'MMS', count: 150 },
  { name: 'Harbour Homes Developments', prefix: 'HHD', count: 100 },
] as const;

/** The demo's projects per environment: a pure function of the seed. */
export function demoImports(seed = DEMO_SEED) {
  const rng = new SeededRandom(seed);
  return DEMO_ENVIRONMENTS.map((env) => ({
    ...env,
    projects: generateDemoProjects(rng, { referencePrefix: env.prefix, count: env.count }),
  }));
}

/** The file in DATA_DIR where an embedded first start keeps the demo's credentials (the README's examples read it). */
export const DEMO_CREDENTIALS_FILE = 'demo-credentials.json';

export interface DemoCredentials {
  environmentId: number;
  email: string;
  password: string;
  platformKey: string;
  dataKey: string;
  dataKeyId: string;
}

/**
 * Seeds the demo through the operator's own use cases (a community, environments with their defaults,
 * users, keys and the bulk import), so the demo passes every rule an operator's data must pass; that
 * the generated projects also pass the import's schema is test/demo.test.ts's to check.
 */
export async function seedDemo(deps: PasswordDeps & WriteDeps, seed = DEMO_SEED): Promise<DemoCredentials> {
  const { db } = deps;
  const community = await createCommunity(db, { name: 'UK Development Finance Community', min_group_size: 5 });
  const environments = [];
  for (const env of demoImports(seed)) {
    const environment = await createEnvironment(db, { name: env.name, community_ids: [community.id] });
    const created = await importProjects(deps, environment.id, env.projects, { source: 'demo' });
    environments.push({ environment, created, prefix: env.prefix.toLowerCase() });
  }

  // Demo secrets are random on every machine: the data is deterministic, the credentials are not.
  const password = `demo-${randomBytes(9).toString('base64url')}`;
  const first = environments[0]!;
  for (const { environment, created, prefix } of environments) {
    const domain = `${prefix}.demo.example`;
    await createUser(deps, environment.id, {
      email: `admin@${domain}`,
      name: 'Demo Admin',
      password,
      role: 'ADMIN',
    });
    const member = await createUser(deps, environment.id, {
      email: `member@${domain}`,
      name: 'Demo Member',
      password,
      role: 'MEMBER',
    });
    const viewer = await createUser(deps, environment.id, {
      email: `viewer@${domain}`,
      name: 'Demo Viewer',
      password,
      role: 'VIEWER',
    });
    for (const project of created.slice(0, 12)) {
      await assignProjectToUser(db, environment.id, member.id, project.id);
      if (project.id % 2 === 0) await assignProjectToUser(db, environment.id, viewer.id, project.id);
    }
  }
  const platformKey = await createPlatformKey(db, first.environment.id, 'Demo platform key');
  const dataKey = await createDataKey(db, first.environment.id, {
    name: 'Demo Data API key',
    scopes: ['data:projects', 'data:benchmarks', 'data:reports', 'data:community'],
  });
  await createDataKey(db, first.environment.id, {
    name: 'Demo metered key (throttle and quota)',
    throttle: { rate_limit_per_second: 10, burst_limit: 20 },
    quota: { limit: 10_000, period: 'MONTH' },
  });
  return {
    environmentId: first.environment.id,
    email: `admin@${first.prefix}.demo.example`,
    password,
    platformKey: platformKey.key,
    dataKey: dataKey.key,
    dataKeyId: String(dataKey.id),
  };
}
