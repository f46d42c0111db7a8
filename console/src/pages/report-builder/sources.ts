import type { Block, ReportContent } from '../../../../src/domain/document-studio/contract.ts';
import { fillPlaceholders } from '../../../../src/domain/document-studio/placeholders.ts';
import type { Scalar } from '../../../../src/domain/document-studio/value-format.ts';
import type { Item } from '../../api-types.ts';
import { formatFigure } from '../../format.ts';
import type { Values } from './figure-view.tsx';

/**
 * The data-source catalogue as `GET /document-studio/data-sources` lists it, and what the builder asks
 * `POST /projects/{id}/document-studio/preview` to see the values of the report's data and table blocks
 * before a save.
 */

/** An entry of `GET /document-studio/data-sources`: a path, its type, and a table's columns or a column's table. */
export type DataSourceEntry = Item<'listDocumentDataSources'>;

/** What kind of value a path is: one value, a table column, or a table (rows). */
export type SourceKind = 'scalar' | 'column' | 'table';

export const kindOf = (entry: DataSourceEntry): SourceKind => (entry.type === 'table' ? 'table' : entry.table ? 'column' : 'scalar');

/**
 * A content whose data and table blocks name each of `paths` once, in a form the service always takes
 * (a table column with a calculation, a table with all its columns): the preview's `data` then holds the
 * value of each path, whatever state the report's own blocks are in while they are being built.
 */
export function previewContent(paths: readonly string[], catalogue: ReadonlyMap<string, DataSourceEntry>): { blocks: Block[] } {
  const blocks = paths.flatMap((path): Block[] => {
    const entry = catalogue.get(path);
    if (!entry) return [];
    switch (kindOf(entry)) {
      case 'scalar':
        return [{ type: 'data', properties: { dataSource: path } }];
      case 'column':
        return [{ type: 'data', properties: { dataSource: path, calculation: 'count' } }];
      case 'table':
        return [{ type: 'table', properties: { dataSource: path, columns: (entry.columns ?? []).map((c) => ({ key: c.key, title: c.title })) } }];
    }
  });
  return { blocks };
}

/** The distinct data sources the data and table blocks name (the builder's, or a stored version's), sorted (the preview's key). */
export function sourcePaths(blocks: readonly Block[]): string[] {
  const paths = new Set<string>();
  const visit = (list: readonly Block[]) => {
    for (const block of list) {
      if ((block.type === 'data' || block.type === 'table') && block.properties?.dataSource) paths.add(block.properties.dataSource);
      if (block.children) visit(block.children);
    }
  };
  visit(blocks);
  return [...paths].sort();
}

/** A `{{path}}` placeholder as the content stores it. */
const PLACEHOLDER = /\{\{\s*([\w.-]+)\s*\}\}/g;
/** A name in square brackets as the builder shows a placeholder: `[Project name]`. */
const BRACKETED = /\[([^[\]<>]{1,200})\]/g;

const scalarsOf = (catalogue: readonly DataSourceEntry[]) => catalogue.filter((e) => kindOf(e) === 'scalar');

/**
 * Text as the builder shows it: each `{{path}}` placeholder by its source's name in square brackets
 * (`{{project.name}}` → `[Project name]`), which the writer reads and types; one the catalogue does not
 * name stays as it is, for the service to refuse by its path.
 */
export function placeholdersInWords(text: string, catalogue: readonly DataSourceEntry[]): string {
  const labels = new Map(scalarsOf(catalogue).map((e) => [e.path, e.label]));
  return text.replace(PLACEHOLDER, (whole, path: string) => {
    const label = labels.get(path);
    return label ? `[${label}]` : whole;
  });
}

/** Text as the content stores it: a source's name in square brackets is its `{{path}}` placeholder (any other bracket stays). */
export function placeholdersAsPaths(text: string, catalogue: readonly DataSourceEntry[]): string {
  const paths = new Map(scalarsOf(catalogue).map((e) => [e.label.toLowerCase(), e.path]));
  return text.replace(BRACKETED, (whole, label: string) => {
    const path = paths.get(label.trim().toLowerCase());
    return path ? `{{${path}}}` : whole;
  });
}

/** The section the live preview adds to read its placeholders' values, which it does not show. */
const PLACEHOLDER_SECTION = 'live-preview-placeholders';

/**
 * The content the live preview sends: the report's, no section required (one still being written is
 * the save's to refuse, not the preview's), and a section of one data block per scalar source its
 * placeholders name, so that the answer holds each placeholder's value (the preview itself leaves
 * placeholders as they are until a save fills them).
 */
export function withPlaceholderSources(report: ReportContent, catalogue: readonly DataSourceEntry[]): ReportContent {
  const optional = (blocks: readonly Block[]): Block[] =>
    blocks.map(({ children, ...block }) => ({
      ...block,
      ...(block.properties?.required ? { properties: { ...block.properties, required: undefined } } : {}),
      ...(children ? { children: optional(children) } : {}),
    }));
  const content = { ...report, blocks: optional(report.blocks) };
  const scalars = new Set(scalarsOf(catalogue).map((e) => e.path));
  const paths = new Set<string>();
  const visit = (blocks: readonly Block[]) => {
    for (const block of blocks) {
      for (const [, path] of (block.content ?? '').matchAll(PLACEHOLDER)) if (scalars.has(path!)) paths.add(path!);
      if (block.children) visit(block.children);
    }
  };
  visit(content.blocks);
  if (paths.size === 0) return content;
  const section: Block = { type: 'section', properties: { sectionId: PLACEHOLDER_SECTION }, children: [...paths].map((path) => ({ type: 'data', properties: { dataSource: path } })) };
  return { ...content, blocks: [...content.blocks, section] };
}

/** The report's blocks as a save would store them: the placeholders filled with their values (the catalogue's types, the preview's currency), the added section gone. */
export function filledBlocks(blocks: readonly Block[], values: Values | null, catalogue: readonly DataSourceEntry[]): Block[] {
  const types = new Map(scalarsOf(catalogue).map((e) => [e.path, e.type]));
  const filled = new Map<string, string>();
  for (const [path, value] of values?.data ?? []) {
    const type = types.get(path);
    if (type && type !== 'table' && !Array.isArray(value)) filled.set(path, formatFigure(value as Scalar, type, values!.currency));
  }
  const fill = (list: readonly Block[]): Block[] =>
    list.map((block) => ({
      ...block,
      ...(block.content ? { content: fillPlaceholders(block.content, block.type, filled) } : {}),
      ...(block.children ? { children: fill(block.children) } : {}),
    }));
  return fill(blocks.filter((b) => b.properties?.sectionId !== PLACEHOLDER_SECTION));
}
