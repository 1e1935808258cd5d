import { LRUCache } from "lru-cache";
import { ContentFreshness, type ContentVersionSource } from "./content-freshness";
import { isStaffPath } from "./staff-routes";

/**
 * Rendered pages, kept until the content changes (docs/decisions/0031-page-delivery.md).
 * A page depends on its URL, the school's content and the school's calendar day (birthdays,
 * upcoming events), nothing else: no cookies, no accounts, no request headers. So a page
 * rendered once is the page for every visitor that day, until the school's content changes: a
 * write in another school leaves it alone (decision 0083).
 *
 * A page is stored as the parts of its HTML around the render's nonce placeholder; each
 * answer joins them with its own fresh nonce (server/page-answer.ts). The parts are UTF-8 bytes outside
 * V8's heap: a platform's cache of hundreds of MB as strings filled the old generation, whose
 * collections then copied those strings again and again, and every cached answer's p99 rose to
 * half a second (bench:platform with a 640 MB page cache, 2026-11-27).
 */

export type CachedPage = {
  /** The HTML split at the nonce placeholder, as UTF-8. */
  parts: Buffer[];
  etag: string;
  /** The answer's headers, without the ones each response sets itself. */
  headers: [string, string][];
  /** What the page costs in memory (its parts' bytes), for the cache's bound. */
  size: number;
};

/** The content version and which schools moved (a Db's `contentVersion` and `contentChangesSince`). */
export type PageCacheOptions = ContentVersionSource & {
  /**
   * A school's calendar day, `YYYY-MM-DD`, in its own zone (decision 0085); undefined while the
   * school's zone is not known, and the page is then not kept.
   */
  schoolDay: (schoolCode: string) => string | undefined;
  maxBytes?: number;
  maxPageBytes?: number;
  /**
   * Keep pages per origin: without PUBLIC_URL a page's absolute links (canonical, share
   * previews) are the request's origin, so a page made for one Host must not answer another.
   */
  perOrigin?: boolean;
};

type Entry = { page: CachedPage; school: string | undefined; stamp: number };

export class PageCache {
  private readonly pages: LRUCache<string, Entry>;
  private readonly freshness: ContentFreshness;
  /** Pages served from the cache, and pages looked up, for diagnostics (bench:platform). */
  hits = 0;
  lookups = 0;

  constructor(private readonly options: PageCacheOptions) {
    this.freshness = new ContentFreshness(options, () => this.pages.clear());
    this.pages = new LRUCache<string, Entry>({
      // PAGE_CACHE_MB (decision 0086): the demo school's whole site, its 71 pages, counts about 3 MB here;
      // a platform's working set needs more (bench:platform: 1,000 schools × 4 pages, 128 MB).
      maxSize: options.maxBytes ?? 32 * 1024 * 1024,
      maxEntrySize: options.maxPageBytes ?? 2 * 1024 * 1024,
      sizeCalculation: (entry) => Math.max(1, entry.page.size),
    });
  }

  /** The stamp of now, taken before a render and given back to `set` (ContentFreshness). */
  stamp(): number {
    return this.freshness.look();
  }

  /**
   * The key of a GET page request: the school its host shows, the school's day, and the path
   * and query as sent; undefined for anything else. One process serves many schools' sites, so
   * the school comes first: two schools' pages at the same path are two entries.
   */
  keyOf(request: Request, schoolCode: string): string | undefined {
    if (request.method !== "GET") return undefined;
    const url = request.url;
    const slash = url.indexOf("/", url.indexOf("//") + 2);
    // Staff pages are one person's: never kept, never served to anyone else.
    if (isStaffPath(url.slice(slash))) return undefined;
    const day = this.options.schoolDay(schoolCode);
    if (day === undefined) return undefined;
    const address = this.options.perOrigin ? url : url.slice(slash);
    return `${schoolCode} ${day} ${address}`;
  }

  get(key: string): CachedPage | undefined {
    this.freshness.look();
    this.lookups += 1;
    const entry = this.pages.get(key);
    if (!entry) return undefined;
    if (!this.freshness.isCurrent(entry.school, entry.stamp)) {
      this.pages.delete(key);
      return undefined;
    }
    this.hits += 1;
    return entry.page;
  }

  /**
   * Keeps a page of `school` rendered from `stamp` on, unless the school's content changed while
   * it was rendered. A page of no one school (`undefined`) goes at any content change.
   */
  set(key: string, page: CachedPage, stamp: number, school?: string): void {
    this.freshness.look();
    if (!this.freshness.isCurrent(school, stamp)) return;
    this.pages.set(key, { page, school, stamp });
  }

  get totalBytes(): number {
    return this.pages.calculatedSize;
  }
}
