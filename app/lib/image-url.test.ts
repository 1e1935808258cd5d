import { describe, expect, it } from "vitest";
import { fileUrl } from "./api-client";
import { imageUrl, isResizable, publicPath, srcSet } from "./image-url";

describe("image service addresses", () => {
  // The file's own address (each segment encoded) is tested with the API client.
  const file = fileUrl("a.jpg");

  it("adds width and format only when asked", () => {
    expect(imageUrl("a.jpg")).toBe(file);
    expect(imageUrl("a.jpg", { width: 640 })).toBe(`${file}?w=640`);
    expect(imageUrl("a.jpg", { width: 320, format: "avif" })).toBe(`${file}?w=320&format=avif`);
  });

  it("writes a srcset with one candidate per width", () => {
    expect(srcSet("a.jpg", [320, 640], "webp")).toBe(`${file}?w=320&format=webp 320w, ${file}?w=640&format=webp 640w`);
  });

  it("resizes photos but not GIFs, SVGs or PDFs", () => {
    expect(isResizable("a.JPG")).toBe(true);
    expect(isResizable("logo.png")).toBe(true);
    expect(isResizable("anim.gif")).toBe(false);
    expect(isResizable("icon.svg")).toBe(false);
    expect(isResizable("doc.pdf")).toBe(false);
    expect(isResizable("noextension")).toBe(false);
  });

  it("places static images in the school's public folder", () => {
    expect(publicPath("demo", "slides/slide-01.jpg")).toBe("demo/public/slides/slide-01.jpg");
  });
});
