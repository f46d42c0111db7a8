import { type Database, openPostgres } from '../../src/db/database.ts';
import { issueKey } from '../../src/domain/credentials.ts';
import { TEST_ENV } from './app.ts';
import { BANNER_END, bannerUrl, MAIN, type NodeChild, startNode, waitUntilReady } from './processes.ts';

// Several instances of the service, each started as operators start it (`node src/main.ts`), on one
// PostgreSQL schema of their own and one Redis: a fleet, for the fleet tests and bench:fleet. The fleet's
// schema is new (its installation id, and so its Redis prefix, are its own) and is dropped when the
// fleet stops; a test stops its fleet in its `after`, and a fleet that fails to start stops itself.

export const FLEET_URLS = {
  database: process.env.TEST_DATABASE_URL,
  redis: process.env.TEST_REDIS_URL,
};
export const SKIP_WITHOUT_FLEET: string | false =
  !(FLEET_URLS.database && FLEET_URLS.redis) && 'a fleet needs TEST_DATABASE_URL and TEST_REDIS_URL';

export interface Instance {
  name: string;
  child: NodeChild;
  platform: string;
  data: string;
  admin: string;
}

export interface Fleet {
  instances: Instance[];
  operatorToken: string;
  /** A connection to the fleet's schema, for what a test checks behind the APIs. */
  db: Database;
  /** The operator's view of instance 0's admin API, as test/helpers/operator.ts's callOperator takes it. */
  operator: { adminUrl: string; operatorToken: string };
  /** Starts one more instance on the same schema and Redis. */
  add(): Promise<Instance>;
  stop(): Promise<void>;
}

/** The base URL with `search_path` set to the schema, so that the service's every connection lands there. */
function schemaUrl(base: string, schema: string): string {
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}

async function startInstance(name: string, env: Record<string, string>): Promise<Instance> {
  const child = startNode(name, [MAIN], env);
  try {
    await child.printed(BANNER_END, 'stdout');
    const banner = child.stdout();
    const instance = {
      name,
      child,
      platform: bannerUrl(banner, 'Platform API'),
      data: bannerUrl(banner, 'Data API'),
      admin: bannerUrl(banner, 'Admin API'),
    };
    await waitUntilReady(`${instance.platform}/readyz`, child);
    return instance;
  } catch (err) {
    await child.stop();
    throw new Error(`${name} did not start: ${(err as Error).message}\n${child.output()}`);
  }
}

/**
 * `count` instances on a new schema of `urls.database` and on `urls.redis` (TEST_DATABASE_URL and
 * TEST_REDIS_URL by default), every listener on a port the system picks, with `env` on top. The first
 * starts alone (it migrates the schema), the rest together.
 */
export async function startFleet(count: number, env: Record<string, string> = {}, urls = FLEET_URLS): Promise<Fleet> {
  const schema = `fleet_${process.pid}_${Date.now()}`;
  const db = await openPostgres(schemaUrl(urls.database!, schema), { max: 2 });
  await db.exec(`create schema ${schema}`);
  const operatorToken = issueKey('operator').key;
  const instanceEnv = {
    ...TEST_ENV,
    DATABASE_URL: schemaUrl(urls.database!, schema),
    REDIS_URL: urls.redis!,
    OPERATOR_TOKEN: operatorToken,
    SEED_DEMO: 'false',
    HOST: '127.0.0.1',
    PLATFORM_PORT: '0',
    DATA_PORT: '0',
    ADMIN_PORT: '0',
    LOG_LEVEL: 'warn',
    PLATFORM_RATE_LIMIT_PER_SECOND: '100000',
    PLATFORM_RATE_LIMIT_BURST: '100000',
    CLIENT_SIGN_IN_LIMIT_PER_MINUTE: '6000000',
    CLIENT_SIGN_IN_LIMIT_BURST: '100000',
    ...env,
  };
  const instances: Instance[] = [];
  let named = 0;
  let stopped: Promise<void> | null = null;
  const add = async () => {
    const instance = await startInstance(`instance ${named++}`, instanceEnv);
    instances.push(instance);
    return instance;
  };
  const fleet: Fleet = {
    instances,
    operatorToken,
    db,
    get operator() {
      return { adminUrl: instances[0]!.admin, operatorToken };
    },
    add,
    stop() {
      stopped ??= (async () => {
        await Promise.all(instances.map((instance) => instance.child.stop()));
        await db.exec(`drop schema if exists ${schema} cascade`).catch(() => {});
        await db.close();
      })();
      return stopped;
    },
  };
  try {
    await add();
    // Each started instance is in `instances` even when another fails, so that stop() ends it.
    const rest = await Promise.allSettled(Array.from({ length: count - 1 }, () => add()));
    const failed = rest.find((r) => r.status === 'rejected');
    if (failed) throw failed.reason;
  } catch (err) {
    await fleet.stop();
    throw err;
  }
  return fleet;
}
