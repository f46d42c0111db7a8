// A narrative's stored HTML (already sanitised, D-28) as a small element tree, for the PDF layout. It is
// not a browser's parser: it knows the tags the sanitiser keeps, decodes the entities the sanitiser
// writes, and is forgiving of anything else (an unknown tag keeps its text, a stray end tag is ignored,
// an unclosed one is closed at the end). Text is only ever text: nothing in it is read as markup later.

export interface HtmlElement {
  kind: 'element';
  tag: string;
  attributes: Record<string, string>;
  children: HtmlNode[];
}
export interface HtmlText {
  kind: 'text';
  text: string;
}
export type HtmlNode = HtmlElement | HtmlText;

/** Elements with no content and no end tag. */
const VOID = new Set(['br', 'hr', 'img', 'wbr', 'col', 'area', 'source', 'input', 'meta', 'link', 'base']);
/** Elements whose text is never shown (the sanitiser drops them; a second line of defence). */
const HIDDEN = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'head', 'title', 'textarea', 'select']);
/** An element closed by the start of a sibling of one of these tags (HTML's implied end tags). */
const CLOSED_BY: Record<string, Set<string>> = {
  p: new Set(['p', 'ul', 'ol', 'table', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'div', 'hr']),
  li: new Set(['li']),
  td: new Set(['td', 'th', 'tr']),
  th: new Set(['td', 'th', 'tr']),
  tr: new Set(['tr', 'tbody', 'thead', 'tfoot']),
};

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  pound: '£',
  euro: '€',
  copy: '©',
  reg: '®',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  middot: '·',
  bull: '•',
};

/** Text with its character references decoded; an unknown or invalid reference stays as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z][a-z0-9]{1,31});/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      const valid = code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
      return valid ? String.fromCodePoint(code) : '\ufffd';
    }
    return NAMED_ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function attributesOf(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1]!.toLowerCase();
    if (name in attributes) continue;
    attributes[name] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

// A start tag, an end tag, a comment, or a doctype/processing instruction, at the current position. No
// '<' or '>' inside a tag (the sanitiser escapes them in attribute values), so a failed match stops at
// the next one and parsing stays linear in the length of the text.
const TAG = /<(?:(\/?)([a-z][a-z0-9]*)((?:[^<>"']|"[^"<>]*"|'[^'<>]*')*)>|!--[\s\S]*?(?:-->|$)|![^<>]*>|\?[^<>]*>)/iy;

/** The element tree of an HTML fragment. */
export function parseHtml(html: string): HtmlNode[] {
  const root: HtmlElement = { kind: 'element', tag: '#root', attributes: {}, children: [] };
  const open: HtmlElement[] = [root];
  let hidden = 0;
  const top = () => open[open.length - 1]!;
  const text = (raw: string) => {
    if (hidden > 0 || raw === '') return;
    const last = top().children.at(-1);
    const decoded = decodeEntities(raw);
    if (last?.kind === 'text') last.text += decoded;
    else top().children.push({ kind: 'text', text: decoded });
  };
  const close = (tag: string) => {
    const at = open.findLastIndex((e) => e.tag === tag);
    if (at > 0) open.length = at;
  };

  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) {
      text(html.slice(i));
      break;
    }
    text(html.slice(i, lt));
    TAG.lastIndex = lt;
    const match = TAG.exec(html);
    if (!match) {
      // A '<' that starts no tag is text, as in HTML.
      text('<');
      i = lt + 1;
      continue;
    }
    i = TAG.lastIndex;
    const [, slash, name, rest] = match;
    if (name === undefined) continue; // a comment or a declaration
    const tag = name.toLowerCase();
    if (HIDDEN.has(tag)) {
      if (slash) hidden = Math.max(0, hidden - 1);
      else if (!rest?.trimEnd().endsWith('/')) hidden += 1;
      continue;
    }
    if (hidden > 0) continue;
    if (slash) {
      close(tag);
      continue;
    }
    while (open.length > 1 && CLOSED_BY[top().tag]?.has(tag)) open.pop();
    const element: HtmlElement = { kind: 'element', tag, attributes: attributesOf(rest ?? ''), children: [] };
    top().children.push(element);
    if (!VOID.has(tag) && !rest?.trimEnd().endsWith('/')) open.push(element);
  }
  return root.children;
}
