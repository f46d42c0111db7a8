import type { Block, BlockProperties, ReportContent } from '../../../../src/domain/document-studio/contract.ts';
import { type BlockType, MAX_BLOCKS, MAX_NESTING } from '../../../../src/domain/document-studio/vocabulary.ts';

/**
 * The report builder's document: the content contract's blocks (src/domain/document-studio/contract.ts),
 * each with a key of the page's own, so that a block keeps its editor, its focus and its refusal while it
 * moves. Every change makes a new tree (the page renders from it); `contentOf` gives back the content a
 * save takes, with nothing of the page's in it.
 */

export interface BuilderBlock {
  key: string;
  type: BlockType;
  content?: string;
  properties: BlockProperties;
  children?: BuilderBlock[];
}

/** Where a block is: the save's path to it (`content.blocks[1].children[0]`), its depth (top level: 1), and its container. */
export interface Place {
  path: string;
  depth: number;
  /** The key of the section holding it; null at the top level. */
  parent: string | null;
  index: number;
  siblings: number;
}

let lastKey = 0;
export const newKey = () => `b${++lastKey}`;

/** The stored content as the builder's blocks. */
export function builderBlocks(blocks: readonly Block[]): BuilderBlock[] {
  return blocks.map((block) => {
    const out: BuilderBlock = { key: newKey(), type: block.type, properties: { ...block.properties } };
    if (block.content !== undefined) out.content = block.content;
    if (block.type === 'section' || block.children) out.children = builderBlocks(block.children ?? []);
    return out;
  });
}

/** Properties without the members left empty (an unset select, a cleared title). */
function cleanProperties(properties: BlockProperties): BlockProperties | undefined {
  const entries = Object.entries(properties).filter(([, value]) => value !== undefined && value !== '');
  return entries.length > 0 ? (Object.fromEntries(entries) as BlockProperties) : undefined;
}

/** The blocks as the content contract has them: what a save, a preview or a template takes. */
export function contentBlocks(blocks: readonly BuilderBlock[]): Block[] {
  return blocks.map((block) => {
    const out: Block = { type: block.type };
    if (block.content !== undefined) out.content = block.content;
    const properties = cleanProperties(block.properties);
    if (properties) out.properties = properties;
    if (block.children) out.children = contentBlocks(block.children);
    return out;
  });
}

export function contentOf(blocks: readonly BuilderBlock[], metadata: ReportContent['metadata']): ReportContent {
  return metadata ? { blocks: contentBlocks(blocks), metadata } : { blocks: contentBlocks(blocks) };
}

/** Every block's place, by key, in document order. */
export function placesOf(blocks: readonly BuilderBlock[]): Map<string, Place> {
  const places = new Map<string, Place>();
  const visit = (list: readonly BuilderBlock[], at: string, depth: number, parent: string | null) => {
    list.forEach((block, index) => {
      const path = `${at}[${index}]`;
      places.set(block.key, { path, depth, parent, index, siblings: list.length });
      if (block.children) visit(block.children, `${path}.children`, depth + 1, block.key);
    });
  };
  visit(blocks, 'content.blocks', 1, null);
  return places;
}

/** Every block in document order. */
export function allBlocks(blocks: readonly BuilderBlock[]): BuilderBlock[] {
  return blocks.flatMap((block) => [block, ...allBlocks(block.children ?? [])]);
}

export const countBlocks = (blocks: readonly BuilderBlock[]) => allBlocks(blocks).length;

/** How deep the deepest block under `block` is, counting the block itself as 1. */
export function heightOf(block: BuilderBlock): number {
  return 1 + Math.max(0, ...(block.children ?? []).map(heightOf));
}

/** The tree with `change` applied to the list of blocks that `parent` holds (null: the top level). */
function inContainer(blocks: BuilderBlock[], parent: string | null, change: (list: BuilderBlock[]) => BuilderBlock[]): BuilderBlock[] {
  if (parent === null) return change(blocks);
  return blocks.map((block) => {
    if (block.key === parent) return { ...block, children: change(block.children ?? []) };
    return block.children ? { ...block, children: inContainer(block.children, parent, change) } : block;
  });
}

/** The tree with the block `key` replaced by `update`'s answer. */
export function updateBlock(blocks: BuilderBlock[], key: string, update: (block: BuilderBlock) => BuilderBlock): BuilderBlock[] {
  return blocks.map((block) => {
    if (block.key === key) return update(block);
    return block.children ? { ...block, children: updateBlock(block.children, key, update) } : block;
  });
}

