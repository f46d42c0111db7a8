/** The error body every API answers with (`statusCode`, `error`, `message`, and the 429's extras). */
export interface ErrorBody {
  statusCode?: number;
  error?: string;
  message?: string;
  retryAfterMs?: number;
  resetsAt?: string;
  [member: string]: unknown;
}

/** An answer of 400 or more: its status, the body's `error` and `message`, and the request's `X-Request-Id`. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  /** The body's `error` (the status's reason phrase, e.g. "Not Found"). */
  readonly error: string;
  /** The request id the service logged the request under: quote it when reporting a problem. */
  readonly requestId: string | null;
  /** The whole body, parsed when it was JSON, else its text. */
  readonly body: unknown;

  constructor(status: number, body: unknown, requestId: string | null, fallback: string) {
    const parsed = (typeof body === 'object' && body !== null ? body : {}) as ErrorBody;
    super(typeof parsed.message === 'string' ? parsed.message : fallback);
    this.status = status;
    this.error = typeof parsed.error === 'string' ? parsed.error : fallback;
    this.requestId = requestId;
    this.body = body;
  }
}

/**
 * A quota 429: the key's requests for the period are used up, and nothing succeeds before `resetsAt`.
 * Thrown at once (waiting would take until the reset).
 */
export class QuotaExceededError extends ApiError {
  override name = 'QuotaExceededError';
  /** When the quota resets (ISO 8601 UTC), as the service answered. */
  readonly resetsAt: string;

  constructor(body: ErrorBody, requestId: string | null) {
    super(429, body, requestId, 'Too Many Requests');
    this.resetsAt = String(body.resetsAt);
  }
}

/** A throttle 429 that was still answered after the client's throttle retries (ClientOptions.throttle). */
export class ThrottledError extends ApiError {
  override name = 'ThrottledError';
  /** The wait the service asked for in its last answer. */
  readonly retryAfterMs: number;

  constructor(body: ErrorBody, requestId: string | null, retryAfterMs: number) {
    super(429, body, requestId, 'Too Many Requests');
    this.retryAfterMs = retryAfterMs;
  }
}

/** No answer came (the connection failed or broke); `cause` is what fetch threw. */
export class NetworkError extends Error {
  override name = 'NetworkError';
}

/** The call took longer than its `timeoutMs` (retries and waits included). */
export class TimeoutError extends Error {
  override name = 'TimeoutError';
}
