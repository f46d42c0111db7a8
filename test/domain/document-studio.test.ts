import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { catalogue, dataSourceOf } from '../../src/domain/document-studio/catalogue.ts';
import { finishContent, hasContent } from '../../src/domain/document-studio/content.ts';
import type { Block, ReportContent } from '../../src/domain/document-studio/contract.ts';
import { isColour, isCssLength } from '../../src/domain/document-studio/css.ts';
import { escapeHtml, fillPlaceholders, placeholderPaths } from '../../src/domain/document-studio/placeholders.ts';
import { assertJsonDepth, checkContent, placedBlocks } from '../../src/domain/document-studio/rules.ts';
import { checkSections, sectionsOf, type TemplateRef } from '../../src/domain/document-studio/templates.ts';
import { DEFAULT_DOCUMENT_STUDIO_TEMPLATE } from '../../src/domain/environment-defaults.ts';
import { InvalidInputError } from '../../src/domain/errors.ts';

// The document studio's pure rules: CSS values, the catalogue, placeholders, templates and the walks
// that keep deep input from recursing (D-26 to D-29). Each rule's 400 over HTTP is in
// test/platform/document-studio.test.ts.

/** Asserts that `run` throws an InvalidInputError naming `field`, and answers its message. */
function refuses(run: () => unknown, field: string): string {
  try {
    run();
  } catch (err) {
    assert.ok(err instanceof InvalidInputError, String(err));
    assert.equal(err.field, field, err.message);
    return err.message;
  }
  assert.fail(`expected a refusal naming ${field}`);
}

const section = (sectionId: string, children: Block[] = [], extra: Record<string, unknown> = {}): Block => ({
  type: 'section',
  properties: { sectionId, title: sectionId.toUpperCase(), ...extra },
  children,
});
const narrative = (content: string): Block => ({ type: 'narrative', content });

describe('document studio: CSS values (D-27)', () => {
  it('takes hex codes and CSS colour names, nothing else', () => {
    for (const ok of ['#fff', '#FFFF', '#1f2937', '#1f2937cc', 'navy', 'RebeccaPurple', 'lightgoldenrodyellow', 'grey', 'gray']) assert.ok(isColour(ok), ok);
    for (const bad of ['#ff', '#12345', '#gggggg', 'red;', 'url(x)', 'expression(alert(1))', 'rgb(0,0,0)', 'var(--x)', 'javascript:alert(1)', 'notacolour', '']) {
      assert.ok(!isColour(bad), bad);
    }
  });

  it('takes CSS lengths for a font size, nothing else', () => {
    for (const ok of ['12px', '1.2em', '11pt', '0.8rem', '120%', '.5em', '0', '3mm', '1Q']) assert.ok(isCssLength(ok), ok);
    for (const bad of ['12', 'big', 'large', '-2px', '12 px', '12px;color:red', 'calc(1px)', 'expression(1)', '1e3px', '']) {
      assert.ok(!isCssLength(bad), bad);
    }
  });
});

describe('document studio: the data-source catalogue (D-26)', () => {
  it('has the project’s fields, the latest benchmark, tables and their columns, each with a type', () => {
    const byPath = new Map(catalogue().map((s) => [s.path, s]));
    assert.deepEqual(
      ['project.name', 'project.total_budget', 'project.gross_development_value', 'project.total_gifa', 'project.contract_completion_date'].map(
        (p) => (byPath.get(p) as { type: string }).type,
      ),
      ['text', 'currency', 'currency', 'number', 'date'],
    );
    assert.equal(byPath.get('benchmark.latest.adjusted_cost_per_m2')?.kind, 'scalar');
    const facilities = dataSourceOf('facilities');
    assert.ok(facilities?.kind === 'table');
    assert.deepEqual(facilities.columns.map((c) => c.key), ['name', 'amount']);
    assert.deepEqual((dataSourceOf('appraisal_lines') as { columns: readonly { key: string }[] } | null)!.columns.map((c) => c.key).slice(0, 3), ['category', 'budget', 'out_turn']);
    assert.ok(dataSourceOf('interim_reports.aggregate_amount')?.kind === 'column');
    assert.equal(dataSourceOf('project.password_hash'), null);
    assert.equal(dataSourceOf('__proto__'), null);
    assert.equal(dataSourceOf('constructor'), null);
  });
});

describe('document studio: placeholders (D-29)', () => {
  const placed = (content: string, type: Block['type'] = 'narrative') => placedBlocks({ blocks: [{ type, content }] });

  it('finds the catalogue paths named in title, narrative and list text, with or without spaces inside the braces', () => {
    const blocks = placedBlocks({
      blocks: [
        { type: 'title', content: '{{project.name}}' },
        section('s', [narrative('<p>{{ project.total_budget }} and {{project.name}}</p>'), { type: 'list', content: 'a\n{{project.postcode}}' }]),
      ],
    });
    assert.deepEqual(placeholderPaths(blocks).sort(), ['project.name', 'project.postcode', 'project.total_budget']);
  });

  it('refuses an unknown path, a table and a table column, naming the block’s content', () => {
    assert.match(refuses(() => placeholderPaths(placed('{{project.nope}}')), 'content.blocks[0].content'), /\{\{project\.nope\}\}/);
    refuses(() => placeholderPaths(placed('{{ facilities }}', 'title')), 'content.blocks[0].content');
    refuses(() => placeholderPaths(placed('{{facilities.amount}}', 'list')), 'content.blocks[0].content');
    refuses(() => placeholderPaths(placed('{{two words}}')), 'content.blocks[0].content');
  });

  it('fills values HTML-escaped in narratives and as they are in plain text', () => {
    const values = new Map([['project.name', 'Smith & <b>Sons</b> "Wharf"']]);
    assert.equal(fillPlaceholders('<p>{{project.name}}</p>', 'narrative', values), '<p>Smith &amp; &lt;b&gt;Sons&lt;/b&gt; &quot;Wharf&quot;</p>');
    assert.equal(fillPlaceholders('Report: {{ project.name }}', 'title', values), 'Report: Smith & <b>Sons</b> "Wharf"');
    assert.equal(escapeHtml(`<>&"'`), '&lt;&gt;&amp;&quot;&#39;');
  });

  it('matches in time linear in the text, whatever it holds', () => {
    const started = performance.now();
    placeholderPaths(placed(`{{${' '.repeat(200_000)}`));
    placeholderPaths(placed('{{'.repeat(100_000)));
    assert.ok(performance.now() - started < 1000);
  });
});

