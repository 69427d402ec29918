/**
 * Answers already computed, by query, until a listing changes (the owner clears it on every change
 * notification) or they grow old. Least recently used answers go first once the byte budget is full.
 * `set` takes the version the answer was computed from: an answer that raced a change is not kept.
 */
export class ResultCache<V> {
  private readonly entries = new Map<string, { value: V; bytes: number; at: number }>();
  private bytes = 0;

  constructor(private readonly options: { maxBytes: number; maxAgeMs: number; now?: () => number }) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.at > this.options.maxAgeMs) {
      this.delete(key);
      return undefined;
    }
    // Re-insert: a Map iterates in insertion order, so the front is the least recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V, bytes: number, computedAt: number, currentVersion: number): void {
    if (computedAt !== currentVersion || bytes > this.options.maxBytes) return;
    this.delete(key);
    this.entries.set(key, { value, bytes, at: this.now() });
    this.bytes += bytes;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.options.maxBytes) break;
      this.delete(oldest);
    }
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  private delete(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.bytes;
    this.entries.delete(key);
  }

  private now() {
    return (this.options.now ?? Date.now)();
  }
}
