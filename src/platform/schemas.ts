import Type from 'typebox';
import { RecordId } from '../http/ids.ts';
import { ErrorSchema, TooManyRequests } from '../http/schemas.ts';

// What every Platform answer shares: ids are integers (D-3), errors have the one
// error body (D-18), every bearer route may answer 401 and 429 (D-13, D-31).

/** A project's id in a path, in the two spellings of the contract: `/projects/{id}` and `/projects/{projectId}/…`. */
export const ProjectId = RecordId('Project id');
export const ProjectIdParams = Type.Object({ id: ProjectId });
export const ProjectPathParams = Type.Object({ projectId: ProjectId });

export const bearerSecurity = [{ bearer: [] }];

/** The answers of every bearer route besides its own: 401 from the token check, 429 from the rate limit. */
export function platformErrors(...more: number[]) {
  return {
    401: ErrorSchema,
    429: TooManyRequests,
    ...Object.fromEntries(more.map((status) => [status, ErrorSchema])),
  } as Record<number, typeof ErrorSchema> & { 429: typeof TooManyRequests };
}
