import Type from 'typebox';
import type { DocumentReportRow, VersionRow } from '../../db/repositories/document-reports.ts';
import type { DocumentTemplateRow } from '../../db/repositories/document-templates.ts';
import type { DataSource } from '../../domain/document-studio/catalogue.ts';
import { DocumentContent, type ReportContent } from '../../domain/document-studio/contract.ts';
import { Int, Nullable, OneOf, Text, TimestampOut } from '../../domain/json-schema.ts';
import { IdNumber, IdString, RecordId } from '../../http/ids.ts';
import type { KeptVersion } from '../../services/document-studio/document-reports.ts';
import { ProjectPathParams } from '../schemas.ts';

// The document studio's requests and answers (D-26 to D-29). Its ids are strings, as the specification
// has them (reportId, metadata.templateId); project ids in paths are the Platform's integers. The save
// answers the specification's camelCase; the reading routes the Platform's snake_case.

const ReportName = Type.String({ minLength: 1, maxLength: 200, description: 'Unique within the project; every save of it is a new version' });

export const ReportSaveBody = Type.Object(
  { reportName: ReportName, content: DocumentContent },
  { additionalProperties: false, description: 'A report’s next version: its name and its content (D-26, D-27)' },
);

export const PreviewBody = Type.Object(
  { content: DocumentContent },
  { additionalProperties: false, description: 'The content a save would take (D-27)' },
);

const PreviewValue = Type.Unknown({
  description: 'A scalar (number, text or null); a table’s rows, each keyed by the catalogue’s column keys; or a table column’s values, one per row',
});

export const ReportPreview = Type.Object({
  content: DocumentContent,
  currency: Text(3, 'ISO 4217 code of the environment’s currency, which money values are in'),
  data: Type.Record(Type.String(), PreviewValue, {
    description: 'Each data and table block’s dataSource path, with its value for the project now',
  }),
});

export const ReportSaved = Type.Object({
  reportId: IdString('The report’s id: the same for every save of its reportName in the project'),
  version: Int(1, 2_147_483_647, 'The new version: 1 for the first save, then one more each save'),
});

export const ReportPathParams = Type.Object({ ...ProjectPathParams.properties, reportId: RecordId('Report id (reportId)') });
export const VersionPathParams = Type.Object({
  ...ReportPathParams.properties,
  version: Type.Integer({ minimum: 1, maximum: 2_147_483_647, format: 'int32', description: 'Version number' }),
});

export const VERSIONS_PER_ANSWER = 100;

export const VersionsQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: VERSIONS_PER_ANSWER, format: 'int32', description: 'Versions per answer' })),
  before: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 2_147_483_647, format: 'int32', description: 'Only the versions after this one in the list (the last version of the previous answer); a number the report has no version of gives none' }),
  ),
});

export const ReportListItem = Type.Object({
  id: IdString('reportId'),
  name: Text(200, 'reportName'),
  latest_version: Int(1, 2_147_483_647),
  created_at: TimestampOut('When the first version was saved'),
  updated_at: TimestampOut('When the latest version was saved'),
});

const Author = Nullable(
  Type.Object({ id: IdNumber('User id'), name: Text(200) }, { description: 'The user who saved the version' }),
);

export const VersionItem = Type.Object({
  version: Int(1, 2_147_483_647),
  created_at: TimestampOut('When the version was saved'),
  created_by: Author,
});

const Figures = Type.Object(
  {
    as_of: TimestampOut('When the figures were read: whatever the project held at that moment is in them'),
    read: OneOf(
      ['saved', 'first_read'] as const,
      'saved: read by the save that made the version. first_read: the version was saved before versions kept their figures, ' +
        'and they were read the first time it was read afterwards (the project’s data then, not necessarily when it was saved), and kept from then on',
    ),
    currency: Text(3, 'ISO 4217 code of the currency the money values are in'),
    values: Type.Record(Type.String(), PreviewValue, {
      description: 'Each data and table block’s dataSource path, with the value the version keeps for it (what its PDF shows)',
    }),
  },
  {
    description:
      'The figures the version keeps: what its data and table blocks show, in its PDF too, however the project changes later. ' +
      'A save of the same content is a new version with the figures read then (refresh with current data).',
  },
);

export const StoredVersion = Type.Object(
  {
    report_id: IdString('reportId'),
    report_name: Text(200, 'reportName'),
    version: Int(1, 2_147_483_647),
    created_at: TimestampOut('When the version was saved'),
    created_by: Author,
    template_id: Nullable(IdString('The template it followed (metadata.templateId), if any')),
    content: DocumentContent,
    figures: Figures,
  },
  { description: 'A stored version exactly as saved: sanitised narratives, filled placeholders, the figures of its data and table blocks; it never changes' },
);

export const TemplateBody = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: 200, description: 'Unique among the environment’s document studio templates' }), content: DocumentContent },
  { additionalProperties: false },
);

export const Template = Type.Object({
  id: IdString('What a report’s content.metadata.templateId names'),
  name: Text(200),
  position: Int(0, 1_000_000, 'Order among the environment’s templates'),
  created_at: TimestampOut(),
  content: DocumentContent,
});

const VALUE_TYPES = ['text', 'number', 'currency', 'percent', 'date', 'table'] as const;

export const DataSourceEntry = Type.Object({
  path: Text(100, 'What a block’s properties.dataSource or a {{path}} placeholder names'),
  type: OneOf(VALUE_TYPES, 'The value’s type; table: rows'),
  label: Text(200, 'Its name as people read it: what a builder offers to choose, and what a figure without a title of its own is called'),
  description: Text(300),
  table: Type.Optional(Text(100, 'A table column: the table it belongs to (a data block aggregates it with a calculation)')),
  columns: Type.Optional(
    Type.Array(
      Type.Object({ key: Text(100), type: OneOf(VALUE_TYPES.slice(0, 5)), title: Text(200) }),
      { maxItems: 50, description: 'A table: its columns, which a table block’s columns name by key' },
    ),
  ),
  whole: Type.Optional(
    Type.Boolean({ description: 'A table read whole (benchmark.explanation): a data block naming it shows every column as a table, not a count' }),
  ),
});

// Answers from rows ----------------------------------------------------------------------------------

export const reportListItemOf = (row: DocumentReportRow) => ({
  id: String(row.id),
  name: row.report_name,
  latest_version: row.latest_version,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

export const versionItemOf = (row: VersionRow) => ({ version: row.version, created_at: row.created_at, created_by: row.created_by });

export const storedVersionOf = (row: KeptVersion) => ({
  report_id: String(row.report_id),
  report_name: row.report_name,
  version: row.version,
  created_at: row.created_at,
  created_by: row.created_by,
  template_id: row.template_id === null ? null : String(row.template_id),
  content: row.content as ReportContent,
  figures: { as_of: row.figures_as_of, read: row.figures_read, currency: row.figures.currency, values: row.figures.values },
});

export const templateOf = (row: DocumentTemplateRow) => ({
  id: String(row.id),
  name: row.name,
  position: row.position,
  created_at: row.created_at,
  content: row.content as ReportContent,
});

export function dataSourceEntryOf(source: DataSource) {
  if (source.kind === 'table') {
    return {
      path: source.path,
      type: 'table' as const,
      label: source.label,
      description: source.description,
      columns: source.columns.map((c) => ({ ...c })),
      ...(source.whole ? { whole: true } : {}),
    };
  }
  return {
    path: source.path,
    type: source.type,
    label: source.label,
    description: source.description,
    ...(source.kind === 'column' ? { table: source.table.path } : {}),
  };
}
