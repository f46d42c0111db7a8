import { allocateIds, insertRows } from '../bulk.ts';
import type { Queryable } from '../database.ts';
import type { ReportDrawdown } from '../../domain/drawdowns.ts';
import type { Window } from '../../domain/paging.ts';
import { type ChangePosition, type ChangesRead, readChanges } from '../changes.ts';
import { blockQuery, loadPageIndex, type PageIndex, pageWithTotal } from '../paging.ts';

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

/**
 * Up to `limit` of an environment's reports (last modified at or after `modifiedSince`) in the order they
 * were last written, after `after` (D-55, db/changes.ts). A report is written again when its risk
 * statuses change or its project is renamed (migration 0015).
 */
export function listReportChanges(
  db: Queryable,
  query: { environmentId: number; modifiedSince?: string | undefined },
  after: ChangePosition,
  limit: number,
): Promise<ChangesRead<ReportRow>> {
  const params: unknown[] = [query.environmentId];
  let filter = 't.environment_id = $1';
  if (query.modifiedSince !== undefined) {
    params.push(query.modifiedSince);
    filter += ` and t.last_modified_date >= $${params.length}::timestamptz`;
  }
  return readChanges(db, { table: 'interim_reports', filter, params }, after, limit, REPORT, WITH_PROJECT);
}

/** One report with its risk statuses in order (D-44), or null. */
export async function getInterimReport(
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
  /** What the report drew down in total; null for history imported without amounts. */
  aggregate_amount: number | null;
  aggregate_surplus_shortfall: number | null;
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
      ['aggregate_amount', 'numeric'],
      ['aggregate_surplus_shortfall', 'numeric'],
      ['created_date', 'timestamptz'],
      ['last_modified_date', 'timestamptz'],
    ],
    reports.map(({ risk_statuses: _statuses, ...report }, i) => ({ ...report, id: ids[i], environment_id: environmentId })),
  );
  await insertRiskStatuses(
    db,
    environmentId,
    reports.flatMap((report, i) => report.risk_statuses.map((s, position) => ({ ...s, report_id: ids[i]!, position }))),
  );
  return ids;
}

/** A report's risk status as stored: what it says, in its place; one filed on the Platform also names its setting and legend. */
type NewRiskStatus = Omit<RiskStatusRow, 'id'> & {
  report_id: number;
  position: number;
  input_setting_id?: number;
  risk_status_legend_id?: number;
};

/** Risk statuses of one or many reports, in a few statements. */
function insertRiskStatuses(db: Queryable, environmentId: number, statuses: readonly NewRiskStatus[]) {
  return insertRows(
    db,
    'interim_risk_statuses',
    [
      ['environment_id', 'bigint'],
      ['report_id', 'bigint'],
      ['input_setting_id', 'bigint'],
      ['risk_status_legend_id', 'bigint'],
      ['category', 'text'],
      ['description', 'text'],
      ['legend', 'text'],
      ['legend_colour', 'text'],
      ['month', 'integer'],
      ['year', 'integer'],
      ['position', 'integer'],
    ],
    statuses.map((s) => ({ ...s, environment_id: environmentId })),
  );
}

// Interim reports filed on the Platform (D-23, `POST /reports/drawdown`), with their facilities, risk
// statuses and site visit. The Platform reads them with what was sent; the Data API reads the same rows
// above (D-48).

/** What an interim report names, as found in the environment (facilities: of the project). */
export interface InterimReportReferences {
  facilities: Set<number>;
  /** RISK input settings: id → display label (a risk status's category). */
  riskSettings: Map<number, string>;
  legends: Map<number, { name: string; colour: string }>;
}

/** The facilities of the project, RISK input settings and legends of the environment among the given ids. */
export async function interimReportReferences(
  db: Queryable,
  environmentId: number,
  projectId: number,
  ids: { facilities: number[]; riskSettings: number[]; legends: number[] },
): Promise<InterimReportReferences> {
  const [row] = await db.query<{ facilities: number[]; settings: [number, string][]; legends: [number, string, string][] }>(
    `select
       coalesce((select array_agg(id) from facilities
                 where environment_id = $1 and project_id = $2 and id = any($3::bigint[])), '{}') as facilities,
       coalesce((select json_agg(json_build_array(id, input_value)) from input_settings
                 where environment_id = $1 and kind = 'RISK' and id = any($4::bigint[])), '[]') as settings,
       coalesce((select json_agg(json_build_array(id, name, colour)) from risk_status_legends
                 where environment_id = $1 and id = any($5::bigint[])), '[]') as legends`,
    [environmentId, projectId, ids.facilities, ids.riskSettings, ids.legends],
  );
  return {
    facilities: new Set(row!.facilities.map(Number)),
    riskSettings: new Map(row!.settings.map(([id, label]) => [Number(id), label])),
    legends: new Map(row!.legends.map(([id, name, colour]) => [Number(id), { name, colour }])),
  };
}

