import { InvalidInputError } from '../errors.ts';
import { dataSourceOf } from './catalogue.ts';
import { type Block, MAX_BLOCKS, MAX_NESTING, type ReportContent } from './contract.ts';
import { isColour, isCssLength } from './css.ts';
import { TEXT_BLOCKS } from './vocabulary.ts';

/**
 * The rules of D-27 that a JSON Schema cannot state, checked on content that already fits the schema
 * (contract.ts): unique section ids, children only on sections, data sources from the catalogue and the
 * properties that go with them, CSS values, nesting and the number of blocks. Each failure is an
 * InvalidInputError naming the block's path, e.g. `content.blocks[3].children[0].properties.dataSource`.
 */

/** A block with where it is: its path in the request and its depth (a top-level block is at 1). */
export interface PlacedBlock {
  block: Block;
  path: string;
  depth: number;
}

/** Every block in document order (a section, then its children), without recursion. */
export function placedBlocks(content: ReportContent, root = 'content'): PlacedBlock[] {
  const out: PlacedBlock[] = [];
  const stack: PlacedBlock[] = [];
  const push = (blocks: Block[], at: string, depth: number) => {
    for (let i = blocks.length - 1; i >= 0; i--) stack.push({ block: blocks[i]!, path: `${at}[${i}]`, depth });
  };
  push(content.blocks, `${root}.blocks`, 1);
  while (stack.length > 0) {
    const placed = stack.pop()!;
    out.push(placed);
    if (placed.block.children) push(placed.block.children, `${placed.path}.children`, placed.depth + 1);
  }
  return out;
}

/**
 * A body nested deeper than `maxDepth` objects and arrays, anywhere, is refused before anything walks it
 * recursively (the schema validator does): the path of the first value too deep. Walks without recursion.
 */
export function assertJsonDepth(value: unknown, maxDepth: number, root = ''): void {
  const stack: [unknown, string, number][] = [[value, root, 0]];
  while (stack.length > 0) {
    const [current, path, depth] = stack.pop()!;
    if (typeof current !== 'object' || current === null) continue;
    if (depth >= maxDepth) {
      throw new InvalidInputError(path || '(root)', `is nested deeper than a report can be (${MAX_NESTING} blocks)`);
    }
    if (Array.isArray(current)) {
      current.forEach((item, i) => stack.push([item, `${path}[${i}]`, depth + 1]));
    } else {
      for (const [name, member] of Object.entries(current)) stack.push([member, path ? `${path}.${name}` : name, depth + 1]);
    }
  }
}

/**
 * How deep a valid report's JSON is at most: per block level, the block, its `children` array, and
 * within a block `properties.columns[i]` three more; with `content` and the body around them.
 */
export const MAX_JSON_DEPTH = 2 * MAX_NESTING + 8;


/** Which blocks may carry a property that belongs to some block types only. */
const PROPERTY_OWNERS: Record<string, readonly string[]> = {
  dataSource: ['data', 'table'],
  calculation: ['data', 'table'],
  columns: ['table'],
  listType: ['list'],
};

export interface ContentRules {
  /** A template's content: `metadata.templateId` has no meaning there. */
  template: boolean;
}

/**
 * Checks D-27's rules on content that fits the schema; answers its blocks in document order. The first
 * broken rule is thrown, naming its path.
 */
