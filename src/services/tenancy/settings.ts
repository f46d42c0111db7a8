import type { Queryable } from '../../db/database.ts';
import { type InputSettingKind, listInputSettings, listLegends } from '../../db/repositories/settings.ts';
import type { BearerIdentity } from '../../domain/roles.ts';

// The environment's input settings and risk-status legends (D-44): the ids a drawdown needs, for any
// signed-in user of the environment.

/** The caller's environment's input settings, flat, in display order; of one kind when given. */
export function environmentInputSettings(db: Queryable, identity: BearerIdentity, kind?: InputSettingKind) {
  return listInputSettings(db, identity.environmentId, kind);
}

/** The caller's environment's risk-status legends, in display order. */
export function environmentLegends(db: Queryable, identity: BearerIdentity) {
  return listLegends(db, identity.environmentId);
}
