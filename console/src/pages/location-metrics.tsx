import { useEffect, useState } from 'preact/hooks';
import '../location.css';
import { PROJECT_STATUSES } from '../../../src/domain/projects/vocabulary.ts';
import { get } from '../api.ts';
import { besideField, invalidProps, leadingPath } from '../field-errors.ts';
import { formatCode, formatDateTime, formatMoney } from '../format.ts';
import { useLoad } from '../load.ts';
import { FieldErrorText, Loading } from '../states.tsx';
import { niceStep } from '../chart.ts';

/**
 * `#/location-metrics`: `GET /location-metrics` (D-22, D-52) as a plot without a map, one row per
 * postcode district or area, and the same figures as a table.
 */

/** An entry of `GET /location-metrics` (docs/platform-api.md, Location metrics). */
export interface LocationEntry {
  average_value: number | null;
  average_risk: number | null;
  average_project_length_days: number | null;
  average_programme_drift_days: number | null;
  _meta: {
    latitude: number | null;
    longitude: number | null;
    created_at: string;
    group: string;
    group_by: 'district' | 'area';
    project_count: number;
  };
}

type Metric = 'average_value' | 'average_risk' | 'average_project_length_days' | 'average_programme_drift_days' | 'project_count';

const compactMoney = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', notation: 'compact', maximumFractionDigits: 1 });
const oneDecimal = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });
const NONE = '—';
/** Whole days; -0.3 is 0, never -0. */
const wholeOf = (v: number) => Math.round(v) || 0;
const days = (v: number | null) => (v === null ? NONE : whole.format(wholeOf(v)));
const risk = (v: number | null) => (v === null ? NONE : oneDecimal.format(v));

const METRICS: Record<Metric, { label: string; unit: string; short: (v: number) => string; of: (e: LocationEntry) => number | null }> = {
  average_value: { label: 'Average gross development value', unit: 'pounds', short: (v) => compactMoney.format(v), of: (e) => e.average_value },
  average_risk: { label: 'Average risk score', unit: 'risk score', short: (v) => oneDecimal.format(v), of: (e) => e.average_risk },
  average_project_length_days: {
    label: 'Average contract length (days)',
    unit: 'days',
    short: (v) => `${whole.format(wholeOf(v))} d`,
    of: (e) => e.average_project_length_days,
  },
  average_programme_drift_days: {
    label: 'Average programme drift (days, positive is late)',
    unit: 'days late (negative: early)',
    short: (v) => `${wholeOf(v) > 0 ? '+' : ''}${whole.format(wholeOf(v))} d`,
    of: (e) => e.average_programme_drift_days,
  },
  project_count: { label: 'Projects counted', unit: 'projects', short: (v) => whole.format(v), of: (e) => e._meta.project_count },
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
  const loaded = useLoad(`location-metrics?${query}`, () => get<LocationEntry[]>(`/location-metrics${query ? `?${query}` : ''}`));
  useEffect(() => {
    document.title = 'Location metrics · Project Cost Analytics';
  }, []);
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
  const setDraftOf = (key: keyof Filters) => (event: Event) => setDraft({ ...draft, [key]: (event.target as HTMLInputElement).value });
  const invalid = (key: string) => invalidProps(error, idOf(key));
  const fieldError = (key: string) => <FieldErrorText error={error} id={idOf(key)} />;
  const point = (key: 'latitude' | 'longitude' | 'radius_km', label: string) => (
    <div class="field">
      <label for={idOf(key)}>{label}</label>
      <input id={idOf(key)} inputMode="decimal" value={draft[key]} onInput={setDraftOf(key)} {...invalid(key)} />
      {fieldError(key)}
    </div>
  );
  const grouping = applied.group_by === 'area' ? 'postcode area' : 'postcode district';

  return (
    <>
      <h1 tabIndex={-1} data-testid="location-title">
        Location metrics
      </h1>
      <p class="lead">
        Your projects' figures by {grouping}: archived projects and those without a valid postcode are left out.
      </p>
      <form
        class="filters location-filters"
        onSubmit={(e) => {
          e.preventDefault();
          apply(draft);
        }}
        noValidate
        data-testid="location-filters"
      >
        <div class="field">
          <label for="loc-group_by">Group by</label>
          <select id="loc-group_by" value={draft.group_by} onChange={(e) => apply({ ...draft, group_by: (e.target as HTMLSelectElement).value as Filters['group_by'] })} {...invalid('group_by')}>
            <option value="district">Postcode district (SW1A)</option>
            <option value="area">Postcode area (SW)</option>
          </select>
          {fieldError('group_by')}
        </div>
        <div class="field">
          <label for="loc-status">Status</label>
          <select id="loc-status" value={draft.status} onChange={(e) => apply({ ...draft, status: (e.target as HTMLSelectElement).value })} {...invalid('status')}>
            <option value="">Every status</option>
            {PROJECT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {formatCode(s)}
              </option>
            ))}
          </select>
          {fieldError('status')}
        </div>
        <div class="field">
          <label for="loc-metric">Plot</label>
          <select id="loc-metric" value={metric} onChange={(e) => setMetric((e.target as HTMLSelectElement).value as Metric)}>
            {(Object.keys(METRICS) as Metric[]).map((m) => (
              <option key={m} value={m}>
                {METRICS[m].label}
              </option>
            ))}
          </select>
        </div>
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
      {loaded.state === 'loading' && <Loading what="the location metrics" />}
      {loaded.state === 'failed' && error && (
        <div class="error-message" role="alert" data-testid="location-error">
          <p>{error.message}</p>
        </div>
      )}
      {loaded.state === 'ready' &&
        (loaded.value.length === 0 ? (
          <p data-testid="no-locations">No project of yours is counted with these filters.</p>
        ) : (
          <section aria-labelledby="location-plot-title" data-testid="location-plot">
            <h2 id="location-plot-title">
              {METRICS[metric].label} by {grouping}
            </h2>
            <LocationPlot entries={loaded.value} metric={metric} grouping={grouping} />
          </section>
        ))}
    </>
  );
}

