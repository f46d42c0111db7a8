import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';

/** What every listener's routes are given: configuration and the storage connections of this process. */
export interface AppContext {
  config: Config;
  db: Database;
  redis: Redis | null;
  log: Logger;
  /** The operator token in force (configured, or generated into DATA_DIR in embedded mode). */
  operatorToken: string;
}
