import fs from 'node:fs';
import path from 'node:path';
import { redactUrl } from './db/database.ts';
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
    const signIn = service.demo ? `   (sign in as ${service.demo.email}, password ${service.demo.password})` : '';
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
  const demo = service.demo;
  if (demo) {
    lines.push(
      '',
      'Demo data set seeded just now. Credentials (shown once, also saved in the data directory):',
      `  User (ADMIN)      ${demo.email}  password ${demo.password}`,
      `  Platform key      ${demo.platformKey}`,
      `  Data API key      ${demo.dataKey}`,
    );
  } else if (fs.existsSync(path.join(config.dataDir, 'demo-credentials.json')) && !config.databaseUrl) {
    lines.push('', `Demo credentials: ${path.join(config.dataDir, 'demo-credentials.json')}`);
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
  if (data) {
    const key = demo ? demo.dataKey : '$DATA_API_KEY';
    tries.push(
      `  curl -H "x-api-key: ${key}" "${data}/data/projects?limit=5"`,
      `  curl -H "x-api-key: ${key}" ${data}/data/quota`,
    );
  }
  if (admin) {
    const token = service.operatorTokenFile ? service.ctx.operatorToken : '$OPERATOR_TOKEN';
    const env = demo ? demo.environmentId : 1;
    tries.push(
      `  curl -H "Authorization: Bearer ${token}" ${admin}/admin/environments`,
      `  curl -H "Authorization: Bearer ${token}" ${admin}/admin/environments/${env}/data-keys`,
    );
  }
  if (tries.length > 0) lines.push('', 'Try:', ...tries);
  lines.push('');
  return lines.join('\n');
}
