import Type from 'typebox';
import { Int, Latitude, Longitude, Nullable, NullableNumber, OneOf, ProjectStatus, Text, TimestampOut } from '../../domain/json-schema.ts';
import {
  DEFAULT_RADIUS_KM,
  LOCATION_GROUPINGS,
  type LocationGrouping,
  MAX_LOCATION_GROUPS,
  MAX_RADIUS_KM,
} from '../../domain/location/metrics.ts';
import type { LocationMetricsAnswer } from '../../services/benchmarks/location-metrics.ts';

/**
 * D-22's query. Unknown parameters are ignored (as on every Platform list); a bad value is 400 naming
 * the parameter. Latitude and longitude come together (the service names the missing one).
 */
export const LocationMetricsQuery = Type.Object({
  latitude: Type.Optional(Latitude('WGS84 latitude of the point; needs longitude')),
  longitude: Type.Optional(Longitude('WGS84 longitude of the point; needs latitude')),
  radius_km: Type.Optional(
    Type.Number({
      exclusiveMinimum: 0,
      maximum: MAX_RADIUS_KM,
      default: DEFAULT_RADIUS_KM,
      description: 'Projects count when within this many km of the point (great-circle); ignored without a point',
    }),
  ),
  group_by: Type.Optional(
    Type.Unsafe<LocationGrouping>({
      ...OneOf(LOCATION_GROUPINGS),
      default: 'district',
      description: 'district: the postcode’s outward code (SW1A); area: its letters (SW)',
    }),
  ),
  status: Type.Optional(ProjectStatus('Only projects of this status')),
});

/** A location metrics entry, with D-22's extra `_meta` members. */
export const LocationMetricsEntry = Type.Object({
  average_value: NullableNumber('Mean gross_development_value; null when none of the group’s projects has one'),
  average_risk: NullableNumber('Mean risk_score'),
  average_project_length_days: NullableNumber('Mean of contract_completion_date − contract_start_date, in days'),
  average_programme_drift_days: NullableNumber(
    'Mean of estimated_completion_date − contract_completion_date, in days: positive is late, negative early',
  ),
  _meta: Type.Object({
    latitude: Nullable(
      Type.Number({
        minimum: -90,
        maximum: 90,
        description: 'The group’s centroid: the mean of its counted projects’ coordinates (without any: its area’s centre; null when the area is unknown)',
      }),
    ),
    longitude: Nullable(Type.Number({ minimum: -180, maximum: 180 })),
    created_at: TimestampOut('When the figures were computed (UTC)'),
    group: Text(8, 'The postcode district (SW1A) or area (SW)'),
    group_by: OneOf(LOCATION_GROUPINGS),
    project_count: Int(1, 100_000_000, 'The projects the figures are over'),
  }),
});

export const LocationMetrics = Type.Array(LocationMetricsEntry, { maxItems: MAX_LOCATION_GROUPS });

export function locationMetricsOf(answer: LocationMetricsAnswer) {
  return answer.groups.map((g) => ({
    average_value: g.average_value,
    average_risk: g.average_risk,
    average_project_length_days: g.average_project_length_days,
    average_programme_drift_days: g.average_programme_drift_days,
    _meta: {
      latitude: g.latitude,
      longitude: g.longitude,
      created_at: answer.created_at,
      group: g.group,
      group_by: answer.group_by,
      project_count: g.project_count,
    },
  }));
}
