import { dataSourceOf } from './catalogue.ts';
import { CALCULATION_LABELS, calculate, formatValue, isCalculated, type Scalar } from './value-format.ts';
import { type Calculation, CALCULATIONS, FORMATS, isOneOf, type ValueFormat } from './vocabulary.ts';

/**
 * What a data or table block shows of the project's data (D-26, D-27), read from the values of its
 * data sources: the PDF lays it out (pdf-layout.ts) and the console shows it before a save, from the
 * preview's `data`, so that both say the same figures the same way.
 */

export interface FigureColumn {
  key: string;
  title: string;
  format?: string;
}

/** What a data or table block says about its data. */
export interface FigureBlock {
  type: string;
  properties?: { title?: string; dataSource?: string; format?: string; calculation?: string; columns?: FigureColumn[] };
}

export type ResolvedRow = Readonly<Record<string, Scalar>>;
/** A data source's value: one figure (data blocks), or rows (table blocks), or a list of figures. */
export type ResolvedData = Scalar | readonly ResolvedRow[] | readonly Scalar[];

export const formatOf = (format: string | undefined) => (isOneOf(FORMATS, format) ? format : undefined);
export const calculationOf = (calculation: string | undefined) => (isOneOf(CALCULATIONS, calculation) ? calculation : undefined);

/** A figure without a title of its own is called by its source's name in the catalogue ("project.total_budget" → "Total budget"), or by its path in words. */
export function labelOf(dataSource: string): string {
  const known = dataSourceOf(dataSource)?.label;
  if (known) return known;
  const last = dataSource.split('.').at(-1) ?? dataSource;
  const words = last.replace(/[_-]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : dataSource;
}

export const isRow = (value: unknown): value is ResolvedRow => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A data block's figure (D-27, the catalogue of D-26): a project field's value; a table column's values
 * under the block's calculation (count: the values recorded); a table's rows counted.
 */
export function figureOf(block: FigureBlock, data: ReadonlyMap<string, ResolvedData>): Scalar {
  const value = data.get(block.properties?.dataSource ?? '');
  if (!Array.isArray(value)) return value as Scalar;
  const calculation = calculationOf(block.properties?.calculation) ?? 'count';
  const values = value as readonly unknown[];
  if (values.some(isRow)) return calculation === 'count' ? values.length : null;
  return calculate(values as readonly Scalar[], calculation);
}

/** How a figure is shown: the block's or column's format, else its type in the catalogue; a count is a number. */
export function dataFormatOf(block: FigureBlock): ValueFormat | undefined {
  const p = block.properties ?? {};
  if (calculationOf(p.calculation) === 'count') return 'number';
  const source = dataSourceOf(p.dataSource ?? '');
  return formatOf(p.format) ?? (source && source.kind !== 'table' ? source.type : undefined);
}

/** Each column's format: its own, else its type in the catalogue. */
export function columnFormatsOf(block: FigureBlock, columns: readonly FigureColumn[]): (ValueFormat | undefined)[] {
  const source = dataSourceOf(block.properties?.dataSource ?? '');
  const types = new Map(source?.kind === 'table' ? source.columns.map((c) => [c.key, c.type] as const) : []);
  return columns.map((c) => formatOf(c.format) ?? types.get(c.key));
}

/** A data block naming a breakdown read whole (the catalogue's `whole`): the table of all its columns it shows, else null. */
export function wholeTableColumns(block: FigureBlock): FigureColumn[] | null {
  const source = dataSourceOf(block.properties?.dataSource ?? '');
  if (block.type !== 'data' || source?.kind !== 'table' || !source.whole) return null;
  return source.columns.map((c) => ({ key: c.key, title: c.title }));
}

/** A table block's rows: the rows of its data source's value (none when it has none). */
export function rowsOf(block: FigureBlock, data: ReadonlyMap<string, ResolvedData>): readonly ResolvedRow[] {
  const source = data.get(block.properties?.dataSource ?? '');
  return Array.isArray(source) ? (source as readonly unknown[]).filter(isRow) : [];
}

export const isNumeric = (format: ValueFormat | undefined) => format === 'currency' || format === 'number' || format === 'percent';

/**
 * A table's last row under its calculation: the calculation of each currency and number column (avg, min
 * and max of percent columns too), its label in the first cell when that has no figure; count: "Count: N".
 * Each cell's text; '' where a column takes no part.
 */
export function totalRowTexts(
  columns: readonly FigureColumn[],
  formats: readonly (ValueFormat | undefined)[],
  rows: readonly ResolvedRow[],
  calculation: Calculation,
  currency: string,
): string[] {
  const cells = columns.map((c, i) => {
    const format = formats[i];
    if (!isCalculated(format, calculation)) return '';
    return formatValue(
      calculate(
        rows.map((r) => r[c.key]),
        calculation,
      ),
      format,
      currency,
    );
  });
  const label = CALCULATION_LABELS[calculation];
  if (calculation === 'count') cells[0] = `${label}: ${rows.length}`;
  else if (cells[0] === '') cells[0] = label;
  return cells;
}
