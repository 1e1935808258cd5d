import { describe, expect, it } from "vitest";
import { parseRichText } from "./parse-rich-text";
import { elementsOf, excerptOf, textOf } from "./rich-text-tree";

describe("parseRichText", () => {
  it("numbers elements in document order and decodes entities", () => {
    const tree = parseRichText('<h2>Fees &amp; dues</h2><p>Pay <a href="/x?a=1&amp;b=2">online</a><br />now</p>');
    expect(elementsOf(tree).map((element) => [element.index, element.name])).toEqual([
      [0, "h2"],
      [1, "p"],
      [2, "a"],
      [3, "br"],
    ]);
    expect(textOf(tree[0])).toBe("Fees & dues");
    expect(elementsOf(tree)[2].attrs.href).toBe("/x?a=1&b=2");
    expect(textOf(tree[1])).toBe("Pay online now");
  });

  it("skips scripts and comments, and shortens long excerpts", () => {
    const tree = parseRichText(`<script>alert(1)</script><!-- note --><p>${"word ".repeat(30)}</p>`);
    expect(elementsOf(tree).map((element) => element.name)).toEqual(["p"]);
    expect(excerptOf(elementsOf(tree)[0])).toHaveLength(60);
    expect(excerptOf(elementsOf(tree)[0]).endsWith("…")).toBe(true);
  });
});
