import { POSTCODE_REGEX } from 'postcode';
import { areaNamed, postcodeArea, postcodeDistrict } from './index.ts';

/**
 * Location metrics (D-22, D-52): the projects of a scope grouped by postcode district or area, with the
 * means of D-22 per group. Storage sums the counted projects per district (one statement, however many
 * projects); this turns those sums into groups and means. The rules:
 *
 * - A project's district is its postcode's outward code (`SW1A 1AA` → `SW1A`); its area, the district's
 *   letters (`SW`). A project without a postcode, or whose postcode is not one (POSTCODE_PATTERN, the
 *   `postcode` library's own), is in no group.
 * - With a point, a project counts when its own coordinates lie within `radius_km` of the point
 *   (great-circle, inclusive): a radius can split a district. A project without coordinates cannot be
 *   within a radius and never counts then. Without a point, every project with a group counts.
 * - A group's centroid is the mean of the coordinates of its counted projects that have them; a group none
 *   of whose projects has coordinates (only possible without a point) is placed at its area's centre in
 *   the shipped table, and at null when its area is not in the table.
 * - Each mean is over the counted projects that have its inputs; with none, it is null.
 */

export const LOCATION_GROUPINGS = ['district', 'area'] as const;
export type LocationGrouping = (typeof LOCATION_GROUPINGS)[number];

/** The most groups one answer holds: about three times the UK's ~3,100 postcode districts. */
export const MAX_LOCATION_GROUPS = 10_000;
export const MAX_RADIUS_KM = 500;
export const DEFAULT_RADIUS_KM = 25;
/** The sphere's radius of every distance here and in storage (as distanceKm). */
export const EARTH_RADIUS_KM = 6371;

/**
 * What a postcode is, as the `postcode` library checks it (case-insensitive), for storage to match with;
 * its outward code is all but its last three characters, spaces removed (the library's toOutcode).
 */
export const POSTCODE_PATTERN = POSTCODE_REGEX.source;

export interface Point {
  latitude: number;
  longitude: number;
}

/** A sum and how many values it adds up. */
export interface Total {
  sum: number;
  n: number;
}

/** The counted projects of one district, summed. */
export interface DistrictTotals {
  /** The outward code, upper-case. */
  district: string;
  project_count: number;
  value: Total;
  risk: Total;
  /** contract_completion_date − contract_start_date, in days. */
  length_days: Total;
  /** estimated_completion_date − contract_completion_date, in days. */
  drift_days: Total;
  /** Sums of the coordinates of the projects that have both; `n` is how many. */
  latitude: Total;
  longitude: Total;
}

/** One group's figures; null where there was no data. */
export interface LocationGroupMetrics {
  group: string;
  project_count: number;
  /** The group's centroid (see above). */
  latitude: number | null;
  longitude: number | null;
  /** Mean gross_development_value. */
  average_value: number | null;
  average_risk: number | null;
  /** Mean of contract_completion_date − contract_start_date, in days. */
  average_project_length_days: number | null;
  /** Mean of estimated_completion_date − contract_completion_date, in days (positive = late). */
  average_programme_drift_days: number | null;
}

const mean = (t: Total): number | null => (t.n === 0 ? null : t.sum / t.n);
const plus = (a: Total, b: Total): Total => ({ sum: a.sum + b.sum, n: a.n + b.n });

/**
 * The metrics of every group of `districts`, most projects first (ties by group), at most
 * MAX_LOCATION_GROUPS of them.
 */
export function locationMetrics(districts: Iterable<DistrictTotals>, groupBy: LocationGrouping): LocationGroupMetrics[] {
  const groups = new Map<string, DistrictTotals>();
  for (const totals of districts) {
    // Storage matched the postcode pattern already; this keeps the rule whole for any caller.
    const district = postcodeDistrict(totals.district);
    if (district === null) continue;
    const group = groupBy === 'district' ? district : postcodeArea(district);
    if (group === null) continue;
    const seen = groups.get(group);
    groups.set(
      group,
      seen
        ? {
            district: group,
            project_count: seen.project_count + totals.project_count,
            value: plus(seen.value, totals.value),
            risk: plus(seen.risk, totals.risk),
            length_days: plus(seen.length_days, totals.length_days),
            drift_days: plus(seen.drift_days, totals.drift_days),
            latitude: plus(seen.latitude, totals.latitude),
            longitude: plus(seen.longitude, totals.longitude),
          }
        : { ...totals, district: group },
    );
  }
  return [...groups.values()]
    .map((t) => ({
      group: t.district,
      project_count: t.project_count,
      ...centroid(t),
      average_value: mean(t.value),
      average_risk: mean(t.risk),
      average_project_length_days: mean(t.length_days),
      average_programme_drift_days: mean(t.drift_days),
    }))
    .sort((a, b) => b.project_count - a.project_count || (a.group < b.group ? -1 : a.group > b.group ? 1 : 0))
    .slice(0, MAX_LOCATION_GROUPS);
}

function centroid(t: DistrictTotals): Pick<LocationGroupMetrics, 'latitude' | 'longitude'> {
  const latitude = mean(t.latitude);
  const longitude = mean(t.longitude);
  if (latitude !== null && longitude !== null) return { latitude, longitude };
  // A district's letters are its area.
  const area = areaNamed(/^[A-Z]+/.exec(t.district)?.[0] ?? '');
  return area ? { latitude: area.latitude, longitude: area.longitude } : { latitude: null, longitude: null };
}

/**
 * A latitude and longitude range holding every point within `radiusKm` of `centre`, so that storage can
 * leave out what is surely too far before the exact distance is taken; null when the range would wrap
 * a pole or the antimeridian (then nothing is left out).
 */
export function boundingBox(centre: Point, radiusKm: number): { minLat: number; maxLat: number; minLon: number; maxLon: number } | null {
  // A hair wider than the circle, so that rounding never leaves out a point on its edge.
  const angle = (radiusKm / EARTH_RADIUS_KM) * 1.001;
  const degrees = (radians: number) => (radians * 180) / Math.PI;
  const dLat = degrees(angle);
  const minLat = centre.latitude - dLat;
  const maxLat = centre.latitude + dLat;
  if (minLat <= -90 || maxLat >= 90) return null;
  const dLon = degrees(Math.asin(Math.min(1, Math.sin(angle) / Math.cos((centre.latitude * Math.PI) / 180))));
  const minLon = centre.longitude - dLon;
  const maxLon = centre.longitude + dLon;
  if (minLon < -180 || maxLon > 180) return null;
  return { minLat, maxLat, minLon, maxLon };
}
