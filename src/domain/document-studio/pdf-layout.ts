import {
  calculationOf,
  columnFormatsOf,
  dataFormatOf,
  figureOf,
  isNumeric,
  labelOf,
  type ResolvedData,
  type ResolvedRow,
  rowsOf,
  totalRowTexts,
  wholeTableColumns,
} from './figures.ts';
import { narrativeContent } from './narrative-pdf.ts';
import type { PdfCell, PdfContent, PdfDocument, PdfStyle, PdfTable, PdfText } from './pdf-document.ts';
import { PAGE } from './pdf-document.ts';
import { formatDate, formatValue, isCalculated, type Scalar } from './value-format.ts';
import { type Calculation, isOneOf, TEXT_ALIGNS, type ValueFormat } from './vocabulary.ts';

// A stored document studio version (its blocks, D-27) as a pdfmake document
// definition (D-26): pure, so the same content always lays out the same way. The data is what the
// version keeps (its figures), handed in by dataSource path.

export interface ReportColumn {
  key: string;
  title: string;
  format?: string;
}
export interface ReportBlockProperties {
  sectionId?: string;
  title?: string;
  required?: boolean;
  fontSize?: string;
  textAlign?: string;
  color?: string;
  dataSource?: string;
  format?: string;
  calculation?: string;
  columns?: ReportColumn[];
  listType?: string;
}
export interface ReportBlock {
  type: string;
  content?: string;
  properties?: ReportBlockProperties;
  children?: ReportBlock[];
}

export type { ResolvedData, ResolvedRow };

export interface ReportForPdf {
  /** The reportName. */
  name: string;
  version: number;
  /** When the version was saved. */
  createdAt: string | Date;
  /** The environment's ISO 4217 currency. */
  currency: string;
  blocks: readonly ReportBlock[];
  /** Every dataSource the blocks name, with the value the version keeps for it. */
  data: ReadonlyMap<string, ResolvedData>;
}

const BASE_FONT_SIZE = 10;
const HEADER_FILL = '#eef1f4';
const MUTED = '#555555';


/** A CSS length (D-27: px, pt, em, rem or %) in points, within what a page can show; else undefined. */
export function fontSizeOf(css: string | undefined): number | undefined {
  const match = css?.trim().match(/^(\d+(?:\.\d+)?|\.\d+)(px|pt|em|rem|%)$/i);
  if (!match) return undefined;
  const n = Number(match[1]);
  const unit = match[2]!.toLowerCase();
  const points = unit === 'px' ? n * 0.75 : unit === 'pt' ? n : unit === '%' ? (n / 100) * BASE_FONT_SIZE : n * BASE_FONT_SIZE;
  return Math.min(48, Math.max(6, Math.round(points * 10) / 10));
}

