import { useEffect, useRef, useState } from 'preact/hooks';
import '../benchmark.css';
import { ABNORMAL_ITEMS, PARKING_ITEMS } from '../../../src/domain/cost/types.ts';
import { BUILDING_FUNCTIONS, BUILDING_PROCESSES, PROCUREMENT_STRUCTURES } from '../../../src/domain/projects/vocabulary.ts';
import { api, asApiError } from '../api.ts';
import type { BenchmarkReport, Body } from '../api-types.ts';
import { besideField, type FieldError, leadingPath, refusedFields } from '../field-errors.ts';
import { enterMoney, nounOf, type Refused } from '../field-words.ts';
import { currencyWords, formatCode, formatMoney, formatNumber, moneyLabel, parseMoney, parseNumber } from '../format.ts';
import { ErrorSummary, InputField, SelectField, type TextValues, useTextValues } from '../form.tsx';
import { usePageTitle } from '../route.ts';
import { BenchmarkResult } from './benchmark-report.tsx';

/**
 * `#/benchmark`: a scheme that is not a project priced by the environment's model (`POST /benchmark`,
 * D-54; any role, D-51; nothing is stored), shown with the project benchmark's chart and figures.
 */

type Kind = 'number' | 'text' | 'date';

interface SchemeField {
  key: string;
  label: string;
  kind: Kind;
  hint?: string;
}

const NUMBER_FIELDS: SchemeField[] = [
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

const PARKING_FIELDS: SchemeField[] = PARKING_ITEMS.map((item) => ({ key: item, label: itemLabel(item), kind: 'number' }));
/** The abnormal costs' fields, labelled in the environment's currency (known only once the session has read it). */
const abnormalFields = (): SchemeField[] => ABNORMAL_ITEMS.map((item) => ({ key: item, label: moneyLabel(itemLabel(item)), kind: 'number' }));

/** The fields that are text as typed (everything else is a number, or a select's value). */
const TEXT_KEYS = new Set(['postcode', 'start_date', 'primary_building_function', 'primary_building_process', 'procurement_arrangements']);

const MONEY_KEYS = new Set<string>(ABNORMAL_ITEMS);

/** A number (an amount by the one money parser) as a JSON number; what is not one is sent as typed, so that the API's 400 names the field. */
const numberOrText = (key: string, text: string): number | string => (MONEY_KEYS.has(key) ? parseMoney(text) : parseNumber(text)) ?? text;

/** The labels of the scheme's fields that the whole-form check names, by key. */
const labelOf = (key: string): string =>
  [...NUMBER_FIELDS, ...PARKING_FIELDS].find((f) => f.key === key)?.label ?? (key === 'total_gifa' ? 'Total GIFA (m²)' : key === 'location_index' ? 'Location index' : itemLabel(key));

/**
 * The whole scheme checked before it is sent, every problem beside its field: the GIFA and the
 * building function it needs, and every figure typed as a number (an abnormal cost as an amount).
 */
export function checkScheme(values: Record<string, string>): Refused[] {
  const problems: Refused[] = [];
  if ((values.total_gifa ?? '').trim() === '') problems.push({ field: idOf('total_gifa'), beside: 'Enter the total GIFA (m²) of the scheme' });
  if (!values.primary_building_function) problems.push({ field: idOf('primary_building_function'), beside: 'Choose the building function' });
  if ((values.postcode ?? '').trim() === '' && (values.location_index ?? '').trim() === '') {
    problems.push({ field: idOf('postcode'), beside: 'Enter the postcode, or a location index' });
  }
  for (const [key, raw] of Object.entries(values)) {
    if (TEXT_KEYS.has(key) || raw.trim() === '') continue;
    const money = MONEY_KEYS.has(key);
    if ((money ? parseMoney(raw) : parseNumber(raw)) === null) {
      problems.push({ field: idOf(key), beside: money ? enterMoney(nounOf(itemLabel(key))) : `Enter the ${nounOf(labelOf(key))} as a number` });
    }
  }
  return problems;
}

/** The D-54 body: every field filled, numbers as numbers; an empty optional field is left out. */
export function schemeBody(values: Record<string, string>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(values)) {
    const text = raw.trim();
    if (text === '') continue;
    body[key] = TEXT_KEYS.has(key) ? text : numberOrText(key, text);
  }
  return body;
}

