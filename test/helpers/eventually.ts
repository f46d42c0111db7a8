import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Polls `check` every 20 ms until it holds, for at most `withinMs`: for what arrives after the action
 * that causes it (a database notification after its commit, a Redis message, a child process's output).
 */
export async function eventually(check: () => boolean | Promise<boolean>, what: string, withinMs = 5_000): Promise<void> {
  // The monotonic clock: a test may have mocked Date.
  const deadline = performance.now() + withinMs;
  while (!(await check())) {
    if (performance.now() > deadline) assert.fail(`not within ${withinMs} ms: ${what}`);
    await sleep(20);
  }
}
