import type { Queryable } from '../../db/database.ts';
import {
  type DocumentReportRow,
  getDocumentReport,
  type FiguresRead,
  getReportVersion,
  insertReportVersion,
  keepFirstReadFigures,
  listReports,
  listVersions,
  reportRoom,
  type StoredVersionRow,
  type VersionFigures,
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
import { placeholderTexts, readFigures, readProjectData, type SourceValue } from './document-data.ts';
import { requireProject } from '../projects/project-access.ts';
import { changeProject } from '../projects/project-change.ts';
import type { WriteDeps } from '../deps.ts';

// Document studio reports (D-26 to D-30): a save checks the
// content (D-27), fills its placeholders and sanitises its narratives (D-28, D-29), checks it against its
// template, and stores it as the report's next version with its figures (the values its data and table
// blocks read, and when: SPEC "earlier versions are never overwritten", so a version shows what it was
// saved with, however the project changes), all in one transaction of the project's unit of work (its
// row locked, the access check, an audit event DOCUMENT_REPORT_SAVED). Saving the same content again is
// how a report is refreshed with current data: a new version. Reads are for whoever may see the project.

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
    // One read of the project's data for the placeholders and the figures, so that they agree.
    const read = await readFigures(tx, env, project.id, dataSourcePaths(body.content.blocks), paths);
    const content = finishContent(body.content, placeholderTexts(read.data, paths), sanitiseNarrative);
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
      figures: read.figures,
      figuresAsOf: read.asOf,
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
  const { currency, values } = await readProjectData(db, env, project.id, [...new Set([...paths, ...dataSourcePaths(given.blocks)])]);
  const content = finishContent(given, placeholderTexts({ currency, values }, paths), sanitiseNarrative);
  checkSections(placedBlocks(content), template);
  const data = Object.fromEntries(dataSourcePaths(content.blocks).map((path) => [path, values.get(path) ?? null]));
  return { content, currency, data };
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

/** A stored version with the figures it keeps. */
export interface KeptVersion extends StoredVersionRow {
  figures: VersionFigures;
  figures_as_of: string;
  figures_read: FiguresRead;
}

/**
 * One stored version as it was saved, with its report's name, when and by whom it was saved, and the
 * figures it keeps: what `GET …/versions/{version}` answers and the PDF renders. A version saved before
 * versions kept figures is given them here, read the first time it is read, and keeps them from then on
 * (`figures_read: first_read`). 404 for a project the user may not see ("Project not found"), then for
 * a report or version the project does not have.
 */
export async function reportVersion(
  db: Queryable,
  identity: BearerIdentity,
  projectId: number,
  reportId: number,
  version: number,
): Promise<KeptVersion> {
  const project = await requireProject(db, identity, projectId, 'read');
  const row = await getReportVersion(db, identity.environmentId, project.id, reportId, version);
  if (!row) {
    const report = await getDocumentReport(db, identity.environmentId, project.id, reportId);
    throw new NotFoundError(report ? `Report ${reportId} has no version ${version}` : REPORT_NOT_FOUND);
  }
  if (row.figures) return row as KeptVersion;
  const paths = dataSourcePaths((row.content as ReportContent).blocks);
  const read = await readFigures(db, identity.environmentId, project.id, paths);
  const kept = await keepFirstReadFigures(db, identity.environmentId, row.report_id, row.version, read.figures, read.asOf);
  // Gone meanwhile: only with its project, which the user can then no longer see either.
  if (!kept?.figures) throw new NotFoundError(`Report ${reportId} has no version ${version}`);
  return { ...row, ...kept } as KeptVersion;
}
