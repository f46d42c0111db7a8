import { allocateIds, insertRows } from '../bulk.ts';
import type { Queryable } from '../database.ts';
import { blockQuery, loadPageIndex, type PageIndex } from '../paging.ts';

// Interim reports and their risk statuses (the Data API's reports, D-48: one record, the same id).

export interface ReportRow {
  id: number;
  type: string;
  period: string;
  month: number;
  year: number;
  edition: number;
  created_date: string;
  last_modified_date: string;
  project: { id: number; name: string; project_reference: string };
}

export interface RiskStatusRow {
  id: number;
  category: string;
  description: string | null;
  legend: string | null;
  legend_colour: string | null;
  month: number;
  year: number;
}

const REPORT = `t.id, t.type, t.period, t.month, t.year, t.edition, t.created_date, t.last_modified_date,
  json_build_object('id', p.id, 'name', p.name, 'project_reference', p.project_reference) as project`;
const WITH_PROJECT = 'join projects p on p.environment_id = t.environment_id and p.id = t.project_id';

const newestFirst = (environmentId: number) => ({
  table: 'interim_reports' as const,
  filter: 't.environment_id = $1',
  params: [environmentId],
});

/** The page index of an environment's reports, to be kept until they change. */
export function reportPageIndex(db: Queryable, environmentId: number): Promise<PageIndex> {
  return loadPageIndex(db, newestFirst(environmentId));
}

/** A block of an environment's reports, newest first, ties by id (D-37), in one statement. */
export async function listReportBlock(
  db: Queryable,
  index: PageIndex,
  query: { environmentId: number; block: number },
): Promise<ReportRow[]> {
  const read = blockQuery(newestFirst(query.environmentId), index, query.block, REPORT, WITH_PROJECT);
  return read ? db.query<ReportRow>(read.sql, read.params) : [];
}

/** One report with its risk statuses in order (D-44), or null. */
export async function getReport(
  db: Queryable,
  environmentId: number,
  id: number,
): Promise<(ReportRow & { risk_statuses: RiskStatusRow[] }) | null> {
  const [row] = await db.query<ReportRow & { risk_statuses: RiskStatusRow[] }>(
    `select ${REPORT},
       coalesce((select json_agg(json_build_object('id', s.id, 'category', s.category,
                   'description', s.description, 'legend', s.legend, 'legend_colour', s.legend_colour,
                   'month', s.month, 'year', s.year) order by s.position, s.id)
                 from interim_risk_statuses s where s.report_id = t.id and s.environment_id = t.environment_id),
                '[]'::json) as risk_statuses
     from interim_reports t ${WITH_PROJECT} where t.environment_id = $1 and t.id = $2`,
    [environmentId, id],
  );
  return row ?? null;
}

export type NewReport = Omit<ReportRow, 'id' | 'project'> & {
  project_id: number;
  risk_statuses: Omit<RiskStatusRow, 'id'>[];
};

/** Reports of many projects with their risk statuses, in a few statements (the import); their ids. */
export async function insertReports(db: Queryable, environmentId: number, reports: readonly NewReport[]): Promise<number[]> {
  const ids = await allocateIds(db, 'interim_reports', reports.length);
  await insertRows(
    db,
    'interim_reports',
    [
      ['id', 'bigint'],
      ['environment_id', 'bigint'],
      ['project_id', 'bigint'],
      ['type', 'text'],
      ['period', 'text'],
      ['month', 'integer'],
      ['year', 'integer'],
      ['edition', 'integer'],
      ['created_date', 'timestamptz'],
      ['last_modified_date', 'timestamptz'],
    ],
    reports.map(({ risk_statuses: _statuses, ...report }, i) => ({ ...report, id: ids[i], environment_id: environmentId })),
  );
  await insertRows(
    db,
    'interim_risk_statuses',
    [
      ['environment_id', 'bigint'],
      ['report_id', 'bigint'],
      ['category', 'text'],
      ['description', 'text'],
      ['legend', 'text'],
      ['legend_colour', 'text'],
      ['month', 'integer'],
      ['year', 'integer'],
      ['position', 'integer'],
    ],
    reports.flatMap((report, i) =>
      report.risk_statuses.map((s, position) => ({ ...s, environment_id: environmentId, report_id: ids[i], position })),
    ),
  );
  return ids;
}
