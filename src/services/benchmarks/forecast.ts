import { completedHistories, projectForecastRow } from '../../db/repositories/forecast-evidence.ts';
import { listFacilities } from '../../db/repositories/project-records.ts';
import { basisOf, calibrate, type Forecast, forecastFinalCost } from '../../domain/cost/forecast.ts';
import { UnprocessableError } from '../../domain/errors.ts';
import type { BearerIdentity } from '../../domain/roles.ts';
import { heldOutResidual } from '../../domain/cost/model.ts';
import { type BenchmarkDeps, environmentModel, latestOrPricedReport } from './benchmarks.ts';
import { requireProject } from '../projects/project-access.ts';

/** D-60's answer: the forecast's figures rounded to the penny and its shares to four places, and its basis in words. */
export type ForecastAnswer = Omit<Forecast, 'readings'> & { basis: string };

const toPenny = (v: number) => Math.round(v * 100) / 100;
const toFour = (v: number) => Math.round(v * 10_000) / 10_000;

/**
 * `GET /projects/{id}/forecast` (D-60): the project's likely final cost from its latest benchmark, its
 * budget with what completed projects of the environment ended at against theirs, and its drawdowns
 * against its programme (domain/cost/forecast.ts). A project without a budget or a programme, or that the
 * model cannot price, is 422 naming what is missing. Any role that may see the project, or a Platform key.
 */
export async function projectForecast(deps: BenchmarkDeps, identity: BearerIdentity, projectId: number): Promise<ForecastAnswer> {
  const now = deps.clock.now();
  await requireProject(deps.db, identity, projectId, 'read');
  const env = identity.environmentId;
  const row = (await projectForecastRow(deps.db, env, projectId))!;
  const missing = [
    ...(row.total_budget && row.total_budget > 0 ? [] : ['total_budget']),
    ...(row.start ? [] : ['contract_start_date']),
    ...(row.end ? [] : ['estimated_completion_date']),
  ];
  if (missing.length > 0) {
    throw new UnprocessableError(`Project ${projectId} cannot be forecast without: ${missing.join(', ')}. A forecast compares the cost with the budget over the programme.`, missing);
  }
  const [report, facilities, completed, fitted] = await Promise.all([
    latestOrPricedReport(deps, env, projectId),
    listFacilities(deps.db, env, projectId),
    completedHistories(deps.db, env),
    environmentModel(deps, env),
  ]);
  const gifa = report.adjusted_cost_per_m2 > 0 ? report.total_adjusted_value / report.adjusted_cost_per_m2 : 0;
  const forecast = forecastFinalCost({
    asOf: now.toISOString(),
    budget: row.total_budget!,
    programme: { start: row.start!, end: row.end! },
    drawdowns: row.drawdowns,
    facilities: facilities.map((f) => f.amount),
    benchmark: { costPerM2: report.adjusted_cost_per_m2, lower: report.lower_limit, upper: report.upper_limit, gifa },
    calibration: calibrate(completed.map((c) => ({ ...c, heldOut: heldOutResidual(fitted.model, c.projectId) }))),
  });
  const { p10, p50, p90 } = forecast.forecast_final_cost;
  return {
    as_of: forecast.as_of,
    total_budget: toPenny(forecast.total_budget),
    drawn_to_date: toPenny(forecast.drawn_to_date),
    drawn_share: toFour(forecast.drawn_share),
    time_elapsed_share: toFour(forecast.time_elapsed_share),
    forecast_final_cost: { p10: toPenny(p10), p50: toPenny(p50), p90: toPenny(p90) },
    overrun_probability: toFour(forecast.overrun_probability),
    facility_headroom: toPenny(forecast.facility_headroom),
    basis: basisOf(forecast),
  };
}
