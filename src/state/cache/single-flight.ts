/**
 * Concurrent callers of one piece of work share it: the first starts it, the others join while it runs.
 * A flight carries a tag (what its result is valid for, say a generation); a caller with another tag
 * starts a flight of its own, which takes the key over. A flight leaves when it settles, whatever the
 * outcome, so a failure is never shared with later callers.
 */
export class SingleFlight<K> {
  private readonly flights = new Map<K, { tag: unknown; promise: Promise<unknown> }>();

  /** The flight of `key` with `tag` under way, joined; or `start()`ed as a new one. */
  run<T>(key: K, tag: unknown, start: () => Promise<T>): { promise: Promise<T>; joined: boolean } {
    const under = this.flights.get(key);
    if (under && under.tag === tag) return { promise: under.promise as Promise<T>, joined: true };
    const promise = start();
    this.flights.set(key, { tag, promise });
    const leave = () => {
      if (this.flights.get(key)?.promise === promise) this.flights.delete(key);
    };
    promise.then(leave, leave);
    return { promise, joined: false };
  }

  /** Forgets every flight under way: callers from now on start new ones (those joined keep theirs). */
  clear(): void {
    this.flights.clear();
  }
}
