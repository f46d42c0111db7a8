import type { ChangePosition, ChangesRead } from '../db/changes.ts';
import {
  listSnapshotBlock,
  listSnapshotChanges,
  type SnapshotRow,
  snapshotPageIndex,
} from '../db/repositories/benchmark-snapshots.ts';
import {
  getInterimReport,
  listReportBlock,
  listReportChanges,
  type ReportRow,
  reportPageIndex,
} from '../db/repositories/interim-reports.ts';
import { listAppraisalLines, listRiskAssessmentSets } from '../db/repositories/project-records.ts';
import {
  getProject,
  listProjectBlock,
  listProjectChanges,
  type ProjectColumn,
  type ProjectRow,
  projectPageIndex,
  wholeEnvironment,
} from '../db/repositories/projects.ts';
import { NotFoundError } from '../domain/errors.ts';
import type { Window } from '../domain/paging.ts';
import type { ProjectStatus } from '../domain/projects/vocabulary.ts';
import {
  assertCursorOfThisDatabase,
  canonicalInstant,
  type ChangeFilters,
  type ChangeListName,
  encodeCursor,
  startOfChanges,
} from './change-cursors.ts';
import { jsonListPage } from './list-pages.ts';
import type { Stores } from './stores.ts';

// The Data API's reads: whatever the key's environment holds, and nothing else (the tenant is the only
// rule, applied in the SQL); the hottest ones through the cache.

const PROJECT_NOT_FOUND = 'Project not found';

/** How the API serialises an item and makes a page of the items' JSON (its envelope, as bytes). */
export interface JsonPage<R, P> {
  serialise: (row: R) => string;
  page: (itemsJson: string, total: number) => P;
}

/** A window of the environment's projects, newest first (D-37), of one status when given. */
export function environmentProjectsPage<C extends ProjectColumn, P>(
  { db, cache }: Stores,
  environmentId: number,
  query: { status?: ProjectStatus | undefined; columns: readonly C[] },
  window: Window,
  json: JsonPage<Pick<ProjectRow, C | 'id'>, P>,
): Promise<P> {
  const { status, columns } = query;
  return jsonListPage(
    cache,
    environmentId,
    `projects|${status ?? ''}`,
    window,
    {
      index: () => projectPageIndex(db, environmentId, status),
      block: (index, block) => listProjectBlock(db, index, { environmentId, status, block }, columns),
    },
    json.serialise,
    json.page,
  );
}

/**
 * A project of the environment (kept in the cache: the hottest read, and every sub-resource's check that
 * the project is the environment's), or 404 "Project not found" (D-32).
 */
export async function environmentProject({ db, cache }: Stores, environmentId: number, id: number): Promise<ProjectRow> {
  const project = await cache.read('dataProject', environmentId, id, () => getProject(db, wholeEnvironment(environmentId), id));
  if (!project) throw new NotFoundError(PROJECT_NOT_FOUND);
  return project;
}

async function requireEnvironmentProject(stores: Stores, environmentId: number, id: number): Promise<number> {
  return (await environmentProject(stores, environmentId, id)).id;
}

/** The project's risk assessment sets, newest first. */
export async function environmentRiskAssessments(stores: Stores, environmentId: number, projectId: number) {
  return listRiskAssessmentSets(stores.db, environmentId, await requireEnvironmentProject(stores, environmentId, projectId));
}

/** The project's appraisal lines, in display order. */
export async function environmentAppraisalLines(stores: Stores, environmentId: number, projectId: number) {
  return listAppraisalLines(stores.db, environmentId, await requireEnvironmentProject(stores, environmentId, projectId));
}

/** A window of the environment's benchmark snapshots, newest first; of one project (404 when not the environment's). */
export async function environmentSnapshotsPage<P>(
  stores: Stores,
  environmentId: number,
  query: { projectId?: number | undefined },
  window: Window,
  json: JsonPage<SnapshotRow, P>,
): Promise<P> {
  const projectId =
    query.projectId === undefined ? undefined : await requireEnvironmentProject(stores, environmentId, query.projectId);
  return jsonListPage(
    stores.cache,
    environmentId,
    `snapshots|${projectId ?? ''}`,
    window,
    {
      index: () => snapshotPageIndex(stores.db, environmentId, projectId),
      block: (index, block) => listSnapshotBlock(stores.db, index, { environmentId, projectId, block }),
    },
    json.serialise,
    json.page,
  );
}

