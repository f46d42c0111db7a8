import { useState } from 'preact/hooks';
import '../benchmark.css';
import { api, ApiError, asApiError } from '../api.ts';
import type { Args, BenchmarkHistoryItem, BenchmarkReport, Development, ProjectRecord } from '../api-types.ts';
import type { ReportOptions } from '../charts/benchmark-chart.tsx';
import { HistoryChart } from '../charts/history-chart.tsx';
import { useLoad } from '../load.ts';
import { usePageTitle } from '../route.ts';
import { mayWrite } from '../session.ts';
import { Failure, Loading, ProjectPageHeading, WhenLoaded } from '../states.tsx';
import { BenchmarkResult } from './benchmark-report.tsx';

/** Which benchmark of the project (docs/platform-api.md, "Which benchmark: hybridSupport and development"). */
type Choice = { kind: 'standard' } | { kind: 'composite' } | { kind: 'development'; id: number };

/** The API's query for a choice, which is also the page's own (`#/projects/12/benchmark?hybridSupport=true`). */
function queryOf(choice: Choice): string {
  if (choice.kind === 'composite') return '?hybridSupport=true';
  if (choice.kind === 'development') return `?hybridSupport=true&development=${choice.id}`;
  return '';
}

/** The API's query for the choice (`GET`/`POST /benchmark/project/{id}`). */
function apiQueryOf(choice: Choice): Args<'getProjectBenchmark'>['query'] {
  if (choice.kind === 'composite') return { hybridSupport: 'true' };
  if (choice.kind === 'development') return { hybridSupport: 'true', development: String(choice.id) };
  return {};
}

/** The choice the page's fragment names, so that a reload or a shared link opens the same benchmark. */
function choiceOfFragment(): Choice {
  const query = new URLSearchParams(location.hash.split('?')[1] ?? '');
  if (query.get('hybridSupport') !== 'true') return { kind: 'standard' };
  const development = query.get('development');
  return development && /^[1-9][0-9]{0,18}$/.test(development) ? { kind: 'development', id: Number(development) } : { kind: 'composite' };
}

interface ProjectView {
  project: ProjectRecord;
  developments: Development[];
}

/** The latest benchmark the API computed for this query; null when none yet (the API's 404 for it). */
async function loadReport(id: string, choice: Choice): Promise<BenchmarkReport | null> {
  try {
    return await api.getProjectBenchmark({ path: { projectId: id }, query: apiQueryOf(choice) });
  } catch (error) {
    // The project's and the development's own 404s are failures; any other 404 means none computed yet.
    if (error instanceof ApiError && error.status === 404 && !/^(Project|Development) not found/.test(error.message)) return null;
    throw error;
  }
}

/** The project's budget per m2 of GIFA, when both figures exist. */
export function budgetPerM2(project: ProjectRecord): number | null {
  const { total_budget: budget, total_gifa: gifa } = project;
  return budget != null && gifa != null && budget > 0 && gifa > 0 ? budget / gifa : null;
}

/** The inputs a 422 names, in words (`developments[7].total_gifa` → the GIFA of development "Offices"), each with the API's name. */
function missingInWords(item: string, developments: Development[]): string {
  const part = /^developments\[(\d+)\]\.(\w+)$/.exec(item);
  const what = (field: string) => (field === 'total_gifa' ? 'GIFA' : field === 'building_function' ? 'building function' : field.replace(/_/g, ' '));
  if (part) {
    const name = developments.find((d) => d.id === Number(part[1]))?.name ?? `number ${part[1]}`;
    return `the ${what(part[2]!)} of development “${name}” (${item})`;
  }
  if (item === 'total_gifa') return 'its total GIFA (total_gifa)';
  if (item === 'building_function') return 'its building function (building_function)';
  if (item.startsWith('postcode')) return 'a postcode, or a latitude and longitude (postcode)';
  return item;
}

