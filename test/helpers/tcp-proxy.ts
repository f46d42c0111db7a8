import net from 'node:net';

/**
 * A TCP proxy on a free loopback port in front of a server (PostgreSQL for the fault tests and
 * bench:faults), that can cut the link: `cut` resets every connection through it, both ways, and
 * resets each new one as it arrives (a connection refused, as far as the client can tell) until
 * `restore`.
 */
export class TcpProxy {
  readonly port: number;
  private readonly server: net.Server;
  private readonly pairs = new Set<[net.Socket, net.Socket]>();
  private linked = true;

  private constructor(server: net.Server, port: number) {
    this.server = server;
    this.port = port;
  }

  static async start(target: { host: string; port: number }): Promise<TcpProxy> {
    let proxy: TcpProxy | null = null;
    const server = net.createServer((client) => proxy!.accept(client, target));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', resolve);
    });
    proxy = new TcpProxy(server, (server.address() as net.AddressInfo).port);
    return proxy;
  }

  /** `url` (host and port of the target) pointed at this proxy instead. */
  urlFor(url: string): string {
    const through = new URL(url);
    through.hostname = '127.0.0.1';
    through.port = String(this.port);
    return through.toString();
  }

  private accept(client: net.Socket, target: { host: string; port: number }): void {
    if (!this.linked) {
      client.resetAndDestroy();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    const pair: [net.Socket, net.Socket] = [client, upstream];
    this.pairs.add(pair);
    const end = () => {
      this.pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    client.pipe(upstream);
    upstream.pipe(client);
  }

  /** Resets every connection through the proxy, and every new one until `restore`. */
  cut(): void {
    this.linked = false;
    for (const [client, upstream] of this.pairs) {
      client.resetAndDestroy();
      upstream.resetAndDestroy();
    }
    this.pairs.clear();
  }

  restore(): void {
    this.linked = true;
  }

  async close(): Promise<void> {
    this.cut();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
