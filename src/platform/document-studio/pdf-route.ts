import type { AppContext } from '../../context.ts';
import type { Listener } from '../../http/listener.ts';
import { renderReportVersion } from '../../services/document-studio/document-report-pdf.ts';
import { bearerSecurity, platformErrors } from '../schemas.ts';
import { VersionPathParams } from './schemas.ts';

/** The PDF's answer: its bytes, and the file name a browser shows it under. */
const PdfFile = {
  description: 'The version rendered as a PDF (application/pdf), sent as it is rendered',
  content: {
    'application/pdf': {
      schema: { type: 'string', format: 'binary', maxLength: 1_073_741_824, description: 'A PDF file' },
    },
  },
  headers: {
    'Content-Disposition': {
      type: 'string',
      maxLength: 300,
      description: 'inline; filename="<the report’s name, letters, digits, _ and - only>-v<version>.pdf"',
    },
  },
};

/**
 * `GET …/versions/{version}/pdf` (D-26): a stored version as a PDF, for any role that may see the
 * project. Rendered on a worker thread (src/state/threads/report-renderer.ts) and streamed as it comes.
 */
export function documentReportPdfRoute(app: Listener, ctx: AppContext): void {
  app.get(
    '/projects/:projectId/document-studio/reports/:reportId/versions/:version/pdf',
    {
      schema: {
        tags: ['document-studio'],
        operationId: 'getDocumentReportVersionPdf',
        summary: 'One version of a report as a PDF (D-26)',
        description:
          'The version’s blocks on A4 pages: its title, sections with their headings, narratives with their emphasis, links and lists, ' +
          'data blocks and tables with the figures the version keeps (figures of GET …/versions/{version}: read when it was saved; formatted as currency in the currency they were read in, number, percent or date; ' +
          'a table’s header row on every page and, with a calculation, a total row), and on every page a footer with the report’s name, the version, ' +
          'the date it was saved and "page N of M". The same version gives the same file, byte for byte (its creation date is the version’s), however the project changes. ' +
          'Any role that may see the project; an unknown report or version: 404.',
        security: bearerSecurity,
        params: VersionPathParams,
        response: { 200: PdfFile, ...platformErrors(400, 404) },
      },
    },
    async (request, reply) => {
      const { projectId, reportId, version } = request.params;
      const pdf = await renderReportVersion(ctx, request.identity, projectId, reportId, version);
      return reply.type('application/pdf').header('content-disposition', `inline; filename="${pdf.fileName}"`).send(pdf.stream);
    },
  );
}
