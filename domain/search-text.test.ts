import { describe, expect, it } from "vitest";
import {
  ftsWordQuery,
  htmlToText,
  markEnd,
  markOccurrences,
  markStart,
  normalizeQuery,
  normalizeSearchText,
  piecesOf,
  searchTerms,
  substringSnippet,
} from "./search-text";

describe("normalisation", () => {
  it("writes text as NFC without control characters and zero-width joiners", () => {
    expect(normalizeSearchText("\u095b")).toBe("\u091c\u093c");
    expect(normalizeSearchText("Cafe\u0301")).toBe("Café");
    expect(normalizeSearchText(`a${markStart}b${markEnd}c\u200dd`)).toBe("abcd");
  });

  it("collapses a query's spaces and cuts it at 100 characters", () => {
    expect(normalizeQuery("  fee \n structure ")).toBe("fee structure");
    expect([...normalizeQuery("क".repeat(150))]).toHaveLength(100);
  });
});

describe("searchTerms", () => {
  it("keeps Devanagari words whole, vowel signs and virama included", () => {
    expect(searchTerms("हिन्दी दिवस")).toEqual(["हिन्दी", "दिवस"]);
  });

  it("cuts at what is not a letter, digit or mark", () => {
    expect(searchTerms("fee-structure, 2026!")).toEqual(["fee", "structure", "2026"]);
    expect(searchTerms("  ")).toEqual([]);
  });

  it("quotes every term for FTS5, so no term is syntax", () => {
    expect(ftsWordQuery(["fee", 'a"b', "NEAR"])).toBe('"fee" "a""b" "NEAR"');
  });
});

describe("marks", () => {
  it("reads FTS5's marks into pieces", () => {
    expect(piecesOf(`The ${markStart}fee${markEnd} is due`)).toEqual([
      { text: "The ", mark: false },
      { text: "fee", mark: true },
      { text: " is due", mark: false },
    ]);
  });

  it("marks every occurrence without regard to case", () => {
    expect(markOccurrences("Fee, fees and FEE", ["fee"]).filter((piece) => piece.mark)).toEqual([
      { text: "Fee", mark: true },
      { text: "fee", mark: true },
      { text: "FEE", mark: true },
    ]);
  });

  it("cuts a snippet around the first match at spaces, with an ellipsis for what it left out", () => {
    const text = `${"word ".repeat(60)}the tuition fee is due ${"more ".repeat(60)}`.trim();
    const snippet = substringSnippet(text, ["tuition"], 80);
    expect(snippet[0]).toEqual({ text: "…", mark: false });
    expect(snippet.at(-1)).toEqual({ text: "…", mark: false });
    expect(snippet.filter((piece) => piece.mark).map((piece) => piece.text)).toEqual(["tuition"]);
    const joined = snippet.map((piece) => piece.text).join("");
    expect(joined.length).toBeLessThanOrEqual(82);
    expect(joined).not.toMatch(/…\S*wor[^d]/);
  });
});

describe("htmlToText", () => {
  it("keeps the words of stored HTML, blocks apart and inline tags within", () => {
    expect(htmlToText("<h2>Fees</h2><p>See <a href='/x'>Fee</a> Structure &amp; rules&nbsp;&#8377;50</p>")).toBe(
      "Fees See Fee Structure & rules \u20b950",
    );
  });
});
