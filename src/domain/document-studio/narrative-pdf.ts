import { type HtmlElement, type HtmlNode, parseHtml } from './html-tree.ts';
import type { PdfCell, PdfContent, PdfStyle, PdfTable, PdfText } from './pdf-document.ts';
import { CONTENT_WIDTH } from './pdf-document.ts';

// A narrative's sanitised HTML (D-28) as PDF content: paragraphs, line breaks, emphasis, headings,
// lists, tables and links become pdfmake nodes built here, one by one; text is only ever a node's text.
// Tags outside the allow-list keep their text and lose their meaning; images are not drawn.

const BLOCK_TAGS = new Set([
  'p', 'div', 'section', 'article', 'header', 'footer', 'aside', 'nav', 'main', 'figure', 'figcaption', 'address',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'table', 'thead', 'tbody', 'tfoot', 'tr',
  'td', 'th', 'caption', 'blockquote', 'pre', 'hr',
]);
/** Schemes a link may keep in the PDF (D-28's, checked again here: a link is an action in a reader). */
const LINK_SCHEMES = /^(https?:|mailto:)/i;
export const LINK_COLOUR = '#1a5fb4';
const PARAGRAPH_GAP: [number, number, number, number] = [0, 0, 0, 6];

/** The style an inline element adds to the text within it. */
function inlineStyle(element: HtmlElement, style: PdfStyle): PdfStyle {
  switch (element.tag) {
    case 'strong':
    case 'b':
      return { ...style, bold: true };
    case 'em':
    case 'i':
    case 'cite':
    case 'dfn':
      return { ...style, italics: true };
    case 'u':
    case 'ins':
      return { ...style, decoration: 'underline' };
    case 's':
    case 'strike':
    case 'del':
      return { ...style, decoration: 'lineThrough' };
    case 'sup':
      return { ...style, sup: true };
    case 'sub':
      return { ...style, sub: true };
    case 'a': {
      const href = (element.attributes.href ?? '').trim();
      return LINK_SCHEMES.test(href) ? { ...style, link: href, color: LINK_COLOUR, decoration: 'underline' } : style;
    }
    default:
      return style;
  }
}

/** The text runs of inline content; a block element met inside inline content starts a new line. */
function runsOf(nodes: readonly HtmlNode[], style: PdfStyle, out: PdfText[]): PdfText[] {
  for (const node of nodes) {
    if (node.kind === 'text') {
      out.push({ ...style, text: node.text.replace(/[ \t\n\r\f]+/g, ' ') });
    } else if (node.tag === 'br') {
      out.push({ text: '\n' });
    } else if (node.tag === 'img') {
      continue;
    } else if (BLOCK_TAGS.has(node.tag)) {
      out.push({ text: '\n' });
      runsOf(node.children, style, out);
      out.push({ text: '\n' });
    } else {
      runsOf(node.children, inlineStyle(node, style), out);
    }
  }
  return out;
}

/**
 * Runs as a browser shows them: spaces collapsed across runs, none at the start or end of a line, no
 * line break at the start or end, no empty run.
 */
function tidy(runs: PdfText[]): PdfText[] {
  const out: PdfText[] = [];
  let atLineStart = true;
  for (const run of runs) {
    let text = run.text as string;
    if (text === '\n') {
      if (atLineStart && out.length === 0) continue;
      const last = out.at(-1);
      if (last && last.text !== '\n') last.text = (last.text as string).replace(/ +$/, '');
      out.push(run);
      atLineStart = true;
      continue;
    }
    if (atLineStart) text = text.replace(/^ +/, '');
    if (text === '') continue;
    out.push({ ...run, text });
    atLineStart = text.endsWith(' ');
  }
  while (out.length > 0 && (out.at(-1)!.text === '\n' || /^ *$/.test(out.at(-1)!.text as string))) out.pop();
  const last = out.at(-1);
  if (last) last.text = (last.text as string).replace(/ +$/, '');
  // Several line breaks in a row (block elements inside inline ones) are at most one empty line.
  return out.filter((run, i) => !(run.text === '\n' && out[i - 1]?.text === '\n' && out[i - 2]?.text === '\n'));
}

/** A paragraph of inline content, or nothing when it has no visible text. */
function paragraph(nodes: readonly HtmlNode[], style: PdfStyle, extra: PdfStyle = {}): PdfText | null {
  const runs = tidy(runsOf(nodes, style, []));
  return runs.length > 0 ? { text: runs, ...extra } : null;
}

const HEADING_STYLES: Record<string, string> = {
  h1: 'narrativeHeading1',
  h2: 'narrativeHeading2',
  h3: 'narrativeHeading3',
  h4: 'narrativeHeading4',
  h5: 'narrativeHeading4',
  h6: 'narrativeHeading4',
};

/** Block content: runs of inline nodes become paragraphs, block elements their own nodes. */
function blocksOf(nodes: readonly HtmlNode[], style: PdfStyle): PdfContent[] {
  const out: PdfContent[] = [];
  let inline: HtmlNode[] = [];
  const flush = () => {
    const p = paragraph(inline, style, { margin: PARAGRAPH_GAP });
    if (p) out.push(p);
    inline = [];
  };
  for (const node of nodes) {
    if (node.kind === 'element' && BLOCK_TAGS.has(node.tag)) {
      flush();
      out.push(...blockElement(node, style));
    } else {
      inline.push(node);
    }
  }
  flush();
  return out;
}

/** One node for content that may be a single paragraph (a list item, a cell), else a stack. */
function single(content: PdfContent[], fallback: PdfText): PdfText | PdfContent {
  if (content.length === 0) return fallback;
  if (content.length === 1) {
    const only = content[0]!;
    // A lone paragraph needs no gap beneath it inside an item or a cell.
    if ('text' in only) return { ...only, margin: undefined };
    return only;
  }
  return { stack: content };
}