/** Why a block cannot be added to `parent` (null: the top level), in words; null when it can. */
export function cannotAdd(blocks: readonly BuilderBlock[], parent: string | null): string | null {
  if (countBlocks(blocks) >= MAX_BLOCKS) return `A report holds at most ${MAX_BLOCKS} blocks.`;
  const depth = parent === null ? 1 : (placesOf(blocks).get(parent)?.depth ?? 0) + 1;
  if (depth > MAX_NESTING) return `Blocks nest at most ${MAX_NESTING} deep: this section is at depth ${MAX_NESTING}.`;
  return null;
}

/** The tree with `block` added at the end of `parent` (null: the top level). */
export function addBlock(blocks: BuilderBlock[], parent: string | null, block: BuilderBlock): BuilderBlock[] {
  return inContainer(blocks, parent, (list) => [...list, block]);
}

export function removeBlock(blocks: BuilderBlock[], key: string): BuilderBlock[] {
  return blocks.filter((block) => block.key !== key).map((block) => (block.children ? { ...block, children: removeBlock(block.children, key) } : block));
}

/** The tree with the block moved one place up (-1) or down (+1) among its siblings. */
export function moveBlock(blocks: BuilderBlock[], key: string, by: -1 | 1): BuilderBlock[] {
  const place = placesOf(blocks).get(key);
  if (!place) return blocks;
  const to = place.index + by;
  if (to < 0 || to >= place.siblings) return blocks;
  return inContainer(blocks, place.parent, (list) => {
    const out = [...list];
    [out[place.index], out[to]] = [out[to]!, out[place.index]!];
    return out;
  });
}

/** The section just before the block among its siblings, which it may move into (null when there is none or it would nest too deep). */
export function sectionBefore(blocks: readonly BuilderBlock[], key: string): BuilderBlock | null {
  const places = placesOf(blocks);
  const place = places.get(key);
  if (!place || place.index === 0) return null;
  const siblings = place.parent === null ? blocks : (allBlocks(blocks).find((b) => b.key === place.parent)?.children ?? []);
  const before = siblings[place.index - 1];
  const block = siblings[place.index]!;
  if (before?.type !== 'section' || place.depth + heightOf(block) > MAX_NESTING) return null;
  return before;
}

/** The tree with the block moved to the end of the section before it (one level deeper). */
export function moveIntoSectionBefore(blocks: BuilderBlock[], key: string): BuilderBlock[] {
  const section = sectionBefore(blocks, key);
  const block = allBlocks(blocks).find((b) => b.key === key);
  if (!section || !block) return blocks;
  return addBlock(removeBlock(blocks, key), section.key, block);
}

/** The tree with the block moved out of its section, just after it (one level up). */
export function moveOutOfSection(blocks: BuilderBlock[], key: string): BuilderBlock[] {
  const places = placesOf(blocks);
  const place = places.get(key);
  const block = allBlocks(blocks).find((b) => b.key === key);
  if (!place || place.parent === null || !block) return blocks;
  const section = places.get(place.parent)!;
  return inContainer(removeBlock(blocks, key), section.parent, (list) => [...list.slice(0, section.index + 1), block, ...list.slice(section.index + 1)]);
}

/** A section id not yet used in the report, from its title: "Site progress" → "site_progress" (then site_progress_2, …). */
export function freeSectionId(blocks: readonly BuilderBlock[], title: string): string {
  const used = new Set(allBlocks(blocks).map((b) => b.properties.sectionId).filter(Boolean));
  const base =
    title
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 90) || 'section';
  let id = base;
  for (let n = 2; used.has(id); n++) id = `${base}_${n}`;
  return id;
}

/** A new block of `type`, as the builder starts it. */
export function newBlock(type: BlockType, blocks: readonly BuilderBlock[]): BuilderBlock {
  const key = newKey();
  switch (type) {
    case 'section': {
      const title = 'New section';
      return { key, type, properties: { title, sectionId: freeSectionId(blocks, title) }, children: [] };
    }
    case 'list':
      return { key, type, content: '', properties: { listType: 'bullet' } };
    case 'data':
    case 'table':
      return { key, type, properties: {} };
    default:
      return { key, type, content: '', properties: {} };
  }
}
