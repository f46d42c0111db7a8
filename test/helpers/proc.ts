import fs from 'node:fs';

/**
 * A process's threads and children, read from the kernel's own account of it (/proc; Linux only).
 * /proc changes under its reader: a thread or process listed by one read may be gone by the next, and
 * reading its files then throws (ENOENT, or ESRCH once the task is being reaped). Whatever ends while
 * it is read is left out, as if it had ended just before.
 */

export const HAS_PROC = fs.existsSync('/proc/self/task');

/** A file of /proc, or null when what it describes has gone. */
function readProc(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/** The entries of a /proc directory, or none when what it describes has gone. */
function listProc(dir: string): string[] {
  try {
    return fs.readdirSync(dir);
  } catch {
    return [];
  }
}

/** The names (`comm`) of a process's threads: `pid` or `self`. */
export function threadsOf(pid: number | 'self'): string[] {
  return listProc(`/proc/${pid}/task`).flatMap((tid) => {
    const name = readProc(`/proc/${pid}/task/${tid}/comm`);
    return name === null ? [] : [name.trim()];
  });
}

/** How many of this process's threads are named `name`. */
export const threadsNamed = (name: string) => threadsOf('self').filter((thread) => thread === name).length;

/** The processes whose parent is `pid`, each as `<pid> <name>`. */
export function childrenOf(pid: number): string[] {
  return listProc('/proc').flatMap((entry) => {
    if (!/^\d+$/.test(entry)) return [];
    const stat = readProc(`/proc/${entry}/stat`);
    if (stat === null) return [];
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    return parent === pid ? [`${entry} ${name}`] : [];
  });
}