/** A refusal of a run in words a user reads: who may run one, or what the project lacks. */
function runFailure(error: ApiError, developments: Development[]): ApiError {
  if (error.status === 403)
    return new ApiError(403, 'Your role may not run a benchmark of this project: only an ADMIN, or a MEMBER assigned to it, may.');
  if (error.status === 422) {
    if (/has no developments/.test(error.message))
      return new ApiError(422, 'This project has no developments, so it has no composite benchmark: choose the standard benchmark.');
    const missing = /cannot be benchmarked without: (.*?)\. Nothing was stored\.?$/.exec(error.message)?.[1];
    if (missing)
      return new ApiError(
        422,
        `This project cannot be benchmarked yet. It needs ${missing
          .split('; ')
          .map((item) => missingInWords(item, developments))
          .join('; ')}. Add them on the project and run it again; nothing was stored.`,
      );
    return new ApiError(422, `This project cannot be benchmarked yet. ${error.message}`);
  }
  return error;
}

/** What the chosen benchmark is, for the chart's heading and name, the budget it is compared with, and a sentence. */
function describe(choice: Choice, view: ProjectView): { kind?: string; budget?: number | null; text: string; none: string } {
  const budget = budgetPerM2(view.project);
  const n = view.developments.length;
  if (choice.kind === 'composite')
    return {
      kind: `composite of ${n} development${n === 1 ? '' : 's'}`,
      budget,
      text: `The composite benchmark: each of the project's ${n} development${n === 1 ? '' : 's'} priced on its own (its function, process, GIFA, units and floors, at the project's place and date), combined weighted by GIFA.`,
      none: 'No composite benchmark has been run for this project yet.',
    };
  if (choice.kind === 'development') {
    const name = view.developments.find((d) => d.id === choice.id)?.name ?? `development ${choice.id}`;
    return {
      kind: `one development, ${name}`,
      text: `One development, ${name}: priced on its own function, process, GIFA, units and floors, at the project's place and date. The project's budget covers every development, so it is not marked.`,
      none: `No benchmark of the development ${name} has been run yet.`,
    };
  }
  return {
    budget,
    text: "The standard benchmark: the project's own inputs priced against completed projects, rebased to its place and date.",
    none: 'No benchmark has been run for this project yet.',
  };
}

export function BenchmarkPage({ id }: { id: string }) {
  const view = useLoad(`benchmark-project:${id}`, async (): Promise<ProjectView> => {
    const [project, developments] = await Promise.all([
      api.getProject({ path: { id } }),
      api.listProjectDevelopments({ path: { id } }),
    ]);
    return { project, developments };
  });
  const [choice, setChoice] = useState<Choice>(choiceOfFragment);
  const query = queryOf(choice);
  const key = `${id}${query}`;
  const stored = useLoad(`benchmark:${key}`, () => loadReport(id, choice));
  const [ran, setRan] = useState<{ key: string; report: BenchmarkReport } | null>(null);
  const [running, setRunning] = useState(false);
  const [runError, setRunError] = useState<{ key: string; error: ApiError } | null>(null);
  const mayRun = mayWrite();

  const name = view.state === 'ready' ? view.value.project.name : null;
  usePageTitle(`Benchmark${name ? ` · ${name}` : ''}`);

  const choose = (next: Choice) => {
    setChoice(next);
    // The fragment follows the choice without a new page (no hashchange: the focus stays on the choice).
    history.replaceState(null, '', `#/projects/${id}/benchmark${queryOf(next)}`);
  };

  const run = async () => {
    setRunning(true);
    setRunError(null);
    try {
      const report = await api.createProjectBenchmark({ path: { projectId: id }, query: apiQueryOf(choice) });
      setRan({ key, report });
    } catch (error) {
      const developments = view.state === 'ready' ? view.value.developments : [];
      setRunError({ key, error: runFailure(asApiError(error), developments) });
    } finally {
      setRunning(false);
    }
  };

  const report = ran?.key === key ? ran.report : stored.state === 'ready' ? stored.value : null;
  return (
    <>
      <ProjectPageHeading projectId={id} name={name ?? null} what="Benchmark" testId="benchmark-title" />
      <WhenLoaded loaded={view} what="the benchmark">
        {(loaded) => {
          const about = describe(choice, loaded);
          const options: ReportOptions = { kind: about.kind, budget: about.budget, rebasedTo: "this project's" };
          return (
            <>
              {loaded.developments.length > 0 && <ChoiceOf choice={choice} developments={loaded.developments} onChoose={choose} />}
              <div class="benchmark-actions">
                {mayRun && (
                  <button type="button" class="primary" onClick={run} disabled={running || stored.state === 'loading'} data-testid="run-benchmark">
                    {running ? 'Running the benchmark…' : report ? 'Run the benchmark again' : 'Run benchmark'}
                  </button>
                )}
                <p class="muted" data-testid="benchmark-kind">
                  {about.text}
                </p>
              </div>
              {runError?.key === key && <Failure error={runError.error} />}
              {stored.state === 'loading' && ran?.key !== key && <Loading what="the benchmark" />}
              {stored.state === 'failed' && ran?.key !== key && <Failure error={stored.error} />}
              {report ? (
                <>
                  <BenchmarkResult report={report} options={options} />
                  <History id={id} choice={choice} latest={report.metadata.generated_at} budget={options.budget} />
                </>
              ) : (
                stored.state === 'ready' && (
                  <p data-testid="no-benchmark">
                    {about.none}
                    {mayRun ? ' Run one to see its cost per m² against similar projects.' : ''}
                  </p>
                )
              )}
            </>
          );
        }}
      </WhenLoaded>
    </>
  );
}

