import { useEffect, useRef, useState } from 'preact/hooks';
import { api, ApiError, asApiError } from '../../api.ts';
import { formatDateTime, formatWhole } from '../../format.ts';
import { Failure, Loading } from '../../states.tsx';
import { TableRegion } from '../../tables.tsx';
import { refusalInWords } from './endpoint-form.tsx';
import { type Attempt, type Delivery, deliveryState, type Endpoint, EVENTS, OUTCOMES, statusInWords } from './words.ts';

/**
 * An endpoint's recent deliveries (`GET /webhooks/{id}/deliveries`), newest first, PAGE at a time ("Show
 * older deliveries" asks for those `before` the last one shown). Each opens to its attempts and the body
 * as sent, and has Retry (`POST …/deliveries/{deliveryId}/retry`). While a shown delivery is due within
 * a minute, the list is read again every few seconds, so that an attempt's outcome shows without a reload.
 */

const PAGE = 20;
/** How often, and how many times in a row, the list is read again while a delivery is due soon. */
const FOLLOW_MS = 2_000;
const FOLLOW_TIMES = 30;

/** The deliveries as read so far, reading them again, older ones, and a retry with what it said. */
function useDeliveries(endpoint: Endpoint, onStale: () => void) {
  const id = String(endpoint.id);
  const [items, setItems] = useState<Delivery[] | null>(null);
  const [more, setMore] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const [reading, setReading] = useState(false);
  const [said, setSaid] = useState<{ id: number; words: string; refused: boolean } | null>(null);
  const follows = useRef(0);

  /** The newest deliveries again, as many as are shown (so that older pages stay), or the first page. */
  const readAgain = async (shown: number) => {
    setReading(true);
    try {
      const limit = Math.min(200, Math.max(PAGE, shown));
      const answer = await api.listWebhookDeliveries({ path: { id }, query: { limit } });
      setItems(answer.items);
      setMore(answer.items.length === limit);
      setError(null);
    } catch (err) {
      setError(asApiError(err));
    } finally {
      setReading(false);
    }
  };

  useEffect(() => {
    void readAgain(PAGE);
  }, [id]);

  // Followed while a delivery is due within a minute: its attempt happens in the next seconds (none while the endpoint is disabled).
  useEffect(() => {
    const soon = endpoint.enabled && items?.some((d) => d.state === 'PENDING' && d.next_attempt_at !== null && Date.parse(d.next_attempt_at) < Date.now() + 60_000);
    if (!soon || reading || follows.current >= FOLLOW_TIMES) {
      if (!soon) follows.current = 0;
      return;
    }
    const timer = setTimeout(() => {
      follows.current++;
      void readAgain(items!.length);
    }, FOLLOW_MS);
    return () => clearTimeout(timer);
  }, [items, reading, endpoint.enabled]);

  const older = async () => {
    const last = items?.at(-1);
    if (!last) return;
    setReading(true);
    try {
      const answer = await api.listWebhookDeliveries({ path: { id }, query: { limit: PAGE, before: String(last.id) } });
      setItems([...(items ?? []), ...answer.items]);
      setMore(answer.items.length === PAGE);
      setError(null);
    } catch (err) {
      setError(asApiError(err));
    } finally {
      setReading(false);
    }
  };

  const retry = async (delivery: Delivery) => {
    setSaid(null);
    try {
      const retried = await api.retryWebhookDelivery({ path: { id, deliveryId: String(delivery.id) } });
      follows.current = 0;
      setItems((now) => now?.map((d) => (d.id === retried.id ? retried : d)) ?? null);
      setSaid({ id: delivery.id, words: 'Retry asked for: the delivery is due now, with the same webhook-id and body.', refused: false });
    } catch (err) {
      const disabled = err instanceof ApiError && err.status === 409;
      const words = disabled
        ? 'Not retried: this endpoint is disabled, and no delivery is attempted while it is. Enable it first; its pending deliveries then go at once.'
        : `Not retried: ${refusalInWords(err)}`;
      setSaid({ id: delivery.id, words, refused: true });
      // The endpoint's state on the page is out of date (disabled meanwhile, or removed): read it again.
      if (disabled || (err instanceof ApiError && err.status === 404)) onStale();
    }
  };

  return { items, more, error, reading, said, readAgain, older, retry };
}

