import { describe, expect, it } from "vitest";
import { checkRichTextHtml } from "./check-html";

const codes = (html: string) => checkRichTextHtml(html).map((problem) => problem.code);

describe("table check", () => {
  it("table-no-header-row: a table of td cells only", () => {
    expect(
      codes("<table><tbody><tr><td>Class</td><td>Fee</td></tr><tr><td>1</td><td>100</td></tr></tbody></table>"),
    ).toEqual(["table-no-header-row"]);
  });

  it("passes a header row in a thead, or as a first row of th cells", () => {
    expect(
      codes(
        '<table><thead><tr><th scope="col">Class</th><th scope="col">Fee</th></tr></thead><tbody><tr><td>1</td><td>100</td></tr></tbody></table>',
      ),
    ).toEqual([]);
    expect(codes("<table><tr><th>Class</th><th>Fee</th></tr><tr><td>1</td><td>100</td></tr></table>")).toEqual([]);
  });

  it("fails a first row that mixes th and td (row headers only)", () => {
    expect(codes("<table><tr><th>Class</th><td>Fee</td></tr></table>")).toEqual(["table-no-header-row"]);
  });
});

describe("capitals check", () => {
  it("paragraph-all-capitals: a paragraph in capitals only", () => {
    expect(codes("<p>SCHOOL WILL REMAIN CLOSED ON MONDAY</p>")).toEqual(["paragraph-all-capitals"]);
    expect(codes("<p><strong>ALL PARENTS</strong> MUST ATTEND THE PTM.</p>")).toEqual(["paragraph-all-capitals"]);
  });

  it("passes sentence case with acronyms, and a lone acronym", () => {
    expect(codes("<p>The CBSE results for Class XII are out.</p>")).toEqual([]);
    expect(codes("<p>SUPW</p><p>CBSE X</p>")).toEqual([]);
  });
});

describe("hand-typed list check", () => {
  it("list-typed-by-hand: paragraphs starting with asterisks", () => {
    expect(codes("<p>Bring:</p><p>* a pen</p><p>* a notebook</p>")).toEqual(["list-typed-by-hand"]);
  });

  it("list-typed-by-hand: numbered lines split by line breaks, pointing at the paragraph", () => {
    const problems = checkRichTextHtml("<p>Steps:<br />1. Fill the form<br />2. Pay the fee</p>");
    expect(problems.map((problem) => problem.code)).toEqual(["list-typed-by-hand"]);
    expect(problems[0].locator).toMatchObject({ index: 0, tag: "p" });
    expect(codes("<p>1) Fill the form</p><p>2) Pay the fee</p>")).toEqual(["list-typed-by-hand"]);
  });

  it("passes a real list, and one paragraph that starts with a number", () => {
    expect(codes("<ul><li>a pen</li><li>a notebook</li></ul>")).toEqual([]);
    expect(codes("<p>2025 was a good year.</p><p>1. April is the first day.</p>")).toEqual([]);
  });
});
