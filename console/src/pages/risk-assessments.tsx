import { useRef, useState } from 'preact/hooks';
import { api } from '../api.ts';
import type { Body, RiskAssessmentSet } from '../api-types.ts';
import type { FieldError } from '../field-errors.ts';
import { formatCode, formatDate, formatText } from '../format.ts';
import { ErrorSummary, Field, useTextValues } from '../form.tsx';
import { useLoad } from '../load.ts';
import { WhenLoaded } from '../states.tsx';
import { TableRegion } from '../tables.tsx';
import { Disclosure, FieldControl, refusalOf } from './fields-form.tsx';
import { type FieldDef, RISK_SCORE_RULE, RISK_SET_STATUS, RISK_VALUE_RULE, ruleHint } from './project-fields.ts';

/**
 * The project's risk assessment sets, newest first, and to an ADMIN and a MEMBER a new set
 * (`POST /projects/{id}/risk-assessments`): its status, and a value and an optional score for each of
 * the environment's RISK categories (`GET /input-settings?kind=RISK`), filled in from the latest set.
 */

type OnSaved = (said: string | null) => Promise<void>;

export function RiskAssessments({ projectId, sets, editable, onSaved }: { projectId: number; sets: RiskAssessmentSet[]; editable: boolean; onSaved: OnSaved }) {
  const [said, setSaid] = useState<string | null>(null);
  return (
    <section aria-labelledby="risk-title" data-testid="risk-history">
      <h2 id="risk-title">Risk assessments</h2>
      {said && (
        <p class="edit-saved" role="status" data-testid="risk-said">
          {said}
        </p>
      )}
      {editable && (
        <Disclosure label="Add a risk assessment set" testId="add-risk-set">
          {(close) => (
            <NewRiskSet
              projectId={projectId}
              latest={sets[0]}
              onCancel={close}
              onSaved={async (words) => {
                await onSaved(null);
                setSaid(words);
                close();
              }}
            />
          )}
        </Disclosure>
      )}
      {sets.length === 0 ? <p>No risk assessments.</p> : sets.map((set, i) => <RiskSet key={set.id} set={set} open={i === 0} />)}
    </section>
  );
}