const W = 760;
const LEFT = 130;
const RIGHT = 96;
const TOP = 34;
const ROW = 22;
/** How many groups the plot shows until the user asks for every one (a district grouping has 150 or more). */
const FIRST_ROWS = 25;

/**
 * One row per group, sorted by the plotted figure (largest first, groups without it last): a bar from
 * zero to the figure with a dot at its end, the figure at the right, the projects counted beside the
 * group's name. SVG drawn by Preact (classes and SVG attributes only, as the page's policy asks); its
 * title says the range in words, and every figure is in the table on demand.
 */
function LocationPlot({ entries, metric, grouping }: { entries: LocationEntry[]; metric: Metric; grouping: string }) {
  const m = METRICS[metric];
  const [everyRow, setEveryRow] = useState(false);
  const rows = [...entries].sort((a, b) => {
    const va = m.of(a);
    const vb = m.of(b);
    if (va === null || vb === null) return va === null ? (vb === null ? a._meta.group.localeCompare(b._meta.group) : 1) : -1;
    return vb - va || b._meta.project_count - a._meta.project_count || a._meta.group.localeCompare(b._meta.group);
  });
  const values = rows.map(m.of).filter((v): v is number => v !== null);
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  const step = niceStep(Math.max(high - low, 1), 5);
  const from = Math.floor(low / step) * step;
  const to = Math.max(step, Math.ceil(high / step) * step);
  const x = (v: number) => LEFT + ((v - from) / (to - from)) * (W - LEFT - RIGHT);
  const ticks: number[] = [];
  for (let t = from; t <= to + step / 2; t += step) ticks.push(t);
  const shown = everyRow ? rows : rows.slice(0, FIRST_ROWS);
  const H = TOP + shown.length * ROW + 12;
  const bottom = H - 8;

  const first = rows[0]!;
  const withValue = rows.filter((r) => m.of(r) !== null);
  const last = withValue[withValue.length - 1];
  const plural = grouping.endsWith('area') ? 'postcode areas' : 'postcode districts';
  const summary =
    `Location metrics, ${m.label.toLowerCase()} by ${grouping}: ${rows.length} ${rows.length === 1 ? grouping : plural}` +
    (withValue.length > 0 && last
      ? `, from ${m.short(m.of(first)!)} in ${first._meta.group} to ${m.short(m.of(last)!)} in ${last._meta.group}`
      : '') +
    (withValue.length < rows.length ? `; ${rows.length - withValue.length} without this figure` : '') +
    `; ${whole.format(rows.reduce((s, r) => s + r._meta.project_count, 0))} projects in all` +
    (shown.length < rows.length ? `; the first ${shown.length} are drawn.` : '.');

  return (
    <figure class="chart location-chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby="location-chart-title" data-testid="location-svg">
        <title id="location-chart-title">{summary}</title>
        {ticks.map((t) => (
          <g key={t}>
            <line class="chart-grid" x1={x(t)} x2={x(t)} y1={TOP - 8} y2={bottom} />
            <text class="chart-tick" x={x(t)} y={TOP - 14} text-anchor="middle">
              {m.short(t)}
            </text>
          </g>
        ))}
        <line class="chart-axis" x1={x(0)} x2={x(0)} y1={TOP - 8} y2={bottom} />
        {shown.map((r, i) => {
          const v = m.of(r);
          const y = TOP + i * ROW + ROW / 2;
          return (
            <g key={r._meta.group} class="location-row" data-testid="location-row">
              <title>{`${r._meta.group}: ${v === null ? 'no figure' : m.short(v)}, ${r._meta.project_count} project${r._meta.project_count === 1 ? '' : 's'}`}</title>
              {i % 2 === 0 && <rect class="location-stripe" x={0} y={y - ROW / 2} width={W} height={ROW} />}
              <text class="chart-label" x={8} y={y + 5}>
                {r._meta.group}
              </text>
              <text class="chart-sublabel" x={LEFT - 10} y={y + 5} text-anchor="end">
                {`n=${r._meta.project_count}`}
              </text>
              {v === null ? (
                <text class="chart-sublabel" x={x(0) + 6} y={y + 5}>
                  no figure
                </text>
              ) : (
                <>
                  <rect class="location-bar" x={Math.min(x(0), x(v))} y={y - 3} width={Math.max(1, Math.abs(x(v) - x(0)))} height={6} />
                  <circle class="location-dot" cx={x(v)} cy={y} r={6} />
                  <text class="chart-tick" x={W - 8} y={y + 5} text-anchor="end">
                    {m.short(v)}
                  </text>
                </>
              )}
            </g>
          );
        })}
      </svg>
      {rows.length > FIRST_ROWS && (
        <p class="location-more">
          {everyRow ? `All ${rows.length} ${plural} are drawn. ` : `The first ${FIRST_ROWS} of ${rows.length} ${plural} are drawn. `}
          <button type="button" class="link-button" aria-expanded={everyRow} onClick={() => setEveryRow(!everyRow)} data-testid="location-every-row">
            {everyRow ? `Draw the first ${FIRST_ROWS} only` : `Draw all ${rows.length} ${plural}`}
          </button>
        </p>
      )}
      <figcaption>
        <span class="muted">
          {m.label}, in {m.unit}; n is the projects counted in each {grouping}. Computed {formatDateTime(first._meta.created_at)}.
        </span>
      </figcaption>
      <details class="chart-table" data-testid="location-figures">
        <summary>Show the figures as a table</summary>
        <div class="table-wrap" role="region" aria-label="Location metrics table" tabIndex={0}>
          <table data-testid="location-table">
            <caption class="visually-hidden">Location metrics by {grouping}, in the order the API gives them (most projects first)</caption>
            <thead>
              <tr>
                <th scope="col">{grouping === 'postcode area' ? 'Area' : 'District'}</th>
                <th scope="col" class="number">
                  Projects
                </th>
                <th scope="col" class="number">
                  Average GDV
                </th>
                <th scope="col" class="number">
                  Average risk score
                </th>
                <th scope="col" class="number">
                  Average contract length (days)
                </th>
                <th scope="col" class="number">
                  Average drift (days, + late)
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={e._meta.group}>
                  <th scope="row">{e._meta.group}</th>
                  <td class="number">{whole.format(e._meta.project_count)}</td>
                  <td class="number">{formatMoney(e.average_value)}</td>
                  <td class="number">{risk(e.average_risk)}</td>
                  <td class="number">{days(e.average_project_length_days)}</td>
                  <td class="number">{days(e.average_programme_drift_days)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

