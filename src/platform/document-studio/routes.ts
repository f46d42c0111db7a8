import Type from 'typebox';
import type { AppContext } from '../../context.ts';
import { catalogue } from '../../domain/document-studio/catalogue.ts';
import { DocumentBlock, MAX_BLOCKS, MAX_NESTING } from '../../domain/document-studio/contract.ts';
import { assertJsonDepth, MAX_JSON_DEPTH } from '../../domain/document-studio/rules.ts';
import { LIMITS } from '../../domain/limits.ts';
import type { Listener } from '../../http/listener.ts';
import { previewReport, projectReports, reportVersion, reportVersions, saveReport } from '../../services/document-studio/document-reports.ts';
import { createDocumentTemplate, documentTemplates } from '../../services/document-studio/document-templates.ts';
import { bearerSecurity, platformErrors, ProjectPathParams } from '../schemas.ts';
import {
  DataSourceEntry,
  dataSourceEntryOf,
  PreviewBody,
  ReportPreview,
  ReportListItem,
  reportListItemOf,
  ReportPathParams,
  ReportSaveBody,
  ReportSaved,
  StoredVersion,
  storedVersionOf,
  Template,
  TemplateBody,
  templateOf,
  VersionItem,
  versionItemOf,
  VersionPathParams,
  VersionsQuery,
  VERSIONS_PER_ANSWER,
} from './schemas.ts';

const tags = ['document-studio'];
const security = bearerSecurity;
/** What a content write may answer besides success: its rules (400), access (403, 404), room (409), size (413), type (415). */
const CONTENT_WRITE_ERRORS = [400, 403, 404, 409, 413, 415] as const;

/**
 * The document studio (D-26 to D-30): reports saved as
 * versions, read back, templates and the data-source catalogue. Registered behind the bearer check and
 * the rate limit.
 */
export function documentStudioRoutes(app: Listener, ctx: AppContext): void {
  app.addSchema(DocumentBlock);
  reportRoutes(app, ctx);
  previewRoute(app, ctx);
  templateRoutes(app, ctx);
}

/** How a body of content (a report's or a template's) is bounded, and the rule in words for its description. */
function contentRules(ctx: AppContext) {
  return {
    limits: {
      // D-27: the size is checked on the raw bytes, before the body is parsed (413).
      bodyLimit: ctx.config.reportMaxBytes,
      // Before the schema's validator walks the body recursively: no body nested deeper than a report can be.
      preValidation: async (request: { body: unknown }) => assertJsonDepth(request.body, MAX_JSON_DEPTH),
    },
    sizeRule:
      `The body may be at most ${ctx.config.reportMaxBytes} bytes (REPORT_MAX_BYTES; larger: 413, nothing read further), ` +
      `hold at most ${MAX_BLOCKS} blocks nested at most ${MAX_NESTING} deep.`,
  };
}

/** A report's content checked and shown as a save would store it, with its blocks' values. */
function previewRoute(app: Listener, ctx: AppContext): void {
  const { limits: contentLimits, sizeRule } = contentRules(ctx);
  app.post(
    '/projects/:projectId/document-studio/preview',
    {
      schema: {
        tags,
        operationId: 'previewDocumentReport',
        summary: 'What a save would store, and the values of its data and table blocks, storing nothing',
        description:
          `Every rule of a save (D-27 to D-29, the same 400s naming the block’s path or listing the required sections without content), narratives sanitised and {{path}} placeholders filled; ` +
          `answers that content, the environment’s currency and each data and table block’s dataSource with its value for the project now (what the PDF would show). ` +
          `Nothing is stored and no event recorded. ${sizeRule} Whoever may see the project (a VIEWER too); a project the user may not see 404.`,
        security,
        params: ProjectPathParams,
        body: PreviewBody,
        response: { 200: ReportPreview, ...platformErrors(400, 404, 413, 415) },
      },
      ...contentLimits,
    },
    async (request) => previewReport(ctx.db, request.identity, request.params.projectId, request.body.content),
  );
}

const KEPT_FIGURES =
  'The version keeps the figures its data and table blocks read now (figures in its answer), which its PDF shows however the project changes later; ' +
  'saving the same content again refreshes a report with current data, as a new version.';

const STORED_VERSION =
  'The stored content (sanitised narratives, filled placeholders), the report’s name, when and by whom the version was saved, and its figures: ' +
  'the value of each data and table block’s dataSource as read when it was saved, with that time (figures.as_of). ' +
  'A version saved before versions kept figures is given the project’s data the first time it is read, and keeps it (figures.read: first_read). ' +
  'A version never changes: the same answer, byte for byte, however many versions follow and however the project changes. An unknown report or version: 404.';

