import type { Queryable } from '../../db/database.ts';
import { listProjectEvents } from '../../db/repositories/project-events.ts';
import {
  listAppraisalLines,
  listDevelopments,
  listFacilities,
  listRiskAssessmentSets,
  listScopedCostInputs,
} from '../../db/repositories/project-records.ts';
import { listInputSettings } from '../../db/repositories/settings.ts';
import {
  listProjectBlock,
  type ProjectColumn,
  type ProjectRow,
  projectPageIndex,
  searchProjects,
} from '../../db/repositories/projects.ts';
import type { Window } from '../../domain/paging.ts';
import { buildAppraisalTree } from '../../domain/projects/appraisal-tree.ts';
import type { ProjectStatus } from '../../domain/projects/vocabulary.ts';
import type { BearerIdentity } from '../../domain/roles.ts';
import { newestFirst, rowsOf } from './list-pages.ts';
import { requireProject, scopeOf } from './project-access.ts';
import type { Deps } from '../deps.ts';

// The Platform's reads of projects, for whoever may see them (src/services/projects/project-access.ts decides).

/** A page of a list of projects: its rows, and the count of every project the list holds. */
export interface ProjectsPage<R> {
  rows: R[];
  total: number;
}

/**
 * `GET /projects`: a window of the projects the caller may see, newest first (D-19), of one status, and
 * searched by name or reference, with the `columns` asked for. Pages are small and read far more often
 * than projects change: each is kept in the cache per scope, query and columns, and is the same object
 * for as long as it is kept. The whole environment, unsearched, is read from the list's page index: any
 * page in one statement.
 */
export function visibleProjectsPage<C extends ProjectColumn>(
  { db, cache }: Deps,
  identity: BearerIdentity,
  query: { status?: ProjectStatus | undefined; search?: string | undefined; columns: readonly C[] },
  window: Window,
): Promise<ProjectsPage<Pick<ProjectRow, C | 'id'>>> {
  const { status, search, columns } = query;
  const scope = scopeOf(identity);
  const env = scope.environmentId;
  const key = JSON.stringify([scope.assignedTo, window.limit, window.offset, status, search, columns]);
  return cache.read('platformProjectPage', env, key, async () => {
    if (scope.assignedTo === null && !search) {
      const list = await newestFirst(cache, env, { list: `projects|${status ?? ''}`, columns: columns.join(',') }, window, {
        index: () => projectPageIndex(db, env, status),
        block: (index, block) => listProjectBlock(db, index, { environmentId: env, status, block }, columns),
      });
      return { rows: rowsOf(list), total: list.total };
    }
    const found = await searchProjects(db, scope, { ...window, status, search }, columns);
    return { rows: found.items, total: found.total };
  });
}

/** `GET /projects/appraisals` (D-20): the APPRAISAL tree with the cost inputs of the projects the caller may see, or of one. */
export async function visibleAppraisals(db: Queryable, identity: BearerIdentity, projectId?: number) {
  if (projectId !== undefined) await requireProject(db, identity, projectId, 'read');
  const [settings, inputs] = await Promise.all([
    listInputSettings(db, identity.environmentId, 'APPRAISAL'),
    listScopedCostInputs(db, scopeOf(identity), projectId),
  ]);
  return buildAppraisalTree(settings, inputs);
}

/** A project's audit events (D-24), newest first, `limit` of them, after event `before` when given. */
export async function projectEvents(
  db: Queryable,
  identity: BearerIdentity,
  projectId: number,
  query: { limit: number; before?: number | undefined },
) {
  const project = await requireProject(db, identity, projectId, 'read');
  return listProjectEvents(db, identity.environmentId, project.id, query);
}

const RECORDS = {
  facilities: listFacilities,
  developments: listDevelopments,
  riskAssessments: listRiskAssessmentSets,
  costInputs: listAppraisalLines,
} as const;
export type ProjectRecordKind = keyof typeof RECORDS;

/** The records of one kind that a project holds, for whoever may see the project. */
export async function projectRecords(db: Queryable, identity: BearerIdentity, projectId: number, kind: ProjectRecordKind) {
  const project = await requireProject(db, identity, projectId, 'read');
  return RECORDS[kind](db, identity.environmentId, project.id);
}
