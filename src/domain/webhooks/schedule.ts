/**
 * When a failed webhook delivery is tried again, and when an endpoint is disabled. Pure: the clock is
 * passed in, so the worker and the tests decide what "now" is.
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * The wait after each failed attempt: the n-th failure waits RETRY_DELAYS_MS[n-1]. Seven retries after
 * the first attempt span about 27½ hours, long enough to ride out a receiver's deployment or a
 * night's outage, short enough that an event is not delivered days late.
 */
export const RETRY_DELAYS_MS: readonly number[] = Object.freeze([
  5 * SECOND,
  5 * MINUTE,
  30 * MINUTE,
  2 * HOUR,
  5 * HOUR,
  10 * HOUR,
  10 * HOUR,
]);

/** The first attempt and one per retry delay. */
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/**
 * The longest Retry-After honoured. A receiver's answer is not trusted to park a message for a year
 * (or to overflow a Date): beyond a day the message waits a day and the schedule goes on, so a
 * message is never held far past the schedule's own horizon.
 */
export const RETRY_AFTER_CAP_MS = 24 * HOUR;

/** How long an endpoint may fail without a success before it is disabled. */
export const FAILING_PERIOD_MS = 3 * 24 * HOUR;

/**
 * When the next attempt is due after `attemptsMade` failed attempts (the first counts as one): the
 * schedule's delay, or the receiver's Retry-After when that is longer. Null once the schedule is
 * exhausted (MAX_ATTEMPTS made), whatever the Retry-After.
 */
export function nextAttemptAt({
  attemptsMade,
  now,
  retryAfterMs = null,
}: {
  attemptsMade: number;
  now: Date;
  retryAfterMs?: number | null;
}): Date | null {
  if (!Number.isInteger(attemptsMade) || attemptsMade < 1) throw new RangeError(`attemptsMade is a whole number of at least 1, not ${attemptsMade}`);
  const scheduled = RETRY_DELAYS_MS[attemptsMade - 1];
  if (scheduled === undefined) return null;
  return new Date(now.getTime() + Math.max(scheduled, retryAfterMs ?? 0));
}

const DAY = '(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)';
const LONG_DAY = '(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)';
const MONTH = '(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)';
const TIME = '\\d{2}:\\d{2}:\\d{2}';
/** The three forms of an HTTP-date (RFC 9110 §5.6.7): IMF-fixdate, RFC 850 and asctime (which is GMT without saying so). */
const IMF_FIXDATE = new RegExp(`^${DAY}, \\d{2} ${MONTH} \\d{4} ${TIME} GMT$`);
const RFC_850 = new RegExp(`^${LONG_DAY}, \\d{2}-${MONTH}-\\d{2} ${TIME} GMT$`);
const ASCTIME = new RegExp(`^${DAY} ${MONTH} [ \\d]\\d ${TIME} \\d{4}$`);

function parseHttpDate(value: string): number | null {
  let parsed = Number.NaN;
  if (IMF_FIXDATE.test(value) || RFC_850.test(value)) parsed = Date.parse(value);
  else if (ASCTIME.test(value)) parsed = Date.parse(`${value} GMT`);
  return Number.isNaN(parsed) ? null : parsed;
}

/**
 * The wait a receiver asks for in Retry-After, in ms, heeded only on 429 and 503 (the statuses it is
 * defined for in answer to a request like ours). Delta-seconds or an HTTP-date; null for any other
 * status, and for a value that is missing, unparseable or in the past. Capped at RETRY_AFTER_CAP_MS.
 */
export function retryAfterMs(status: number, header: string | null, now: Date): number | null {
  if ((status !== 429 && status !== 503) || header === null) return null;
  const value = header.trim();
  let ms: number | null;
  if (/^\d+$/.test(value)) ms = Number(value) * SECOND;
  else {
    const at = parseHttpDate(value);
    ms = at === null ? null : at - now.getTime();
  }
  if (ms === null || Number.isNaN(ms) || ms < 0) return null;
  return Math.min(ms, RETRY_AFTER_CAP_MS);
}

/** A delivery succeeded only on a 2xx: a 3xx is a failure, since redirects are never followed. */
export function isDelivered(status: number | null): boolean {
  return status !== null && status >= 200 && status <= 299;
}

export type DisableReason = 'GONE' | 'FAILING_3_DAYS';

/**
 * Whether an attempt's outcome disables its endpoint: a 410 Gone at once (the receiver says the
 * endpoint is no more), or failures without a success since `failingSince` for FAILING_PERIOD_MS or
 * longer. `failingSince` is when the endpoint's current run of failures began (null while it
 * succeeds); a delivered attempt disables nothing. `status` is null when no answer came.
 */
export function disableReason({
  status,
  failingSince,
  now,
}: {
  status: number | null;
  failingSince: Date | null;
  now: Date;
}): DisableReason | null {
  if (status === 410) return 'GONE';
  if (isDelivered(status) || failingSince === null) return null;
  return now.getTime() - failingSince.getTime() >= FAILING_PERIOD_MS ? 'FAILING_3_DAYS' : null;
}
