import { useEffect, useState } from 'preact/hooks';
import '../drawdowns.css';
import { ApiError, get, type Page, post, postForm } from '../api.ts';
import { besideField, invalidProps, leadingPath } from '../field-errors.ts';
import { formatDate, formatMoney } from '../format.ts';
import { niceStep } from '../chart.ts';
import { useLoad } from '../load.ts';
import { currentSession } from '../session.ts';
import { ErrorSummary, Failure, FieldErrorText, Loading, ProjectPageHeading } from '../states.tsx';

interface FacilityLine {
  facility_id: number | null;
  amount: number | null;
  surplus_shortfall: number | null;
}

interface RiskLine {
  input_setting_id: number | null;
  risk_status_legend_id: number | null;
  category: string | null;
  legend: string | null;
  legend_colour: string | null;
  notes: string | null;
}

interface VisitFile {
  filename: string;
  storage_location: string;
  file_size?: number;
  mime_type?: string;
}

/** An item of `GET /projects/{id}/interim-reports` (docs/reports.md, Drawdowns). */
interface InterimReport {
  id: number;
  month: number;
  year: number;
  edition: number;
  aggregate: { amount: number | null; surplus_shortfall: number | null } | null;
  facility: FacilityLine[] | null;
  riskStatus: RiskLine[] | null;
  visit: { date: string; notes: string | null; files: VisitFile[] } | null;
}

interface Facility {
  id: number;
  name: string;
  amount: number;
}

interface InputSetting {
  id: number;
  kind: string;
  input_field: string | null;
  input_value: string | null;
}

