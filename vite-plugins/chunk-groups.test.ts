import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { chunkGroups, everyRouteLibraries, groupFiles } from "./chunk-groups";

/** The real tree: every path below is a file of this checkout, checked to exist. */
const root = fileURLToPath(new URL("..", import.meta.url)).replace(/[\\/]$/, "");
const file = (relative: string) => path.join(root, relative);
const exists = (relative: string) => fs.statSync(file(relative), { throwIfNoEntry: false })?.isFile() ?? false;

/** A made-up import graph over real files: the root route reaches the header, the header the common texts. */
const graph: Record<string, string[]> = {
  [file("app/root.tsx")]: [file("app/components/site-header.tsx"), file("node_modules/react-router/package.json")],
  [file("app/components/site-header.tsx")]: [file("app/lib/strings/common.ts")],
};
const context = { getModuleInfo: (id: string) => ({ importedIds: graph[id] ?? [] }) };
const [shared, cards, photos, lists, admin, editor] = chunkGroups(root);
const sharedName = shared.name as (id: string, c: typeof context) => string | null;
const captures = (group: { test?: unknown }, relative: string) =>
  (group.test as (id: string) => boolean)(file(relative));

describe("chunkGroups", () => {
  it("names only files that exist in the tree", () => {
    for (const [group, files] of Object.entries(groupFiles)) {
      for (const relative of files) expect(exists(relative), `${group}: ${relative}`).toBe(true);
    }
    for (const relative of ["app/root.tsx", "app/components/site-header.tsx", "app/lib/strings/common.ts"]) {
      expect(exists(relative), relative).toBe(true);
    }
  });

  it("names React's pieces and React Router by paths that exist in node_modules", () => {
    const react = [
      "node_modules/react/jsx-runtime.js",
      "node_modules/react/cjs/react-jsx-runtime.production.js",
      "node_modules/react-dom/index.js",
      "node_modules/react-dom/cjs/react-dom.production.js",
      // Every route module's component goes through its wrapper: in `admin`, it linked the admin stylesheet on every public page.
      "node_modules/react-router/package.json",
      "node_modules/react-router/dist/production/index.js",
    ];
    for (const relative of react) {
      expect(exists(relative), relative).toBe(true);
      expect(sharedName(file(relative), context), relative).toBe("shared");
    }
  });

  it("captures each group's named files and nothing else", () => {
    const groups = { cards, photos, lists };
    const everyFile = Object.values(groupFiles).flat();
    for (const [name, group] of Object.entries(groups)) {
      const own: readonly string[] = groupFiles[name as keyof typeof groups];
      for (const relative of everyFile)
        expect(captures(group, relative), `${name}: ${relative}`).toBe(own.includes(relative));
    }
    expect(everyRouteLibraries.length).toBeGreaterThan(0);
  });

  it("puts our modules that the root route reaches, and the title helpers every route uses, in `shared`", () => {
    expect(sharedName(file("app/components/site-header.tsx"), context)).toBe("shared");
    expect(sharedName(file("app/lib/strings/common.ts"), context)).toBe("shared");
    expect(sharedName(file("app/lib/page-meta.ts"), context)).toBe("shared");
    expect(sharedName(file("app/components/page-header.tsx"), context)).toBe("shared");
  });

  it("leaves the root route itself, route-only modules, page names and other libraries out of `shared`", () => {
    for (const relative of [
      "app/root.tsx",
      "app/lib/strings/pages.ts",
      "app/lib/strings/tc.ts",
      "app/lib/strings/home.ts",
      "node_modules/react-dom/server.js",
    ]) {
      expect(exists(relative), relative).toBe(true);
      expect(sharedName(file(relative), context), relative).toBeNull();
    }
  });

  it("puts the admin area's components, helpers and its domain modules in `admin`, and nothing of the site", () => {
    for (const relative of [
      "app/admin/components/field.tsx",
      "app/admin/lib/format-time.ts",
      ...groupFiles.adminDomain,
    ]) {
      expect(exists(relative), relative).toBe(true);
      expect(captures(admin, relative), relative).toBe(true);
    }
    for (const relative of ["app/admin/routes/people.tsx", "app/components/site-header.tsx", "domain/school-date.ts"]) {
      expect(exists(relative), relative).toBe(true);
      expect(captures(admin, relative), relative).toBe(false);
    }
  });

  it("puts the rich-text editor and the checks it runs in `editor`, and leaves them out of `admin`", () => {
    for (const relative of groupFiles.editor) {
      expect(captures(editor, relative), relative).toBe(true);
      expect(captures(admin, relative), relative).toBe(false);
    }
    for (const relative of [
      "app/admin/components/field.tsx",
      "app/admin/routes/people.tsx",
      "domain/publish-checks/parse-rich-text.ts",
      "app/components/site-header.tsx",
    ]) {
      expect(exists(relative), relative).toBe(true);
      expect(captures(editor, relative), relative).toBe(false);
    }
  });

  it("gives `shared` the highest priority and `cards` a higher one than `lists` and `photos`", () => {
    expect(shared.priority).toBeGreaterThan(cards.priority);
    expect(cards.priority).toBeGreaterThan(lists.priority);
    expect(cards.priority).toBeGreaterThan(photos.priority);
  });

  it("leaves a component of a few pages of one kind out of `lists`", () => {
    for (const relative of ["app/components/lists/albums-page.tsx", "app/components/lists/toppers-page.tsx"]) {
      expect(exists(relative), relative).toBe(true);
      expect(captures(lists, relative), relative).toBe(false);
    }
  });
});