/** A project's reports: a version saved, the reports listed, their versions listed and read. */
function reportRoutes(app: Listener, ctx: AppContext): void {
  const { limits: contentLimits, sizeRule } = contentRules(ctx);
  app.post(
    '/projects/:projectId/document-studio/reports',
    {
      schema: {
        tags,
        operationId: 'saveDocumentReport',
        summary: 'Save a report’s next version (D-26 to D-30)',
        description:
          `Validates the content (D-27: the schema, then unique sectionIds, children on sections only, data sources of the catalogue, CSS values; a 400 names the block’s path, e.g. content.blocks[3].children[0].type), ` +
          `sanitises narrative HTML (D-28), fills {{path}} placeholders with the project’s data and checks the template named by content.metadata.templateId (D-29: its sections in its order, every required one with content, all missing ones listed). ` +
          `Stores it as the next version of reportName (the first save: version 1); concurrent saves each get their own number. ` +
          `${KEPT_FIGURES} ${sizeRule} ` +
          `ADMIN, or a MEMBER assigned to the project; VIEWER 403; a project the user may not see 404.`,
        security,
        params: ProjectPathParams,
        body: ReportSaveBody,
        response: { 201: ReportSaved, ...platformErrors(...CONTENT_WRITE_ERRORS) },
      },
      ...contentLimits,
    },
    async (request, reply) => reply.code(201).send(await saveReport(ctx, request.identity, request.params.projectId, request.body)),
  );

  app.get(
    '/projects/:projectId/document-studio/reports',
    {
      schema: {
        tags,
        operationId: 'listDocumentReports',
        summary: 'The project’s document studio reports, the latest saved first (D-26)',
        description: 'Each report’s id (reportId), name, latest version and when it was created and last saved. Any role that may see the project.',
        security,
        params: ProjectPathParams,
        response: { 200: Type.Array(ReportListItem, { maxItems: LIMITS.documentReportsPerProject }), ...platformErrors(400, 404) },
      },
    },
    async (request) => (await projectReports(ctx.db, request.identity, request.params.projectId)).map(reportListItemOf),
  );

  app.get(
    '/projects/:projectId/document-studio/reports/:reportId/versions',
    {
      schema: {
        tags,
        operationId: 'listDocumentReportVersions',
        summary: 'A report’s versions, newest first (D-26)',
        description: `Each version’s number, when it was saved and by whom; limit per answer (default ${VERSIONS_PER_ANSWER}), before=<the last version of the previous answer> for older ones. A report the project does not have: 404.`,
        security,
        params: ReportPathParams,
        querystring: VersionsQuery,
        response: { 200: Type.Array(VersionItem, { maxItems: 500 }), ...platformErrors(400, 404) },
      },
    },
    async (request) => {
      const { projectId, reportId } = request.params;
      const page = { limit: request.query.limit ?? VERSIONS_PER_ANSWER, before: request.query.before };
      return (await reportVersions(ctx.db, request.identity, projectId, reportId, page)).map(versionItemOf);
    },
  );

  app.get(
    '/projects/:projectId/document-studio/reports/:reportId/versions/:version',
    {
      schema: {
        tags,
        operationId: 'getDocumentReportVersion',
        summary: 'One version of a report, as it was saved (D-26)',
        description: STORED_VERSION,
        security,
        params: VersionPathParams,
        response: { 200: StoredVersion, ...platformErrors(400, 404) },
      },
    },
    async (request) => {
      const { projectId, reportId, version } = request.params;
      return storedVersionOf(await reportVersion(ctx.db, request.identity, projectId, reportId, version));
    },
  );
}

/** The environment's templates (listed, and one added by an ADMIN) and the data-source catalogue. */
function templateRoutes(app: Listener, ctx: AppContext): void {
  const { limits: contentLimits, sizeRule } = contentRules(ctx);
  app.get(
    '/document-studio/templates',
    {
      schema: {
        tags,
        operationId: 'listDocumentTemplates',
        summary: 'The environment’s document studio templates (D-8, D-29)',
        description:
          'Every role. A report follows a template by naming its id in content.metadata.templateId: the template’s sections (blocks with a sectionId) then keep its order, and its required ones need content.',
        security,
        response: { 200: Type.Array(Template, { maxItems: LIMITS.documentTemplatesPerEnvironment }), ...platformErrors() },
      },
    },
    async (request) => (await documentTemplates(ctx.db, request.identity)).map(templateOf),
  );

  app.post(
    '/document-studio/templates',
    {
      schema: {
        tags,
        operationId: 'createDocumentTemplate',
        summary: 'Add a document studio template (ADMIN, D-26, D-29)',
        description:
          `Content as a report’s, with the same rules (D-27), sanitising (D-28), and placeholders that must name the catalogue (they stay placeholders until a report is saved); required sections may be empty. ` +
          `A name the environment’s templates have already: 409. ${sizeRule} MEMBER and VIEWER: 403.`,
        security,
        body: TemplateBody,
        response: { 201: Template, ...platformErrors(...CONTENT_WRITE_ERRORS) },
      },
      ...contentLimits,
    },
    async (request, reply) => reply.code(201).send(templateOf(await createDocumentTemplate(ctx.db, request.identity, request.body))),
  );

  app.get(
    '/document-studio/data-sources',
    {
      schema: {
        tags,
        operationId: 'listDocumentDataSources',
        summary: 'The data-source catalogue: every dataSource path with its type (D-26)',
        description:
          'Project fields and the latest benchmark (one value each: data blocks and {{path}} placeholders), tables (rows: table blocks, whose columns name the table’s column keys) and table columns (table.column: a data block aggregates one with a calculation). A table marked whole (benchmark.explanation, D-58) is shown by a data block as a table of all its columns. Every role.',
        security,
        response: { 200: Type.Array(DataSourceEntry, { maxItems: 200 }), ...platformErrors() },
      },
    },
    async () => catalogue().map(dataSourceEntryOf),
  );
}