interface Legend {
  id: number;
  name: string;
  description: string | null;
  colour: string | null;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const periodOf = (r: { month: number; year: number }) => `${MONTHS[r.month - 1] ?? r.month} ${r.year}`;

/** Every interim report of the project (the list is paged, newest first), oldest first. */
async function loadReports(projectId: string): Promise<InterimReport[]> {
  const all: InterimReport[] = [];
  for (let page = 1; page <= 50; page++) {
    const answer = await get<Page<InterimReport>>(`/projects/${projectId}/interim-reports?perPage=100&page=${page}`);
    all.push(...answer.data);
    if (answer.meta.next === null || answer.data.length === 0) break;
  }
  return all.sort((a, b) => a.year - b.year || a.month - b.month || a.edition - b.edition || a.id - b.id);
}

/** `#/projects/12/drawdowns`: the project's drawdowns as a timeline and a table, and the form to file one. */
export function DrawdownsPage({ projectId }: { projectId: string }) {
  const [filed, setFiled] = useState(0);
  const reports = useLoad(`drawdowns:${projectId}:${filed}`, () => loadReports(projectId));
  const facilities = useLoad(`facilities:${projectId}`, () => get<Facility[]>(`/projects/${projectId}/facilities`));
  const project = useLoad(projectId, () => get<{ name: string }>(`/projects/${projectId}`));
  const name = project.state === 'ready' ? project.value.name : null;
  useEffect(() => {
    document.title = `Drawdowns${name ? ` · ${name}` : ''} · Project Cost Analytics`;
  }, [name]);
  const mayFile = currentSession()?.role !== 'VIEWER';
  const names = new Map(facilities.state === 'ready' ? facilities.value.map((f) => [f.id, f.name]) : []);

  return (
    <>
      <ProjectPageHeading projectId={projectId} name={name ?? null} what="Drawdowns" testId="drawdowns-title" />
      {reports.state === 'loading' && <Loading what="the drawdowns" />}
      {reports.state === 'failed' && <Failure error={reports.error} />}
      {reports.state === 'ready' &&
        (reports.value.length === 0 ? (
          <p data-testid="no-drawdowns">No drawdown has been filed for this project yet.</p>
        ) : (
          <>
            <section aria-labelledby="timeline-title" data-testid="drawdown-timeline">
              <h2 id="timeline-title">Cumulative drawn amount</h2>
              {reports.value.some((r) => r.aggregate?.amount != null) ? (
                <Timeline
                  reports={reports.value.filter((r) => r.aggregate?.amount != null)}
                  history={reports.value.filter((r) => r.aggregate?.amount == null).length}
                  names={names}
                />
              ) : (
                <p>None of this project's reports records amounts yet (reports imported as history have none).</p>
              )}
            </section>
            {facilities.state === 'ready' && facilities.value.length > 0 && <Headroom facilities={facilities.value} reports={reports.value} />}
            <ReportsTable reports={reports.value} />
          </>
        ))}
      {mayFile && facilities.state === 'ready' && (
        <FileDrawdown projectId={projectId} facilities={facilities.value} onFiled={() => setFiled((n) => n + 1)} />
      )}
      {mayFile && facilities.state === 'failed' && <Failure error={facilities.error} />}
    </>
  );
}

/**
 * Each facility's size against what the reports have drawn on it: the drawn total, what is left, and the
 * share drawn; a facility drawn beyond its size says so in words (not by colour alone).
 */
function Headroom({ facilities, reports }: { facilities: Facility[]; reports: InterimReport[] }) {
  const drawnOn = (id: number) =>
    reports.reduce((sum, r) => sum + (r.facility ?? []).filter((f) => f.facility_id === id).reduce((s, f) => s + (f.amount ?? 0), 0), 0);
  const rows = facilities.map((f) => ({ facility: f, drawn: drawnOn(f.id) }));
  const size = rows.reduce((s, r) => s + r.facility.amount, 0);
  const drawn = rows.reduce((s, r) => s + r.drawn, 0);
  const share = (part: number, whole: number) => (whole > 0 ? `${Math.round((part / whole) * 100)}%` : '—');
  const left = (whole: number, part: number) =>
    part > whole ? <span class="over">over by {formatMoney(part - whole)}</span> : formatMoney(whole - part);
  return (
    <section aria-labelledby="headroom-title" data-testid="drawdown-headroom">
      <h2 id="headroom-title">Drawn against each facility</h2>
      <div class="table-wrap" role="region" aria-labelledby="headroom-title" tabIndex={0}>
        <table>
          <thead>
            <tr>
              <th scope="col">Facility</th>
              <th scope="col" class="number">
                Facility amount
              </th>
              <th scope="col" class="number">
                Drawn to date
              </th>
              <th scope="col" class="number">
                Left to draw
              </th>
              <th scope="col" class="number">
                Drawn
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.facility.id}>
                <th scope="row">{r.facility.name}</th>
                <td class="number">{formatMoney(r.facility.amount)}</td>
                <td class="number">{formatMoney(r.drawn)}</td>
                <td class="number">{left(r.facility.amount, r.drawn)}</td>
                <td class="number">{share(r.drawn, r.facility.amount)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">All facilities</th>
              <td class="number">{formatMoney(size)}</td>
              <td class="number">{formatMoney(drawn)}</td>
              <td class="number">{left(size, drawn)}</td>
              <td class="number">{share(drawn, size)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <p class="muted">The sum of each report's amount on the facility; reports imported as history carry none.</p>
    </section>
  );
}

interface Series {
  key: string;
  label: string;
  points: number[];
}

/**
 * Running totals per facility and of the aggregate, one point per report in time order: every facility of
 * the project (in its order, at 0 until a report draws on it), then any other a report names.
 */
function seriesOf(reports: InterimReport[], names: Map<number, string>): Series[] {
  const ids: number[] = [...names.keys()];
  for (const r of reports) for (const f of r.facility ?? []) if (f.facility_id !== null && !ids.includes(f.facility_id)) ids.push(f.facility_id);
  const running = (amountOf: (r: InterimReport) => number) => {
    let sum = 0;
    return reports.map((r) => (sum += amountOf(r)));
  };
  return [
    { key: 'aggregate', label: 'All facilities (aggregate)', points: running((r) => r.aggregate?.amount ?? 0) },
    ...ids.map((id) => ({
      key: String(id),
      label: names.get(id) ?? `Facility ${id}`,
      points: running((r) => r.facility?.find((f) => f.facility_id === id)?.amount ?? 0),
    })),
  ];
}

const W = 720;
const H = 300;
const LEFT = 96;
const RIGHT = 56;
const TOP = 16;
const BOTTOM = 256;
const compact = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', notation: 'compact', maximumFractionDigits: 1 });

/**
 * The cumulative drawn amount as steps, one line per facility and one for the aggregate (classes and SVG
 * attributes only, as the page's policy asks); its title says the totals in words, its figures are a table on demand.
 */
function Timeline({ reports, history, names }: { reports: InterimReport[]; history: number; names: Map<number, string> }) {
  const series = seriesOf(reports, names);
  const high = Math.max(1, ...series.flatMap((s) => s.points));
  const step = niceStep(high, 5);
  const top = Math.ceil(high / step) * step;
  const n = reports.length;
  // Time runs to scale (months apart), so that a long gap between reports looks like one.
  const t = reports.map((r) => r.year * 12 + r.month - 1 + (r.edition - 1) * 0.2);
  const first = t[0]!;
  const span = Math.max(1, t[n - 1]! - first);
  const x = (i: number) => LEFT + (n === 1 ? (W - LEFT - RIGHT) / 2 : ((t[i]! - first) / span) * (W - LEFT - RIGHT));
  const y = (v: number) => BOTTOM - (v / top) * (BOTTOM - TOP);
  const ticks: number[] = [];
  for (let t = 0; t <= top + step / 2; t += step) ticks.push(t);
  const path = (points: number[]) =>
    points.map((v, i) => (i === 0 ? `M ${x(0)} ${y(v)}` : `H ${x(i)} V ${y(v)}`)).join(' ');
  // A period's label only where it does not run into the one before it (the last one always).
  const labelled = new Set<number>();
  let lastX = Infinity;
  for (let i = n - 1; i >= 0; i--) {
    if (i === n - 1 || lastX - x(i) >= 80) {
      labelled.add(i);
      lastX = x(i);
    }
  }
  const last = (s: Series) => s.points[s.points.length - 1] ?? 0;
  const summary =
    `Drawdown timeline, ${n} report${n === 1 ? '' : 's'} from ${periodOf(reports[0]!)} to ${periodOf(reports[n - 1]!)}: ` +
    series.map((s) => `${s.label} ${formatMoney(last(s))} drawn in total`).join('; ') +
    '.';

  return (
    <figure class="chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby="drawdown-chart-title" data-testid="drawdown-svg">
        <title id="drawdown-chart-title">{summary}</title>
        {ticks.map((t) => (
          <g key={t}>
            <line class="chart-grid" x1={LEFT} x2={W - RIGHT} y1={y(t)} y2={y(t)} />
            <text class="chart-tick" x={LEFT - 8} y={y(t) + 5} text-anchor="end">
              {compact.format(t)}
            </text>
          </g>
        ))}
        <line class="chart-axis" x1={LEFT} x2={W - RIGHT} y1={BOTTOM} y2={BOTTOM} />
        {reports.map((r, i) =>
          labelled.has(i) ? (
            <text key={r.id} class="chart-tick" x={x(i)} y={BOTTOM + 22} text-anchor="middle">
              {`${MONTHS[r.month - 1]?.slice(0, 3) ?? r.month} ${r.year}${r.edition > 1 ? ` (ed. ${r.edition})` : ''}`}
            </text>
          ) : null,
        )}
        {series.map((s, k) => (
          <g key={s.key} class={`drawdown-series series-${k % 6}`}>
            <path class="drawdown-line" d={path(s.points)} />
            {s.points.map((v, i) => (
              <circle key={i} class="drawdown-point" cx={x(i)} cy={y(v)} r={k === 0 ? 5 : 4}>
                <title>{`${s.label}, ${periodOf(reports[i]!)}: ${formatMoney(v)} drawn to date`}</title>
              </circle>
            ))}
          </g>
        ))}
      </svg>
      <figcaption>
        <span class="chart-key">
          {series.map((s, k) => (
            <span key={s.key} class={`key drawdown-key series-${k % 6}`}>
              {s.label}
            </span>
          ))}
        </span>
        <span class="muted">
          Pounds drawn to date: each report's amounts added to those before it.
          {history > 0 && ` ${history} report${history === 1 ? '' : 's'} imported as history, without amounts, ${history === 1 ? 'is' : 'are'} in the table below, not here.`}
        </span>
      </figcaption>
      <details class="chart-table" data-testid="drawdown-figures">
        <summary>Show the figures as a table</summary>
        <div class="table-wrap">
          <table>
            <caption class="visually-hidden">Cumulative drawn amount per facility, in pounds</caption>
            <thead>
              <tr>
                <th scope="col">Period</th>
                {series.map((s) => (
                  <th key={s.key} scope="col" class="number">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {reports.map((r, i) => (
                <tr key={r.id}>
                  <th scope="row">
                    {periodOf(r)}, edition {r.edition}
                  </th>
                  {series.map((s) => (
                    <td key={s.key} class="number">
                      {formatMoney(s.points[i])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

function ReportsTable({ reports }: { reports: InterimReport[] }) {
  return (
    <section aria-labelledby="drawdown-reports-title">
      <h2 id="drawdown-reports-title">Reports</h2>
      <div class="table-wrap" role="region" aria-label="Drawdown reports table" tabIndex={0}>
        <table data-testid="drawdown-table">
          <thead>
            <tr>
              <th scope="col">Period</th>
              <th scope="col" class="number">
                Edition
              </th>
              <th scope="col" class="number">
                Aggregate amount
              </th>
              <th scope="col">Risk statuses</th>
              <th scope="col">Site visit</th>
            </tr>
          </thead>
          <tbody>
            {[...reports].reverse().map((r) => (
              <tr key={r.id}>
                <th scope="row">{periodOf(r)}</th>
                <td class="number">{r.edition}</td>
                <td class="number">{formatMoney(r.aggregate?.amount)}</td>
                <td>
                  {(r.riskStatus ?? []).length === 0 ? (
                    '—'
                  ) : (
                    <ul class="risk-list">
                      {(r.riskStatus ?? []).map((s, i) => (
                        <li key={i}>
                          {s.category ?? 'Risk'}: <span class={`risk-label ${riskClass(s.legend)}`}>{s.legend ?? '—'}</span>
                          {s.notes && <span class="muted"> ({s.notes})</span>}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
                <td>
                  {r.visit ? formatDate(r.visit.date) : '—'}
                  {r.visit && r.visit.files.length > 0 && (
                    <span class="muted">
                      {' '}
                      ({r.visit.files.map((f) => f.filename).join(', ')})
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The legend's colour as a class (green, amber, red, else neutral): the policy allows no inline style. */
function riskClass(legend: string | null): string {
  const name = (legend ?? '').toLowerCase();
  return name.includes('green') ? 'risk-green' : name.includes('amber') ? 'risk-amber' : name.includes('red') ? 'risk-red' : 'risk-other';
}

/** `POST /uploads`: multipart with `project_id` first, then `file` (docs/reports.md, Uploads). */
async function upload(projectId: string, file: File): Promise<VisitFile> {
  const form = new FormData();
  form.append('project_id', projectId);
  form.append('file', file, file.name);
  try {
    return await postForm<VisitFile>('/uploads', form);
  } catch (err) {
    // The file's name in the message, so that the refusal is said beside the file input and names the file.
    if (err instanceof ApiError && err.status !== 0) throw new ApiError(err.status, `visit.files: ${file.name}: ${err.message}`);
    throw err;
  }
}

/** The input a field path of the API's message names (`facility[1].amount` → its input's id). */
function inputIdOf(path: string): string {
  const facility = /^facility\[(\d+)\]/.exec(path);
  if (facility) return `dd-facility-${facility[1]}`;
  const risk = /^riskStatus\[(\d+)\]/.exec(path);
  if (risk) return `dd-risk-${risk[1]}`;
  if (path.startsWith('aggregate.surplus_shortfall')) return 'dd-surplus';
  if (path.startsWith('aggregate')) return 'dd-aggregate';
  if (path.startsWith('visit.date')) return 'dd-visit-date';
  if (path.startsWith('visit.notes')) return 'dd-visit-notes';
  if (path.startsWith('visit')) return 'dd-visit-file';
  return `dd-${path.replace(/[^a-z_].*$/i, '')}`;
}

const number = (text: string): number | string => (text.trim() === '' ? text : Number.isFinite(Number(text)) ? Number(text) : text);

function FileDrawdown({ projectId, facilities, onFiled }: { projectId: string; facilities: Facility[]; onFiled: () => void }) {
  const risks = useLoad('risk-settings', () =>
    Promise.all([get<InputSetting[]>('/input-settings?kind=RISK'), get<Legend[]>('/risk-status-legends')]),
  );
  const now = new Date();
  const [values, setValues] = useState<Record<string, string>>({
    month: String(now.getMonth() + 1),
    year: String(now.getFullYear()),
    edition: '1',
  });
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<{ message: string; field: string | null; beside?: string } | null>(null);
  // Files already uploaded for this form: a refused report retried does not upload them again.
  const [uploaded, setUploaded] = useState<{ file: File; answer: VisitFile }[]>([]);
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [fileInput, setFileInput] = useState(0);

  if (risks.state === 'loading') return <Loading what="the risk categories" />;
  if (risks.state === 'failed') return <Failure error={risks.error} />;
  const [settings, legends] = risks.value;
  const categories = settings.filter((s) => s.kind === 'RISK');
  const set = (key: string) => (e: Event) => setValues({ ...values, [key]: (e.target as HTMLInputElement).value });
  const filled = (key: string) => (values[key] ?? '').trim() !== '';
  // A facility's line is sent when its amount or its surplus/shortfall is given, a risk's when its status or notes are.
  const facilitySent = (i: number) => filled(`facility-${i}`) || filled(`facility-surplus-${i}`);
  const riskSent = (i: number) => filled(`risk-${i}`) || filled(`risk-notes-${i}`);

  const submit = async (event: Event) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    setDone(null);
    try {
      const body: Record<string, unknown> = {
        project_id: Number(projectId),
        month: number(values.month ?? ''),
        year: number(values.year ?? ''),
        edition: number(values.edition ?? '1'),
        aggregate: {
          amount: number(values.aggregate ?? ''),
          ...(values.surplus?.trim() ? { surplus_shortfall: number(values.surplus) } : {}),
        },
        facility: facilities
          .map((f, i) => ({ f, i }))
          .filter(({ i }) => facilitySent(i))
          .map(({ f, i }) => ({
            facility_id: f.id,
            amount: number(values[`facility-${i}`] ?? ''),
            ...(filled(`facility-surplus-${i}`) ? { surplus_shortfall: number(values[`facility-surplus-${i}`]!) } : {}),
          })),
        riskStatus: categories
          .map((c, i) => ({ c, i }))
          .filter(({ i }) => riskSent(i))
          .map(({ c, i }) => ({
            input_setting_id: c.id,
            // Notes without a status: sent as they are, for the API to say what is missing beside the status.
            risk_status_legend_id: number(values[`risk-${i}`] ?? ''),
            ...(filled(`risk-notes-${i}`) ? { notes: values[`risk-notes-${i}`] } : {}),
          })),
      };
      if (values.comments?.trim()) body.comments = values.comments;
      if (values.visitDate || files.length > 0 || values.visitNotes?.trim()) {
        // Each chosen file uploaded in turn; one already uploaded for this form (a refused report retried) is not uploaded again.
        const answers: VisitFile[] = [];
        const have = [...uploaded];
        for (const file of files) {
          let answer = have.find((u) => u.file === file)?.answer;
          if (!answer) {
            answer = await upload(projectId, file);
            have.push({ file, answer });
            setUploaded([...have]);
          }
          answers.push(answer);
        }
        body.visit = {
          date: values.visitDate ?? '',
          ...(values.visitNotes?.trim() ? { notes: values.visitNotes } : {}),
          files: answers.map((f) => ({ filename: f.filename, storage_location: f.storage_location, file_size: f.file_size, mime_type: f.mime_type })),
        };
      }
      // Facility lines are sent only for the amounts given: map the API's index back to the form's row.
      const sentRows = facilities.map((_, i) => i).filter(facilitySent);
      const sentRisks = categories.map((_, i) => i).filter(riskSent);
      try {
        const answer = await post<{ month: number; year: number; edition: number }>('/reports/drawdown', body);
        setDone(`Filed the drawdown for ${periodOf(answer)}, edition ${answer.edition}.`);
        setFiles([]);
        setUploaded([]);
        setFileInput((k) => k + 1);
        setValues({ ...values, visitDate: '', visitNotes: '' });
        onFiled();
      } catch (err) {
        if (!(err instanceof ApiError)) throw err;
        const path = leadingPath(err.message);
        let field = path ? inputIdOf(path) : null;
        const f = path && /^facility\[(\d+)\]/.exec(path);
        if (f) field = `dd-facility-${/\.surplus_shortfall/.test(path ?? '') ? 'surplus-' : ''}${sentRows[Number(f[1])] ?? 0}`;
        const r = path && /^riskStatus\[(\d+)\]/.exec(path);
        if (r) field = `dd-risk-${/\.notes/.test(path ?? '') ? 'notes-' : ''}${sentRisks[Number(r[1])] ?? 0}`;
        if (err.status === 409) field = 'dd-edition';
        // Beside the field, the rule in the words of the field's own label (the summary keeps the API's message).
        setError(besideField(err, path, field));
      }
    } catch (err) {
      setError({ message: err instanceof ApiError ? err.message : 'The service cannot be reached.', field: err instanceof ApiError && err.message.startsWith('visit.files') ? 'dd-visit-file' : null });
    } finally {
      setSaving(false);
    }
  };

  const invalid = (id: string) => invalidProps(error, id);
  const fieldError = (id: string) => <FieldErrorText error={error} id={id} />;
  const input = (id: string, key: string, label: string, props: Record<string, unknown> = {}) => (
    <div class="field">
      <label for={id}>{label}</label>
      <input id={id} value={values[key] ?? ''} onInput={set(key)} {...props} {...invalid(id)} />
      {fieldError(id)}
    </div>
  );

  return (
    <section aria-labelledby="file-drawdown-title" data-testid="file-drawdown">
      <h2 id="file-drawdown-title">File a drawdown</h2>
      {error && (
        <ErrorSummary failed="The drawdown was not filed" error={error} testId="drawdown-error" />
      )}
      {done && (
        <p class="success" role="status" data-testid="drawdown-filed">
          {done}
        </p>
      )}
      <form class="drawdown-form" onSubmit={submit} noValidate>
        <fieldset>
          <legend>Period</legend>
          <div class="field-row">
            {input('dd-month', 'month', 'Month (1–12)', { inputMode: 'numeric' })}
            {input('dd-year', 'year', 'Year', { inputMode: 'numeric' })}
            {input('dd-edition', 'edition', 'Edition', { inputMode: 'numeric' })}
          </div>
        </fieldset>
        <fieldset>
          <legend>Amounts drawn this period (£)</legend>
          <div class="field-row">
            {input('dd-aggregate', 'aggregate', 'Aggregate amount', { inputMode: 'decimal' })}
            {input('dd-surplus', 'surplus', 'Surplus (+) or shortfall (−), optional', { inputMode: 'decimal' })}
          </div>
          {facilities.length === 0 ? (
            <p class="hint">This project has no facilities.</p>
          ) : (
            facilities.map((f, i) => (
              <div class="field-row facility-line" key={f.id} data-testid="facility-line">
                {input(`dd-facility-${i}`, `facility-${i}`, `${f.name} amount`, { inputMode: 'decimal' })}
                {input(`dd-facility-surplus-${i}`, `facility-surplus-${i}`, `${f.name} surplus (+) or shortfall (−), optional`, { inputMode: 'decimal' })}
              </div>
            ))
          )}
        </fieldset>
        {categories.length > 0 && (
          <fieldset>
            <legend>Risk statuses</legend>
            {categories.map((c, i) => (
              <div class="field-row risk-line" key={c.id}>
                <div class="field">
                  <label for={`dd-risk-${i}`}>{c.input_value ?? c.input_field ?? `Risk ${c.id}`}</label>
                  <select id={`dd-risk-${i}`} value={values[`risk-${i}`] ?? ''} onChange={set(`risk-${i}`)} {...invalid(`dd-risk-${i}`)}>
                    <option value="">Not reported</option>
                    {legends.map((l) => (
                      <option key={l.id} value={String(l.id)}>
                        {l.name}
                        {l.description ? ` (${l.description})` : ''}
                      </option>
                    ))}
                  </select>
                  {fieldError(`dd-risk-${i}`)}
                </div>
                <div class="field risk-notes">
                  <label for={`dd-risk-notes-${i}`}>{`${c.input_value ?? c.input_field ?? `Risk ${c.id}`}: notes, optional`}</label>
                  <input
                    id={`dd-risk-notes-${i}`}
                    value={values[`risk-notes-${i}`] ?? ''}
                    onInput={set(`risk-notes-${i}`)}
                    maxLength={5000}
                    {...invalid(`dd-risk-notes-${i}`)}
                  />
                  {fieldError(`dd-risk-notes-${i}`)}
                </div>
              </div>
            ))}
          </fieldset>
        )}
        <fieldset>
          <legend>Site visit (optional)</legend>
          <div class="field-row">{input('dd-visit-date', 'visitDate', 'Visit date', { type: 'date' })}</div>
          <div class="field">
            <label for="dd-visit-notes">Visit notes</label>
            <textarea id="dd-visit-notes" rows={3} value={values.visitNotes ?? ''} onInput={set('visitNotes')} {...invalid('dd-visit-notes')} />
            {fieldError('dd-visit-notes')}
          </div>
          <div class="field">
            <label for="dd-visit-file">Photos or documents (one or more)</label>
            <input
              key={fileInput}
              id="dd-visit-file"
              type="file"
              multiple
              onChange={(e) => setFiles(Array.from((e.target as HTMLInputElement).files ?? []))}
              {...invalid('dd-visit-file')}
            />
            {files.length > 0 && (
              <p class="hint" data-testid="visit-files-chosen">
                {files.length} file{files.length === 1 ? '' : 's'} to upload: {files.map((f) => f.name).join(', ')}
              </p>
            )}
            {fieldError('dd-visit-file')}
          </div>
        </fieldset>
        <div class="field">
          <label for="dd-comments">Comments (replace the project's comments)</label>
          <textarea id="dd-comments" rows={3} value={values.comments ?? ''} onInput={set('comments')} {...invalid('dd-comments')} />
          {fieldError('dd-comments')}
        </div>
        <button type="submit" class="primary" disabled={saving} data-testid="file-drawdown-submit">
          {saving ? 'Filing…' : 'File drawdown'}
        </button>
      </form>
    </section>
  );
}
