import { InvalidInputError } from '../errors.ts';
import { dataSourceOf } from './catalogue.ts';
import type { Block } from './contract.ts';
import type { PlacedBlock } from './rules.ts';
import { TEXT_BLOCKS } from './vocabulary.ts';

/**
 * `{{path}}` placeholders (D-29) in the text of title, narrative and list blocks, filled with the
 * project's data when a report is saved. A path is one of the catalogue's values (a table has rows, not
 * a value); anything else is 400 naming the block and the placeholder.
 */

// Bounded, so that no text can make the match slow: what is between the braces, trimmed, is the path.
const PLACEHOLDER = /\{\{([^{}]{0,200})\}\}/g;

/** The distinct catalogue paths the blocks' placeholders name, each checked. */
export function placeholderPaths(blocks: readonly PlacedBlock[]): string[] {
  const paths = new Set<string>();
  for (const { block, path } of blocks) {
    if (!TEXT_BLOCKS.has(block.type) || !block.content) continue;
    for (const [, inside] of block.content.matchAll(PLACEHOLDER)) {
      const name = inside!.trim();
      const source = dataSourceOf(name);
      if (!source) {
        throw new InvalidInputError(`${path}.content`, `{{${name}}} is not a placeholder: no such path in the data-source catalogue (GET /document-studio/data-sources)`);
      }
      if (source.kind !== 'scalar') {
        throw new InvalidInputError(`${path}.content`, `{{${name}}} names a table${source.kind === 'column' ? ' column' : ''}; a placeholder takes one value`);
      }
      paths.add(source.path);
    }
  }
  return [...paths];
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text as HTML text or attribute value: nothing in it can become markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/**
 * `text` with every placeholder replaced by its value from `values` (formatted text, by path). In a
 * narrative (HTML) the value is HTML-escaped; title and list text is plain text, shown as text by every
 * renderer, so the value goes in as it is (escaping it there would show `&amp;` for `&`).
 */
export function fillPlaceholders(text: string, type: Block['type'], values: ReadonlyMap<string, string>): string {
  return text.replace(PLACEHOLDER, (whole, inside: string) => {
    const value = values.get(inside.trim());
    if (value === undefined) return whole;
    return type === 'narrative' ? escapeHtml(value) : value;
  });
}
