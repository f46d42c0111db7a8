import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { listDataKeys } from '../src/db/repositories/keys.ts';
import { DEMO_ENVIRONMENTS, demoImports, seedDemo } from '../src/demo/seed.ts';
import { hashKey } from '../src/domain/credentials.ts';
import { areaOfPostcode } from '../src/domain/location/index.ts';
import { normaliseBatch } from '../src/domain/projects/import-rules.ts';
import {
  BUILDING_FUNCTIONS,
  BUILDING_PROCESSES,
  PROJECT_STATUSES,
} from '../src/domain/projects/vocabulary.ts';
import { assertSchema } from '../src/http/validation.ts';
import { ProjectImportBatch } from '../src/domain/projects/import-contract.ts';
import { BACKENDS, migratedDatabase } from './helpers/storage.ts';
import { TEST_ENV } from './helpers/app.ts';
import { PasswordWork } from '../src/state/credentials/password-work.ts';
import { systemClock } from '../src/domain/clock.ts';

const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

describe('demo data set', () => {
  const demo = demoImports();
  const projects = demo.flatMap((env) => env.projects);

  it('is deterministic: the same seed gives the same projects, another seed others', () => {
    assert.equal(digest(demoImports()), digest(demo));
    assert.notEqual(digest(demoImports(7)), digest(demo));
  });

  it('passes the same validation as the operator import', () => {
    for (const env of demo) {
      const batch = { projects: env.projects };
      assertSchema(ProjectImportBatch, batch);
      normaliseBatch(batch.projects, new Date());
    }
  });

  it('is realistic: 400+ projects over real postcode areas, every status, function and process', () => {
    assert.ok(demo.length >= 3);
    assert.ok(projects.length >= 400);
    for (const p of projects) {
      const area = areaOfPostcode(p.postcode!);
      assert.ok(area, `${p.postcode} is in a known postcode area`);
      assert.ok(Math.abs(p.latitude! - area.latitude) < 0.2 && Math.abs(p.longitude! - area.longitude) < 0.2);
    }
    const areas = new Set(projects.map((p) => areaOfPostcode(p.postcode!)!.area));
    assert.ok(areas.size >= 40, `spread over ${areas.size} postcode areas`);
    assert.deepEqual(new Set(projects.map((p) => p.status)), new Set(PROJECT_STATUSES));
    assert.deepEqual(
      new Set(projects.map((p) => p.building_function)),
      new Set(Object.keys(BUILDING_FUNCTIONS)),
    );
    assert.deepEqual(
      new Set(projects.map((p) => p.building_process)),
      new Set(Object.keys(BUILDING_PROCESSES)),
    );
    assert.ok(projects.filter((p) => (p.developments?.length ?? 0) >= 2).length >= 5, 'hybrid projects');
    assert.ok(
      projects.some((p) => (p.risk_assessments?.length ?? 0) >= 3),
      'risk assessment histories',
    );
    assert.ok(projects.every((p) => (p.appraisal_lines?.length ?? 0) > 0 && (p.facilities?.length ?? 0) > 0));
    assert.ok(projects.some((p) => p.archived));
  });

  it('has costs that vary believably with function and location', () => {
    const perM2 = (p: (typeof projects)[number]) => p.total_cost! / p.total_gifa!;
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const newBuild = projects.filter((p) => p.building_process === 'new_build');
    const industrial = median(newBuild.filter((p) => p.building_function === 'industrial').map(perM2));
    const healthcare = median(newBuild.filter((p) => p.building_function === 'healthcare').map(perM2));
    assert.ok(healthcare > industrial * 2, `healthcare ${healthcare} vs industrial ${industrial} per m2`);
    const residential = newBuild.filter((p) => p.building_function === 'residential');
    const london = median(
      residential.filter((p) => areaOfPostcode(p.postcode!)!.region === 'London').map(perM2),
    );
    const north = median(
      residential
        .filter((p) =>
          ['North East', 'North West', 'Yorkshire and The Humber'].includes(
            areaOfPostcode(p.postcode!)!.region,
          ),
        )
        .map(perM2),
    );
    assert.ok(london > north * 1.1, `London ${london} vs North ${north} per m2`);
    for (const p of projects)
      assert.ok(perM2(p) > 300 && perM2(p) < 12_000, `${p.project_reference} at ${perM2(p)} per m2`);
  });
});

for (const backend of BACKENDS) {
  describe(`demo seed through the import path (${backend.name})`, () => {
    let handle: Awaited<ReturnType<typeof migratedDatabase>>;
    before(async () => {
      handle = await migratedDatabase(backend);
    });
    after(() => handle.dispose());

    it('stores every demo project and returns credentials that exist', async () => {
      const credentials = await seedDemo({ db: handle.db, clock: systemClock, passwords: new PasswordWork(systemClock, Number(TEST_ENV.PASSWORD_HASH_COST)) });
      const [{ n }] = (await handle.db.query<{ n: number }>('select count(*)::int as n from projects')) as [
        { n: number },
      ];
      assert.equal(
        n,
        DEMO_ENVIRONMENTS.reduce((s, e) => s + e.count, 0),
      );
      const keys = await listDataKeys(handle.db, credentials.environmentId);
      const [stored] = await handle.db.query<{ id: number }>('select id from data_keys where key_hash = $1', [
        hashKey(credentials.dataKey),
      ]);
      assert.ok(
        stored && keys.some((k) => k.id === stored.id),
        'the demo Data API key is stored by its hash',
      );
      const [platform] = await handle.db.query('select id from platform_keys where key_hash = $1', [
        hashKey(credentials.platformKey),
      ]);
      assert.ok(platform);
      const users = await handle.db.query<{ role: string }>(
        'select role from users where lower(email) = $1',
        [credentials.email],
      );
      assert.deepEqual(users, [{ role: 'ADMIN' }]);
      const [community] = await handle.db.query<{ n: number }>(
        'select count(*)::int as n from environment_communities',
      );
      assert.equal(community!.n, DEMO_ENVIRONMENTS.length);
    });
  });
}
