import type { Queryable } from '../../db/database.ts';
import {
  type DocumentReportRow,
  getDocumentReport,
  getReportVersion,
  insertReportVersion,
  listReports,
  listVersions,
  reportRoom,
  type StoredVersionRow,
  type VersionRow,
} from '../../db/repositories/document-reports.ts';
import { getDocumentTemplate } from '../../db/repositories/document-templates.ts';
import { finishContent } from '../../domain/document-studio/content.ts';
import type { ReportContent } from '../../domain/document-studio/contract.ts';
import { placeholderPaths } from '../../domain/document-studio/placeholders.ts';
import { checkContent, placedBlocks } from '../../domain/document-studio/rules.ts';
import { checkSections, sectionsOf, type TemplateRef } from '../../domain/document-studio/templates.ts';
import { ConflictError, InvalidInputError, NotFoundError } from '../../domain/errors.ts';
import { LIMITS } from '../../domain/limits.ts';
import type { BearerIdentity } from '../../domain/roles.ts';
import { sanitiseNarrative } from '../../external/html-sanitiser.ts';
import { dataSourcePaths } from '../../domain/document-studio/pdf-layout.ts';
import { placeholderValues, resolveDataSources, type SourceValue } from './document-data.ts';
import { requireProject } from '../projects/project-access.ts';
import { changeProject } from '../projects/project-change.ts';
import type { WriteDeps } from '../deps.ts';

// Document studio reports (D-26 to D-30): a save checks the
// content (D-27), fills its placeholders and sanitises its narratives (D-28, D-29), checks it against its
// template, and stores it as the report's next version, all in one transaction of the project's unit of
// work (its row locked, the access check, an audit event DOCUMENT_REPORT_SAVED). Reads are for whoever
// may see the project.

export interface ReportSave {
  reportName: string;
  content: ReportContent;
}

export interface SavedReport {
  reportId: string;
  version: number;
}

const REPORT_NOT_FOUND = 'Report not found';
const TEMPLATE_ID = /^[1-9][0-9]{0,15}$/;

/** The template a report names in `metadata.templateId`, or null; 400 naming it when it is no template of the environment. */
async function templateOf(tx: Queryable, environmentId: number, content: ReportContent): Promise<(TemplateRef & { id: number }) | null> {
  const given = content.metadata?.templateId;
  if (given === undefined) return null;
  const row = TEMPLATE_ID.test(given) ? await getDocumentTemplate(tx, environmentId, Number(given)) : null;
  if (!row) {
    throw new InvalidInputError('content.metadata.templateId', `"${given}" is not a document studio template of your environment (GET /document-studio/templates)`);
  }
  // Templates are checked when added; one an administrator changed before D-29's rules (kept by migration
  // 0011) may have no blocks at all, which gives no sections.
  const blocks = (row.content as Partial<ReportContent> | null)?.blocks;
  return { id: row.id, name: row.name, sections: Array.isArray(blocks) ? sectionsOf(placedBlocks({ blocks })) : [] };
}

/**
 * `POST /projects/{projectId}/document-studio/reports`: the next version of report `reportName`. The
 * content's own rules are checked before the project is locked; what depends on the project (its access,
 * the template, the placeholders' values) inside the transaction. Anything refused stores nothing.
 */
export async function saveReport(deps: WriteDeps, identity: BearerIdentity, projectId: number, body: ReportSave): Promise<SavedReport> {
  const paths = placeholderPaths(checkContent(body.content, { template: false }));
  const env = identity.environmentId;
  return changeProject(deps, identity, projectId, async (tx, project) => {
    const template = await templateOf(tx, env, body.content);
    const content = finishContent(body.content, await placeholderValues(tx, env, project.id, paths), sanitiseNarrative);
    checkSections(placedBlocks(content), template);
    const room = await reportRoom(tx, env, project.id, body.reportName);
    if (!room.exists && room.reports >= LIMITS.documentReportsPerProject) {
      throw new ConflictError(`A project holds at most ${LIMITS.documentReportsPerProject} document studio reports; this one has that many`);
    }
    const saved = await insertReportVersion(tx, env, {
      projectId: project.id,
      reportName: body.reportName,
      content,
      templateId: template?.id ?? null,
      userId: identity.userId,
    });
    return {
      result: { reportId: String(saved.report_id), version: saved.version },
      event: {
        kind: 'DOCUMENT_REPORT_SAVED',
        details: { report_id: saved.report_id, report_name: body.reportName, version: saved.version },
      },
      webhook: { type: 'document_report.version_saved', id: saved.report_id },
    };
  });
}

/** What a preview answers: the content as a save would store it, and the values its data and table blocks show now. */
export interface ReportPreview {
  content: ReportContent;
  currency: string;
  data: Record<string, SourceValue>;
}

/**
 * `POST /projects/{projectId}/document-studio/preview`: every rule of a save (D-27 to D-29), the
 * placeholders filled and the narratives sanitised, and each data and table block's source resolved, as
 * the PDF would show it; nothing is stored and no event is recorded, so that whoever may read the
 * project may preview (a VIEWER too). The same 400s as a save, so a builder learns a refusal before it
 * saves.
 */
export async function previewReport(db: Queryable, identity: BearerIdentity, projectId: number, given: ReportContent): Promise<ReportPreview> {
  const paths = placeholderPaths(checkContent(given, { template: false }));
  const project = await requireProject(db, identity, projectId, 'read');
  const env = identity.environmentId;
  const template = await templateOf(db, env, given);
  const content = finishContent(given, await placeholderValues(db, env, project.id, paths), sanitiseNarrative);
  checkSections(placedBlocks(content), template);
  const { currency, values } = await resolveDataSources(db, identity, project.id, dataSourcePaths(content.blocks));
  return { content, currency, data: Object.fromEntries(values) };
}

/** A project's reports, the latest saved first (404 for a project the user may not see). */
export async function projectReports(db: Queryable, identity: BearerIdentity, projectId: number): Promise<DocumentReportRow[]> {
  const project = await requireProject(db, identity, projectId, 'read');
  return listReports(db, identity.environmentId, project.id);
}

/** A report's versions, newest first, a page at a time. */
export async function reportVersions(
  db: Queryable,
  identity: BearerIdentity,
  projectId: number,
  reportId: number,
  page: { limit: number; before?: number | undefined },
): Promise<VersionRow[]> {
  const project = await requireProject(db, identity, projectId, 'read');
  const report = await getDocumentReport(db, identity.environmentId, project.id, reportId);
  if (!report) throw new NotFoundError(REPORT_NOT_FOUND);
  return listVersions(db, identity.environmentId, report.id, page);
}

/**
 * One stored version as it was saved, with its report's name and when and by whom it was saved: what
 * `GET …/versions/{version}` answers and the PDF renders. 404 for a project the user may not see
 * ("Project not found"), then for a report or version the project does not have.
 */
export async function reportVersion(
  db: Queryable,
  identity: BearerIdentity,
  projectId: number,
  reportId: number,
  version: number,
): Promise<StoredVersionRow> {
  const project = await requireProject(db, identity, projectId, 'read');
  const row = await getReportVersion(db, identity.environmentId, project.id, reportId, version);
  if (row) return row;
  const report = await getDocumentReport(db, identity.environmentId, project.id, reportId);
  throw new NotFoundError(report ? `Report ${reportId} has no version ${version}` : REPORT_NOT_FOUND);
}
