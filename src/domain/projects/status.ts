import { ConflictError } from '../errors.ts';
import type { ProjectStatus } from './vocabulary.ts';

/** D-39: the life of a project, in order. */
export const STATUS_ORDER: readonly ProjectStatus[] = [
  'NOT_YET_SECURED',
  'PRE_CONTRACT',
  'PENDING',
  'IN_PROGRESS',
  'DEFECTS_CORRECTION',
  'COMPLETED',
];

/**
 * The statuses a project in `from` may move to (D-39): one step forward or any step back; with
 * `anyStatus` (ADMIN), every other status. Staying where it is is always allowed and is not listed.
 */
export function allowedNextStatuses(from: ProjectStatus, anyStatus: boolean): ProjectStatus[] {
  if (anyStatus) return STATUS_ORDER.filter((s) => s !== from);
  const at = STATUS_ORDER.indexOf(from);
  const forward = STATUS_ORDER[at + 1];
  return [...(forward ? [forward] : []), ...STATUS_ORDER.slice(0, at).reverse()];
}

/** Throws a 409 naming the allowed next statuses when the move is not allowed. */
export function assertStatusChange(from: ProjectStatus, to: ProjectStatus, anyStatus: boolean, field: string): void {
  if (from === to) return;
  const allowed = allowedNextStatuses(from, anyStatus);
  if (!allowed.includes(to)) {
    throw new ConflictError(
      `${field}: a project cannot move from ${from} to ${to}; allowed from ${from}: ${allowed.join(', ') || 'none'}`,
    );
  }
}
