import { environmentCurrency } from '../../db/repositories/document-data.ts';
import { locationTotals } from '../../db/repositories/projects.ts';
import { InvalidInputError } from '../../domain/errors.ts';
import { toMinorUnit } from '../../domain/money.ts';
import {
  boundingBox,
  DEFAULT_RADIUS_KM,
  type LocationGroupMetrics,
  type LocationGrouping,
  locationMetrics,
} from '../../domain/location/metrics.ts';
import type { ProjectStatus } from '../../domain/projects/vocabulary.ts';
import type { BearerIdentity } from '../../domain/roles.ts';
import { scopeOf } from '../projects/project-access.ts';
import type { Deps } from '../deps.ts';

/** `GET /location-metrics`'s question (D-22), its ranges already checked by the route's schema. */
export interface LocationMetricsRequest {
  latitude?: number | undefined;
  longitude?: number | undefined;
  radius_km?: number | undefined;
  group_by?: LocationGrouping | undefined;
  status?: ProjectStatus | undefined;
}

export interface LocationMetricsAnswer {
  /** When the figures were computed (ISO 8601 UTC). */
  created_at: string;
  group_by: LocationGrouping;
  groups: LocationGroupMetrics[];
}

/**
 * D-22 and D-52 over the projects the caller may see: an ADMIN's (or a Platform key's, D-14) whole
 * environment, a MEMBER's or VIEWER's assigned projects. Storage sums them per district in one statement;
 * the domain makes the groups and means. An answer is kept in the cache, per scope and query, until
 * the environment changes: `created_at` says when its figures were computed.
 */
export async function locationMetricsFor(
  { db, cache, clock }: Deps,
  identity: BearerIdentity,
  request: LocationMetricsRequest,
): Promise<LocationMetricsAnswer> {
  const { latitude, longitude, status } = request;
  if (latitude !== undefined && longitude === undefined) throw new InvalidInputError('longitude', 'is required with latitude');
  if (longitude !== undefined && latitude === undefined) throw new InvalidInputError('latitude', 'is required with longitude');
  const near =
    latitude !== undefined && longitude !== undefined
      ? { latitude, longitude, radiusKm: request.radius_km ?? DEFAULT_RADIUS_KM }
      : null;
  const groupBy = request.group_by ?? 'district';
  const scope = scopeOf(identity);
  const key = JSON.stringify([scope.assignedTo, near?.latitude, near?.longitude, near?.radiusKm, groupBy, status]);
  return cache.read('locationMetrics', scope.environmentId, key, async () => {
    const created_at = clock.now().toISOString();
    const [totals, currency] = await Promise.all([
      locationTotals(db, scope, { status, near, box: near && boundingBox(near, near.radiusKm) }),
      environmentCurrency(db, scope.environmentId),
    ]);
    // A mean of values is money like them: to the currency's minor unit, as every answer's money.
    const groups = locationMetrics(totals, groupBy).map((g) => ({
      ...g,
      average_value: g.average_value === null ? null : toMinorUnit(g.average_value, currency),
    }));
    return { created_at, group_by: groupBy, groups };
  });
}
