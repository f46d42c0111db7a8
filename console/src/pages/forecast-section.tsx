import { api, ApiError } from '../api.ts';
import type { ProjectForecast } from '../api-types.ts';
import { ForecastChart, overrunInWords } from '../charts/forecast-chart.tsx';
import { formatCompactMoney, formatPercent } from '../format.ts';
import { type Loaded, useLoad } from '../load.ts';
import { Failure, Loading } from '../states.tsx';

/** What the forecast needs, by the field the API's 422 names. */
const NEEDS: Record<string, string> = {
  total_budget: 'a total budget',
  contract_start_date: 'a contract start date',
  estimated_completion_date: 'an estimated (or contract) completion date',
};

/**
 * Why there is no forecast, in words: the API's 422 names the fields it lacks (`cannot be forecast
 * without: total_budget, contract_start_date.`); any other reason is said as the API says it.
 */
export function missingInWords(message: string): string {
  const list = /without: ([a-z_, ]+)\./.exec(message)?.[1];
  if (!list) return message;
  const needs = list.split(',').map((field) => NEEDS[field.trim()] ?? field.trim().replace(/_/g, ' '));
  const words = needs.length > 1 ? `${needs.slice(0, -1).join(', ')} and ${needs.at(-1)}` : needs[0];
  return `It needs ${words} on the project’s record: a forecast compares the cost with the budget over the programme.`;
}

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
          <p data-testid="forecast-missing">No forecast yet. {missingInWords(loaded.value.missing)}</p>
        ) : (
          <>
            <p data-testid="forecast-summary">
              The project is <strong>{overrunInWords(loaded.value.overrun_probability)}</strong>: likely final cost{' '}
              {formatCompactMoney(loaded.value.forecast_final_cost.p50)} against a budget of {formatCompactMoney(loaded.value.total_budget)}, with{' '}
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
