import '../../reports.css';
import {
  calculationOf,
  columnFormatsOf,
  dataFormatOf,
  type FigureBlock,
  type FigureColumn,
  figureOf,
  isNumeric,
  type ResolvedData,
  rowsOf,
  totalRowTexts,
  wholeTableColumns,
} from '../../../../src/domain/document-studio/figures.ts';
import { formatFigure } from '../../format.ts';
import { TableRegion } from '../../tables.tsx';

/**
 * A data or table block's values, as its PDF shows them (the same figures,
 * src/domain/document-studio/figures.ts), read from the preview's `data` and written in the
 * environment's currency: in the builder before a save, and in a stored version read as a document.
 */

export interface Values {
  data: ReadonlyMap<string, ResolvedData>;
  currency: string;
}

/**
 * How the values are introduced: the builder says "Value now" beside the block's form; a version read
 * as a document names each figure and table as its PDF does (its title, else its source's label).
 */
export interface FigureWords {
  /** Before a data block's figure. */
  figure: string;
  /** A table's caption, when it has one. */
  caption: string | undefined;
  /** The name of a table's scrolling region. */
  region: string;
}

export function FigureView({ block, values, words }: { block: FigureBlock; values: Values; words: FigureWords }) {
  const path = block.properties?.dataSource;
  if (!path || !values.data.has(path)) return null;
  const whole = wholeTableColumns(block);
  if (block.type === 'table' || whole) {
    const columns = whole ?? block.properties?.columns ?? [];
    if (columns.length === 0) return <p class="hint">Choose at least one column to see the table.</p>;
    return <FigureTable block={block} columns={columns} values={values} words={words} />;
  }
  if (block.type !== 'data') return null;
  return (
    <p class="figure-now" data-testid="figure-value">
      {words.figure}: <strong>{formatFigure(figureOf(block, values.data), dataFormatOf(block), values.currency)}</strong>
    </p>
  );
}

function FigureTable({ block, columns, values, words }: { block: FigureBlock; columns: readonly FigureColumn[]; values: Values; words: FigureWords }) {
  const rows = rowsOf(block, values.data);
  const formats = columnFormatsOf(block, columns);
  const calculation = block.type === 'table' ? calculationOf(block.properties?.calculation) : undefined;
  const total = calculation && rows.length > 0 ? totalRowTexts(columns, formats, rows, calculation, values.currency) : null;
  const numeric = (i: number) => (isNumeric(formats[i]) ? 'number' : undefined);
  return (
    <TableRegion label={words.region}>
      <table class="figure-table" data-testid="figure-table">
        {words.caption && <caption>{words.caption}</caption>}
        <thead>
          <tr>
            {columns.map((c, i) => (
              <th key={c.key} scope="col" class={numeric(i)}>
                {c.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={columns.length}>No rows</td>
            </tr>
          )}
          {rows.map((row, r) => (
            <tr key={r}>
              {columns.map((c, i) => (
                <td key={c.key} class={numeric(i)}>
                  {formatFigure(row[c.key], formats[i], values.currency)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {total && (
          <tfoot>
            <tr>
              {total.map((text, i) => (
                <td key={i} class={i > 0 ? numeric(i) : undefined}>
                  <strong>{text}</strong>
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </TableRegion>
  );
}