/** Whether a stored benchmark is of the chosen kind: standard, the whole composite, or that development's. */
function isOf(choice: Choice, item: BenchmarkHistoryItem): boolean {
  if (choice.kind === 'standard') return !item.hybrid;
  if (choice.kind === 'composite') return item.hybrid && item.development === null;
  return item.hybrid && item.development === choice.id;
}

/** Every benchmark of this kind the project has had (D-59), as a chart and a table; read again whenever a newer one is shown. */
function History({ id, choice, latest, budget }: { id: string; choice: Choice; latest: string; budget: number | null | undefined }) {
  const history = useLoad(`benchmark-history:${id}:${latest}`, () => api.listProjectBenchmarkHistory({ path: { projectId: id }, query: { limit: 200 } }));
  const items = history.state === 'ready' ? history.value.items.filter((item) => isOf(choice, item)) : [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="history-title" data-testid="benchmark-history">
      <h2 id="history-title">How this benchmark has moved</h2>
      <HistoryChart items={items} budget={budget} />
    </section>
  );
}

/** Standard, the composite of every development, or one of them: offered when the project has developments. */
function ChoiceOf({ choice, developments, onChoose }: { choice: Choice; developments: Development[]; onChoose: (choice: Choice) => void }) {
  const option = (value: string, label: string, next: Choice, checked: boolean) => (
    <div class="choice" key={value}>
      <input type="radio" id={`benchmark-kind-${value}`} name="benchmark-kind" value={value} checked={checked} onChange={() => onChoose(next)} />
      <label for={`benchmark-kind-${value}`}>{label}</label>
    </div>
  );
  return (
    <fieldset class="benchmark-choice" data-testid="benchmark-choice">
      <legend>Which benchmark</legend>
      {option('standard', "Standard (the project's own inputs)", { kind: 'standard' }, choice.kind === 'standard')}
      {option('composite', `Composite of developments (all ${developments.length}, weighted by GIFA)`, { kind: 'composite' }, choice.kind === 'composite')}
      {developments.map((d) =>
        option(`development-${d.id}`, `One development: ${d.name}`, { kind: 'development', id: d.id }, choice.kind === 'development' && choice.id === d.id),
      )}
    </fieldset>
  );
}
