import Type, { type Static } from 'typebox';
import type { AppContext } from '../context.ts';
import { errorBody } from './errors.ts';
import { errorMembers } from './schemas.ts';

type Check = 'ok' | 'unreachable';

const CheckState = (what: string) =>
  Type.Union([Type.Literal('ok'), Type.Literal('unreachable')], { description: `Whether ${what} answered` });

/** The 503 of `/readyz` (D-5): the error body, and which dependency did not answer. */
export const NotReady = Type.Object(
  {
    ...errorMembers,
    checks: Type.Object(
      {
        database: CheckState('the database'),
        redis: Type.Union([Type.Literal('ok'), Type.Literal('unreachable'), Type.Literal('not configured')], {
          description: 'Whether Redis answered; `not configured` without REDIS_URL',
        }),
      },
      { description: 'Each dependency of readiness and its state' },
    ),
  },
  { description: 'Not ready: the message names the dependency that does not answer (the error body, with checks)' },
);

/** How long a dependency may take to answer a readiness check. */
const CHECK_TIMEOUT_MS = 2000;

function answered(ping: () => Promise<unknown>): Promise<Check> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<Check>((resolve) => {
    timer = setTimeout(() => resolve('unreachable'), CHECK_TIMEOUT_MS);
  });
  const pinged = ping().then(
    () => 'ok' as const,
    () => 'unreachable' as const,
  );
  return Promise.race([pinged, late]).finally(() => clearTimeout(timer));
}

async function redisState(ctx: AppContext): Promise<Check | 'not configured'> {
  const redis = ctx.redis;
  if (!redis) return 'not configured';
  // Through the Redis circuit: not connected, or hanging, is answered at once (external/redis.ts).
  return answered(() => redis.run((client) => client.ping()));
}

/**
 * Pings the database and, when configured, Redis, side by side: null when both answer, or the 503 body
 * naming what does not ("Redis is not reachable", "The database is not reachable", or both).
 */
export async function notReady(ctx: AppContext): Promise<Static<typeof NotReady> | null> {
  const [database, redisCheck] = await Promise.all([answered(() => ctx.db.ping()), redisState(ctx)]);
  const down = [database === 'unreachable' ? 'The database' : null, redisCheck === 'unreachable' ? 'Redis' : null].filter(
    (name) => name !== null,
  );
  if (down.length === 0) return null;
  const message = down.length === 1 ? `${down[0]} is not reachable` : `${down.join(' and ')} are not reachable`;
  return { ...errorBody(503, message), checks: { database, redis: redisCheck } };
}
