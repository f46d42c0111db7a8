/**
 * Defence in depth for narrative HTML: the service stores it sanitised already (D-28,
 * docs/reports.md), and the console sanitises it again with the same allow-list before inserting it.
 * The HTML is parsed into an inert document (DOMParser runs no script and loads no image), and only
 * allowed elements are copied into a new tree, with no attribute but an http(s)/mailto link's href.
 */
const ALLOWED = new Set([
  'p', 'br', 'strong', 'em', 'b', 'i', 'u', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
  'ul', 'ol', 'li', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'a',
]);
/** Elements that go with their text; any other element not allowed goes but keeps its text. */
const DROPPED_WITH_TEXT = new Set(['script', 'style', 'noscript', 'template', 'textarea', 'iframe', 'title', 'object', 'embed', 'svg', 'math']);
const SAFE_HREF = /^(https?:\/\/|mailto:)/i;

export function sanitizeNarrative(html: string): string {
  const source = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
  const target = document.implementation.createHTMLDocument('');
  const out = target.createElement('div');
  copyChildren(source.body, out, target);
  return out.innerHTML;
}

function copyChildren(from: Node, to: Node, doc: Document): void {
  for (const node of Array.from(from.childNodes)) {
    if (node.nodeType === Node.TEXT_NODE) {
      to.appendChild(doc.createTextNode(node.textContent ?? ''));
    } else if (node.nodeType === Node.ELEMENT_NODE) {
      const element = node as Element;
      const name = element.localName.toLowerCase();
      if (DROPPED_WITH_TEXT.has(name)) continue;
      if (!ALLOWED.has(name) || element.namespaceURI !== 'http://www.w3.org/1999/xhtml') {
        copyChildren(element, to, doc);
        continue;
      }
      const copy = doc.createElement(name);
      if (name === 'a') {
        // A link keeps only an absolute http(s) or mailto address; one without is its text alone.
        const href = (element.getAttribute('href') ?? '').trim();
        if (!SAFE_HREF.test(href)) {
          copyChildren(element, to, doc);
          continue;
        }
        copy.setAttribute('href', href);
        copy.setAttribute('rel', 'noopener noreferrer nofollow');
      }
      copyChildren(element, copy, doc);
      to.appendChild(copy);
    }
    // comments, processing instructions and anything else go
  }
}
