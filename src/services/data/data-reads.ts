import type { ChangePosition, ChangesRead } from '../../db/changes.ts';
import {
  listSnapshotBlock,
  listSnapshotChanges,
  type SnapshotRow,
  snapshotPageIndex,
} from '../../db/repositories/benchmark-snapshots.ts';
import {
  getInterimReport,
  listReportBlock,
  listReportChanges,
  type ReportRow,
  reportPageIndex,
} from '../../db/repositories/interim-reports.ts';
import { listAppraisalLines, listRiskAssessmentSets } from '../../db/repositories/project-records.ts';
import {
  getProject,
  listProjectBlock,
  listProjectChanges,
  type ProjectColumn,
  type ProjectRow,
  projectPageIndex,
  wholeEnvironment,
} from '../../db/repositories/projects.ts';
import { NotFoundError } from '../../domain/errors.ts';
import type { ChangeRows, ListWindow, Window } from '../../domain/paging.ts';
import type { ProjectStatus } from '../../domain/projects/vocabulary.ts';
import type { InstallationSecrets } from '../../state/credentials/installation-secrets.ts';
import {
  assertCursorOfThisDatabase,
  canonicalInstant,
  type ChangeFilters,
  type ChangeListName,
  encodeCursor,
  startOfChanges,
} from './change-cursors.ts';
import { newestFirst } from '../projects/list-pages.ts';
import type { Deps } from '../deps.ts';
import { drawnToDateOf } from '../interim-reports/drawn-to-date.ts';

// The Data API's reads: whatever the key's environment holds, and nothing else (the tenant is the only
// rule, applied in the SQL); the hottest ones through the cache.

const PROJECT_NOT_FOUND = 'Project not found';

/** A window of the environment's projects, newest first (D-37), of one status when given. */
export function environmentProjectsPage<C extends ProjectColumn>(
  { db, cache }: Deps,
  environmentId: number,
  query: { status?: ProjectStatus | undefined; columns: readonly C[] },
  window: Window,
): Promise<ListWindow<Pick<ProjectRow, C | 'id'>>> {
  const { status, columns } = query;
  return newestFirst(cache, environmentId, { list: `projects|${status ?? ''}`, columns: columns.join(',') }, window, {
    index: () => projectPageIndex(db, environmentId, status),
    block: (index, block) => listProjectBlock(db, index, { environmentId, status, block }, columns),
  });
}

/**
 * A project of the environment (kept in the cache: the hottest read, and every sub-resource's check that
 * the project is the environment's), or 404 "Project not found" (D-32).
 */
export async function environmentProject({ db, cache }: Deps, environmentId: number, id: number): Promise<ProjectRow> {
  const project = await cache.read('dataProject', environmentId, id, () => getProject(db, wholeEnvironment(environmentId), id));
  if (!project) throw new NotFoundError(PROJECT_NOT_FOUND);
  return project;
}

async function requireEnvironmentProject(deps: Deps, environmentId: number, id: number): Promise<number> {
  return (await environmentProject(deps, environmentId, id)).id;
}

/** The project's risk assessment sets, newest first. */
export async function environmentRiskAssessments(deps: Deps, environmentId: number, projectId: number) {
  return listRiskAssessmentSets(deps.db, environmentId, await requireEnvironmentProject(deps, environmentId, projectId));
}

/** The project's appraisal lines, in display order. */
export async function environmentAppraisalLines(deps: Deps, environmentId: number, projectId: number) {
  return listAppraisalLines(deps.db, environmentId, await requireEnvironmentProject(deps, environmentId, projectId));
}

/** What the project has drawn to date (domain/drawdowns.ts), as the Platform and the console show it. */
export async function environmentDrawnToDate(deps: Deps, environmentId: number, projectId: number) {
  return drawnToDateOf(deps.db, environmentId, await requireEnvironmentProject(deps, environmentId, projectId));
}

/** A window of the environment's benchmark snapshots, newest first; of one project (404 when not the environment's). */
export async function environmentSnapshotsPage(
  deps: Deps,
  environmentId: number,
  query: { projectId?: number | undefined },
  window: Window,
): Promise<ListWindow<SnapshotRow>> {
  const projectId =
    query.projectId === undefined ? undefined : await requireEnvironmentProject(deps, environmentId, query.projectId);
  return newestFirst(deps.cache, environmentId, { list: `snapshots|${projectId ?? ''}`, columns: '*' }, window, {
    index: () => snapshotPageIndex(deps.db, environmentId, projectId),
    block: (index, block) => listSnapshotBlock(deps.db, index, { environmentId, projectId, block }),
  });
}

