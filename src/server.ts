import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { Logger } from 'pino';
import { adminListener } from './admin/index.ts';
import type { Config, ServiceName } from './config.ts';
import { type AppContext, createContext, uploadStorageOf } from './context.ts';
import { dataListener } from './data-api/index.ts';
import { type Database, embeddedDatabaseExists, openPglite, openPostgres } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { isEmpty } from './db/repositories/tenancy.ts';
import { withStatementSpans } from './db/statement-spans.ts';
import { DEMO_CREDENTIALS_FILE, type DemoCredentials, seedDemo } from './demo/seed.ts';
import { issueKey } from './domain/credentials.ts';
import { createLogger } from './external/logger.ts';
import { RedisConnection } from './external/redis.ts';
import type { Tracing } from './external/tracing.ts';
import { buildListener, type Listener, type ListenerSpec } from './http/listener.ts';
import { consoleBundle } from './platform/console/routes.ts';
import { platformListener } from './platform/index.ts';
import type { UploadStorage } from './state/upload-storage.ts';

const SPECS: Record<ServiceName, ListenerSpec> = {
  platform: platformListener,
  data: dataListener,
  admin: adminListener,
};

export interface RunningService {
  ctx: AppContext;
  listeners: Partial<Record<ServiceName, Listener>>;
  urls: Partial<Record<ServiceName, string>>;
  storage: 'embedded' | 'postgresql';
  rateStore: 'memory' | 'redis';
  /** Set when this start seeded the demo. */
  demo: DemoCredentials | null;
  /** The demo's credentials an earlier start saved in DATA_DIR (embedded mode), when this one seeded none. */
  savedDemo: DemoCredentials | null;
  /** Where the operator token lives when it was generated (embedded mode). */
  operatorTokenFile: string | null;
  close(): Promise<void>;
}

async function openStorage(config: Config, log?: Logger): Promise<{ db: Database; isNew: boolean }> {
  if (config.databaseUrl) return { db: await openPostgres(config.databaseUrl, { log }), isNew: false };
  const dir = path.join(config.dataDir, 'pgdata');
  const isNew = !embeddedDatabaseExists(dir);
  return { db: await openPglite(dir), isNew };
}

/** Whether something answers on a listener's port: the service, when the port is the configured one. */
function answersOn(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host, port, timeout: 1_000 });
    const done = (answered: boolean) => {
      socket.destroy();
      resolve(answered);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}

/**
 * The database and file stores of the installation, for an operator command that works on them itself
 * (`uploads:migrate`) rather than through the admin listener. An embedded database belongs to one process,
 * so in embedded mode the command is refused while the service answers on one of its configured ports.
 */
export async function openFileStores(config: Config): Promise<{ db: Database; files: UploadStorage; close(): Promise<void> }> {
  if (!config.databaseUrl) {
    for (const name of config.services) {
      const host = name === 'admin' ? config.adminHost : config.host;
      if (config.ports[name] !== 0 && (await answersOn(host, config.ports[name]))) {
        throw new Error(`the service answers on port ${config.ports[name]}: stop it first, its embedded database (DATA_DIR) belongs to one process`);
      }
    }
  }
  const { db } = await openStorage(config);
  try {
    await migrate(db);
  } catch (err) {
    await db.close();
    throw err;
  }
  const files = uploadStorageOf(config, db);
  return {
    db,
    files,
    async close() {
      await files.close();
      await db.close();
    },
  };
}

/** The configured operator token, or one generated once into DATA_DIR (embedded mode, D-11). */
function operatorToken(config: Config): { token: string; file: string | null } {
  if (config.operatorToken) return { token: config.operatorToken, file: null };
  if (config.databaseUrl) return { token: issueKey('operator').key, file: null }; // admin not served: unusable
  const file = path.join(config.dataDir, 'operator-token');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(config.dataDir, { recursive: true });
    fs.writeFileSync(file, `${issueKey('operator').key}\n`, { mode: 0o600 });
  }
  return { token: fs.readFileSync(file, 'utf8').trim(), file };
}

const REDIS_ABSENT_AT_START =
  'Redis is not reachable at start: the service starts without it, serves as during a Redis outage ' +
  '(Data API keys with a usage plan are refused with 503, rate limits are kept per instance), and uses Redis once it answers';

export interface StartOptions {
  log?: Logger;
  /** An already open database (tests); otherwise opened from the configuration. */
  db?: Database;
  /** Tracing, when OTEL_EXPORTER_OTLP_ENDPOINT is set (src/main.ts starts it, and ends it after close). */
  tracing?: Tracing | null;
}

/**
 * The requests whose handlers have not answered yet, on every listener: counted from the first hook to
 * the answer being sent (which a handler does even when its client is gone).
 */
class Answering {
  private count = 0;
  private waiting: (() => void)[] = [];

