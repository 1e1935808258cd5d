import { describe, expect, it } from "vitest";
import { checkRichTextHtml } from "./check-html";

const codes = (html: string) => checkRichTextHtml(html).map((problem) => problem.code);
const img = (attrs: string) => `<p>Annual Day</p><img src="/api/image/news/a.jpg" ${attrs} />`;

describe("image checks", () => {
  it("image-alt-missing: an image without alt text, unless marked decorative", () => {
    expect(codes(img(""))).toEqual(["image-alt-missing"]);
    expect(codes(img('alt=""'))).toEqual(["image-alt-missing"]);
    expect(codes(img('alt="  "'))).toEqual(["image-alt-missing"]);
    expect(codes(img('alt="" data-decorative="true"'))).toEqual([]);
    expect(codes(img('alt="Students of Class V singing the school song on stage"'))).toEqual([]);
  });

  it("image-alt-missing points at the image: its index in document order, tag and file name", () => {
    const [problem] = checkRichTextHtml(img(""));
    expect(problem).toMatchObject({
      severity: "error",
      locator: { kind: "node", index: 1, tag: "img", excerpt: "a.jpg" },
    });
    expect(problem.message).toMatch(/no description \(alt text\)/);
  });

  it.each([
    "IMG_1234.jpg",
    "DSC0001",
    "DSCN0042",
    "PXL_20250314_101522",
    "annual day.png",
    "20250314_101522",
    "WhatsApp Image 2025-03-14 at 10.15.22",
  ])("image-alt-file-name: %j", (alt) => {
    expect(codes(img(`alt="${alt}"`))).toEqual(["image-alt-file-name"]);
  });

  it("image-alt-file-name passes alt text that mentions a year or a number", () => {
    expect(codes(img('alt="Class XII toppers of 2025 with the principal"'))).toEqual([]);
    expect(codes(img('alt="500 saplings planted along Station Road"'))).toEqual([]);
  });

  it.each(["image", "Photo", "a picture", "Picture.", "IMAGE"])("image-alt-generic: %j", (alt) => {
    expect(codes(img(`alt="${alt}"`))).toEqual(["image-alt-generic"]);
  });

  it("image-alt-generic passes alt text that has more than the word", () => {
    expect(codes(img('alt="Photo of the science exhibition winners"'))).toEqual([]);
  });

  it("image-alt-same-as-caption: alt text that repeats the figure's caption", () => {
    const figure = (alt: string) =>
      `<figure><img src="/api/image/a.jpg" alt="${alt}" /><figcaption>Sports Day  2025</figcaption></figure>`;
    expect(codes(figure("sports day 2025"))).toEqual(["image-alt-same-as-caption"]);
    expect(codes(figure("Runners crossing the finish line on the school ground"))).toEqual([]);
    expect(
      codes(
        '<figure><img src="/api/image/a.jpg" alt="" data-decorative="true" /><figcaption>Sports Day</figcaption></figure>',
      ),
    ).toEqual([]);
  });

  it("image-alt-too-long: over 150 characters", () => {
    expect(codes(img(`alt="${"A".repeat(1)}${"b".repeat(150)}"`))).toEqual(["image-alt-too-long"]);
    expect(codes(img(`alt="A${"b".repeat(149)}"`))).toEqual([]);
  });
});
