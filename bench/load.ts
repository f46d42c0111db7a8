import fs from 'node:fs';
import autocannon, { type Result } from 'autocannon';

export interface LoadSettings {
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
}

export interface LoadFigures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Answers received in the measured run, and in its warm-up. */
  requests: number;
  warmupRequests: number;
  /** Length of the measured run, s: shorter than asked when a walk of paths had to stop it early. */
  seconds: number;
  /** CPU time of the server process during the measured run, % of one core; null where /proc is missing. */
  serverCpu: number | null;
}

const CLOCK_TICKS = 100; // USER_HZ on Linux

/** User + system CPU seconds of a process so far, from /proc/<pid>/stat (Linux only). */
function cpuSeconds(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

/** A run that saw errors or non-2xx answers measures something else than the route: stop the benchmark. */
export class InvalidRunError extends Error {
  override name = 'InvalidRunError';
}

function check(title: string, result: Result): void {
  const problems: string[] = [];
  if (result.non2xx > 0) {
    const codes = Object.entries(result.statusCodeStats)
      .filter(([code]) => !code.startsWith('2'))
      .map(([code, { count }]) => `${count}× ${code}`);
    problems.push(`${result.non2xx} non-2xx answers (${codes.join(', ')})`);
  }
  if (result.errors > 0) problems.push(`${result.errors} connection errors (${result.timeouts} timeouts)`);
  if (result['2xx'] === 0) problems.push('no 2xx answer at all');
  if (problems.length > 0) throw new InvalidRunError(`${title}: ${problems.join('; ')}`);
}

/**
 * Requests that each go to a path of their own, in the order `next()` gives them: autocannon builds every
 * request through `setupRequest`, so each path it hands out is sent exactly once (warm-up included).
 */
export interface PathWalk {
  /** Scheme, host and port, e.g. http://127.0.0.1:3000 */
  origin: string;
  /** The path and query of the next request. */
  next(): string;
  /** Paths left before one would be sent again; Infinity when repeating is fine. */
  left(): number;
  /** Paths handed out a second time because the walk had run out (0 for a walk that may repeat). */
  repeated(): number;
}

/** How often a run that walks paths checks that it has enough of them left, ms. */
const WALK_CHECK_MS = 250;

/**
 * One autocannon run. On a walk that must not repeat, the run stops early (autocannon ends at its next
 * one-second sample) once fewer paths are left than two seconds at the current rate could take, and a
 * path sent twice anyway makes the run invalid.
 */
async function run(
  title: string,
  target: string | PathWalk,
  headers: Record<string, string>,
  connections: number,
  duration: number,
): Promise<Result> {
  if (typeof target === 'string') return autocannon({ url: target, headers, connections, timeout: 10, duration, title });
  let handedOut = 0;
  const instance = autocannon({
    url: target.origin,
    headers,
    connections,
    timeout: 10,
    duration,
    title,
    requests: [
      {
        setupRequest: (request) => {
          handedOut += 1;
          return { ...request, path: target.next() };
        },
      },
    ],
  });
  // [time, paths handed out] at each check, for the rate over the last second.
  const checks: [number, number][] = [[performance.now(), 0]];
  const watch = setInterval(() => {
    const now = performance.now();
    const [then, count] = checks.find(([t]) => now - t <= 1000 + WALK_CHECK_MS / 2) ?? checks[checks.length - 1]!;
    checks.push([now, handedOut]);
    if (checks.length > 1 + 1000 / WALK_CHECK_MS) checks.shift();
    const perSecond = ((handedOut - count) * 1000) / (now - then);
    if (target.left() < 2 * perSecond + 2 * connections) instance.stop();
  }, WALK_CHECK_MS);
  const repeatedBefore = target.repeated();
  try {
    const result = await instance;
    const repeated = target.repeated() - repeatedBefore;
    if (repeated > 0) {
      throw new InvalidRunError(
        `${title}: the walk ran out of paths and sent ${repeated} of them a second time; shorten BENCH_DURATION or BENCH_WARMUP`,
      );
    }
    return result;
  } finally {
    clearInterval(watch);
  }
}

/**
 * A warm-up run (checked, then discarded) and the measured run, over `settings.connections` connections,
 * against one URL or a walk of paths.
 */
export async function measure(
  title: string,
  target: string | PathWalk,
  headers: Record<string, string>,
  settings: LoadSettings,
  serverPid: number,
): Promise<LoadFigures> {
  let warmupRequests = 0;
  if (settings.warmupSeconds > 0) {
    const warmup = await run(`${title} (warm-up)`, target, headers, settings.connections, settings.warmupSeconds);
    check(`${title} (warm-up)`, warmup);
    warmupRequests = warmup.requests.total;
  }
  const cpuBefore = cpuSeconds(serverPid);
  const result = await run(title, target, headers, settings.connections, settings.durationSeconds);
  const cpuAfter = cpuSeconds(serverPid);
  check(title, result);
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    warmupRequests,
    seconds: result.duration,
    serverCpu: cpuBefore === null || cpuAfter === null ? null : (100 * (cpuAfter - cpuBefore)) / result.duration,
  };
}
