// The part of pdfmake's document definition (node_modules/pdfmake, "document definition object") that
// the report layout produces: text, stacks, lists, tables, columns and rules. No image, SVG, QR code,
// attachment or embedded file is ever part of it, so nothing in a report can name a file or a URL for
// the renderer to read (src/external/pdf.ts denies both anyway).

export interface PdfStyle {
  bold?: boolean;
  italics?: boolean;
  decoration?: 'underline' | 'lineThrough';
  color?: string;
  fontSize?: number;
  lineHeight?: number;
  alignment?: 'left' | 'center' | 'right' | 'justify';
  /** A link annotation (http, https or mailto only). */
  link?: string;
  sup?: boolean;
  sub?: boolean;
  style?: string | string[];
  margin?: [number, number, number, number];
  preserveLeadingSpaces?: boolean;
}

export interface PdfText extends PdfStyle {
  text: string | PdfText[];
}
export interface PdfStack extends PdfStyle {
  stack: PdfContent[];
  /** Kept on one page (only ever given to content far shorter than a page: pdfmake drops the rest). */
  unbreakable?: boolean;
}
export interface PdfBulletList extends PdfStyle {
  ul: PdfContent[];
}
export interface PdfNumberedList extends PdfStyle {
  ol: PdfContent[];
  start?: number;
}
export type PdfCell = (PdfText | PdfStack) & { colSpan?: number; fillColor?: string };
export interface PdfTable extends PdfStyle {
  table: {
    headerRows?: number;
    keepWithHeaderRows?: number;
    dontBreakRows?: boolean;
    widths: ('*' | 'auto' | number)[];
    body: PdfCell[][];
  };
  layout?: 'lightHorizontalLines' | 'noBorders' | 'headerLineOnly' | 'reportTable';
}
export interface PdfColumns extends PdfStyle {
  columns: ((PdfText | PdfStack) & { width: '*' | 'auto' | number })[];
  columnGap?: number;
}
export interface PdfRule extends PdfStyle {
  canvas: { type: 'line'; x1: number; y1: number; x2: number; y2: number; lineWidth: number; lineColor: string }[];
}
export type PdfContent = PdfText | PdfStack | PdfBulletList | PdfNumberedList | PdfTable | PdfColumns | PdfRule;

export interface PdfDocument {
  info: { title: string; subject?: string; creator: string; producer: string; creationDate?: Date };
  pageSize: 'A4';
  pageMargins: [number, number, number, number];
  content: PdfContent[];
  footer: (currentPage: number, pageCount: number) => PdfContent;
  styles: Record<string, PdfStyle>;
  defaultStyle: PdfStyle & { font: string };
}

/** A4 in points, and the width between the margins the layout uses. */
export const PAGE = { width: 595.28, height: 841.89, margin: 50 } as const;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
