import { completedHistories, projectForecastRow } from '../../db/repositories/forecast-evidence.ts';
import { listReportDrawdowns } from '../../db/repositories/interim-reports.ts';
import { listFacilities } from '../../db/repositories/project-records.ts';
import { environmentCurrency } from '../../db/repositories/document-data.ts';
import { basisOf, calibrate, type Forecast, forecastFinalCost } from '../../domain/cost/forecast.ts';
import { drawnToDate, reportDrawn } from '../../domain/drawdowns.ts';
import { UnprocessableError } from '../../domain/errors.ts';
import { toMinorUnit } from '../../domain/money.ts';
import type { BearerIdentity } from '../../domain/roles.ts';
import { heldOutResidual } from '../../domain/cost/model.ts';
import { type BenchmarkDeps, environmentModel, latestOrPricedReport } from './benchmarks.ts';
import { requireProject } from '../projects/project-access.ts';

/**
 * D-60's answer: the forecast's money in the currency's minor unit and its shares to four places, its
 * basis in words, and the benchmark it rests on (`computed_at` null: priced for the forecast, not stored).
 */
export type ForecastAnswer = Omit<Forecast, 'readings'> & {
  basis: string;
  benchmark: { adjusted_cost_per_m2: number; computed_at: string | null };
};

const toFour = (v: number) => Math.round(v * 10_000) / 10_000;

/**
 * `GET /projects/{id}/forecast` (D-60): the project's likely final cost from its latest benchmark, its
 * budget with what completed projects of the environment ended at against theirs, and its drawdowns
 * against its programme (domain/cost/forecast.ts). A project without a budget or a programme, or that the
 * model cannot price, is 422 naming what is missing. Any role that may see the project, or a Platform key.
 * Drawn to date is domain/drawdowns.ts's, as every other page and API shows it.
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
  const [latest, reports, facilities, currency, completed, fitted] = await Promise.all([
    latestOrPricedReport(deps, env, projectId),
    listReportDrawdowns(deps.db, env, projectId),
    listFacilities(deps.db, env, projectId),
    environmentCurrency(deps.db, env),
    completedHistories(deps.db, env),
    environmentModel(deps, env),
  ]);
  const { report, stored } = latest;
  const gifa = report.adjusted_cost_per_m2 > 0 ? report.total_adjusted_value / report.adjusted_cost_per_m2 : 0;
  const computedAt = stored ? report.metadata.generated_at : null;
  const forecast = forecastFinalCost({
    asOf: now.toISOString(),
    budget: row.total_budget!,
    programme: { start: row.start!, end: row.end! },
    drawdowns: reports.map((r) => ({ month: r.month, year: r.year, amount: reportDrawn(r) })),
    facilities: facilities.map((f) => f.amount),
    benchmark: { costPerM2: report.adjusted_cost_per_m2, lower: report.lower_limit, upper: report.upper_limit, gifa, computedAt },
    calibration: calibrate(completed.map((c) => ({ ...c, heldOut: heldOutResidual(fitted.model, c.projectId) }))),
  });
  const money = (v: number) => toMinorUnit(v, currency);
  const drawn = drawnToDate(reports, facilities, currency).drawn_to_date;
  const { p10, p50, p90 } = forecast.forecast_final_cost;
  return {
    as_of: forecast.as_of,
    total_budget: money(forecast.total_budget),
    drawn_to_date: drawn,
    drawn_share: toFour(forecast.total_budget > 0 ? drawn / forecast.total_budget : 0),
    time_elapsed_share: toFour(forecast.time_elapsed_share),
    forecast_final_cost: { p10: money(p10), p50: money(p50), p90: money(p90) },
    overrun_probability: toFour(forecast.overrun_probability),
    facility_headroom: money(forecast.facility_headroom),
    basis: basisOf(forecast),
    benchmark: { adjusted_cost_per_m2: Math.round(report.adjusted_cost_per_m2 * 100) / 100, computed_at: computedAt },
  };
}
