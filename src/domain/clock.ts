/**
 * The time of day as the service reads it. One clock per process, in the context (`AppContext.clock`),
 * is handed to every use case and component that reads the time, so that a test can hand the service a
 * clock of its own and move it. This module is the one place that reads the system's clock (lint keeps
 * it so); a duration is measured with `performance.now()`, which no change of the time of day moves.
 */
export interface Clock {
  /** Now. */
  now(): Date;
  /** Now, in milliseconds since 1970. */
  ms(): number;
}

/** The system's clock: what the service runs on (the context's default). */
export const systemClock: Clock = {
  now: () => new Date(),
  ms: () => Date.now(),
};
