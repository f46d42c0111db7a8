import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Child processes for the tests and the benchmarks: the service as users start it (`node src/main.ts`),
 * the admin CLI, and anything else with a port. One way to start, watch, wait for and stop them.
 */

/** The repository root, whatever the working directory. */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The Node running this process: the project's own (the `node` npm package) under any npm script. */
export const NODE = process.execPath;
/** The service's entry point, as `npm start` runs it. */
export const MAIN = path.join(ROOT, 'src', 'main.ts');
/** The last section of the banner the service prints once every listener is bound: `Try:`, then a blank line. */
export const BANNER_END = /Try:[\s\S]*\n\n$/;

/** The address the banner gives for `listener` (the ports are picked by the system: no two services race for one). */
export function bannerUrl(banner: string, listener: string): string {
  const url = new RegExp(`${listener}\\s+(http://\\S+)`).exec(banner)?.[1];
  if (!url) throw new Error(`no ${listener} address in the banner:\n${banner}`);
  return url.replace(/\/$/, '');
}

const OUTPUT_TAIL_BYTES = 64 * 1024;
const MAX_WARNINGS = 200;
const STOP_GRACE_MS = 15_000;

/**
 * The lowest port the system hands out by itself (ip_local_port_range): to every listen on port 0 and
 * every outgoing connection, of any process of the machine.
 */
function systemPortsFrom(): number {
  try {
    return Number(fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]) || 32_768;
  } catch {
    return 32_768;
  }
}
const FREE_PORTS = { from: 10_000, to: systemPortsFrom() };

/** Whether nothing listens on `port` of loopback: listen on it, close. */
function bindable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * A port that is free, for what a test starts on it later (a service, a Redis, a receiver that is not
 * listening yet). It is taken at random below the ports the system hands out by itself: a port from
 * those (listen on 0) could be handed to any process of the machine, a browser or another test run,
 * between this check and its use, and the service's start then failed with EADDRINUSE.
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = FREE_PORTS.from + Math.floor(Math.random() * (FREE_PORTS.to - FREE_PORTS.from));
    if (await bindable(port)) return port;
  }
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface NodeChild {
  name: string;
  pid: number;
  /** The last 64 KiB of stdout and stderr together, for error messages. */
  output(): string;
  /** The last 64 KiB of stdout alone, and of stderr alone. */
  stdout(): string;
  stderr(): string;
  /** Resolves once the output (stdout and stderr together, or `stream` alone) matches `pattern`, or the process has exited. */
  printed(pattern: RegExp, stream?: 'all' | 'stdout' | 'stderr'): Promise<void>;
  /** pino lines at warn or above, and anything written to stderr. */
  warnings(): string[];
  exited(): boolean;
  /** Resolves when the process exits by itself. */
  ended(): Promise<Exit>;
  /** SIGTERM, then SIGKILL after 15 s; resolves once the process has exited. */
  stop(): Promise<Exit>;
}

const running = new Set<NodeChild>();

/**
 * What a child takes of this process besides its `env`: where Node keeps the compiled code of the
 * modules (NODE_COMPILE_CACHE: `npm test` sets one, and every process of a run after the first to load a
 * module reads it rather than compiling it again), and WebAssembly compiled by the baseline compiler only
 * when this process is (the test shards are: a service a test starts lives seconds, and PGlite's start
 * never repays the optimising compiler; a benchmark's process is not, so the services it measures
 * compile as in production).
 */
const INHERITED_ENV = process.env.NODE_COMPILE_CACHE ? { NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE } : {};
const INHERITED_FLAGS = process.execArgv.filter((flag) => flag === '--liftoff-only');

/** Starts `node <args>` in the repository root with exactly `env` (plus PATH, HOME and INHERITED_ENV). */
export function startNode(name: string, args: string[], env: Record<string, string>): NodeChild {
  return watchProcess(
    name,
    spawn(NODE, [...INHERITED_FLAGS, ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...INHERITED_ENV, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
}

/** Runs `node <args>` to its end; its exit code and output. */
export async function runNode(name: string, args: string[], env: Record<string, string> = {}): Promise<Exit & { stdout: string; stderr: string }> {
  const child = startNode(name, args, env);
  const exit = await child.ended();
  running.delete(child);
  return { ...exit, stdout: child.stdout(), stderr: child.stderr() };
}

/** Keeps the output of a process spawned with piped stdout and stderr, and stops it with the others. */
export function watchProcess(name: string, child: ChildProcess): NodeChild {
  if (child.pid === undefined) throw new Error(`${name}: could not start ${child.spawnfile}`);
  const tails = { all: '', stdout: '', stderr: '' };
  const waiting = new Set<{ pattern: RegExp; stream: keyof typeof tails; resolve: () => void }>();
  const warnings: string[] = [];
  let closed = false;
  const keep = (stream: 'stdout' | 'stderr', text: string) => {
    tails.all = (tails.all + text).slice(-OUTPUT_TAIL_BYTES);
    tails[stream] = (tails[stream] + text).slice(-OUTPUT_TAIL_BYTES);
    for (const wait of waiting) {
      if (wait.pattern.test(tails[wait.stream])) {
        waiting.delete(wait);
        wait.resolve();
      }
    }
  };
  const collect = (stream: 'stdout' | 'stderr') => {
    let partial = '';
    return (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      keep(stream, text);
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
  // 'close' rather than 'exit': every byte of stdout and stderr has been read by then.
  const exit = new Promise<Exit>((resolve) => {
    child.once('close', (code, signal) => {
      closed = true;
      for (const wait of waiting) wait.resolve();
      waiting.clear();
      resolve({ code, signal });
    });
  });
  const handle: NodeChild = {
    name,
    pid: child.pid,
    output: () => tails.all,
    stdout: () => tails.stdout,
    stderr: () => tails.stderr,
    printed: (pattern, stream = 'all') =>
      pattern.test(tails[stream]) || closed
        ? Promise.resolve()
        : new Promise((resolve) => waiting.add({ pattern, stream, resolve })),
    warnings: () => [...warnings],
    exited: () => child.exitCode !== null || child.signalCode !== null,
    ended: () => exit,
    async stop() {
      if (!handle.exited()) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
        await exit;
        clearTimeout(timer);
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
