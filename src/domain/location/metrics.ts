import { areaNamed, distanceKm, postcodeArea, postcodeDistrict } from './index.ts';

/**
 * Location metrics (D-22, D-52): the projects of a scope grouped by postcode district or area, with the
 * means of D-22 per group. Pure: the service reads the projects, this groups them.
 *
 * - A project's group comes from its postcode (`postcodeDistrict`: the outward code; its letters for
 *   `area`). A project without a postcode, or whose postcode is not a postcode, is in no group.
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

/** What the metrics need of one project; timestamps as ISO 8601 text. */
export interface LocatedProject {
  postcode: string | null;
  latitude: number | null;
  longitude: number | null;
  gross_development_value: number | null;
  risk_score: number | null;
  contract_start_date: string | null;
  contract_completion_date: string | null;
  estimated_completion_date: string | null;
}

export interface Point {
  latitude: number;
  longitude: number;
}

export interface LocationMetricsQuery {
  /** With a point, only projects within `radiusKm` of it count. */
  near: (Point & { radiusKm: number }) | null;
  groupBy: LocationGrouping;
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

const DAY_MS = 86_400_000;

/** A project's own coordinates, when it has a WGS84 pair. */
function coordinatesOf(p: LocatedProject): Point | null {
  const { latitude, longitude } = p;
  if (latitude === null || longitude === null || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

/** `to − from` in days, or null when either is missing. */
function daysBetween(from: string | null, to: string | null): number | null {
  if (from === null || to === null) return null;
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS;
  return Number.isFinite(days) ? days : null;
}

/** A running mean that ignores missing values. */
class Mean {
  private sum = 0;
  private count = 0;
  add(value: number | null): void {
    if (value === null || !Number.isFinite(value)) return;
    this.sum += value;
    this.count += 1;
  }
  get value(): number | null {
    return this.count === 0 ? null : this.sum / this.count;
  }
}

interface Accumulator {
  count: number;
  latitude: Mean;
  longitude: Mean;
  value: Mean;
  risk: Mean;
  length: Mean;
  drift: Mean;
}

/** The group a postcode puts a project in, or null; memoised per answer (a district has many projects). */
function grouper(groupBy: LocationGrouping): (postcode: string) => string | null {
  const seen = new Map<string, string | null>();
  return (postcode) => {
    let group = seen.get(postcode);
    if (group === undefined) {
      const district = postcodeDistrict(postcode);
      group = district === null ? null : groupBy === 'district' ? district : postcodeArea(district);
      seen.set(postcode, group);
    }
    return group;
  };
}

/**
 * The metrics of every group with at least one counted project, most projects first (ties by group),
 * at most MAX_LOCATION_GROUPS of them.
 */
export function locationMetrics(projects: Iterable<LocatedProject>, query: LocationMetricsQuery): LocationGroupMetrics[] {
  const groupOf = grouper(query.groupBy);
  const groups = new Map<string, Accumulator>();
  const { near } = query;
  for (const p of projects) {
    if (p.postcode === null) continue;
    const group = groupOf(p.postcode);
    if (group === null) continue;
    const at = coordinatesOf(p);
    if (near && (at === null || distanceKm(near.latitude, near.longitude, at.latitude, at.longitude) > near.radiusKm)) continue;
    let acc = groups.get(group);
    if (!acc) {
      acc = { count: 0, latitude: new Mean(), longitude: new Mean(), value: new Mean(), risk: new Mean(), length: new Mean(), drift: new Mean() };
      groups.set(group, acc);
    }
    acc.count += 1;
    if (at) {
      acc.latitude.add(at.latitude);
      acc.longitude.add(at.longitude);
    }
    acc.value.add(p.gross_development_value);
    acc.risk.add(p.risk_score);
    acc.length.add(daysBetween(p.contract_start_date, p.contract_completion_date));
    acc.drift.add(daysBetween(p.contract_completion_date, p.estimated_completion_date));
  }
  return [...groups]
    .map(([group, acc]) => ({ group, ...centroid(group, acc), ...figures(acc) }))
    .sort((a, b) => b.project_count - a.project_count || (a.group < b.group ? -1 : a.group > b.group ? 1 : 0))
    .slice(0, MAX_LOCATION_GROUPS);
}

function centroid(group: string, acc: Accumulator): Pick<LocationGroupMetrics, 'latitude' | 'longitude'> {
  const latitude = acc.latitude.value;
  const longitude = acc.longitude.value;
  if (latitude !== null && longitude !== null) return { latitude, longitude };
  // A district's letters are its area.
  const area = areaNamed(/^[A-Z]+/.exec(group)?.[0] ?? '');
  return area ? { latitude: area.latitude, longitude: area.longitude } : { latitude: null, longitude: null };
}

function figures(acc: Accumulator): Omit<LocationGroupMetrics, 'group' | 'latitude' | 'longitude'> {
  return {
    project_count: acc.count,
    average_value: acc.value.value,
    average_risk: acc.risk.value,
    average_project_length_days: acc.length.value,
    average_programme_drift_days: acc.drift.value,
  };
}

/**
 * A latitude and longitude range holding every point within `radiusKm` of `centre`, so that storage can
 * leave out what is surely too far before the exact distance is taken; null when the range would wrap
 * a pole or the antimeridian (then nothing is left out).
 */
export function boundingBox(centre: Point, radiusKm: number): { minLat: number; maxLat: number; minLon: number; maxLon: number } | null {
  // A hair wider than the circle, so that rounding never leaves out a point on its edge.
  const angle = (radiusKm / 6371) * 1.001;
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
