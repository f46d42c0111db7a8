// What a stored narrative may hold (D-28), checked on its own terms rather than with the service's
// policy, by a strict reading of the text: outside a tag no `<` may stand (text has it as &lt;); every
// tag must be well formed, of the allowed elements, and carry no attribute but an a's href to an http,
// https or mailto address, decoded as a browser would decode it. Anything else is a finding.

const ALLOWED_TAGS = new Set(['p', 'br', 'strong', 'em', 'b', 'i', 'u', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'a']);
const LINK = /^(?:https?:\/\/|mailto:)/i;
const SCRIPT_URL = /(?:java|vb|live)script:|data:/i;
/** A tag as a sanitiser writes it: name, then attributes in double quotes with no `"`, `<` or `>` inside. */
const TAG = /^<(\/?)([a-z][a-z0-9]*)((?:\s+[a-z][a-z0-9:-]*="[^"<>]*")*)\s*(\/?)>/i;
const ATTRIBUTE = /\s+([a-z][a-z0-9:-]*)="([^"<>]*)"/gi;

const NAMED: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', colon: ':', tab: '\t', newline: '\n', nbsp: '\u00a0' };

/** An attribute's value as a browser reads it: character references decoded, with or without `;`. */
function decoded(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Math.min(parseInt(hex, 16), 0x10ffff)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Math.min(Number(dec), 0x10ffff)))
    .replace(/&([a-z]+);?/gi, (whole, name: string) => NAMED[name.toLowerCase()] ?? whole);
}

/** Every way `html` could run script, load or frame something, or style the page; empty when it cannot. */
export function scriptCapableParts(html: string): string[] {
  const found: string[] = [];
  let at = 0;
  for (;;) {
    const open = html.indexOf('<', at);
    if (open < 0) break;
    const tag = TAG.exec(html.slice(open));
    if (!tag) {
      found.push(`a "<" that opens no well-formed tag at ${open}: ${JSON.stringify(html.slice(open, open + 40))}`);
      at = open + 1;
      continue;
    }
    const [whole, closing, name, attributes] = tag;
    const element = name!.toLowerCase();
    if (!ALLOWED_TAGS.has(element)) found.push(`element <${element}>`);
    if (closing && attributes) found.push(`attributes on a closing tag </${element}>`);
    for (const [, attribute, value] of attributes!.matchAll(ATTRIBUTE)) {
      const plain = decoded(value!);
      if (element !== 'a' || attribute!.toLowerCase() !== 'href') found.push(`attribute ${attribute} on <${element}>`);
      else if (!LINK.test(plain.trim())) found.push(`href ${JSON.stringify(plain)}`);
      // eslint-disable-next-line no-control-regex -- browsers skip control characters in a URL's scheme
      if (SCRIPT_URL.test(plain.replace(/[\s\u0000-\u001f]/g, ''))) found.push(`a script URL in ${attribute}`);
    }
    at = open + whole.length;
  }
  return found;
}
