import Type from 'typebox';
import type { AppContext } from '../../context.ts';
import { LIMITS } from '../../domain/limits.ts';
import type { Listener } from '../../http/listener.ts';
import { environmentInputSettings, environmentLegends } from '../../services/tenancy/settings.ts';
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
        operationId: 'listInputSettings',
        summary: 'The environment’s input settings, flat, in display order (D-44)',
        description: 'APPRAISAL and RISK categories with their ids, machine names, labels and nesting; kind narrows to one kind.',
        security: bearerSecurity,
        querystring: InputSettingsQuery,
        response: { 200: Type.Array(InputSetting, { maxItems: 2 * LIMITS.inputSettingsPerKind }), ...platformErrors(400) },
      },
    },
    async (request) => environmentInputSettings(ctx.db, request.identity, request.query.kind),
  );

  app.get(
    '/risk-status-legends',
    {
      schema: {
        tags,
        operationId: 'listRiskStatusLegends',
        summary: 'The environment’s risk-status legend (D-44)',
        description: 'The statuses a risk can be given in a drawdown, e.g. Green “On track” #2E7D32.',
        security: bearerSecurity,
        response: { 200: Type.Array(Legend, { maxItems: LIMITS.legendsPerEnvironment }), ...platformErrors() },
      },
    },
    async (request) => environmentLegends(ctx.db, request.identity),
  );
}
