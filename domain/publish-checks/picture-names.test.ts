import { describe, expect, it } from "vitest";
import { checkRichTextHtml } from "./check-html";
import { parseRichText } from "./parse-rich-text";
import { isHashName, picturePathsOf, storedPathOf, withPictureNames } from "./picture-names";

const hash = `${"232a50e5770e044107d5b99d88f3".padEnd(64, "7")}.jpg`;
const html = `<h2>Sports</h2><figure><img src="/api/image/${hash}" alt=""></figure><p>More</p><img src="/api/image/${hash.replace("2", "3")}" alt="">`;

describe("pictures named by the names they were uploaded with", () => {
  it("reads the stored path of a picture of this site, and knows a hash name, whole or cut short", () => {
    expect(storedPathOf(`/api/image/${hash}?w=640`)).toBe(hash);
    expect(storedPathOf("https://elsewhere.example/a.jpg")).toBeUndefined();
    expect(storedPathOf("/api/image/../school.db")).toBeUndefined();
    expect(isHashName(hash)).toBe(true);
    expect(isHashName(`${hash.slice(0, 59)}…`)).toBe(true);
    expect(isHashName("IMG_2041.jpg")).toBe(false);
    expect(picturePathsOf(parseRichText(html))).toEqual([hash, hash.replace("2", "3")]);
  });

  it("names each picture at fault by its uploaded name, or by its place among the pictures, never by its hash", () => {
    const tree = parseRichText(html);
    const problems = withPictureNames(checkRichTextHtml(html), tree, (path) =>
      path === hash ? "Sports day IMG_2041.jpg" : undefined,
    );
    const pictures = problems.filter((problem) => problem.code === "image-alt-missing").map((p) => p.locator);
    expect(pictures).toEqual([
      expect.objectContaining({ excerpt: "Sports day IMG_2041.jpg", picture: hash }),
      expect.objectContaining({ excerpt: "", picture: hash.replace("2", "3"), number: 2 }),
    ]);
    for (const problem of problems)
      expect(problem.locator.kind === "node" && problem.locator.excerpt).not.toMatch(/[23]32a50e5/);
  });
});
