import { describe, expect, it } from "vitest";
import { fileUrl, tcPath } from "./api-client";

describe("the browser's addresses", () => {
  it("encodes the school and each stored path segment", () => {
    expect(tcPath("my school")).toBe("/api/tc/my%20school");
    expect(fileUrl("ab12.pdf")).toBe("/api/image/ab12.pdf");
    expect(fileUrl("demo/public/clubs/my club/01.jpg")).toBe("/api/image/demo/public/clubs/my%20club/01.jpg");
    expect(fileUrl("/tc//a b.pdf")).toBe("/api/image/tc/a%20b.pdf");
  });

  it("writes each segment as encodeURIComponent does, whether or not it needs encoding", () => {
    for (const path of [
      "demo/public/x(1)'s_~!*.jpg",
      "demo/public/dé.jpg",
      "a/",
      "a?b/c#d.jpg",
      "a%20b.jpg",
      "a/./b",
    ]) {
      const expected = path.split("/").filter(Boolean).map(encodeURIComponent).join("/");
      expect(fileUrl(path)).toBe(`/api/image/${expected}`);
    }
  });
});
