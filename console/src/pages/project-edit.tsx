import type { ComponentChildren } from 'preact';
import { useRef, useState } from 'preact/hooks';
import '../edit.css';
import { ApiError, patch, post } from '../api.ts';
import { besideField, type FieldError, invalidProps, leadingPath } from '../field-errors.ts';
import { formatCode } from '../format.ts';
import { ErrorSummary, Field, Options, type TextValues, useTextValues } from '../form.tsx';
import { currentSession } from '../session.ts';
import { Failure } from '../states.tsx';
import { allowedNextStatuses, STATUS_ORDER } from '../../../src/domain/projects/status.ts';
import { BUILDING_FUNCTIONS, BUILDING_PROCESSES, type ProjectStatus } from '../../../src/domain/projects/vocabulary.ts';

/**
 * The project page's edit controls (D-24): the record's form, the status change (D-39),
 * and adding a facility or a development (D-45). Shown to an ADMIN and a MEMBER by the token's role; the
 * API decides, and its 400/403/404/409 are shown in words, a 400 beside the field it names.
 */

type Kind = 'text' | 'textarea' | 'number' | 'money' | 'date' | 'select';

interface FieldDef {
  /** The member of the request body (and of the API's 400 path). */
  key: string;
  label: string;
  kind: Kind;
  options?: readonly (readonly [string, string])[];
  /** Required members are sent as typed even when empty (the API's 400 says what they need). */
  required?: boolean;
  wide?: boolean;
}

const functionOptions = Object.entries(BUILDING_FUNCTIONS);
const processOptions = Object.entries(BUILDING_PROCESSES);

/** The form's text of a stored value: dates as `YYYY-MM-DD` (UTC), null as empty. */
function textOf(kind: Kind, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (kind === 'date') return String(value).slice(0, 10);
  return String(value);
}

/**
 * What is sent for a field's text: empty is null (required members stay empty, for the API's 400),
 * numbers as JSON numbers when they are numbers and as typed otherwise (so that the API's 400 names the
 * field), a date as midnight UTC.
 */
