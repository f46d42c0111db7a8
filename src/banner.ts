import path from 'node:path';
import { redactUrl } from './db/database.ts';
import { DEMO_CREDENTIALS_FILE } from './demo/seed.ts';
import type { RunningService } from './server.ts';

/** The start banner of D-6: where each listener is, what storage is in use, and credentials to try. */
export function banner(service: RunningService): string {
  const { config } = service.ctx;
  const lines = ['', 'Project Cost Analytics Service is running', ''];
  const label = { platform: 'Platform API', data: 'Data API    ', admin: 'Admin API   ' } as const;
  for (const name of config.services) {
    const url = service.urls[name]!;
    lines.push(`  ${label[name]}  ${url}${name === 'admin' ? '' : `   (reference: ${url}/docs)`}`);
  }
  const consoleUrl = service.urls.platform;
  if (consoleUrl) {
    const shown = service.demo ?? service.savedDemo;
    const signIn = shown ? `   (sign in as ${shown.email}, password ${shown.password})` : '';
    lines.push(`  Web console   ${consoleUrl}/${signIn}`);
  }
  lines.push(
    '',
    `  Storage           ${service.storage === 'embedded' ? `embedded PGlite in ${path.join(config.dataDir, 'pgdata')}` : `PostgreSQL ${redactUrl(config.databaseUrl!)}`}`,
    `  Rate-limit store  ${service.rateStore === 'redis' ? 'Redis' : 'in-process memory'}`,
  );
  const admin = service.urls.admin;
  if (admin) {
    lines.push(
      `  Operator token    ${service.operatorTokenFile ? `${service.ctx.operatorToken}  (kept in ${service.operatorTokenFile})` : 'as configured in OPERATOR_TOKEN'}`,
    );
  }
  // The demo seeded now, or the one an earlier start saved: its examples work as printed either way.
  const demo = service.demo ?? service.savedDemo;
  const credentialsFile = path.join(config.dataDir, DEMO_CREDENTIALS_FILE);
  if (demo) {
    lines.push(
      '',
      service.demo
        ? `Demo data set seeded just now. Credentials (also saved in ${credentialsFile}):`
        : `Demo credentials (saved in ${credentialsFile} when the demo was seeded):`,
      `  User (ADMIN)      ${demo.email}  password ${demo.password}`,
      `  Platform key      ${demo.platformKey}`,
      `  Data API key      ${demo.dataKey}`,
    );
  }
  const tries: string[] = [];
  const platform = service.urls.platform;
  if (platform && demo) {
    // Sign in, keep the token, list projects with it (sed keeps the example free of other tools).
    tries.push(
      `  TOKEN=$(curl -X POST -H 'content-type: application/json' -d '{"email":"${demo.email}","password":"${demo.password}"}' ${platform}/auth/token -s | sed -E 's/.*"access_token":"([^"]+)".*/\\1/')`,
      `  curl -H "Authorization: Bearer $TOKEN" "${platform}/projects?perPage=5"`,
    );
  }
  const data = service.urls.data;
  if (data && demo) {
    tries.push(
      `  curl -H "x-api-key: ${demo.dataKey}" "${data}/data/projects?limit=5"`,
      `  curl -H "x-api-key: ${demo.dataKey}" ${data}/data/quota`,
    );
  }
  if (admin) {
    const token = service.operatorTokenFile ? service.ctx.operatorToken : '$OPERATOR_TOKEN';
    tries.push(`  curl -H "Authorization: Bearer ${token}" ${admin}/admin/environments`);
    if (demo) tries.push(`  curl -H "Authorization: Bearer ${token}" ${admin}/admin/environments/${demo.environmentId}/data-keys`);
    // Without the demo no Data API key exists yet: the way to make one, rather than a key nothing set.
    if (data && !demo) tries.push('  npm run admin -- data-keys:create --env <environment id> --name "First key"   (its key is shown once)');
  }
  if (tries.length > 0) lines.push('', 'Try:', ...tries);
  lines.push('');
  return lines.join('\n');
}
