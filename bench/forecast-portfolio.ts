import { SeededRandom } from '../src/demo/random.ts';
import type { ProjectImport } from '../src/domain/projects/import-contract.ts';
import { generatePortfolio, priceLevelAt } from './model-portfolio.ts';

/**
 * bench:forecast's generating process: bench:model's portfolio (true costs that follow known drivers),
 * each project given a budget (the developer's estimate of its expected cost, a few per cent off either
 * way), a programme, and monthly drawdowns whose path is known. An overrun (or underrun) shows early on
 * half the projects, their spending running at the final cost's pace from the start, and late on the
 * other half, spending at the budget's pace until a point between 55% and 85% of the programme and
 * catching up after it. Completed projects carry their whole path (what the service learns from); the
 * ones under way are cut at a chosen share of their programme, and some have filed no drawdown at all.
 */

export const ELAPSED_SHARES = [0.25, 0.5, 0.75] as const;
const DAY = 86_400_000;
/** Completed projects whose drawdowns are filed (the rest have a budget and a cost only). */
const HISTORIES = 200;
/** Projects under way that have filed no drawdown yet. */
const NO_DRAWDOWNS = 0.15;

export interface Month {
  month: number;
  year: number;
  amount: number;
}

export interface ForecastProject {
  project: ProjectImport;
  role: 'completed' | 'under_way';
  /** Under way: the share of the programme elapsed today. */
  elapsed: number | null;
  budget: number;
  finalCost: number;
  drawdowns: Month[];
  /** How its overrun or underrun shows: in its spending from the start, or only late. */
  shows: 'early' | 'late';
}

const sCurve = (t: number) => {
  const x = Math.min(1, Math.max(0, t));
  return x * x * (3 - 2 * x);
};

const iso = (ms: number) => new Date(ms).toISOString();
const monthStart = (ms: number) => Date.UTC(new Date(ms).getUTCFullYear(), new Date(ms).getUTCMonth(), 1);
const nextMonth = (ms: number) => Date.UTC(new Date(ms).getUTCFullYear(), new Date(ms).getUTCMonth() + 1, 1);

/**
 * The monthly drawdowns of a programme from `start` to `end`, filed up to (not including) the month of
 * `until`: the cumulative path at each month's end, a little noisy but never falling, in differences.
 */
function drawdownsOf(
  rng: SeededRandom,
  start: number,
  end: number,
  until: number,
  path: (t: number) => number,
): Month[] {
  const out: Month[] = [];
  let drawn = 0;
  for (let m = monthStart(start); nextMonth(m) <= until && m < end; m = nextMonth(m)) {
    const t = Math.min(1, (nextMonth(m) - 1 - start) / (end - start));
    const target = t >= 1 ? path(1) : path(t) * Math.exp(rng.normal() * 0.03);
    const amount = Math.max(0, Math.round(target - drawn));
    drawn += amount;
    out.push({ month: new Date(m).getUTCMonth() + 1, year: new Date(m).getUTCFullYear(), amount });
  }
  return out;
}

export function forecastPortfolio(seed: number, count: number, underWay: number, today: number): ForecastProject[] {
  const portfolio = generatePortfolio(seed, count, 0, `FCST${seed}`);
  const usable = portfolio.projects.filter((p) => p.project.status === 'COMPLETED' && p.project.total_gifa != null);
  const out: ForecastProject[] = [];
  usable.forEach((p, i) => {
    // Each project draws from a generator of its own: the day of the run moves its dates and how many
    // months it has filed, never another project's figures.
    const rng = new SeededRandom(seed * 100_003 + i);
    const gifa = p.project.total_gifa!;
    const finalCost = p.truth.costPerM2 * gifa;
    const budget = Math.round(p.truth.expectedCostPerM2 * gifa * Math.exp(rng.normal() * 0.04));
    const months = Math.min(36, Math.max(12, 12 + Math.round(gifa / 600)));
    const shows = rng.chance(0.5) ? 'early' : 'late';
    const turn = rng.between(0.55, 0.85);
    const path = (t: number) =>
      shows === 'early' ? finalCost * sCurve(t) : budget * sCurve(t) + (t <= turn ? 0 : (finalCost - budget) * ((t - turn) / (1 - turn)) ** 2);
    const underWayIndex = i - (usable.length - underWay);
    if (underWayIndex < 0) {
      // Completed: its programme as imported, its drawdowns (for the first HISTORIES) over the whole of it.
      const start = Date.parse(p.project.contract_start_date!);
      const end = start + months * 30.44 * DAY;
      out.push({
        project: { ...p.project, total_budget: budget, total_cost: Math.round(finalCost), contract_completion_date: iso(end) },
        role: 'completed',
        elapsed: null,
        budget,
        finalCost,
        drawdowns: i < HISTORIES ? drawdownsOf(rng, start, end, end + 31 * DAY, path) : [],
        shows,
      });
      return;
    }
    const elapsed = ELAPSED_SHARES[underWayIndex % ELAPSED_SHARES.length]!;
    const span = months * 30.44 * DAY;
    const start = today - elapsed * span;
    const end = start + span;
    // Moved to a programme under way today, its costs move with the price level between the two starts.
    const moved = Math.exp(priceLevelAt(portfolio.hidden, start) - priceLevelAt(portfolio.hidden, Date.parse(p.project.contract_start_date!)));
    const movedFinal = finalCost * moved;
    const movedBudget = Math.round(budget * moved);
    const movedPath = (t: number) => path(t) * moved;
    out.push({
      project: {
        ...p.project,
        status: 'IN_PROGRESS',
        total_cost: null,
        total_budget: movedBudget,
        contract_start_date: iso(start),
        contract_completion_date: null,
        estimated_completion_date: iso(end),
        facilities: [{ name: 'Senior debt', amount: Math.round(movedBudget * 0.9) }],
      },
      role: 'under_way',
      elapsed,
      budget: movedBudget,
      finalCost: movedFinal,
      drawdowns: rng.chance(NO_DRAWDOWNS) ? [] : drawdownsOf(rng, start, end, today, movedPath),
      shows,
    });
  });
  return out;
}
