import { describe, expect, it } from "vitest";
import { parseRichText } from "./parse-rich-text";
import { checkPdfFacts, linkedPdfs } from "./pdf-checks";

const file = { kind: "file", file: "news/circular.pdf" } as const;
const codes = (facts: Parameters<typeof checkPdfFacts>[0]) => checkPdfFacts(facts, file).map((problem) => problem.code);
const good = { readable: true, tagged: true, title: "Winter break", language: "en-IN" } as const;

describe("PDF checks", () => {
  it("pdf-untagged, pdf-no-title, pdf-no-language are warnings at the file", () => {
    const problems = checkPdfFacts({ readable: true, tagged: false, title: null, language: null }, file);
    expect(problems.map((problem) => problem.code)).toEqual(["pdf-untagged", "pdf-no-title", "pdf-no-language"]);
    expect(problems.every((problem) => problem.severity === "warning" && problem.locator === file)).toBe(true);
  });

  it("each alone, and none for a tagged PDF with a title and a language", () => {
    expect(codes({ ...good, tagged: false })).toEqual(["pdf-untagged"]);
    expect(codes({ ...good, title: null })).toEqual(["pdf-no-title"]);
    expect(codes({ ...good, language: null })).toEqual(["pdf-no-language"]);
    expect(codes(good)).toEqual([]);
  });

  it("pdf-unreadable: a file that is not a PDF, or is encrypted", () => {
    expect(codes({ readable: false, reason: "not-a-pdf" })).toEqual(["pdf-unreadable"]);
    expect(checkPdfFacts({ readable: false, reason: "encrypted" }, file)[0].message).toMatch(/protected/);
  });

  it("linkedPdfs finds the links to PDFs of a field", () => {
    const tree = parseRichText(
      '<p><a href="/api/image/news/a.pdf">Circular</a> <a href="/News">News</a> <a href="/api/image/b.PDF?x=1#p2">B</a></p>',
    );
    expect(linkedPdfs(tree).map(({ href, link }) => [href, link.index])).toEqual([
      ["/api/image/news/a.pdf", 1],
      ["/api/image/b.PDF?x=1#p2", 3],
    ]);
  });
});
