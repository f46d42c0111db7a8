import { useEffect, useState } from 'preact/hooks';
import { ApiError, asApiError, get } from '../api.ts';
import type { ProjectEvent } from '../api-types.ts';
import { formatCode, formatDateTime, NONE } from '../format.ts';
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
      const page = await get<ProjectEvent[]>(
        `/projects/${projectId}/events?limit=${PER_ANSWER}${before === null ? '' : `&before=${before}`}`,
      );
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
              <strong>{formatCode(event.kind)}</strong> <time dateTime={event.created_at}>{formatDateTime(event.created_at)}</time>
              {event.user_id !== null && <span class="muted"> by user {event.user_id}</span>}
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
                {field}: {textOf(change?.from)} → {textOf(change?.to)}
              </li>
            ))
          : [
              <li key={key}>
                {key}: {textOf(value)}
              </li>,
            ],
      )}
    </ul>
  );
}

function textOf(value: unknown): string {
  if (value === null || value === undefined || value === '') return NONE;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
