import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import type { ProjectImport } from '../../src/domain/projects/import-contract.ts';
import { importProjects } from '../../src/services/projects/project-import.ts';
import { assignProjectToUser, createPlatformKey } from '../../src/services/tenancy/tenancy.ts';
import { buildTestApp, json, type TestApp } from '../helpers/app.ts';
import { eventually } from '../helpers/eventually.ts';
import { assertDocumented, openApiOf } from '../helpers/openapi.ts';
import { assertNamesField, environmentWithUsers, type SignedIn } from '../helpers/platform.ts';
import { project } from '../helpers/projects.ts';
import { BACKENDS } from '../helpers/storage.ts';

// GET /location-metrics (D-22, D-52) against a hand-made portfolio: every expected figure below is
// worked out by hand from the fixture (day counts counted on a calendar), never by the code under test.

interface Entry {
  average_value: number | null;
  average_risk: number | null;
  average_project_length_days: number | null;
  average_programme_drift_days: number | null;
  _meta: {
    latitude: number | null;
    longitude: number | null;
    created_at: string;
    group: string;
    group_by: 'district' | 'area';
    project_count: number;
  };
}

/** What a test expects of one entry; created_at and group_by are checked once per answer. */
interface Expected {
  group: string;
  count: number;
  value: number | null;
  risk: number | null;
  length: number | null;
  drift: number | null;
  lat: number | null;
  lon: number | null;
}

const day = (date: string) => `${date}T00:00:00Z`;

/**
 * Environment A. Manchester: P1, P2 (and P10, without coordinates) in district M1, P3 in M14; London:
 * P4, P5 in SW1A, P6 in SW3; Edinburgh: P11 in EH1 (no coordinates); P12 in ZZ1, an area the table does
 * not know (no coordinates); P13 in EH3 with half its coordinates. Never counted: P7 (archived), P8 (no
 * postcode), P9 (not a postcode).
 */
const A_PROJECTS: Record<string, Partial<ProjectImport>> = {
  // Piccadilly. Length 2025-01-01 → 2025-12-31: 364 days; drift 2025-12-31 → 2026-01-30: +30.
  P1: {
    postcode: 'M1 1AE', latitude: 53.4774, longitude: -2.2309, gross_development_value: 1_000_000, risk_score: 20,
    contract_start_date: day('2025-01-01'), contract_completion_date: day('2025-12-31'), estimated_completion_date: day('2026-01-30'),
  },
  // Oxford Road, 0.71 km from P1. Length 2025-03-01 → 2026-03-01: 365; drift → 2026-02-19: −10.
  P2: {
    postcode: 'm1 5gd', latitude: 53.474, longitude: -2.24, gross_development_value: 3_000_000, risk_score: 40, status: 'COMPLETED',
    contract_start_date: day('2025-03-01'), contract_completion_date: day('2026-03-01'), estimated_completion_date: day('2026-02-19'),
  },
  // Fallowfield, 3.8 km from P1: a value and nothing else.
  P3: { postcode: 'M14 6LT', latitude: 53.444, longitude: -2.22, gross_development_value: 500_000 },
  // Buckingham Palace. Length 2024-06-01 → 2026-06-01: 730; drift → 2026-09-09: +100.
  P4: {
    postcode: 'SW1A 1AA', latitude: 51.5014, longitude: -0.1419, gross_development_value: 10_000_000, risk_score: 60,
    contract_start_date: day('2024-06-01'), contract_completion_date: day('2026-06-01'), estimated_completion_date: day('2026-09-09'),
  },
  // Downing Street, 1 km from P4. Length 2025-01-01 → 2025-07-01: 181; drift 0.
  P5: {
    postcode: 'SW1A2AA', latitude: 51.5034, longitude: -0.1276, gross_development_value: 6_000_000, risk_score: 50, status: 'COMPLETED',
    contract_start_date: day('2025-01-01'), contract_completion_date: day('2025-07-01'), estimated_completion_date: day('2025-07-01'),
  },
  // Chelsea, 2.4 km from Westminster. Length 2025-05-01 → 2026-05-01: 365; no estimate, so no drift.
  P6: {
    postcode: 'SW3 4HN', latitude: 51.4875, longitude: -0.1687, gross_development_value: 2_000_000, risk_score: 30, status: 'PENDING',
    contract_start_date: day('2025-05-01'), contract_completion_date: day('2026-05-01'),
  },
  P7: { postcode: 'M1 1AE', latitude: 53.4775, longitude: -2.231, gross_development_value: 50_000_000, risk_score: 99, archived: true },
  P8: { postcode: null, latitude: 53.4774, longitude: -2.2309, gross_development_value: 70_000_000, risk_score: 99 },
  // Its postcode becomes 'Not known' below, by SQL: imports and writes refuse such text, older data may hold it.
  P9: { postcode: null, latitude: 53.4774, longitude: -2.2309, gross_development_value: 80_000_000, risk_score: 99 },
  P10: { postcode: 'M1 2AB', gross_development_value: 2_000_000, risk_score: 30 },
  P11: { postcode: 'EH1 1YZ', gross_development_value: 750_000 },
  P12: { postcode: 'ZZ1 1ZZ', risk_score: 10 },
  // In Edinburgh, its longitude lost below (by SQL; writes keep the pair together): half a pair is none.
  // Length 2024-02-28 → 2024-03-31 (over 29 February): 32 days; drift to noon on 30 March: −0.5.
  P13: {
    postcode: 'EH3 9DR', latitude: 55.9486, longitude: -3.1999,
    contract_start_date: day('2024-02-28'), contract_completion_date: day('2024-03-31'), estimated_completion_date: '2024-03-30T12:00:00Z',
  },
};

