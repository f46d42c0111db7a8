import { useState } from 'preact/hooks';
import '../location.css';
import { PROJECT_STATUSES } from '../../../src/domain/projects/vocabulary.ts';
import { api } from '../api.ts';
import type { Args } from '../api-types.ts';
import { LocationPlot, type PlotMetric } from '../charts/location-plot.tsx';
import { besideField, type FieldError, leadingPath } from '../field-errors.ts';
import { currencyWords, formatCode, formatCompactMoney, formatOneDecimal, formatWhole, wholeOf } from '../format.ts';
import { InputField, SelectField } from '../form.tsx';
import { useLoad } from '../load.ts';
import { usePageTitle } from '../route.ts';
import { WhenLoaded } from '../states.tsx';

/**
 * `#/location-metrics`: `GET /location-metrics` (D-22, D-52) as a plot without a map, one row per
 * postcode district or area, and the same figures as a table.
 */

type Metric = 'average_value' | 'average_risk' | 'average_project_length_days' | 'average_programme_drift_days' | 'project_count';

const METRICS: Record<Metric, PlotMetric> = {
  average_value: {
    label: 'Average gross development value',
    // The environment's currency, read when the plot is drawn (the session learns it after this module loads).
    get unit() {
      return currencyWords();
    },
    short: formatCompactMoney,
    of: (e) => e.average_value,
  },
  average_risk: { label: 'Average risk score', unit: 'risk score', short: formatOneDecimal, of: (e) => e.average_risk },
  average_project_length_days: {
    label: 'Average contract length (days)',
    unit: 'days',
    short: (v) => `${formatWhole(v)} d`,
    of: (e) => e.average_project_length_days,
  },
  average_programme_drift_days: {
    label: 'Average programme drift (days, positive is late)',
    unit: 'days late (negative: early)',
    short: (v) => `${wholeOf(v) > 0 ? '+' : ''}${formatWhole(v)} d`,
    of: (e) => e.average_programme_drift_days,
  },
  project_count: { label: 'Projects counted', unit: 'projects', short: formatWhole, of: (e) => e._meta.project_count },
};

interface Filters {
  group_by: 'district' | 'area';
  status: string;
  latitude: string;
  longitude: string;
  radius_km: string;
}

const EMPTY: Filters = { group_by: 'district', status: '', latitude: '', longitude: '', radius_km: '' };

/** The filters the page's fragment names (`#/location-metrics?group_by=area`), so that a reload or a shared link shows the same. */
function filtersOfFragment(): Filters {
  const query = new URLSearchParams(location.hash.split('?')[1] ?? '');
  return {
    group_by: query.get('group_by') === 'area' ? 'area' : 'district',
    status: query.get('status') ?? '',
    latitude: query.get('latitude') ?? '',
    longitude: query.get('longitude') ?? '',
    radius_km: query.get('radius_km') ?? '',
  };
}

/** The API's query (and the page's): only what is set. */
function queryOf(filters: Filters): string {
  const query = new URLSearchParams();
  for (const key of ['group_by', 'status', 'latitude', 'longitude', 'radius_km'] as const) {
    const value = filters[key].trim();
    if (value !== '') query.set(key, value);
  }
  return query.toString();
}

const idOf = (key: string) => `loc-${key}`;

