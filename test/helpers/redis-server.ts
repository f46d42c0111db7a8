import { execFileSync, spawn } from 'node:child_process';
import { freePort, type NodeChild, watchProcess } from './processes.ts';

/** Whether `redis-server` is on PATH (the outage tests start and stop a server of their own). */
export function hasRedisServer(): boolean {
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}


/**
 * A Redis server of a test's own on a free port, in memory only (nothing saved): `stop` kills it by its
 * pid, as a crash would, and `start` starts it again on the same port, empty; `pause` stops the process
 * (SIGSTOP: connections stay open and nothing is answered, a hang) until `resume` (SIGCONT).
 */
export class RedisServer {
  readonly port: number;
  private process: NodeChild | null = null;

  private constructor(port: number) {
    this.port = port;
  }

  static async start(): Promise<RedisServer> {
    const server = await RedisServer.reserve();
    await server.start();
    return server;
  }

  /** A server on a port that was free a moment ago, not started yet (Redis absent until `start`). */
  static async reserve(): Promise<RedisServer> {
    return new RedisServer(await freePort());
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** Starts the server and waits until it accepts connections. */
  async start(): Promise<void> {
    const args = ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
    const child = watchProcess('redis-server', spawn('redis-server', args, { stdio: ['ignore', 'pipe', 'pipe'] }));
    this.process = child;
    await child.printed(/Ready to accept connections/);
    if (child.exited()) throw new Error(`redis-server exited on ${this.port}: ${child.output()}`);
  }

  /** Stops the process where it is (SIGSTOP, by its pid): it keeps its connections and answers nothing. */
  pause(): void {
    process.kill(this.running().pid, 'SIGSTOP');
  }

  /** Lets a paused process go on (SIGCONT): it answers what it was sent meanwhile, and what comes next. */
  resume(): void {
    process.kill(this.running().pid, 'SIGCONT');
  }

  private running(): NodeChild {
    if (!this.process || this.process.exited()) throw new Error(`redis-server on ${this.port} is not running`);
    return this.process;
  }

  /** Kills the server (SIGKILL, by its pid, paused or not) and waits until it has exited. */
  async stop(): Promise<void> {
    const child = this.process;
    this.process = null;
    if (!child || child.exited()) return;
    process.kill(child.pid, 'SIGKILL');
    await child.stop();
  }
}
