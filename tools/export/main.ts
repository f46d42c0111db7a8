import path from 'node:path';
import { parseArgs } from 'node:util';
import { ApiError, QuotaExceededError } from '../../sdk/src/index.ts';
import { runExport, StreamStopped } from './export.ts';
import { type Format, FORMATS } from './files.ts';
import { createProgress, int } from './progress.ts';
import { StateFileError } from './state.ts';
import { STREAMS, type StreamName } from './tables.ts';

/**
 * `npm run export -- [options]`: copies the Data API's projects (in detail, with appraisal lines and risk
 * assessments), reports and benchmark snapshots into NDJSON, CSV or Parquet files, each later run only
 * what changed. docs/integrations.md describes the options, the files, the state file and the exit codes.
 */

/** Exit codes (docs/integrations.md). 75 is sysexits' EX_TEMPFAIL: run again later. */
const EXIT = { ok: 0, failed: 1, usage: 2, quota: 75, interrupted: 130 } as const;

const USAGE = `Usage: npm run export -- [options]

  --url URL          the Data API's base URL (or DATA_API_URL)
  --key KEY          a Data API key (or DATA_API_KEY)
  --out DIR          where the files and the state file go (default: export)
  --format F         ndjson, csv or parquet (default: parquet)
  --full             read every stream from the beginning, ignoring the saved cursors
  --streams LIST     some of projects,reports,benchmarks (default: all three)
  --page-size N      items a page, 1-200 (default: 200)
  --concurrency N    projects read at once, three requests each, 1-32 (default: 4)
  --file-rows N      records a file holds before the next one begins (default: 100000)
  --state FILE       the state file (default: <out>/export-state.json)
  --help             this text

Exit codes: 0 done, 1 failed, 2 bad option, 75 quota used up (run again after its reset),
130 interrupted. Every stop but kill -9 first writes the pages read whole and saves their cursor.`;

class UsageError extends Error {}

/** A whole number in [min, max], or a UsageError naming the option. */
function wholeNumber(option: string, raw: string | undefined, fallback: number, min: number, max: number): number {
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new UsageError(`--${option}: must be a whole number from ${int(min)} to ${int(max)}, got "${raw}"`);
  }
  return Number(raw);
}

interface CliOptions {
  url: string;
  key: string;
  out: string;
  format: Format;
  full: boolean;
  streams: StreamName[];
  pageSize: number;
  concurrency: number;
  fileRows: number;
  statePath: string;
}

function parseOptions(argv: string[], env: NodeJS.ProcessEnv): CliOptions | 'help' {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        url: { type: 'string' },
        key: { type: 'string' },
        out: { type: 'string' },
        format: { type: 'string' },
        full: { type: 'boolean' },
        streams: { type: 'string' },
        'page-size': { type: 'string' },
        concurrency: { type: 'string' },
        'file-rows': { type: 'string' },
        state: { type: 'string' },
        help: { type: 'boolean' },
      },
    }));
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  if (values.help) return 'help';

  const url = values.url ?? env.DATA_API_URL;
  if (!url) throw new UsageError('--url: missing: give the Data API base URL with --url or DATA_API_URL');
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new UsageError(`--url: "${url}" is not a URL`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new UsageError(`--url: "${url}" is not an http or https URL`);

  const key = values.key ?? env.DATA_API_KEY;
  if (!key) throw new UsageError('--key: missing: give a Data API key with --key or DATA_API_KEY');

  const format = (values.format ?? 'parquet') as Format;
  if (!FORMATS.includes(format)) throw new UsageError(`--format: must be ${FORMATS.join(', ')}, got "${values.format}"`);

  let streams: StreamName[] = [...STREAMS];
  if (values.streams !== undefined) {
    streams = [];
    for (const name of values.streams.split(',').map((s) => s.trim())) {
      if (!STREAMS.includes(name as StreamName)) throw new UsageError(`--streams: unknown stream "${name}" (${STREAMS.join(', ')})`);
      if (!streams.includes(name as StreamName)) streams.push(name as StreamName);
    }
  }

  const out = values.out ?? 'export';
  return {
    url,
    key,
    out,
    format,
    full: values.full ?? false,
    streams,
    pageSize: wholeNumber('page-size', values['page-size'], 200, 1, 200),
    concurrency: wholeNumber('concurrency', values.concurrency, 4, 1, 32),
    fileRows: wholeNumber('file-rows', values['file-rows'], 100_000, 1, 10_000_000),
    statePath: values.state ?? path.join(out, 'export-state.json'),
  };
}

async function main(): Promise<number> {
  let options: CliOptions | 'help';
  try {
    options = parseOptions(process.argv.slice(2), process.env);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    process.stderr.write(`export: ${err.message}\n\n${USAGE}\n`);
    return EXIT.usage;
  }
  if (options === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return EXIT.ok;
  }

  const progress = createProgress(process.stdout);
  const controller = new AbortController();
  const stop = (signal: NodeJS.Signals) => controller.abort(new Error(`stopped by ${signal}`));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  try {
    const result = await runExport({ ...options, progress, signal: controller.signal });
    progress.say(`run ${result.runId} done; state saved in ${options.statePath}`);
    return EXIT.ok;
  } catch (err) {
    if (!(err instanceof StreamStopped)) {
      process.stderr.write(`export: ${err instanceof StateFileError ? err.message : ((err as Error).stack ?? String(err))}\n`);
      return EXIT.failed;
    }
    const cause = err.cause;
    const saved = `the files of the pages read whole are written and their cursor saved in ${options.statePath}`;
    if (cause instanceof QuotaExceededError) {
      process.stderr.write(`export: the key's quota is used up until ${cause.resetsAt} (resetsAt); ${saved}. Run again after ${cause.resetsAt}.\n`);
      return EXIT.quota;
    }
    if (controller.signal.aborted) {
      process.stderr.write(`export: ${(controller.signal.reason as Error).message}; ${saved}.\n`);
      return EXIT.interrupted;
    }
    const detail = cause instanceof ApiError ? `${cause.status} ${cause.message}${cause.requestId ? ` (request ${cause.requestId})` : ''}` : String((cause as Error)?.message ?? cause);
    process.stderr.write(`export: ${err.result.stream}: ${detail}; ${saved}.\n`);
    return EXIT.failed;
  }
}

// Exits at once: a page asked for ahead may still be in flight when a run stops (stdout and stderr are
// synchronous on files and pipes, so nothing printed is lost).
process.exit(await main());
