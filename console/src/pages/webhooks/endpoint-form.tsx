import { useRef, useState } from 'preact/hooks';
import { ApiError } from '../../api.ts';
import { besideField, type FieldError, leadingPath, refusedFields, wordsBeside } from '../../field-errors.ts';
import { type Refused, ruleInWords } from '../../field-words.ts';
import { ErrorSummary, FieldErrorText, InputField, TextareaField } from '../../form.tsx';
import { EVENT_NAMES, EVENTS, type EventName } from './words.ts';

/**
 * An endpoint's form, to add one and to edit one: its URL, its events as checkboxes (each with what it
 * means), and its description. The API checks everything (the URL's scheme and host among it): its 400
 * is said in a summary that takes the focus and beside the field its path names (`url`, `events`,
 * `events[2]`, `description`); a refusal that names no field (the 409 of a 21st endpoint) in the summary.
 */

export interface EndpointValues {
  url: string;
  events: EventName[];
  description: string;
}

/** A refusal in words: the API's own message for a 400 and a 409, and words for the rest. */
export function refusalInWords(err: unknown): string {
  if (!(err instanceof ApiError) || err.status === 0) return 'The service cannot be reached. Check your connection and try again.';
  if (err.status === 403) return `${err.message}. Only an ADMIN may manage webhooks.`;
  if (err.status === 404) return `${err.message}: it may have been removed meanwhile. Open the page again to see the endpoints as they are.`;
  return err.message;
}

/** The refusal as the form shows it, beside the input its path names (`prefix-url`, `prefix-events`, `prefix-description`). */
function refusalOf(err: unknown, prefix: string): FieldError {
  const message = refusalInWords(err);
  if (!(err instanceof ApiError)) return { message, field: null };
  const path = leadingPath(err.message);
  const key = path?.replace(/[.[].*$/, '') ?? null;
  if (key === 'url' || key === 'description') return { ...besideField(err, path, `${prefix}-${key}`), message };
  if (key === 'events' && path) {
    // The events are a group of checkboxes: the words beside it name the group, and the event when the path names one.
    const rule = err.message.slice(path.length + 1).trim();
    return { message, field: `${prefix}-events`, beside: ruleInWords('Events', rule) };
  }
  return { message, field: null };
}

/**
 * The form checked whole before it is sent, every problem beside its field: a URL written in full, at
 * least one event. Whether the host is one the service may call is the API's to say.
 */
export function checkEndpoint(prefix: string, url: string, events: readonly string[]): Refused[] {
  const problems: Refused[] = [];
  if (url.trim() === '') problems.push({ field: `${prefix}-url`, beside: 'Enter the URL' });
  else if (!/^https?:\/\/\S+$/i.test(url.trim())) problems.push({ field: `${prefix}-url`, beside: 'Enter the URL in full, starting with https://' });
  if (events.length === 0) problems.push({ field: `${prefix}-events`, beside: 'Choose at least one of the events' });
  return problems;
}

export function EndpointForm({
  prefix,
  title,
  initial,
  submitLabel,
  failed,
  save,
  onCancel,
  testId,
  level = 3,
}: {
  prefix: string;
  title: string;
  /** The title's heading level: 2 on the page, 3 in an endpoint's card. */
  level?: 2 | 3;
  initial: EndpointValues;
  submitLabel: string;
  /** What the summary says before the refusal: "The endpoint was not added". */
  failed: string;
  /** Sends the form; a refusal is thrown. */
  save: (values: EndpointValues) => Promise<void>;
  onCancel: () => void;
  testId: string;
}) {
  const [url, setUrl] = useState(initial.url);
  const [events, setEvents] = useState<EventName[]>(initial.events);
  const [description, setDescription] = useState(initial.description);
  const [error, setError] = useState<FieldError | null>(null);
  const [saving, setSaving] = useState(false);
  const summary = useRef<HTMLDivElement>(null);
  const submit = async (event: Event) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    const problems = refusedFields(checkEndpoint(prefix, url, events));
    if (problems) {
      setError(problems);
      setSaving(false);
      requestAnimationFrame(() => summary.current?.focus());
      return;
    }
    try {
      await save({ url: url.trim(), events, description });
    } catch (err) {
      setError(refusalOf(err, prefix));
      setSaving(false);
      requestAnimationFrame(() => summary.current?.focus());
    }
  };

  return (
    <form class="edit-form webhook-form" onSubmit={submit} noValidate data-testid={testId} aria-labelledby={`${prefix}-title`}>
      {level === 2 ? <h2 id={`${prefix}-title`}>{title}</h2> : <h3 id={`${prefix}-title`}>{title}</h3>}
      {error && <ErrorSummary failed={failed} error={error} testId={`${testId}-error`} summaryRef={summary} />}
      <InputField
        id={`${prefix}-url`}
        label="URL"
        hint="Your system’s address that receives the events: https, or http only for a host the operator allows."
        error={error}
        value={url}
        onInput={(e) => setUrl((e.target as HTMLInputElement).value)}
        maxLength={2000}
        autoComplete="url"
      />
      <EventsFieldset prefix={prefix} events={events} setEvents={setEvents} error={error} testId={`${testId}-events`} />
      <TextareaField
        id={`${prefix}-description`}
        label="Description (optional)"
        error={error}
        rows={2}
        value={description}
        onInput={(e) => setDescription((e.target as HTMLTextAreaElement).value)}
      />
      <div class="form-actions">
        <button type="submit" class="primary" disabled={saving}>
          {saving ? 'Saving…' : submitLabel}
        </button>
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** The events as checkboxes, each with its sentence; the refusal that names `events` beside the group. */
function EventsFieldset({
  prefix,
  events,
  setEvents,
  error,
  testId,
}: {
  prefix: string;
  events: EventName[];
  setEvents: (events: EventName[]) => void;
  error: FieldError | null;
  testId: string;
}) {
  const id = `${prefix}-events`;
  const toggle = (name: EventName) => (event: Event) => {
    const on = (event.target as HTMLInputElement).checked;
    // Kept in the API's order, whatever order they are ticked in.
    setEvents(EVENT_NAMES.filter((n) => (n === name ? on : events.includes(n))));
  };
  return (
    <fieldset id={id} class="webhook-events" tabIndex={-1} aria-describedby={wordsBeside(error, id) !== null ? `${id}-error` : undefined} data-testid={testId}>
      <legend>Events</legend>
      <p class="hint">The endpoint receives a message when any of these happens in the environment.</p>
      {EVENT_NAMES.map((name) => (
        <div class="webhook-event" key={name}>
          <input type="checkbox" id={`${prefix}-event-${name}`} checked={events.includes(name)} onChange={toggle(name)} aria-describedby={`${prefix}-event-${name}-says`} />
          <label for={`${prefix}-event-${name}`}>
            {EVENTS[name].name} <code>{name}</code>
          </label>
          <p class="hint" id={`${prefix}-event-${name}-says`}>
            {EVENTS[name].sentence}
          </p>
        </div>
      ))}
      <FieldErrorText error={error} id={id} />
    </fieldset>
  );
}
