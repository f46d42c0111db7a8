import type { ComponentChildren } from 'preact';
import type { Loaded } from './load.ts';

/**
 * What a page shows while it reads, when the API refuses, and when there is nothing to show; and the
 * heading of a page about one project.
 */

export function Loading({ what }: { what: string }) {
  return (
    <p class="loading" role="status">
      Loading {what}…
    </p>
  );
}

/**
 * A refusal in words: the API's own message (it names the field or the rule), after what did not happen
 * when the page says it ("The version was not saved"). `id` is for the control it describes.
 */
export function Failure({ error, failed, id, testId }: { error: { message: string }; failed?: string; id?: string; testId?: string }) {
  return (
    <div class="error-message" role="alert" id={id} data-testid={testId}>
      <p>
        {failed && `${failed}: `}
        {error.message}
      </p>
    </div>
  );
}

/**
 * One read's three states: loading (`Loading what`), refused (`Failure`, `failureTestId` its test id), and
 * its value, shown by `children`; `empty` instead when the value is an empty list.
 */
export function WhenLoaded<T>({
  loaded,
  what,
  empty,
  failureTestId,
  children,
}: {
  loaded: Loaded<T>;
  what: string;
  empty?: ComponentChildren;
  failureTestId?: string;
  children: (value: T) => ComponentChildren;
}) {
  if (loaded.state === 'loading') return <Loading what={what} />;
  if (loaded.state === 'failed') return <Failure error={loaded.error} testId={failureTestId} />;
  return <>{empty !== undefined && Array.isArray(loaded.value) && loaded.value.length === 0 ? empty : children(loaded.value)}</>;
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
