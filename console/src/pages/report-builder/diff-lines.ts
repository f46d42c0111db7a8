import { diffArrays, diffWords } from 'diff';
import type { Block } from '../../../../src/domain/document-studio/contract.ts';
import { narrativeText } from '../../report-content.ts';

/**
 * Two versions' text side by side: each block's text in document order, a line per paragraph or list
 * item, labelled by its kind and its section; the lines compared with jsdiff (`diffArrays`), and a line
 * that changed compared again word by word (`diffWords`). A removed line followed by an added one is a
 * change of that line.
 */

export interface Line {
  /** `Cost › Narrative`, `Title`. */
  label: string;
  text: string;
}

export type RowKind = 'same' | 'added' | 'removed' | 'changed';

/** A word run of a changed line: kept, or only on this side. */
export interface Run {
  text: string;
  changed: boolean;
}

export interface DiffRow {
  kind: RowKind;
  before: { line: Line; runs: Run[] } | null;
  after: { line: Line; runs: Run[] } | null;
}

const figureWords = (block: Block) => {
  const p = block.properties ?? {};
  const extra = [p.calculation, p.format].filter(Boolean).join(', ');
  const columns = block.type === 'table' && p.columns ? `; columns ${p.columns.map((c) => c.title).join(', ')}` : '';
  return `${p.title ? `${p.title}: ` : ''}${p.dataSource ?? 'no data source'}${extra ? ` (${extra})` : ''}${columns}`;
};

/** The lines of one block and those within it. */
function blockLines(block: Block, where: string): Line[] {
  const p = block.properties ?? {};
  const label = (kind: string) => (where ? `${where} › ${kind}` : kind);
  switch (block.type) {
    case 'title':
      return [{ label: label('Title'), text: block.content ?? '' }];
    case 'section': {
      const title = p.title ?? p.sectionId ?? 'untitled';
      const head = { label: label('Section'), text: `${title}${p.required ? ' (required)' : ''}` };
      return [head, ...(block.children ?? []).flatMap((child) => blockLines(child, where ? `${where} › ${title}` : title))];
    }
    case 'narrative': {
      const paragraphs = narrativeText(block.content ?? '')
        .split(/\n+/)
        .map((line) => line.trim())
        .filter(Boolean);
      const lines = paragraphs.length > 0 ? paragraphs : ['(empty)'];
      return [...(p.title ? [p.title] : []), ...lines].map((text) => ({ label: label('Narrative'), text }));
    }
    case 'list': {
      const items = (block.content ?? '').split('\n').map((l) => l.trim()).filter(Boolean);
      return (items.length > 0 ? items : ['(empty)']).map((text) => ({ label: label(p.listType === 'numbered' ? 'Numbered list' : 'List'), text }));
    }
    case 'data':
      return [{ label: label('Figure'), text: figureWords(block) }];
    case 'table':
      return [{ label: label('Table'), text: figureWords(block) }];
    default:
      return [];
  }
}

export const versionLines = (blocks: readonly Block[]): Line[] => blocks.flatMap((block) => blockLines(block, ''));

const whole = (line: Line): { line: Line; runs: Run[] } => ({ line, runs: [{ text: line.text, changed: false }] });

function changedPair(before: Line, after: Line): DiffRow {
  const parts = diffWords(before.text, after.text);
  return {
    kind: 'changed',
    before: { line: before, runs: parts.filter((p) => !p.added).map((p) => ({ text: p.value, changed: !!p.removed })) },
    after: { line: after, runs: parts.filter((p) => !p.removed).map((p) => ({ text: p.value, changed: !!p.added })) },
  };
}

/**
 * Lines removed where others were added: a removed line and an added one of the same label (the same
 * kind of block in the same section) are one line changed, in order; any other is removed or added.
 */
function paired(removed: readonly Line[], added: readonly Line[]): DiffRow[] {
  const rows: DiffRow[] = [];
  let i = 0;
  let j = 0;
  while (i < removed.length || j < added.length) {
    const before = removed[i];
    const after = added[j];
    if (before && after && before.label === after.label) {
      rows.push(changedPair(before, after));
      i++;
      j++;
    } else if (before && (!after || removed.slice(i).some((line) => line.label === after.label))) {
      rows.push({ kind: 'removed', before: whole(before), after: null });
      i++;
    } else {
      rows.push({ kind: 'added', before: null, after: whole(after!) });
      j++;
    }
  }
  return rows;
}

/** The rows of the side-by-side view of `before` against `after`. */
export function diffRows(before: readonly Line[], after: readonly Line[]): DiffRow[] {
  const parts = diffArrays([...before], [...after], { comparator: (a, b) => a.label === b.label && a.text === b.text });
  const rows: DiffRow[] = [];
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    const next = parts[i + 1];
    if ((part.removed && next?.added) || (part.added && next?.removed)) {
      rows.push(...(part.removed ? paired(part.value, next!.value) : paired(next!.value, part.value)));
      i++;
    } else if (part.removed) for (const line of part.value) rows.push({ kind: 'removed', before: whole(line), after: null });
    else if (part.added) for (const line of part.value) rows.push({ kind: 'added', before: null, after: whole(line) });
    else for (const line of part.value) rows.push({ kind: 'same', before: whole(line), after: whole(line) });
  }
  return rows;
}
