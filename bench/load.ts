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
  requests: number;
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

/** A warm-up run (checked, then discarded) and the measured run, over `settings.connections` connections. */
export async function measure(
  title: string,
  url: string,
  headers: Record<string, string>,
  settings: LoadSettings,
  serverPid: number,
): Promise<LoadFigures> {
  const options = { url, headers, connections: settings.connections, timeout: 10 };
  if (settings.warmupSeconds > 0) {
    check(`${title} (warm-up)`, await autocannon({ ...options, duration: settings.warmupSeconds }));
  }
  const cpuBefore = cpuSeconds(serverPid);
  const result = await autocannon({ ...options, duration: settings.durationSeconds, title });
  const cpuAfter = cpuSeconds(serverPid);
  check(title, result);
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    serverCpu: cpuBefore === null || cpuAfter === null ? null : (100 * (cpuAfter - cpuBefore)) / result.duration,
  };
}
