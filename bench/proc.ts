import fs from 'node:fs';

/** A process's resident memory read from the kernel's own account (/proc), for the memory figures of the benchmarks. */

/** The resident memory of `pid`, in bytes (0 once the process has gone). */
export function rssOf(pid: number): number {
  try {
    const kib = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return kib ? Number(kib[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** Samples a process's RSS every 10 ms until stopped; `stop` answers the highest seen. */
export function watchRss(pid: number): { stop(): { peak: number } } {
  let peak = rssOf(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssOf(pid));
  }, 10);
  return {
    stop() {
      clearInterval(timer);
      return { peak: Math.max(peak, rssOf(pid)) };
    },
  };
}

/** The RSS of a process at rest: the median of a second of samples. */
export async function restingRss(pid: number): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < 20; i++) {
    samples.push(rssOf(pid));
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return samples.sort((a, b) => a - b)[10]!;
}

export const MIB = 1024 * 1024;
export const mib = (bytes: number) => `${(bytes / MIB).toFixed(1)} MiB`;