/** The shipped table's centre of area EH (Edinburgh): where a district without coordinates is placed. */
const EH_CENTRE = { lat: 55.9533, lon: -3.1883 };

const M1_ALL: Expected = {
  group: 'M1', count: 3, value: (1_000_000 + 3_000_000 + 2_000_000) / 3, risk: (20 + 40 + 30) / 3,
  length: (364 + 365) / 2, drift: (30 - 10) / 2, lat: (53.4774 + 53.474) / 2, lon: (-2.2309 - 2.24) / 2,
};
const M14: Expected = { group: 'M14', count: 1, value: 500_000, risk: null, length: null, drift: null, lat: 53.444, lon: -2.22 };
const SW1A: Expected = {
  group: 'SW1A', count: 2, value: (10_000_000 + 6_000_000) / 2, risk: (60 + 50) / 2,
  length: (730 + 181) / 2, drift: (100 + 0) / 2, lat: (51.5014 + 51.5034) / 2, lon: (-0.1419 - 0.1276) / 2,
};
const SW3: Expected = { group: 'SW3', count: 1, value: 2_000_000, risk: 30, length: 365, drift: null, lat: 51.4875, lon: -0.1687 };
const EH1: Expected = { group: 'EH1', count: 1, value: 750_000, risk: null, length: null, drift: null, ...EH_CENTRE };
const EH3: Expected = { group: 'EH3', count: 1, value: null, risk: null, length: 32, drift: -0.5, ...EH_CENTRE };
const ZZ1: Expected = { group: 'ZZ1', count: 1, value: null, risk: 10, length: null, drift: null, lat: null, lon: null };
/** Without a point, by district, for the whole environment: most projects first, then by group. */
const ALL_DISTRICTS = [M1_ALL, SW1A, EH1, EH3, M14, SW3, ZZ1];

const P1_ONLY: Expected = { group: 'M1', count: 1, value: 1_000_000, risk: 20, length: 364, drift: 30, lat: 53.4774, lon: -2.2309 };
const P4_ONLY: Expected = {
  group: 'SW1A', count: 1, value: 10_000_000, risk: 60, length: 730, drift: 100, lat: 51.5014, lon: -0.1419,
};

const PICCADILLY = 'latitude=53.4774&longitude=-2.2309';
const WESTMINSTER = 'latitude=51.501&longitude=-0.1416';
/** 27.1 km from P2, 27.6 km from P1, 29.5 km from P3: beyond the default radius of 25 km. */
const WIGAN = 'latitude=53.545&longitude=-2.632';

function close(actual: number | null, expected: number | null, what: string): void {
  if (expected === null || actual === null) {
    assert.equal(actual, expected, what);
    return;
  }
  assert.ok(Math.abs(actual - expected) <= 1e-9 * Math.max(1, Math.abs(expected)), `${what}: ${actual} ≠ ${expected}`);
}

