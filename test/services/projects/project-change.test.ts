import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Database } from '../../../src/db/database.ts';
import { countProjectRecords, insertFacility, insertRiskAssessmentSets } from '../../../src/db/repositories/project-records.ts';
import { insertUser, assignProject } from '../../../src/db/repositories/users.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../../../src/domain/errors.ts';
import { LIMITS } from '../../../src/domain/limits.ts';
import type { BearerIdentity } from '../../../src/domain/roles.ts';
import { changeProject } from '../../../src/services/projects/project-change.ts';
import { importProjects } from '../../../src/services/projects/project-import.ts';
import { addFacility, addRiskAssessmentSet } from '../../../src/services/projects/project-writes.ts';
import { addEnvironmentToCommunity, createEnvironment } from '../../../src/services/tenancy/tenancy.ts';
import { createDataKey } from '../../../src/services/identity/data-keys.ts';
import { project } from '../../helpers/projects.ts';
import { BACKENDS, migratedDatabase } from '../../helpers/storage.ts';
import { writer } from '../../helpers/clock.ts';

// The one unit of work of a change to a project (src/services/projects/project-change.ts), and the limits of
// src/domain/limits.ts that every write enforces.

for (const backend of BACKENDS) {
  describe(`a change to a project (${backend.name})`, () => {
    let handle: Awaited<ReturnType<typeof migratedDatabase>>;
    let db: Database;
    let env: number;
    let projectId: number;
    let hiddenId: number;
    let admin: BearerIdentity;
    let member: BearerIdentity;
    const trace = async (id: number) =>
      (await db.query<{ events: number; modified: string }>(
        `select (select count(*)::int from project_events where project_id = $1) as events,
           (select last_modified_date from projects where id = $1) as modified`,
        [id],
      ))[0]!;

    before(async () => {
      handle = await migratedDatabase(backend);
      db = handle.db;
      env = (await createEnvironment(db, { name: 'Changes' })).id;
      [projectId, hiddenId] = (await importProjects(writer(db), env, [project(1), project(2)])).map((p) => p.id) as [number, number];
      const user = (role: 'ADMIN' | 'MEMBER') =>
        insertUser(db, env, { email: `${role}@changes.example`, name: role, passwordHash: 'not a hash', role });
      admin = { userId: (await user('ADMIN')).id, environmentId: env, role: 'ADMIN' };
      member = { userId: (await user('MEMBER')).id, environmentId: env, role: 'MEMBER' };
      await assignProject(db, env, member.userId, projectId);
    });
    after(() => handle.dispose());

    it('records the event with its user and moves last_modified_date, in the change’s transaction', async () => {
      const before = await trace(projectId);
      const result = await changeProject(writer(db), member, projectId, async (tx) => ({
        result: await insertFacility(tx, env, projectId, { name: 'Loan', amount: 5 }),
        event: { kind: 'FACILITY_ADDED', details: { name: 'Loan' } },
      }));
      assert.equal(result.name, 'Loan');
      const after = await trace(projectId);
      assert.equal(after.events, before.events + 1);
      assert.ok(Date.parse(after.modified) >= Date.parse(before.modified));
      const [event] = await db.query<{ user_id: number; kind: string }>(
        'select user_id, kind from project_events where project_id = $1 order by id desc limit 1',
        [projectId],
      );
      assert.deepEqual(event, { user_id: member.userId, kind: 'FACILITY_ADDED' });
    });

    it('stores nothing when the change fails after writing: no record, no event, no trace', async () => {
      const before = { ...(await trace(projectId)), facilities: await countProjectRecords(db, env, projectId, 'facilities') };
      await assert.rejects(
        changeProject(writer(db), admin, projectId, async (tx) => {
          await insertFacility(tx, env, projectId, { name: 'Half-made', amount: 1 });
          throw new ConflictError('a rule found late');
        }),
        ConflictError,
      );
      const after = { ...(await trace(projectId)), facilities: await countProjectRecords(db, env, projectId, 'facilities') };
      assert.deepEqual(after, before);
    });

    it('leaves no trace for a change that changes nothing', async () => {
      const before = await trace(projectId);
      assert.equal(await changeProject(writer(db), admin, projectId, async () => ({ result: 'same', event: null })), 'same');
      assert.deepEqual(await trace(projectId), before);
    });

    it('answers a project the user may not see as absent, or as forbidden where the contract says (D-10)', async () => {
      const change = async () => ({ result: null, event: null });
      await assert.rejects(changeProject(writer(db), member, hiddenId, change), NotFoundError);
      await assert.rejects(changeProject(writer(db), member, hiddenId, change, { whenHidden: 'forbidden' }), ForbiddenError);
      await assert.rejects(changeProject(writer(db), admin, 4_000_000_000, change, { whenHidden: 'forbidden' }), NotFoundError);
    });
  });

  describe(`limits on what the service keeps (${backend.name})`, () => {
    let handle: Awaited<ReturnType<typeof migratedDatabase>>;
    let db: Database;
    let env: number;
    let admin: BearerIdentity;
    before(async () => {
      handle = await migratedDatabase(backend);
      db = handle.db;
      env = (await createEnvironment(db, { name: 'Limits' })).id;
      const user = await insertUser(db, env, { email: 'admin@limits.example', name: 'A', passwordHash: 'x', role: 'ADMIN' });
      admin = { userId: user.id, environmentId: env, role: 'ADMIN' };
    });
    after(() => handle.dispose());

    it('refuses one facility more than a project may hold, and one risk assessment set more', async () => {
      const facilities = Array.from({ length: LIMITS.facilitiesPerProject }, (_, i) => ({ name: `F${i}`, amount: i }));
      const [{ id }] = (await importProjects(writer(db), env, [project(1, { facilities })])) as [{ id: number }, ...unknown[]];
      await assert.rejects(addFacility(writer(db), admin, id, { name: 'One more', amount: 1 }), /at most 100 facilities/);
      assert.equal(await countProjectRecords(db, env, id, 'facilities'), LIMITS.facilitiesPerProject);

      const sets = Array.from({ length: LIMITS.riskAssessmentSetsPerProject - 1 }, () => ({
        project_id: id,
        current_status: 'DRAFT',
        assessments: [],
      }));
      await insertRiskAssessmentSets(db, env, sets);
      await addRiskAssessmentSet(writer(db), admin, id, { assessments: [] }); // the last one that fits
      await assert.rejects(addRiskAssessmentSet(writer(db), admin, id, { assessments: [] }), ConflictError);
      assert.equal(await countProjectRecords(db, env, id, 'risk_assessment_sets'), LIMITS.riskAssessmentSetsPerProject);
    });

    it('refuses appraisal labels beyond the environment’s input settings, storing nothing', async () => {
      const lines = (from: number) => Array.from({ length: 500 }, (_, i) => ({ label: `Line ${from + i}`, budget: 1 }));
      await importProjects(writer(db), env, [project(2, { appraisal_lines: lines(0) })]);
      const count = async () =>
        (await db.query<{ n: number }>("select count(*)::int as n from input_settings where environment_id = $1 and kind = 'APPRAISAL'", [env]))[0]!.n;
      const before = await count();
      await assert.rejects(importProjects(writer(db), env, [project(3, { appraisal_lines: lines(500) })]), ConflictError);
      assert.equal(await count(), before, 'no setting created');
      assert.ok(before + 500 > LIMITS.inputSettingsPerKind);
    });

    it('refuses a Data API key beyond the environment’s limit, and a community beyond its limit', async () => {
      await db.query(
        `insert into data_keys (environment_id, name, key_hash, key_prefix, scopes)
         select $1::bigint, 'k' || g, md5(g::text || $1::bigint::text), 'svc_data_x', '{}' from generate_series(1, $2::int) g`,
        [env, LIMITS.dataKeysPerEnvironment],
      );
      await assert.rejects(createDataKey(db, env, { name: 'one more' }), ConflictError);
      const [{ id: community }] = (await db.query<{ id: number }>(
        `with c as (insert into communities (name) select 'C' || g from generate_series(1, $2::int) g returning id)
         insert into environment_communities (environment_id, community_id) select $1, id from c returning community_id as id`,
        [env, LIMITS.communitiesPerEnvironment],
      )) as [{ id: number }];
      const [{ id: extra }] = (await db.query<{ id: number }>("insert into communities (name) values ('Extra') returning id")) as [
        { id: number },
      ];
      await assert.rejects(addEnvironmentToCommunity(db, env, extra), ConflictError);
      const again = await addEnvironmentToCommunity(db, env, community); // joining twice changes nothing
      assert.equal(again.community_ids.length, LIMITS.communitiesPerEnvironment);
    });
  });
}
