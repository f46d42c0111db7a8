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

/** A process's threads (`pid` or `self`), by their ids: their names (`comm`). */
function threadsById(pid: number | 'self'): Map<string, string> {
  return new Map(
    listProc(`/proc/${pid}/task`).flatMap((tid) => {
      const name = readProc(`/proc/${pid}/task/${tid}/comm`);
      return name === null ? [] : [[tid, name.trim()] as const];
    }),
  );
}

/** The names (`comm`) of a process's threads: `pid` or `self`. */
export const threadsOf = (pid: number | 'self') => [...threadsById(pid).values()];

/**
 * The ids of this process's threads named `name`. A test that starts a thread finds it as the id that
 * was not there before, and follows that thread alone: another of the name (a component of an earlier
 * test in the same process, stopping when idle) may start or end meanwhile.
 */
export const threadIdsNamed = (name: string) => new Set([...threadsById('self')].filter(([, thread]) => thread === name).map(([tid]) => tid));

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
