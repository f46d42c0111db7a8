import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import type { Tracing } from './external/tracing.ts';
import { installationId } from './db/repositories/installation.ts';
import { type Clock, systemClock } from './domain/clock.ts';
import type { RedisConnection } from './external/redis.ts';
import { BearerTokens } from './state/credentials/bearer-tokens.ts';
import { InstallationSecrets } from './state/credentials/installation-secrets.ts';
import { Cache } from './state/cache/cache.ts';
import { UploadStorage } from './state/upload-storage.ts';
import { Metrics } from './state/metrics.ts';
import { ModelFitter } from './state/threads/model-fitter.ts';
import { PasswordWork } from './state/credentials/password-work.ts';
import { ReportRenderer } from './state/threads/report-renderer.ts';
import { createUsageStore, type UsageStore } from './state/usage/index.ts';
import { WebhookWorker } from './state/webhooks/webhook-worker.ts';

/** What every listener's routes are given: configuration and the storage connections of this process. */
export interface AppContext {
  config: Config;
  db: Database;
  /** Redis (REDIS_URL), through its circuit breaker; null without REDIS_URL. */
  redis: RedisConnection | null;
  log: Logger;
  /** The operator token in force (configured, or generated into DATA_DIR in embedded mode). */
  operatorToken: string;
  /** Throttle buckets, quota counts and metering (D-33 to D-36). */
  usage: UsageStore;
  /**
   * The one cache of this process, by named namespace: hot reads of both APIs (each environment's
   * dropped when it changes), credentials within D-12's second, verified tokens, fitted cost models.
   */
  cache: Cache;
  /** Bearer tokens of the Platform API: signing keys, issue and verify (D-13). */
  tokens: BearerTokens;
  /** Fits the cost models off the event loop (a worker thread). */
  fitter: ModelFitter;
  /** Password hashing, bounded and fair between clients (D-9, D-13). */
  passwords: PasswordWork;
  /** Uploaded files (D-25, D-56): the configured store for new files, and each stored file's own store. */
  files: UploadStorage;
  /** Renders document studio PDFs off the event loop (worker threads, D-26). */
  pdf: ReportRenderer;
  /** This process's metrics, by named family, for `GET /metrics` (D-57). */
  metrics: Metrics;
  /** Traces to OTEL_EXPORTER_OTLP_ENDPOINT; null when it is not set (nothing of OpenTelemetry's SDK loaded). */
  tracing: Tracing | null;
  /** Delivers webhooks (D-61): started by instances that serve the Platform. */
  webhooks: WebhookWorker;
  /** The installation's secrets, read once: the change cursors' signing secret, the webhook secrets' key. */
  secrets: InstallationSecrets;
  /** The time of day, for every use case and component of this process (tests give one of their own). */
  clock: Clock;
}

export interface ContextParts {
  config: Config;
  db: Database;
  redis: RedisConnection | null;
  log: Logger;
  operatorToken: string;
  /** Prefix of this service's Redis keys and channels; default `pcas:<installation id>`. */
  redisPrefix?: string | undefined;
  tracing?: Tracing | null;
  /** The process's clock; the system's unless a test gives its own. */
  clock?: Clock;
}

/** The file stores of the configuration (D-56): the one for new uploads, and each stored file's own. */
export function uploadStorageOf(config: Config, db: Database): UploadStorage {
  return new UploadStorage(db, { current: config.uploadStore, dir: config.uploadDir, s3: config.s3 });
}

/** Builds the context and the in-process services on top of the storage connections. */
export async function createContext(parts: ContextParts): Promise<AppContext & { dispose(): Promise<void> }> {
  const prefix = parts.redisPrefix ?? (parts.redis ? `pcas:${(await installationId(parts.db)).slice(0, 12)}` : 'pcas');
  const clock = parts.clock ?? systemClock;
  const metrics = new Metrics();
  const cache = new Cache(clock);
  await cache.attach({ db: parts.db, redis: parts.redis, prefix, log: parts.log });
  const usage = createUsageStore(parts.db, parts.redis, { log: parts.log, prefix });
  const tokens = new BearerTokens(parts.db, parts.config.jwt, cache, clock);
  await tokens.prepare();
  const fitter = new ModelFitter({ metrics });
  const pdf = new ReportRenderer({ metrics });
  metrics.watch({ db: parts.db, redis: parts.redis, cache, clock });
  const files = uploadStorageOf(parts.config, parts.db);
  const secrets = new InstallationSecrets(parts.db, { webhookKey: parts.config.webhooks.secretKey });
  const webhooks = new WebhookWorker({
    db: parts.db,
    log: parts.log,
    metrics,
    allowedHosts: parts.config.webhooks.allowedHosts,
    secrets,
    clock,
  });
  return {
    config: parts.config,
    db: parts.db,
    redis: parts.redis,
    log: parts.log,
    operatorToken: parts.operatorToken,
    cache,
    usage,
    tokens,
    fitter,
    passwords: new PasswordWork(clock, parts.config.passwordHashCost),
    files,
    pdf,
    metrics,
    tracing: parts.tracing ?? null,
    webhooks,
    secrets,
    clock,
    async dispose() {
      await webhooks.close();
      await fitter.close();
      await pdf.close();
      await cache.close();
      await usage.close();
      await files.close();
    },
  };
}
