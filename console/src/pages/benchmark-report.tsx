import type { BenchmarkReport, SimilarProject } from '../api-types.ts';
import { BenchmarkChart, type ReportOptions } from '../charts/benchmark-chart.tsx';
import { ExplanationChart } from '../charts/explanation-chart.tsx';
import { Facts, TableRegion } from '../tables.tsx';
import { formatDateTime, formatMoney, formatNumber, formatPercent, formatText } from '../format.ts';

/**
 * A benchmark report as the console shows it: the chart, the forecast and its evidence, and the similar
 * projects. One implementation for every report of the API's shape: a project's standard, composite or
 * one-development benchmark (`/benchmark/project/{id}`) and a scheme's (`POST /benchmark`).
 */

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
          <Facts facts={facts} narrow />
        </section>
      </div>
      {report.explanation && (
        <section aria-labelledby="explanation-title" data-testid="benchmark-explanation">
          <h2 id="explanation-title">What the price is made of</h2>
          <ExplanationChart explanation={report.explanation} predicted={report.adjusted_cost_per_m2} />
        </section>
      )}
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
        <TableRegion label="Similar projects table">
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
                  <td class="number">{formatPercent(s.similarity)}</td>
                  <td>{s.quality_grade}</td>
                  <td class="number">{formatMoney(s.cost_per_m2)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
    </section>
  );
}
