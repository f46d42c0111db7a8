import fs from 'node:fs';
import path from 'node:path';
import { fileWriter, ParquetWriter } from 'hyparquet-writer';
import type { Column, Row, StreamSpec, Table } from './tables.ts';

/**
 * The export's files. Each is written as `<name>.partial`, flushed to disk (fsync) and only then renamed
 * to its name, and the directory flushed after the rename: a file under its final name is complete, and a
 * run that is killed leaves at most `.partial` files, which no reader's `*.parquet` pattern matches and
 * the next run removes.
 */

export const FORMATS = ['ndjson', 'csv', 'parquet'] as const;
export type Format = (typeof FORMATS)[number];

export const PARTIAL = '.partial';

/**
 * A Parquet row group is written once it holds this many rows, or sooner once its values come to about
 * ROW_GROUP_BYTES (long descriptions): a file of any size costs one group's memory.
 */
export const ROW_GROUP_ROWS = 10_000;
export const ROW_GROUP_BYTES = 16 * 1024 * 1024;

/** Writes the data of a closed file to disk. */
function fsyncPath(file: string): void {
  const fd = fs.openSync(file, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** Writes a directory's entries (a rename into it) to disk. */
export function fsyncDir(dir: string): void {
  fsyncPath(dir);
}

/** Text appended to a file through a buffer of about a megabyte; `close` flushes and fsyncs. */
class TextFile {
  private readonly fd: number;
  private chunks: string[] = [];
  private size = 0;

  constructor(file: string) {
    this.fd = fs.openSync(file, 'w');
  }

  write(text: string): void {
    this.chunks.push(text);
    this.size += text.length;
    if (this.size >= 1 << 20) this.flush();
  }

  private flush(): void {
    if (this.size === 0) return;
    fs.writeSync(this.fd, this.chunks.join(''));
    this.chunks = [];
    this.size = 0;
  }

  close(): void {
    this.flush();
    fs.fsyncSync(this.fd);
    fs.closeSync(this.fd);
  }

  abandon(): void {
    fs.closeSync(this.fd);
  }
}

/** One file being written: records or rows in, `close` makes it durable. */
interface FileWriter {
  add(items: readonly unknown[]): void;
  close(): void;
  abandon(): void;
}

/** One record a line, as the API gave it. */
class NdjsonWriter implements FileWriter {
  private readonly file: TextFile;
  constructor(file: string) {
    this.file = new TextFile(file);
  }
  add(records: readonly unknown[]): void {
    let text = '';
    for (const record of records) text += `${JSON.stringify(record)}\n`;
    this.file.write(text);
  }
  close(): void {
    this.file.close();
  }
  abandon(): void {
    this.file.abandon();
  }
}

/** A CSV field: RFC 4180 quoting, null as an empty field, an empty string as `""`. */
function csvField(value: unknown, column: Column): string {
  if (value === null || value === undefined) return '';
  if (column.type === 'double') {
    const text = String(value);
    // A whole number keeps a decimal point, so that a reader infers the column as DOUBLE, as it is.
    return Number.isInteger(value) && !/[.e]/i.test(text) ? `${text}.0` : text;
  }
  if (column.type === 'text') {
    const text = String(value);
    return text === '' || /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  }
  return String(value);
}

/** A header line, then a line a row; timestamps as the API's ISO 8601 UTC text. */
class CsvWriter implements FileWriter {
  private readonly file: TextFile;
  private readonly columns: readonly Column[];
  constructor(file: string, table: Table) {
    this.file = new TextFile(file);
    this.columns = table.columns;
    this.file.write(`${this.columns.map((c) => c.name).join(',')}\r\n`);
  }
  add(rows: readonly unknown[]): void {
    let text = '';
    for (const row of rows as Row[]) text += `${this.columns.map((c) => csvField(row[c.name], c)).join(',')}\r\n`;
    this.file.write(text);
  }
  close(): void {
    this.file.close();
  }
  abandon(): void {
    this.file.abandon();
  }
}

/** A column's Parquet schema element; every column is OPTIONAL (null where the API gives null). */
function schemaElement(column: Column) {
  const base = { name: column.name, repetition_type: 'OPTIONAL' as const };
  switch (column.type) {
    case 'id':
      return { ...base, type: 'INT64' as const };
    case 'int':
      return { ...base, type: 'INT32' as const };
    case 'double':
      return { ...base, type: 'DOUBLE' as const };
    case 'boolean':
      return { ...base, type: 'BOOLEAN' as const };
    case 'timestamp':
      // The logical type for today's readers, the converted type for older ones (as parquet-mr writes both).
      return {
        ...base,
        type: 'INT64' as const,
        converted_type: 'TIMESTAMP_MILLIS' as const,
        logical_type: { type: 'TIMESTAMP' as const, isAdjustedToUTC: true, unit: 'MILLIS' as const },
      };
    case 'text':
      return { ...base, type: 'BYTE_ARRAY' as const, converted_type: 'UTF8' as const };
  }
}

/** The API's value as the column's Parquet value: ids and instants as 64-bit integers. */
function parquetValue(value: unknown, column: Column): unknown {
  if (value === null || value === undefined) return null;
  switch (column.type) {
    case 'id':
      return BigInt(value as string);
    case 'timestamp':
      return BigInt(Date.parse(value as string));
    default:
      return value;
  }
}

/** Rows buffered by column and written a row group at a time. */
class ParquetTableWriter implements FileWriter {
  private readonly writer: ParquetWriter;
  private readonly columns: readonly Column[];
  private buffers: unknown[][];
  /** About how many bytes the buffered values take (a character a byte, 8 for anything else). */
  private bytes = 0;
  private readonly rowGroupRows: number;

  constructor(file: string, table: Table, rowGroupRows: number) {
    this.columns = table.columns;
    this.rowGroupRows = rowGroupRows;
    this.buffers = this.columns.map(() => []);
    this.writer = new ParquetWriter({
      writer: fileWriter(file),
      schema: [{ name: 'root', num_children: this.columns.length }, ...this.columns.map(schemaElement)],
      createdBy: 'project-cost-analytics export',
    });
  }

  add(rows: readonly unknown[]): void {
    for (const row of rows as Row[]) {
      for (let i = 0; i < this.columns.length; i++) {
        const column = this.columns[i]!;
        const value = row[column.name];
        this.bytes += typeof value === 'string' ? value.length : 8;
        this.buffers[i]!.push(parquetValue(value, column));
      }
      if (this.buffers[0]!.length >= this.rowGroupRows || this.bytes >= ROW_GROUP_BYTES) this.flushGroup();
    }
  }

  private flushGroup(): void {
    const rows = this.buffers[0]!.length;
    if (rows === 0) return;
    // fileWriter writes synchronously, so write() returns no promise.
    void this.writer.write({
      columnData: this.columns.map((c, i) => ({ name: c.name, data: this.buffers[i]! })),
      rowGroupSize: rows,
    });
    this.buffers = this.columns.map(() => []);
    this.bytes = 0;
  }

  close(): void {
    this.flushGroup();
    void this.writer.finish();
  }

  abandon(): void {
    this.buffers = [];
  }
}

/** The files of one part of a stream, in the output directory under their final and their `.partial` names. */
interface OpenFile {
  final: string;
  partial: string;
  writer: FileWriter;
  rows: number;
}

export interface PartOptions {
  dir: string;
  format: Format;
  runId: string;
  /** 1, 2, … within the run and stream. */
  index: number;
  rowGroupRows?: number;
}

/** What a committed part wrote: each file's name (in the output directory) and its rows. */
export type CommittedFile = { file: string; table: string; rows: number };

/**
 * One part of a stream in a run: `<table>-<runId>-<index>.<format>` for each table that received rows
 * (NDJSON: one file, `<stream>-…`, of whole records). A table without rows in the part gets no file.
 */
export class Part {
  readonly records: { count: number } = { count: 0 };
  private readonly files = new Map<string, OpenFile>();
  private readonly spec: StreamSpec;
  private readonly options: PartOptions;

  constructor(spec: StreamSpec, options: PartOptions) {
    this.spec = spec;
    this.options = options;
  }

  private open(table: string): OpenFile {
    let file = this.files.get(table);
    if (file) return file;
    const { dir, format, runId, index } = this.options;
    const final = path.join(dir, `${table}-${runId}-${String(index).padStart(4, '0')}.${format}`);
    const partial = `${final}${PARTIAL}`;
    const definition = this.spec.tables.find((t) => t.name === table);
    let writer: FileWriter;
    if (format === 'ndjson') writer = new NdjsonWriter(partial);
    else if (format === 'csv') writer = new CsvWriter(partial, definition!);
    else writer = new ParquetTableWriter(partial, definition!, this.options.rowGroupRows ?? ROW_GROUP_ROWS);
    file = { final, partial, writer, rows: 0 };
    this.files.set(table, file);
    return file;
  }

  /** Adds a page's records (rows, for CSV and Parquet). */
  add(records: readonly unknown[]): void {
    if (records.length === 0) return;
    this.records.count += records.length;
    if (this.options.format === 'ndjson') {
      const file = this.open(this.spec.name);
      file.writer.add(records);
      file.rows += records.length;
      return;
    }
    const byTable = new Map<string, Row[]>();
    for (const record of records) {
      for (const [table, rows] of Object.entries(this.spec.rows(record, this.options.runId))) {
        if (rows.length === 0) continue;
        const list = byTable.get(table);
        if (list) list.push(...rows);
        else byTable.set(table, [...rows]);
      }
    }
    for (const [table, rows] of byTable) {
      const file = this.open(table);
      file.writer.add(rows);
      file.rows += rows.length;
    }
  }

  get empty(): boolean {
    return this.files.size === 0;
  }

  /** Closes every file (flushed and fsynced), then renames each to its final name and flushes the directory. */
  commit(): CommittedFile[] {
    for (const file of this.files.values()) {
      file.writer.close();
      // hyparquet-writer's file writer appends without keeping the file open: its data is flushed here.
      if (this.options.format === 'parquet') fsyncPath(file.partial);
    }
    for (const file of this.files.values()) fs.renameSync(file.partial, file.final);
    if (this.files.size > 0) fsyncDir(this.options.dir);
    return [...this.files.entries()].map(([table, f]) => ({ file: path.basename(f.final), table, rows: f.rows }));
  }

  /** Closes and removes the part's `.partial` files (a run that stops on an error). */
  abandon(): void {
    for (const file of this.files.values()) {
      try {
        file.writer.abandon();
      } catch {
        // already closed
      }
      fs.rmSync(file.partial, { force: true });
    }
    this.files.clear();
  }
}
