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
