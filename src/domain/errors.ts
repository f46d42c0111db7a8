import { retryAfterSeconds } from './usage/gcra.ts';

/**
 * The domain's typed failures. Services throw these; only the HTTP layer turns them into status codes.
 */
export class DomainError extends Error {}

/** Input that breaks a rule; `field` is the path of the offending member, e.g. `projects[3].postcode`. */
export class InvalidInputError extends DomainError {
  override name = 'InvalidInputError';
  readonly field: string;
  constructor(field: string, reason: string) {
    super(`${field}: ${reason}`);
    this.field = field;
  }
}

/** Something named does not exist for the caller (or exists in another environment). */
export class NotFoundError extends DomainError {
  override name = 'NotFoundError';
}

/** A state change the state table forbids, or a duplicate of something unique. */
export class ConflictError extends DomainError {
  override name = 'ConflictError';
}

/** What was sent is larger than a configured limit allows (D-25: an upload beyond UPLOAD_MAX_BYTES). */
export class PayloadTooLargeError extends DomainError {
  override name = 'PayloadTooLargeError';
}

/** The caller may see the thing but not do this to it (D-10: a VIEWER writing). */
export class ForbiddenError extends DomainError {
  override name = 'ForbiddenError';
}

/** The request carries no credential this API accepts, or one that is not (or no longer) valid. */
export class UnauthorizedError extends DomainError {
  override name = 'UnauthorizedError';
}

/**
 * Too many requests (D-13, D-31, D-34 to D-36): either throttled, with the exact wait in ms (a retry
 * after it can succeed), or over a quota, with when it resets (retrying earlier cannot). Every 429 says
 * why and when in the same words: the wait in whole seconds, as its Retry-After header says it.
 */
export class TooManyRequestsError extends DomainError {
  override name = 'TooManyRequestsError';
  readonly retryAfterMs: number | null;
  readonly resetsAt: Date | null;
  constructor(message: string, wait: { retryAfterMs: number } | { resetsAt: Date }) {
    super(message);
    this.retryAfterMs = 'retryAfterMs' in wait ? Math.ceil(wait.retryAfterMs) : null;
    this.resetsAt = 'resetsAt' in wait ? wait.resetsAt : null;
  }

  /** `<why>; retry in <n> s`: a retry after `retryAfterMs` can succeed. */
  static throttled(why: string, retryAfterMs: number): TooManyRequestsError {
    return new TooManyRequestsError(`${why}; retry in ${retryAfterSeconds(retryAfterMs)} s`, { retryAfterMs });
  }

  /** `<why>; it resets at <ISO 8601>`: nothing succeeds before then. */
  static overQuota(why: string, resetsAt: Date): TooManyRequestsError {
    return new TooManyRequestsError(`${why}; it resets at ${resetsAt.toISOString()}`, { resetsAt });
  }
}

/**
 * Something the answer depends on is away for now (Redis, for a Data API key's usage plan, which must
 * never go unmetered; the database, db/errors.ts): the request is refused, and may be retried after
 * `retryAfterSeconds`.
 */
export class ServiceUnavailableError extends DomainError {
  override name = 'ServiceUnavailableError';
  readonly retryAfterSeconds: number;
  constructor(message: string, retryAfterSeconds: number) {
    super(message);
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  }
}

/**
 * The request is well formed but cannot be answered from what is known (D-51: a project or scheme the
 * model cannot price: no GIFA, no building function, no completed evidence). `missing` names every
 * missing input, so that the caller can fix them all at once.
 */
export class UnprocessableError extends DomainError {
  override name = 'UnprocessableError';
  readonly missing: readonly string[];
  constructor(message: string, missing: readonly string[] = []) {
    super(message);
    this.missing = missing;
  }
}
