import fs from 'node:fs';
import path from 'node:path';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { adminListener } from './admin/index.ts';
import type { Config, ServiceName } from './config.ts';
import { type AppContext, createContext } from './context.ts';
import { dataListener } from './data-api/index.ts';
import { type Database, embeddedDatabaseExists, openPglite, openPostgres } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { isEmpty } from './db/repositories/tenancy.ts';
import { withStatementSpans } from './db/statement-spans.ts';
import { type DemoCredentials, seedDemo } from './demo/seed.ts';
import { issueKey } from './domain/credentials.ts';
import { createLogger } from './external/logger.ts';
import { openRedis } from './external/redis.ts';
import type { Tracing } from './external/tracing.ts';
import { buildListener, type Listener, type ListenerSpec } from './http/listener.ts';
import { consoleBundle } from './platform/console/routes.ts';
import { platformListener } from './platform/index.ts';

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
  /** Where the operator token lives when it was generated (embedded mode). */
  operatorTokenFile: string | null;
  close(): Promise<void>;
}

async function openStorage(config: Config): Promise<{ db: Database; isNew: boolean }> {
  if (config.databaseUrl) return { db: await openPostgres(config.databaseUrl), isNew: false };
  const dir = path.join(config.dataDir, 'pgdata');
  const isNew = !embeddedDatabaseExists(dir);
  return { db: await openPglite(dir), isNew };
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

export interface StartOptions {
  log?: Logger;
  /** An already open database (tests); otherwise opened from the configuration. */
  db?: Database;
  /** Tracing, when OTEL_EXPORTER_OTLP_ENDPOINT is set (src/main.ts starts it, and ends it after close). */
  tracing?: Tracing | null;
}

/** Opens storage, migrates, seeds the demo when due, and starts the listeners named by SERVICE. */
export async function startService(config: Config, options: StartOptions = {}): Promise<RunningService> {
  const log = options.log ?? createLogger(config.logLevel);
  const { db: opened, isNew } = options.db ? { db: options.db, isNew: false } : await openStorage(config);
  const tracing = options.tracing ?? null;
  const db = tracing ? withStatementSpans(opened, tracing.tracer) : opened;
  let redis: Redis | null = null;
  let dispose: (() => Promise<void>) | null = null;
  const listeners: RunningService['listeners'] = {};
  const close = async () => {
    for (const listener of Object.values(listeners)) await listener.close();
    // After the listeners: requests in flight have been counted; their counts are written now.
    await dispose?.();
    redis?.disconnect();
    if (!options.db) await db.close();
  };
  try {
    await migrate(db);
    redis = config.redisUrl ? await openRedis(config.redisUrl, { autoPipelining: tracing === null }) : null;
    const token = operatorToken(config);
    const ctx = await createContext({ config, db, redis, log, operatorToken: token.token, tracing });
    dispose = ctx.dispose;
    const seedWanted = config.seedDemo ?? (config.databaseUrl === null && isNew);
    const demo = seedWanted && (await isEmpty(db)) ? await seedDemo(ctx) : null;
    if (demo && !config.databaseUrl) {
      fs.writeFileSync(path.join(config.dataDir, 'demo-credentials.json'), `${JSON.stringify(demo, null, 2)}\n`, { mode: 0o600 });
    }
    const urls: RunningService['urls'] = {};
    // The web console is bundled before the Platform listener opens, so a broken bundle stops the start
    // with esbuild's message rather than answering 500 at its first visitor.
    if (config.services.includes('platform')) await consoleBundle();
    for (const name of config.services) {
      const listener = await buildListener(SPECS[name], ctx);
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
      operatorTokenFile: token.file,
      close,
    };
  } catch (err) {
    await close().catch(() => {});
    throw err;
  }
}
