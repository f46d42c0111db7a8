import type { Block } from '../../../../src/domain/document-studio/contract.ts';
import type { Item } from '../../api-types.ts';

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
