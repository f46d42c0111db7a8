/**
 * The bounded map under every cache of this process: at most `maxEntries` entries, each with an optional
 * instant after which it is gone. When full, the entry set longest ago goes first. Each namespace of the
 * one cache (cache.ts) is one, as is the password work's memory of its clients.
 */
export class BoundedMap<K, V> {
  private readonly entries = new Map<K, { value: V; expiresAt: number }>();
  readonly maxEntries: number;
  private readonly onEvict: ((key: K) => void) | undefined;

  /** `onEvict` hears every key that leaves (evicted, expired, deleted or cleared). */
  constructor(maxEntries: number, onEvict?: (key: K) => void) {
    this.maxEntries = maxEntries;
    this.onEvict = onEvict;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The value of `key`, unless absent or expired at `now` (ms). */
  get(key: K, now: number): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.expiresAt <= now) {
      this.delete(key);
      return undefined;
    }
    return entry.value;
  }

  has(key: K, now: number): boolean {
    return this.get(key, now) !== undefined;
  }

  /** Sets `key` (as the newest entry), until `expiresAt` (ms; default never). */
  set(key: K, value: V, expiresAt = Number.POSITIVE_INFINITY): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.delete(oldest.value);
    }
    this.entries.set(key, { value, expiresAt });
  }

  delete(key: K): void {
    if (this.entries.delete(key)) this.onEvict?.(key);
  }

  clear(): void {
    const keys = [...this.entries.keys()];
    this.entries.clear();
    if (this.onEvict) for (const key of keys) this.onEvict(key);
  }
}
