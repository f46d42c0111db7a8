import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { LightMyRequestResponse } from 'fastify';
import type { Logger } from 'pino';
import { adminListener } from '../../src/admin/index.ts';
import { loadConfig, type ServiceName } from '../../src/config.ts';
import { type AppContext, createContext } from '../../src/context.ts';
import { dataListener } from '../../src/data-api/index.ts';
import { issueKey } from '../../src/domain/credentials.ts';
import { buildListener, type Listener } from '../../src/http/listener.ts';
import { platformListener } from '../../src/platform/index.ts';
import { createLogger } from '../../src/external/logger.ts';
import { TestClock } from './clock.ts';
import { connectRedis, newPrefix, removeKeys } from './redis.ts';
import { type Backend, migratedDatabase } from './storage.ts';

const SPECS = { admin: adminListener, platform: platformListener, data: dataListener };

/**
 * What every service a test starts runs with: scrypt at its lowest cost (2^10, a millisecond and 1 MiB
 * per hash instead of a quarter of a second and 128 MiB), because the tests make and sign in thousands
 * of users. The cost is a parameter of the same code; test/domain/credentials.test.ts checks the
 * production cost.
 */
export const TEST_ENV = { PASSWORD_HASH_COST: '10' } as const;

/** Everything written to the logs during a test, to check that no secret is ever there. */
export class LogCapture extends Writable {
  text = '';
  override _write(chunk: Buffer, _encoding: string, done: () => void) {
    this.text += chunk.toString();
    done();
  }
}

export interface TestApp {
  app: Listener;
  ctx: AppContext;
  /** The service's clock (`ctx.clock`), for the test to move. */
  clock: TestClock;
  logs: LogCapture;
  operatorToken: string;
  close(): Promise<void>;
}

/** Redis for the usage store when a test asks for it: its own key prefix, removed at the end. */
async function testRedis(url: string, log: Logger) {
  const redis = await connectRedis(url, log);
  const prefix = newPrefix();
  return {
    redis,
    prefix,
    async dispose() {
      await removeKeys(redis, [prefix]);
      redis.disconnect();
    },
  };
}

/**
 * One listener on a fresh migrated database of the backend, driven with `app.inject` (no port); with
 * `redisUrl`, throttle and quota live in that Redis; `env` adds configuration variables (D-2).
 */
export async function buildTestApp(
  backend: Backend,
  listener: ServiceName = 'admin',
  options: { redisUrl?: string | null; env?: Record<string, string> } = {},
): Promise<TestApp> {
  const { db, dispose } = await migratedDatabase(backend);
  const logs = new LogCapture();
  const operatorToken = issueKey('operator').key;
  // Uploaded files go to a directory of the test's own (removed at the end), unless the test names one.
  const uploadDir = options.env?.UPLOAD_DIR ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'pcas-test-uploads-'));
  // Tests send requests far faster than users, all from one address: the Platform rate limit (D-31)
  // and the per-client sign-in limit are raised unless a test sets them, and passwords are hashed at
  // scrypt's cheapest cost (TEST_ENV).
  const config = loadConfig({
    ...TEST_ENV,
    OPERATOR_TOKEN: operatorToken,
    PLATFORM_RATE_LIMIT_PER_SECOND: '100000',
    PLATFORM_RATE_LIMIT_BURST: '100000',
    CLIENT_SIGN_IN_LIMIT_PER_MINUTE: '6000000',
    CLIENT_SIGN_IN_LIMIT_BURST: '100000',
    ...(uploadDir ? { UPLOAD_DIR: uploadDir } : {}),
    ...options.env,
  });
  const log = createLogger(config.logLevel, logs);
  const redis = options.redisUrl ? await testRedis(options.redisUrl, log) : null;
  const clock = new TestClock();
  const ctx = await createContext({
    config,
    db,
    clock,
    redis: redis?.redis ?? null,
    redisPrefix: redis?.prefix,
    log,
    operatorToken,
  });
  const app = await buildListener(SPECS[listener], ctx);
  await app.ready();
  return {
    app,
    ctx,
    clock,
    logs,
    operatorToken,
    async close() {
      await app.close();
      await ctx.dispose();
      await redis?.dispose();
      await dispose();
      if (uploadDir) fs.rmSync(uploadDir, { recursive: true, force: true });
    },
  };
}

export function json<T = Record<string, unknown>>(res: LightMyRequestResponse): T {
  return JSON.parse(res.body) as T;
}
