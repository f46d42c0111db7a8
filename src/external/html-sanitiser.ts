import sanitizeHtml from 'sanitize-html';

/**
 * The narrative HTML policy of D-28, the one place it is written: sanitize-html (2.17.4 or later: an
 * earlier version had a critical bypass) with an explicit allow-list. What passes: paragraphs, line
 * breaks, emphasis, headings, lists, tables, and links to http, https or mailto addresses. Everything else
 * goes: scripts, styles and their text, event handlers, style and class attributes, iframes, objects,
 * embeds, forms, SVG and MathML (their text stays, as text), comments, relative and protocol-relative
 * links. Text is re-encoded, so that the output parses back to itself.
 */

const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'em',
  'b',
  'i',
  'u',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'a',
];

const LINK = /^(?:https?:\/\/|mailto:)/i;

const POLICY: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  allowedStyles: {},
  allowedClasses: {},
  parseStyleAttributes: false,
  allowVulnerableTags: false,
  enforceHtmlBoundary: false,
  disallowedTagsMode: 'discard',
  // Dropped with their text: what is code or markup of another kind, never narrative.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'xmp', 'noembed', 'noframes', 'iframe', 'title'],
  transformTags: {
    // Only absolute http, https and mailto links: a relative link means nothing in a PDF or a console.
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = attribs.href?.trim();
      return { tagName, attribs: href !== undefined && LINK.test(href) ? { href } : {} };
    },
  },
};

/** One pass of the policy. */
function once(html: string): string {
  return sanitizeHtml(html, POLICY);
}

/**
 * Narrative HTML as stored and returned (D-28). Sanitising it again changes nothing: the pass is
 * repeated until its output is its own input (one more pass at most for the inputs seen; the bound
 * keeps a pathological one from looping).
 */
export function sanitiseNarrative(html: string): string {
  let out = once(html);
  for (let pass = 0; pass < 4; pass++) {
    const next = once(out);
    if (next === out) return out;
    out = next;
  }
  return out;
}
