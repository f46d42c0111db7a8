import fs from 'node:fs';
import path from 'node:path';

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

export const POSTCODE_AREAS: readonly PostcodeArea[] = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, 'postcode-areas.json'), 'utf8'),
);

const BY_AREA = new Map(POSTCODE_AREAS.map((a) => [a.area, a]));

/** `SW1A 1AA` → `SW`; null when the text does not start with postcode area letters. */
export function postcodeArea(postcode: string): string | null {
  const match = /^\s*([A-Za-z]{1,2})\d/.exec(postcode);
  return match ? match[1]!.toUpperCase() : null;
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
