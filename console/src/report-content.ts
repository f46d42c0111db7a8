/** The document studio's content as the console reads and writes it: block types, and typed text turned into narrative HTML and list items. */

/** A document studio block as stored (docs/reports.md, Blocks): what the console reads of it. */
export interface Block {
  type: string;
  content?: string;
  properties?: { title?: string; sectionId?: string; dataSource?: string; listType?: string; required?: boolean; columns?: { key: string; title: string }[] };
  children?: Block[];
}

export interface ReportContent {
  blocks: Block[];
  metadata?: Record<string, unknown>;
}

/** A block a user writes in a form: its path in the save's body (`content.blocks[1].children[0]`), a label, and its kind. */
export interface TextField {
  label: string;
  path: string;
  kind: 'title' | 'narrative' | 'list';
  /** The `sectionId` of the section it is in, which the API names when a required section is left empty. */
  sectionId: string | null;
}

/** The title, narrative and list blocks of a content, in document order, each labelled by the section it is in. */
export function textFieldsOf(
  blocks: Block[],
  section: string | null = null,
  out: TextField[] = [],
  path = 'content.blocks',
  sectionId: string | null = null,
): TextField[] {
  blocks.forEach((block, i) => {
    const here = `${path}[${i}]`;
    if (block.type === 'title') out.push({ label: section ? `${section}: heading` : 'Title', path: here, kind: 'title', sectionId });
    if (block.type === 'narrative') out.push({ label: section ?? 'Narrative', path: here, kind: 'narrative', sectionId });
    if (block.type === 'list') out.push({ label: `${section ?? 'List'} (one item a line)`, path: here, kind: 'list', sectionId });
    if (block.children) textFieldsOf(block.children, block.properties?.title ?? section, out, `${here}.children`, block.properties?.sectionId ?? sectionId);
  });
  return out;
}

/** The content's blocks with `contentAt`'s answer in place of a block's content (undefined keeps it); every other block as it is. */
export function withContents(blocks: Block[], contentAt: (block: Block, path: string) => string | undefined, path = 'content.blocks'): Block[] {
  return blocks.map((block, i) => {
    const here = `${path}[${i}]`;
    const copy: Block = { ...block };
    const content = contentAt(block, here);
    if (content !== undefined) copy.content = content;
    if (block.children) copy.children = withContents(block.children, contentAt, `${here}.children`);
    return copy;
  });
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * What a user typed, as narrative HTML: paragraphs at blank lines, line breaks kept, every character as
 * text (typing `<b>` shows `<b>`). The one way the console turns typed text into a narrative.
 */
export function narrativeHtml(text: string): string {
  if (text.trim() === '') return '';
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((p) => `<p>${escapeHtml(p.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** What a user typed as a list block's content: one item a line, blank lines and surrounding spaces dropped. */
export function listContent(text: string): string {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join('\n');
}

/** A stored narrative as the text a user edits (the inverse of `narrativeHtml`): paragraphs apart by a blank line, `<br>` a line break. */
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
