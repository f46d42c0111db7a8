import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Queryable } from '../../../src/db/database.ts';
import { InstallationSecrets } from '../../../src/state/credentials/installation-secrets.ts';
import { BACKENDS, statementsOf, type TestDatabase } from '../../helpers/storage.ts';

// The installation's secrets (the change cursors' signing secret, the webhook secrets' key) are read
// from its row once per process, by the one component the context gives to the Data API's reads and to
// the webhook worker; WEBHOOK_SECRET_KEY stands in for the row's key; a failed read is read again.

for (const backend of BACKENDS) {
  describe(`installation secrets (${backend.name})`, () => {
    let database: TestDatabase;
    before(async () => {
      database = await backend.openMigrated();
    });
    after(() => database.dispose());

    it('reads both secrets in one statement, once, and every instance on the database reads the same', async () => {
      const secrets = new InstallationSecrets(database.db, { webhookKey: null });
      let cursor: Buffer | undefined;
      let webhook: Buffer | undefined;
      const statements = await statementsOf(database.db, async () => {
        [cursor, webhook] = await Promise.all([secrets.cursorSecret(), secrets.webhookKey()]);
        await secrets.cursorSecret();
        await secrets.webhookKey();
      });
      assert.equal(statements, 1);
      assert.equal(cursor!.length, 32);
      assert.equal(webhook!.length, 32);
      assert.notDeepEqual(cursor, webhook);
      const another = new InstallationSecrets(database.db, { webhookKey: null });
      assert.deepEqual(await another.cursorSecret(), cursor);
      assert.deepEqual(await another.webhookKey(), webhook);
    });

    it('takes WEBHOOK_SECRET_KEY for the webhook key when it is configured', async () => {
      const configured = Buffer.alloc(32, 7);
      const secrets = new InstallationSecrets(database.db, { webhookKey: configured });
      assert.deepEqual(await secrets.webhookKey(), configured);
      assert.deepEqual(await secrets.cursorSecret(), await new InstallationSecrets(database.db, { webhookKey: null }).cursorSecret());
    });

    it('keeps no failed read: the next use reads again', async () => {
      let failures = 1;
      const flaky: Queryable = {
        query: (sql, params) => (failures-- > 0 ? Promise.reject(new Error('connection lost')) : database.db.query(sql, params)),
        exec: (sql) => database.db.exec(sql),
      };
      const secrets = new InstallationSecrets(flaky, { webhookKey: null });
      await assert.rejects(secrets.cursorSecret(), /connection lost/);
      assert.equal((await secrets.cursorSecret()).length, 32);
    });
  });
}
