import type { ComponentChildren, InputHTMLAttributes, Ref } from 'preact';
import { useState } from 'preact/hooks';
import { type FieldError, invalidProps, wordsBeside } from './field-errors.ts';

/**
 * The console's form controls, one way for every form: a labelled field with its hint and the refusal's
 * words beside it, the summary of a refusal at the form's top, and the options of a select. How a
 * refusal is mapped to a field is field-errors.ts's.
 */

/**
 * A form's refusal at its top (`role="alert"`): what did not happen and why (the API's message, or how
 * many answers need changing), and a link per field refused, which moves the focus to it. The words
 * beside each field are the form's own.
 */
export function ErrorSummary({ failed, error, testId, summaryRef }: { failed: string; error: FieldError; testId: string; summaryRef?: Ref<HTMLDivElement> }) {
  const several = (error.fields?.length ?? 0) > 1;
  return (
    <div class="error-message" role="alert" tabIndex={-1} ref={summaryRef} data-testid={testId}>
      <p>
        {failed}: {error.message}
        {error.field && !several && (
          <>
            {' '}
            <a href={`#${error.field}`} onClick={(e) => (e.preventDefault(), document.getElementById(error.field!)?.focus())}>
              Go to the field
            </a>
          </>
        )}
      </p>
      {several && (
        <ul data-testid={`${testId}-fields`}>
          {error.fields!.map((f) => (
            <li key={f.field}>
              <a href={`#${f.field}`} onClick={(e) => (e.preventDefault(), document.getElementById(f.field)?.focus())}>
                {f.beside}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The words beside the input `id` when the refusal names it (its `id-error`, which `invalidProps` points to). */
export function FieldErrorText({ error, id }: { error: FieldError | null; id: string }) {
  const words = wordsBeside(error, id);
  return words !== null ? (
    <p class="field-error" id={`${id}-error`} data-testid="field-error">
      {words}
    </p>
  ) : null;
}

/** The id of a field's hint (when it has one), which its control names in `aria-describedby`. */
const hintIdOf = (id: string, hint: string | undefined) => (hint ? `${id}-hint` : undefined);

/** A labelled control (`children`, whose id is `id`): its label, its hint, and the refusal's words beside it. */
export function Field({ id, label, error, hint, class: extra, children }: { id: string; label: string; error: FieldError | null; hint?: string; class?: string; children: ComponentChildren }) {
  return (
    <div class={extra ? `field ${extra}` : 'field'}>
      <label for={id}>{label}</label>
      {hint && (
        <p class="hint" id={hintIdOf(id, hint)}>
          {hint}
        </p>
      )}
      {children}
      <FieldErrorText error={error} id={id} />
    </div>
  );
}

/** The attributes the console's text inputs set. */
export interface InputAttributes {
  type?: 'text' | 'date';
  inputMode?: 'numeric' | 'decimal' | 'text';
  value: string;
  onInput: (event: Event) => void;
  maxLength?: number;
  autoComplete?: string;
  /** An amount of money: read with `parseMoney`, and said as one when it is refused. */
  money?: boolean;
}

type InputFieldProps = { id: string; label: string; error: FieldError | null; hint?: string; class?: string } & InputAttributes;

/** A labelled input, `aria-invalid` and described by its error when the refusal names it (and by its hint). */
export function InputField({ id, label, error, hint, class: extra, money, ...input }: InputFieldProps) {
  // Preact types an input's attributes by its `type`, one literal at a time; this input's `type` is one of two.
  const attributes = input as InputHTMLAttributes<HTMLInputElement>;
  return (
    <Field id={id} label={label} error={error} hint={hint} class={extra}>
      <input id={id} {...attributes} data-money={money ? 'true' : undefined} {...invalidProps(error, id, hintIdOf(id, hint))} />
    </Field>
  );
}

type TextareaFieldProps = { id: string; label: string; error: FieldError | null; rows: number; value: string; onInput: (event: Event) => void };

/** A labelled textarea, `aria-invalid` and described by its error when the refusal names it. */
export function TextareaField({ id, label, error, ...textarea }: TextareaFieldProps) {
  return (
    <Field id={id} label={label} error={error}>
      <textarea id={id} {...textarea} {...invalidProps(error, id)} />
    </Field>
  );
}

/** A select's options: the empty choice first when there is one, then `[value, words]` each. */
export function Options({ empty, options }: { empty?: string; options: readonly (readonly [string, ComponentChildren])[] }) {
  return (
    <>
      {empty !== undefined && <option value="">{empty}</option>}
      {options.map(([value, words]) => (
        <option key={value} value={value}>
          {words}
        </option>
      ))}
    </>
  );
}

/** A labelled select of `options`, `aria-invalid` and described by its error when the refusal names it. */
export function SelectField({
  id,
  label,
  error,
  value,
  onChange,
  empty,
  options,
}: {
  id: string;
  label: string;
  error: FieldError | null;
  value: string;
  onChange: (event: Event) => void;
  empty?: string;
  options: readonly (readonly [string, ComponentChildren])[];
}) {
  return (
    <Field id={id} label={label} error={error}>
      <select id={id} value={value} onChange={onChange} {...invalidProps(error, id)}>
        <Options empty={empty} options={options} />
      </select>
    </Field>
  );
}

/** A form's text, by key: what each control shows, and the handler that keeps what is typed into it. */
export interface TextValues {
  values: Record<string, string>;
  setValues: (values: Record<string, string>) => void;
  /** The `onInput` (or a select's `onChange`) of the control of `key`. */
  set: (key: string) => (event: Event) => void;
  /** The `value` and `onInput` of the control of `key`. */
  bind: (key: string) => { value: string; onInput: (event: Event) => void };
}

export function useTextValues(initial: Record<string, string> | (() => Record<string, string>)): TextValues {
  const [values, setValues] = useState<Record<string, string>>(initial);
  const set = (key: string) => (event: Event) => setValues({ ...values, [key]: (event.target as HTMLInputElement).value });
  return { values, setValues, set, bind: (key) => ({ value: values[key] ?? '', onInput: set(key) }) };
}
