import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { inlineScripts } from "./page-scripts";

describe("the scripts a page carries in its HTML", () => {
  it("counts inline code (islands by their file's name, the ready mark) and not JSON or fetched files", () => {
    const menu = 'import"/assets/islands/shared-2.js";menu()';
    const ready = 'document.addEventListener("DOMContentLoaded",function(){})';
    const html = [
      `<script nonce="n">${ready}</script>`,
      `<script type="module" nonce="n" data-island="/assets/islands/menu-1.js">${menu}</script>`,
      '<script type="module" nonce="n" src="/assets/islands/tc-form-3.js"></script>',
      '<script type="speculationrules" nonce="n">{"prefetch":[]}</script>',
      '<script type="application/ld+json">{"@type":"School"}</script>',
    ].join("");
    const size = (code: string) => gzipSync(Buffer.from(code), { level: 9 }).length;
    expect(inlineScripts(html)).toEqual([
      { path: "script (inline)", gzipBytes: size(ready) },
      { path: "/assets/islands/menu-1.js (inline)", gzipBytes: size(menu) },
    ]);
  });
});
