import type { BenchmarkReport, SimilarProject } from '../api-types.ts';
import { currencyWords, formatMoney } from '../format.ts';
import { niceStep, scale, stepsFor, ticksOf } from './axis.ts';
import { ChartFigure, ChartKey, FiguresTable, Grid, type KeyMark, NARROW_WIDTH, useDrawnWidth } from './figure.tsx';

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

const TOP = 16;

/**
 * Where the chart puts things: at a desktop's width each row's name at the left of the plot; on a phone
 * above its row, the plot across the whole drawing, and the rows further apart to make room.
 */
interface Layout {
  width: number;
  left: number;
  right: number;
  /** Each row's middle. */
  rows: { predicted: number; similar: number; budget: number };
  /** The axis's height with a budget row and without one. */
  axis: { budget: number; none: number };
  /** Whether the row names are above the rows. */
  above: boolean;
}

function layoutOf(width: number): Layout {
  return width < NARROW_WIDTH
    ? { width, left: 32, right: 28, rows: { predicted: 58, similar: 130, budget: 192 }, axis: { budget: 218, none: 156 }, above: true }
    : { width, left: 170, right: 24, rows: { predicted: 44, similar: 104, budget: 156 }, axis: { budget: 186, none: 134 }, above: false };
}

/**
 * The forecast at a glance: the 80% interval as a band with the predicted cost per m2 in it, the similar
 * projects' rebased costs as points, and the budget per m2 (when there is one to compare with) as a
 * marker and a dashed line across the rows. Its title says the same in words.
 */
export function BenchmarkChart({ report, options = {} }: { report: BenchmarkReport; options?: ReportOptions }) {
  const { budget } = options;
  const hasBudgetRow = budget !== undefined;
  const { frame, width } = useDrawnWidth(720);
  const at = layoutOf(width);
  const axis = hasBudgetRow ? at.axis.budget : at.axis.none;
  const similar = report.comparisons.similar_projects;
  const { x, ticks } = costAxis([report.lower_limit, report.upper_limit, report.adjusted_cost_per_m2, ...similar.map((s) => s.cost_per_m2), ...(typeof budget === 'number' ? [budget] : [])], at);
  return (
    <ChartFigure
      frame={frame}
      width={width}
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
      <line class="chart-axis" x1={at.left} x2={width - at.right} y1={axis} y2={axis} />
      <PredictedRow report={report} x={x} at={at} />
      <SimilarRow similar={similar} x={x} at={at} />
      {hasBudgetRow && <BudgetRow budget={budget} x={x} axis={axis} at={at} />}
    </ChartFigure>
  );
}

/** The cost axis over every value the chart marks, a quarter step of room either side (never below 0), its labels about 90 px apart. */
function costAxis(values: number[], at: Layout): { x: (value: number) => number; ticks: number[] } {
  const low = Math.min(...values);
  const high = Math.max(...values);
  const length = at.width - at.left - at.right;
  const step = niceStep(Math.max(high - low, high * 0.1, 1), stepsFor(length, 90));
  const from = Math.max(0, Math.floor((low - step * 0.25) / step) * step);
  const to = Math.ceil((high + step * 0.25) / step) * step;
  return { x: scale(from, to - from, at.left, length), ticks: ticksOf(from, to, step) };
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

/** The row's name at the left of the plot with the words under it, or (`above`) above the row, the words after it. */
function RowLabel({ y, label, sublabel, above }: { y: number; label: string; sublabel?: string; above: boolean }) {
  if (above) {
    return (
      <text class="chart-label" x={8} y={y}>
        {label}
        {sublabel && (
          <tspan class="chart-sublabel" dx={8}>
            {sublabel}
          </tspan>
        )}
      </text>
    );
  }
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

/** A row's label: beside its middle `y`, or above it. */
const labelAt = (y: number, at: Layout, beside: number) => (at.above ? y - 30 : y + beside);

function PredictedRow({ report, x, at }: { report: BenchmarkReport; x: (value: number) => number; at: Layout }) {
  const y = at.rows.predicted;
  return (
    <>
      <RowLabel y={labelAt(y, at, -4)} label="Predicted" sublabel="with 80% interval" above={at.above} />
      <rect class="chart-band" x={x(report.lower_limit)} y={y - 14} width={Math.max(2, x(report.upper_limit) - x(report.lower_limit))} height={28} />
      <line class="chart-predicted" x1={x(report.adjusted_cost_per_m2)} x2={x(report.adjusted_cost_per_m2)} y1={y - 20} y2={y + 20} />
    </>
  );
}

/** One point per similar project, in three staggered lines so that close costs stay apart. */
function SimilarRow({ similar, x, at }: { similar: SimilarProject[]; x: (value: number) => number; at: Layout }) {
  const y = at.rows.similar;
  return (
    <>
      <RowLabel y={labelAt(y, at, 5)} label="Similar projects" above={at.above} />
      {similar.map((s, i) => (
        <circle key={s.project_id} class="chart-point" cx={x(s.cost_per_m2)} cy={y + ((i % 3) - 1) * 8} r={6}>
          <title>
            {s.name}: {formatMoney(s.cost_per_m2)} per m²
          </title>
        </circle>
      ))}
    </>
  );
}

/** The budget as a diamond on its row and a dashed line across the others, or why it is not known. */
function BudgetRow({ budget, x, axis, at }: { budget: number | null; x: (value: number) => number; axis: number; at: Layout }) {
  const y = at.rows.budget;
  return (
    <>
      <RowLabel y={labelAt(y, at, 5)} label="Budget" above={at.above} />
      {budget === null ? (
        <text class="chart-sublabel" x={at.above ? 8 : at.left} y={y + 5}>
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