export function checkContent(content: ReportContent, rules: ContentRules, root = 'content'): PlacedBlock[] {
  if (rules.template && content.metadata?.templateId !== undefined) {
    throw new InvalidInputError(`${root}.metadata.templateId`, 'a template does not follow another template');
  }
  const blocks = placedBlocks(content, root);
  const sections = new Map<string, string>();
  for (const [index, placed] of blocks.entries()) {
    const { block, path, depth } = placed;
    if (index >= MAX_BLOCKS) throw new InvalidInputError(path, `is block ${index + 1}; a report holds at most ${MAX_BLOCKS} blocks`);
    if (depth > MAX_NESTING) throw new InvalidInputError(path, `is nested ${depth} deep; blocks nest at most ${MAX_NESTING} deep`);
    if (block.children !== undefined && block.type !== 'section') {
      throw new InvalidInputError(`${path}.children`, `only section blocks have children; this is a ${block.type} block`);
    }
    if (block.content !== undefined && !TEXT_BLOCKS.has(block.type)) {
      throw new InvalidInputError(`${path}.content`, `only title, narrative and list blocks have text; this is a ${block.type} block`);
    }
    const props = block.properties ?? {};
    for (const [name, owners] of Object.entries(PROPERTY_OWNERS)) {
      if ((props as Record<string, unknown>)[name] !== undefined && !owners.includes(block.type)) {
        throw new InvalidInputError(`${path}.properties.${name}`, `belongs to ${owners.join(' and ')} blocks only; this is a ${block.type} block`);
      }
    }
    if (props.sectionId !== undefined) {
      const first = sections.get(props.sectionId);
      if (first !== undefined) {
        throw new InvalidInputError(`${path}.properties.sectionId`, `"${props.sectionId}" is already the id of ${first}; section ids are unique in a report`);
      }
      sections.set(props.sectionId, path);
    }
    if (props.color !== undefined && !isColour(props.color)) {
      throw new InvalidInputError(`${path}.properties.color`, 'must be a hex colour (#rgb, #rrggbb) or a CSS colour name such as navy');
    }
    if (props.fontSize !== undefined && !isCssLength(props.fontSize)) {
      throw new InvalidInputError(`${path}.properties.fontSize`, 'must be a CSS length such as 12px, 1.2em, 11pt or 120%');
    }
    if (block.type === 'data') checkDataBlock(placed);
    if (block.type === 'table') checkTableBlock(placed);
  }
  return blocks;
}

const CATALOGUE_HINT = 'GET /document-studio/data-sources lists them';

function sourceOf({ block, path }: PlacedBlock) {
  const name = block.properties?.dataSource;
  if (name === undefined) throw new InvalidInputError(`${path}.properties.dataSource`, `is required on a ${block.type} block`);
  const source = dataSourceOf(name);
  if (!source) throw new InvalidInputError(`${path}.properties.dataSource`, `"${name}" is not a path of the data-source catalogue (${CATALOGUE_HINT})`);
  return source;
}

/**
 * A data block shows one value: a project field, a table column aggregated, or a table's row count; or,
 * naming a table read whole (benchmark.explanation), that table, with no calculation.
 */
function checkDataBlock(placed: PlacedBlock): void {
  const source = sourceOf(placed);
  const calculation = placed.block.properties?.calculation;
  const at = `${placed.path}.properties.calculation`;
  if (source.kind === 'scalar' && calculation !== undefined) {
    throw new InvalidInputError(at, `applies to a table column or a table; "${source.path}" is one value`);
  }
  if (source.kind === 'column' && calculation === undefined) {
    throw new InvalidInputError(at, `is required: "${source.path}" is a table column, which a data block aggregates (sum, avg, min, max or count)`);
  }
  if (source.kind === 'table' && source.whole) {
    if (calculation !== undefined) throw new InvalidInputError(at, `does not apply: "${source.path}" is shown whole, as a table`);
    return;
  }
  if (source.kind === 'table' && calculation !== 'count') {
    throw new InvalidInputError(at, `must be count: "${source.path}" is a table, whose rows a data block can only count`);
  }
}

/** A table block shows a table's rows, in the columns it names; a calculation adds a total row of its figures. */
function checkTableBlock(placed: PlacedBlock): void {
  const { block, path } = placed;
  const source = sourceOf(placed);
  if (source.kind !== 'table') {
    throw new InvalidInputError(`${path}.properties.dataSource`, `"${source.path}" is not a table; a table block shows rows (${CATALOGUE_HINT})`);
  }
  const columns = block.properties?.columns;
  if (columns === undefined) throw new InvalidInputError(`${path}.properties.columns`, 'is required on a table block');
  const known = source.columns.map((c) => c.key);
  columns.forEach((column, i) => {
    if (!known.includes(column.key)) {
      throw new InvalidInputError(`${path}.properties.columns[${i}].key`, `"${column.key}" is not a column of ${source.path} (${known.join(', ')})`);
    }
  });
}
