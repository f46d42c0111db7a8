import { insertRows } from '../bulk.ts';
import type { Queryable } from '../database.ts';
import { type ChangePosition, type ChangesRead, readChanges } from '../changes.ts';
import { blockQuery, loadPageIndex, type PageIndex } from '../paging.ts';

// Benchmark snapshots: the benchmarks the service computed, and history imported from elsewhere (D-17, D-21).

export interface SnapshotRow {
  id: number;
  project_id: number;
  created_date: string;
  type: 'STANDARD' | 'COMPOSITE';
  bcis: number | null;
  model_value: number | null;
  model_value_lower: number | null;
  model_value_upper: number | null;
  source_health: number | null;
  community_value: number | null;
}

const FIGURES = ['bcis', 'model_value', 'model_value_lower', 'model_value_upper', 'source_health', 'community_value'] as const;
const SNAPSHOT = `t.id, t.project_id, t.created_date, t.type, ${FIGURES.map((f) => `t.${f}`).join(', ')}`;

/** The newest-first list of an environment's snapshots, optionally of one project (D-37). */
const newestFirst = (environmentId: number, projectId: number | undefined) => ({
  table: 'benchmark_snapshots' as const,
  filter: projectId === undefined ? 't.environment_id = $1' : 't.environment_id = $1 and t.project_id = $2',
  params: projectId === undefined ? [environmentId] : [environmentId, projectId],
});

/** The page index of an environment's snapshots (of one project), to be kept until they change. */
export function snapshotPageIndex(db: Queryable, environmentId: number, projectId?: number): Promise<PageIndex> {
  return loadPageIndex(db, newestFirst(environmentId, projectId));
}

/** A block of an environment's snapshots (of one project), newest first, in one statement. */
export async function listSnapshotBlock(
  db: Queryable,
  index: PageIndex,
  query: { environmentId: number; projectId?: number | undefined; block: number },
): Promise<SnapshotRow[]> {
  const read = blockQuery(newestFirst(query.environmentId, query.projectId), index, query.block, SNAPSHOT);
  return read ? db.query<SnapshotRow>(read.sql, read.params) : [];
}

/**
 * Up to `limit` of an environment's snapshots (of one project, created at or after `createdSince`) in
 * the order they were written, after `after` (D-55, db/changes.ts).
 */
export function listSnapshotChanges(
  db: Queryable,
  query: { environmentId: number; projectId?: number | undefined; createdSince?: string | undefined },
  after: ChangePosition,
  limit: number,
): Promise<ChangesRead<SnapshotRow>> {
  const params: unknown[] = [query.environmentId];
  let filter = 't.environment_id = $1';
  if (query.projectId !== undefined) {
    params.push(query.projectId);
    filter += ` and t.project_id = $${params.length}`;
  }
  if (query.createdSince !== undefined) {
    params.push(query.createdSince);
    filter += ` and t.created_date >= $${params.length}::timestamptz`;
  }
  return readChanges(db, { table: 'benchmark_snapshots', filter, params }, after, limit, SNAPSHOT);
}

export type NewSnapshot = Omit<SnapshotRow, 'id' | FigureName> & Partial<Pick<SnapshotRow, FigureName>>;
type FigureName = (typeof FIGURES)[number];

/** Snapshots of many projects in a few statements; `origin` says whether the service computed them. */
export function insertSnapshots(
  db: Queryable,
  environmentId: number,
  origin: 'computed' | 'imported',
  snapshots: readonly NewSnapshot[],
) {
  return insertRows(
    db,
    'benchmark_snapshots',
    [
      ['environment_id', 'bigint'],
      ['project_id', 'bigint'],
      ['type', 'text'],
      ['origin', 'text'],
      ...FIGURES.map((f) => [f, 'double precision'] as const),
      ['created_date', 'timestamptz', 'now()'],
    ],
    snapshots.map((s) => ({ ...s, environment_id: environmentId, origin })),
  );
}