/** A window of the environment's interim reports as the Data API's reports (D-48), newest first. */
export function environmentReportsPage<P>(
  { db, cache }: Stores,
  environmentId: number,
  window: Window,
  json: JsonPage<ReportRow, P>,
): Promise<P> {
  return jsonListPage(
    cache,
    environmentId,
    'reports',
    window,
    {
      index: () => reportPageIndex(db, environmentId),
      block: (index, block) => listReportBlock(db, index, { environmentId, block }),
    },
    json.serialise,
    json.page,
  );
}

/** One interim report of the environment with its risk statuses, or 404. */
export async function environmentReport({ db }: Stores, environmentId: number, id: number) {
  const report = await getInterimReport(db, environmentId, id);
  if (!report) throw new NotFoundError('Report not found');
  return report;
}

// Incremental reads (D-55): the three lists in the order their items were last written, from a cursor.
// Each page reads the database: its rows and its horizon come from the snapshot of its one statement,
// which no cache key could name (the horizon moves with every transaction of the database, with no
// notification for the environment), so a kept page could hide a change that has since become readable.

/** What an incremental read asks for (src/http/pagination.ts's ChangesRequest). */
export interface ChangesQuery {
  limit: number;
  cursor?: string | undefined;
  modifiedSince?: string | undefined;
}

/** How the API serialises an item and makes an incremental page of the items' JSON and the next cursor. */
export interface ChangesJsonPage<R, P> {
  serialise: (row: R) => string;
  page: (itemsJson: string, nextCursor: string) => P;
}

/**
 * One page of a list of changes: where it starts (the cursor's place and filters, or the start under
 * the request's filters), its rows, and the cursor of where the next starts, under the same filters.
 */
async function changesPage<R extends { id: number }, P>(
  { db }: Stores,
  environmentId: number,
  list: ChangeListName,
  query: ChangesQuery,
  given: Omit<ChangeFilters, 'modifiedSince'>,
  read: (filters: ChangeFilters, start: ChangePosition) => Promise<ChangesRead<R>>,
  json: ChangesJsonPage<R, P>,
): Promise<P> {
  const filters = { ...given, modifiedSince: query.modifiedSince === undefined ? null : canonicalInstant(query.modifiedSince) };
  const start = await startOfChanges(db, environmentId, list, { cursor: query.cursor, filters });
  const { rows, next, xmax } = await read(start.filters, start.position);
  assertCursorOfThisDatabase(start.position, xmax);
  const cursor = await encodeCursor(db, environmentId, list, start.filters, next);
  return json.page(rows.map(json.serialise).join(','), cursor);
}

/** A page of the environment's projects in the order they were last written (of one status, modified since). */
export function environmentProjectChanges<C extends ProjectColumn, P>(
  stores: Stores,
  environmentId: number,
  query: { status?: ProjectStatus | undefined; columns: readonly C[] } & ChangesQuery,
  json: ChangesJsonPage<Pick<ProjectRow, C | 'id'>, P>,
): Promise<P> {
  return changesPage(
    stores,
    environmentId,
    'projects',
    query,
    { status: query.status ?? null, projectId: null },
    (filters, after) =>
      listProjectChanges(
        stores.db,
        {
          environmentId,
          status: (filters.status as ProjectStatus | null) ?? undefined,
          modifiedSince: filters.modifiedSince ?? undefined,
        },
        after,
        query.limit,
        query.columns,
      ),
    json,
  );
}

/** A page of the environment's benchmark snapshots in the order they were written (of one project, created since). */
export function environmentSnapshotChanges<P>(
  stores: Stores,
  environmentId: number,
  query: { projectId?: number | undefined } & ChangesQuery,
  json: ChangesJsonPage<SnapshotRow, P>,
): Promise<P> {
  return changesPage(
    stores,
    environmentId,
    'benchmarks',
    query,
    { status: null, projectId: query.projectId ?? null },
    async (filters, after) => {
      // A project named by the request or carried by the cursor must be the environment's (404 otherwise).
      const projectId = filters.projectId === null ? undefined : await requireEnvironmentProject(stores, environmentId, filters.projectId);
      return listSnapshotChanges(
        stores.db,
        { environmentId, projectId, createdSince: filters.modifiedSince ?? undefined },
        after,
        query.limit,
      );
    },
    json,
  );
}

/** A page of the environment's reports in the order they were last written (modified since). */
export function environmentReportChanges<P>(
  stores: Stores,
  environmentId: number,
  query: ChangesQuery,
  json: ChangesJsonPage<ReportRow, P>,
): Promise<P> {
  return changesPage(
    stores,
    environmentId,
    'reports',
    query,
    { status: null, projectId: null },
    (filters, after) =>
      listReportChanges(stores.db, { environmentId, modifiedSince: filters.modifiedSince ?? undefined }, after, query.limit),
    json,
  );
}
