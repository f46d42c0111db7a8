import type { Queryable } from '../database.ts';

// Document studio reports and their versions (D-26, D-30). A version row is never changed or deleted
// (migration 0011 makes the database refuse it); a report's latest_version only moves up. A version keeps
// the figures its data and table blocks show (migration 0019): read by its save, or, for a version saved
// before versions kept them, once, the first time it is read after that.

export interface DocumentReportRow {
  id: number;
  report_name: string;
  latest_version: number;
  created_at: string;
  updated_at: string;
}

export interface SavedVersion {
  report_id: number;
  version: number;
  created_at: string;
}

/** The figures a version keeps: the environment's currency and each dataSource path's value, as read. */
export interface VersionFigures {
  currency: string;
  values: Record<string, unknown>;
}

export interface NewVersion {
  projectId: number;
  reportName: string;
  content: unknown;
  templateId: number | null;
  userId: number;
  figures: VersionFigures;
  /** When the figures were read (the database's clock, read before them). */
  figuresAsOf: string;
}

/**
 * A new version of a report, in one statement: the report row is created at version 1 or its
 * latest_version moves up by one, which takes the row's lock until the transaction ends, so that
 * concurrent saves of one reportName (on any instance, D-4) queue there and each takes the next number
 * (D-30); then the version row is inserted with that number.
 *
 * The version is saved at `clock_timestamp()` read when the row is taken (the update's, after its lock),
 * not at `now()`, the transaction's start: saves queue on the lock in an order of their own, and read
 * after it the times go up with the version numbers. The report's `updated_at` is its latest version's
 * time, and a new report's `created_at` its first version's.
 */
export async function insertReportVersion(db: Queryable, environmentId: number, version: NewVersion): Promise<SavedVersion> {
  const [row] = await db.query<SavedVersion>(
    `with report as (
       insert into document_reports as r (environment_id, project_id, report_name, latest_version, created_at, updated_at)
       select $1, $2, $3, 1, at, at from (select clock_timestamp() as at) first_save
       on conflict (project_id, report_name)
       do update set latest_version = r.latest_version + 1, updated_at = clock_timestamp()
       returning r.id, r.latest_version, r.updated_at)
     insert into document_report_versions
       (environment_id, report_id, version, content, template_id, created_by, created_at, figures, figures_as_of, figures_read)
     select $1, report.id, report.latest_version, $4::jsonb, $5, $6, report.updated_at, $7::jsonb, $8, 'saved' from report
     returning report_id, version, created_at`,
    [
      environmentId,
      version.projectId,
      version.reportName,
      JSON.stringify(version.content),
      version.templateId,
      version.userId,
      JSON.stringify(version.figures),
      version.figuresAsOf,
    ],
  );
  return row!;
}

/** How many reports a project has, and whether one is named `reportName` (a save that adds one is bounded). */
export async function reportRoom(
  db: Queryable,
  environmentId: number,
  projectId: number,
  reportName: string,
): Promise<{ reports: number; exists: boolean }> {
  const [row] = await db.query<{ reports: number; exists: boolean }>(
    `select count(*)::int as reports, coalesce(bool_or(report_name = $3), false) as exists
     from document_reports where environment_id = $1 and project_id = $2`,
    [environmentId, projectId, reportName],
  );
  return row!;
}

const REPORT = 'id, report_name, latest_version, created_at, updated_at';

/** A project's reports, the latest saved first. */
export function listReports(db: Queryable, environmentId: number, projectId: number): Promise<DocumentReportRow[]> {
  return db.query<DocumentReportRow>(
    `select ${REPORT} from document_reports where environment_id = $1 and project_id = $2
     order by updated_at desc, id desc`,
    [environmentId, projectId],
  );
}

export async function getDocumentReport(
  db: Queryable,
  environmentId: number,
  projectId: number,
  reportId: number,
): Promise<DocumentReportRow | null> {
  const [row] = await db.query<DocumentReportRow>(
    `select ${REPORT} from document_reports where environment_id = $1 and project_id = $2 and id = $3`,
    [environmentId, projectId, reportId],
  );
  return row ?? null;
}

