import { describe, expect, it } from "vitest";
import { chunkGroups } from "./chunk-groups";

const graph: Record<string, string[]> = {
  "/w/app/root.tsx": ["/w/app/components/site-header.tsx", "/w/node_modules/react-router/index.js"],
  "/w/app/components/site-header.tsx": ["/w/app/lib/strings/common.ts"],
  "/w/app/lib/strings/common.ts": [],
  "/w/node_modules/react-router/index.js": [],
};
const context = { getModuleInfo: (id: string) => ({ importedIds: graph[id] ?? [] }) };
const [shared, cards, photos, lists] = chunkGroups("/w/app/root.tsx");
const sharedName = shared.name as (id: string, c: typeof context) => string | null;

describe("chunkGroups", () => {
  it("puts our modules that the root route reaches, and the title helper every route uses, in `shared`", () => {
    expect(sharedName("/w/app/components/site-header.tsx", context)).toBe("shared");
    expect(sharedName("/w/app/lib/strings/common.ts", context)).toBe("shared");
    expect(sharedName("/w/app/lib/page-meta.ts", context)).toBe("shared");
  });

  it("leaves the page names out of `shared`: each route carries its own", () => {
    expect(sharedName("/w/app/lib/strings/pages.ts", context)).toBeNull();
    expect(sharedName("/w/app/lib/strings/info.ts", context)).toBeNull();
    expect(sharedName("/w/app/lib/strings/home.ts", context)).toBeNull();
  });

  it("leaves the root route itself, route-only modules and libraries alone", () => {
    expect(sharedName("/w/app/root.tsx", context)).toBeNull();
    expect(sharedName("/w/app/lib/strings/tc.ts", context)).toBeNull();
    expect(sharedName("/w/node_modules/react-router/index.js", context)).toBeNull();
  });

  it("groups what the list pages with filters share, after `shared`", () => {
    const test = lists.test as RegExp;
    for (const id of [
      "/w/app/components/lists/list-layout.tsx",
      "/w/app/components/lists/list-filters.tsx",
      "/w/app/components/lists/list-status.tsx",
      "/w/app/lib/list-query.ts",
      "/w/app/lib/strings/lists.ts",
      "/w/app/lib/strings/pages.ts",
    ]) {
      expect(test.test(id), id).toBe(true);
    }
    expect(test.test("/w/app/components/info-page.tsx")).toBe(false);
    expect(shared.priority).toBeGreaterThan(lists.priority);
  });

  it("leaves a component of a few pages of one kind, and the photo pages' code, out of `lists`", () => {
    const test = lists.test as RegExp;
    expect(test.test("/w/app/components/lists/albums-page.tsx")).toBe(false);
    expect(test.test("/w/app/components/lists/toppers-page.tsx")).toBe(false);
    expect(test.test("/w/app/components/lists/photo-grid.tsx")).toBe(false);
    expect(test.test("/w/app/lib/strings/photos.ts")).toBe(false);
  });

  it("groups the photo grid, the club page and their texts for the album and club pages", () => {
    const test = photos.test as RegExp;
    expect(test.test("/w/app/components/lists/photo-grid.tsx")).toBe(true);
    expect(test.test("/w/app/components/lists/club-page.tsx")).toBe(true);
    expect(test.test("/w/app/lib/club-photos.ts")).toBe(true);
    expect(test.test("/w/app/lib/strings/photos.ts")).toBe(true);
    expect(test.test("/w/app/components/lists/list-layout.tsx")).toBe(false);
    expect(shared.priority).toBeGreaterThan(photos.priority);
  });

  it("keeps what Home shares with the list pages out of `lists`", () => {
    const test = cards.test as RegExp;
    expect(test.test("/w/app/components/home/person-card.tsx")).toBe(true);
    expect(test.test("/w/app/lib/school-date.ts")).toBe(true);
    expect(test.test("/w/app/components/lists/display-date.tsx")).toBe(true);
    expect(cards.priority).toBeGreaterThan(lists.priority);
  });
});
