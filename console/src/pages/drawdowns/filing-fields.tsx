import { useEffect, useState } from 'preact/hooks';
import type { Facility, InputSetting, Legend } from '../../api-types.ts';
import { type FieldError, invalidProps } from '../../field-errors.ts';
import { Field, type InputAttributes, InputField, SelectField, TextareaField, type TextValues } from '../../form.tsx';
import { moneyLabel } from '../../format.ts';

/** The filing form's field groups; each input's id is `dd-` and its key in the form's text (drawdown-form.ts). */

interface GroupProps {
  form: TextValues;
  error: FieldError | null;
}

/** An input of the filing form, bound to `name` in the form's text. */
function DrawdownInput({ form, error, name, label, ...input }: GroupProps & { name: string; label: string; class?: string } & Omit<InputAttributes, 'value' | 'onInput'>) {
  return <InputField id={`dd-${name}`} label={label} error={error} {...form.bind(name)} {...input} />;
}

export function Period({ form, error }: GroupProps) {
  return (
    <fieldset>
      <legend>Period</legend>
      <div class="field-row">
        <DrawdownInput form={form} error={error} name="month" label="Month (1–12)" inputMode="numeric" />
        <DrawdownInput form={form} error={error} name="year" label="Year" inputMode="numeric" />
        <DrawdownInput form={form} error={error} name="edition" label="Edition" inputMode="numeric" />
      </div>
    </fieldset>
  );
}

/** The aggregate amount, then one line per facility of the project: its amount and its surplus or shortfall. */
export function Amounts({ form, error, facilities }: GroupProps & { facilities: Facility[] }) {
  return (
    <fieldset>
      <legend>{moneyLabel('Amounts drawn this period')}</legend>
      <div class="field-row">
        <DrawdownInput form={form} error={error} name="aggregate" label="Aggregate amount" inputMode="decimal" money />
        <DrawdownInput form={form} error={error} name="surplus" label="Surplus (+) or shortfall (−), optional" inputMode="decimal" money />
      </div>
      {facilities.length === 0 ? <p class="hint">This project has no facilities.</p> : <FacilityLines form={form} error={error} facilities={facilities} />}
    </fieldset>
  );
}

function FacilityLines({ form, error, facilities }: GroupProps & { facilities: Facility[] }) {
  return (
    <>
      {facilities.map((f, i) => (
        <div class="field-row facility-line" key={f.id} data-testid="facility-line">
          <DrawdownInput form={form} error={error} name={`facility-${i}`} label={`${f.name} amount`} inputMode="decimal" money />
          <DrawdownInput form={form} error={error} name={`facility-surplus-${i}`} label={`${f.name} surplus (+) or shortfall (−), optional`} inputMode="decimal" money />
        </div>
      ))}
    </>
  );
}

/** One status (a legend of the environment) and optional notes per RISK category. */
export function RiskStatuses({ form, error, categories, legends }: GroupProps & { categories: InputSetting[]; legends: Legend[] }) {
  const options = legends.map(
    (l) =>
      [
        String(l.id),
        <>
          {l.name}
          {l.description ? ` (${l.description})` : ''}
        </>,
      ] as const,
  );
  return (
    <fieldset>
      <legend>Risk statuses</legend>
      {categories.map((c, i) => {
        const name = c.input_value ?? c.input_field ?? `Risk ${c.id}`;
        return (
          <div class="field-row risk-line" key={c.id}>
            <SelectField id={`dd-risk-${i}`} label={name} error={error} value={form.values[`risk-${i}`] ?? ''} onChange={form.set(`risk-${i}`)} empty="Not reported" options={options} />
            <DrawdownInput class="risk-notes" form={form} error={error} name={`risk-notes-${i}`} label={`${name}: notes, optional`} maxLength={5000} />
          </div>
        );
      })}
    </fieldset>
  );
}

/**
 * The site visit: its date, notes, and the files chosen to upload with it (`fileInput` renews the file
 * inputs once they are filed). On a phone the camera has an input of its own (`capture`: the camera
 * facing away from the user opens at once), each photo it takes joining those before it; the files
 * input beside it chooses any photo or document already on the device.
 */
export function SiteVisit({ form, error, files, onFiles, fileInput }: GroupProps & { files: File[]; onFiles: (files: File[]) => void; fileInput: number }) {
  const [chosen, setChosen] = useState<{ documents: File[]; photos: File[] }>({ documents: [], photos: [] });
  useEffect(() => setChosen({ documents: [], photos: [] }), [fileInput]);
  const choose = (next: { documents: File[]; photos: File[] }) => {
    setChosen(next);
    onFiles([...next.documents, ...next.photos]);
  };
  const picked = (e: Event) => Array.from((e.target as HTMLInputElement).files ?? []);
  return (
    <fieldset>
      <legend>Site visit (optional)</legend>
      <div class="field-row">
        <DrawdownInput form={form} error={error} name="visit-date" label="Visit date" type="date" />
      </div>
      <TextareaField id="dd-visit-notes" label="Visit notes" error={error} rows={3} {...form.bind('visit-notes')} />
      <Field id="dd-visit-photo" label="Take a photo" error={null} class="camera-field">
        <input key={fileInput} id="dd-visit-photo" type="file" accept="image/*" capture="environment" onChange={(e) => choose({ ...chosen, photos: [...chosen.photos, ...picked(e)] })} />
      </Field>
      <Field id="dd-visit-file" label="Photos or documents (one or more)" error={error}>
        <input
          key={fileInput}
          id="dd-visit-file"
          type="file"
          multiple
          onChange={(e) => choose({ ...chosen, documents: picked(e) })}
          {...invalidProps(error, 'dd-visit-file')}
        />
        {files.length > 0 && (
          <p class="hint" data-testid="visit-files-chosen">
            {files.length} file{files.length === 1 ? '' : 's'} to upload: {files.map((f) => f.name).join(', ')}
          </p>
        )}
      </Field>
    </fieldset>
  );
}

export function Comments({ form, error }: GroupProps) {
  return <TextareaField id="dd-comments" label="Comments (replace the project's comments)" error={error} rows={3} {...form.bind('comments')} />;
}
