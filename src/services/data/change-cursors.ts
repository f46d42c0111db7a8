import { createHmac, timingSafeEqual } from 'node:crypto';
import { type ChangePosition, compareXids, FIRST_CHANGE } from '../../db/changes.ts';
import { InvalidInputError } from '../../domain/errors.ts';
import type { InstallationSecrets } from '../../state/credentials/installation-secrets.ts';

// The cursor of an incremental read (D-55): where a list of changes stands, with the filters it was read
// under, as opaque text a client hands back. It is signed (HMAC-SHA256) with the installation's secret
// (migration 0015) over the key's environment too, so that a client can neither move it nor use it
// under another environment's key or on another list: what it carries can be trusted as the service
// wrote it.

export type ChangeListName = 'projects' | 'reports' | 'benchmarks';

/** The filters a list of changes is read under; null where the request has none. */
export interface ChangeFilters {
  status: string | null;
  projectId: number | null;
  /** ISO 8601 UTC to the millisecond (canonical: one instant, one text). */
  modifiedSince: string | null;
}

const FILTER_PARAMETERS: Record<keyof ChangeFilters, string> = {
  status: 'status',
  projectId: 'projectId',
  modifiedSince: 'modified_since',
};

/** Payload version 1: `[1, list, status, projectId, modifiedSince, xid, id]` as JSON. */
const VERSION = 1;
const TAG_BYTES = 32;
const LISTS: readonly ChangeListName[] = ['projects', 'reports', 'benchmarks'];
const NOT_OURS = 'is not a next_cursor this API gave for this list and key; send it back as it was given';

const tagOf = (secret: Buffer, environmentId: number, payload: Buffer) =>
  createHmac('sha256', secret).update(`pcas-change-cursor\0${environmentId}\0`).update(payload).digest();

/** A list's place and filters as cursor text. */
export async function encodeCursor(
  secrets: InstallationSecrets,
  environmentId: number,
  list: ChangeListName,
  filters: ChangeFilters,
  position: ChangePosition,
): Promise<string> {
  const payload = Buffer.from(
    JSON.stringify([VERSION, list, filters.status, filters.projectId, filters.modifiedSince, position.xid, position.id]),
  );
  return Buffer.concat([payload, tagOf(await secrets.cursorSecret(), environmentId, payload)]).toString('base64url');
}

const isXid = (v: unknown): v is string => typeof v === 'string' && /^(0|[1-9][0-9]{0,19})$/.test(v);
const isId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
const nullOr = (v: unknown, test: (v: unknown) => boolean) => v === null || test(v);

/** What a cursor carries, or 400 naming `cursor` when it is not one the service gave for this list and environment. */
export async function decodeCursor(
  secrets: InstallationSecrets,
  environmentId: number,
  list: ChangeListName,
  text: string,
): Promise<{ filters: ChangeFilters; position: ChangePosition }> {
  // The query schema admits only base64url text of a bounded length; Buffer would skip anything else.
  const bytes = Buffer.from(text, 'base64url');
  if (bytes.length <= TAG_BYTES || bytes.toString('base64url') !== text) throw new InvalidInputError('cursor', NOT_OURS);
  const payload = bytes.subarray(0, bytes.length - TAG_BYTES);
  const tag = bytes.subarray(bytes.length - TAG_BYTES);
  if (!timingSafeEqual(tag, tagOf(await secrets.cursorSecret(), environmentId, payload))) throw new InvalidInputError('cursor', NOT_OURS);
  let fields: unknown;
  try {
    fields = JSON.parse(payload.toString('utf8'));
  } catch {
    throw new InvalidInputError('cursor', NOT_OURS);
  }
  const [version, of, status, projectId, modifiedSince, xid, id] = Array.isArray(fields) ? fields : [];
  if (
    !Array.isArray(fields) ||
    fields.length !== 7 ||
    version !== VERSION ||
    !LISTS.includes(of as ChangeListName) ||
    !nullOr(status, (v) => typeof v === 'string') ||
    !nullOr(projectId, isId) ||
    !nullOr(modifiedSince, (v) => typeof v === 'string') ||
    !isXid(xid) ||
    !isId(id)
  ) {
    throw new InvalidInputError('cursor', NOT_OURS);
  }
  if (of !== list) throw new InvalidInputError('cursor', `is a cursor of /data/${of as string}, not of /data/${list}`);
  return {
    filters: { status: status as string | null, projectId: projectId as number | null, modifiedSince: modifiedSince as string | null },
    position: { xid, id },
  };
}

/** `modified_since` as the instant it names, in canonical text; 400 naming it when no column could hold it. */
export function canonicalInstant(text: string): string {
  const at = new Date(text);
  const year = at.getUTCFullYear();
  if (Number.isNaN(at.getTime()) || year < 1 || year > 9999) {
    throw new InvalidInputError('modified_since', 'must be a date-time between the years 0001 and 9999');
  }
  return at.toISOString();
}

/**
 * Where a read of changes starts and under which filters: from the cursor, whose filters stand for any
 * the request leaves out (a filter the request gives differently is 400); else from the start of the
 * list under the request's filters.
 */
export async function startOfChanges(
  secrets: InstallationSecrets,
  environmentId: number,
  list: ChangeListName,
  request: { cursor?: string | undefined; filters: ChangeFilters },
): Promise<{ filters: ChangeFilters; position: ChangePosition }> {
  if (request.cursor === undefined) return { filters: request.filters, position: FIRST_CHANGE };
  const carried = await decodeCursor(secrets, environmentId, list, request.cursor);
  for (const name of Object.keys(FILTER_PARAMETERS) as (keyof ChangeFilters)[]) {
    const given = request.filters[name];
    const kept = carried.filters[name];
    if (given !== null && given !== kept) {
      const parameter = FILTER_PARAMETERS[name];
      throw new InvalidInputError(
        'cursor',
        `was given with ${kept === null ? `no ${parameter}` : `${parameter}=${kept}`}: send the same ${parameter} or leave it out`,
      );
    }
  }
  return carried;
}

/** 400 naming `cursor` when a cursor lies beyond every transaction the database has run: it is of another copy of it. */
export function assertCursorOfThisDatabase(position: ChangePosition, xmax: string): void {
  if (compareXids(position.xid, xmax) > 0) {
    throw new InvalidInputError(
      'cursor',
      'is ahead of this database (it was restored from an older copy): read again from modified_since, without the cursor',
    );
  }
}