const idOf = (key: string) => `scheme-${key}`;

/** Which collapsible group holds a field, to open it when the API names that field. */
function groupOf(key: string): Group | null {
  if ((PARKING_ITEMS as readonly string[]).includes(key)) return 'parking';
  if ((ABNORMAL_ITEMS as readonly string[]).includes(key)) return 'abnormals';
  return null;
}

type Group = 'parking' | 'abnormals';

/** The refusal beside the field its path names, and the collapsible group that holds that field (to open it). */
function refusalOf(err: unknown): { error: FieldError; group: Group | null } {
  const refusal = asApiError(err);
  const path = leadingPath(refusal.message);
  const key = path?.replace(/[.[].*$/, '') ?? null;
  return { error: besideField(refusal, path, key ? idOf(key) : null), group: key ? groupOf(key) : null };
}

export function SchemePage() {
  const form = useTextValues({ primary_building_process: 'new_build' });
  const [error, setError] = useState<FieldError | null>(null);
  const [result, setResult] = useState<{ report: BenchmarkReport; kind: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState({ parking: false, abnormals: false });
  const summary = useRef<HTMLDivElement>(null);

  usePageTitle('Benchmark a scheme');
  useEffect(() => {
    if (error) summary.current?.focus();
  }, [error]);

  const submit = async (event: Event) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const problems = checkScheme(form.values);
    if (problems.length > 0) {
      // A field in a closed group is opened, so that it can be seen and reached.
      const groups = problems.map((p) => groupOf(p.field.slice('scheme-'.length))).filter((g): g is Group => g !== null);
      if (groups.length > 0) setOpen({ ...open, ...Object.fromEntries(groups.map((g) => [g, true])) });
      setError(refusedFields(problems));
      setBusy(false);
      return;
    }
    const body = schemeBody(form.values);
    try {
      const report = await api.benchmarkScheme({ body: body as Body<'benchmarkScheme'> });
      setResult({ report, kind: kindOf(body) });
    } catch (err) {
      const refusal = refusalOf(err);
      // A field in a closed group is opened first, so that it can be seen and reached.
      if (refusal.group && !open[refusal.group]) setOpen({ ...open, [refusal.group]: true });
      setError(refusal.error);
      setResult(null);
    } finally {
      setBusy(false);
    }
  };

  const fields = { form, error };
  const group = (name: Group, title: string, of: SchemeField[]) => (
    <details class="scheme-group" open={open[name]} onToggle={(e) => setOpen({ ...open, [name]: (e.currentTarget as HTMLDetailsElement).open })} data-testid={`scheme-${name}`}>
      <summary>{title}</summary>
      <div class="field-grid">
        {of.map((f) => (
          <SchemeInput key={f.key} field={f} {...fields} />
        ))}
      </div>
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
      {error && <ErrorSummary failed="The scheme was not benchmarked" error={error} testId="scheme-error" summaryRef={summary} />}
      <form class="scheme-form" onSubmit={submit} noValidate data-testid="scheme-form">
        <TheScheme {...fields} />
        <Where {...fields} />
        <MoreAboutIt {...fields} />
        {group('parking', 'Parking spaces (optional)', PARKING_FIELDS)}
        {group('abnormals', `Abnormal costs (optional, in ${currencyWords()})`, abnormalFields())}
        <button type="submit" class="primary" disabled={busy} data-testid="scheme-submit">
          {busy ? 'Benchmarking…' : 'Benchmark the scheme'}
        </button>
      </form>
      {result && <SchemeResult report={result.report} kind={result.kind} />}
    </>
  );
}

interface FieldsProps {
  form: TextValues;
  error: FieldError | null;
}

/** A field of the scheme: a number or text typed as text (so that the API's 400 says what is wrong), or a date. */
function SchemeInput({ field: { key, label, kind, hint }, form, error, autoComplete }: FieldsProps & { field: SchemeField; autoComplete?: string }) {
  const type = kind === 'date' ? { type: 'date' as const } : { type: 'text' as const, inputMode: kind === 'number' ? ('decimal' as const) : ('text' as const) };
  return <InputField id={idOf(key)} label={label} error={error} hint={hint} {...type} {...form.bind(key)} autoComplete={autoComplete} />;
}

function SchemeSelect({ name, label, options, empty, form, error }: FieldsProps & { name: string; label: string; options: readonly (readonly [string, string])[]; empty: string }) {
  return <SelectField id={idOf(name)} label={label} error={error} value={form.values[name] ?? ''} onChange={form.set(name)} empty={empty} options={options} />;
}

function TheScheme(fields: FieldsProps) {
  return (
    <fieldset>
      <legend>The scheme (required)</legend>
      <div class="field-grid">
        <SchemeInput field={{ key: 'total_gifa', label: 'Total GIFA (m²)', kind: 'number', hint: 'Gross internal floor area.' }} {...fields} />
        <SchemeSelect name="primary_building_function" label="Building function" options={Object.entries(BUILDING_FUNCTIONS)} empty="Choose a function" {...fields} />
        <SchemeSelect name="primary_building_process" label="Building process" options={Object.entries(BUILDING_PROCESSES)} empty="Choose a process" {...fields} />
      </div>
    </fieldset>
  );
}

function Where(fields: FieldsProps) {
  return (
    <fieldset>
      <legend>Where (a postcode, or a location index)</legend>
      <div class="field-grid">
        <SchemeInput field={{ key: 'postcode', label: 'Postcode', kind: 'text', hint: 'A UK postcode, e.g. M1 1AE.' }} autoComplete="postal-code" {...fields} />
        <SchemeInput field={{ key: 'location_index', label: 'Or location index', kind: 'number', hint: '100 is the UK average.' }} {...fields} />
      </div>
    </fieldset>
  );
}

function MoreAboutIt(fields: FieldsProps) {
  return (
    <fieldset>
      <legend>More about the scheme (optional)</legend>
      <div class="field-grid">
        <SchemeInput field={{ key: 'start_date', label: 'Priced at (start date)', kind: 'date', hint: 'Today when left empty.' }} {...fields} />
        {NUMBER_FIELDS.map((f) => (
          <SchemeInput key={f.key} field={f} {...fields} />
        ))}
        <SchemeSelect name="procurement_arrangements" label="Procurement" options={PROCUREMENT_STRUCTURES.map((p) => [p, p] as const)} empty="Not known" {...fields} />
      </div>
    </fieldset>
  );
}

/** The scheme's benchmark, its heading taking the focus when it comes. */
function SchemeResult({ report, kind }: { report: BenchmarkReport; kind: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, [report]);
  return (
    <section class="scheme-result" aria-labelledby="scheme-result-title" data-testid="scheme-result">
      <h2 id="scheme-result-title" tabIndex={-1} ref={heading}>
        The scheme's benchmark
      </h2>
      <p role="status">
        Predicted {formatMoney(report.adjusted_cost_per_m2)} per m² ({kind}), 80% interval{' '}
        {formatMoney(report.lower_limit)} to {formatMoney(report.upper_limit)}.
      </p>
      <BenchmarkResult report={report} options={{ kind, rebasedTo: "the scheme's" }} />
    </section>
  );
}

/** The scheme in a few words, for the chart's heading and name: "a scheme of 3,200 m², residential, new build". */
function kindOf(body: Record<string, unknown>): string {
  const fn = BUILDING_FUNCTIONS[body.primary_building_function as keyof typeof BUILDING_FUNCTIONS] ?? 'scheme';
  const process = BUILDING_PROCESSES[body.primary_building_process as keyof typeof BUILDING_PROCESSES] ?? '';
  return `a scheme of ${formatNumber(body.total_gifa as number)} m², ${fn.toLowerCase()}${process ? `, ${process.toLowerCase()}` : ''}`;
}
