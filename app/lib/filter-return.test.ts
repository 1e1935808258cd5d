import { describe, expect, it } from "vitest";
import { filterReturnFor, filterReturnText, filterUrl } from "./filter-return";

describe("filterReturnFor", () => {
  const entry = { url: "/News?year=2025", field: "year", scrollY: 480 };

  it("gives back the entry on the page it was made for", () => {
    expect(filterReturnFor(filterReturnText(entry), "/News?year=2025")).toEqual(entry);
  });

  it("gives nothing on another page (the visitor went elsewhere first)", () => {
    expect(filterReturnFor(filterReturnText(entry), "/News?year=2024")).toBeUndefined();
    expect(filterReturnFor(filterReturnText(entry), "/Events?year=2025")).toBeUndefined();
  });

  it("reads anything else in storage as nothing", () => {
    for (const text of [null, "", "not json", "null", "[]", '{"url":"/News?year=2025","field":3,"scrollY":0}'])
      expect(filterReturnFor(text, "/News?year=2025")).toBeUndefined();
    expect(filterReturnFor('{"url":"/News","field":"q","scrollY":"9"}', "/News")).toBeUndefined();
  });

  it("never scrolls above the top", () => {
    expect(filterReturnFor(filterReturnText({ ...entry, scrollY: -20 }), entry.url)?.scrollY).toBe(0);
  });
});

describe("filterUrl", () => {
  it("is the path alone when no field has a value, else the path and the query", () => {
    expect(filterUrl("/News", new URLSearchParams())).toBe("/News");
    expect(filterUrl("/News", new URLSearchParams({ year: "2025", q: "sports day" }))).toBe(
      "/News?year=2025&q=sports+day",
    );
  });
});