/** Which stored benchmark of a project a query asks for (D-21): standard, the whole composite, or one development's. */
export interface SnapshotQuery {
  type: 'STANDARD' | 'COMPOSITE';
  /** With COMPOSITE: one development's; null for the whole project. */
  developmentId: number | null;
}

/** A benchmark the service computed (D-21, D-43): its figures, and the report it answered, kept whole. */
export type ComputedSnapshot = SnapshotQuery & Pick<SnapshotRow, 'project_id' | FigureName> & { report: unknown };

/** Stores a computed snapshot; its id and time. */
export async function insertComputedSnapshot(
  db: Queryable,
  environmentId: number,
  snapshot: ComputedSnapshot,
): Promise<{ id: number; created_date: string }> {
  // A project's computed snapshots are stored in its lock (services/projects/project-change.ts), each at a later
  // millisecond than the one before: the time the history serves, to the millisecond, orders them and
  // pages them (`before`) without a tie.
  const [row] = await db.query<{ id: number; created_date: string }>(
    `insert into benchmark_snapshots
       (environment_id, project_id, development_id, type, origin, ${FIGURES.join(', ')}, report, created_date)
     values ($1, $2, $3::bigint, $4, 'computed', $5, $6, $7, $8, $9, $10, $11::jsonb,
       date_trunc('milliseconds', greatest(now(), (
         select max(created_date) + interval '1 millisecond' from benchmark_snapshots
         where environment_id = $1 and project_id = $2 and origin = 'computed'))))
     returning id, created_date`,
    [
      environmentId,
      snapshot.project_id,
      snapshot.developmentId,
      snapshot.type,
      ...FIGURES.map((f) => snapshot[f]),
      JSON.stringify(snapshot.report),
    ],
  );
  return row!;
}

/** The report of the latest snapshot the service computed for the query (never an imported one, D-21), or null. */
export async function latestComputedReport(
  db: Queryable,
  environmentId: number,
  projectId: number,
  query: SnapshotQuery,
): Promise<unknown> {
  const [row] = await db.query<{ report: unknown }>(
    `select report from benchmark_snapshots
     where environment_id = $1 and project_id = $2 and origin = 'computed' and report is not null
       and type = $3 and development_id is not distinct from $4::bigint
     order by created_date desc, id desc limit 1`,
    [environmentId, projectId, query.type, query.developmentId],
  );
  return row?.report ?? null;
}

/** One computed benchmark of a project, as its history lists it (D-59). */
export interface HistoryRow {
  computed_at: string;
  adjusted_cost_per_m2: number;
  lower_limit: number;
  upper_limit: number;
  model_version: string;
  source_health: number;
  hybrid: boolean;
  development: number | null;
}

/**
 * A project's computed benchmarks, newest first: `limit` of them, those computed before `before` (the
 * `computed_at` of the previous page's last) when given. Imported history is not the service's and is
 * not listed; the project's snapshot index serves the order.
 */
export function listBenchmarkHistory(
  db: Queryable,
  environmentId: number,
  projectId: number,
  query: { limit: number; before?: string | undefined },
): Promise<HistoryRow[]> {
  const params: unknown[] = [environmentId, projectId, query.limit];
  if (query.before !== undefined) params.push(query.before);
  return db.query<HistoryRow>(
    `select created_date as computed_at, model_value as adjusted_cost_per_m2, model_value_lower as lower_limit,
       model_value_upper as upper_limit, coalesce(report->'metadata'->>'model_version', '') as model_version,
       source_health, type = 'COMPOSITE' as hybrid, development_id as development
     from benchmark_snapshots
     where environment_id = $1 and project_id = $2 and origin = 'computed' and report is not null
       ${query.before !== undefined ? 'and created_date < $4::timestamptz' : ''}
     order by created_date desc, id desc
     limit $3`,
    params,
  );
}
