import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { insertCommunity } from '../../src/db/repositories/tenancy.ts';
import { SeededRandom } from '../../src/demo/random.ts';
import { BUILDING_FUNCTIONS, type BuildingFunction } from '../../src/domain/projects/vocabulary.ts';
import type { ProjectImport } from '../../src/domain/projects/import-contract.ts';
import { createDataKey } from '../../src/services/identity/data-keys.ts';
import { importProjects } from '../../src/services/projects/project-import.ts';
import { createEnvironment } from '../../src/services/tenancy/tenancy.ts';
import { buildTestApp, json, type TestApp } from '../helpers/app.ts';
import { project } from '../helpers/projects.ts';
import { BACKENDS } from '../helpers/storage.ts';
import { writer } from '../helpers/clock.ts';

interface Bucket {
  option_id: string;
  project_count: number;
  avg_cost_per_m2: number | null;
  avg_total_cost: number | null;
  avg_footprint_cost?: number | null;
  avg_gifa?: number | null;
  median_cost_per_m2?: number | null;
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length / 2;
  return s.length % 2 ? s[Math.floor(m)]! : (s[m - 1]! + s[m]!) / 2;
};
const round2 = (v: number) => Math.round(v * 100) / 100;

for (const backend of BACKENDS) {
  describe(`Data API community aggregates (D-38, D-49) (${backend.name})`, () => {
    let t: TestApp;
    const keys: Record<string, string> = {};
    /** Every non-archived project of the community, as imported. */
    const pool: ProjectImport[] = [];
    const call = async <T>(url: string, who: string) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'x-api-key': keys[who]! } });
      assert.equal(res.statusCode, 200, res.body);
      return json<T>(res);
    };

    before(async () => {
      t = await buildTestApp(backend, 'data');
      const db = t.ctx.db;
      const community = await insertCommunity(db, 'Lenders', 5);
      const small = await insertCommunity(db, 'Small club', 3);
      const x = (await createEnvironment(db, { name: 'X', community_ids: [community.id, small.id] })).id;
      const y = (await createEnvironment(db, { name: 'Y', community_ids: [community.id] })).id;
      const lone = (await createEnvironment(db, { name: 'Lone' })).id;
      const strict = await insertCommunity(db, 'Strict', 50);
      const z = (await createEnvironment(db, { name: 'Z', community_ids: [strict.id] })).id;

      // Random bucket sizes around the floor, with values missing or zero at random.
      const rng = new SeededRandom(7);
      const functions = Object.keys(BUILDING_FUNCTIONS) as BuildingFunction[];
      const rows: { env: number; row: ProjectImport }[] = [];
      let n = 0;
      for (const fn of functions) {
        const size = rng.int(0, 9);
        for (let i = 0; i < size; i++) {
          n += 1;
          const row = project(n, {
            building_function: fn,
            building_process: rng.pick(['new_build', 'refurbishment', 'conversion', 'extension'] as const),
            total_cost: rng.chance(0.15) ? null : rng.chance(0.05) ? 0 : rng.int(100_000, 9_000_000),
            total_gifa: rng.chance(0.2) ? null : rng.int(100, 5000),
            site_area: rng.chance(0.3) ? null : rng.int(50, 3000),
            archived: rng.chance(0.1),
          });
          rows.push({ env: rng.chance(0.5) ? x : y, row });
        }
      }
      rows.push({ env: x, row: project(++n, { building_function: null, building_process: null }) });
      for (const env of [x, y]) await importProjects(writer(db), env, rows.filter((r) => r.env === env).map((r) => r.row));
      pool.push(...rows.map((r) => r.row).filter((r) => !r.archived));
      await importProjects(writer(db), z, [project(1), project(2)]);
      // A project of an environment outside the communities must never count.
      await importProjects(writer(db), lone, [project(1, { total_cost: 1e9 })]);

      for (const [name, env] of Object.entries({ x, y, lone, z })) {
        keys[name] = (await createDataKey(db, env, { name, scopes: ['data:community'] })).key;
      }
    });
    after(() => t.close());

    /** Brute force over the imported rows: what each figure must be, and from how many projects. */
    function expected(group: ProjectImport[]) {
      const costs = group.filter((p) => (p.total_cost ?? 0) > 0).map((p) => p.total_cost!);
      const perM2 = group
        .filter((p) => (p.total_cost ?? 0) > 0 && (p.total_gifa ?? 0) > 0)
        .map((p) => p.total_cost! / p.total_gifa!);
      const footprint = group
        .filter((p) => (p.total_cost ?? 0) > 0 && (p.site_area ?? 0) > 0)
        .map((p) => p.total_cost! / p.site_area!);
      const gifa = group.filter((p) => (p.total_gifa ?? 0) > 0).map((p) => p.total_gifa!);
      const fig = (xs: number[], f: (v: number[]) => number) => (xs.length >= 5 ? round2(f(xs)) : null);
      return {
        project_count: group.length,
        avg_cost_per_m2: fig(perM2, mean),
        avg_total_cost: fig(costs, mean),
        avg_footprint_cost: fig(footprint, mean),
        avg_gifa: fig(gifa, mean),
        median_cost_per_m2: fig(perM2, median),
      };
    }

    const close = (a: number | null | undefined, b: number | null, what: string) => {
      if (b === null) return assert.equal(a, null, `${what} must be null`);
      assert.ok(a !== null && a !== undefined && Math.abs(a - b) < 0.011, `${what}: ${a} vs ${b}`);
    };

    it('benchmarks: every bucket at the floor or above, every figure from at least the floor, exact', async () => {
      const body = await call<{ min_group_size: number; omitted_buckets: number; by_building_function: Bucket[] }>(
        '/data/community/benchmarks',
        'x',
      );
      assert.equal(body.min_group_size, 5, 'the largest floor of X’s communities');
      const groups = Object.keys(BUILDING_FUNCTIONS).map((fn) => [fn, pool.filter((p) => p.building_function === fn)] as const);
      const shown = groups.filter(([, g]) => g.length >= 5);
      const dropped = groups.filter(([, g]) => g.length > 0 && g.length < 5);
      assert.ok(shown.length >= 2 && dropped.length >= 1, 'the random data set exercises both sides of the floor');
      assert.deepEqual(body.by_building_function.map((b) => b.option_id), shown.map(([fn]) => fn));
      assert.equal(body.omitted_buckets, dropped.length);
      for (const bucket of body.by_building_function) {
        const want = expected(pool.filter((p) => p.building_function === bucket.option_id));
        assert.ok(bucket.project_count >= 5);
        assert.equal(bucket.project_count, want.project_count);
        for (const k of ['avg_cost_per_m2', 'avg_total_cost', 'avg_footprint_cost', 'avg_gifa', 'median_cost_per_m2'] as const) {
          close(bucket[k], want[k], `${bucket.option_id}.${k}`);
        }
      }
      const nullFigures = body.by_building_function.flatMap((b) => Object.values(b).filter((v) => v === null));
      assert.ok(nullFigures.length > 0, 'some figure fell below the floor and was withheld');
    });

    it('analytics: totals, communities and both dimensions under the same floor', async () => {
      const body = await call<{
        min_group_size: number;
        total_community_projects: number;
        avg_cost_per_m2: number | null;
        avg_total_cost: number | null;
        communities: { community_id: string; name: string; project_count: number | null }[];
        by_building_function: Bucket[];
        by_building_process: Bucket[];
        omitted_buckets: number;
      }>('/data/community/analytics', 'y');
      assert.equal(body.min_group_size, 5);
      assert.equal(body.total_community_projects, pool.length);
      const all = expected(pool);
      close(body.avg_cost_per_m2, all.avg_cost_per_m2, 'avg_cost_per_m2');
      close(body.avg_total_cost, all.avg_total_cost, 'avg_total_cost');
      assert.deepEqual(body.communities.map((c) => [c.name, c.project_count]), [['Lenders', pool.length]]);
      for (const [dimension, list] of [
        ['building_function', body.by_building_function],
        ['building_process', body.by_building_process],
      ] as const) {
        for (const bucket of list) {
          const group = pool.filter((p) => p[dimension] === bucket.option_id);
          assert.ok(group.length >= 5, `${dimension} ${bucket.option_id} is at the floor`);
          assert.equal(bucket.project_count, group.length);
          assert.deepEqual(Object.keys(bucket).sort(), ['avg_cost_per_m2', 'avg_total_cost', 'label', 'option_id', 'project_count']);
          close(bucket.avg_total_cost, expected(group).avg_total_cost, `${bucket.option_id}.avg_total_cost`);
        }
      }
    });

    it('withholds totals and counts below the floor (a community larger than its members)', async () => {
      const body = await call<Record<string, unknown>>('/data/community/analytics', 'z');
      assert.equal(body.min_group_size, 50);
      assert.equal(body.total_community_projects, null);
      assert.equal(body.avg_cost_per_m2, null);
      assert.equal(body.avg_total_cost, null);
      assert.deepEqual(body.communities, [{ community_id: (body.communities as { community_id: string }[])[0]!.community_id, name: 'Strict', project_count: null }]);
      assert.deepEqual(body.by_building_function, []);
      assert.equal(body.omitted_buckets, 1);
    });

    it('answers an environment in no community with the D-49 defaults', async () => {
      const analytics = await call<Record<string, unknown>>('/data/community/analytics', 'lone');
      assert.deepEqual(analytics, {
        min_group_size: 5,
        omitted_buckets: 0,
        omitted_process_buckets: 0,
        total_community_projects: 0,
        avg_cost_per_m2: null,
        avg_total_cost: null,
        communities: [],
        by_building_function: [],
        by_building_process: [],
      });
      const benchmarks = await call<Record<string, unknown>>('/data/community/benchmarks', 'lone');
      assert.deepEqual(benchmarks, { min_group_size: 5, omitted_buckets: 0, by_building_function: [] });
    });
  });
}
