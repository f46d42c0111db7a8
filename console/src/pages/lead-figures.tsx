import { api, ApiError } from '../api.ts';
import type { BenchmarkReport, DrawnToDate } from '../api-types.ts';
import { formatDate, formatMoney, formatPence, formatPercent } from '../format.ts';
import type { Loaded } from '../load.ts';
import { unallocatedInWords } from './drawdowns/headroom.tsx';
import type { ForecastOrMissing } from './forecast-section.tsx';

/** The latest stored benchmark, as the benchmark page reads it; null when none has been run (its 404). */
export async function loadLatestBenchmark(projectId: string): Promise<BenchmarkReport | null> {
  try {
    return await api.getProjectBenchmark({ path: { projectId }, query: {} });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** What the project page's lead figures read: the same answers the drawdowns and benchmark pages show. */
export interface LeadAnswers {
  drawn: Loaded<DrawnToDate>;
  forecast: Loaded<ForecastOrMissing>;
  benchmark: Loaded<BenchmarkReport | null>;
}

/** One figure: its name, its value, a line on what it means, and the page it comes from. */
function Figure({ term, href, testId, value, note }: { term: string; href: string; testId: string; value: string; note: string }) {
  return (
    <div data-testid={testId}>
      <dt>{term}</dt>
      <dd>
        <a href={href}>{value}</a>
        <br />
        <span class="muted">{note}</span>
      </dd>
    </div>
  );
}

/** A figure's value once its answer is in: loading and failure said in words rather than as a blank. */
function valueOf<T>(loaded: Loaded<T>, show: (value: T) => { value: string; note: string }): { value: string; note: string } {
  if (loaded.state === 'loading') return { value: '…', note: 'Loading' };
  if (loaded.state === 'failed') return { value: 'Not available', note: loaded.error.message };
  return show(loaded.value);
}

const noForecast = (f: ForecastOrMissing) => ('missing' in f ? { value: 'No forecast yet', note: f.missing } : null);

/**
 * What a lender asks of a project first, before its record: what is drawn, the facilities' headroom over the
 * likely final cost, the chance of an overrun, and the latest benchmark, each a link to the page it comes
 * from, with that page's figures (the same API answers).
 */
export function LeadFigures({ projectId, answers }: { projectId: string; answers: LeadAnswers }) {
  const drawdowns = `#/projects/${projectId}/drawdowns`;
  const drawn = valueOf(answers.drawn, (d) => ({
    value: formatMoney(d.drawn_to_date),
    note: unallocatedInWords(d) ?? (d.reports === 0 ? 'No drawdown filed yet' : 'All of it against named facilities'),
  }));
  const noFacility = answers.drawn.state === 'ready' && answers.drawn.value.facilities.length === 0;
  const headroom = valueOf(answers.forecast, (f) =>
    'missing' in f
      ? noForecast(f)!
      : noFacility
        ? { value: 'No facility', note: 'The project records no loan facility' }
        : f.facility_headroom < 0
        ? { value: `Short by ${formatMoney(-f.facility_headroom)}`, note: 'The facilities fall short of the likely final cost' }
        : { value: formatMoney(f.facility_headroom), note: 'The facilities less the likely final cost' },
  );
  const overrun = valueOf(answers.forecast, (f) =>
    'missing' in f ? noForecast(f)! : { value: formatPercent(f.overrun_probability), note: `Likely final cost ${formatMoney(f.forecast_final_cost.p50)}` },
  );
  const benchmark = valueOf(answers.benchmark, (b) =>
    b === null
      ? { value: 'None run yet', note: 'The benchmark page runs one' }
      : { value: `${formatPence(b.adjusted_cost_per_m2)} per m²`, note: `Run on ${formatDate(b.metadata.generated_at)}` },
  );
  return (
    <section aria-labelledby="lead-title" data-testid="lead-figures">
      <h2 id="lead-title" class="visually-hidden">
        Key figures
      </h2>
      <dl class="record lead-figures">
        <Figure term="Drawn to date" href={drawdowns} testId="lead-drawn" {...drawn} />
        <Figure term="Facility headroom" href={drawdowns} testId="lead-headroom" {...headroom} />
        <Figure term="Chance of an overrun" href={drawdowns} testId="lead-overrun" {...overrun} />
        <Figure term="Latest benchmark" href={`#/projects/${projectId}/benchmark`} testId="lead-benchmark" {...benchmark} />
      </dl>
    </section>
  );
}