export interface VersionRow {
  version: number;
  created_at: string;
  /** The user who saved it; null only if that user's row is gone (users go only with their environment). */
  created_by: { id: number; name: string } | null;
}

/**
 * A report's versions, newest first (the time each was saved, ties by id): `limit` of them, those after
 * version `before` in that order when given. `before` is resolved to its place in the order here; a
 * number the report has no version of has none, and gives no versions.
 */
export function listVersions(
  db: Queryable,
  environmentId: number,
  reportId: number,
  page: { limit: number; before?: number | undefined },
): Promise<VersionRow[]> {
  const after = `and (v.created_at, v.id) < (select c.created_at, c.id from document_report_versions c
                   where c.environment_id = $1 and c.report_id = $2 and c.version = $4)`;
  return db.query<VersionRow>(
    `select v.version, v.created_at,
       case when u.id is null then null else json_build_object('id', u.id, 'name', u.name) end as created_by
     from document_report_versions v
     left join users u on u.environment_id = v.environment_id and u.id = v.created_by
     where v.environment_id = $1 and v.report_id = $2 ${page.before === undefined ? '' : after}
     order by v.created_at desc, v.id desc limit $3`,
    page.before === undefined ? [environmentId, reportId, page.limit] : [environmentId, reportId, page.limit, page.before],
  );
}

/** How a version came by its figures: read by its save, or, saved before versions kept them, at its first read. */
export type FiguresRead = 'saved' | 'first_read';

/** One stored version with its report's name: what the version route answers and the PDF renders. */
export interface StoredVersionRow extends VersionRow {
  report_id: number;
  report_name: string;
  project_id: number;
  template_id: number | null;
  content: unknown;
  /** Null only for a version saved before versions kept figures, until it is first read. */
  figures: VersionFigures | null;
  figures_as_of: string | null;
  figures_read: FiguresRead | null;
}

/**
 * Version `version` of report `reportId` of project `projectId` in the environment, or null. The
 * caller has checked that the user may see the project (src/services/projects/project-access.ts).
 */
export async function getReportVersion(
  db: Queryable,
  environmentId: number,
  projectId: number,
  reportId: number,
  version: number,
): Promise<StoredVersionRow | null> {
  const [row] = await db.query<StoredVersionRow>(
    `select r.id as report_id, r.report_name, r.project_id, v.version, v.content, v.template_id, v.created_at,
       v.figures, v.figures_as_of, v.figures_read,
       case when u.id is null then null else json_build_object('id', u.id, 'name', u.name) end as created_by
     from document_reports r
     join document_report_versions v on v.environment_id = r.environment_id and v.report_id = r.id
     left join users u on u.environment_id = v.environment_id and u.id = v.created_by
     where r.environment_id = $1 and r.project_id = $2 and r.id = $3 and v.version = $4`,
    [environmentId, projectId, reportId, version],
  );
  return row ?? null;
}

/**
 * Gives a version saved before versions kept figures the figures read for it now, once: the first of
 * concurrent readers to get here keeps its figures, and every reader then answers the kept ones. Answers
 * what the version holds afterwards (null only if the version is gone).
 */
export async function keepFirstReadFigures(
  db: Queryable,
  environmentId: number,
  reportId: number,
  version: number,
  figures: VersionFigures,
  asOf: string,
): Promise<Pick<StoredVersionRow, 'figures' | 'figures_as_of' | 'figures_read'> | null> {
  const [kept] = await db.query<Pick<StoredVersionRow, 'figures' | 'figures_as_of' | 'figures_read'>>(
    `update document_report_versions set figures = $4::jsonb, figures_as_of = $5, figures_read = 'first_read'
     where environment_id = $1 and report_id = $2 and version = $3 and figures is null
     returning figures, figures_as_of, figures_read`,
    [environmentId, reportId, version, JSON.stringify(figures), asOf],
  );
  if (kept) return kept;
  const [row] = await db.query<Pick<StoredVersionRow, 'figures' | 'figures_as_of' | 'figures_read'>>(
    `select figures, figures_as_of, figures_read from document_report_versions
     where environment_id = $1 and report_id = $2 and version = $3`,
    [environmentId, reportId, version],
  );
  return row ?? null;
}
