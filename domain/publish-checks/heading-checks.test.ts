import { describe, expect, it } from "vitest";
import { checkRichTextHtml } from "./check-html";

const codes = (html: string) => checkRichTextHtml(html).map((problem) => problem.code);

describe("heading checks", () => {
  it("heading-skips-level: h2 then h4", () => {
    expect(codes("<h2>Fees</h2><p>x</p><h4>Late fee</h4>")).toEqual(["heading-skips-level"]);
    expect(codes("<h2>Fees</h2><h3>Late fee</h3><h4>Waiver</h4><h2>Uniform</h2>")).toEqual([]);
  });

  it("heading-skips-level says which levels and points at the heading", () => {
    const [problem] = checkRichTextHtml("<h2>Fees</h2><p>x</p><h4>Late fee</h4>");
    expect(problem.message).toBe(
      "This level 4 heading comes after a level 2 heading, skipping level 3. Use level 3, or add the missing heading above it.",
    );
    expect(problem.locator).toEqual({ kind: "node", index: 2, tag: "h4", excerpt: "Late fee" });
  });

  it("heading-starts-below-two: the first heading is h3", () => {
    expect(codes("<p>Intro</p><h3>Timings</h3>")).toEqual(["heading-starts-below-two"]);
    expect(codes("<p>Intro</p><h2>Timings</h2>")).toEqual([]);
  });

  it("heading-level-one: an h1 in the body", () => {
    expect(codes("<h1>About us</h1><p>x</p>")).toEqual(["heading-level-one"]);
    expect(codes("<h2>About us</h2><p>x</p>")).toEqual([]);
  });

  it("heading-empty: a heading with no words", () => {
    expect(codes("<h2>Fees</h2><h3> <br /> </h3>")).toEqual(["heading-empty"]);
    expect(codes("<h2>Fees</h2><h3>Due dates</h3>")).toEqual([]);
  });
});
