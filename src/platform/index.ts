import type { ListenerSpec } from '../http/listener.ts';
import { authRoutes } from './auth/routes.ts';

/** The Platform API (SPEC "Platform API"); its resources are added under src/platform/<resource>/. */
export const platformListener: ListenerSpec = {
  name: 'platform',
  title: 'Project Cost Analytics: Platform API',
  description: 'Projects, appraisals, benchmarks, location metrics, document studio and interim reports.',
  version: '0.1',
  securitySchemes: {
    bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
    platformKey: {
      type: 'apiKey',
      in: 'header',
      name: 'x-api-key',
      description: 'A Platform key (svc_plat_…)',
    },
  },
  routes: (app, ctx) => {
    authRoutes(app, ctx);
  },
};