function valueOf(def: FieldDef, text: string): unknown {
  if (text.trim() === '') return def.required ? text : null;
  if (def.kind === 'number' || def.kind === 'money') {
    const n = Number(text.replace(/[,£\s]/g, ''));
    return Number.isFinite(n) ? n : text;
  }
  if (def.kind === 'date') return /^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00.000Z` : text;
  return text;
}

/** How the API's refusal reads: the API's own message for a 400 and a 409, and words for the rest. */
export function refusalInWords(err: unknown): string {
  if (!(err instanceof ApiError)) return 'The service cannot be reached. Check your connection and try again.';
  if (err.status === 403) {
    return `The service refused the change: ${err.message}. Only an ADMIN, or a MEMBER assigned to this project, may change it.`;
  }
  if (err.status === 404) return 'The service no longer finds this project: it may have been removed, or it is no longer assigned to you.';
  return err.message;
}

/** A 409 of a status change in words: `…; allowed from PENDING: IN_PROGRESS, PRE_CONTRACT` → the moves it lists. */
export function statusRefusalInWords(message: string): string | null {
  const match = /cannot move from (\w+) to (\w+); allowed from \w+: (.*)$/.exec(message);
  if (!match) return null;
  const [, from, to, list] = match as unknown as [string, string, string, string];
  const allowed = list === 'none' ? [] : list.split(',').map((s) => formatCode(s.trim()));
  return (
    `This project cannot move from ${formatCode(from)} to ${formatCode(to)}. ` +
    (allowed.length === 0 ? `It cannot move from ${formatCode(from)} at all.` : `This project can move from ${formatCode(from)} to: ${allowed.join(', ')}.`)
  );
}

interface FieldsFormProps {
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
}

/** The body of what the form sends: the fields whose text `changed` from the start, or those `filled` (and the required ones). */
function bodyOf(fields: FieldDef[], values: Record<string, string>, start: Record<string, string>, keys: 'changed' | 'filled'): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const def of fields) {
    const text = values[def.key] ?? '';
    const send = keys === 'changed' ? text !== start[def.key] : def.required || text.trim() !== '';
    if (send) out[def.key] = valueOf(def, text);
  }
  return out;
}

/** The refusal in words, beside the field its path names when that is one of the form's (`idOf` its input's id). */
function refusalOf(err: unknown, fields: FieldDef[], idOf: (key: string) => string): FieldError {
  if (!(err instanceof ApiError)) return { message: refusalInWords(err), field: null };
  const path = leadingPath(err.message);
  const key = path?.replace(/[.[].*$/, '');
  const field = key && fields.some((f) => f.key === key) ? idOf(key) : null;
  return { ...besideField(err, path, field), message: refusalInWords(err) };
}

/** A form of typed fields whose API refusal is shown in a summary and beside the field it names. */
function FieldsForm({ prefix, title, fields, initial, submitLabel, save, onCancel, failed, testId }: FieldsFormProps) {
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
      const said = await save((keys) => bodyOf(fields, form.values, start(), keys));
      setNote(said ?? 'Nothing to save: no field was changed.');
      if (said !== null) form.setValues(Object.fromEntries(fields.map((f) => [f.key, ''])));
    } catch (err) {
      setError(refusalOf(err, fields, idOf));
      requestAnimationFrame(() => summary.current?.focus());
    } finally {
      setSaving(false);
    }
  };

  return (
    <form class="edit-form" onSubmit={submit} noValidate data-testid={testId} aria-labelledby={`${prefix}-title`}>
      <h3 id={`${prefix}-title`}>{title}</h3>
      {error && <ErrorSummary failed={failed} error={error} testId={`${testId}-error`} summaryRef={summary} />}
      {note && (
        <p class={note.startsWith('Nothing') ? 'muted' : 'edit-saved'} role="status" data-testid={`${testId}-note`}>
          {note}
        </p>
      )}
      <div class="edit-grid">
        {fields.map((def) => (
          <Field key={def.key} id={idOf(def.key)} label={def.label} error={error} class={def.wide ? 'wide' : undefined}>
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

/** A field's control by its kind: a textarea, a select of its options, a date, or text (numbers and money typed as text, so that the API's 400 says what is wrong). */
function FieldControl({ def, id, form, error }: { def: FieldDef; id: string; form: TextValues; error: FieldError | null }) {
  const set = form.set(def.key);
  const common = { id, name: def.key, value: form.values[def.key] ?? '', ...invalidProps(error, id) };
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
  return <input type="text" inputMode={numeric ? 'decimal' : undefined} autoComplete="off" onInput={set} {...common} />;
}

const PROJECT_FIELDS: FieldDef[] = [
  { key: 'name', label: 'Name', kind: 'text', required: true },
  { key: 'project_reference', label: 'Reference', kind: 'text', required: true },
  { key: 'description', label: 'Description', kind: 'textarea', wide: true },
  { key: 'address', label: 'Address', kind: 'text' },
  { key: 'postcode', label: 'Postcode', kind: 'text' },
  { key: 'building_function', label: 'Building function', kind: 'select', options: functionOptions },
  { key: 'building_process', label: 'Building process', kind: 'select', options: processOptions },
  { key: 'total_gifa', label: 'Total GIFA (m²)', kind: 'number' },
  { key: 'number_of_units', label: 'Units', kind: 'number' },
  { key: 'gross_development_value', label: 'Gross development value (£)', kind: 'money' },
  { key: 'total_budget', label: 'Total budget (£)', kind: 'money' },
  { key: 'total_cost', label: 'Total cost (£)', kind: 'money' },
  { key: 'loan_facility_budget', label: 'Loan facility budget (£)', kind: 'money' },
  { key: 'contract_start_date', label: 'Contract start', kind: 'date' },
  { key: 'contract_completion_date', label: 'Contract completion', kind: 'date' },
  { key: 'estimated_completion_date', label: 'Estimated completion', kind: 'date' },
  { key: 'funder_client', label: 'Funder', kind: 'text' },
  { key: 'client_reference', label: 'Client reference', kind: 'text' },
  { key: 'comments', label: 'Comments', kind: 'textarea', wide: true },
];

/** `PATCH /projects/{id}` with the fields that changed; `onSaved` reads the page again. */
export function EditProject({
  project,
  onSaved,
  onCancel,
}: {
  project: { id: number };
  onSaved: (said: string | null) => Promise<void>;
  onCancel: () => void;
}) {
  return (
    <FieldsForm
      prefix="pe"
      title="Edit the project"
      fields={PROJECT_FIELDS}
      initial={project as unknown as Record<string, unknown>}
      submitLabel="Save changes"
      failed="The project was not saved"
      testId="edit-project"
      onCancel={onCancel}
      save={async (values) => {
        const changed = values('changed');
        const keys = Object.keys(changed);
        if (keys.length === 0) return null;
        await patch(`/projects/${project.id}`, changed);
        const names = keys.map((k) => PROJECT_FIELDS.find((f) => f.key === k)?.label ?? k);
        const said = `Saved: ${names.join(', ')}.`;
        await onSaved(said);
        return said;
      }}
    />
  );
}

/** A facility: `POST /projects/{id}/facilities` `{name, amount}`. */
export function AddFacility({ projectId, onSaved }: { projectId: number; onSaved: (said: string | null) => Promise<void> }) {
  return (
    <Disclosure label="Add a facility" testId="add-facility">
      {(close) => (
        <FieldsForm
          onCancel={close}
          prefix="af"
          title="New facility"
          fields={[
            { key: 'name', label: 'Facility name', kind: 'text', required: true },
            { key: 'amount', label: 'Amount (£)', kind: 'money', required: true },
          ]}
          initial={{}}
          submitLabel="Add facility"
          failed="The facility was not added"
          testId="add-facility-form"
          save={async (values) => {
            const created = await post<{ name: string }>(`/projects/${projectId}/facilities`, values('filled'));
            await onSaved(null);
            return `Added the facility ${created.name}.`;
          }}
        />
      )}
    </Disclosure>
  );
}

/** A development (D-45): `POST /projects/{id}/developments`. */
export function AddDevelopment({ projectId, onSaved }: { projectId: number; onSaved: (said: string | null) => Promise<void> }) {
  return (
    <Disclosure label="Add a development" testId="add-development">
      {(close) => (
        <FieldsForm
          onCancel={close}
          prefix="ad"
          title="New development"
          fields={[
            { key: 'name', label: 'Development name', kind: 'text', required: true },
            { key: 'building_function', label: 'Building function', kind: 'select', options: functionOptions },
            { key: 'building_process', label: 'Building process', kind: 'select', options: processOptions },
            { key: 'total_gifa', label: 'GIFA (m²)', kind: 'number' },
            { key: 'individual_units', label: 'Units', kind: 'number' },
            { key: 'site_max_floors_above_ground', label: 'Floors above ground', kind: 'number' },
            { key: 'site_max_floors_below_ground', label: 'Floors below ground', kind: 'number' },
          ]}
          initial={{}}
          submitLabel="Add development"
          failed="The development was not added"
          testId="add-development-form"
          save={async (values) => {
            const created = await post<{ name: string }>(`/projects/${projectId}/developments`, values('filled'));
            await onSaved(null);
            return `Added the development ${created.name}.`;
          }}
        />
      )}
    </Disclosure>
  );
}

/** A button that opens its form in its place (the form's Cancel closes it and gives the focus back to the button). */
function Disclosure({ label, testId, children }: { label: string; testId: string; children: (close: () => void) => ComponentChildren }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const place = useRef<HTMLDivElement>(null);
  const toggle = (to: boolean) => {
    setOpen(to);
    requestAnimationFrame(() => (to ? place.current?.querySelector('input') : button.current)?.focus());
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

/** What the status select's hint says: the moves expected to be allowed from `status`. */
function statusHint(status: ProjectStatus, allowed: ProjectStatus[], anyStatus: boolean): string {
  if (allowed.length === 0) return `From ${formatCode(status)} no move is expected to be allowed.`;
  if (anyStatus) return `As an ADMIN you may set any status; now ${formatCode(status)}.`;
  return `From ${formatCode(status)} the project may move one step forward or any step back: ${allowed.map(formatCode).join(', ')}.`;
}

/** The statuses to choose from: those expected to be allowed first, then the others (the API refuses them). */
function StatusOptions({ status, allowed }: { status: ProjectStatus; allowed: ProjectStatus[] }) {
  const others = STATUS_ORDER.filter((s) => s !== status && !allowed.includes(s));
  const group = (label: string, statuses: ProjectStatus[]) =>
    statuses.length > 0 && (
      <optgroup label={label}>
        <Options options={statuses.map((s) => [s, formatCode(s)] as const)} />
      </optgroup>
    );
  return (
    <>
      <option value="">Choose a status</option>
      {group(`Allowed from ${formatCode(status)}`, allowed)}
      {group('Not allowed (the service will refuse)', others)}
    </>
  );
}

/**
 * The status select (D-39): every status, the moves the console expects to be allowed first (one step
 * forward or any step back; ADMIN any), but the API decides and its 409 is said in words.
 */
export function StatusChange({
  projectId,
  status,
  onSaved,
}: {
  projectId: number;
  status: ProjectStatus;
  onSaved: (said: string | null) => Promise<void>;
}) {
  const anyStatus = currentSession()?.role === 'ADMIN';
  const allowed = allowedNextStatuses(status, anyStatus);
  const [wanted, setWanted] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: Event) => {
    event.preventDefault();
    setError(null);
    if (wanted === '') {
      setError('Choose the status to move the project to.');
      return;
    }
    setSaving(true);
    try {
      await patch(`/projects/${projectId}`, { project_status: wanted });
      setWanted('');
      await onSaved(`Status changed from ${formatCode(status)} to ${formatCode(wanted)}.`);
    } catch (err) {
      const words = err instanceof ApiError && err.status === 409 ? statusRefusalInWords(err.message) : null;
      setError(words ?? refusalInWords(err));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form class="status-form" onSubmit={submit} noValidate data-testid="status-change">
      <div class="field">
        <label for="status-next">Move the status to</label>
        <span class="hint" id="status-next-hint">
          {statusHint(status, allowed, anyStatus)}
        </span>
        <div class="inline-controls">
          <select
            id="status-next"
            value={wanted}
            onChange={(e) => setWanted((e.target as HTMLSelectElement).value)}
            aria-describedby={error ? 'status-next-hint status-next-error' : 'status-next-hint'}
            {...(error ? { 'aria-invalid': true } : {})}
          >
            <StatusOptions status={status} allowed={allowed} />
          </select>
          <button type="submit" class="primary" disabled={saving}>
            {saving ? 'Changing…' : 'Change status'}
          </button>
        </div>
        {error && <Failure error={{ message: error }} failed="The status was not changed" id="status-next-error" testId="status-error" />}
      </div>
    </form>
  );
}
