/**
 * Progress: on a terminal, a bar per stream redrawn in place (records, records a second, and the time
 * left where the list's total is known); piped, one line per stream when it ends, for logs.
 */

export interface Progress {
  start(stream: string, total: number | null): void;
  add(records: number): void;
  /** Ends the stream's bar with its summary line. */
  end(line: string): void;
  /** A line of its own (between bars). */
  say(line: string): void;
}

const int = (n: number) => Math.round(n).toLocaleString('en-GB');

function duration(seconds: number): string {
  if (!Number.isFinite(seconds)) return '?';
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s % 60)}` : `${m}:${pad(s % 60)}`;
}

const REDRAW_MS = 100;
const BAR_WIDTH = 24;

export function createProgress(out: NodeJS.WriteStream): Progress {
  const tty = out.isTTY === true;
  let stream = '';
  let total: number | null = null;
  let done = 0;
  let started = 0;
  let drawn = 0;
  let active = false;

  const draw = () => {
    const seconds = (performance.now() - started) / 1000;
    const rate = seconds > 0 ? done / seconds : 0;
    let line = `${stream.padEnd(10)} `;
    if (total !== null && total > 0) {
      const fraction = Math.min(1, done / total);
      const filled = Math.round(fraction * BAR_WIDTH);
      line += `[${'#'.repeat(filled)}${'.'.repeat(BAR_WIDTH - filled)}] ${int(done)}/${int(total)} rows  ${int(rate)} rows/s  ETA ${rate > 0 ? duration(Math.max(0, total - done) / rate) : '?'}`;
    } else {
      line += `${int(done)} rows  ${int(rate)} rows/s`;
    }
    const width = out.columns || 100;
    out.write(`\r\x1b[2K${line.slice(0, Math.max(20, width - 1))}`);
    drawn = performance.now();
  };
  const clear = () => {
    if (tty && active) out.write('\r\x1b[2K');
  };

  return {
    start(name, expected) {
      stream = name;
      total = expected;
      done = 0;
      started = performance.now();
      active = true;
      if (tty) draw();
    },
    add(records) {
      done += records;
      if (tty && performance.now() - drawn >= REDRAW_MS) draw();
    },
    end(line) {
      clear();
      active = false;
      out.write(`${line}\n`);
    },
    say(line) {
      clear();
      out.write(`${line}\n`);
      if (tty && active) draw();
    },
  };
}

export { duration, int };
