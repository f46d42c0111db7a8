import type { Body, Item } from '../../api-types.ts';
import { formatDateTime } from '../../format.ts';

/**
 * The webhooks page's resources (docs/webhooks.md) and what it says of them in words: each event a
 * sentence, each reason an endpoint is disabled, each state of a delivery and each attempt's outcome.
 */

/** An item of `GET /webhooks`: an endpoint and its state. */
export type Endpoint = Item<'listWebhooks'>;
/** An item of `GET /webhooks/{id}/deliveries`: one event for one endpoint, with its attempts. */
export type Delivery = Item<'listWebhookDeliveries'>;
/** One attempt of a delivery (oldest first in its delivery). */
export type Attempt = Delivery['attempts'][number];
export type EventName = Body<'createWebhook'>['events'][number];

/**
 * What each event is, as the form offers it: a name and a sentence. Typed by the API's list, so that an
 * event the API adds is a type error here until the page says what it is. In the API's order.
 */
export const EVENTS: Record<EventName, { name: string; sentence: string }> = {
  'project.created': {
    name: 'Project created',
    sentence: 'A project is created: in the console, through the API, or one per project by an operator’s import.',
  },
  'project.updated': {
    name: 'Project changed',
    sentence: 'A project’s own data changes: its fields, facilities, developments, appraisal lines or risk assessments.',
  },
  'interim_report.created': { name: 'Drawdown filed', sentence: 'A drawdown (interim) report is filed for a project.' },
  'document_report.version_saved': {
    name: 'Report saved',
    sentence: 'A document studio report is saved; each save is a new version of it.',
  },
  'benchmark.computed': { name: 'Benchmark computed', sentence: 'A project’s benchmark is computed and stored.' },
  'upload.created': { name: 'File uploaded', sentence: 'A file is uploaded, such as a site visit’s photo or document.' },
};

export const EVENT_NAMES = Object.keys(EVENTS) as EventName[];

/** Why an endpoint is disabled, after "Disabled: ". */
const REASONS: Record<NonNullable<Endpoint['disabled_reason']>, string> = {
  GONE: 'it answered 410 Gone, which asks for no more deliveries',
  FAILING_3_DAYS: 'its deliveries failed for 3 days without a single success',
  DISABLED_BY_ADMIN: 'an ADMIN disabled it',
};

/** The endpoint's state in a few words, for its badge. */
export function stateBadge(endpoint: Endpoint): { words: string; tone: 'on' | 'off' | 'failing' } {
  if (!endpoint.enabled) return { words: 'Disabled', tone: 'off' };
  return endpoint.failing_since ? { words: 'Enabled, failing', tone: 'failing' } : { words: 'Enabled', tone: 'on' };
}

/** The endpoint's state in a sentence: why and since when it is disabled, since when it has been failing. */
export function stateInWords(endpoint: Endpoint): string {
  if (!endpoint.enabled) {
    const why = endpoint.disabled_reason ? REASONS[endpoint.disabled_reason] : 'it was disabled';
    return `Disabled on ${formatDateTime(endpoint.disabled_at)}: ${why}. No delivery is attempted while it is disabled; its pending deliveries wait.`;
  }
  if (endpoint.failing_since) {
    return `Enabled, but failing since ${formatDateTime(endpoint.failing_since)}: no attempt has succeeded since then. After 3 days of failures the service disables it.`;
  }
  return 'Enabled: events are delivered as they happen.';
}

/** A delivery's state in words, with its time. */
export function deliveryState(delivery: Delivery): { words: string; when: string | null; tone: 'on' | 'off' | 'failing' } {
  if (delivery.state === 'DELIVERED') return { words: 'Delivered', when: formatDateTime(delivery.delivered_at), tone: 'on' };
  if (delivery.state === 'FAILED') return { words: 'Failed: every attempt of the schedule failed', when: null, tone: 'off' };
  const next = delivery.next_attempt_at;
  const due = next !== null && Date.parse(next) <= Date.now();
  return { words: due ? 'Pending: due now' : 'Pending: next attempt', when: due ? null : formatDateTime(next), tone: 'failing' };
}

/** What an attempt's outcome means. */
export const OUTCOMES: Record<Attempt['outcome'], string> = {
  delivered: 'Delivered: the endpoint answered 2xx',
  http_error: 'Not accepted: the endpoint answered, but not with a 2xx status',
  timeout: 'No answer within 10 seconds',
  network_error: 'No connection: the endpoint could not be reached',
  refused: 'Not sent: the address is not allowed, or the secret could not be read',
};

/** An HTTP status in words: `500`, or that none came. */
export const statusInWords = (status: number | null) => (status === null ? 'No answer' : `HTTP ${status}`);
