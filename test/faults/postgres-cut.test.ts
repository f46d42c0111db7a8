import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { type Database, openPostgres } from '../../src/db/database.ts';
import { postgresCut } from '../helpers/fault-scenarios.ts';
import { checkWrites, type FaultService, setUpTenant, startFaultService, type Tenant } from '../helpers/faults.ts';
import { TcpProxy } from '../helpers/tcp-proxy.ts';

// The link between the service (started as operators start it) and PostgreSQL is cut for 5 s while 20
// requests a second arrive (bench:faults sends 50), a third of them writes: a TCP proxy of the test's own resets every
// connection and refuses new ones, then lets them through again. Asserted, as the service promises
// (docs/operators.md): 503 with Retry-After, never a 500, no answer slower than 10 s (the pool's and the
// statements' timeouts), every write wholly stored or not at all, and normal again by itself once the
// link is back. That it is normal again within 2 s of the link's return is held against the figures by
// `npm run bench:faults`, on a machine of its own; here, beside the other tests' shards, within the 8 s
// the load goes on after it.

const URL_ = process.env.TEST_DATABASE_URL;
const SKIP = !URL_ && 'TEST_DATABASE_URL is not set: the PostgreSQL cut test needs PostgreSQL (CI sets it)';

/** `url` with its sessions in `schema` (node-postgres passes `options` to the server). */
function inSchema(url: string, schema: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
}

describe('PostgreSQL cut off for 5 s under load', { skip: SKIP }, () => {
  const schema = `test_cut_${randomBytes(6).toString('hex')}`;
  let proxy: TcpProxy;
  let service: FaultService;
  let tenant: Tenant;
  let admin: Database;
  let db: Database;

  before(async () => {
    const target = new URL(URL_!);
    proxy = await TcpProxy.start({ host: target.hostname, port: Number(target.port || 5432) });
    admin = await openPostgres(URL_!, { max: 1 });
    await admin.exec(`create schema ${schema}`);
    service = await startFaultService({ DATABASE_URL: inSchema(proxy.urlFor(URL_!), schema) });
    tenant = await setUpTenant(service);
    db = await openPostgres(URL_!, { schema, max: 2 });
  });
  after(async () => {
    await service?.dispose();
    await proxy?.close();
    await db?.close();
    await admin?.exec(`drop schema if exists ${schema} cascade`);
    await admin?.close();
  });

  it('answers 503 with Retry-After within 10 s, recovers by itself once the link is back, and never half applies a write', async (t) => {
    const back = service.child.printed(/The database is reachable again/);
    const run = await postgresCut(service, tenant, proxy, { rate: 20, before: 20, during: 100, after: 160 });
    const unavailable = run.answers.filter((a) => a.status === 503);
    t.diagnostic(
      `${run.answers.length} answers, ${unavailable.length} of them 503; slowest ${Math.max(...run.answers.map((a) => a.ms)).toFixed(0)} ms; ` +
        `normal again ${run.recoveryMs?.toFixed(0)} ms after the link's return`,
    );

    for (const a of run.answers) {
      assert.ok((a.status >= 200 && a.status < 300) || a.status === 503, `${a.kind} #${a.i} answered ${a.status} ${a.error ?? ''}`);
      if (a.status === 503) assert.equal(a.retryAfter, '2', `${a.kind} #${a.i}: Retry-After`);
      assert.ok(a.ms < 10_000, `${a.kind} #${a.i} took ${a.ms.toFixed(0)} ms`);
    }
    assert.ok(run.during.filter((a) => a.status === 503).length > run.during.length / 2, 'requests that need the database are refused during the cut');
    assert.ok(run.recoveryMs !== null, 'every answer normal again after the link returns, before the load ends');

    const writes = await checkWrites(db, tenant, run.answers);
    t.diagnostic(`writes: ${JSON.stringify({ ...writes, partial: writes.partial.length })}`);
    assert.deepEqual(writes.partial, [], 'no write half applied');
    assert.ok(writes.answered > 0 && writes.failedWhole + writes.failedAbsent > 0, 'writes both succeeded and failed');

    await back;
    const warnings = service.child.warnings().join('\n');
    assert.equal(warnings.split('The database is not reachable: requests that need it are answered 503').length - 1, 1, 'the cut is logged once');
    assert.equal(warnings.split('request failed').length - 1, 0, 'no error logged per request');
  });
});
