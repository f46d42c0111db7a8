import v8 from 'node:v8';
import vm from 'node:vm';

/**
 * One memory-reducing collection of V8's heap, the kind V8 makes when memory runs short. Loading the
 * service's modules keeps most of what it allocates, so V8 grows its young generation to the largest
 * size it allows (some 45 MB with both halves) during the start; it gives that back only in such a
 * collection, which an idle process never triggers. Made once when the start is over, it returns that
 * memory to the system; under load the young generation grows again to what the load needs.
 *
 * V8 offers this collection to JavaScript only through its `gc` extension (`flavor: 'last-resort'`).
 * Setting `--expose-gc` in a running process installs the extension in the contexts created from then
 * on, so the function is taken from a new context: the flag changes nothing else, and no other context
 * gains a `gc` global.
 */
export function releaseUnusedHeap(): void {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;
  gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}
