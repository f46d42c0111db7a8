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

/** The caller may see the thing but not do this to it (D-10: a VIEWER writing). */
export class ForbiddenError extends DomainError {
  override name = 'ForbiddenError';
}
