import { useEffect, useRef, useState } from 'preact/hooks';
import '../benchmark.css';
import { ABNORMAL_ITEMS, PARKING_ITEMS } from '../../../src/domain/cost/types.ts';
import { BUILDING_FUNCTIONS, BUILDING_PROCESSES, PROCUREMENT_STRUCTURES } from '../../../src/domain/projects/vocabulary.ts';
import { ApiError, post } from '../api.ts';
import { besideField, type FieldError, invalidProps, leadingPath } from '../field-errors.ts';
import { formatCode, formatMoney, formatNumber } from '../format.ts';
import { ErrorSummary, FieldErrorText } from '../states.tsx';
import { BenchmarkResult, type BenchmarkReport } from './benchmark-report.tsx';

/**
 * `#/benchmark`: a scheme that is not a project priced by the environment's model (`POST /benchmark`,
 * D-54; any role, D-51; nothing is stored), shown with the project benchmark's chart and figures.
 */

type Kind = 'number' | 'text' | 'date';

interface Field {
  key: string;
  label: string;
  kind: Kind;
  hint?: string;
}

const NUMBER_FIELDS: Field[] = [
  { key: 'total_net_internal_area', label: 'Net internal area, NIA (m²)', kind: 'number' },
  { key: 'individual_units', label: 'Units (dwellings or others)', kind: 'number' },
  { key: 'site_area', label: 'Site area (m²)', kind: 'number' },
  { key: 'site_max_floors_above_ground', label: 'Storeys above ground', kind: 'number' },
  { key: 'site_max_floors_below_ground', label: 'Basement levels', kind: 'number' },
];

const ITEM_WORDS: Record<string, string> = {
  lift_escalator: 'Lifts and escalators',
  balconies_terraces_winter_gardens: 'Balconies, terraces and winter gardens',
  electricity_sub_station: 'Electricity substation',
  car_ports: 'Car ports',
};
const itemLabel = (item: string) => ITEM_WORDS[item] ?? formatCode(item);

const PARKING_FIELDS: Field[] = PARKING_ITEMS.map((item) => ({ key: item, label: itemLabel(item), kind: 'number' }));
const ABNORMAL_FIELDS: Field[] = ABNORMAL_ITEMS.map((item) => ({ key: item, label: `${itemLabel(item)} (£)`, kind: 'number' }));

/** The fields that are text as typed (everything else is a number, or a select's value). */
const TEXT_KEYS = new Set(['postcode', 'start_date', 'primary_building_function', 'primary_building_process', 'procurement_arrangements']);

/** A number as a JSON number; what is not one is sent as typed, so that the API's 400 names the field. */
const numberOrText = (text: string): number | string => (Number.isFinite(Number(text)) ? Number(text) : text);

/** The D-54 body: every field filled, numbers as numbers; an empty optional field is left out. */
export function schemeBody(values: Record<string, string>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(values)) {
    const text = raw.trim();
    if (text === '') continue;
    body[key] = TEXT_KEYS.has(key) ? text : numberOrText(text);
  }
  return body;
}

const idOf = (key: string) => `scheme-${key}`;

/** Which collapsible group holds a field, to open it when the API names that field. */
function groupOf(key: string): 'parking' | 'abnormals' | null {
  if ((PARKING_ITEMS as readonly string[]).includes(key)) return 'parking';
  if ((ABNORMAL_ITEMS as readonly string[]).includes(key)) return 'abnormals';
  return null;
}

