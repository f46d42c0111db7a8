import type { ApiError } from './api.ts';
import { formatNumber } from './format.ts';
import { type Refused, ruleInWords } from './field-words.ts';

export type { Refused } from './field-words.ts';

/**
 * How a form shows what is wrong beside each field, in words: the console checks the whole form before
 * it sends it and says every problem at once (a form of several fields is not corrected one submit at a
 * time); what the API still refuses arrives as `path: rule` (`total_gifa: must be > 0`,
 * `facility[0].amount: must be number`), and the page maps the path to one of its inputs, marks it
 * `aria-invalid` with the rule said in words beside it (`aria-describedby`), and keeps the API's precise
 * message in the summary at the top. The controls that show it are form.tsx's.
 */

/**
 * What a form shows: the summary's message, the input it names first when that input is on the page,
 * and the words beside it; `fields`, every input refused at once (the console's own check of the form),
 * the first of them `field`.
 */
export interface FieldError {
  message: string;
  field: string | null;
  beside?: string;
  fields?: readonly Refused[];
}

/** The words beside the input `id`, when the refusal names it. */
export function wordsBeside(error: FieldError | null, id: string): string | null {
  if (!error) return null;
  const found = error.fields?.find((f) => f.field === id);
  if (found) return found.beside;
  return error.field === id ? (error.beside ?? error.message) : null;
}

/** The form's own check as a refusal: every problem beside its input, null when there is none. */
export function refusedFields(problems: readonly Refused[]): FieldError | null {
  if (problems.length === 0) return null;
  const first = problems[0]!;
  const message = problems.length === 1 ? first.beside : `${formatNumber(problems.length)} answers need changing`;
  return { message, field: first.field, beside: first.beside, fields: problems };
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
 * `path` to) when that input is on the page: beside it a 400's rule is said in words with the field's
 * own label (`The total GIFA (m²) cannot be below 0`); the summary keeps the API's message.
 */
export function besideField(error: ApiError, path: string | null, field: string | null): FieldError {
  const found = field && document.getElementById(field) ? field : null;
  const label = found ? document.querySelector(`label[for="${found}"]`)?.textContent : null;
  const rule = path ? error.message.slice(path.length + 1).trim() : error.message;
  const money = found ? document.getElementById(found)?.dataset.money === 'true' : false;
  return { message: error.message, field: found, beside: label && error.status === 400 ? ruleInWords(label, rule, money) : error.message };
}

/**
 * The attributes of an input: `aria-invalid` and its error in `aria-describedby` when the refusal names
 * it, beside its hint (when it has one).
 */
export function invalidProps(error: FieldError | null, id: string, hintId?: string): { 'aria-invalid'?: true; 'aria-describedby'?: string } {
  const refused = wordsBeside(error, id) !== null;
  const described = [hintId, refused ? `${id}-error` : undefined].filter(Boolean).join(' ');
  return { ...(refused ? { 'aria-invalid': true as const } : {}), ...(described ? { 'aria-describedby': described } : {}) };
}
