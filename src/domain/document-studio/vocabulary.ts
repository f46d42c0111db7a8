// The words of a document studio report's content (D-27), stated once: the content's JSON Schema
// (contract.ts), its rules, its placeholders, its values and its PDF layout all take them from here.

export const BLOCK_TYPES = ['title', 'narrative', 'data', 'table', 'section', 'list'] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

/** The blocks whose `content` is text (which may hold `{{path}}` placeholders); no other block has content. */
export const TEXT_BLOCKS: ReadonlySet<string> = new Set<BlockType>(['title', 'narrative', 'list']);

export const TEXT_ALIGNS = ['left', 'center', 'right', 'justify'] as const;
export type TextAlign = (typeof TEXT_ALIGNS)[number];

/** How a value reads (value-format.ts); also the type of each data source of the catalogue. */
export const FORMATS = ['currency', 'number', 'percent', 'date', 'text'] as const;
export type ValueFormat = (typeof FORMATS)[number];

/** How a data block aggregates a table column, and a table block its total row. */
export const CALCULATIONS = ['sum', 'avg', 'min', 'max', 'count'] as const;
export type Calculation = (typeof CALCULATIONS)[number];

export const LIST_TYPES = ['bullet', 'numbered'] as const;
export type ListType = (typeof LIST_TYPES)[number];

/** D-27: how deep blocks nest (a top-level block is at depth 1) and how many a report holds in all. */
export const MAX_NESTING = 8;
export const MAX_BLOCKS = 2_000;

export const REPORT_TYPES = ['GENERAL', 'INITIAL', 'INTERIM', 'FINAL'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/** Whether `word` is one of `words` (a value read from stored content, which predates no rule but is typed loosely). */
export function isOneOf<W extends string>(words: readonly W[], word: string | undefined): word is W {
  return word !== undefined && (words as readonly string[]).includes(word);
}