/** A window of the environment's interim reports as the Data API's reports (D-48), newest first. */
export function environmentReportsPage({ db, cache }: Deps, environmentId: number, window: Window): Promise<ListWindow<ReportRow>> {
  return newestFirst(cache, environmentId, { list: 'reports', columns: '*' }, window, {
    index: () => reportPageIndex(db, environmentId),
    block: (index, block) => listReportBlock(db, index, { environmentId, block }),
  });
}

/** One interim report of the environment with its risk statuses, or 404. */
export async function environmentReport({ db }: Deps, environmentId: number, id: number) {
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

/** What a read of changes is given: its Deps, and the installation's secrets, which sign its cursors. */
export interface ChangeDeps extends Deps {
  secrets: InstallationSecrets;
}

/**
 * One page of a list of changes: where it starts (the cursor's place and filters, or the start under
 * the request's filters), its rows, and the cursor of where the next starts, under the same filters.
 */
async function changesPage<R extends { id: number }>(
  { secrets }: ChangeDeps,
  environmentId: number,
  list: ChangeListName,
  query: ChangesQuery,
  given: Omit<ChangeFilters, 'modifiedSince'>,
  read: (filters: ChangeFilters, start: ChangePosition) => Promise<ChangesRead<R>>,
): Promise<ChangeRows<R>> {
  const filters = { ...given, modifiedSince: query.modifiedSince === undefined ? null : canonicalInstant(query.modifiedSince) };
  const start = await startOfChanges(secrets, environmentId, list, { cursor: query.cursor, filters });
  const { rows, next, xmax } = await read(start.filters, start.position);
  assertCursorOfThisDatabase(start.position, xmax);
  return { rows, nextCursor: await encodeCursor(secrets, environmentId, list, start.filters, next) };
}

/** A page of the environment's projects in the order they were last written (of one status, modified since). */
export function environmentProjectChanges<C extends ProjectColumn>(
  deps: ChangeDeps,
  environmentId: number,
  query: { status?: ProjectStatus | undefined; columns: readonly C[] } & ChangesQuery,
): Promise<ChangeRows<Pick<ProjectRow, C | 'id'>>> {
  return changesPage(
    deps,
    environmentId,
    'projects',
    query,
    { status: query.status ?? null, projectId: null },
    (filters, after) =>
      listProjectChanges(
        deps.db,
        {
          environmentId,
          status: (filters.status as ProjectStatus | null) ?? undefined,
          modifiedSince: filters.modifiedSince ?? undefined,
        },
        after,
        query.limit,
        query.columns,
      ),
  );
}

/** A page of the environment's benchmark snapshots in the order they were written (of one project, created since). */
export function environmentSnapshotChanges(
  deps: ChangeDeps,
  environmentId: number,
  query: { projectId?: number | undefined } & ChangesQuery,
): Promise<ChangeRows<SnapshotRow>> {
  return changesPage(
    deps,
    environmentId,
    'benchmarks',
    query,
    { status: null, projectId: query.projectId ?? null },
    async (filters, after) => {
      // A project named by the request or carried by the cursor must be the environment's (404 otherwise).
      const projectId = filters.projectId === null ? undefined : await requireEnvironmentProject(deps, environmentId, filters.projectId);
      return listSnapshotChanges(
        deps.db,
        { environmentId, projectId, createdSince: filters.modifiedSince ?? undefined },
        after,
        query.limit,
      );
    },
  );
}

/** A page of the environment's reports in the order they were last written (modified since). */
export function environmentReportChanges(deps: ChangeDeps, environmentId: number, query: ChangesQuery): Promise<ChangeRows<ReportRow>> {
  return changesPage(
    deps,
    environmentId,
    'reports',
    query,
    { status: null, projectId: null },
    (filters, after) =>
      listReportChanges(deps.db, { environmentId, modifiedSince: filters.modifiedSince ?? undefined }, after, query.limit),
  );
}
