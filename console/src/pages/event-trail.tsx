import { useEffect, useState } from 'preact/hooks';
import { api, ApiError, asApiError } from '../api.ts';
import type { ProjectEvent } from '../api-types.ts';
import { formatCode, formatDate, formatDateTime, formatMoney, formatNumber, formatPeriod } from '../format.ts';
import { Failure, Loading } from '../states.tsx';
import { APPRAISAL_LINE_FIELDS, DEVELOPMENT_FIELDS, FACILITY_FIELDS, type FieldDef, NEW_PROJECT_STATUS, PROJECT_FIELDS } from './project-fields.ts';

const PER_ANSWER = 50;

/** The project's audit trail, newest first, read a page at a time (`limit` and `before`). */
export function EventTrail({ projectId }: { projectId: string }) {
  const [events, setEvents] = useState<ProjectEvent[]>([]);
  const [more, setMore] = useState(false);
  const [busy, setBusy] = useState(true);
  const [error, setError] = useState<ApiError | null>(null);

  const read = async (before: number | null) => {
    setBusy(true);
    try {
      const page = await api.listProjectEvents({ path: { id: projectId }, query: { limit: PER_ANSWER, before: before === null ? undefined : String(before) } });
      setEvents((shown) => (before === null ? page : [...shown, ...page]));
      setMore(page.length === PER_ANSWER);
      setError(null);
    } catch (err) {
      setError(asApiError(err));
    }
    setBusy(false);
  };
  useEffect(() => {
    void read(null);
  }, [projectId]);

  return (
    <section aria-labelledby="events-title" data-testid="event-trail">
      <h2 id="events-title">Event trail</h2>
      {error && <Failure error={error} />}
      {events.length === 0 && !busy && !error && <p>No events.</p>}
      <ol class="events">
        {events.map((event) => (
          <li key={event.id}>
            <p>
              <strong>{whatHappened(event)}</strong> <time dateTime={event.created_at}>{formatDateTime(event.created_at)}</time>
              <span class="muted"> {byWhom(event)}</span>
            </p>
            <Details event={event} />
          </li>
        ))}
      </ol>
      {busy && <Loading what="events" />}
      {more && !busy && (
        <button type="button" onClick={() => read(events[events.length - 1]?.id ?? null)}>
          Show older events
        </button>
      )}
    </section>
  );
}

/** Each kind of event in words; a kind the console does not know yet is its code in words. */
const KINDS: Record<string, string> = {
  PROJECT_CREATED: 'Project created',
  PROJECT_UPDATED: 'Project changed',
  FACILITY_ADDED: 'Facility added',
  FACILITY_UPDATED: 'Facility changed',
  FACILITY_REMOVED: 'Facility removed',
  DEVELOPMENT_ADDED: 'Development added',
  DEVELOPMENT_UPDATED: 'Development changed',
  DEVELOPMENT_REMOVED: 'Development removed',
  COST_INPUTS_REPLACED: 'Appraisal lines replaced',
  COST_INPUT_UPDATED: 'Appraisal line changed',
  COST_INPUT_REMOVED: 'Appraisal line removed',
  RISK_ASSESSMENT_ADDED: 'Risk assessment set added',
  REPORT_UPLOADED: 'Interim report filed',
  DOCUMENT_REPORT_SAVED: 'Report saved',
};

const quoted = (name: unknown) => (typeof name === 'string' && name !== '' ? `“${name}”` : null);

/**
 * What happened, naming the record when the event does: `Facility changed: “Senior loan”`, `Interim
 * report filed: March 2026`, `Report saved: “Monthly monitoring”, version 3`.
 */
export function whatHappened(event: Pick<ProjectEvent, 'kind' | 'details'>): string {
  const words = KINDS[event.kind] ?? formatCode(event.kind);
  const d = event.details;
  if (event.kind === 'REPORT_UPLOADED' && typeof d.month === 'number' && typeof d.year === 'number') {
    return `${words}: ${formatPeriod({ month: d.month, year: d.year })}${typeof d.edition === 'number' && d.edition > 1 ? `, edition ${d.edition}` : ''}`;
  }
  if (event.kind === 'DOCUMENT_REPORT_SAVED') {
    const name = quoted(d.report_name);
    return name ? `${words}: ${name}${typeof d.version === 'number' ? `, version ${d.version}` : ''}` : words;
  }
  const name = quoted(d.name ?? d.label);
  return name ? `${words}: ${name}` : words;
}

/**
 * Who did it: the user by name; by their id only when the API gives no name (a user no longer of the
 * environment); without a user, the operator's import (or the demo data set it seeds).
 */
export function byWhom(event: Pick<ProjectEvent, 'user_id' | 'user' | 'details'>): string {
  if (event.user?.name) return `by ${event.user.name}`;
  if (event.user_id !== null) return `by user ${event.user_id}`;
  if (event.details.source === 'demo') return 'by the demo data set';
  if (event.details.source === 'import') return 'by an import of the operator';
  return 'by the operator';
}