export function SchemePage() {
  const [values, setValues] = useState<Record<string, string>>({ primary_building_process: 'new_build' });
  const [error, setError] = useState<FieldError | null>(null);
  const [result, setResult] = useState<{ report: BenchmarkReport; kind: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState({ parking: false, abnormals: false });
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const summary = useRef<HTMLDivElement>(null);

  useEffect(() => {
    document.title = 'Benchmark a scheme · Project Cost Analytics';
  }, []);
  useEffect(() => {
    if (result) resultHeading.current?.focus();
  }, [result]);
  useEffect(() => {
    if (error) summary.current?.focus();
  }, [error]);

  const set = (key: string) => (event: Event) => setValues({ ...values, [key]: (event.target as HTMLInputElement).value });

  const submit = async (event: Event) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const body = schemeBody(values);
    try {
      const report = await post<BenchmarkReport>('/benchmark', body);
      setResult({ report, kind: kindOf(body) });
    } catch (err) {
      const refusal = err instanceof ApiError ? err : new ApiError(0, 'The service cannot be reached.');
      const path = leadingPath(refusal.message);
      const key = path?.replace(/[.[].*$/, '') ?? null;
      const group = key ? groupOf(key) : null;
      // A field in a closed group is opened first, so that it can be seen and reached.
      if (group && !open[group]) setOpen({ ...open, [group]: true });
      setError(besideField(refusal, path, key ? idOf(key) : null));
      setResult(null);
    } finally {
      setBusy(false);
    }
  };

  const invalid = (key: string, hint?: string) => invalidProps(error, idOf(key), hint ? `${idOf(key)}-hint` : undefined);
  const fieldError = (key: string) => <FieldErrorText error={error} id={idOf(key)} />;
  const input = ({ key, label, kind, hint }: Field, props: Record<string, unknown> = {}) => (
    <div class="field" key={key}>
      <label for={idOf(key)}>{label}</label>
      {hint && (
        <p class="hint" id={`${idOf(key)}-hint`}>
          {hint}
        </p>
      )}
      <input
        id={idOf(key)}
        {...((kind === 'date' ? { type: 'date' } : { type: 'text', inputMode: kind === 'number' ? 'decimal' : 'text' }) as Record<string, unknown>)}
        value={values[key] ?? ''}
        onInput={set(key)}
        {...props}
        {...invalid(key, hint)}
      />
      {fieldError(key)}
    </div>
  );
  const select = (key: string, label: string, options: [string, string][], empty: string) => (
    <div class="field" key={key}>
      <label for={idOf(key)}>{label}</label>
      <select id={idOf(key)} value={values[key] ?? ''} onChange={set(key)} {...invalid(key)}>
        <option value="">{empty}</option>
        {options.map(([value, words]) => (
          <option key={value} value={value}>
            {words}
          </option>
        ))}
      </select>
      {fieldError(key)}
    </div>
  );
  const group = (name: 'parking' | 'abnormals', title: string, fields: Field[]) => (
    <details class="scheme-group" open={open[name]} onToggle={(e) => setOpen({ ...open, [name]: (e.currentTarget as HTMLDetailsElement).open })} data-testid={`scheme-${name}`}>
      <summary>{title}</summary>
      <div class="field-grid">{fields.map((f) => input(f))}</div>
    </details>
  );

  return (
    <>
      <h1 tabIndex={-1} data-testid="scheme-title">
        Benchmark a scheme
      </h1>
      <p class="lead">
        What a scheme that is not a project should cost per m² of GIFA, priced by your environment's model against its
        completed projects. Nothing is stored.
      </p>
      {error && (
        <ErrorSummary failed="The scheme was not benchmarked" error={error} testId="scheme-error" summaryRef={summary} />
      )}
      <form class="scheme-form" onSubmit={submit} noValidate data-testid="scheme-form">
        <fieldset>
          <legend>The scheme (required)</legend>
          <div class="field-grid">
            {input({ key: 'total_gifa', label: 'Total GIFA (m²)', kind: 'number', hint: 'Gross internal floor area.' })}
            {select('primary_building_function', 'Building function', Object.entries(BUILDING_FUNCTIONS), 'Choose a function')}
            {select('primary_building_process', 'Building process', Object.entries(BUILDING_PROCESSES), 'Choose a process')}
          </div>
        </fieldset>
        <fieldset>
          <legend>Where (a postcode, or a location index)</legend>
          <div class="field-grid">
            {input({ key: 'postcode', label: 'Postcode', kind: 'text', hint: 'A UK postcode, e.g. M1 1AE.' }, { autoComplete: 'postal-code' })}
            {input({ key: 'location_index', label: 'Or location index', kind: 'number', hint: '100 is the UK average.' })}
          </div>
        </fieldset>
        <fieldset>
          <legend>More about the scheme (optional)</legend>
          <div class="field-grid">
            {input({ key: 'start_date', label: 'Priced at (start date)', kind: 'date', hint: 'Today when left empty.' })}
            {NUMBER_FIELDS.map((f) => input(f))}
            {select(
              'procurement_arrangements',
              'Procurement',
              PROCUREMENT_STRUCTURES.map((p) => [p, p]),
              'Not known',
            )}
          </div>
        </fieldset>
        {group('parking', 'Parking spaces (optional)', PARKING_FIELDS)}
        {group('abnormals', 'Abnormal costs (optional, in pounds)', ABNORMAL_FIELDS)}
        <button type="submit" class="primary" disabled={busy} data-testid="scheme-submit">
          {busy ? 'Benchmarking…' : 'Benchmark the scheme'}
        </button>
      </form>
      {result && (
        <section class="scheme-result" aria-labelledby="scheme-result-title" data-testid="scheme-result">
          <h2 id="scheme-result-title" tabIndex={-1} ref={resultHeading}>
            The scheme's benchmark
          </h2>
          <p role="status">
            Predicted {formatMoney(result.report.adjusted_cost_per_m2)} per m² ({result.kind}), 80% interval{' '}
            {formatMoney(result.report.lower_limit)} to {formatMoney(result.report.upper_limit)}.
          </p>
          <BenchmarkResult report={result.report} options={{ kind: result.kind, rebasedTo: "the scheme's" }} />
        </section>
      )}
    </>
  );
}

/** The scheme in a few words, for the chart's heading and name: "a scheme of 3,200 m², residential, new build". */
function kindOf(body: Record<string, unknown>): string {
  const fn = BUILDING_FUNCTIONS[body.primary_building_function as keyof typeof BUILDING_FUNCTIONS] ?? 'scheme';
  const process = BUILDING_PROCESSES[body.primary_building_process as keyof typeof BUILDING_PROCESSES] ?? '';
  return `a scheme of ${formatNumber(body.total_gifa as number)} m², ${fn.toLowerCase()}${process ? `, ${process.toLowerCase()}` : ''}`;
}
