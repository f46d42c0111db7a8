import fs from 'node:fs';
import path from 'node:path';
import { createDataClient } from '../../sdk/src/index.ts';
import { type CommittedFile, type Format, Part } from './files.ts';
import { int, type Progress } from './progress.ts';
import { type ExportState, lockDir, readState, removeLeftovers, STATE_VERSION, StateFileError, writeState } from './state.ts';
import { type ChangesPage, STREAM_SPECS, type StreamName } from './tables.ts';

/**
 * One run of the export: each chosen stream read from its saved cursor (or from the beginning), its
 * records written into parts of at most `fileRows` records, and the stream's cursor saved after each
 * part is complete. Whatever stops the run (a quota 429, a signal, an error), the pages read whole are
 * written and their cursor saved first; a `kill -9` loses only the part being written.
 */

export interface ExportOptions {
  url: string;
  key: string;
  out: string;
  format: Format;
  /** Read every stream from the beginning, whatever cursors are saved. */
  full: boolean;
  streams: readonly StreamName[];
  /** Items a page (`limit`, 1–200). */
  pageSize: number;
  /** Projects read at once (three requests each). */
  concurrency: number;
  /** Records of a stream a file holds before the next part begins. */
  fileRows: number;
  statePath: string;
  progress: Progress;
  signal?: AbortSignal;
  fetch?: typeof fetch;
}

export interface StreamResult {
  stream: StreamName;
  records: number;
  files: CommittedFile[];
  seconds: number;
  /** Whether the stream started from a saved cursor (only what changed) or from the beginning. */
  incremental: boolean;
}

export interface ExportResult {
  runId: string;
  streams: StreamResult[];
}

/** The beginning of every list: a first read asks for everything modified since. */
export const EPOCH = '1970-01-01T00:00:00Z';

/** A run's id: its start as compact ISO 8601 UTC to the millisecond, so that names sort by run. */
export function newRunId(now = new Date()): string {
  return now.toISOString().replace(/[-:]/g, '').replace('.', '');
}

/** A stream that stopped: the error, with what it had written and saved by then. */
export class StreamStopped extends Error {
  override name = 'StreamStopped';
  readonly result: StreamResult;
  constructor(cause: unknown, result: StreamResult) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.result = result;
  }
}

export async function runExport(options: ExportOptions): Promise<ExportResult> {
  const { out, statePath, progress } = options;
  const url = options.url.replace(/\/+$/, '');
  fs.mkdirSync(out, { recursive: true });
  fs.mkdirSync(path.dirname(statePath), { recursive: true });
  const unlock = lockDir(out);
  try {
    const left = removeLeftovers(out, statePath);
    if (left.length > 0) progress.say(`removed ${left.length} unfinished file(s) of an earlier run: ${left.map((f) => path.basename(f)).join(', ')}`);

    const saved = readState(statePath);
    if (saved && saved.url !== url && !options.full) {
      throw new StateFileError(`${statePath} holds cursors of ${saved.url}, not ${url}: run with --full, or give another --out or --state`);
    }
    const state: ExportState = saved && saved.url === url ? saved : { version: STATE_VERSION, url, streams: {} };
    const signal = options.signal ?? new AbortController().signal;
    const client = createDataClient({ baseUrl: url, apiKey: options.key, ...(options.fetch ? { fetch: options.fetch } : {}) });
    const runId = newRunId();
    const done: StreamResult[] = [];
    for (const stream of options.streams) {
      done.push(await exportStream(stream, { ...options, url }, { client, state, runId, signal }));
    }
    return { runId, streams: done };
  } finally {
    unlock();
  }
}

interface RunContext {
  client: ReturnType<typeof createDataClient>;
  state: ExportState;
  runId: string;
  signal: AbortSignal;
}

async function exportStream(name: StreamName, options: ExportOptions, run: RunContext): Promise<StreamResult> {
  const spec = STREAM_SPECS[name];
  const { client, state, runId, signal } = run;
  const started = performance.now();
  const savedCursor = options.full ? undefined : state.streams[name]?.cursor;
  const result: StreamResult = { stream: name, records: 0, files: [], seconds: 0, incremental: savedCursor !== undefined };
  const query: Record<string, string | number> = savedCursor ? { cursor: savedCursor, limit: options.pageSize } : { modified_since: EPOCH, limit: options.pageSize };

  let part: Part | null = null;
  let parts = 0;
  let bookmark: string | null = null;
  /** Writes the part (if any) and then saves the bookmark of its last page. */
  const commit = () => {
    if (part && !part.empty) result.files.push(...part.commit());
    part = null;
    if (bookmark !== null && bookmark !== state.streams[name]?.cursor) {
      state.streams[name] = { cursor: bookmark, saved_at: new Date().toISOString(), run_id: runId };
      writeState(options.statePath, state);
    }
  };

  try {
    options.progress.start(name, savedCursor ? null : await spec.total(client, signal));
    const pages = spec.pages(client, query, signal)[Symbol.asyncIterator]();
    let next: Promise<IteratorResult<ChangesPage>> = pages.next();
    for (;;) {
      const step = await next;
      if (step.done) break;
      const page = step.value;
      // The next page is asked for while this one's projects are read; a failure surfaces when it is awaited.
      next = pages.next();
      next.catch(() => undefined);
      const records = await spec.records(client, page.items, options.concurrency, signal);
      part ??= new Part(spec, { dir: options.out, format: options.format, runId, index: ++parts });
      part.add(records);
      bookmark = page.pagination.next_cursor ?? null;
      result.records += records.length;
      options.progress.add(records.length);
      if (part.records.count >= options.fileRows) commit();
    }
    commit();
  } catch (err) {
    result.seconds = (performance.now() - started) / 1000;
    try {
      commit();
    } catch {
      (part as Part | null)?.abandon();
    }
    options.progress.end(summaryLine(result));
    throw new StreamStopped(err, result);
  }
  result.seconds = (performance.now() - started) / 1000;
  options.progress.end(summaryLine(result));
  return result;
}

/** The stream's line: what it read, how fast, and the rows of each table it wrote. */
export function summaryLine(result: StreamResult): string {
  const rate = result.seconds > 0 ? result.records / result.seconds : 0;
  const byTable = new Map<string, number>();
  for (const f of result.files) byTable.set(f.table, (byTable.get(f.table) ?? 0) + f.rows);
  const tables = [...byTable].map(([table, rows]) => `${table} ${int(rows)}`).join(', ');
  const what = result.incremental ? 'changed since the last run' : 'from the beginning';
  return (
    `${result.stream}: ${int(result.records)} records ${what} in ${result.seconds.toFixed(1)} s (${int(rate)}/s), ` +
    `${result.files.length} file(s)${tables ? `: ${tables} rows` : ''}`
  );
}

