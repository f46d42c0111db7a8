import { SeededRandom } from '../src/demo/random.ts';
import type { PathWalk } from './load.ts';

/**
 * The random-offset case of bench:data: list pages at offsets that the service has never been asked
 * for, so that none can come from its cache.
 */

/** Every offset in [0, last] once, in an order shuffled by `seed` (Fisher–Yates). */
export function shuffledOffsets(last: number, seed: number): Int32Array {
  const offsets = new Int32Array(last + 1);
  for (let i = 0; i <= last; i++) offsets[i] = i;
  const random = new SeededRandom(seed);
  for (let i = last; i > 0; i--) {
    const j = Math.floor(random.next() * (i + 1));
    const swap = offsets[i]!;
    offsets[i] = offsets[j]!;
    offsets[j] = swap;
  }
  return offsets;
}

/**
 * A walk through `offsets`, one request each, starting at `from`: `pathOf` turns an offset into the
 * request's path and query. With `repeat`, it starts over when it reaches the end (for the ceiling,
 * which caches nothing); without, every offset is sent at most once and a walk that has run out hands
 * out the last one again and counts it (the run is then invalid).
 */
export function offsetWalk(
  origin: string,
  offsets: Int32Array,
  pathOf: (offset: number) => string,
  options: { from: number; repeat: boolean },
): PathWalk & { sent(): number } {
  let next = options.from;
  let repeated = 0;
  return {
    origin,
    next() {
      if (next >= offsets.length) {
        if (options.repeat) next = 0;
        else {
          repeated += 1;
          return pathOf(offsets[offsets.length - 1]!);
        }
      }
      return pathOf(offsets[next++]!);
    },
    left: () => (options.repeat ? Infinity : offsets.length - next),
    repeated: () => repeated,
    sent: () => next - options.from,
  };
}
