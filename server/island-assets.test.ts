import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { builtIslands, inlineIslandCode, inlineIslandMaxBytes } from "./island-assets";

let dir: string | undefined;
afterEach(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

/** A build folder as vite-plugins/islands.ts leaves it: build/islands.json and the files under client/. */
function buildWith(files: Record<string, string>, manifest: Record<string, { src: string; preloads: string[] }>) {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "islands-"));
  const islands = path.join(dir, "client", "assets", "islands");
  fs.mkdirSync(islands, { recursive: true });
  for (const [name, code] of Object.entries(files)) fs.writeFileSync(path.join(islands, name), code);
  fs.writeFileSync(path.join(dir, "islands.json"), JSON.stringify(manifest));
  return dir;
}

describe("islands written into the page", () => {
  it("makes the imports between islands absolute, static and dynamic, since inline code resolves against the page", () => {
    const code = 'import{a as o}from"./shared-AB12.js";o();import("./viewer-CD34.js");const s="./not-a-module";';
    expect(inlineIslandCode(code, "/assets/islands/carousel-X.js")).toBe(
      'import{a as o}from"/assets/islands/shared-AB12.js";o();import("/assets/islands/viewer-CD34.js");const s="./not-a-module";',
    );
  });

  it("keeps an island too large, or one whose text would end the <script> element, as a file", () => {
    expect(inlineIslandCode("x".repeat(inlineIslandMaxBytes + 1), "/assets/islands/big.js")).toBeUndefined();
    expect(inlineIslandCode('document.body.innerHTML="</script><b>";', "/assets/islands/a.js")).toBeUndefined();
    expect(inlineIslandCode('const c="<!--";', "/assets/islands/a.js")).toBeUndefined();
    expect(inlineIslandCode("menu()", "/assets/islands/a.js")).toBe("menu()");
  });

  it("reads the build: a small island carries its code, a large one only its address", () => {
    const build = buildWith(
      { "menu-1.js": 'import"./shared-2.js";menu()', "tc-form-3.js": `/*${"x".repeat(inlineIslandMaxBytes)}*/` },
      {
        menu: { src: "/assets/islands/menu-1.js", preloads: ["/assets/islands/shared-2.js"] },
        "tc-form": { src: "/assets/islands/tc-form-3.js", preloads: [] },
      },
    );
    expect(builtIslands(build)).toEqual({
      menu: {
        src: "/assets/islands/menu-1.js",
        preloads: ["/assets/islands/shared-2.js"],
        code: 'import"/assets/islands/shared-2.js";menu()',
      },
      "tc-form": { src: "/assets/islands/tc-form-3.js", preloads: [] },
    });
  });
});
