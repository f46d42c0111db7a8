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
 * pid, as a crash would, and `start` starts it again on the same port, empty.
 */
export class RedisServer {
  readonly port: number;
  private process: NodeChild | null = null;

  private constructor(port: number) {
    this.port = port;
  }

  static async start(): Promise<RedisServer> {
    const server = new RedisServer(await freePort());
    await server.start();
    return server;
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

  /** Kills the server (SIGKILL, by its pid) and waits until it has exited. */
  async stop(): Promise<void> {
    const child = this.process;
    this.process = null;
    if (!child || child.exited()) return;
    process.kill(child.pid, 'SIGKILL');
    await child.stop();
  }
}
