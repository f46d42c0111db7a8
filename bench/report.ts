/** Plain-text output: aligned tables and a few number formats. */

export const say = (line = '') => void process.stdout.write(`${line}\n`);

export function table(header: string[], rows: string[][], rightAligned: boolean[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (rightAligned[i] ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export const int = (n: number) => Math.round(n).toLocaleString('en-GB');
/** autocannon records latencies in whole milliseconds. */
export const wholeMs = (n: number) => String(Math.round(n));
export const ms = (n: number) => (n >= 100 ? n.toFixed(0) : n >= 10 ? n.toFixed(1) : n.toFixed(2));
export const pct = (n: number) => `${n.toFixed(1)}%`;
