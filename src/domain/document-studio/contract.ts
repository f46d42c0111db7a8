import Type from 'typebox';
import { OneOf, Text } from '../json-schema.ts';
import {
  BLOCK_TYPES,
  type Calculation,
  type BlockType,
  CALCULATIONS,
  FORMATS,
  LIST_TYPES,
  type ListType,
  MAX_BLOCKS,
  MAX_NESTING,
  REPORT_TYPES,
  type ReportType,
  TEXT_ALIGNS,
  type TextAlign,
  type ValueFormat,
} from './vocabulary.ts';

/**
 * A document studio report's content (D-27): blocks, each with
 * its type, text, properties and (sections only) children, and the report's metadata. The JSON Schema
 * below is the one contract: the save route's body schema, the template route's, and what the OpenAPI
 * document publishes, so that a client can validate a report before it sends it. What a schema cannot
 * say (unique section ids, children only on sections, the catalogue, nesting, counts, CSS values) is in
 * rules.ts.
 */


// The limits are stated with the vocabulary, which the console reads too (it has no use for the schema).
export { MAX_BLOCKS, MAX_NESTING };
/** A block's text: a narrative's HTML, a list's items, a title. The raw body limit (REPORT_MAX_BYTES) bounds it first. */
export const MAX_CONTENT_CHARS = 1_048_576;
export const MAX_COLUMNS = 50;

export interface Column {
  key: string;
  title: string;
  format?: ValueFormat;
}

export interface BlockProperties {
  sectionId?: string;
  title?: string;
  required?: boolean;
  fontSize?: string;
  textAlign?: TextAlign;
  color?: string;
  dataSource?: string;
  format?: ValueFormat;
  calculation?: Calculation;
  columns?: Column[];
  listType?: ListType;
}

export interface Block {
  type: BlockType;
  content?: string;
  properties?: BlockProperties;
  children?: Block[];
}

export interface Metadata {
  templateId?: string;
  reportType?: ReportType;
  author?: string;
  lastModified?: string;
}

export interface ReportContent {
  blocks: Block[];
  metadata?: Metadata;
}

const ColumnSchema = Type.Object(
  {
    key: Type.String({ minLength: 1, maxLength: 100, description: 'A column of the table’s data source (GET /document-studio/data-sources)' }),
    title: Text(200, 'The column’s heading'),
    format: Type.Optional(OneOf(FORMATS, 'How the column’s values are shown; default: the column’s own type')),
  },
  { additionalProperties: false },
);

const PropertiesSchema = Type.Object(
  {
    sectionId: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'The section’s id, unique in the report; a template’s sections are matched by it' })),
    title: Type.Optional(Text(500, 'Display title')),
    required: Type.Optional(Type.Boolean({ description: 'The block must have content (templates, D-29)' })),
    fontSize: Type.Optional(Type.String({ maxLength: 20, description: 'A CSS length, e.g. 12px, 1.2em, 11pt' })),
    textAlign: Type.Optional(OneOf(TEXT_ALIGNS)),
    color: Type.Optional(Type.String({ maxLength: 30, description: 'A hex colour (#1f2937, #fff) or a CSS colour name' })),
    dataSource: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'A path of the data-source catalogue (data and table blocks)' })),
    format: Type.Optional(OneOf(FORMATS)),
    calculation: Type.Optional(OneOf(CALCULATIONS, 'Data block: aggregates a table column (count: a table’s rows); table block: a total row of its currency and number columns')),
    columns: Type.Optional(Type.Array(ColumnSchema, { minItems: 1, maxItems: MAX_COLUMNS, description: 'Table block: the columns shown' })),
    listType: Type.Optional(OneOf(LIST_TYPES)),
  },
  { additionalProperties: false, description: 'All optional' },
);

/** The id under which the block schema is shared: a block's children are blocks. */
export const BLOCK_SCHEMA_ID = 'DocumentBlock';
const BlockRef = Type.Unsafe<Block>({ $ref: `${BLOCK_SCHEMA_ID}#` });

/**
 * One content block, a shared schema (registered on the listener by its `$id`, as the OpenAPI
 * document's `components.schemas.DocumentBlock`), since a section's children are blocks.
 */
export const DocumentBlock = Type.Unsafe<Block>({
  $id: BLOCK_SCHEMA_ID,
  type: 'object',
  description:
    'A content block. narrative content is HTML, sanitised by the service (D-28); title and list content is plain text (a list: one item per line). Only section blocks have children.',
  required: ['type'],
  additionalProperties: false,
  properties: {
    type: OneOf(BLOCK_TYPES),
    content: Type.String({ maxLength: MAX_CONTENT_CHARS, description: 'Text of title, narrative and list blocks; {{path}} placeholders are filled at save time' }),
    properties: PropertiesSchema,
    children: { type: 'array', items: BlockRef, maxItems: MAX_BLOCKS, description: 'Section blocks only' },
  },
});

export const MetadataSchema = Type.Object(
  {
    templateId: Type.Optional(Type.String({ maxLength: 19, description: 'The id of the document studio template the report follows (D-29)' })),
    reportType: Type.Optional(OneOf(REPORT_TYPES)),
    author: Type.Optional(Text(200)),
    lastModified: Type.Optional(Text(40, 'As the client keeps it, e.g. an ISO 8601 timestamp')),
  },
  { additionalProperties: false },
);

/** `content` of a save and of a template: the blocks and the metadata. */
export const DocumentContent = Type.Object(
  {
    blocks: Type.Array(BlockRef, { maxItems: MAX_BLOCKS, description: `At most ${MAX_BLOCKS} blocks in all, nested at most ${MAX_NESTING} deep` }),
    metadata: Type.Optional(MetadataSchema),
  },
  { additionalProperties: false },
);
