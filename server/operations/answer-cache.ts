import { LRUCache } from "lru-cache";
import { ContentFreshness, type ContentVersionSource } from "#server/content-freshness";

/**
 * The public reads' answers, kept as values until their school's content moves (decision 0088):
 * what server/api-cache.ts does for the HTTP answers (decision 0083), for the site's loaders,
 * which now call the operations in the process instead of the API. A hit is a map lookup; the
 * value is frozen, since every page that asks shares it.
 *
 * An answer names the one school it is about, or none (an album looked up in every school), and
 * is then dropped at any content change, as in the API cache.
 */

export type AnswerCacheOptions = ContentVersionSource & {
  maxEntries?: number;
  /** An estimate of the answers' size (their JSON length, in UTF-16 units times two). */
  maxBytes?: number;
};

type Entry = { value: unknown; school: string | undefined; stamp: number };

/** Freezes a plain answer (objects and arrays) all the way down, so no page can change another's. */
function deepFreeze<T>(value: T): T {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return value;
  for (const inner of Object.values(value)) deepFreeze(inner);
  return Object.freeze(value);
}

export class AnswerCache {
  private readonly entries: LRUCache<string, Entry>;
  private readonly freshness: ContentFreshness;
  /** Answers served from the cache, and answers looked up (server/cache-stats.ts). */
  hits = 0;
  lookups = 0;

  constructor(options: AnswerCacheOptions) {
    this.freshness = new ContentFreshness(options, () => this.entries.clear());
    const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
    this.entries = new LRUCache<string, Entry>({
      max: options.maxEntries ?? 20_000,
      maxSize: maxBytes,
      maxEntrySize: maxBytes / 8,
      sizeCalculation: (entry, key) => (JSON.stringify(entry.value)?.length ?? 0) * 2 + key.length,
    });
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * The answer kept under `key` while `school`'s content has not moved, or `make`'s, kept when
   * nothing moved while it was made. `key` must say everything the answer depends on but the
   * content (the operation, its arguments, the day for answers about "today").
   */
  async get<T>(school: string | undefined, key: string, make: () => Promise<T>): Promise<T> {
    const stamp = this.freshness.look();
    this.lookups += 1;
    const entry = this.entries.get(key);
    if (entry && this.freshness.isCurrent(entry.school, entry.stamp)) {
      this.hits += 1;
      return entry.value as T;
    }
    if (entry) this.entries.delete(key);
    const value = deepFreeze(await make());
    // Content that changed while this answer was made must not be kept.
    this.freshness.look();
    if (this.freshness.isCurrent(school, stamp)) this.entries.set(key, { value, school, stamp });
    return value;
  }
}
