import { describe, expect, it } from "vitest";
import { checkRichTextHtml } from "./check-html";

const codes = (html: string) => checkRichTextHtml(html).map((problem) => problem.code);

describe("link checks", () => {
  it.each(["click here", "Here", "Read more", "read more…", "Click here."])("link-text-vague: %j", (text) => {
    expect(codes(`<p>The date sheet: <a href="/api/image/a.pdf">${text}</a></p>`)).toEqual(["link-text-vague"]);
  });

  it("passes link text that names where it goes", () => {
    expect(codes('<p><a href="/api/image/a.pdf">Date sheet for the half-yearly examinations (PDF)</a></p>')).toEqual(
      [],
    );
  });

  it("link-text-bare-url: an address as the link text", () => {
    expect(codes('<p><a href="https://portal.example.in">https://portal.example.in/login</a></p>')).toEqual([
      "link-text-bare-url",
    ]);
    expect(codes('<p><a href="https://portal.example.in">www.portal.example.in</a></p>')).toEqual([
      "link-text-bare-url",
    ]);
    expect(codes('<p><a href="https://portal.example.in">Parent portal</a></p>')).toEqual([]);
  });

  it("link-empty: a link with no words", () => {
    const problems = checkRichTextHtml('<p>See <a href="https://example.in"> </a></p>');
    expect(problems.map((problem) => problem.code)).toEqual(["link-empty"]);
    expect(problems[0].locator).toEqual({ kind: "node", index: 1, tag: "a", excerpt: "" });
    expect(
      codes('<p><a href="https://example.in"><img src="/api/image/logo.png" alt="Sunrise Valley home page" /></a></p>'),
    ).toEqual([]);
  });
});
