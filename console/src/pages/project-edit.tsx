import { useState } from 'preact/hooks';
import '../edit.css';
import { api, ApiError } from '../api.ts';
import type { Body } from '../api-types.ts';
import { formatCode } from '../format.ts';
import { Options } from '../form.tsx';
import { isAdmin } from '../session.ts';
import { Failure } from '../states.tsx';
import { allowedNextStatuses, STATUS_ORDER } from '../../../src/domain/projects/status.ts';
import type { ProjectStatus } from '../../../src/domain/projects/vocabulary.ts';
import { Disclosure, FieldsForm, refusalInWords } from './fields-form.tsx';
import { DEVELOPMENT_FIELDS, FACILITY_FIELDS, labelsOf, PROJECT_FIELDS } from './project-fields.ts';

/**
 * The project page's edit controls (D-24): the record's form, the status change (D-39),
 * and adding a facility or a development (D-45). Shown to an ADMIN and a MEMBER by the token's role; the
 * API decides, and its 400/403/404/409 are shown in words, a 400 beside the field it names.
 */

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
        await api.updateProject({ path: { id: String(project.id) }, body: changed as Body<'updateProject'> });
        const said = `Saved: ${labelsOf(PROJECT_FIELDS, keys)}.`;
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
          fields={FACILITY_FIELDS}
          initial={{}}
          submitLabel="Add facility"
          failed="The facility was not added"
          testId="add-facility-form"
          save={async (values) => {
            const created = await api.addProjectFacility({ path: { id: String(projectId) }, body: values('filled') as Body<'addProjectFacility'> });
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
          fields={DEVELOPMENT_FIELDS}
          initial={{}}
          submitLabel="Add development"
          failed="The development was not added"
          testId="add-development-form"
          save={async (values) => {
            const created = await api.addProjectDevelopment({ path: { id: String(projectId) }, body: values('filled') as Body<'addProjectDevelopment'> });
            await onSaved(null);
            return `Added the development ${created.name}.`;
          }}
        />
      )}
    </Disclosure>
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
  const anyStatus = isAdmin();
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
      await api.updateProject({ path: { id: String(projectId) }, body: { project_status: wanted as ProjectStatus } });
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
