import fs from 'node:fs';
import path from 'node:path';
import { fsyncDir, PARTIAL } from './files.ts';
import type { StreamName } from './tables.ts';

/**
 * The state file: each stream's bookmark (the `next_cursor` after the last page whose records are in a
 * complete file), and the Data API it came from. It is replaced whole, atomically (a temporary file
 * written and fsynced, then renamed over it), and only after the files it accounts for are complete, so
 * that whenever a run stops, killed or not, the state names a place from which nothing is missing.
 */

export const STATE_VERSION = 1;

export interface StreamState {
  /** The `next_cursor` to resume from. */
  cursor: string;
  /** When this cursor was saved (ISO 8601 UTC). */
  saved_at: string;
  /** The run that saved it. */
  run_id: string;
}

export interface ExportState {
  version: typeof STATE_VERSION;
  /** The Data API's base URL: a cursor works only with the installation (and environment) that gave it. */
  url: string;
  streams: Partial<Record<StreamName, StreamState>>;
}

export class StateFileError extends Error {
  override name = 'StateFileError';
}

/** The saved state, or null when there is none yet. */
export function readState(file: string): ExportState | null {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  let state: ExportState;
  try {
    state = JSON.parse(text) as ExportState;
  } catch {
    throw new StateFileError(`${file}: not JSON; it is written whole by each run, so something else changed it (remove it and run with --full)`);
  }
  if (state?.version !== STATE_VERSION || typeof state.url !== 'string' || typeof state.streams !== 'object' || state.streams === null) {
    throw new StateFileError(`${file}: not a state file of this export (version ${STATE_VERSION})`);
  }
  return state;
}

/** Replaces the state file: a temporary file beside it, fsynced, renamed over it, the directory fsynced. */
export function writeState(file: string, state: ExportState): void {
  const temporary = `${file}.${process.pid}.tmp`;
  const fd = fs.openSync(temporary, 'w');
  try {
    fs.writeSync(fd, `${JSON.stringify(state, null, 2)}\n`);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(temporary, file);
  fsyncDir(path.dirname(file));
}

/**
 * Holds `<dir>/.export.lock` for the run: two exports into one directory would each resume from the
 * same cursor and overwrite each other's state. A lock whose process is gone (a killed run) is taken over.
 */
export function lockDir(dir: string): () => void {
  const lock = path.join(dir, '.export.lock');
  for (let attempt = 0; ; attempt++) {
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw err;
      const holder = Number(fs.readFileSync(lock, 'utf8').trim());
      if (Number.isInteger(holder) && holder > 0 && alive(holder)) {
        throw new StateFileError(`${dir}: another export (pid ${holder}) is writing here; remove ${lock} if it is not running`);
      }
      fs.rmSync(lock, { force: true });
    }
  }
  return () => fs.rmSync(lock, { force: true });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes what a killed run left: `.partial` files in `dir`, and temporary state files beside `stateFile`
 * (the lock is held, so none of them is being written).
 */
export function removeLeftovers(dir: string, stateFile: string): string[] {
  const left = fs.readdirSync(dir).filter((name) => name.endsWith(PARTIAL)).map((name) => path.join(dir, name));
  const base = path.basename(stateFile);
  const stateDir = path.dirname(stateFile);
  for (const name of fs.readdirSync(stateDir)) {
    if (name.startsWith(`${base}.`) && /\.\d+\.tmp$/.test(name)) left.push(path.join(stateDir, name));
  }
  for (const file of left) fs.rmSync(file, { force: true });
  return left;
}
