import type { BenchmarkReport, SimilarProject } from '../api-types.ts';
import { currencyWords, formatMoney } from '../format.ts';
import { niceStep, scale, ticksOf } from './axis.ts';
import { ChartFigure, ChartKey, FiguresTable, Grid, type KeyMark } from './figure.tsx';

/** How a benchmark report is shown beside what was priced. */
export interface ReportOptions {
  /** What was priced, when it is not a project's standard benchmark: "composite of 3 developments", "a scheme". */
  kind?: string;
  /**
   * The budget per m2 to mark: a number, null when the project lacks what it needs (the chart says so),
   * undefined when there is no budget to compare with (a scheme, one development): no budget row at all.
   */
  budget?: number | null;
  /** Whose place and date the similar projects' costs are rebased to ("this project's"). */
  rebasedTo?: string;
}

const W = 720;
const LEFT = 170;
const RIGHT = 24;
const TOP = 16;
const ROWS = { predicted: 44, similar: 104, budget: 156 };

/**
 * The forecast at a glance: the 80% interval as a band with the predicted cost per m2 in it, the similar
 * projects' rebased costs as points, and the budget per m2 (when there is one to compare with) as a
 * marker and a dashed line across the rows. Its title says the same in words.
 */
export function BenchmarkChart({ report, options = {} }: { report: BenchmarkReport; options?: ReportOptions }) {
  const { budget } = options;
  const hasBudgetRow = budget !== undefined;
  const axis = hasBudgetRow ? 186 : 134;
  const similar = report.comparisons.similar_projects;
  const { x, ticks } = costAxis([report.lower_limit, report.upper_limit, report.adjusted_cost_per_m2, ...similar.map((s) => s.cost_per_m2), ...(typeof budget === 'number' ? [budget] : [])]);
  return (
    <ChartFigure
      width={W}
      height={axis + 30}
      titleId="benchmark-chart-title"
      title={summaryOf(report, options)}
      testId="benchmark-svg"
      caption={
        <>
          <ChartKey
            entries={[
              { key: 'band', marks: [{ shape: 'box', class: 'chart-band' }], label: '80% interval' },
              { key: 'predicted', marks: [{ shape: 'across', class: 'chart-predicted' }], label: 'predicted' },
              { key: 'point', marks: [{ shape: 'point', class: 'chart-point' }], label: 'similar project' },
              ...(hasBudgetRow
                ? [{ key: 'budget', marks: [{ shape: 'across', class: 'chart-budget-line' }, { shape: 'diamond', class: 'chart-budget' }] satisfies KeyMark[], label: 'budget' }]
                : []),
            ]}
          />
          <span class="muted">{currencyWords(true)} per m² of GIFA, rebased to {options.rebasedTo ?? "this project's"} place and date.</span>
        </>
      }
      figures={<BenchmarkFigures report={report} budget={budget} />}
    >
      <Grid ticks={ticks} at={x} from={TOP} to={axis} labelAt={axis + 20} label={formatMoney} vertical />
      <line class="chart-axis" x1={LEFT} x2={W - RIGHT} y1={axis} y2={axis} />
      <PredictedRow report={report} x={x} />
      <SimilarRow similar={similar} x={x} />
      {hasBudgetRow && <BudgetRow budget={budget} x={x} axis={axis} />}
    </ChartFigure>
  );
}

/** The cost axis over every value the chart marks, a quarter step of room either side (never below 0). */
function costAxis(values: number[]): { x: (value: number) => number; ticks: number[] } {
  const low = Math.min(...values);
  const high = Math.max(...values);
  const step = niceStep(Math.max(high - low, high * 0.1, 1), 5);
  const from = Math.max(0, Math.floor((low - step * 0.25) / step) * step);
  const to = Math.ceil((high + step * 0.25) / step) * step;
  return { x: scale(from, to - from, LEFT, W - LEFT - RIGHT), ticks: ticksOf(from, to, step) };
}

