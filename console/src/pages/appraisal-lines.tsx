import { useRef } from 'preact/hooks';
import { api, ApiError } from '../api.ts';
import type { AppraisalNode, Body, CostInput } from '../api-types.ts';
import { useLoad } from '../load.ts';
import { AppraisalTree, type LineControls } from './appraisal-tree.tsx';
import { ConfirmRemoval, type Corrections, RowButtons, Said, useCorrections } from './corrections.tsx';
import { Disclosure, FieldsForm } from './fields-form.tsx';
import { APPRAISAL_LABELS_LIST, APPRAISAL_LINE_FIELDS, labelsOf } from './project-fields.ts';

/**
 * The project's appraisal lines (D-20) in the environment's tree of settings. To an ADMIN and a MEMBER
 * each line has Edit (`PATCH /projects/{id}/cost-inputs/{lineId}`) and Remove (`DELETE`, after a
 * confirmation in the page), and "Add an appraisal line" sends the project's list with the new line
 * (`PUT /projects/{id}/cost-inputs` takes the list whole; it is read just before, so that the lines
 * someone else changed meanwhile are kept). A line's label is one of the environment's APPRAISAL
 * settings, offered as suggestions; a new label becomes a new setting.
 */

type OnSaved = (said: string | null) => Promise<void>;

interface SectionProps {
  projectId: number;
  roots: AppraisalNode[];
  lines: CostInput[];
  editable: boolean;
  onSaved: OnSaved;
  /** How many times the page has read the project again: the settings are read again with it (a new label is a new setting). */
  reads: number;
}

export function AppraisalSection({ projectId, roots, lines, editable, onSaved, reads }: SectionProps) {
  const corrections = useCorrections('line');
  const controls: LineControls | undefined = editable
    ? {
        buttons: (line) => <RowButtons prefix="line" id={line.id} name={line.label} corrections={corrections} />,
        panel: (line) => <LinePanel key={line.id} projectId={projectId} line={lines.find((l) => l.id === line.id) ?? { ...line, budget: null, out_turn: null, facility: null }} corrections={corrections} onSaved={onSaved} />,
      }
    : undefined;
  return (
    <section aria-labelledby="appraisal-title" data-testid="appraisal">
      <h2 id="appraisal-title">Appraisal lines</h2>
      <Said corrections={corrections} testId="appraisal-said" />
      <AppraisalTree roots={roots} projectId={projectId} controls={controls} />
      {editable && (
        <>
          <AppraisalLabels reads={reads} />
          <AddLine projectId={projectId} onSaved={onSaved} />
        </>
      )}
    </section>
  );
}

/** The environment's APPRAISAL settings as the labels' suggestions (`GET /input-settings?kind=APPRAISAL`); none when they cannot be read. */
function AppraisalLabels({ reads }: { reads: number }) {
  const settings = useLoad(`appraisal-settings:${reads}`, () => api.listInputSettings({ query: { kind: 'APPRAISAL' } }));
  const labels = settings.state === 'ready' ? [...new Set(settings.value.map((s) => s.input_value ?? '').filter(Boolean))].sort((a, b) => a.localeCompare(b)) : [];
  return (
    <datalist id={APPRAISAL_LABELS_LIST}>
      {labels.map((label) => (
        <option key={label} value={label} />
      ))}
    </datalist>
  );
}

/** The panel open under a line: its edit form or the removal's confirmation. */
function LinePanel({ projectId, line, corrections, onSaved }: { projectId: number; line: Pick<CostInput, 'id' | 'label' | 'budget' | 'out_turn' | 'facility'>; corrections: Corrections; onSaved: OnSaved }) {
  const action = corrections.action;
  if (action?.id !== line.id) return null;
  const path = { id: String(projectId), lineId: String(line.id) };
  return (
    <div class="line-panel" id={`line-${line.id}-panel`}>
      {action.what === 'edit' ? (
        <FieldsForm
          prefix={`line-${line.id}`}
          title={`Edit the appraisal line “${line.label}”`}
          fields={APPRAISAL_LINE_FIELDS}
          initial={line}
          submitLabel="Save the line"
          failed="The appraisal line was not saved"
          testId="edit-line"
          onCancel={() => corrections.close()}
          save={async (values) => {
            const changed = values('changed');
            const keys = Object.keys(changed);
            if (keys.length === 0) return null;
            await api.updateProjectCostInput({ path, body: changed as Body<'updateProjectCostInput'> });
            const said = `Saved the appraisal line “${typeof changed.label === 'string' ? changed.label : line.label}”: ${labelsOf(APPRAISAL_LINE_FIELDS, keys)}.`;
            await onSaved(null);
            corrections.close(said);
            return said;
          }}
        />
      ) : (
        <ConfirmRemoval
          noun="appraisal line"
          name={line.label}
          remove={() => api.removeProjectCostInput({ path })}
          testId="remove-line"
          onKeep={() => corrections.close()}
          onRemoved={async () => {
            await onSaved(null);
            corrections.close(`Removed the appraisal line “${line.label}”.`, true);
          }}
        />
      )}
    </div>
  );
}

/** The field of the new line a path names: `[3].budget` → `budget` when the new line is the fourth; `label` (the console's own check) → `label`. */
const memberOfLine = (index: number) => (path: string) => {
  const match = /^\[(\d+)\]\.(\w+)/.exec(path);
  if (!match) return path.startsWith('[') ? null : path.replace(/[.[].*$/, '');
  return Number(match[1]) === index ? match[2]! : null;
};

/** A new line: the project's lines as they are now, and this one after them, `PUT` whole. */
function AddLine({ projectId, onSaved }: { projectId: number; onSaved: OnSaved }) {
  const index = useRef(-1);
  return (
    <Disclosure label="Add an appraisal line" testId="add-line">
      {(close) => (
        <FieldsForm
          onCancel={close}
          prefix="al"
          title="New appraisal line"
          fields={APPRAISAL_LINE_FIELDS}
          initial={{}}
          submitLabel="Add the line"
          failed="The appraisal line was not added"
          testId="add-line-form"
          keyOf={(path) => memberOfLine(index.current)(path)}
          save={async (values) => {
            const path = { id: String(projectId) };
            const line = values('filled') as Body<'replaceProjectCostInputs'>[number];
            const current = await api.listProjectCostInputs({ path });
            const label = String(line.label ?? '').trim();
            // One line per setting: said here with the way out, rather than as the list's `[n].label repeats [m].label`.
            if (current.some((l) => l.label.trim().toLowerCase() === label.toLowerCase())) {
              throw new ApiError(400, `label: this project already has a line on “${label}”; edit that line instead`);
            }
            index.current = current.length;
            await api.replaceProjectCostInputs({ path, body: [...current.map(({ label, budget, out_turn, facility }) => ({ label, budget, out_turn, facility })), line] });
            await onSaved(null);
            return `Added the appraisal line “${label}”.`;
          }}
        />
      )}
    </Disclosure>
  );
}
