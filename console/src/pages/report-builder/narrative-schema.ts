import { type Mark, type Node as ProseNode, Schema } from 'prosemirror-model';

/**
 * The narrative editor's document: only what the service's sanitiser keeps (D-28,
 * src/external/html-sanitiser.ts), so that whatever is typed or pasted is something a narrative may
 * hold: paragraphs, line breaks, bold, italic, underline, headings, bulleted and numbered lists, links
 * to http(s) and mailto addresses. Pasted HTML is read through this schema: anything else (a style, a
 * span, an image, a script) never enters the document.
 *
 * `narrativeHtml` writes the document as the sanitiser itself writes HTML (`<br />`, text with `&`, `<`
 * and `>` escaped and nothing else, an attribute's `"` as `&quot;`), so that what a save sends is what
 * the service stores, to the byte.
 */

const SAFE_HREF = /^(?:https?:\/\/|mailto:)/i;

/** Whether `href` is an address a narrative's link may have (an absolute http, https or mailto one). */
export const isLinkAddress = (href: string) => SAFE_HREF.test(href.trim());

export const narrativeSchema = new Schema({
  nodes: {
    doc: { content: 'block+' },
    paragraph: { group: 'block', content: 'inline*', parseDOM: [{ tag: 'p' }], toDOM: () => ['p', 0] },
    heading: {
      group: 'block',
      content: 'inline*',
      attrs: { level: { default: 3 } },
      defining: true,
      parseDOM: [1, 2, 3, 4, 5, 6].map((level) => ({ tag: `h${level}`, attrs: { level } })),
      toDOM: (node) => [`h${node.attrs.level as number}`, 0],
    },
    bullet_list: { group: 'block', content: 'list_item+', parseDOM: [{ tag: 'ul' }], toDOM: () => ['ul', 0] },
    ordered_list: { group: 'block', content: 'list_item+', parseDOM: [{ tag: 'ol' }], toDOM: () => ['ol', 0] },
    list_item: { content: 'paragraph block*', defining: true, parseDOM: [{ tag: 'li' }], toDOM: () => ['li', 0] },
    text: { group: 'inline' },
    hard_break: { group: 'inline', inline: true, selectable: false, parseDOM: [{ tag: 'br' }], toDOM: () => ['br'] },
  },
  marks: {
    link: {
      attrs: { href: {} },
      inclusive: false,
      parseDOM: [
        {
          tag: 'a[href]',
          getAttrs: (dom) => {
            const href = dom.getAttribute('href')?.trim() ?? '';
            // A link to anywhere else is its text alone, as the sanitiser makes it.
            return isLinkAddress(href) ? { href } : false;
          },
        },
      ],
      toDOM: (mark) => ['a', { href: mark.attrs.href as string }, 0],
    },
    strong: { parseDOM: [{ tag: 'strong' }, { tag: 'b' }], toDOM: () => ['strong', 0] },
    em: { parseDOM: [{ tag: 'em' }, { tag: 'i' }], toDOM: () => ['em', 0] },
    underline: { parseDOM: [{ tag: 'u' }], toDOM: () => ['u', 0] },
  },
});

const TAGS: Record<string, string> = { paragraph: 'p', bullet_list: 'ul', ordered_list: 'ol', list_item: 'li' };
const MARK_TAGS: Record<string, string> = { strong: 'strong', em: 'em', underline: 'u' };

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

function openMark(mark: Mark): string {
  if (mark.type.name === 'link') return `<a href="${escapeAttribute((mark.attrs.href as string).trim())}">`;
  return `<${MARK_TAGS[mark.type.name]}>`;
}

function closeMark(mark: Mark): string {
  return mark.type.name === 'link' ? '</a>' : `</${MARK_TAGS[mark.type.name]}>`;
}

/** A text block's inline content, marks opened and closed in the schema's order so that they nest. */
function inlineHtml(node: ProseNode): string {
  let out = '';
  let open: readonly Mark[] = [];
  const closeTo = (keep: number) => {
    for (let i = open.length - 1; i >= keep; i--) out += closeMark(open[i]!);
    open = open.slice(0, keep);
  };
  node.forEach((child) => {
    let keep = 0;
    while (keep < open.length && keep < child.marks.length && open[keep]!.eq(child.marks[keep]!)) keep++;
    closeTo(keep);
    for (const mark of child.marks.slice(keep)) out += openMark(mark);
    open = child.marks;
    out += child.isText ? escapeText(child.text ?? '') : '<br />';
  });
  closeTo(0);
  return out;
}

function blockHtml(node: ProseNode): string {
  if (node.type.name === 'heading') {
    const tag = `h${node.attrs.level as number}`;
    return `<${tag}>${inlineHtml(node)}</${tag}>`;
  }
  const tag = TAGS[node.type.name]!;
  if (node.isTextblock) return `<${tag}>${inlineHtml(node)}</${tag}>`;
  let inner = '';
  node.forEach((child) => (inner += blockHtml(child)));
  return `<${tag}>${inner}</${tag}>`;
}

/** The document as narrative HTML, as the service stores it; a document of one empty paragraph is no narrative at all (''). */
export function narrativeHtml(doc: ProseNode): string {
  const only = doc.childCount === 1 ? doc.firstChild : null;
  if (only?.type.name === 'paragraph' && only.content.size === 0) return '';
  let out = '';
  doc.forEach((child) => (out += blockHtml(child)));
  return out;
}

/** Elements of a stored narrative that the editor has no place for (a table): the editor would drop them. */
export const UNEDITABLE = /<(table|thead|tbody|tr|th|td)[\s>]/i;