export function Deliveries({ endpoint, onStale }: { endpoint: Endpoint; onStale: () => void }) {
  const { items, more, error, reading, said, readAgain, older, retry } = useDeliveries(endpoint, onStale);
  const [open, setOpen] = useState<number | null>(null);
  if (items === null) return error ? <Failure error={error} failed="The deliveries could not be read" /> : <Loading what="the deliveries" />;

  return (
    <div class="deliveries" data-testid="webhook-deliveries">
      <div class="inline-controls">
        <p class="muted deliveries-count">
          {items.length === 0 ? 'No event has been sent to this endpoint yet.' : `The ${formatWhole(items.length)} newest deliveries, newest first.`}
        </p>
        <button type="button" onClick={() => void readAgain(items.length)} disabled={reading}>
          {reading ? 'Reading…' : 'Read the deliveries again'}
        </button>
      </div>
      {error && <Failure error={error} failed="The deliveries could not be read" />}
      {items.length > 0 && (
        <TableRegion label={`Deliveries to ${endpoint.url}`}>
          <table class="records-table deliveries-table">
            <caption class="visually-hidden">Deliveries to {endpoint.url}, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Event</th>
                <th scope="col">Made</th>
                <th scope="col">State</th>
                <th scope="col">
                  <span class="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((delivery) => (
                <DeliveryRows
                  key={delivery.id}
                  delivery={delivery}
                  open={open === delivery.id}
                  onToggle={() => setOpen(open === delivery.id ? null : delivery.id)}
                  onRetry={() => retry(delivery)}
                  said={said?.id === delivery.id ? said : null}
                />
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
      {more && (
        <button type="button" onClick={older} disabled={reading} data-testid="webhook-deliveries-more">
          {reading ? 'Reading…' : 'Show older deliveries'}
        </button>
      )}
    </div>
  );
}

/** Where the event's record is in the console, and its name. */
function recordOf(delivery: Delivery): { href: string; words: string } {
  const { project_id: project, id } = delivery.payload.data;
  switch (delivery.type) {
    case 'interim_report.created':
      return { href: `#/projects/${project}/drawdowns`, words: `Interim report ${id} of project ${project}` };
    case 'document_report.version_saved':
      return { href: `#/projects/${project}/reports/${id}`, words: `Report ${id} of project ${project}` };
    case 'benchmark.computed':
      return { href: `#/projects/${project}/benchmark`, words: `Benchmark ${id} of project ${project}` };
    case 'upload.created':
      return { href: `#/projects/${project}`, words: `Upload ${id} of project ${project}` };
    default:
      return { href: `#/projects/${project}`, words: `Project ${project}` };
  }
}

function DeliveryRows({
  delivery,
  open,
  onToggle,
  onRetry,
  said,
}: {
  delivery: Delivery;
  open: boolean;
  onToggle: () => void;
  onRetry: () => Promise<void>;
  said: { words: string; refused: boolean } | null;
}) {
  const [retrying, setRetrying] = useState(false);
  const state = deliveryState(delivery);
  const record = recordOf(delivery);
  const panelId = `delivery-${delivery.id}-attempts`;
  const count = delivery.attempts.length;
  const what = `${EVENTS[delivery.type].name}, ${formatDateTime(delivery.created_at)}`;
  return (
    <>
      <tr data-testid="webhook-delivery" data-delivery-id={delivery.id}>
        <td>
          <span class="delivery-event">{EVENTS[delivery.type].name}</span> <code class="muted">{delivery.type}</code>
          <br />
          <a href={record.href}>{record.words}</a>
        </td>
        <td class="reference">{formatDateTime(delivery.created_at)}</td>
        <td>
          <span class={`state state-${state.tone}`} data-testid="webhook-delivery-state">
            {state.words}
          </span>
          {state.when && <span class="state-when"> {state.when}</span>}
        </td>
        <td>
          <span class="row-buttons">
            <button type="button" class="row-button" aria-expanded={open} aria-controls={open ? panelId : undefined} onClick={onToggle} disabled={count === 0}>
              {count === 0 ? 'No attempt yet' : `${formatWhole(count)} attempt${count === 1 ? '' : 's'}`}
              <span class="visually-hidden"> of {what}</span>
            </button>
            <button
              type="button"
              class="row-button"
              disabled={retrying}
              onClick={async () => {
                setRetrying(true);
                await onRetry();
                setRetrying(false);
              }}
            >
              {retrying ? 'Retrying…' : 'Retry'}
              <span class="visually-hidden"> {what}</span>
            </button>
          </span>
        </td>
      </tr>
      {said && (
        <tr class="row-panel said-row">
          <td colSpan={4}>
            <p class={said.refused ? 'error-message' : 'edit-saved'} role={said.refused ? 'alert' : 'status'} data-testid="webhook-retry-said">
              {said.words}
            </p>
          </td>
        </tr>
      )}
      {open && (
        <tr class="row-panel">
          <td colSpan={4} id={panelId}>
            <Attempts delivery={delivery} />
          </td>
        </tr>
      )}
    </>
  );
}

/** A delivery's attempts, oldest first, and what it sends. */
function Attempts({ delivery }: { delivery: Delivery }) {
  return (
    <div class="attempts" data-testid="webhook-attempts">
      <ol class="attempt-list">
        {delivery.attempts.map((attempt, i) => (
          <AttemptItem key={i} attempt={attempt} n={i + 1} />
        ))}
      </ol>
      <details class="delivery-body">
        <summary>What is sent</summary>
        <p>
          <code>webhook-id</code>: <code>{delivery.webhook_id}</code> (the same at every attempt)
        </p>
        <pre>{JSON.stringify(delivery.payload, null, 2)}</pre>
      </details>
    </div>
  );
}

function AttemptItem({ attempt, n }: { attempt: Attempt; n: number }) {
  return (
    <li data-testid="webhook-attempt">
      <p class="attempt-line">
        <strong>Attempt {formatWhole(n)}</strong>, {formatDateTime(attempt.attempted_at)}: <span data-testid="webhook-attempt-status">{statusInWords(attempt.status)}</span>,{' '}
        {formatWhole(attempt.duration_ms)} ms
      </p>
      <p class={`attempt-outcome outcome-${attempt.outcome === 'delivered' ? 'on' : 'off'}`} data-testid="webhook-attempt-outcome">
        {OUTCOMES[attempt.outcome]}
      </p>
      {attempt.error && (
        <p class="attempt-error">
          What went wrong: <span data-testid="webhook-attempt-error">{attempt.error}</span>
        </p>
      )}
      {attempt.response_excerpt !== '' ? (
        <>
          <p class="attempt-label">Its answer (the first 1 KB, as text):</p>
          <pre class="attempt-excerpt" data-testid="webhook-attempt-excerpt">
            {attempt.response_excerpt}
          </pre>
        </>
      ) : (
        attempt.status !== null && <p class="muted">Its answer had no body.</p>
      )}
    </li>
  );
}