function RiskSet({ set, open }: { set: RiskAssessmentSet; open: boolean }) {
  return (
    <details class="risk-set" open={open} data-testid="risk-set">
      <summary>
        {formatDate(set.created_date)}: {formatCode(set.current_status)}, {set.assessments.length} assessment
        {set.assessments.length === 1 ? '' : 's'}
      </summary>
      <TableRegion label={`Risk assessment of ${formatDate(set.created_date)}`}>
        <table>
          <caption class="visually-hidden">Risk assessment of {formatDate(set.created_date)}</caption>
          <thead>
            <tr>
              <th scope="col">Category</th>
              <th scope="col">Value</th>
              <th scope="col">Score</th>
            </tr>
          </thead>
          <tbody>
            {set.assessments.map((a) => (
              <tr key={a.id}>
                <th scope="row">{a.category}</th>
                <td>{formatText(a.value)}</td>
                <td>{formatText(a.score)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
    </details>
  );
}

interface NewSetProps {
  projectId: number;
  latest: RiskAssessmentSet | undefined;
  onCancel: () => void;
  onSaved: (said: string) => Promise<void>;
}

/** The new set's form, once the categories are read. */
function NewRiskSet(props: NewSetProps) {
  const categories = useLoad('risk-categories', () => api.listInputSettings({ query: { kind: 'RISK' } }));
  return (
    <WhenLoaded loaded={categories} what="the risk categories">
      {(settings) => <RiskSetForm {...props} categories={settings.map((s) => s.input_value ?? s.input_field ?? `Risk ${s.id}`)} />}
    </WhenLoaded>
  );
}

const VALUE: FieldDef = { key: 'value', label: 'Value', kind: 'text', rule: RISK_VALUE_RULE };
const SCORE: FieldDef = { key: 'score', label: 'Score', kind: 'text', rule: RISK_SCORE_RULE };
/** The rules of every value and score, said once above the categories (each input is described by it). */
const RULES = `Each value: ${ruleHint(VALUE)} Each score: ${ruleHint(SCORE)}`;

/** A category's fields: `value-<i>` and `score-<i>`, labelled by the category. */
function categoryFields(categories: string[]): FieldDef[][] {
  return categories.map((name, i) => [
    { ...VALUE, key: `value-${i}`, label: `${name}: value` },
    { ...SCORE, key: `score-${i}`, label: `${name}: score` },
  ]);
}

/** The latest set's value and score of each category, to start from. */
function startFrom(latest: RiskAssessmentSet | undefined, categories: string[]): Record<string, string> {
  const values: Record<string, string> = { current_status: '' };
  categories.forEach((name, i) => {
    const found = latest?.assessments.find((a) => a.category.trim().toLowerCase() === name.trim().toLowerCase());
    values[`value-${i}`] = found?.value ?? '';
    values[`score-${i}`] = found?.score ?? '';
  });
  return values;
}

function RiskSetForm({ projectId, latest, onCancel, onSaved, categories }: NewSetProps & { categories: string[] }) {
  const rows = categoryFields(categories);
  const fields = [RISK_SET_STATUS, ...rows.flat()];
  const form = useTextValues(() => startFrom(latest, categories));
  const [error, setError] = useState<FieldError | null>(null);
  const [saving, setSaving] = useState(false);
  const summary = useRef<HTMLDivElement>(null);
  /** The categories sent, in the body's order: `assessments[n]` is category `sent.current[n]`. */
  const sent = useRef<number[]>([]);
  const idOf = (key: string) => `rs-${key}`;
  const keyOf = (path: string) => {
    const match = /^assessments\[(\d+)\]\.(value|score)/.exec(path);
    const row = match ? sent.current[Number(match[1])] : undefined;
    return row === undefined ? (path === 'current_status' ? path : null) : `${match![2]}-${row}`;
  };

  const submit = async (event: Event) => {
    event.preventDefault();
    const text = (key: string) => (form.values[key] ?? '').trim();
    sent.current = categories.map((_, i) => i).filter((i) => text(`value-${i}`) !== '' || text(`score-${i}`) !== '');
    if (sent.current.length === 0) {
      setError({ message: 'Give a value or a score for at least one category.', field: idOf('value-0') });
      requestAnimationFrame(() => summary.current?.focus());
      return;
    }
    const assessments = sent.current.map((i) => ({
      category: categories[i]!,
      ...(text(`value-${i}`) ? { value: text(`value-${i}`) } : {}),
      ...(text(`score-${i}`) ? { score: text(`score-${i}`) } : {}),
    }));
    const status = form.values.current_status ?? '';
    setSaving(true);
    setError(null);
    try {
      const set = await api.addProjectRiskAssessmentSet({ path: { id: String(projectId) }, body: { ...(status ? { current_status: status } : {}), assessments } as Body<'addProjectRiskAssessmentSet'> });
      await onSaved(`Added a risk assessment set: ${formatCode(set.current_status)}, ${set.assessments.length} assessment${set.assessments.length === 1 ? '' : 's'}.`);
    } catch (err) {
      setError(refusalOf(err, fields, idOf, undefined, keyOf));
      requestAnimationFrame(() => summary.current?.focus());
      setSaving(false);
    }
  };

  return (
    <form class="edit-form risk-form" onSubmit={submit} noValidate data-testid="add-risk-set-form" aria-labelledby="rs-title">
      <h3 id="rs-title">New risk assessment set</h3>
      <p class="hint">
        {latest ? `Filled in from the latest set, of ${formatDate(latest.created_date)}: change what has changed. ` : ''}A category left without a value and a score is left out of the set.
      </p>
      {error && <ErrorSummary failed="The risk assessment set was not added" error={error} testId="add-risk-set-form-error" summaryRef={summary} />}
      <Field id={idOf('current_status')} label={RISK_SET_STATUS.label} hint={ruleHint(RISK_SET_STATUS)} error={error} class="risk-status">
        <FieldControl def={RISK_SET_STATUS} id={idOf('current_status')} form={form} error={error} />
      </Field>
      <p class="hint" id="rs-rules">
        {RULES}
      </p>
      {rows.map((pair, i) => (
        <div class="risk-entry" key={categories[i]}>
          {pair.map((def) => (
            <Field key={def.key} id={idOf(def.key)} label={def.label} error={error}>
              <FieldControl def={def} id={idOf(def.key)} form={form} error={error} hintId="rs-rules" />
            </Field>
          ))}
        </div>
      ))}
      <div class="form-actions">
        <button type="submit" class="primary" disabled={saving}>
          {saving ? 'Saving…' : 'Add the set'}
        </button>
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
