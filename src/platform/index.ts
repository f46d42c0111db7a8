import type { ListenerSpec } from '../http/listener.ts';
import { RATE_LIMIT_HEADERS } from '../http/schemas.ts';
import { signedIn, signedInOrPlatformKey } from './bearer-auth.ts';
import { authRoutes, meRoute } from './auth/routes.ts';
import { consoleRoutes } from './console/routes.ts';
import { benchmarkRoutes } from './benchmarks/routes.ts';
import { documentReportPdfRoute } from './document-studio/pdf-route.ts';
import { documentStudioRoutes } from './document-studio/routes.ts';
import { interimReportRoutes } from './interim-reports/routes.ts';
import { locationRoutes } from './location-metrics/routes.ts';
import { platformProjectRoutes } from './projects/routes.ts';
import { settingsRoutes } from './settings/routes.ts';
import { uploadDownloadRoute } from './uploads/download-route.ts';
import { uploadRoutes } from './uploads/routes.ts';
import { webhookRoutes } from './webhooks/routes.ts';

/** The Platform API; its resources are added under src/platform/<resource>/. */
export const platformListener: ListenerSpec = {
  name: 'platform',
  title: 'Project Cost Analytics: Platform API',
  description: 'Projects, appraisals, benchmarks, location metrics, document studio and interim reports.',
  version: '0.1',
  securitySchemes: {
    bearer: {
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
      description:
        'A JWT from POST /auth/token (ES256 or EdDSA, with kid; verified against /.well-known/jwks.json), ' +
        'following the JWT best current practices of RFC8725: algorithms from an allow-list, never none or ' +
        'HMAC; iss, aud and exp checked.',
    },
    platformKey: {
      type: 'apiKey',
      in: 'header',
      name: 'x-api-key',
      description: 'A Platform key (svc_plat_…)',
    },
  },
  tags: [
    { name: 'auth', description: 'Sign-in for a bearer token, and the keys that verify it (D-13)' },
    { name: 'projects', description: 'Projects, their records and audit trail; what a user may see and change (D-9, D-10, D-24)' },
    { name: 'settings', description: 'The environment’s input settings and risk-status legend (D-44)' },
    { name: 'benchmarks', description: 'Cost benchmarks of projects, developments and schemes; similar projects (D-21, D-41 to D-43, D-51, D-53, D-54)' },
    { name: 'document-studio', description: 'Versioned document studio reports of a project, their templates and the data-source catalogue (D-26 to D-30)' },
    { name: 'interim-reports', description: 'Monthly drawdown reports: facilities, risk statuses and site visits; shown on the Data API as reports (D-23, D-44, D-48)' },
    { name: 'uploads', description: 'Files for a project’s drawdown reports: stored under a generated location, the filename kept as text, read back by whoever may see the project (D-25, D-56)' },
    { name: 'webhooks', description: 'Changes pushed to an environment’s own systems: endpoints, signed deliveries at least once, their attempts (D-61)' },
    { name: 'location', description: 'Project figures by postcode district or area, near a point or everywhere (D-22, D-52)' },
  ],
  internal: false,
  limitHeaders: RATE_LIMIT_HEADERS,
  routes: async (app, ctx) => {
    consoleRoutes(app);
    authRoutes(app, ctx);
    // Every route below takes a bearer token (D-14) and counts against the caller's rate limit (D-31).
    await app.register(async (bearer) => {
      for (const hook of signedIn(ctx)) bearer.addHook('onRequest', hook);
      // A writer reads its own writes: this instance's cached reads of the writer's environment go before
      // the answer does (other instances drop theirs when the database's change notification reaches them).
      bearer.addHook('onSend', async (request) => {
        if (request.method !== 'GET' && request.method !== 'HEAD') ctx.cache.changed(request.identity.environmentId);
      });
      meRoute(bearer as typeof app, ctx);
      platformProjectRoutes(bearer as typeof app, ctx);
      settingsRoutes(bearer as typeof app, ctx);
      documentStudioRoutes(bearer as typeof app, ctx);
      documentReportPdfRoute(bearer as typeof app, ctx);
      interimReportRoutes(bearer as typeof app, ctx);
      await uploadRoutes(bearer as typeof app, ctx);
      webhookRoutes(bearer as typeof app, ctx);
    });
    // Every route below takes a bearer token or a Platform key (D-14, D-51), each limited per credential.
    await app.register(async (either) => {
      for (const hook of signedInOrPlatformKey(ctx)) either.addHook('onRequest', hook);
      // The writes here store benchmark snapshots, which no model learns from: cached reads go, the fitted
      // models stay (src/state/cache/cache.ts, namespace model).
      either.addHook('onSend', async (request) => {
        if (request.method !== 'GET' && request.method !== 'HEAD') ctx.cache.changed(request.identity.environmentId, 'records');
      });
      locationRoutes(either as typeof app, ctx);
      benchmarkRoutes(either as typeof app, ctx);
      uploadDownloadRoute(either as typeof app, ctx);
    });
  },
};
