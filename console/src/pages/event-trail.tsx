import { useEffect, useState } from 'preact/hooks';
import { api, ApiError, asApiError } from '../api.ts';
import type { ProjectEvent } from '../api-types.ts';
import { formatCode, formatDateTime, formatMoney, NONE } from '../format.ts';
import { Failure, Loading } from '../states.tsx';

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
            <Details details={event.details} />
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

/** What happened, naming the record when the event does: `Facility changed: “Senior loan”`. */
export function whatHappened(event: Pick<ProjectEvent, 'kind' | 'details'>): string {
  const words = KINDS[event.kind] ?? formatCode(event.kind);
  const name = event.details.name ?? event.details.label;
  return typeof name === 'string' && name !== '' ? `${words}: “${name}”` : words;
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

/** The members of an event's details that are amounts of money, written as money. */
const MONEY = new Set([
  'amount',
  'budget',
  'out_turn',
  'facility',
  'gross_development_value',
  'total_budget',
  'total_cost',
  'loan_facility_budget',
  'loan_facility_out_turn',
]);

/** An event's details as text: a change as "field: from → to", anything else as its value. */
function Details({ details }: { details: Record<string, unknown> }) {
  const entries = Object.entries(details);
  if (entries.length === 0) return null;
  return (
    <ul class="event-details">
      {entries.flatMap(([key, value]) =>
        key === 'changes' && value && typeof value === 'object'
          ? Object.entries(value as Record<string, { from?: unknown; to?: unknown }>).map(([field, change]) => (
              <li key={`changes.${field}`}>
                {field}: {textOf(change?.from, field)} → {textOf(change?.to, field)}
              </li>
            ))
          : [
              <li key={key}>
                {key}: {textOf(value, key)}
              </li>,
            ],
      )}
    </ul>
  );
}

/** A detail's value as text: an amount of money as money, an object as JSON. */
function textOf(value: unknown, key: string): string {
  if (value === null || value === undefined || value === '') return NONE;
  if (typeof value === 'number' && MONEY.has(key)) return formatMoney(value);
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
