import type { ApiError } from './api.ts';

/**
 * How a form shows the API's refusal beside the field it names: the API's 400 says `path: rule`
 * (`total_gifa: must be > 0`, `facility[0].amount: must be number`); the page maps the path to one of
 * its inputs, marks it `aria-invalid` with the message beside it (`aria-describedby`), and keeps the
 * API's message in a summary at the top. The controls that show it are form.tsx's.
 */

/** What a form shows: the API's message (the summary), the input it names when that input is on the page, and the words beside it. */
export interface FieldError {
  message: string;
  field: string | null;
  beside?: string;
}

/**
 * The field path a message of the API leads with (`facility[1].amount: must be number` →
 * `facility[1].amount`; a list's body, `[3].label: …` → `[3].label`), or null.
 */
export function leadingPath(message: string): string | null {
  return /^((?:[A-Za-z_]|\[\d+\])[\w.[\]]*):/.exec(message)?.[1] ?? null;
}

/**
 * The refusal as the form shows it, beside the input `field` (the id the page mapped the message's
 * `path` to) when that input is on the page: beside it a 400's rule is said with the field's own label
 * (`Total GIFA (m²): must be > 0`); the summary keeps the API's message.
 */
export function besideField(error: ApiError, path: string | null, field: string | null): FieldError {
  const found = field && document.getElementById(field) ? field : null;
  const label = found ? document.querySelector(`label[for="${found}"]`)?.textContent : null;
  const rule = path ? error.message.slice(path.length + 1).trim() : error.message;
  return { message: error.message, field: found, beside: label && error.status === 400 ? `${label}: ${rule}` : error.message };
}

/**
 * The attributes of an input: `aria-invalid` and its error in `aria-describedby` when the refusal names
 * it, beside its hint (when it has one).
 */
export function invalidProps(error: FieldError | null, id: string, hintId?: string): { 'aria-invalid'?: true; 'aria-describedby'?: string } {
  const refused = error?.field === id;
  const described = [hintId, refused ? `${id}-error` : undefined].filter(Boolean).join(' ');
  return { ...(refused ? { 'aria-invalid': true as const } : {}), ...(described ? { 'aria-describedby': described } : {}) };
}
