import { niceStep } from '../chart.ts';
import { formatDateTime, formatMoney, formatNumber, formatText } from '../format.ts';

/**
 * A benchmark report as the console shows it: the chart, the forecast and its
 * evidence, and the similar projects. One implementation for every report of the API's shape: a
 * project's standard, composite or one-development benchmark (`/benchmark/project/{id}`) and a scheme's
 * (`POST /benchmark`).
 */

export interface SimilarProject {
  project_id: number;
  name: string;
  similarity: number;
  quality_grade: string;
  cost_per_m2: number;
}

/** The report of `GET`/`POST /benchmark/project/{id}` and `POST /benchmark` (docs/platform-api.md, Benchmarks): the fields the pages show. */
export interface BenchmarkReport {
  adjusted_cost_per_m2: number;
  lower_limit: number;
  upper_limit: number;
  total_adjusted_value?: number;
  _meta: {
    strength: number;
    profiled_strength: number;
    location: { county: string | null; index: number; area: string | null; source: string };
  };
  predictions: { quality_rating: string; total_cost?: number; interval: { level: number; lower: number; upper: number } };
  comparisons: { similar_projects: SimilarProject[]; comparable_count: number; community_count: number; source_health: number };
  metadata: { generated_at: string; model_version: string };
}

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

/** The chart beside the forecast and its evidence, then the similar projects. */
export function BenchmarkResult({ report, options = {} }: { report: BenchmarkReport; options?: ReportOptions }) {
  const location = report._meta.location;
  const facts: [string, string][] = [
    ['Predicted cost per m²', formatMoney(report.adjusted_cost_per_m2)],
    ['80% interval', `${formatMoney(report.lower_limit)} to ${formatMoney(report.upper_limit)}`],
  ];
  if (report.predictions.total_cost !== undefined) facts.push(['Predicted total cost', formatMoney(report.predictions.total_cost)]);
  if (options.budget !== undefined) facts.push(['Budget per m²', formatMoney(options.budget)]);
  facts.push(
    ['Quality rating', formatText(report.predictions.quality_rating)],
    ['Source health (20–100)', formatNumber(report.comparisons.source_health)],
    ['Comparables used', formatNumber(report.comparisons.comparable_count)],
    ['Of them from communities', formatNumber(report.comparisons.community_count)],
    ['Location', location.county ? `${location.county}${location.area ? ` (${location.area})` : ''}` : 'Given as an index'],
    ['Location index (UK = 100)', formatNumber(location.index)],
    ['Computed', formatDateTime(report.metadata.generated_at)],
    ['Model', formatText(report.metadata.model_version)],
  );
  const heading = `${options.kind ? `${capitalise(options.kind)}: c` : 'C'}ost per m² against similar projects`;
  return (
    <>
      <div class="benchmark-grid">
        <section aria-labelledby="chart-title" data-testid="benchmark-chart">
          <h2 id="chart-title">{heading}</h2>
          <BenchmarkChart report={report} options={options} />
        </section>
        <section aria-labelledby="evidence-title" data-testid="benchmark-facts">
          <h2 id="evidence-title">Forecast and evidence</h2>
          <dl class="record record-narrow">
            {facts.map(([term, value]) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
      <SimilarProjects items={report.comparisons.similar_projects} />
    </>
  );
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function SimilarProjects({ items }: { items: SimilarProject[] }) {
  return (
    <section aria-labelledby="similar-title" data-testid="similar-projects">
      <h2 id="similar-title">Similar projects</h2>
      {items.length === 0 ? (
        <p>None of your own completed projects is close enough to compare.</p>
      ) : (
        <div class="table-wrap" role="region" aria-label="Similar projects table" tabIndex={0}>
          <table>
            <thead>
              <tr>
                <th scope="col">Project</th>
                <th scope="col" class="number">
                  Similarity
                </th>
                <th scope="col">Grade</th>
                <th scope="col" class="number">
                  Cost per m² (rebased)
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((s) => (
                <tr key={s.project_id}>
                  <th scope="row">
                    <a href={`#/projects/${s.project_id}`}>{s.name}</a>
                  </th>
                  <td class="number">{percent(s.similarity)}</td>
                  <td>{s.quality_grade}</td>
                  <td class="number">{formatMoney(s.cost_per_m2)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

const percent = (value: number) => `${Math.round(value * 100)}%`;

const W = 720;
const LEFT = 170;
const RIGHT = 24;
const ROWS = { predicted: 44, similar: 104, budget: 156 };

/**
 * The forecast at a glance, in SVG drawn by Preact (no inline style: classes and SVG attributes only, as
 * the page's policy asks): the 80% interval as a band with the predicted cost per m2 in it, the similar
 * projects' rebased costs as points, and the budget per m2 (when there is one to compare with) as a
 * marker and a dashed line across the rows. Its title says the same in words; the figures are in a
 * table on demand below it.
 */
export function BenchmarkChart({ report, options = {} }: { report: BenchmarkReport; options?: ReportOptions }) {
  const { budget } = options;
  const hasBudgetRow = budget !== undefined;
  const AXIS = hasBudgetRow ? 186 : 134;
  const H = AXIS + 30;
  const similar = report.comparisons.similar_projects;
  const values = [report.lower_limit, report.upper_limit, report.adjusted_cost_per_m2, ...similar.map((s) => s.cost_per_m2)];
  if (typeof budget === 'number') values.push(budget);
  const low = Math.min(...values);
  const high = Math.max(...values);
  const step = niceStep(Math.max(high - low, high * 0.1, 1), 5);
  const from = Math.max(0, Math.floor((low - step * 0.25) / step) * step);
  const to = Math.ceil((high + step * 0.25) / step) * step;
  const x = (v: number) => LEFT + ((v - from) / (to - from)) * (W - LEFT - RIGHT);
  const ticks: number[] = [];
  for (let t = from; t <= to + step / 2; t += step) ticks.push(t);

  const summary =
    `Benchmark chart${options.kind ? ` (${options.kind})` : ''}: predicted cost ${formatMoney(report.adjusted_cost_per_m2)} per m², ` +
    `80% interval ${formatMoney(report.lower_limit)} to ${formatMoney(report.upper_limit)}; ` +
    `${similar.length} similar project${similar.length === 1 ? '' : 's'} at ` +
    (similar.length ? `${formatMoney(Math.min(...similar.map((s) => s.cost_per_m2)))} to ${formatMoney(Math.max(...similar.map((s) => s.cost_per_m2)))}` : 'no cost') +
    ' per m²' +
    (hasBudgetRow ? `; budget ${budget === null ? 'not known' : `${formatMoney(budget)} per m²`}.` : '.');

  return (
    <figure class="chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby="benchmark-chart-title" data-testid="benchmark-svg">
        <title id="benchmark-chart-title">{summary}</title>
        {ticks.map((t) => (
          <g key={t}>
            <line class="chart-grid" x1={x(t)} x2={x(t)} y1={16} y2={AXIS} />
            <text class="chart-tick" x={x(t)} y={AXIS + 20} text-anchor="middle">
              {formatMoney(t)}
            </text>
          </g>
        ))}
        <line class="chart-axis" x1={LEFT} x2={W - RIGHT} y1={AXIS} y2={AXIS} />

        <text class="chart-label" x={8} y={ROWS.predicted - 4}>
          Predicted
        </text>
        <text class="chart-sublabel" x={8} y={ROWS.predicted + 14}>
          with 80% interval
        </text>
        <rect
          class="chart-band"
          x={x(report.lower_limit)}
          y={ROWS.predicted - 14}
          width={Math.max(2, x(report.upper_limit) - x(report.lower_limit))}
          height={28}
        />
        <line class="chart-predicted" x1={x(report.adjusted_cost_per_m2)} x2={x(report.adjusted_cost_per_m2)} y1={ROWS.predicted - 20} y2={ROWS.predicted + 20} />

        <text class="chart-label" x={8} y={ROWS.similar + 5}>
          Similar projects
        </text>
        {similar.map((s, i) => (
          <circle key={s.project_id} class="chart-point" cx={x(s.cost_per_m2)} cy={ROWS.similar + ((i % 3) - 1) * 8} r={6}>
            <title>
              {s.name}: {formatMoney(s.cost_per_m2)} per m²
            </title>
          </circle>
        ))}

        {hasBudgetRow && (
          <text class="chart-label" x={8} y={ROWS.budget + 5}>
            Budget
          </text>
        )}
        {hasBudgetRow &&
          (budget === null ? (
            <text class="chart-sublabel" x={LEFT} y={ROWS.budget + 5}>
              not known (needs total budget and GIFA)
            </text>
          ) : (
            <>
              <line class="chart-budget-line" x1={x(budget)} x2={x(budget)} y1={16} y2={AXIS} />
              <path class="chart-budget" d={`M ${x(budget)} ${ROWS.budget - 9} l 9 9 l -9 9 l -9 -9 z`} />
            </>
          ))}
      </svg>
      <figcaption>
        <span class="chart-key">
          <span class="key key-band">80% interval</span>
          <span class="key key-predicted">predicted</span>
          <span class="key key-point">similar project</span>
          {hasBudgetRow && <span class="key key-budget">budget</span>}
        </span>
        <span class="muted">Pounds per m² of GIFA, rebased to {options.rebasedTo ?? "this project's"} place and date.</span>
      </figcaption>
      <details class="chart-table" data-testid="benchmark-figures">
        <summary>Show the figures as a table</summary>
        <div class="table-wrap">
          <table>
            <caption class="visually-hidden">The chart's figures, in pounds per m² of GIFA</caption>
            <thead>
              <tr>
                <th scope="col">Figure</th>
                <th scope="col" class="number">
                  Cost per m²
                </th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">Predicted</th>
                <td class="number" data-testid="figure-predicted">
                  {formatMoney(report.adjusted_cost_per_m2)}
                </td>
              </tr>
              <tr>
                <th scope="row">Lower limit (80% interval)</th>
                <td class="number" data-testid="figure-lower">
                  {formatMoney(report.lower_limit)}
                </td>
              </tr>
              <tr>
                <th scope="row">Upper limit (80% interval)</th>
                <td class="number" data-testid="figure-upper">
                  {formatMoney(report.upper_limit)}
                </td>
              </tr>
              {hasBudgetRow && (
                <tr>
                  <th scope="row">Budget</th>
                  <td class="number">{formatMoney(budget)}</td>
                </tr>
              )}
              {similar.map((s) => (
                <tr key={s.project_id}>
                  <th scope="row">Similar: {s.name}</th>
                  <td class="number">{formatMoney(s.cost_per_m2)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
