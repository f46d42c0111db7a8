import type { ComponentChildren } from 'preact';
import { useRef, useState } from 'preact/hooks';
import { ApiError } from '../api.ts';
import { Failure } from '../states.tsx';
import { refusalInWords } from './fields-form.tsx';

/**
 * Correcting a record a project holds (a facility, a development, an appraisal line): each record's
 * Edit and Remove buttons, the panel that opens under it with the edit form or the removal's
 * confirmation, and what the section says once a change is saved. The focus goes to the panel when it
 * opens, back to the record's button when it closes, and to the section's message once the record is gone.
 */

export type Action = { id: number; what: 'edit' | 'remove' };

/** One section's corrections: which record's panel is open, and what the last change said. */
export interface Corrections {
  action: Action | null;
  open: (id: number, what: Action['what']) => void;
  /** Closes the panel, the focus back on the record's button (or on the section's message when `said` says it is gone). */
  close: (said?: string, gone?: boolean) => void;
  said: string | null;
  saidRef: { current: HTMLParagraphElement | null };
}

/** `prefix` names the buttons' ids: `<prefix>-<id>-edit`, `<prefix>-<id>-remove`. */
export function useCorrections(prefix: string): Corrections {
  const [action, setAction] = useState<Action | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const saidRef = useRef<HTMLParagraphElement>(null);
  return {
    action,
    said,
    saidRef,
    open: (id, what) => {
      setSaid(null);
      setAction({ id, what });
      requestAnimationFrame(() => document.getElementById(`${prefix}-${id}-panel`)?.querySelector<HTMLElement>('input, select, textarea, [tabindex="-1"]')?.focus());
    },
    close: (words, gone = false) => {
      const was = action;
      setAction(null);
      if (words !== undefined) setSaid(words);
      requestAnimationFrame(() => {
        if (gone) saidRef.current?.focus();
        else if (was) document.getElementById(`${prefix}-${was.id}-${was.what}`)?.focus();
      });
    },
  };
}

/** What the section's last change said (a polite status, focusable for when the record it was on is gone). */
export function Said({ corrections, testId }: { corrections: Corrections; testId: string }) {
  return corrections.said ? (
    <p class="edit-saved" role="status" tabIndex={-1} ref={corrections.saidRef} data-testid={testId}>
      {corrections.said}
    </p>
  ) : null;
}

/** A record's Edit and Remove buttons, named by the record (`Edit Senior loan`), the open one pressed. */
export function RowButtons({ prefix, id, name, corrections }: { prefix: string; id: number; name: string; corrections: Corrections }) {
  const open = corrections.action?.id === id ? corrections.action.what : null;
  const button = (what: Action['what'], words: string) => (
    <button
      type="button"
      class="row-button"
      id={`${prefix}-${id}-${what}`}
      aria-expanded={open === what}
      aria-controls={open === what ? `${prefix}-${id}-panel` : undefined}
      onClick={() => (open === what ? corrections.close() : corrections.open(id, what))}
    >
      {words}
      <span class="visually-hidden"> {name}</span>
    </button>
  );
  return (
    <span class="row-buttons">
      {button('edit', 'Edit')}
      {button('remove', 'Remove')}
    </span>
  );
}

/** The open panel of a record in a table: a row of its own under the record's, across the table. */
export function RowPanel({ prefix, id, columns, children }: { prefix: string; id: number; columns: number; children: ComponentChildren }) {
  return (
    <tr class="row-panel">
      <td colSpan={columns} id={`${prefix}-${id}-panel`}>
        {children}
      </td>
    </tr>
  );
}

/**
 * The removal's confirmation in the page: what goes, a Remove button and a Keep button. `remove` (the
 * record's `DELETE`) on Remove; a refusal (the 409 of a facility a drawdown draws on, of a development a benchmark refers
 * to) is said in words under the question, and the record stays: after a 409 only Close is offered.
 */
export function ConfirmRemoval({
  noun,
  name,
  remove,
  onRemoved,
  onKeep,
  testId,
}: {
  noun: string;
  name: string;
  remove: () => Promise<unknown>;
  onRemoved: () => Promise<void>;
  onKeep: () => void;
  testId: string;
}) {
  const [error, setError] = useState<string | null>(null);
  /** A 409: something still refers to the record, and asking again would be refused again. */
  const [held, setHeld] = useState(false);
  const [removing, setRemoving] = useState(false);
  const keep = useRef<HTMLButtonElement>(null);
  const confirm = async () => {
    setRemoving(true);
    setError(null);
    try {
      await remove();
      await onRemoved();
    } catch (err) {
      setError(refusalInWords(err));
      const conflict = err instanceof ApiError && err.status === 409;
      setHeld(conflict);
      setRemoving(false);
      // The Remove button goes: the focus moves to Close, after the refusal the page says.
      if (conflict) requestAnimationFrame(() => keep.current?.focus());
    }
  };
  return (
    <div class="confirm-removal" data-testid={testId}>
      <p tabIndex={-1} class="confirm-question">
        Remove the {noun} “{name}”? It is removed for everyone, and the event trail records it.
      </p>
      {error && <Failure error={{ message: error }} failed={`The ${noun} was not removed`} testId={`${testId}-error`} />}
      <div class="form-actions">
        {!held && (
          <button type="button" class="danger" disabled={removing} onClick={confirm}>
            {removing ? 'Removing…' : `Remove the ${noun}`}
          </button>
        )}
        <button type="button" ref={keep} onClick={onKeep}>
          {held ? 'Close' : 'Keep it'}
        </button>
      </div>
    </div>
  );
}
