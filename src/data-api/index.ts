import type { ListenerSpec } from '../http/listener.ts';
import { QUOTA_HEADERS, RATE_LIMIT_HEADERS } from '../http/schemas.ts';
import { dataKeyCheck } from './key-check.ts';
import { benchmarkRoutes } from './benchmarks/routes.ts';
import { communityRoutes } from './community/routes.ts';
import { dataProjectRoutes } from './projects/routes.ts';
import { quotaRoutes } from './quota/routes.ts';
import { reportRoutes } from './reports/routes.ts';

/** The read-only Data API: ten GET routes behind one key check (D-33). */
export const dataListener: ListenerSpec = {
  name: 'data',
  title: 'Project Cost Analytics: Data API',
  description:
    'Read-only, metered access to one environment’s data with a Data API key (svc_data_…). Identifiers are ' +
    'strings, timestamps ISO 8601 UTC, nullable members always present. Usage plans: throttle (429 with ' +
    'Retry-After) and calendar quota (429 with resetsAt).',
  version: '1.0.0',
  securitySchemes: {
    dataKey: { type: 'apiKey', in: 'header', name: 'x-api-key', description: 'A Data API key (svc_data_…)' },
  },
  tags: [
    { name: 'projects', description: 'Projects, their risk assessments and appraisal lines (scope data:projects)' },
    { name: 'benchmarks', description: 'Benchmark snapshots (scope data:benchmarks)' },
    { name: 'reports', description: 'Interim report metadata and risk statuses (scope data:reports)' },
    { name: 'community', description: 'k-anonymous aggregates over the environment’s communities (scope data:community)' },
    { name: 'quota', description: 'The key’s scopes and usage plan, free of quota' },
  ],
  internal: false,
  limitHeaders: { ...RATE_LIMIT_HEADERS, ...QUOTA_HEADERS },
  routes: (app, ctx) => {
    app.decorateRequest('dataKey', null as never);
    app.decorateRequest('usageDecision', null as never);
    app.addHook('onRequest', dataKeyCheck(ctx));
    quotaRoutes(app);
    dataProjectRoutes(app, ctx);
    benchmarkRoutes(app, ctx);
    reportRoutes(app, ctx);
    communityRoutes(app, ctx);
  },
};
