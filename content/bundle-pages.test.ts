import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { maxPageBytes, pageSlugs } from "#domain/page-slugs";
import { makeBundle, tempDir } from "#tests/fixtures/make-bundle";
import { loadBundle } from "./bundle-load";
import { decodeText } from "./bundle-pages";

const expected = pageSlugs.map((slug) => `${slug}.md`).join(", ");

async function problemsWith(pages: Record<string, Buffer | string>): Promise<string[]> {
  const result = await loadBundle(await makeBundle((spec) => Object.assign(spec.pages ?? {}, pages)));
  return result.ok ? [] : result.problems;
}

describe("pages/ in a bundle", () => {
  it("reads each page's Markdown exactly as written", async () => {
    const result = await loadBundle(await makeBundle());
    if (!result.ok) throw new Error(result.problems.join("\n"));
    expect(result.pages.map((page) => page.slug)).toEqual(["About", "FeeStructure"]);
    expect(result.pages[0].markdown).toBe(
      "\uFEFF# General Information\r\n\r\nFixture Public School is in *Testpur*.\r\n",
    );
  });

  it("accepts a bundle without pages/ and every one of the sixteen pages", async () => {
    const none = await loadBundle(await makeBundle((spec) => delete spec.pages));
    expect(none.ok && none.pages).toEqual([]);
    const all = Object.fromEntries(pageSlugs.map((slug) => [`${slug}.md`, `# ${slug}\n`]));
    const every = await loadBundle(await makeBundle((spec) => (spec.pages = all)));
    expect(every.ok && every.pages.map((page) => page.slug).sort()).toEqual([...pageSlugs].sort());
  });

  it("reports files that are not one of the known pages", async () => {
    expect(
      await problemsWith({
        "Foo.md": "# Foo",
        "About.txt": "x",
        "about.md": "x",
        "Faculty.md": "x",
        "old/About.md": "x",
        ".DS_Store": "x",
      }),
    ).toEqual([
      `pages/.DS_Store: unknown page; expected one of ${expected}`,
      `pages/About.txt: unknown page; expected one of ${expected}`,
      `pages/Faculty.md: unknown page; expected one of ${expected}`,
      `pages/Foo.md: unknown page; expected one of ${expected}`,
      `pages/about.md: unknown page; expected one of ${expected} (names are case-sensitive: About.md)`,
      `pages/old/About.md: unknown page; expected one of ${expected}`,
    ]);
  });

  it("allows 200 KB and reports a bigger page", async () => {
    const problems = await problemsWith({
      "Clubs.md": Buffer.alloc(maxPageBytes, "a"),
      "Sports.md": Buffer.alloc(maxPageBytes + 1, "a"),
      "Supw.md": Buffer.alloc(300 * 1024, "a"),
    });
    expect(problems).toEqual([
      "pages/Sports.md: too big (200.1 KB); a page may be at most 200 KB",
      "pages/Supw.md: too big (300 KB); a page may be at most 200 KB",
    ]);
  });

  it("reports a page that is not UTF-8 text", async () => {
    const latin1 = Buffer.from("# Fee\n\nRs. 500 \u00a3", "latin1");
    const binary = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x00]);
    expect(await problemsWith({ "SchoolFee.md": latin1, "Vision.md": Buffer.from("a\u0000b") })).toEqual([
      "pages/SchoolFee.md: must be UTF-8 text",
      "pages/Vision.md: must be UTF-8 text",
    ]);
    expect(decodeText(binary)).toBeUndefined();
    expect(decodeText(Buffer.from("\uFEFFक्रिकेट ✓"))).toBe("\uFEFFक्रिकेट ✓");
  });

  it("reports a pages file, and symbolic links inside pages/", async () => {
    const asFile = await makeBundle((spec) => delete spec.pages);
    fs.writeFileSync(path.join(asFile, "pages"), "not a folder");
    const fileResult = await loadBundle(asFile);
    expect(fileResult.ok ? [] : fileResult.problems).toEqual(["pages: must be a folder"]);

    const outside = path.join(tempDir("outside"), "About.md");
    fs.writeFileSync(outside, "# secret");
    const linked = await makeBundle((spec) => delete spec.pages);
    fs.mkdirSync(path.join(linked, "pages"));
    fs.symlinkSync(outside, path.join(linked, "pages", "About.md"));
    const linkResult = await loadBundle(linked);
    expect(linkResult.ok ? [] : linkResult.problems).toEqual(["pages/About.md: symbolic links are not allowed"]);
  });

  it("reports page problems together with content.json problems", async () => {
    const result = await loadBundle(
      await makeBundle((spec) => {
        spec.content.news[0].fromDate = "soon";
        spec.pages = { "Fees.md": "x" };
      }),
    );
    expect(result.ok ? [] : result.problems).toEqual([
      "news[0].fromDate: expected YYYY-MM-DD",
      `pages/Fees.md: unknown page; expected one of ${expected}`,
    ]);
  });
});
