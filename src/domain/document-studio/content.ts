import type { Block, ReportContent } from './contract.ts';
import { fillPlaceholders } from './placeholders.ts';

/**
 * What a report's content becomes when it is saved (D-28, D-29): placeholders filled with the
 * project's values, and every narrative's HTML sanitised by the allow-list the caller gives (the
 * service passes src/external/html-sanitiser.ts). Title and list text is plain text: kept as given, and
 * escaped by whatever shows it (the console, the PDF). What this returns is what is stored and returned.
 */

export type Sanitise = (html: string) => string;

function finishBlock(block: Block, values: ReadonlyMap<string, string>, sanitise: Sanitise): Block {
  const out: Block = { ...block };
  if (block.content !== undefined) {
    const filled = fillPlaceholders(block.content, block.type, values);
    out.content = block.type === 'narrative' ? sanitise(filled) : filled;
  }
  // Recursion is bounded: the content passed checkContent (nesting at most MAX_NESTING).
  if (block.children) out.children = block.children.map((child) => finishBlock(child, values, sanitise));
  return out;
}

/** The content as stored: a new object; `content` itself is left as it was. */
export function finishContent(content: ReportContent, values: ReadonlyMap<string, string>, sanitise: Sanitise): ReportContent {
  return { ...content, blocks: content.blocks.map((block) => finishBlock(block, values, sanitise)) };
}

/** Whether sanitised narrative HTML has any text a reader would see (not only tags and spaces). */
export function htmlHasText(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&(?:nbsp|#160|#xa0);/gi, ' ')
      .trim() !== ''
  );
}

/**
 * Whether a block has content (D-29 "required"): text in a title, narrative or list; data and table
 * blocks always show their data; a section has content when one of its blocks does.
 */
export function hasContent(block: Block): boolean {
  switch (block.type) {
    case 'title':
    case 'list':
      return (block.content ?? '').trim() !== '';
    case 'narrative':
      return htmlHasText(block.content ?? '');
    case 'data':
    case 'table':
      return true;
    case 'section':
      return (block.children ?? []).some(hasContent);
  }
}
