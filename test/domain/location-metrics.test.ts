import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { distanceKm } from '../../src/domain/location/index.ts';
import { boundingBox, type DistrictTotals, locationMetrics, MAX_LOCATION_GROUPS } from '../../src/domain/location/metrics.ts';

// The pure half of GET /location-metrics (D-22): districts' totals (summed by storage) into groups and
// means, and the storage prefilter, which never leaves out a project the radius holds.

/** The point `km` from `(lat, lon)` along `bearing` degrees, on the sphere distanceKm uses. */
function destination(lat: number, lon: number, bearing: number, km: number): [number, number] {
  const rad = Math.PI / 180;
  const d = km / 6371;
  const φ1 = lat * rad;
  const θ = bearing * rad;
  const φ2 = Math.asin(Math.sin(φ1) * Math.cos(d) + Math.cos(φ1) * Math.sin(d) * Math.cos(θ));
  const λ2 = lon * rad + Math.atan2(Math.sin(θ) * Math.sin(d) * Math.cos(φ1), Math.cos(d) - Math.sin(φ1) * Math.sin(φ2));
  return [φ2 / rad, λ2 / rad];
}

const none = { sum: 0, n: 0 };
/** A district's totals: `project_count` projects, the given sums, nothing else. */
const totals = (district: string, project_count: number, over: Partial<DistrictTotals> = {}): DistrictTotals => ({
  district,
  project_count,
  value: none,
  risk: none,
  length_days: none,
  drift_days: none,
  latitude: none,
  longitude: none,
  ...over,
});

describe('location metrics, the pure part (D-22)', () => {
  it('boundingBox holds every point within the radius (or is null where it would wrap)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -89, max: 89, noNaN: true }),
        fc.double({ min: -179, max: 179, noNaN: true }),
        fc.double({ min: 0.001, max: 500, noNaN: true }),
        fc.double({ min: 0, max: 360, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (lat, lon, radius, bearing, share) => {
          const box = boundingBox({ latitude: lat, longitude: lon }, radius);
          if (box === null) return;
          const [pLat, pLon] = destination(lat, lon, bearing, radius * share);
          if (distanceKm(lat, lon, pLat, pLon) > radius) return;
          assert.ok(pLat >= box.minLat && pLat <= box.maxLat, `latitude ${pLat} outside ${box.minLat}..${box.maxLat}`);
          assert.ok(pLon >= box.minLon && pLon <= box.maxLon, `longitude ${pLon} outside ${box.minLon}..${box.maxLon}`);
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('boundingBox is null near a pole or across the antimeridian, and tight elsewhere', () => {
    assert.equal(boundingBox({ latitude: 89.9, longitude: 0 }, 50), null);
    assert.equal(boundingBox({ latitude: 0, longitude: 179.9 }, 50), null);
    const box = boundingBox({ latitude: 53.4774, longitude: -2.2309 }, 10)!;
    assert.ok(box.maxLat - box.minLat < 0.2 && box.maxLon - box.minLon < 0.31, JSON.stringify(box));
  });

  it('merges districts into their areas by summing, then takes the means', () => {
    const districts = [
      totals('M1', 3, { value: { sum: 6_000_000, n: 3 }, risk: { sum: 90, n: 3 }, latitude: { sum: 106.9514, n: 2 }, longitude: { sum: -4.4709, n: 2 } }),
      totals('M14', 1, { value: { sum: 500_000, n: 1 }, latitude: { sum: 53.444, n: 1 }, longitude: { sum: -2.22, n: 1 } }),
      totals('SW1A', 2, { length_days: { sum: 911, n: 2 }, drift_days: { sum: 100, n: 2 } }),
    ];
    assert.deepEqual(locationMetrics(districts, 'area'), [
      {
        group: 'M', project_count: 4, latitude: (106.9514 + 53.444) / 3, longitude: (-4.4709 - 2.22) / 3,
        average_value: 6_500_000 / 4, average_risk: 30, average_project_length_days: null, average_programme_drift_days: null,
      },
      {
        // No coordinates: the table's centre of area SW.
        group: 'SW', project_count: 2, latitude: 51.465, longitude: -0.17,
        average_value: null, average_risk: null, average_project_length_days: 455.5, average_programme_drift_days: 50,
      },
    ]);
    assert.deepEqual(locationMetrics(districts, 'district').map((g) => [g.group, g.project_count, g.average_value]), [
      ['M1', 3, 2_000_000],
      ['SW1A', 2, null],
      ['M14', 1, 500_000],
    ]);
  });

  it('places a group of an area the table does not know, without coordinates, at null; skips what is not a district', () => {
    assert.deepEqual(
      locationMetrics([totals('ZZ1', 1), totals('NOTKN', 4), totals('', 2)], 'district').map((g) => [g.group, g.latitude, g.longitude]),
      [['ZZ1', null, null]],
    );
  });

  it(`orders most projects first, ties by group, and holds at most ${MAX_LOCATION_GROUPS} groups`, () => {
    assert.deepEqual(
      locationMetrics([totals('B1', 1), totals('AB10', 1), totals('W1A', 2), totals('EC1A', 1)], 'district').map((g) => g.group),
      ['W1A', 'AB10', 'B1', 'EC1A'],
    );
    // Distinct well-formed outward codes: two letters (AA…ZZ) and a number.
    const letter = (i: number) => String.fromCharCode(65 + (i % 26));
    const outward = (i: number) => `${letter(Math.floor(i / 26))}${letter(i)}${1 + Math.floor(i / 676)}`;
    const many = Array.from({ length: MAX_LOCATION_GROUPS + 5 }, (_, i) => totals(outward(i), i < 5 ? 1 : 2));
    const kept = locationMetrics(many, 'district');
    assert.equal(kept.length, MAX_LOCATION_GROUPS);
    assert.deepEqual(
      [0, 1, 2, 3, 4].filter((i) => kept.some((g) => g.group === outward(i))),
      [],
      'the smallest groups are those left out',
    );
  });
});
