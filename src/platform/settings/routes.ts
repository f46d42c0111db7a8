import Type from 'typebox';
import type { AppContext } from '../../context.ts';
import { listInputSettings, listLegends } from '../../db/repositories/platform-projects.ts';
import type { Listener } from '../../http/listener.ts';
import { bearerSecurity, Id, NullableInteger, NullableString, platformErrors } from '../schemas.ts';

const InputSetting = Type.Object({
  id: Id(),
  kind: Type.Enum(['APPRAISAL', 'RISK']),
  input_field: Type.String({ description: 'Machine name' }),
  input_value: Type.String({ description: 'Display label' }),
  parent_id: NullableInteger(),
  position: Type.Integer({ description: 'Order among its siblings' }),
});

const Legend = Type.Object({
  id: Id(),
  name: Type.String({ description: 'e.g. Green' }),
  description: NullableString(),
  colour: Type.String({ description: 'e.g. #2E7D32' }),
});

const tags = ['settings'];

/** D-44: the environment's input settings and risk-status legends, the ids a drawdown needs. */
export function settingsRoutes(app: Listener, ctx: AppContext): void {
  app.get(
    '/input-settings',
    {
      schema: {
        tags,
        summary: 'The environment’s input settings, flat, in display order (D-44)',
        security: bearerSecurity,
        querystring: Type.Object({ kind: Type.Optional(Type.Enum(['APPRAISAL', 'RISK'])) }),
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
