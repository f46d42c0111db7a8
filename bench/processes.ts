import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, whatever the working directory. */
export const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The project's own Node (the `node` npm package), as `npm start` uses it. */
export const NODE = path.join(ROOT, 'node_modules', '.bin', 'node');

const OUTPUT_TAIL_BYTES = 64 * 1024;
const MAX_WARNINGS = 200;
const STOP_GRACE_MS = 15_000;

/** A port that was free a moment ago: listen on 0, note the port, close. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface NodeChild {
  name: string;
  pid: number;
  /** The last 64 KiB of stdout and stderr together, for error messages. */
  output(): string;
  /** pino lines at warn or above, and anything written to stderr. */
  warnings(): string[];
  exited(): boolean;
  /** SIGTERM, then SIGKILL after 15 s; resolves once the process has exited. */
  stop(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const running = new Set<NodeChild>();

/** Starts `node <args>` in the repository root with exactly `env` (plus PATH and HOME). */
export function startNode(name: string, args: string[], env: Record<string, string>): NodeChild {
  const child: ChildProcess = spawn(NODE, args, {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (child.pid === undefined) throw new Error(`${name}: could not start ${NODE}`);
  let tail = '';
  const warnings: string[] = [];
  const keep = (text: string) => {
    tail = (tail + text).slice(-OUTPUT_TAIL_BYTES);
  };
  const collect = (stream: 'stdout' | 'stderr') => {
    let partial = '';
    return (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      keep(text);
      const lines = (partial + text).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        if (line.trim() === '' || warnings.length >= MAX_WARNINGS) continue;
        if (stream === 'stderr' || pinoLevel(line) >= 40) warnings.push(line);
      }
    };
  };
  child.stdout!.on('data', collect('stdout'));
  child.stderr!.on('data', collect('stderr'));
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  const handle: NodeChild = {
    name,
    pid: child.pid,
    output: () => tail,
    warnings: () => [...warnings],
    exited: () => child.exitCode !== null || child.signalCode !== null,
    async stop() {
      if (!handle.exited()) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
        const result = await exit;
        clearTimeout(timer);
        running.delete(handle);
        return result;
      }
      running.delete(handle);
      return exit;
    },
  };
  running.add(handle);
  return handle;
}

/** Stops every child this process started and has not stopped yet (error paths, Ctrl-C). */
export async function stopAll(): Promise<void> {
  await Promise.all([...running].map((child) => child.stop().catch(() => undefined)));
}

function pinoLevel(line: string): number {
  if (!line.startsWith('{')) return 0;
  try {
    const level = (JSON.parse(line) as { level?: unknown }).level;
    return typeof level === 'number' ? level : 0;
  } catch {
    return 0;
  }
}

/** Polls `url` until it answers 200; fails at once when the child exits, or after `timeoutMs`. */
export async function waitUntilReady(url: string, child: NodeChild, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (child.exited()) {
      throw new Error(`${child.name} exited before it was ready:\n${child.output()}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
      last = `${response.status} ${await response.text()}`;
    } catch (err) {
      last = (err as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${child.name} not ready at ${url} after ${timeoutMs} ms (${last}):\n${child.output()}`);
}
