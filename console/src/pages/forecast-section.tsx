import { api, ApiError } from '../api.ts';
import type { ProjectForecast } from '../api-types.ts';
import { ForecastChart, overrunInWords } from '../charts/forecast-chart.tsx';
import { formatMoney, formatPercent } from '../format.ts';
import { type Loaded, useLoad } from '../load.ts';
import { Failure, Loading } from '../states.tsx';

/** A forecast, or why the project has none (the API's 422 in words). */
export type ForecastOrMissing = ProjectForecast | { missing: string };

/** The forecast, or why the project has none (the API's 422 in words); any other failure is a failure. */
export async function loadForecast(projectId: string): Promise<ForecastOrMissing> {
  try {
    return await api.getProjectForecast({ path: { projectId } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 422) return { missing: error.message };
    throw error;
  }
}

/**
 * Cost to complete (D-60) on the drawdowns page, read by itself: `refresh` reads it again (after a drawdown
 * is filed); `narrow` draws the chart for a column beside another.
 */
export function ForecastSection({
  projectId,
  facilities,
  refresh = 0,
  narrow = false,
}: {
  projectId: string;
  facilities: number;
  refresh?: number;
  narrow?: boolean;
}) {
  const loaded = useLoad(`forecast:${projectId}:${refresh}`, () => loadForecast(projectId));
  return <ForecastView loaded={loaded} facilities={facilities} narrow={narrow} />;
}

/**
 * Cost to complete (D-60) as read by the page (the project page reads it once for its lead figures and this
 * section): the fan of the likely final cost against the budget and the facilities, the chance of an
 * overrun in words, and what the forecast used.
 */
export function ForecastView({ loaded, facilities, narrow = false }: { loaded: Loaded<ForecastOrMissing>; facilities: number; narrow?: boolean }) {
  return (
    <section aria-labelledby="forecast-title" data-testid="forecast">
      <h2 id="forecast-title">Cost to complete</h2>
      {loaded.state === 'loading' && <Loading what="the forecast" />}
      {loaded.state === 'failed' && <Failure error={loaded.error} />}
      {loaded.state === 'ready' &&
        ('missing' in loaded.value ? (
          <p data-testid="forecast-missing">No forecast yet. {loaded.value.missing}</p>
        ) : (
          <>
            <p data-testid="forecast-summary">
              The project is <strong>{overrunInWords(loaded.value.overrun_probability)}</strong>: likely final cost{' '}
              {formatMoney(loaded.value.forecast_final_cost.p50)} against a budget of {formatMoney(loaded.value.total_budget)}, with{' '}
              {formatPercent(loaded.value.drawn_share)} of the budget drawn {formatPercent(loaded.value.time_elapsed_share)} of the way
              through the programme.
            </p>
            <ForecastChart forecast={loaded.value} facilities={facilities} narrow={narrow} />
            <p class="muted" data-testid="forecast-basis">
              {loaded.value.basis}
            </p>
          </>
        ))}
    </section>
  );
}
