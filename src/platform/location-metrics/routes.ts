import type { AppContext } from '../../context.ts';
import { DEFAULT_RADIUS_KM, MAX_RADIUS_KM } from '../../domain/location/metrics.ts';
import type { Listener } from '../../http/listener.ts';
import { locationMetricsFor } from '../../services/benchmarks/location-metrics.ts';
import { platformErrors } from '../schemas.ts';
import { LocationMetrics, LocationMetricsQuery, locationMetricsOf } from './schemas.ts';

/**
 * D-22, D-52: `GET /location-metrics`, for a bearer token (the projects the caller may see) or a Platform
 * key (its whole environment, D-14). Registered behind the either-credential check and the rate limit.
 */
export function locationRoutes(app: Listener, ctx: AppContext): void {
  app.get(
    '/location-metrics',
    {
      schema: {
        tags: ['location'],
        operationId: 'getLocationMetrics',
        summary: 'Project figures grouped by postcode district or area, optionally near a point (D-22)',
        description:
          'One entry per group (postcode district, the outward code such as SW1A, or area, its letters such as SW) ' +
          'with at least one counted project, most projects first. Over the projects the caller may see (a Platform key: ' +
          'its whole environment), archived ones and those without a valid postcode left out, of one status when ' +
          `status is given. With latitude and longitude (both, or 400 naming the missing one), a project counts when its ` +
          `own coordinates lie within radius_km (default ${DEFAULT_RADIUS_KM}, at most ${MAX_RADIUS_KM}) of the point, ` +
          'so a radius can split a district; projects without coordinates never count then. average_value is the mean ' +
          'gross_development_value, average_risk the mean risk_score, average_project_length_days the mean of ' +
          'contract_completion_date − contract_start_date, average_programme_drift_days the mean of ' +
          'estimated_completion_date − contract_completion_date (positive = late); each over the projects that have ' +
          'its inputs, null when none has. _meta.latitude/longitude is the centroid of the counted projects’ ' +
          'coordinates, created_at when the figures were computed.',
        security: [{ bearer: [] }, { platformKey: [] }],
        querystring: LocationMetricsQuery,
        response: { 200: LocationMetrics, ...platformErrors(400) },
      },
    },
    async (request) => locationMetricsOf(await locationMetricsFor(ctx, request.identity, request.query)),
  );
}
