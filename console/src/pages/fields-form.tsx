import type { ComponentChildren } from 'preact';
import { useRef, useState } from 'preact/hooks';
import '../edit.css';
import { ApiError } from '../api.ts';
import { besideField, type FieldError, invalidProps, leadingPath, type Refused, refusedFields } from '../field-errors.ts';
import { nounOf } from '../field-words.ts';
import { ErrorSummary, Field, Options, type TextValues, useTextValues } from '../form.tsx';
import { bodyOf, checkFields, type FieldDef, fieldLabel, ruleHint, textOf } from './project-fields.ts';

/**
 * A form of a project's typed fields (project-fields.ts), as the project page and the projects list
 * show it: each field with its rule beside it, the API's refusal in a summary that takes the focus and
 * beside the field its path names; and the button that opens such a form in its place.
 */

/** Who may make a change, said after a 403: a project's writers unless the form says otherwise. */
const PROJECT_WRITERS = 'Only an ADMIN, or a MEMBER assigned to this project, may change it.';

/** How the API's refusal reads: the API's own message for a 400 and a 409, and words for the rest. */
export function refusalInWords(err: unknown, who: string = PROJECT_WRITERS): string {
  if (!(err instanceof ApiError)) return 'The service cannot be reached. Check your connection and try again.';
  if (err.status === 403) return `The service refused the change: ${err.message}. ${who}`;
  if (err.status === 404) {
    if (/^Project not found/.test(err.message)) {
      return 'The service no longer finds this project: it may have been removed, or it is no longer assigned to you.';
    }
    return `The service answered "${err.message}": it may have been removed meanwhile. Reload the page to see the project as it is.`;
  }
  return err.message;
}

/** A 409's rule said of its field: a value another record has (`"R-1" already exists in environment 4`) as one to change. */
function conflictInWords(def: FieldDef, rule: string): string {
  const taken = /^"([^"]*)" (already exists|is already used)/.exec(rule);
  return taken ? `The ${nounOf(def.label)} “${taken[1]}” is already used: choose another` : `${fieldLabel(def)}: ${rule}`;
}

/**
 * The refusal in words, beside the field its path names when that is one of the form's (`keyOf` maps
 * the path to a field's key; by default its leading member; `idOf` is the field's input id). Beside the
 * field a 400's or a 409's rule is said with the field's label (`Reference: "R-1" already exists …`).
 */
