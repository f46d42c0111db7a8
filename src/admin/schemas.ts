import Type from 'typebox';
import { RecordId } from '../http/ids.ts';

// What the operator API's resources share.

/** A name an operator gives (a community, an environment, a user, a key): not blank. */
export const Name = () => Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' });

/** `{envId}` in a path: the environment a route acts in. */
export const EnvParams = Type.Object({ envId: RecordId('Environment id') });

/**
 * Every admin route takes the operator token (D-15), /metrics (D-57) and the description included: the
 * listener's requirement, stated once at the root of its document rather than route by route.
 */
export const operatorSecurity = [{ operatorToken: [] }];
