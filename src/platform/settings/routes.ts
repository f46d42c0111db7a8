import Type from 'typebox';
import type { AppContext } from '../../context.ts';
import { listInputSettings, listLegends } from '../../db/repositories/settings.ts';
import type { Listener } from '../../http/listener.ts';
import { bearerSecurity, platformErrors } from '../schemas.ts';
import { InputSetting, InputSettingsQuery, Legend } from './schemas.ts';

const tags = ['settings'];

/** D-44: the environment's input settings and risk-status legends, the ids a drawdown needs. Reads of the environment, no rule beyond it. */
export function settingsRoutes(app: Listener, ctx: AppContext): void {
  app.get(
    '/input-settings',
    {
      schema: {
        tags,
        summary: 'The environment’s input settings, flat, in display order (D-44)',
        security: bearerSecurity,
        querystring: InputSettingsQuery,
        response: { 200: Type.Array(InputSetting), ...platformErrors(400) },
      },
    },
    async (request) => listInputSettings(ctx.db, request.identity.environmentId, request.query.kind),
  );

  app.get(
    '/risk-status-legends',
    {
      schema: {
        tags,
        summary: 'The environment’s risk-status legend (D-44)',
        security: bearerSecurity,
        response: { 200: Type.Array(Legend), ...platformErrors() },
      },
    },
    async (request) => listLegends(ctx.db, request.identity.environmentId),
  );
}
