import { describe, expect, it } from "vitest";
import { isRichText, shiftHeadings } from "./rich-text";

describe("isRichText", () => {
  it("takes a description that opens with a block the editor writes as HTML", () => {
    expect(isRichText("<p>Results are out.</p>")).toBe(true);
    expect(isRichText('  <h2 id="x">Results</h2><ul><li>One</li></ul>')).toBe(true);
    expect(isRichText("<table><tr><th>Class</th></tr></table>")).toBe(true);
  });
  it("keeps plain text plain, even with a < in it", () => {
    expect(isRichText("Marks < 40 need a retest")).toBe(false);
    expect(isRichText("<3 from the PTA")).toBe(false);
    expect(isRichText("<script>alert(1)</script>")).toBe(false);
    expect(isRichText("")).toBe(false);
  });
});

describe("shiftHeadings", () => {
  it("moves every heading down, opening and closing tags alike, and stops at h6", () => {
    expect(shiftHeadings('<h2 id="a">Fees</h2><p>h2 stays text</p><h4>Small</h4><h6>x</h6>', 1)).toBe(
      '<h3 id="a">Fees</h3><p>h2 stays text</p><h5>Small</h5><h6>x</h6>',
    );
  });
});
