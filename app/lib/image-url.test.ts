import { describe, expect, it } from "vitest";
import { fileUrl, imageUrl, isResizable, publicPath, srcSet } from "./image-url";

describe("image service addresses", () => {
  it("names a stored file under /api/image, each segment encoded", () => {
    expect(fileUrl("ab12.pdf")).toBe("/api/image/ab12.pdf");
    expect(fileUrl("demo/public/clubs/my club/01.jpg")).toBe("/api/image/demo/public/clubs/my%20club/01.jpg");
  });

  it("adds width and format only when asked", () => {
    expect(imageUrl("a.jpg")).toBe("/api/image/a.jpg");
    expect(imageUrl("a.jpg", { width: 640 })).toBe("/api/image/a.jpg?w=640");
    expect(imageUrl("a.jpg", { width: 320, format: "avif" })).toBe("/api/image/a.jpg?w=320&format=avif");
  });

  it("writes a srcset with one candidate per width", () => {
    expect(srcSet("a.jpg", [320, 640], "webp")).toBe(
      "/api/image/a.jpg?w=320&format=webp 320w, /api/image/a.jpg?w=640&format=webp 640w",
    );
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
