import type { AppContext } from '../context.ts';
import type { ListenerSpec } from '../http/listener.ts';
import { operatorAuth } from './operator-auth.ts';
import { dataKeyRoutes } from './data-keys/routes.ts';
import { importRoutes } from './projects/routes.ts';
import { signingKeyRoutes } from './signing-keys/routes.ts';
import { tenancyRoutes } from './tenancy/routes.ts';

export const adminListener: ListenerSpec = {
  name: 'admin',
  title: 'Project Cost Analytics: Admin (operator) API',
  description: 'Tenancy, credentials, Data API key lifecycle and bulk import. Bound to 127.0.0.1 by default.',
  version: '0.1.0',
  securitySchemes: { operatorToken: { type: 'http', scheme: 'bearer', description: 'OPERATOR_TOKEN' } },
  // A bulk import of thousands of projects is large; everything else is small.
  bodyLimit: 64 * 1024 * 1024,
  routes: (app, ctx: AppContext) => {
    app.addHook('onRequest', operatorAuth(ctx.operatorToken));
    tenancyRoutes(app, ctx);
    dataKeyRoutes(app, ctx);
    importRoutes(app, ctx);
    signingKeyRoutes(app, ctx);
  },
};
