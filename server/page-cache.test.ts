import { describe, expect, it } from "vitest";
import { schoolDayReader } from "./api-cache";
import { type CachedPage, PageCache } from "./page-cache";
import { SchoolTimeZones } from "./school-time-zones";

const page = (text: string): CachedPage => ({
  parts: [Buffer.from(text)],
  etag: `W/"${text}"`,
  headers: [],
  size: Buffer.byteLength(text),
});

function cacheWith(state: { version: string; day: string }, maxBytes?: number) {
  return new PageCache({ contentVersion: () => state.version, schoolDay: () => state.day, maxBytes });
}

describe("PageCache", () => {
  it("never keeps a staff page: one person's page must not be served to another", () => {
    const cache = new PageCache({ contentVersion: () => "1", schoolDay: () => "2026-11-21" });
    for (const path of [
      "/admin",
      "/admin/people",
      "/ADMIN/People",
      "/admin.data",
      "/admin/people.data",
      "/admin?x=1",
    ]) {
      expect(cache.keyOf(new Request(`http://x${path}`), "demo"), path).toBeUndefined();
    }
    expect(cache.keyOf(new Request("http://x/administration"), "demo")).toBe("demo 2026-11-21 /administration");
  });

  it("keys GET pages by the school, the school's day and the path with its query, and nothing else", () => {
    const state = { version: "1", day: "2026-11-21" };
    const cache = cacheWith(state);
    expect(cache.keyOf(new Request("http://x/News?year=2026"), "demo")).toBe("demo 2026-11-21 /News?year=2026");
    expect(cache.keyOf(new Request("http://y/News?year=2026"), "moon")).toBe("moon 2026-11-21 /News?year=2026");
    expect(cache.keyOf(new Request("http://x/Tc", { method: "POST" }), "demo")).toBeUndefined();
    state.day = "2026-11-22";
    expect(cache.keyOf(new Request("http://x/"), "demo")).toBe("demo 2026-11-22 /");
  });

  it("keys a school's pages by its own day, in its own zone, and keeps none while its zone is not known", async () => {
    const zones = new SchoolTimeZones(
      { contentVersion: () => "1" },
      async (school) => ({ kolkata: "Asia/Kolkata", dubai: "Asia/Dubai" })[school],
      "UTC",
    );
    // 00:30 on the 22nd in Kolkata, 23:00 on the 21st in Dubai (decision 0085).
    const now = () => new Date("2026-11-21T19:00:00Z");
    const cache = new PageCache({ contentVersion: () => "1", schoolDay: schoolDayReader((s) => zones.known(s), now) });
    expect(cache.keyOf(new Request("http://x/Events"), "dubai")).toBeUndefined();
    // server/site.ts reads the school's zone before it asks for the key.
    await zones.of("kolkata");
    await zones.of("dubai");
    expect(cache.keyOf(new Request("http://x/Events"), "kolkata")).toBe("kolkata 2026-11-22 /Events");
    expect(cache.keyOf(new Request("http://x/Events"), "dubai")).toBe("dubai 2026-11-21 /Events");
  });

  it("forgets every page when the content changes", () => {
    const state = { version: "1", day: "d" };
    const cache = cacheWith(state);
    cache.set("d /", page("old"), cache.stamp());
    expect(cache.get("d /")?.parts.join("")).toBe("old");
    state.version = "2";
    expect(cache.get("d /")).toBeUndefined();
  });

  it("does not keep a page whose content changed while it was rendered", () => {
    const state = { version: "1", day: "d" };
    const cache = cacheWith(state);
    const before = cache.stamp();
    state.version = "2";
    cache.set("d /", page("rendered from version 1"), before);
    expect(cache.get("d /")).toBeUndefined();
  });

  it("stays within its size, dropping the least recently used page", () => {
    const cache = cacheWith({ version: "1", day: "d" }, 100);
    const version = cache.stamp();
    cache.set("a", page("a".repeat(40)), version);
    cache.set("b", page("b".repeat(40)), version);
    cache.get("a");
    cache.set("c", page("c".repeat(40)), version);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBeDefined();
    expect(cache.totalBytes).toBeLessThanOrEqual(100);
  });

  it("does not keep a page over the per-page limit, and counts a replaced page once", () => {
    const cache = new PageCache({ contentVersion: () => "1", schoolDay: () => "d", maxBytes: 100, maxPageBytes: 60 });
    const version = cache.stamp();
    cache.set("big", page("x".repeat(61)), version);
    expect(cache.get("big")).toBeUndefined();
    cache.set("a", page("a".repeat(30)), version);
    cache.set("a", page("a".repeat(50)), version);
    expect(cache.totalBytes).toBe(50);
  });
});
