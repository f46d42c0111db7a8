import type { Database, Queryable } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import {
  interimReportReferences,
  type InterimReportRow,
  editionsOf,
  firstInterimTemplate,
  insertInterimReport,
  listProjectInterimReports,
  type NewInterimReport,
} from '../../db/repositories/interim-reports.ts';
import { getProjectWithDevelopments, updateProjectColumns, wholeEnvironment } from '../../db/repositories/projects.ts';
import { uploadsAt } from '../../db/repositories/uploads.ts';
import { assertNoRepeats, nextFreeEdition } from '../../domain/interim-reports.ts';
import { ConflictError, InvalidInputError, NotFoundError } from '../../domain/errors.ts';
import type { BearerIdentity } from '../../domain/roles.ts';
import { requireProject } from '../projects/project-access.ts';
import { changeProject } from '../projects/project-change.ts';
import type { WriteDeps } from '../deps.ts';

// Interim (drawdown) reports (D-23): one unit of work with the
// project's row locked: the access check (a project the user may not see is 403 here, D-10), the
// duplicate edition (409), every referenced record (404 naming it), then the report with its parts,
// the comments onto the project, the environment's first interim template applied, and the event
// REPORT_UPLOADED. Any failure rolls all of it back.

/** An interim report's body (`POST /reports/drawdown`), as validated by its schema. */
export interface InterimReportInput {
  project_id: number;
  month: number;
  year: number;
  edition?: number;
  comments?: string;
  aggregate: { amount: number; surplus_shortfall?: number | null };
  facility: { facility_id: number; amount: number; surplus_shortfall?: number | null }[];
  riskStatus: { input_setting_id: number; risk_status_legend_id: number; notes?: string | null }[];
  visit?: {
    date: string;
    notes?: string | null;
    files?: { filename: string; storage_location: string; file_size?: number; mime_type?: string }[];
  };
}

/** The interim report that filing answers: the stored record's own columns, and its type. */
export type CreatedInterimReport = Pick<InterimReportRow, 'id' | 'created_date' | 'project_id' | 'month' | 'year' | 'edition' | 'template_id'> & {
  type: 'INTERIM_REPORT';
};

const DUPLICATE_EDITION = 'interim_reports_project_id_month_year_edition';

export async function createInterimReport(deps: WriteDeps, identity: BearerIdentity, body: InterimReportInput): Promise<CreatedInterimReport> {
  assertNoRepeats(body.facility, 'facility', 'facility_id');
  assertNoRepeats(body.riskStatus, 'riskStatus', 'input_setting_id');
  assertNoRepeats(body.visit?.files ?? [], 'visit.files', 'storage_location');
  const env = identity.environmentId;
  const edition = body.edition ?? 1;
  try {
    return await changeProject(
      deps,
      identity,
      body.project_id,
      async (tx, project) => {
        const taken = await editionsOf(tx, env, project.id, body.month, body.year);
        if (taken.includes(edition)) {
          throw new ConflictError(
            `edition: this project already has edition ${edition} of its ${body.month}/${body.year} report; the next free edition is ${nextFreeEdition(taken)}`,
          );
        }
        const report = await resolve(tx, env, project.id, identity.userId, body, edition);
        const templateId = await firstInterimTemplate(tx, env);
        const created = await insertInterimReport(tx, env, { ...report, template_id: templateId });
        const comments = await saveComments(tx, env, project.id, body.comments);
        return {
          result: {
            id: created.id,
            created_date: created.created_date,
            project_id: project.id,
            month: body.month,
            year: body.year,
            edition,
            template_id: templateId,
            type: 'INTERIM_REPORT' as const,
          },
          event: {
            kind: 'REPORT_UPLOADED',
            details: {
              report_id: created.id,
              month: body.month,
              year: body.year,
              edition,
              template_id: templateId,
              amount: body.aggregate.amount,
              facilities: report.facilities.length,
              risk_statuses: report.risk_statuses.length,
              visit_files: report.visit?.files.length ?? 0,
              ...(comments ? { changes: { comments } } : {}),
            },
          },
          webhook: { type: 'interim_report.created', id: created.id },
        };
      },
      { whenHidden: 'forbidden' },
    );
  } catch (err) {
    // The lock makes the check above exact among interim reports; an import racing one meets the constraint.
    if (isUniqueViolation(err, DUPLICATE_EDITION)) {
      throw new ConflictError(`edition: this project already has edition ${edition} of its ${body.month}/${body.year} report`);
    }
    throw err;
  }
}

