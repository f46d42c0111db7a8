import type { Queryable } from '../../db/database.ts';
import { getEnvironment } from '../../db/repositories/tenancy.ts';
import { getUser } from '../../db/repositories/users.ts';
import { NotFoundError } from '../../domain/errors.ts';
import type { BearerIdentity, Role } from '../../domain/roles.ts';

export interface Me {
  user: { id: number; name: string; email: string; role: Role };
  environment: { id: number; name: string; currency: string };
}

/**
 * `GET /me`: the signed-in user as the database holds them now, so that a client shows the current role
 * (the token's `role` claim is what it was at sign-in) and the environment's working currency.
 */
export async function whoAmI(db: Queryable, identity: BearerIdentity): Promise<Me> {
  const [user, environment] = await Promise.all([
    getUser(db, identity.environmentId, identity.userId),
    getEnvironment(db, identity.environmentId),
  ]);
  // The bearer check has just found this user active; only a removal racing this read gets here.
  if (!user || !environment) throw new NotFoundError('User not found');
  return {
    user: { id: user.id, name: user.name, email: user.email, role: user.role },
    environment: { id: environment.id, name: environment.name, currency: environment.currency },
  };
}
