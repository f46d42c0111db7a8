import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { distanceKm } from '../../src/domain/location/index.ts';
import { boundingBox, type LocatedProject, locationMetrics } from '../../src/domain/location/metrics.ts';

// The pure half of GET /location-metrics (D-22): the storage prefilter never leaves out a project the
// radius holds, and the edges of the rules (the radius's edge, coordinates half given).

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

const located = (over: Partial<LocatedProject>): LocatedProject => ({
  postcode: 'M1 1AE',
  latitude: null,
  longitude: null,
  gross_development_value: null,
  risk_score: null,
  contract_start_date: null,
  contract_completion_date: null,
  estimated_completion_date: null,
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

  it('counts a project exactly on the radius, not one a metre beyond it', () => {
    const [lat, lon] = destination(53.4774, -2.2309, 90, 2);
    const radius = distanceKm(53.4774, -2.2309, lat, lon);
    const near = (radiusKm: number) => ({ near: { latitude: 53.4774, longitude: -2.2309, radiusKm }, groupBy: 'district' as const });
    const projects = [located({ latitude: lat, longitude: lon })];
    assert.equal(locationMetrics(projects, near(radius)).length, 1);
    assert.equal(locationMetrics(projects, near(radius - 0.001)).length, 0);
  });

  it('takes a project with half its coordinates as one without: counted without a point, never within a radius', () => {
    const projects = [located({ latitude: 53.4774, gross_development_value: 10 }), located({ longitude: -2.2309, gross_development_value: 20 })];
    const all = locationMetrics(projects, { near: null, groupBy: 'district' });
    assert.deepEqual(
      all.map((g) => [g.group, g.project_count, g.average_value, g.latitude, g.longitude]),
      [['M1', 2, 15, 53.4808, -2.2426]], // the table's centre of area M
    );
    assert.deepEqual(locationMetrics(projects, { near: { latitude: 53.4774, longitude: -2.2309, radiusKm: 500 }, groupBy: 'area' }), []);
  });

  it('measures days across a daylight-saving change and a leap day exactly', () => {
    const [group] = locationMetrics(
      [
        located({
          contract_start_date: '2024-02-28T00:00:00.000Z',
          contract_completion_date: '2024-03-31T00:00:00.000Z', // 29 Feb and the clocks going forward between
          estimated_completion_date: '2024-03-30T12:00:00.000Z',
        }),
      ],
      { near: null, groupBy: 'district' },
    );
    assert.equal(group!.average_project_length_days, 32);
    assert.equal(group!.average_programme_drift_days, -0.5);
  });
});
