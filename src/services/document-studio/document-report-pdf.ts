import type { Readable } from 'node:stream';
import type { Queryable } from '../../db/database.ts';
import { pdfFileName, type ReportBlock, type ResolvedData } from '../../domain/document-studio/pdf-layout.ts';
import type { BearerIdentity } from '../../domain/roles.ts';
import type { ReportRenderer } from '../../state/threads/report-renderer.ts';
import { reportVersion } from './document-reports.ts';

/** The rendered PDF of a stored version: its file name and its bytes as they come. */
export interface ReportPdf {
  fileName: string;
  stream: Readable;
}

/**
 * `GET …/versions/{version}/pdf` (D-26): a stored version rendered as a PDF, for whoever may see the
 * project (404 otherwise, and for a report or version the project does not have). Everything in it is
 * what the version keeps: its text, narratives and placeholders as saved, its data and table blocks with
 * the figures read when it was saved (or, for a version saved before versions kept figures, when it was
 * first read), in the currency they were read in; so the same version gives the same file, byte for
 * byte, whenever it is rendered. A user with renders under way already, or a renderer with too many
 * waiting, is refused with a throttle (429).
 */
export async function renderReportVersion(
  deps: { db: Queryable; pdf: ReportRenderer },
  identity: BearerIdentity,
  projectId: number,
  reportId: number,
  version: number,
): Promise<ReportPdf> {
  const stored = await reportVersion(deps.db, identity, projectId, reportId, version);
  const blocks = (stored.content as { blocks: ReportBlock[] }).blocks;
  const data = new Map(Object.entries(stored.figures.values) as [string, ResolvedData][]);
  const report = { name: stored.report_name, version: stored.version, createdAt: stored.created_at, currency: stored.figures.currency, blocks, data };
  // Renders are counted per user (a few at a time each, src/state/threads/report-renderer.ts).
  const stream = await deps.pdf.render(report, `${identity.environmentId}:${identity.userId}`);
  return { fileName: pdfFileName(stored.report_name, stored.version), stream };
}
