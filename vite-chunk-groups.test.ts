import { describe, expect, it } from "vitest";
import { chunkGroups } from "./vite-chunk-groups";

const graph: Record<string, string[]> = {
  "/w/app/root.tsx": ["/w/app/components/site-header.tsx", "/w/node_modules/react-router/index.js"],
  "/w/app/components/site-header.tsx": ["/w/app/lib/strings/common.ts"],
  "/w/app/lib/strings/common.ts": [],
  "/w/node_modules/react-router/index.js": [],
};
const context = { getModuleInfo: (id: string) => ({ importedIds: graph[id] ?? [] }) };
const [shared, cards, lists] = chunkGroups("/w/app/root.tsx");
const sharedName = shared.name as (id: string, c: typeof context) => string | null;

describe("chunkGroups", () => {
  it("puts our modules that the root route reaches, and every route's page titles, in `shared`", () => {
    expect(sharedName("/w/app/components/site-header.tsx", context)).toBe("shared");
    expect(sharedName("/w/app/lib/strings/common.ts", context)).toBe("shared");
    expect(sharedName("/w/app/lib/strings/pages.ts", context)).toBe("shared");
  });

  it("leaves the root route itself, route-only modules and libraries alone", () => {
    expect(sharedName("/w/app/root.tsx", context)).toBeNull();
    expect(sharedName("/w/app/lib/strings/tc.ts", context)).toBeNull();
    expect(sharedName("/w/node_modules/react-router/index.js", context)).toBeNull();
  });

  it("groups the list components, after `shared`", () => {
    const test = lists.test as RegExp;
    expect(test.test("/w/app/components/lists/list-layout.tsx")).toBe(true);
    expect(test.test("/w/app/lib/strings/lists.ts")).toBe(true);
    expect(test.test("/w/app/components/info-page.tsx")).toBe(false);
    expect(shared.priority).toBeGreaterThan(lists.priority);
  });

  it("keeps what Home shares with the list pages out of `lists`", () => {
    const test = cards.test as RegExp;
    expect(test.test("/w/app/components/home/person-card.tsx")).toBe(true);
    expect(test.test("/w/app/lib/school-date.ts")).toBe(true);
    expect(cards.priority).toBeGreaterThan(lists.priority);
  });
});
