/**
 * A least-recently-used map bounded by the total size of its values (image variants and
 * rendered pages kept in memory). Map iteration order is insertion order, so re-inserting
 * on a hit makes the front of the map the least recently used.
 */
export class SizedLru<V> {
  private readonly entries = new Map<string, V>();
  private total = 0;

  constructor(
    private readonly maxTotalBytes: number,
    private readonly maxEntryBytes: number,
    private readonly sizeOf: (value: V) => number,
    private readonly maxEntries = Number.POSITIVE_INFINITY,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get totalBytes(): number {
    return this.total;
  }

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  /** Returns false when the value is too large to keep. */
  set(key: string, value: V): boolean {
    const size = this.sizeOf(value);
    if (size > this.maxEntryBytes || size > this.maxTotalBytes) return false;
    this.delete(key);
    this.entries.set(key, value);
    this.total += size;
    for (const [oldKey, old] of this.entries) {
      if (this.total <= this.maxTotalBytes && this.entries.size <= this.maxEntries) break;
      this.entries.delete(oldKey);
      this.total -= this.sizeOf(old);
    }
    return true;
  }

  delete(key: string): void {
    const value = this.entries.get(key);
    if (!value) return;
    this.entries.delete(key);
    this.total -= this.sizeOf(value);
  }

  clear(): void {
    this.entries.clear();
    this.total = 0;
  }
}
