/**
 * The events an endpoint may subscribe to (D-61), and which change of a project emits which. A payload
 * is thin: it names the record (`data.id`), never carries it, so a receiver reads the record through the
 * API with its own credentials and sees what they allow.
 */
export const WEBHOOK_EVENTS = [
  'project.created',
  'project.updated',
  'interim_report.created',
  'document_report.version_saved',
  'benchmark.computed',
  'upload.created',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export function isWebhookEvent(name: string): name is WebhookEvent {
  return (WEBHOOK_EVENTS as readonly string[]).includes(name);
}

/** What an event names: the environment, the project, and the record (D-3: integer ids). */
export interface WebhookSubject {
  environmentId: number;
  projectId: number;
  /** The record the event is about: the project, the interim report, the document report, the snapshot, the upload. */
  id: number;
}

/** The body of a delivery (D-61), as sent. */
export interface WebhookPayload {
  type: WebhookEvent;
  timestamp: string;
  data: { environment_id: number; project_id: number; id: number };
}

/** The body of a delivery (D-61): `{type, timestamp, data: {environment_id, project_id, id}}`, as sent. */
export function webhookPayload(type: WebhookEvent, subject: WebhookSubject, at: Date): string {
  return JSON.stringify({
    type,
    timestamp: at.toISOString(),
    data: { environment_id: subject.environmentId, project_id: subject.projectId, id: subject.id },
  });
}
