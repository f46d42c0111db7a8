import { installationId } from '../src/db/repositories/installation.ts';
import { type Fleet, startFleet } from '../test/helpers/fleet.ts';
import {
  dataKeyReach,
  deactivationReach,
  evidenceReach,
  type FleetTenant,
  rotationReach,
  setUpFleetTenant,
} from '../test/helpers/fleet-scenarios.ts';
import { stopAll } from '../test/helpers/processes.ts';
import { positiveInt } from './harness.ts';
import { ms, say } from './report.ts';
import { externalStorage, RedisScratch, redisPrefixOf } from './scratch-storage.ts';

/**
 * `npm run bench:fleet`: how long what one instance changes takes to reach every instance of a fleet of
 * three on one PostgreSQL and one Redis, each started as operators start it, against the bounds of
 * docs/operators.md: a deactivated user, a re-planned and a revoked Data API key and a rotated signing
 * key within a second (D-12), and imported projects in a benchmark served by another instance within two
 * seconds. The scenarios are the fleet test's own (test/helpers/fleet-scenarios.ts), played
 * BENCH_FLEET_ROUNDS times, each round in an environment of its own; a target is met when the slowest
 * round is within it. bench/README.md says more.
 */

const ROUNDS = positiveInt('BENCH_FLEET_ROUNDS', 5);
const CREDENTIAL_BOUND_MS = 1000;
const EVIDENCE_BOUND_MS = 2000;
/** How long a round waits for an instance before it counts the change as never there. */
const PATIENCE_MS = 10_000;

const storage = externalStorage();
if (!storage) {
  say('bench:fleet needs PostgreSQL and Redis: DATABASE_URL and REDIS_URL, or TEST_DATABASE_URL and TEST_REDIS_URL');
  process.exit(1);
}

const SCENARIOS: { name: string; bound: number; run: (fleet: Fleet, tenant: FleetTenant) => Promise<number[]> }[] = [
  { name: 'a deactivated user refused', bound: CREDENTIAL_BOUND_MS, run: async (f, t) => [await deactivationReach(f, t, PATIENCE_MS)] },
  {
    name: 'a Data API key re-planned, then revoked',
    bound: CREDENTIAL_BOUND_MS,
    run: async (f, t) => {
      const { planned, revoked } = await dataKeyReach(f, t, PATIENCE_MS);
      return [planned, revoked];
    },
  },
  { name: 'a rotated signing key used and accepted', bound: CREDENTIAL_BOUND_MS, run: async (f, t) => [await rotationReach(f, t, PATIENCE_MS)] },
  { name: 'imported projects in a benchmark', bound: EVIDENCE_BOUND_MS, run: async (f, t) => [await evidenceReach(f, t, PATIENCE_MS)] },
];

const figure = (n: number) => (Number.isFinite(n) ? `${ms(n)} ms` : `never within ${PATIENCE_MS} ms`);

process.once('SIGINT', () => {
  stopAll().finally(() => process.exit(130));
});
const started = performance.now();
say(`-- a fleet of three instances on ${storage.from}, ${ROUNDS} rounds --`);
const fleet = await startFleet(3, { LOG_LEVEL: 'warn' }, { database: storage.databaseUrl, redis: storage.redisUrl });
const redis = await RedisScratch.open(storage.redisUrl, redisPrefixOf(await installationId(fleet.db)));
let missed = 0;
let failed = false;
try {
  const times = SCENARIOS.map(() => [] as number[]);
  for (let round = 0; round < ROUNDS; round++) {
    const tenant = await setUpFleetTenant(fleet, `Fleet bench ${round + 1}`);
    for (const [i, scenario] of SCENARIOS.entries()) times[i]!.push(...(await scenario.run(fleet, tenant)));
  }
  for (const [i, scenario] of SCENARIOS.entries()) {
    const sorted = [...times[i]!].sort((a, b) => a - b);
    const slowest = sorted.at(-1)!;
    const ok = slowest <= scenario.bound;
    if (!ok) missed += 1;
    say(`  ${scenario.name}: median ${figure(sorted[Math.floor(sorted.length / 2)]!)}, slowest ${figure(slowest)} of ${sorted.length}`);
    say(`    every instance within ${scenario.bound / 1000} s: ${ok ? 'met' : 'missed'}`);
  }
} catch (err) {
  failed = true;
  say(`\nFAILED: ${(err as Error).stack ?? err}\n`);
} finally {
  await fleet.stop();
  await redis.cleanup();
  redis.close();
  await stopAll();
}
say();
say(`${missed === 0 ? 'every target met' : `${missed} target(s) missed`}; total wall time ${((performance.now() - started) / 1000).toFixed(1)} s`);
process.exit(failed ? 1 : 0);