for (const backend of BACKENDS) {
  describe(`GET /location-metrics (D-22, D-52) (${backend.name})`, () => {
    let t: TestApp;
    let doc: Awaited<ReturnType<typeof openApiOf>>;
    let admin: SignedIn;
    let member: SignedIn;
    let viewer: SignedIn;
    let adminB: SignedIn;
    let keyA: string;
    let keyB: string;
    let envA: number;
    /** When the environments last changed: no answer can have been computed before. */
    let changed: number;

    before(async () => {
      t = await buildTestApp(backend, 'platform');
      doc = await openApiOf(t.app);
      const a = await environmentWithUsers(t, 'Northern Lending');
      envA = a.env;
      const b = await environmentWithUsers(t, 'Southern Capital');
      ({ ADMIN: admin, MEMBER: member, VIEWER: viewer } = a.users);
      adminB = b.users.ADMIN;
      const names = Object.keys(A_PROJECTS);
      const created = await importProjects(
        t.ctx,
        a.env,
        names.map((name, i) => project(i + 1, { name, status: 'IN_PROGRESS', ...A_PROJECTS[name] })),
      );
      const id = (name: string) => created[names.indexOf(name)]!.id;
      await t.ctx.db.query(`update projects set postcode = 'Not known' where id = $1`, [id('P9')]);
      await t.ctx.db.query('update projects set longitude = null where id = $1', [id('P13')]);
      // The VIEWER sees P1, P4 and the archived P7 (which never counts); the MEMBER sees nothing.
      for (const name of ['P1', 'P4', 'P7']) await assignProjectToUser(t.ctx.db, a.env, viewer.id, id(name));
      // Environment B: a project in M1, 0.3 km from P1, whose figures must never reach A.
      await importProjects(t.ctx, b.env, [
        project(100, {
          name: 'B1', postcode: 'M1 3AA', latitude: 53.478, longitude: -2.235, gross_development_value: 99_000_000,
          risk_score: 90, contract_start_date: day('2020-01-01'), contract_completion_date: day('2020-01-11'),
          estimated_completion_date: day('2020-01-21'),
        }),
      ]);
      keyA = (await createPlatformKey(t.ctx.db, a.env, 'maps')).key;
      keyB = (await createPlatformKey(t.ctx.db, b.env, 'maps')).key;
      changed = Date.now();
    });
    after(() => t.close());

    const get = (headers: Record<string, string>, query = '') =>
      t.app.inject({ method: 'GET', url: `/location-metrics${query ? `?${query}` : ''}`, headers });
    const asUser = (user: SignedIn) => (query?: string) => get({ authorization: `Bearer ${user.token}` }, query);
    const withKey = (key: string) => (query?: string) => get({ 'x-api-key': key }, query);

    type Ask = (query?: string) => Promise<LightMyRequestResponse>;

    /**
     * Asks `query` and asserts the answer holds exactly `expected`, in order, grouped by `groupBy`, with
     * figures computed since the environments last changed (an answer may come from the read cache).
     */
    async function expectEntries(ask: Ask, query: string, expected: Expected[], groupBy: 'district' | 'area' = 'district') {
      const res = await ask(query);
      assert.equal(res.statusCode, 200, res.body);
      assertDocumented(doc, 'GET', '/location-metrics', res);
      const entries = json<Entry[]>(res);
      assert.deepEqual(
        entries.map((e) => [e._meta.group, e._meta.project_count]),
        expected.map((e) => [e.group, e.count]),
        'groups and counts, in order',
      );
      for (const [i, want] of expected.entries()) {
        const got = entries[i]!;
        assert.deepEqual(Object.keys(got).sort(), [
          '_meta', 'average_programme_drift_days', 'average_project_length_days', 'average_risk', 'average_value',
        ]);
        assert.equal(got._meta.group_by, groupBy);
        // A mean of money is money: to the penny, as every answer's money is.
        close(got.average_value, want.value === null ? null : Math.round(want.value * 100) / 100, `${want.group} average_value`);
        close(got.average_risk, want.risk, `${want.group} average_risk`);
        close(got.average_project_length_days, want.length, `${want.group} average_project_length_days`);
        close(got.average_programme_drift_days, want.drift, `${want.group} average_programme_drift_days`);
        close(got._meta.latitude, want.lat, `${want.group} _meta.latitude`);
        close(got._meta.longitude, want.lon, `${want.group} _meta.longitude`);
        const at = Date.parse(got._meta.created_at);
        assert.match(got._meta.created_at, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/, 'ISO 8601 UTC');
        assert.ok(at >= changed - 1 && at <= Date.now(), 'created_at: when the figures were computed');
      }
    }

    it('without a point: every district of the environment, with D-22’s means, centroids and counts', async () => {
      await expectEntries(asUser(admin), '', ALL_DISTRICTS);
      await expectEntries(asUser(admin), 'group_by=district&radius_km=1', ALL_DISTRICTS);
    });

    it('group_by=area: the postcode letters', async () => {
      const M: Expected = {
        group: 'M', count: 4, value: (1_000_000 + 3_000_000 + 2_000_000 + 500_000) / 4, risk: (20 + 40 + 30) / 3,
        length: (364 + 365) / 2, drift: (30 - 10) / 2,
        lat: (53.4774 + 53.474 + 53.444) / 3, lon: (-2.2309 - 2.24 - 2.22) / 3,
      };
      const SW: Expected = {
        group: 'SW', count: 3, value: (10_000_000 + 6_000_000 + 2_000_000) / 3, risk: (60 + 50 + 30) / 3,
        length: (730 + 181 + 365) / 3, drift: (100 + 0) / 2,
        lat: (51.5014 + 51.5034 + 51.4875) / 3, lon: (-0.1419 - 0.1276 - 0.1687) / 3,
      };
      const EH: Expected = { group: 'EH', count: 2, value: 750_000, risk: null, length: 32, drift: -0.5, ...EH_CENTRE };
      const ZZ: Expected = { ...ZZ1, group: 'ZZ' };
      await expectEntries(asUser(admin), 'group_by=area', [M, SW, EH, ZZ], 'area');
    });

    it('a radius splits a district: near P1, 0.5 km holds P1 but not P2, 0.71 km away', async () => {
      await expectEntries(asUser(admin), `${PICCADILLY}&radius_km=0.5`, [P1_ONLY]);
      // 5 km: both of M1 that have coordinates (P10 has none, so it cannot be within a radius) and M14.
      const m1 = { ...M1_ALL, count: 2, value: (1_000_000 + 3_000_000) / 2, risk: (20 + 40) / 2 };
      await expectEntries(asUser(admin), `${PICCADILLY}&radius_km=5`, [m1, M14]);
      await expectEntries(asUser(admin), `${PICCADILLY}&radius_km=5&group_by=area`, [
        {
          group: 'M', count: 3, value: (1_000_000 + 3_000_000 + 500_000) / 3, risk: (20 + 40) / 2, length: (364 + 365) / 2,
          drift: (30 - 10) / 2, lat: (53.4774 + 53.474 + 53.444) / 3, lon: (-2.2309 - 2.24 - 2.22) / 3,
        },
      ], 'area');
      // Westminster, 2 km: P4 and P5 (1 km), not Chelsea's P6 (2.4 km).
      await expectEntries(asUser(admin), `${WESTMINSTER}&radius_km=2`, [SW1A]);
      await expectEntries(asUser(admin), `${WESTMINSTER}&radius_km=3`, [SW1A, SW3]);
    });

    it('the radius defaults to 25 km and may be up to 500', async () => {
      await expectEntries(asUser(admin), WIGAN, []);
      const m1 = { ...M1_ALL, count: 2, value: (1_000_000 + 3_000_000) / 2, risk: (20 + 40) / 2 };
      await expectEntries(asUser(admin), `${WIGAN}&radius_km=28`, [m1]);
      // London is 261 km from Piccadilly, Edinburgh 300 km; but EH1's, EH3's and ZZ1's projects have no
      // coordinates (EH3's only a latitude), so they cannot be within any radius.
      await expectEntries(asUser(admin), `${PICCADILLY}&radius_km=500`, [m1, SW1A, M14, SW3]);
    });

    it('status narrows to one status', async () => {
      const p2: Expected = { group: 'M1', count: 1, value: 3_000_000, risk: 40, length: 365, drift: -10, lat: 53.474, lon: -2.24 };
      const p5: Expected = { group: 'SW1A', count: 1, value: 6_000_000, risk: 50, length: 181, drift: 0, lat: 51.5034, lon: -0.1276 };
      await expectEntries(asUser(admin), 'status=COMPLETED', [p2, p5]);
      await expectEntries(asUser(admin), `status=COMPLETED&${PICCADILLY}&radius_km=1`, [p2]);
      await expectEntries(asUser(admin), 'status=DEFECTS_CORRECTION', []);
    });

    it('a VIEWER’s figures are over their assigned projects only (archived ones never count); a MEMBER with none gets []', async () => {
      await expectEntries(asUser(viewer), '', [P1_ONLY, P4_ONLY]);
      await expectEntries(asUser(viewer), 'group_by=area', [
        { ...P1_ONLY, group: 'M' },
        { ...P4_ONLY, group: 'SW' },
      ], 'area');
      await expectEntries(asUser(viewer), `${PICCADILLY}&radius_km=5`, [P1_ONLY]);
      await expectEntries(asUser(member), '', []);
    });

    it('a Platform key sees its whole environment, as its ADMIN does', async () => {
      await expectEntries(withKey(keyA), '', ALL_DISTRICTS);
      await expectEntries(withKey(keyA), `${PICCADILLY}&radius_km=0.5`, [P1_ONLY]);
    });

    it('another environment’s projects never count, and its credentials see only its own', async () => {
      const b1: Expected = { group: 'M1', count: 1, value: 99_000_000, risk: 90, length: 10, drift: 10, lat: 53.478, lon: -2.235 };
      for (const ask of [asUser(adminB), withKey(keyB)]) {
        await expectEntries(ask, '', [b1]);
        await expectEntries(ask, `${PICCADILLY}&radius_km=1`, [b1]);
      }
      // B1 lies 0.28 km from Piccadilly, inside every radius A asked with above; A's M1 stayed its own.
      await expectEntries(withKey(keyA), `${PICCADILLY}&radius_km=0.3`, [P1_ONLY]);
    });

    it('keeps an answer until the environment changes, then computes it afresh', async () => {
      const ask = asUser(admin);
      const first = json<Entry[]>(await ask('group_by=area'));
      // A second later (an answer computed now would carry another created_at).
      t.clock.tick(1000);
      try {
        assert.deepEqual(json<Entry[]>(await ask('group_by=area')), first, 'the same answer, created_at included: from memory');
      } finally {
        t.clock.resume();
      }
      const [newcomer] = await importProjects(t.ctx, envA, [
        project(200, { name: 'Newcomer', postcode: 'B1 1AA', latitude: 52.4778, longitude: -1.8983, gross_development_value: 1 }),
      ]);
      try {
        // The change notification arrives after the commit.
        let groups: string[] = [];
        await eventually(async () => {
          groups = json<Entry[]>(await ask('group_by=area')).map((e) => e._meta.group);
          return groups.includes('B');
        }, 'the new area is counted');
        assert.deepEqual(groups, ['M', 'SW', 'EH', 'B', 'ZZ']);
      } finally {
        await t.ctx.db.query('delete from projects where id = $1', [newcomer!.id]);
        changed = Date.now();
      }
    });

    it('answers 400 naming the parameter for a point without its pair, out of range, or an unknown grouping or status', async () => {
      const cases: [string, string][] = [
        ['latitude=53.4', 'longitude'],
        ['longitude=-2.2', 'latitude'],
        ['latitude=91&longitude=0', 'latitude'],
        ['latitude=-90.5&longitude=0', 'latitude'],
        ['latitude=0&longitude=180.01', 'longitude'],
        ['latitude=0&longitude=-181', 'longitude'],
        ['latitude=abc&longitude=0', 'latitude'],
        ['latitude=53.4&longitude=-2.2&radius_km=0', 'radius_km'],
        ['latitude=53.4&longitude=-2.2&radius_km=501', 'radius_km'],
        ['latitude=53.4&longitude=-2.2&radius_km=-5', 'radius_km'],
        ['radius_km=ten', 'radius_km'],
        ['group_by=county', 'group_by'],
        ['group_by=DISTRICT', 'group_by'],
        ['status=DONE', 'status'],
      ];
      for (const [query, field] of cases) {
        for (const ask of [asUser(admin), withKey(keyA)]) {
          const res = await ask(query);
          assertNamesField(res, 400, field);
          assertDocumented(doc, 'GET', '/location-metrics', res);
        }
      }
      // The boundaries themselves are valid.
      for (const query of ['latitude=90&longitude=180&radius_km=500', 'latitude=-90&longitude=-180&radius_km=0.001']) {
        const res = await asUser(admin)(query);
        assert.equal(res.statusCode, 200, `${query}: ${res.body}`);
        assert.deepEqual(json(res), []);
      }
    });
  });
}