export function LocationMetricsPage() {
  const [applied, setApplied] = useState<Filters>(filtersOfFragment);
  const [draft, setDraft] = useState<Filters>(applied);
  const [metric, setMetric] = useState<Metric>('average_value');
  const query = queryOf(applied);
  // The filters go as typed: the API checks each, and a 400 naming one is said beside its field.
  const loaded = useLoad(`location-metrics?${query}`, () => api.getLocationMetrics({ query: Object.fromEntries(new URLSearchParams(query)) as Args<'getLocationMetrics'>['query'] }));
  usePageTitle('Location metrics');
  // A refusal (a 400 naming a parameter) is shown beside the field it names (the form is on the page by then).
  const path = loaded.state === 'failed' ? leadingPath(loaded.error.message) : null;
  const error = loaded.state === 'failed' ? besideField(loaded.error, path, path ? idOf(path) : null) : null;

  const apply = (next: Filters) => {
    setDraft(next);
    setApplied(next);
    // The fragment follows without a new page (no hashchange: the focus stays where it is).
    const q = queryOf(next);
    history.replaceState(null, '', `#/location-metrics${q ? `?${q}` : ''}`);
  };
  const grouping = applied.group_by === 'area' ? 'postcode area' : 'postcode district';

  return (
    <>
      <h1 tabIndex={-1} data-testid="location-title">
        Location metrics
      </h1>
      <p class="lead">Your projects' figures by {grouping}: archived projects and those without a valid postcode are left out.</p>
      <LocationFilters draft={draft} setDraft={setDraft} apply={apply} metric={metric} setMetric={setMetric} error={error} />
      <WhenLoaded
        loaded={loaded}
        what="the location metrics"
        failureTestId="location-error"
        empty={<p data-testid="no-locations">No project of yours is counted with these filters.</p>}
      >
        {(entries) => (
          <section aria-labelledby="location-plot-title" data-testid="location-plot">
            <h2 id="location-plot-title">
              {METRICS[metric].label} by {grouping}
            </h2>
            <LocationPlot entries={entries} metric={METRICS[metric]} grouping={grouping} />
          </section>
        )}
      </WhenLoaded>
    </>
  );
}

interface FiltersProps {
  draft: Filters;
  setDraft: (filters: Filters) => void;
  /** Shows the filters and puts them in the fragment. */
  apply: (filters: Filters) => void;
  metric: Metric;
  setMetric: (metric: Metric) => void;
  error: FieldError | null;
}

/** The grouping and the status apply at once; the point near which to count applies with "Show"; the plotted figure is the page's alone. */
function LocationFilters({ draft, setDraft, apply, metric, setMetric, error }: FiltersProps) {
  const valueOf = (event: Event) => (event.target as HTMLSelectElement).value;
  const point = (key: 'latitude' | 'longitude' | 'radius_km', label: string) => (
    <InputField id={idOf(key)} label={label} error={error} inputMode="decimal" value={draft[key]} onInput={(e) => setDraft({ ...draft, [key]: valueOf(e) })} />
  );
  return (
    <form
      class="filters location-filters"
      onSubmit={(e) => {
        e.preventDefault();
        apply(draft);
      }}
      noValidate
      data-testid="location-filters"
    >
      <SelectField
        id={idOf('group_by')}
        label="Group by"
        error={error}
        value={draft.group_by}
        onChange={(e) => apply({ ...draft, group_by: valueOf(e) as Filters['group_by'] })}
        options={[
          ['district', 'Postcode district (SW1A)'],
          ['area', 'Postcode area (SW)'],
        ]}
      />
      <SelectField
        id={idOf('status')}
        label="Status"
        error={error}
        value={draft.status}
        onChange={(e) => apply({ ...draft, status: valueOf(e) })}
        empty="Every status"
        options={PROJECT_STATUSES.map((s) => [s, formatCode(s)] as const)}
      />
      <SelectField
        id="loc-metric"
        label="Plot"
        error={null}
        value={metric}
        onChange={(e) => setMetric(valueOf(e) as Metric)}
        options={(Object.keys(METRICS) as Metric[]).map((m) => [m, METRICS[m].label] as const)}
      />
      <fieldset class="location-point">
        <legend>Near a point (optional)</legend>
        {point('latitude', 'Latitude')}
        {point('longitude', 'Longitude')}
        {point('radius_km', 'Radius (km, default 25)')}
      </fieldset>
      <div class="location-apply">
        <button type="submit" data-testid="location-apply">
          Show
        </button>
        {queryOf(draft) !== queryOf(EMPTY) && (
          <button type="button" class="link-button" onClick={() => apply(EMPTY)}>
            Clear
          </button>
        )}
      </div>
    </form>
  );
}
