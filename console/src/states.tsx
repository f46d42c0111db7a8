import type { ApiError } from './api.ts';

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