/** A node inside a list item: no gap beneath it, so an item's lines and its nested list stay together. */
function tight(node: PdfContent): PdfContent {
  return 'margin' in node ? { ...node, margin: undefined } : node;
}

function listItems(element: HtmlElement, style: PdfStyle): PdfContent[] {
  const items: PdfContent[] = [];
  let loose: HtmlNode[] = [];
  const flushLoose = () => {
    const p = paragraph(loose, style);
    if (p) items.push(p);
    loose = [];
  };
  for (const child of element.children) {
    if (child.kind === 'element' && child.tag === 'li') {
      flushLoose();
      items.push(single(blocksOf(child.children, style).map(tight), { text: '' }));
    } else if (child.kind === 'element' && (child.tag === 'ul' || child.tag === 'ol')) {
      // A list nested straight in a list (not in an item) belongs to the item before it.
      flushLoose();
      const nested = blockElement(child, style);
      const previous = items.pop();
      items.push(previous ? { stack: [previous, ...nested] } : { stack: nested });
    } else {
      loose.push(child);
    }
  }
  flushLoose();
  return items;
}

function tableOf(element: HtmlElement, style: PdfStyle): PdfContent[] {
  const rows: { cells: HtmlElement[]; header: boolean }[] = [];
  const captions: HtmlElement[] = [];
  const collect = (node: HtmlElement, header: boolean) => {
    for (const child of node.children) {
      if (child.kind !== 'element') continue;
      if (child.tag === 'tr') {
        const cells = child.children.filter((c): c is HtmlElement => c.kind === 'element' && (c.tag === 'td' || c.tag === 'th'));
        rows.push({ cells, header: header || (cells.length > 0 && cells.every((c) => c.tag === 'th')) });
      } else if (child.tag === 'thead') collect(child, true);
      else if (child.tag === 'tbody' || child.tag === 'tfoot') collect(child, false);
      else if (child.tag === 'caption') captions.push(child);
    }
  };
  collect(element, false);
  const body: PdfCell[][] = rows.map(({ cells, header }) =>
    cells.flatMap((cell) => {
      const span = Math.min(Math.max(1, Number.parseInt(cell.attributes.colspan ?? '1', 10) || 1), 50);
      const cellStyle = cell.tag === 'th' || header ? { ...style, bold: true } : style;
      const content = single(blocksOf(cell.children, cellStyle), { text: '' }) as PdfCell;
      const first: PdfCell = span > 1 ? { ...content, colSpan: span } : content;
      return [first, ...Array.from({ length: span - 1 }, () => ({ text: '' }))];
    }),
  );
  const width = Math.max(0, ...body.map((row) => row.length));
  if (width === 0) return [];
  for (const row of body) while (row.length < width) row.push({ text: '' });
  let headerRows = 0;
  while (headerRows < rows.length && rows[headerRows]!.header) headerRows += 1;
  if (headerRows === rows.length) headerRows = 0;
  const table: PdfTable = {
    table: { headerRows, widths: Array.from({ length: width }, () => '*' as const), body },
    layout: 'lightHorizontalLines',
    margin: [0, 2, 0, 8],
  };
  const caption = captions.map((c) => paragraph(c.children, { ...style, italics: true }, { margin: [0, 0, 0, 2] }));
  return [...caption.filter((c): c is PdfText => c !== null), table];
}

function blockElement(element: HtmlElement, style: PdfStyle): PdfContent[] {
  switch (element.tag) {
    case 'p':
    case 'dt':
    case 'figcaption': {
      const p = paragraph(element.children, style, { margin: PARAGRAPH_GAP });
      return p ? [p] : [];
    }
    case 'h1':
    case 'h2':
    case 'h3':
    case 'h4':
    case 'h5':
    case 'h6': {
      const heading = paragraph(element.children, style, { style: HEADING_STYLES[element.tag] });
      return heading ? [heading] : [];
    }
    case 'ul':
    case 'ol': {
      const items = listItems(element, style);
      if (items.length === 0) return [];
      if (element.tag === 'ul') return [{ ul: items, margin: PARAGRAPH_GAP }];
      const start = Number.parseInt(element.attributes.start ?? '', 10);
      return [{ ol: items, margin: PARAGRAPH_GAP, ...(Number.isSafeInteger(start) ? { start } : {}) }];
    }
    case 'table':
      return tableOf(element, style);
    case 'blockquote':
    case 'dd': {
      const inner = blocksOf(element.children, element.tag === 'blockquote' ? { ...style, italics: true } : style);
      return inner.length > 0 ? [{ stack: inner, margin: [18, 0, 0, 6] }] : [];
    }
    case 'pre': {
      const text = element.children.map(textOf).join('').replace(/^\n/, '').replace(/\s+$/, '');
      return text ? [{ ...style, text, preserveLeadingSpaces: true, margin: PARAGRAPH_GAP }] : [];
    }
    case 'hr':
      return [{ canvas: [{ type: 'line', x1: 0, y1: 0, x2: CONTENT_WIDTH, y2: 0, lineWidth: 0.5, lineColor: '#999999' }], margin: [0, 4, 0, 8] }];
    default:
      // div, section, a stray li, tr or cell outside its table: their content, as blocks.
      return blocksOf(element.children, style);
  }
}

function textOf(node: HtmlNode): string {
  if (node.kind === 'text') return node.text;
  return node.tag === 'br' ? '\n' : node.children.map(textOf).join('');
}

/**
 * The PDF content of a narrative's sanitised HTML. A block's own colour, size and alignment go on the
 * node that holds it (pdfmake passes them down).
 */
export function narrativeContent(html: string): PdfContent[] {
  return blocksOf(parseHtml(html), {});
}