/**
 * The report to store, every id checked against the project and its environment: a facility of the
 * project, a RISK input setting and a legend of the environment, an upload of the project. The first
 * one missing is 404 naming it; labels and colours are copied from what the ids name now.
 */
async function resolve(
  tx: Queryable,
  env: number,
  projectId: number,
  userId: number,
  body: InterimReportInput,
  edition: number,
): Promise<Omit<NewInterimReport, 'template_id'>> {
  const refs = await interimReportReferences(tx, env, projectId, {
    facilities: body.facility.map((f) => f.facility_id),
    riskSettings: body.riskStatus.map((s) => s.input_setting_id),
    legends: body.riskStatus.map((s) => s.risk_status_legend_id),
  });
  body.facility.forEach((f, i) => {
    if (!refs.facilities.has(f.facility_id)) {
      throw new NotFoundError(`facility[${i}].facility_id: facility ${f.facility_id} not found in this project`);
    }
  });
  const statuses = body.riskStatus.map((s, i) => {
    const category = refs.riskSettings.get(s.input_setting_id);
    if (category === undefined) {
      throw new NotFoundError(`riskStatus[${i}].input_setting_id: RISK input setting ${s.input_setting_id} not found in this environment`);
    }
    const legend = refs.legends.get(s.risk_status_legend_id);
    if (!legend) {
      throw new NotFoundError(
        `riskStatus[${i}].risk_status_legend_id: risk status legend ${s.risk_status_legend_id} not found in this environment`,
      );
    }
    return {
      input_setting_id: s.input_setting_id,
      risk_status_legend_id: s.risk_status_legend_id,
      category,
      legend: legend.name,
      legend_colour: legend.colour,
      description: s.notes ?? null,
    };
  });
  return {
    project_id: projectId,
    month: body.month,
    year: body.year,
    edition,
    aggregate_amount: body.aggregate.amount,
    aggregate_surplus_shortfall: body.aggregate.surplus_shortfall ?? null,
    created_by: userId,
    facilities: body.facility.map((f) => ({ facility_id: f.facility_id, amount: f.amount, surplus_shortfall: f.surplus_shortfall ?? null })),
    risk_statuses: statuses,
    visit: body.visit ? await resolveVisit(tx, env, projectId, body.visit) : null,
  };
}

/** The visit, each file an upload of the project; a size or type given must be the upload's own. */
async function resolveVisit(tx: Queryable, env: number, projectId: number, visit: NonNullable<InterimReportInput['visit']>) {
  const files = visit.files ?? [];
  const uploads = new Map(
    (await uploadsAt(tx, env, projectId, files.map((f) => f.storage_location))).map((u) => [u.storage_location, u]),
  );
  return {
    visit_date: visit.date,
    notes: visit.notes ?? null,
    files: files.map((f, i) => {
      const at = `visit.files[${i}]`;
      const upload = uploads.get(f.storage_location);
      if (!upload) throw new NotFoundError(`${at}.storage_location: no upload of this project is stored there`);
      if (f.file_size !== undefined && f.file_size !== upload.file_size) {
        throw new InvalidInputError(`${at}.file_size`, `the upload stored there has ${upload.file_size} bytes`);
      }
      if (f.mime_type !== undefined && f.mime_type !== upload.mime_type) {
        throw new InvalidInputError(`${at}.mime_type`, `the upload stored there is ${upload.mime_type}`);
      }
      return {
        upload_id: upload.id,
        filename: f.filename,
        storage_location: upload.storage_location,
        file_size: upload.file_size,
        mime_type: upload.mime_type,
      };
    }),
  };
}

/** The comments are saved onto the project (D-23); what changed, for the event (null when nothing did). */
async function saveComments(tx: Queryable, env: number, projectId: number, comments: string | undefined) {
  if (comments === undefined) return null;
  const before = (await getProjectWithDevelopments(tx, wholeEnvironment(env), projectId))!.comments;
  if (before === comments) return null;
  await updateProjectColumns(tx, env, projectId, { comments });
  return { from: before, to: comments };
}

/** `GET /projects/{projectId}/interim-reports`: for whoever may see the project, newest first. */
export async function listInterimReports(
  db: Database,
  identity: BearerIdentity,
  projectId: number,
  window: { limit: number; offset: number },
): Promise<{ items: InterimReportRow[]; total: number }> {
  const project = await requireProject(db, identity, projectId, 'read');
  return listProjectInterimReports(db, identity.environmentId, project.id, window);
}
