/** The document studio's content as the console reads it: the content contract's blocks, and a stored narrative's text. */

export type { Block, ReportContent } from '../../src/domain/document-studio/contract.ts';

/** A stored narrative as text: paragraphs, headings and list items apart by a blank line, `<br>` a line break. Read in an inert document. */
export function narrativeText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const textOf = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (!(node instanceof Element)) return '';
    if (node.tagName === 'BR') return '\n';
    const inner = Array.from(node.childNodes).map(textOf).join('');
    return /^(P|H[1-6]|UL|OL|LI|TABLE|TR)$/.test(node.tagName) ? `\n\n${inner}\n\n` : inner;
  };
  return textOf(doc.body)
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