/** The environment's first interim report template (D-8 creates one with every environment), or null. */
export async function firstInterimTemplate(db: Queryable, environmentId: number): Promise<number | null> {
  const [row] = await db.query<{ id: number }>(
    `select id from templates where environment_id = $1 and kind = 'INTERIM' order by position, id limit 1`,
    [environmentId],
  );
  return row?.id ?? null;
}

/** The editions the project has for a month, in order. */
export async function editionsOf(db: Queryable, environmentId: number, projectId: number, month: number, year: number): Promise<number[]> {
  const rows = await db.query<{ edition: number }>(
    `select edition from interim_reports
     where environment_id = $1 and project_id = $2 and month = $3 and year = $4 order by edition`,
    [environmentId, projectId, month, year],
  );
  return rows.map((r) => r.edition);
}

export interface NewInterimReport {
  project_id: number;
  template_id: number | null;
  month: number;
  year: number;
  edition: number;
  aggregate_amount: number;
  aggregate_surplus_shortfall: number | null;
  created_by: number;
  facilities: { facility_id: number; amount: number; surplus_shortfall: number | null }[];
  risk_statuses: {
    input_setting_id: number;
    risk_status_legend_id: number;
    category: string;
    legend: string;
    legend_colour: string;
    description: string | null;
  }[];
  visit: {
    visit_date: string;
    notes: string | null;
    files: { upload_id: number; filename: string; storage_location: string; file_size: number; mime_type: string }[];
  } | null;
}

/**
 * One interim report with everything it holds, in the caller's transaction (the project's unit of work, its
 * row locked); its id and creation time. The time is `clock_timestamp()`, read after the project's lock
 * rather than at the transaction's start, so that a project's interim reports are created in the order their
 * ids and their REPORT_UPLOADED events say (as recordProjectChange in project-events.ts explains).
 */
export async function insertInterimReport(
  db: Queryable,
  environmentId: number,
  report: NewInterimReport,
): Promise<{ id: number; created_date: string }> {
  const [created] = await db.query<{ id: number; created_date: string }>(
    `insert into interim_reports (environment_id, project_id, template_id, month, year, edition,
       aggregate_amount, aggregate_surplus_shortfall, created_by, created_date, last_modified_date)
     select $1, $2, $3, $4, $5, $6, $7::numeric, $8::numeric, $9, at, at from (select clock_timestamp() as at) filed
     returning id, created_date`,
    [
      environmentId,
      report.project_id,
      report.template_id,
      report.month,
      report.year,
      report.edition,
      // As text: numeric takes the JSON number's digits exactly.
      String(report.aggregate_amount),
      report.aggregate_surplus_shortfall === null ? null : String(report.aggregate_surplus_shortfall),
      report.created_by,
    ],
  );
  const id = created!.id;
  await insertRows(
    db,
    'interim_report_facilities',
    [
      ['environment_id', 'bigint'],
      ['report_id', 'bigint'],
      ['project_id', 'bigint'],
      ['facility_id', 'bigint'],
      ['amount', 'numeric'],
      ['surplus_shortfall', 'numeric'],
    ],
    report.facilities.map((f) => ({ ...f, environment_id: environmentId, report_id: id, project_id: report.project_id })),
  );
  await insertRiskStatuses(
    db,
    environmentId,
    report.risk_statuses.map((s, position) => ({ ...s, report_id: id, month: report.month, year: report.year, position })),
  );
  if (report.visit) await insertSiteVisit(db, environmentId, id, report.visit);
  return created!;
}