  watch(listener: Listener): void {
    listener.addHook('onRequest', (_request, _reply, done) => {
      this.count += 1;
      done();
    });
    listener.addHook('onSend', (_request, _reply, payload, done) => {
      this.count -= 1;
      if (this.count === 0) for (const wake of this.waiting.splice(0)) wake();
      done(null, payload);
    });
  }

  settled(): Promise<void> {
    return this.count <= 0 ? Promise.resolve() : new Promise((resolve) => this.waiting.push(resolve));
  }
}

/**
 * Closes every listener at once: from that moment each refuses new connections, answers 503 to a
 * request that arrives on a connection already open (`/readyz` included: return503OnClosing), and lets
 * the requests in flight finish (an upload, a PDF render). Those still running after `drainMs` are cut
 * (their connections closed: what they were writing is rolled back). Whether all finished in time.
 */
async function drain(listeners: Listener[], drainMs: number, log: Logger): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), drainMs);
  });
  const closed = Promise.all(listeners.map((listener) => listener.close()));
  const drained = await Promise.race([closed.then(() => true), late]);
  clearTimeout(timer);
  if (!drained) {
    log.warn({ drainMs }, 'requests still in flight at the end of the drain are cut');
    for (const listener of listeners) listener.server.closeAllConnections();
    await closed;
  }
  return drained;
}

/** The credentials file a first start writes beside the embedded database, or null when there is none to read. */
function savedDemoCredentials(dataDir: string): DemoCredentials | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(dataDir, DEMO_CREDENTIALS_FILE), 'utf8')) as DemoCredentials;
  } catch {
    return null;
  }
}

/** Opens storage, migrates, seeds the demo when due, and starts the listeners named by SERVICE. */
export async function startService(config: Config, options: StartOptions = {}): Promise<RunningService> {
  const log = options.log ?? createLogger(config.logLevel);
  const { db: opened, isNew } = options.db ? { db: options.db, isNew: false } : await openStorage(config, log);
  const tracing = options.tracing ?? null;
  const db = tracing ? withStatementSpans(opened, tracing.tracer) : opened;
  let redis: RedisConnection | null = null;
  let dispose: (() => Promise<void>) | null = null;
  const listeners: RunningService['listeners'] = {};
  const answering = new Answering();
  const close = async () => {
    const drained = await drain(Object.values(listeners), config.shutdownDrainMs, log);
    // A request cut by the drain still runs its handler to its end (a partial upload is removed there).
    if (!drained) await answering.settled();
    // After the listeners: requests in flight have been counted; their counts are written now.
    await dispose?.();
    redis?.disconnect();
    if (!options.db) await db.close();
    if (!drained) throw new Error(`requests still in flight after SHUTDOWN_DRAIN_SECONDS (${config.shutdownDrainMs / 1000} s) were cut`);
  };
  try {
    await migrate(db);
    redis = config.redisUrl ? new RedisConnection(config.redisUrl, { log, autoPipelining: tracing === null }) : null;
    // Without Redis the service starts all the same, serving as during an outage, and uses it once it is there.
    await redis?.connect().catch((err: Error) => log.warn({ reason: err.message }, REDIS_ABSENT_AT_START));
    const token = operatorToken(config);
    const ctx = await createContext({ config, db, redis, log, operatorToken: token.token, tracing });
    dispose = ctx.dispose;
    const seedWanted = config.seedDemo ?? (config.databaseUrl === null && isNew);
    const demo = seedWanted && (await isEmpty(db)) ? await seedDemo(ctx) : null;
    if (demo && !config.databaseUrl) {
      fs.writeFileSync(path.join(config.dataDir, DEMO_CREDENTIALS_FILE), `${JSON.stringify(demo, null, 2)}\n`, { mode: 0o600 });
    }
    // Every instance that serves the Platform delivers webhooks; the outbox is shared by the fleet.
    if (config.services.includes('platform')) await ctx.webhooks.start();
    const urls: RunningService['urls'] = {};
    // The web console is bundled before the Platform listener opens, so a broken bundle stops the start
    // with esbuild's message rather than answering 500 at its first visitor.
    if (config.services.includes('platform')) await consoleBundle();
    for (const name of config.services) {
      const listener = await buildListener(SPECS[name], ctx);
      answering.watch(listener);
      listeners[name] = listener;
      const host = name === 'admin' ? config.adminHost : config.host;
      await listener.listen({ host, port: config.ports[name] });
      const address = listener.server.address();
      const port = typeof address === 'object' && address ? address.port : config.ports[name];
      urls[name] = `http://${host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host}:${port}`;
    }
    return {
      ctx,
      listeners,
      urls,
      storage: config.databaseUrl ? 'postgresql' : 'embedded',
      rateStore: redis ? 'redis' : 'memory',
      demo,
      savedDemo: demo || config.databaseUrl ? null : savedDemoCredentials(config.dataDir),
      operatorTokenFile: token.file,
      close,
    };
  } catch (err) {
    await close().catch(() => {});
    throw err;
  }
}