export function refusalOf(
  err: unknown,
  fields: FieldDef[],
  idOf: (key: string) => string,
  who?: string,
  keyOf: (path: string) => string | null = (path) => path.replace(/[.[].*$/, ''),
): FieldError {
  if (!(err instanceof ApiError)) return { message: refusalInWords(err, who), field: null };
  const path = leadingPath(err.message);
  const key = path === null ? null : keyOf(path);
  const def = key === null ? undefined : fields.find((f) => f.key === key);
  const shown = besideField(err, path, def ? idOf(def.key) : null);
  const beside = err.status === 409 && shown.field && path && def ? conflictInWords(def, err.message.slice(path.length + 1).trim()) : shown.beside;
  return { ...shown, beside, message: refusalInWords(err, who) };
}

export interface FieldsFormProps {
  /** The inputs' ids are `<prefix>-<key>`. */
  prefix: string;
  title: string;
  fields: FieldDef[];
  initial: Record<string, unknown>;
  submitLabel: string;
  /** Sends the form (only what it should send); what to say once it is saved, or null when there was nothing to send. */
  save: (values: (keys: 'changed' | 'filled') => Record<string, unknown>) => Promise<string | null>;
  onCancel?: () => void;
  /** What the summary says before the refusal: "The project was not saved". */
  failed: string;
  testId: string;
  /** Who may make the change, said after a 403. */
  who?: string;
  /** The field a refusal's path names (its leading member by default). */
  keyOf?: (path: string) => string | null;
  /** Said under the title: what the form is about. */
  intro?: ComponentChildren;
}

/** The form's own check refused what it would send: nothing was sent. */
class CheckedHere extends Error {
  problems: Refused[];
  constructor(problems: Refused[]) {
    super('The form needs changing');
    this.problems = problems;
  }
}

/**
 * A form of typed fields, checked whole before it is sent (every problem beside its field at once), and
 * whose API refusal is shown in a summary and beside the field it names. */
export function FieldsForm({ prefix, title, fields, initial, submitLabel, save, onCancel, failed, testId, who, keyOf, intro }: FieldsFormProps) {
  const start = () => Object.fromEntries(fields.map((f) => [f.key, textOf(f.kind, initial[f.key])]));
  const form = useTextValues(start);
  const [error, setError] = useState<FieldError | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const summary = useRef<HTMLDivElement>(null);
  const idOf = (key: string) => `${prefix}-${key}`;

  const submit = async (event: Event) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    setNote(null);
    try {
      const said = await save((keys) => {
        const problems = checkFields(fields, form.values, start(), keys, idOf);
        if (problems.length > 0) throw new CheckedHere(problems);
        return bodyOf(fields, form.values, start(), keys);
      });
      setNote(said ?? 'Nothing to save: no field was changed.');
      if (said !== null) form.setValues(Object.fromEntries(fields.map((f) => [f.key, ''])));
    } catch (err) {
      setError(err instanceof CheckedHere ? refusedFields(err.problems) : refusalOf(err, fields, idOf, who, keyOf));
      requestAnimationFrame(() => summary.current?.focus());
    } finally {
      setSaving(false);
    }
  };

  return (
    <form class="edit-form" onSubmit={submit} noValidate data-testid={testId} aria-labelledby={`${prefix}-title`}>
      <h3 id={`${prefix}-title`}>{title}</h3>
      {intro && <p class="hint">{intro}</p>}
      {error && <ErrorSummary failed={failed} error={error} testId={`${testId}-error`} summaryRef={summary} />}
      {note && (
        <p class={note.startsWith('Nothing') ? 'muted' : 'edit-saved'} role="status" data-testid={`${testId}-note`}>
          {note}
        </p>
      )}
      <div class="edit-grid">
        {fields.map((def) => (
          <Field key={def.key} id={idOf(def.key)} label={fieldLabel(def)} hint={ruleHint(def)} error={error} class={def.wide ? 'wide' : undefined}>
            <FieldControl def={def} id={idOf(def.key)} form={form} error={error} />
          </Field>
        ))}
      </div>
      <div class="form-actions">
        <button type="submit" class="primary" disabled={saving}>
          {saving ? 'Saving…' : submitLabel}
        </button>
        {onCancel && (
          <button type="button" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}

/**
 * A field's control by its kind: a textarea, a select of its options, a date, or text (numbers and
 * money typed as text, so that the API's 400 says what is wrong; a label with its suggestions). It is
 * described by its hint (the rule: `Field` shows it as `<id>-hint`, or `hintId` names one several
 * controls share) and by the refusal when it names it.
 */
export function FieldControl({ def, id, form, error, hintId = `${id}-hint` }: { def: FieldDef; id: string; form: TextValues; error: FieldError | null; hintId?: string }) {
  const set = form.set(def.key);
  const common = { id, name: def.key, value: form.values[def.key] ?? '', 'data-money': def.kind === 'money' ? 'true' : undefined, ...invalidProps(error, id, hintId) };
  if (def.kind === 'textarea') return <textarea rows={3} onInput={set} {...common} />;
  if (def.kind === 'select') {
    return (
      <select onChange={set} {...common}>
        <Options empty="Not set" options={def.options ?? []} />
      </select>
    );
  }
  if (def.kind === 'date') return <input type="date" onInput={set} {...common} />;
  const numeric = def.kind === 'number' || def.kind === 'money';
  return <input type="text" inputMode={numeric ? 'decimal' : undefined} autoComplete="off" list={def.list} onInput={set} {...common} />;
}

/** A button that opens its form in its place (the form's Cancel closes it and gives the focus back to the button). */
export function Disclosure({ label, testId, children }: { label: string; testId: string; children: (close: () => void) => ComponentChildren }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const place = useRef<HTMLDivElement>(null);
  const toggle = (to: boolean) => {
    setOpen(to);
    requestAnimationFrame(() => (to ? place.current?.querySelector<HTMLElement>('input, select, textarea') : button.current)?.focus());
  };
  return (
    <div class="edit-disclosure" ref={place}>
      {open ? (
        children(() => toggle(false))
      ) : (
        <button type="button" ref={button} onClick={() => toggle(true)} data-testid={testId}>
          {label}
        </button>
      )}
    </div>
  );
}