describe('document studio: content rules that walk the blocks', () => {
  it('refuses a body nested deeper than a report can be, naming where, without recursion', () => {
    let deep: unknown = {};
    for (let i = 0; i < 200_000; i++) deep = { a: deep };
    refuses(() => assertJsonDepth({ content: deep }, 24), `content${'.a'.repeat(23)}`);
    assertJsonDepth({ content: { blocks: [{ type: 'title' }] } }, 24);
  });

  it('walks blocks in document order with their paths and depths', () => {
    const blocks = placedBlocks({ blocks: [section('a', [section('b', [narrative('x')])]), narrative('y')] });
    assert.deepEqual(
      blocks.map((b) => [b.path, b.depth]),
      [
        ['content.blocks[0]', 1],
        ['content.blocks[0].children[0]', 2],
        ['content.blocks[0].children[0].children[0]', 3],
        ['content.blocks[1]', 1],
      ],
    );
  });

  it('in a template, metadata.templateId has no meaning', () => {
    refuses(() => checkContent({ blocks: [], metadata: { templateId: '1' } }, { template: true }), 'content.metadata.templateId');
  });
});

describe('document studio: templates (D-29)', () => {
  const template: TemplateRef = {
    name: 'Monitoring report',
    sections: [
      { id: 'summary', title: 'Executive summary', required: true },
      { id: 'cost', title: 'Cost', required: false },
      { id: 'risks', title: 'Risks', required: true },
    ],
  };
  const check = (blocks: Block[], t: TemplateRef | null = template) => checkSections(placedBlocks({ blocks }), t);

  it('takes the template’s sections in its order, with content in the required ones; optional ones may be left out, own ones added anywhere', () => {
    check([section('summary', [narrative('<p>Fine</p>')]), section('extra'), section('risks', [{ type: 'list', content: 'Late steel' }])]);
    check([section('mine'), section('summary', [section('nested', [narrative('<p>deep text</p>')])]), section('cost'), section('risks', [{ type: 'data', properties: { dataSource: 'project.total_budget' } }])]);
  });

  it('lists every required section without content, absent or empty, in one 400', () => {
    const message = refuses(() => check([section('summary', [narrative('<p> &nbsp; </p><br />')]), section('cost')]), 'content.blocks');
    assert.match(message, /summary \(Executive summary\), risks \(Risks\)$/);
    assert.match(message, /template "Monitoring report"/);
  });

  it('refuses a template section out of the template’s order, naming it', () => {
    const message = refuses(
      () => check([section('risks', [narrative('<p>x</p>')]), section('summary', [narrative('<p>y</p>')])]),
      'content.blocks[1].properties.sectionId',
    );
    assert.match(message, /summary, cost, risks/);
  });

  it('needs content in any block the report marks required, with or without a template', () => {
    const message = refuses(() => check([section('own', [], { required: true }), { type: 'title', content: ' ', properties: { required: true } }], null), 'content.blocks');
    assert.match(message, /own \(OWN\), content\.blocks\[1\]$/);
  });

  it('counts text, data and tables as content, not blank text or empty markup', () => {
    assert.ok(hasContent(narrative('<p>x</p>')));
    assert.ok(!hasContent(narrative('<p>&nbsp;</p><p> </p>')));
    assert.ok(!hasContent({ type: 'list', content: '\n \n' }));
    assert.ok(hasContent({ type: 'table', properties: { dataSource: 'facilities' } }));
    assert.ok(!hasContent(section('s', [section('t', [narrative('')])])));
  });

  it('the default template of D-8 passes the rules, and a report saved from it with its sections filled passes the template', () => {
    const content = DEFAULT_DOCUMENT_STUDIO_TEMPLATE.content as ReportContent;
    const blocks = checkContent(content, { template: true });
    const ref = { name: DEFAULT_DOCUMENT_STUDIO_TEMPLATE.name, sections: sectionsOf(blocks) };
    assert.deepEqual(ref.sections.map((s) => [s.id, s.required]), [['executive_summary', true], ['cost', false], ['programme', false], ['risks', true]]);
    assert.deepEqual(placeholderPaths(blocks), ['project.name']);
    const filled = structuredClone(content);
    filled.blocks[1]!.children![0]!.content = '<p>On programme.</p>';
    filled.blocks[4]!.children![0]!.content = 'Steel price';
    const finished = finishContent(filled, new Map([['project.name', 'Alder Wharf']]), (html) => html);
    assert.equal(finished.blocks[0]!.content, 'Monitoring report: Alder Wharf');
    checkSections(placedBlocks(finished), ref);
    refuses(() => checkSections(placedBlocks(content), ref), 'content.blocks');
  });
});
