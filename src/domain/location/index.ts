import { isValid, toOutcode, validOutcode } from 'postcode';
import type { SchemeLocation } from '../cost/types.ts';
import postcodeAreas from './postcode-areas.json' with { type: 'json' };

/** One row of the shipped postcode-area table (see SOURCES.md beside this file, D-42). */
export interface PostcodeArea {
  area: string;
  name: string;
  county: string;
  region: string;
  latitude: number;
  longitude: number;
  location_index: number;
  districts: string[];
}

export const POSTCODE_AREAS: readonly PostcodeArea[] = postcodeAreas;

const BY_AREA = new Map(POSTCODE_AREAS.map((a) => [a.area, a]));

/** `SW1A 1AA` → `SW`; null when the text does not start with postcode area letters. */
export function postcodeArea(postcode: string): string | null {
  const match = /^\s*([A-Za-z]{1,2})\d/.exec(postcode);
  return match ? match[1]!.toUpperCase() : null;
}

/** The table's row of an area (`SW`), or null. */
export function areaNamed(area: string): PostcodeArea | null {
  return BY_AREA.get(area.toUpperCase()) ?? null;
}

export function areaOfPostcode(postcode: string): PostcodeArea | null {
  const area = postcodeArea(postcode);
  return area ? (BY_AREA.get(area) ?? null) : null;
}

/** Great-circle distance in kilometres. */
export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

/** The area whose centre is nearest to a point: the fallback when there is no postcode (D-42). */
export function nearestArea(latitude: number, longitude: number): PostcodeArea {
  let best = POSTCODE_AREAS[0]!;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const area of POSTCODE_AREAS) {
    const d = distanceKm(latitude, longitude, area.latitude, area.longitude);
    if (d < bestDistance) {
      best = area;
      bestDistance = d;
    }
  }
  return best;
}

/**
 * A postcode's district, its outward code (`SW1A 1AA` → `SW1A`, `m1 1ae` → `M1`), upper-case; a bare
 * outward code is its own district. Null when the text is not a postcode. The `postcode` library's
 * `toOutcode` is the one: its `toDistrict` drops a sub-district's letter (`SW1A` → `SW1`).
 */
export function postcodeDistrict(postcode: string): string | null {
  const text = postcode.trim();
  if (isValid(text)) return toOutcode(text) ?? null;
  return /^[A-Za-z]{1,2}\d/.test(text) && validOutcode(text) ? text.toUpperCase() : null;
}

/**
 * The farthest a point may lie from the nearest area centre and still be placed in that area: well
 * beyond any point of the UK (Scilly, St Kilda, Barra, Unst are within 150 km of a centre), short of the
 * places a bad pin lands in (0, 0, or latitude and longitude swapped).
 */
export const NEAREST_AREA_MAX_KM = 200;

const isLatitude = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v) && v >= -90 && v <= 90;
const isLongitude = (v: number | null | undefined): v is number =>
  typeof v === 'number' && Number.isFinite(v) && v >= -180 && v <= 180;

/** What a scheme says about where it is (D-41, D-52); any of it may be absent. */
export interface LocationInput {
  postcode?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  location_index?: number | null;
}

/**
 * Where a scheme is, for the model and the report (D-42, D-52), in this order of precedence:
 * 1. a postcode whose area is in the shipped table: that area's county and index (`postcode`);
 * 2. an explicit `location_index` (> 0): that index, no area or county (`index`);
 * 3. coordinates (both, in WGS84 range): the nearest area centre's, if within NEAREST_AREA_MAX_KM
 *    (`coordinates`).
 * A postcode beats an index because the index the caller gave may be a default, and the postcode is
 * what the model's location residuals learn from; an index beats coordinates because it was given on
 * purpose, while a pin is only a guess near area edges. Null when none of them resolves (a postcode of
 * an unknown area with nothing else): the caller decides what to do, e.g. D-51's 422.
 */
export function resolveLocation(input: LocationInput): SchemeLocation | null {
  const byPostcode = input.postcode ? areaOfPostcode(input.postcode.trim()) : null;
  if (byPostcode) return fromArea(byPostcode, 'postcode');
  const index = input.location_index;
  if (typeof index === 'number' && Number.isFinite(index) && index > 0) {
    return { area: null, county: null, index, source: 'index' };
  }
  if (isLatitude(input.latitude) && isLongitude(input.longitude)) {
    const nearest = nearestArea(input.latitude, input.longitude);
    if (distanceKm(input.latitude, input.longitude, nearest.latitude, nearest.longitude) <= NEAREST_AREA_MAX_KM) {
      return fromArea(nearest, 'coordinates');
    }
  }
  return null;
}

/**
 * One shared, frozen location per area and source: a million comparables' evidence names a hundred-odd
 * places, so sharing them keeps a large fit's evidence tens of bytes a row smaller.
 */
const AREA_LOCATIONS = new Map<string, SchemeLocation>();

function fromArea(area: PostcodeArea, source: 'postcode' | 'coordinates'): SchemeLocation {
  const key = `${source} ${area.area}`;
  let location = AREA_LOCATIONS.get(key);
  if (!location) {
    location = Object.freeze({ area: area.area, county: area.county, index: area.location_index, source });
    AREA_LOCATIONS.set(key, location);
  }
  return location;
}
