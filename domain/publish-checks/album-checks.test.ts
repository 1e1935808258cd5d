import { describe, expect, it } from "vitest";
import { type AlbumPhotoText, checkAlbumPhotos } from "./album-checks";

const photo = (path: string, text: Partial<AlbumPhotoText> = {}): AlbumPhotoText => ({
  path,
  label: `${path}.jpg`,
  alt: "",
  caption: "",
  decorative: false,
  ...text,
});

describe("an album's photos at publish time", () => {
  it("refuses a photo with no alt text that is not decorative, and names it", () => {
    const problems = checkAlbumPhotos([
      photo("a", { alt: "Students planting saplings by the gate" }),
      photo("b"),
      photo("c", { decorative: true }),
    ]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({
      code: "image-alt-missing",
      severity: "error",
      locator: { kind: "file", file: "b" },
    });
    expect(problems[0].message).toMatch(/^b\.jpg: this photo has no description/);
  });

  it("applies the rich-text image rules: file names, generic words, the caption repeated, too long", () => {
    const codes = checkAlbumPhotos([
      photo("a", { alt: "IMG_20250314_101522.jpg" }),
      photo("b", { alt: "A photo." }),
      photo("c", { alt: "Prize giving", caption: "prize  giving" }),
      photo("d", { alt: "x ".repeat(100) }),
    ]).map((problem) => [problem.locator.kind === "file" && problem.locator.file, problem.code]);
    expect(codes).toEqual([
      ["a", "image-alt-file-name"],
      ["b", "image-alt-generic"],
      ["c", "image-alt-same-as-caption"],
      ["d", "image-alt-too-long"],
    ]);
  });

  it("passes an album whose every photo is described or decorative", () => {
    expect(checkAlbumPhotos([photo("a", { alt: "The choir on stage" }), photo("b", { decorative: true })])).toEqual([]);
  });
});