/** The fields an event of a kind names, as the form that changes them labels them. */
function fieldsOf(kind: string): Map<string, FieldDef> {
  const [fields, extra]: [FieldDef[], FieldDef[]] = kind.startsWith('FACILITY_')
    ? [FACILITY_FIELDS, []]
    : kind.startsWith('DEVELOPMENT_')
      ? [DEVELOPMENT_FIELDS, []]
      : kind.startsWith('COST_INPUT')
        ? [APPRAISAL_LINE_FIELDS, []]
        : [PROJECT_FIELDS, [NEW_PROJECT_STATUS, { ...NEW_PROJECT_STATUS, key: 'status' }]];
  return new Map([...fields, ...extra].map((f) => [f.key, f] as const));
}

/** Fields an event names that no form has. */
const OTHER_LABELS: Record<string, string> = {
  loan_facility_out_turn: 'Loan facility out-turn',
  latitude: 'Latitude',
  longitude: 'Longitude',
};
const MONEY = new Set([
  'loan_facility_out_turn',
  ...[...PROJECT_FIELDS, ...FACILITY_FIELDS, ...APPRAISAL_LINE_FIELDS].filter((f) => f.kind === 'money').map((f) => f.key),
]);

/** A field an event names, in words: `Total budget`. */
const labelOf = (fields: Map<string, FieldDef>, key: string) => fields.get(key)?.label ?? OTHER_LABELS[key] ?? formatCode(key);

/** A value an event holds, in words: money in whole pounds, a date as a date, a code as its option's words. */
function valueOf(fields: Map<string, FieldDef>, key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return 'not set';
  if (typeof value === 'number') return MONEY.has(key) ? formatMoney(value) : formatNumber(value);
  if (typeof value !== 'string') return typeof value === 'boolean' ? (value ? 'yes' : 'no') : 'set';
  const def = fields.get(key);
  if (def?.kind === 'date' || /^\d{4}-\d{2}-\d{2}T/.test(value)) return formatDate(value);
  const option = def?.options?.find(([code]) => code === value);
  if (option) return option[1];
  if (key === 'status' || key === 'project_status' || key === 'current_status') return formatCode(value);
  return value.length > 120 ? `“${value.slice(0, 117)}…”` : `“${value}”`;
}

const plural = (n: number, one: string, many = `${one}s`) => `${formatNumber(n)} ${n === 1 ? one : many}`;

/**
 * What an event's details say, line by line, as a lender reads them: a change as `Total budget:
 * £20,000,000 → £23,089,500`; a drawdown's amount and what it carried; the record's own figures where
 * no change names them. Record ids, templates and sources are the service's, not the reader's, and
 * are left out.
 */
export function detailLines(event: Pick<ProjectEvent, 'kind' | 'details'>): string[] {
  const d = event.details;
  const fields = fieldsOf(event.kind);
  const changes = d.changes && typeof d.changes === 'object' ? (d.changes as Record<string, { from?: unknown; to?: unknown }>) : {};
  const changed = Object.entries(changes).map(([field, change]) =>
    field === 'comments'
      ? `Comments changed to ${valueOf(fields, field, change?.to)}`
      : `${labelOf(fields, field)}: ${valueOf(fields, field, change?.from)} → ${valueOf(fields, field, change?.to)}`,
  );
  const num = (key: string) => (typeof d[key] === 'number' ? (d[key] as number) : null);
  switch (event.kind) {
    case 'REPORT_UPLOADED': {
      const amount = num('amount');
      const carried = [
        num('facilities') ? plural(num('facilities')!, 'facility line') : null,
        num('risk_statuses') ? plural(num('risk_statuses')!, 'risk status', 'risk statuses') : null,
        num('visit_files') ? `${plural(num('visit_files')!, 'file')} from the site visit` : null,
      ].filter((w): w is string => w !== null);
      return [
        ...(amount !== null ? [`${formatMoney(amount)} drawn`] : []),
        ...(carried.length > 0 ? [`With ${carried.join(', ')}`] : []),
        ...changed,
      ];
    }
    case 'PROJECT_CREATED':
      return typeof d.project_reference === 'string' ? [`Reference ${d.project_reference}`] : [];
    case 'COST_INPUTS_REPLACED':
      return num('lines_before') !== null && num('lines_after') !== null ? [`${plural(num('lines_before')!, 'line')} before, ${plural(num('lines_after')!, 'line')} after`] : [];
    case 'RISK_ASSESSMENT_ADDED':
      return [
        ...(typeof d.current_status === 'string' ? [`Status: ${formatCode(d.current_status)}`] : []),
        ...(num('assessments') !== null ? [plural(num('assessments')!, 'assessment')] : []),
      ];
    case 'DOCUMENT_REPORT_SAVED':
      return [];
  }
  // A record's own figures (a facility's amount, a line's budget), unless a change already says them.
  const own = Object.entries(d)
    .filter(([key, value]) => MONEY.has(key) && typeof value === 'number' && !(key in changes))
    .map(([key, value]) => `${labelOf(fields, key)}: ${valueOf(fields, key, value)}`);
  return [...changed, ...own];
}

/** An event's details in words, one line each. */
function Details({ event }: { event: Pick<ProjectEvent, 'kind' | 'details'> }) {
  const lines = detailLines(event);
  if (lines.length === 0) return null;
  return (
    <ul class="event-details">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
