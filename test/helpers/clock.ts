import type { Database } from '../../src/db/database.ts';
import { type Clock, systemClock } from '../../src/domain/clock.ts';
import type { WriteDeps } from '../../src/services/deps.ts';

/**
 * The clock a service started by a test runs on (`t.clock`): it follows the system's time, as the
 * service's own does, until the test moves it; from then on it stands where it was put and moves only
 * when the test moves it again, until `resume`.
 */
export class TestClock implements Clock {
  private at: number | null = null;

  now(): Date {
    return new Date(this.ms());
  }

  ms(): number {
    return this.at ?? Date.now();
  }

  /** Stands the clock at `at` (ms since 1970, or a Date). */
  set(at: number | Date): void {
    this.at = typeof at === 'number' ? at : at.getTime();
  }

  /** Moves the clock on by `ms` from where it is, and stands it there. */
  tick(ms: number): void {
    this.at = this.ms() + ms;
  }

  /** Back to the system's time. */
  resume(): void {
    this.at = null;
  }
}

/** What a use case that writes is given, for a test that calls one on a database of its own: the system's clock. */
export const writer = (db: Database): WriteDeps => ({ db, clock: systemClock });