/** An interim report's site visit and the uploads filed with it. */
async function insertSiteVisit(db: Queryable, environmentId: number, reportId: number, visit: NonNullable<NewInterimReport['visit']>) {
  const [row] = await db.query<{ id: number }>(
    'insert into site_visits (environment_id, report_id, visit_date, notes) values ($1, $2, $3::date, $4) returning id',
    [environmentId, reportId, visit.visit_date, visit.notes],
  );
  await insertRows(
    db,
    'site_visit_files',
    [
      ['environment_id', 'bigint'],
      ['visit_id', 'bigint'],
      ['upload_id', 'bigint'],
      ['filename', 'text'],
      ['storage_location', 'text'],
      ['file_size', 'bigint'],
      ['mime_type', 'text'],
    ],
    visit.files.map((f) => ({ ...f, environment_id: environmentId, visit_id: row!.id })),
  );
}

/** An interim report as the Platform shows it: what was sent, with the labels it was filed under. */
export interface InterimReportRow {
  id: number;
  created_date: string;
  project_id: number;
  month: number;
  year: number;
  edition: number;
  template_id: number | null;
  created_by: number | null;
  aggregate: { amount: number | null; surplus_shortfall: number | null };
  facility: { facility_id: number; amount: number; surplus_shortfall: number | null }[];
  riskStatus: {
    input_setting_id: number | null;
    risk_status_legend_id: number | null;
    category: string;
    legend: string | null;
    legend_colour: string | null;
    notes: string | null;
  }[];
  visit: {
    date: string | null;
    notes: string | null;
    files: { filename: string; storage_location: string; file_size: number | null; mime_type: string | null }[];
  } | null;
}

// The report with its parts in one row: numeric amounts travel as JSON numbers (read as JS numbers, as
// the drivers read numeric columns, D-3).
const DRAWDOWN = `t.id, t.created_date, t.project_id, t.month, t.year, t.edition, t.template_id, t.created_by,
  json_build_object('amount', t.aggregate_amount, 'surplus_shortfall', t.aggregate_surplus_shortfall) as aggregate,
  coalesce((select json_agg(json_build_object('facility_id', f.facility_id, 'amount', f.amount,
              'surplus_shortfall', f.surplus_shortfall) order by f.id)
            from interim_report_facilities f where f.report_id = t.id and f.environment_id = t.environment_id),
           '[]'::json) as facility,
  coalesce((select json_agg(json_build_object('input_setting_id', s.input_setting_id,
              'risk_status_legend_id', s.risk_status_legend_id, 'category', s.category, 'legend', s.legend,
              'legend_colour', s.legend_colour, 'notes', s.description) order by s.position, s.id)
            from interim_risk_statuses s where s.report_id = t.id and s.environment_id = t.environment_id),
           '[]'::json) as "riskStatus",
  (select json_build_object('date', to_char(v.visit_date, 'YYYY-MM-DD'), 'notes', v.notes,
            'files', coalesce((select json_agg(json_build_object('filename', sf.filename,
                                 'storage_location', sf.storage_location, 'file_size', sf.file_size,
                                 'mime_type', sf.mime_type) order by sf.id)
                               from site_visit_files sf where sf.visit_id = v.id and sf.environment_id = v.environment_id),
                              '[]'::json))
   from site_visits v where v.report_id = t.id and v.environment_id = t.environment_id) as visit`;

/** A page of the project's interim reports, newest first (ties by id), and how many it has. */
export function listProjectInterimReports(
  db: Queryable,
  environmentId: number,
  projectId: number,
  window: Window,
): Promise<{ items: InterimReportRow[]; total: number }> {
  return pageWithTotal<InterimReportRow>(
    db,
    {
      items: (limit, offset) => `select ${DRAWDOWN} from interim_reports t
        where t.environment_id = $1 and t.project_id = $2
        order by t.created_date desc, t.id desc limit ${limit} offset ${offset}`,
      count: 'select count(*)::int as total from interim_reports where environment_id = $1 and project_id = $2',
    },
    [environmentId, projectId],
    window,
  );
}

/** A project's interim reports' money (domain/drawdowns.ts adds it up), oldest period first. */
export function listReportDrawdowns(db: Queryable, environmentId: number, projectId: number): Promise<ReportDrawdown[]> {
  return db.query<ReportDrawdown>(
    `select r.month, r.year, r.edition, r.aggregate_amount,
       coalesce((select json_agg(json_build_object('facility_id', f.facility_id, 'amount', f.amount::float8) order by f.id)
                 from interim_report_facilities f
                 where f.environment_id = r.environment_id and f.report_id = r.id), '[]'::json) as facilities
     from interim_reports r
     where r.environment_id = $1 and r.project_id = $2
     order by r.year, r.month, r.edition, r.id`,
    [environmentId, projectId],
  );
}
