import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadConfig } from '../../../src/config.ts';
import { createContext } from '../../../src/context.ts';
import { installationId } from '../../../src/db/repositories/installation.ts';
import { createLogger } from '../../../src/external/logger.ts';
import { migratedDatabase, pglite } from '../../helpers/storage.ts';
import { connectRedis, removeKeys } from '../../helpers/redis.ts';
import { newKeyId } from './harness.ts';

describe('installations sharing one Redis', { skip: !process.env.TEST_REDIS_URL && 'TEST_REDIS_URL not set' }, () => {
  it('never share a throttle bucket, even for equal key ids', async () => {
    const redis = await connectRedis(process.env.TEST_REDIS_URL!);
    const handles = [await migratedDatabase(pglite), await migratedDatabase(pglite)];
    const ids = await Promise.all(handles.map((h) => installationId(h.db)));
    const contexts = await Promise.all(
      handles.map((h) =>
        createContext({
          config: loadConfig({}),
          db: h.db,
          redis,
          log: createLogger('silent'),
          operatorToken: 'unused',
        }),
      ),
    );
    try {
      assert.notEqual(ids[0], ids[1], 'each database names its own installation');
      const keyIds = await Promise.all(handles.map((h) => newKeyId(h.db)));
      assert.equal(keyIds[0], keyIds[1], 'the same key id in both');
      const admit = (i: number) =>
        contexts[i]!.usage.admit({
          keyId: keyIds[i]!,
          throttle: { rate_limit_per_second: 0.001, burst_limit: 1 },
          quota: null,
          counts: true,
          now: new Date(),
        });
      assert.equal((await admit(0)).outcome, 'admitted');
      assert.equal((await admit(0)).outcome, 'throttled');
      assert.equal((await admit(1)).outcome, 'admitted', 'the other installation has its own bucket');
    } finally {
      for (const c of contexts) await c.dispose();
      await removeKeys(redis, ids.map((id) => `pcas:${id.slice(0, 12)}`));
      redis.disconnect();
      for (const h of handles) await h.dispose();
    }
  });
});
