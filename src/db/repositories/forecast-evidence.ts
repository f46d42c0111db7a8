import type { CompletedHistory, Drawdown } from '../../domain/cost/forecast.ts';
import type { Queryable } from '../database.ts';

// What a project's cost-to-complete forecast reads (D-60): the project's budget and programme,
// and the completed projects of its environment with their budgets, costs, programmes and drawdowns.

/** How many completed projects, the latest first, the calibration reads: enough to learn from, bounded in cost. */
const COMPLETED_READ = 2000;

const day = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;
const drawdownsOf = `coalesce((
    select json_agg(json_build_array(r.month, r.year, r.aggregate_amount::float8) order by r.year, r.month, r.edition)
    from interim_reports r
    where r.environment_id = p.environment_id and r.project_id = p.id and r.aggregate_amount is not null), '[]'::json)`;

type DrawdownTuple = [number, number, number];
const drawdownList = (tuples: DrawdownTuple[]): Drawdown[] => tuples.map(([month, year, amount]) => ({ month, year, amount }));

export interface ProjectForecastRow {
  total_budget: number | null;
  start: string | null;
  end: string | null;
}

/** The project's budget and programme (contract start; estimated completion, else contracted); its drawdowns are interim-reports.ts's. */
export async function projectForecastRow(db: Queryable, environmentId: number, projectId: number): Promise<ProjectForecastRow | null> {
  const [row] = await db.query<ProjectForecastRow>(
    `select p.total_budget::float8 as total_budget, ${day('p.contract_start_date')} as start,
       ${day('coalesce(p.estimated_completion_date, p.contract_completion_date)')} as "end"
     from projects p where p.environment_id = $1 and p.id = $2`,
    [environmentId, projectId],
  );
  return row ?? null;
}

/** A completed project's history, by its id (the service adds how far it ended from a benchmark of it). */
export type CompletedRow = Omit<CompletedHistory, 'heldOut'> & { projectId: number };

/**
 * The environment's completed, non-archived projects with a budget and a cost, the latest COMPLETED_READ
 * of them, each with its programme (contract start to contracted completion) and its drawdowns.
 */
export async function completedHistories(db: Queryable, environmentId: number): Promise<CompletedRow[]> {
  const rows = await db.query<{ id: number; budget: number; cost: number; start: string | null; end: string | null; drawdowns: DrawdownTuple[] }>(
    `select p.id, p.total_budget::float8 as budget, p.total_cost::float8 as cost, ${day('p.contract_start_date')} as start,
       ${day('coalesce(p.contract_completion_date, p.estimated_completion_date)')} as "end", ${drawdownsOf} as drawdowns
     from projects p
     where p.environment_id = $1 and p.status = 'COMPLETED' and not p.archived and p.total_budget > 0 and p.total_cost > 0
     order by p.id desc limit ${COMPLETED_READ}`,
    [environmentId],
  );
  return rows.map((r) => ({
    projectId: r.id,
    budget: r.budget,
    cost: r.cost,
    programme: r.start && r.end ? { start: r.start, end: r.end } : null,
    drawdowns: drawdownList(r.drawdowns),
  }));
}
