import type { Ref } from 'preact';
import type { ApiError } from './api.ts';
import type { FieldError } from './field-errors.ts';

export function Loading({ what }: { what: string }) {
  return (
    <p class="loading" role="status">
      Loading {what}…
    </p>
  );
}

/** A refusal in words: the API's own message (it names the field or the rule). */
export function Failure({ error }: { error: ApiError }) {
  return (
    <div class="error-message" role="alert">
      <p>{error.message}</p>
    </div>
  );
}

/** The heading of a page about one project (its benchmark, its drawdowns): the way back, then `what: name`. */
export function ProjectPageHeading({ projectId, name, what, testId }: { projectId: number | string; name: string | null; what: string; testId: string }) {
  return (
    <>
      <p class="breadcrumb">
        <a href="#/projects">All projects</a> › <a href={`#/projects/${projectId}`}>{name ?? 'Project'}</a>
      </p>
      <h1 tabIndex={-1} data-testid={testId}>
        {what}
        {name ? `: ${name}` : ''}
      </h1>
    </>
  );
}

/**
 * A form's refusal at its top (`role="alert"`): what did not happen, the API's message, and a link that
 * moves the focus to the field the message names. The words beside the field are the form's own.
 */
export function ErrorSummary({ failed, error, testId, summaryRef }: { failed: string; error: FieldError; testId: string; summaryRef?: Ref<HTMLDivElement> }) {
  return (
    <div class="error-message" role="alert" tabIndex={-1} ref={summaryRef} data-testid={testId}>
      <p>
        {failed}: {error.message}
        {error.field && (
          <>
            {' '}
            <a href={`#${error.field}`} onClick={(e) => (e.preventDefault(), document.getElementById(error.field!)?.focus())}>
              Go to the field
            </a>
          </>
        )}
      </p>
    </div>
  );
}

/** The words beside the input `id` when the refusal names it (its `id-error`, which `invalidProps` points to). */
export function FieldErrorText({ error, id }: { error: FieldError | null; id: string }) {
  return error?.field === id ? (
    <p class="field-error" id={`${id}-error`} data-testid="field-error">
      {error.beside ?? error.message}
    </p>
  ) : null;
}
