import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import type { Mark, Node as ProseNode } from 'prosemirror-model';
import { narrativeHtml, narrativeSchema as schema } from '../../console/src/pages/report-builder/narrative-schema.ts';
import { sanitiseNarrative } from '../../src/external/html-sanitiser.ts';

/**
 * The console's narrative editor writes HTML the service stores unchanged (D-28): whatever document the
 * editor's schema allows, `narrativeHtml` gives HTML that the service's sanitiser answers with itself, to
 * the byte. The browser test (report-builder.test.ts) saves what the editor made and reads it back.
 */

// Text with what HTML treats specially: & < > quotes, a no-break space, tabs, accents, an emoji.
const text = fc.stringMatching(/^[a-zA-Z0-9 &<>"'\u00a0\té😀;#=/.-]{1,20}$/u);
const href = fc.oneof(
  fc.constantFrom('https://example.com/', 'http://example.com/a?b=1&c="2"', 'mailto:someone@example.com', 'https://example.com/<x>'),
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
);
const marks = fc.record({ strong: fc.boolean(), em: fc.boolean(), underline: fc.boolean(), link: fc.option(href, { nil: undefined }) });

const markSet = (m: { strong: boolean; em: boolean; underline: boolean; link: string | undefined }): Mark[] => [
  ...(m.link ? [schema.marks.link!.create({ href: m.link })] : []),
  ...(m.strong ? [schema.marks.strong!.create()] : []),
  ...(m.em ? [schema.marks.em!.create()] : []),
  ...(m.underline ? [schema.marks.underline!.create()] : []),
];

const inline = fc.array(
  fc.oneof(
    { weight: 5, arbitrary: fc.tuple(text, marks).map(([t, m]) => schema.text(t, markSet(m))) },
    { weight: 1, arbitrary: fc.constant(schema.nodes.hard_break!.create()) },
  ),
  { maxLength: 6 },
);
const paragraph = inline.map((content) => schema.nodes.paragraph!.create(null, content));
const heading = fc.tuple(fc.integer({ min: 1, max: 6 }), inline).map(([level, content]) => schema.nodes.heading!.create({ level }, content));

const { block } = fc.letrec<{ block: ProseNode; list: ProseNode }>((tie) => ({
  block: fc.oneof({ depthSize: 'small', withCrossShrink: true }, paragraph, heading, tie('list')),
  list: fc
    .tuple(
      fc.boolean(),
      fc.array(fc.tuple(paragraph, fc.array(tie('block'), { maxLength: 2 })), { minLength: 1, maxLength: 3 }),
    )
    .map(([ordered, items]) =>
      (ordered ? schema.nodes.ordered_list! : schema.nodes.bullet_list!).create(
        null,
        items.map(([first, rest]) => schema.nodes.list_item!.create(null, [first, ...rest])),
      ),
    ),
}));
const doc = fc.array(block, { minLength: 1, maxLength: 5 }).map((blocks) => schema.nodes.doc!.create(null, blocks));

describe('the narrative editor writes what the service stores', () => {
  it('sanitising what it writes changes nothing, for any document of its schema', () => {
    fc.assert(
      fc.property(doc, (d) => {
        d.check();
        const html = narrativeHtml(d);
        assert.equal(sanitiseNarrative(html), html);
      }),
      { numRuns: 2000 },
    );
  });

  it('writes bold, italic, lists and links as the sanitiser does', () => {
    const s = schema;
    const d = s.nodes.doc!.create(null, [
      s.nodes.paragraph!.create(null, [
        s.text('Works are '),
        s.text('on programme', [s.marks.strong!.create()]),
        s.text(' & '),
        s.text('ahead', [s.marks.strong!.create(), s.marks.em!.create()]),
        s.nodes.hard_break!.create(),
        s.text('see '),
        s.text('the plan', [s.marks.link!.create({ href: 'https://example.com/plan?a=1&b=2' })]),
      ]),
      s.nodes.bullet_list!.create(null, [s.nodes.list_item!.create(null, [s.nodes.paragraph!.create(null, [s.text('Steel < 5%')])])]),
      s.nodes.ordered_list!.create(null, [s.nodes.list_item!.create(null, [s.nodes.paragraph!.create(null, [s.text('First')])])]),
    ]);
    const html = narrativeHtml(d);
    assert.equal(
      html,
      '<p>Works are <strong>on programme</strong> &amp; <strong><em>ahead</em></strong><br />see <a href="https://example.com/plan?a=1&amp;b=2">the plan</a></p>' +
        '<ul><li><p>Steel &lt; 5%</p></li></ul><ol><li><p>First</p></li></ol>',
    );
    assert.equal(sanitiseNarrative(html), html);
  });

  it('writes an empty document as no narrative at all', () => {
    assert.equal(narrativeHtml(schema.nodes.doc!.create(null, [schema.nodes.paragraph!.create()])), '');
  });
});
