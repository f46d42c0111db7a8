import { labelOf } from '../../../../src/domain/document-studio/figures.ts';
import { NONE } from '../../format.ts';
import type { Block } from '../../report-content.ts';
import { sanitizeNarrative } from '../../sanitize.ts';
import { FigureView, type FigureWords, type Values } from './figure-view.tsx';

/**
 * A report's content read as a document, as its PDF lays it out: its title, sections with their
 * headings, narratives, lists, and each figure and table with its values (`values`: a stored version's figures, or the builder's preview of today's) or,
 * before they are read, named by its data source. A stored version reads this way on the report page,
 * and the report being built beside its blocks in the builder.
 */

function Heading({ depth, children }: { depth: number; children: string }) {
  const level = Math.min(depth, 6);
  const Tag = `h${level}` as 'h2';
  return <Tag>{children}</Tag>;
}

export function Blocks({ blocks, depth, values }: { blocks: Block[]; depth: number; values: Values | null }) {
  return (
    <>
      {blocks.map((block, i) => (
        <BlockView key={i} block={block} depth={depth} values={values} />
      ))}
    </>
  );
}

/** A figure or a table named as its PDF names it: its title, else its data source's label. */
function documentWords(block: Block): FigureWords {
  const title = block.properties?.title;
  const name = title ?? labelOf(block.properties?.dataSource ?? '');
  return { figure: name, caption: title, region: name };
}

function BlockView({ block, depth, values }: { block: Block; depth: number; values: Values | null }) {
  switch (block.type) {
    case 'title':
      return <p class="report-title">{block.content ?? ''}</p>;
    case 'section':
      return (
        <section class="report-section" data-section={block.properties?.sectionId}>
          <Heading depth={depth}>{block.properties?.title ?? block.properties?.sectionId ?? 'Section'}</Heading>
          <Blocks blocks={block.children ?? []} depth={depth + 1} values={values} />
        </section>
      );
    case 'narrative':
      // The only HTML inserted as HTML: the stored narrative, sanitised by the service and again here.
      return <div class="narrative" dangerouslySetInnerHTML={{ __html: sanitizeNarrative(block.content ?? '') }} />;
    case 'list': {
      const items = (block.content ?? '').split('\n').filter((line) => line.trim() !== '');
      return block.properties?.listType === 'numbered' ? (
        <ol>
          {items.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ol>
      ) : (
        <ul>
          {items.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
      );
    }
    case 'data':
    case 'table':
      if (values?.data.has(block.properties?.dataSource ?? '')) return <FigureView block={block} values={values} words={documentWords(block)} />;
      // Before the builder's preview has read the values, or when it refuses the content (a stored version
      // holds a value for every block): the block named by its source.
      return (
        <p class="data-block">
          <span class="data-kind">{block.type === 'table' ? 'Table' : 'Figure'}</span>
          {block.properties?.title ? `${block.properties.title}: ` : ''}
          <code>{block.properties?.dataSource ?? NONE}</code>
          {block.type === 'table' && block.properties?.columns
            ? ` (${block.properties.columns.map((c) => c.title).join(', ')})`
            : ''}
        </p>
      );
    default:
      return null;
  }
}
