import type { AppContext } from '../context.ts';
import type { ListenerSpec } from '../http/listener.ts';
import { rateLimitPerCredential } from '../http/rate-limit.ts';
import { RATE_LIMIT_HEADERS } from '../http/schemas.ts';
import { operatorAuth } from './operator-auth.ts';
import { operatorSecurity } from './schemas.ts';
import { dataKeyRoutes } from './data-keys/routes.ts';
import { metricsRoutes } from './metrics/routes.ts';
import { importRoutes } from './projects/routes.ts';
import { signingKeyRoutes } from './signing-keys/routes.ts';
import { tenancyRoutes } from './tenancy/routes.ts';
import { userRoutes } from './users/routes.ts';

export const adminListener: ListenerSpec = {
  name: 'admin',
  title: 'Project Cost Analytics: Admin (operator) API',
  description:
    'Tenancy, users and their lifecycle, credentials, Data API key lifecycle, bulk import and metrics. Bound to 127.0.0.1 by default.',
  version: '0.1.0',
  securitySchemes: {
    operatorToken: { type: 'http', scheme: 'bearer', description: 'The OPERATOR_TOKEN (D-11), not a JWT' },
  },
  tags: [
    { name: 'tenancy', description: 'Communities and environments (D-15)' },
    { name: 'users', description: 'Users of an environment: role, deactivation, password, project assignments (D-9, D-15)' },
    { name: 'keys', description: 'Platform and Data API keys, and the bearer-token signing key (D-13, D-15, D-16)' },
    { name: 'projects', description: 'The all-or-nothing bulk import (D-17)' },
    { name: 'monitoring', description: 'This instance’s metrics for Prometheus (D-57)' },
  ],
  internal: true,
  // Every route but the health routes, the description included, takes the operator token (D-15, D-57).
  guard: {
    security: operatorSecurity,
    hooks: (app, ctx: AppContext) => {
      // The operator's credential, then its rate limit (D-31's numbers: the operator is a credential too).
      app.addHook('onRequest', operatorAuth(ctx));
      app.addHook('onRequest', rateLimitPerCredential(ctx, () => 'operator'));
    },
  },
  limitHeaders: RATE_LIMIT_HEADERS,
  // A bulk import of thousands of projects is large; everything else is small.
  bodyLimit: 64 * 1024 * 1024,
  routes: (app, ctx: AppContext) => {
    tenancyRoutes(app, ctx);
    userRoutes(app, ctx);
    dataKeyRoutes(app, ctx);
    importRoutes(app, ctx);
    signingKeyRoutes(app, ctx);
    metricsRoutes(app, ctx);
  },
};