function summaryOf(report: BenchmarkReport, { kind, budget }: ReportOptions): string {
  const costs = report.comparisons.similar_projects.map((s) => s.cost_per_m2);
  return (
    `Benchmark chart${kind ? ` (${kind})` : ''}: predicted cost ${formatMoney(report.adjusted_cost_per_m2)} per m², ` +
    `80% interval ${formatMoney(report.lower_limit)} to ${formatMoney(report.upper_limit)}; ` +
    `${costs.length} similar project${costs.length === 1 ? '' : 's'} at ` +
    (costs.length ? `${formatMoney(Math.min(...costs))} to ${formatMoney(Math.max(...costs))}` : 'no cost') +
    ' per m²' +
    (budget !== undefined ? `; budget ${budget === null ? 'not known' : `${formatMoney(budget)} per m²`}.` : '.')
  );
}

/** The row's name at the left of the plot, and the words under it. */
function RowLabel({ y, label, sublabel }: { y: number; label: string; sublabel?: string }) {
  return (
    <>
      <text class="chart-label" x={8} y={y}>
        {label}
      </text>
      {sublabel && (
        <text class="chart-sublabel" x={8} y={y + 18}>
          {sublabel}
        </text>
      )}
    </>
  );
}

function PredictedRow({ report, x }: { report: BenchmarkReport; x: (value: number) => number }) {
  const y = ROWS.predicted;
  return (
    <>
      <RowLabel y={y - 4} label="Predicted" sublabel="with 80% interval" />
      <rect class="chart-band" x={x(report.lower_limit)} y={y - 14} width={Math.max(2, x(report.upper_limit) - x(report.lower_limit))} height={28} />
      <line class="chart-predicted" x1={x(report.adjusted_cost_per_m2)} x2={x(report.adjusted_cost_per_m2)} y1={y - 20} y2={y + 20} />
    </>
  );
}

/** One point per similar project, in three staggered lines so that close costs stay apart. */
function SimilarRow({ similar, x }: { similar: SimilarProject[]; x: (value: number) => number }) {
  return (
    <>
      <RowLabel y={ROWS.similar + 5} label="Similar projects" />
      {similar.map((s, i) => (
        <circle key={s.project_id} class="chart-point" cx={x(s.cost_per_m2)} cy={ROWS.similar + ((i % 3) - 1) * 8} r={6}>
          <title>
            {s.name}: {formatMoney(s.cost_per_m2)} per m²
          </title>
        </circle>
      ))}
    </>
  );
}

/** The budget as a diamond on its row and a dashed line across the others, or why it is not known. */
function BudgetRow({ budget, x, axis }: { budget: number | null; x: (value: number) => number; axis: number }) {
  const y = ROWS.budget;
  return (
    <>
      <RowLabel y={y + 5} label="Budget" />
      {budget === null ? (
        <text class="chart-sublabel" x={LEFT} y={y + 5}>
          not known (needs total budget and GIFA)
        </text>
      ) : (
        <>
          <line class="chart-budget-line" x1={x(budget)} x2={x(budget)} y1={TOP} y2={axis} />
          <path class="chart-budget" d={`M ${x(budget)} ${y - 9} l 9 9 l -9 9 l -9 -9 z`} />
        </>
      )}
    </>
  );
}

function BenchmarkFigures({ report, budget }: { report: BenchmarkReport; budget: number | null | undefined }) {
  const row = (label: string, value: number | null, testId?: string) => (
    <tr>
      <th scope="row">{label}</th>
      <td class="number" data-testid={testId}>
        {formatMoney(value)}
      </td>
    </tr>
  );
  return (
    <FiguresTable testId="benchmark-figures" caption={`The chart's figures, in ${currencyWords()} per m² of GIFA`}>
      <thead>
        <tr>
          <th scope="col">Figure</th>
          <th scope="col" class="number">
            Cost per m²
          </th>
        </tr>
      </thead>
      <tbody>
        {row('Predicted', report.adjusted_cost_per_m2, 'figure-predicted')}
        {row('Lower limit (80% interval)', report.lower_limit, 'figure-lower')}
        {row('Upper limit (80% interval)', report.upper_limit, 'figure-upper')}
        {budget !== undefined && row('Budget', budget)}
        {report.comparisons.similar_projects.map((s) => (
          <tr key={s.project_id}>
            <th scope="row">Similar: {s.name}</th>
            <td class="number">{formatMoney(s.cost_per_m2)}</td>
          </tr>
        ))}
      </tbody>
    </FiguresTable>
  );
}
