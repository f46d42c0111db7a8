import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type EvidenceRead, evidenceRowsOf, loadEvidence } from '../../src/db/repositories/cost-evidence.ts';
import { BACKENDS, migratedDatabase } from '../helpers/storage.ts';

// A refit reads only the projects whose evidence changed since the model's last read (migration 0014):
// what the changes must show, and the one gap a read of changes by time would have, a transaction that
// commits after a reader has passed it. A read of changes may also return projects written just before
// its horizon (while another transaction of the cluster was open): reading one again is harmless, so
// the tests ask that the changes be there, not that nothing else is.

const ids = (read: EvidenceRead | null) => read!.chunks.flatMap((text) => evidenceRowsOf(text).map((r) => r.id)).sort((a, b) => a - b);

for (const backend of BACKENDS) {
  describe(`evidence changes (${backend.name})`, () => {
    let handle: Awaited<ReturnType<typeof migratedDatabase>>;
    let env = 0;
    let other = 0;
    const project = async (environment: number, name: string, status = 'COMPLETED') => {
      const [row] = await handle.db.query<{ id: number }>(
        `insert into projects (environment_id, name, project_reference, status, total_cost, total_gifa, building_function, postcode, contract_start_date)
         values ($1, $2, $2, $3, 2000000, 1000, 'office', 'M1 1AE', '2023-04-01') returning id`,
        [environment, name, status],
      );
      return Number(row!.id);
    };
    before(async () => {
      handle = await migratedDatabase(backend);
      const rows = await handle.db.query<{ id: number }>(`insert into environments (name) values ('E'), ('F') returning id`);
      [env, other] = rows.map((r) => Number(r.id)) as [number, number];
    });
    after(() => handle.dispose());

    it('reads the whole pool, then only what changed since, evidence or not', async () => {
      const a = await project(env, 'A');
      const b = await project(env, 'B');
      const c = await project(other, 'C');
      const pending = await project(env, 'D', 'PENDING');
      const whole = await loadEvidence(handle.db, env, [other]);
      assert.equal(whole.changed, null);
      assert.deepEqual(ids(whole), [a, b, c]);

      const nothing = await loadEvidence(handle.db, env, [other], whole.horizon);
      assert.ok(nothing && BigInt(nothing.horizon) >= BigInt(whole.horizon));

      await handle.db.query(`update projects set total_cost = 2500000 where id = $1`, [a]);
      await handle.db.query(`update projects set status = 'COMPLETED' where id = $1`, [pending]);
      await handle.db.query(`update projects set archived = true where id = $1`, [c]);
      const changed = await loadEvidence(handle.db, env, [other], nothing!.horizon);
      for (const id of [a, c, pending]) assert.ok(changed!.changed!.includes(id), `project ${id} is among the changes`);
      assert.ok(ids(changed).includes(a) && ids(changed).includes(pending));
      assert.ok(!ids(changed).includes(c), 'an archived project is changed but no longer evidence');
      const row = evidenceRowsOf(changed!.chunks[0]!).find((r) => r.id === a)!;
      assert.equal(row.total_cost, 2_500_000);

      // A write to what the model does not read leaves the project's stamp as it was; one to what it reads moves it.
      const stamp = async () => (await handle.db.query<{ x: string }>(`select evidence_xid::text as x from projects where id = $1`, [a]))[0]!.x;
      const stamped = await stamp();
      await handle.db.query(`update projects set project_reference = 'A-2' where id = $1`, [a]);
      assert.equal(await stamp(), stamped);
      await handle.db.query(`update projects set total_gifa = 1100 where id = $1`, [a]);
      assert.ok(BigInt(await stamp()) > BigInt(stamped));
    });

    it('stamps a project whose external works change, through its appraisal lines or their setting', async () => {
      const p = await project(env, 'Works');
      const [setting] = await handle.db.query<{ id: number }>(
        `insert into input_settings (environment_id, kind, input_field, input_value) values ($1, 'APPRAISAL', 'landscaping', 'Landscaping') returning id`,
        [env],
      );
      const first = await loadEvidence(handle.db, env, []);
      await handle.db.query(
        `insert into project_cost_inputs (environment_id, project_id, input_setting_id, out_turn) values ($1, $2, $3, 150000)`,
        [env, p, setting!.id],
      );
      const rowOf = (read: EvidenceRead | null) => read!.chunks.flatMap((t) => evidenceRowsOf(t)).find((r) => r.id === p);
      const line = await loadEvidence(handle.db, env, [], first.horizon);
      assert.ok(line!.changed!.includes(p));
      assert.equal(rowOf(line)!.external_works, null, 'not external works yet');
      await handle.db.query(`update input_settings set input_value = 'External works' where id = $1`, [setting!.id]);
      const renamed = await loadEvidence(handle.db, env, [], line!.horizon);
      assert.ok(renamed!.changed!.includes(p));
      assert.equal(rowOf(renamed)!.external_works, 150_000);
    });

    it('answers null for changes when a project of the pool was deleted since: only a whole read tells what is left', async () => {
      const gone = await project(other, 'Gone');
      const whole = await loadEvidence(handle.db, env, [other]);
      await handle.db.query(`delete from projects where id = $1`, [gone]);
      assert.equal(await loadEvidence(handle.db, env, [other], whole.horizon), null);
      const again = await loadEvidence(handle.db, env, [other]);
      assert.ok(!ids(again).includes(gone));
    });

    if (backend.name === 'postgres') {
      it('misses no change committed after the read passed it: a transaction open during a read is read again', async () => {
        const p = await project(env, 'Late');
        const before = await loadEvidence(handle.db, env, []);
        let release!: () => void;
        const held = new Promise<void>((resolve) => (release = resolve));
        let written!: () => void;
        const wrote = new Promise<void>((resolve) => (written = resolve));
        const open = handle.db.transaction(async (tx) => {
          await tx.query(`update projects set total_cost = 3100000 where id = $1`, [p]);
          written();
          await held;
        });
        await wrote;
        // The reader walks to the end while the change is uncommitted, and keeps its horizon.
        const during = await loadEvidence(handle.db, env, [], before.horizon);
        const seen = during!.chunks.flatMap((t) => evidenceRowsOf(t)).find((r) => r.id === p);
        assert.notEqual(seen?.total_cost, 3_100_000, 'an uncommitted change is not read');
        release();
        await open;
        const next = await loadEvidence(handle.db, env, [], during!.horizon);
        const row = next!.chunks.flatMap((t) => evidenceRowsOf(t)).find((r) => r.id === p);
        assert.equal(row?.total_cost, 3_100_000, 'the change committed after the read is in the next one');
      });
    }
  });
}