/** A block's own colour, size and alignment, as a style for the node that holds it. */
function blockStyle(properties: ReportBlockProperties | undefined): PdfStyle {
  const style: PdfStyle = {};
  const size = fontSizeOf(properties?.fontSize);
  if (size !== undefined) style.fontSize = size;
  const align = properties?.textAlign;
  if (isOneOf(TEXT_ALIGNS, align)) style.alignment = align;
  const color = properties?.color?.trim();
  if (color && /^(#[0-9a-f]{3}|#[0-9a-f]{6}|[a-z]{3,30})$/i.test(color)) style.color = color;
  return style;
}

function dataBlock(block: ReportBlock, report: ReportForPdf): PdfContent {
  const p = block.properties ?? {};
  const value = formatValue(figureOf(block, report.data), dataFormatOf(block), report.currency);
  return {
    columns: [
      { text: p.title ?? labelOf(p.dataSource ?? ''), width: '*' },
      { text: value, width: 'auto', bold: true, alignment: 'right' },
    ],
    columnGap: 12,
    margin: [0, 1, 0, 5],
    ...blockStyle(p),
  };
}


/**
 * A table block: its columns' titles as a header row repeated on every page, a row per row of its data
 * source, and, when the block has a calculation, a last row with it applied to each currency and number
 * column (and to percent columns for avg, min and max; count counts the rows).
 */
function tableBlock(block: ReportBlock, report: ReportForPdf): PdfContent[] {
  const p = block.properties ?? {};
  const columns = p.columns ?? [];
  if (columns.length === 0) return [];
  const rows = rowsOf(block, report.data);
  const formats = columnFormatsOf(block, columns);
  const cell = (value: Scalar, i: number): PdfCell => ({
    text: formatValue(value, formats[i], report.currency),
    ...(isNumeric(formats[i]) ? { alignment: 'right' as const } : {}),
  });
  const header: PdfCell[] = columns.map((c, i) => ({
    text: c.title,
    bold: true,
    fillColor: HEADER_FILL,
    ...(isNumeric(formats[i]) ? { alignment: 'right' as const } : {}),
  }));
  const body: PdfCell[][] = [header];
  if (rows.length === 0) {
    body.push([
      { text: 'No rows', italics: true, color: MUTED, colSpan: columns.length },
      ...columns.slice(1).map(() => ({ text: '' })),
    ]);
  }
  for (const row of rows) body.push(columns.map((c, i) => cell(row[c.key], i)));
  const calculation = calculationOf(p.calculation);
  if (calculation && rows.length > 0) body.push(totalRow(columns, formats, rows, calculation, report.currency));
  const table: PdfTable = {
    table: {
      headerRows: 1,
      keepWithHeaderRows: 1,
      dontBreakRows: true,
      widths: formats.map((f) => (isNumeric(f) ? 'auto' : '*')),
      body,
    },
    layout: 'lightHorizontalLines',
    margin: [0, 2, 0, 10],
    ...blockStyle(p),
  };
  // Every column of figures: the first still takes what the page has left.
  if (!table.table.widths.includes('*')) table.table.widths[0] = '*';
  return p.title ? [{ text: p.title, style: 'blockTitle' }, table] : [table];
}

function totalRow(
  columns: readonly ReportColumn[],
  formats: (ValueFormat | undefined)[],
  rows: readonly ResolvedRow[],
  calculation: Calculation,
  currency: string,
): PdfText[] {
  return totalRowTexts(columns, formats, rows, calculation, currency).map((text, i): PdfText => {
    if (isCalculated(formats[i], calculation)) return { text, bold: true, alignment: 'right' };
    return i === 0 ? { text, bold: true } : { text: '' };
  });
}

function listBlock(block: ReportBlock): PdfContent[] {
  const items = (block.content ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const p = block.properties ?? {};
  const title: PdfContent[] = p.title ? [{ text: p.title, style: 'blockTitle' }] : [];
  if (items.length === 0) return title;
  const nodes = items.map((text): PdfText => ({ text }));
  const style = { margin: [0, 0, 0, 6] as [number, number, number, number], ...blockStyle(p) };
  return [...title, p.listType === 'numbered' ? { ol: nodes, ...style } : { ul: nodes, ...style }];
}

function narrativeBlock(block: ReportBlock): PdfContent[] {
  const p = block.properties ?? {};
  const content = narrativeContent(block.content ?? '');
  const title: PdfContent[] = p.title ? [{ text: p.title, style: 'blockTitle' }] : [];
  if (content.length === 0) return title;
  return [...title, { stack: content, ...blockStyle(p) }];
}

/** Roughly how much of a page a node takes, in characters of text: enough to tell a short node. */
function textLength(node: PdfContent): number {
  if ('text' in node) return typeof node.text === 'string' ? node.text.length : node.text.reduce((n, run) => n + textLength(run), 0);
  if ('stack' in node) return node.stack.reduce((n, child) => n + textLength(child), 0);
  if ('ul' in node) return node.ul.reduce((n, child) => n + 80 + textLength(child), 0);
  if ('ol' in node) return node.ol.reduce((n, child) => n + 80 + textLength(child), 0);
  if ('columns' in node) return 100;
  return Number.POSITIVE_INFINITY;
}

/** Text short enough to hold together with a heading (a few lines: always far less than a page). */
const SHORT = 1200;

/**
 * A heading kept on the page of what follows it: held together with the first node after it when that
 * node is short, or with the first paragraph of a long narrative (pdfmake keeps only the first page of
 * an unbreakable block, so nothing long is ever held). A long table or list may still start overleaf.
 */
function keepWithNext(heading: PdfContent, following: PdfContent[]): PdfContent[] {
  const [first, ...rest] = following;
  if (first === undefined) return [heading];
  if (textLength(first) <= SHORT) return [{ stack: [heading, first], unbreakable: true }, ...rest];
  if ('stack' in first && first.stack.length > 1 && !first.unbreakable) {
    const { stack, ...style } = first;
    const [lead, ...tail] = stack;
    if (textLength(lead!) <= SHORT) {
      return [{ stack: [heading, { ...style, stack: [lead!] }], unbreakable: true }, { ...style, stack: tail }, ...rest];
    }
  }
  return [heading, ...following];
}

function sectionBlock(block: ReportBlock, report: ReportForPdf, depth: number): PdfContent[] {
  const p = block.properties ?? {};
  const children = (block.children ?? []).flatMap((child) => blockContent(child, report, depth + 1));
  if (!p.title) return children;
  const heading: PdfText = { text: p.title, style: `heading${Math.min(depth, 3) + 1}`, ...blockStyle(p) };
  return keepWithNext(heading, children);
}

/** A data block naming a breakdown read whole (the catalogue's `whole`): a table of all its columns. */
function wholeTable(block: ReportBlock): ReportBlock | null {
  const columns = wholeTableColumns(block);
  return columns ? { ...block, properties: { ...block.properties, columns } } : null;
}

function blockContent(block: ReportBlock, report: ReportForPdf, depth: number): PdfContent[] {
  switch (block.type) {
    case 'title':
      return block.content?.trim() ? [{ text: block.content, style: 'title', ...blockStyle(block.properties) }] : [];
    case 'narrative':
      return narrativeBlock(block);
    case 'data': {
      const whole = wholeTable(block);
      return whole ? tableBlock(whole, report) : [dataBlock(block, report)];
    }
    case 'table':
      return tableBlock(block, report);
    case 'section':
      return sectionBlock(block, report, depth);
    case 'list':
      return listBlock(block);
    default:
      return [];
  }
}

/** Every dataSource the report's data and table blocks name, once each, in order. */
export function dataSourcePaths(blocks: readonly ReportBlock[]): string[] {
  const paths = new Set<string>();
  const visit = (block: ReportBlock) => {
    const source = block.properties?.dataSource;
    if ((block.type === 'data' || block.type === 'table') && source) paths.add(source);
    block.children?.forEach(visit);
  };
  blocks.forEach(visit);
  return [...paths];
}

/**
 * The PDF's file name: the report's name in ASCII letters, digits, '_' and '-' (accents dropped, anything
 * else a '-'), then -v<version>.pdf, e.g. "Alder-Wharf-monitoring-v3.pdf": safe in a Content-Disposition
 * header and on any file system.
 */
export function pdfFileName(name: string, version: number): string {
  const safe = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9_]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/, '');
  return `${safe || 'report'}-v${version}.pdf`;
}

const hasTitle = (blocks: readonly ReportBlock[]) => blocks.some((b) => b.type === 'title' && b.content?.trim());

/**
 * The report as a pdfmake document: its blocks in order (a report without a title block is headed by
 * its name), A4, Roboto, and on every page the footer "<name> · version N · <date> — page N of M". The
 * file's creation date is the version's, not the render's (the file's identifier is made from it), so
 * that a version gives the same bytes each time it is rendered, which a reader can check by a checksum.
 */
export function layoutReport(report: ReportForPdf): PdfDocument {
  const saved = new Date(report.createdAt);
  const date = Number.isNaN(saved.getTime()) ? 'undated' : formatDate(saved);
  const content = report.blocks.flatMap((block) => blockContent(block, report, 0));
  if (!hasTitle(report.blocks)) content.unshift({ text: report.name, style: 'title' });
  const footerText = `${report.name} · version ${report.version} · ${date}`;
  return {
    info: {
      title: report.name,
      subject: `Version ${report.version}, ${date}`,
      creator: 'Project Cost Analytics',
      producer: 'Project Cost Analytics',
      ...(Number.isNaN(saved.getTime()) ? {} : { creationDate: saved }),
    },
    pageSize: 'A4',
    pageMargins: [PAGE.margin, PAGE.margin, PAGE.margin, PAGE.margin],
    content,
    footer: (currentPage, pageCount) => ({
      text: `${footerText} — page ${currentPage} of ${pageCount}`,
      fontSize: 8,
      color: MUTED,
      alignment: 'center',
      margin: [PAGE.margin, 20, PAGE.margin, 0],
    }),
    styles: {
      title: { fontSize: 22, bold: true, margin: [0, 0, 0, 14] },
      heading1: { fontSize: 16, bold: true, margin: [0, 12, 0, 6] },
      heading2: { fontSize: 13.5, bold: true, margin: [0, 10, 0, 5] },
      heading3: { fontSize: 12, bold: true, margin: [0, 8, 0, 4] },
      heading4: { fontSize: 11, bold: true, margin: [0, 6, 0, 3] },
      blockTitle: { fontSize: 10.5, bold: true, margin: [0, 4, 0, 3] },
      narrativeHeading1: { fontSize: 13, bold: true, margin: [0, 6, 0, 4] },
      narrativeHeading2: { fontSize: 12, bold: true, margin: [0, 6, 0, 3] },
      narrativeHeading3: { fontSize: 11, bold: true, margin: [0, 4, 0, 2] },
      narrativeHeading4: { fontSize: 10, bold: true, margin: [0, 4, 0, 2] },
    },
    defaultStyle: { font: 'Roboto', fontSize: BASE_FONT_SIZE, lineHeight: 1.2 },
  };
}
