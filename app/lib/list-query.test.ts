import { describe, expect, it } from "vitest";
import {
  distinctYears,
  filterList,
  inScope,
  monthsFromDates,
  newestFirst,
  parseListQuery,
  parseMonth,
  parseSearch,
  parseYear,
  queryFromEntries,
  textMatches,
} from "./list-query";

describe("reading the URL query", () => {
  it("reads a year, All, or falls back to the default", () => {
    expect(parseYear("2025", "All")).toBe(2025);
    expect(parseYear("all", 2026)).toBe("All");
    expect(parseYear(null, 2026)).toBe(2026);
    expect(parseYear("", 2026)).toBe(2026);
    expect(parseYear("20x5", "All")).toBe("All");
    expect(parseYear("12025", 2026)).toBe(2026);
  });

  it("reads a month in any case; anything else is every month", () => {
    expect(parseMonth("Mar")).toBe("Mar");
    expect(parseMonth("mar")).toBe("Mar");
    expect(parseMonth("MAR")).toBe("Mar");
    expect(parseMonth("March")).toBe("All");
    expect(parseMonth(null)).toBe("All");
  });

  it("trims the search, collapses spaces and caps its length", () => {
    expect(parseSearch("  annual   day ")).toBe("annual day");
    expect(parseSearch(null)).toBe("");
    expect(parseSearch("x".repeat(500))).toHaveLength(100);
  });

  it("reads all three at once", () => {
    expect(parseListQuery(new URLSearchParams("year=2025&month=Mar&q=sports"))).toEqual({
      year: 2025,
      month: "Mar",
      q: "sports",
    });
    expect(parseListQuery(new URLSearchParams(""), 2026)).toEqual({ year: 2026, month: "All", q: "" });
  });
});

describe("filtering", () => {
  const items = [
    { date: "2025-03-05", title: "Annual SPORTS Day" },
    { date: "2025-07-01", title: "Fee due" },
    { date: "2024-03-20", title: "Sports kit" },
  ];
  const fields = {
    date: (item: (typeof items)[number]) => item.date,
    text: (item: (typeof items)[number]) => item.title,
  };

  it("matches a year and a month", () => {
    expect(inScope("2025-03-05", { year: 2025, month: "Mar" })).toBe(true);
    expect(inScope("2025-03-05", { year: 2025, month: "Apr" })).toBe(false);
    expect(inScope("2025-03-05", { year: "All", month: "Mar" })).toBe(true);
    expect(inScope("2025-03-05", { year: 2024, month: "All" })).toBe(false);
  });

  it("searches titles ignoring case", () => {
    expect(textMatches("Annual SPORTS Day", "sports")).toBe(true);
    expect(textMatches("Annual SPORTS Day", "")).toBe(true);
    expect(filterList(items, fields, { year: "All", month: "All" }, "SpOrTs").map((item) => item.title)).toEqual([
      "Annual SPORTS Day",
      "Sports kit",
    ]);
    expect(filterList(items, fields, { year: "All", month: "Mar" }, "")).toHaveLength(2);
  });

  it("sorts newest first and keeps same-day items in their order", () => {
    const sorted = newestFirst(
      [
        { id: "a", date: "2024-01-01" },
        { id: "b", date: "2025-01-01" },
        { id: "c", date: "2024-01-01" },
      ],
      (item) => item.date,
    );
    expect(sorted.map((item) => item.id)).toEqual(["b", "a", "c"]);
  });
});

describe("select options", () => {
  it("offers the distinct years newest first, and the chosen one", () => {
    expect(distinctYears(["2024-05-01", "2026-01-01", "2024-09-09"])).toEqual([2026, 2024]);
    expect(distinctYears(["2024-05-01"], 2027)).toEqual([2027, 2024]);
    expect(distinctYears([], "All")).toEqual([]);
  });

  it("builds the months from the dates, Jan to Dec", () => {
    expect(monthsFromDates(["2026-11-08", "2026-01-26", "2025-11-15", "2026-04-22"])).toEqual(["Jan", "Apr", "Nov"]);
    expect(monthsFromDates(["2026-11-08"], "Feb")).toEqual(["Feb", "Nov"]);
    expect(monthsFromDates([])).toEqual([]);
  });
});

describe("queryFromEntries", () => {
  it("drops empty fields and trims the rest", () => {
    const params = queryFromEntries([
      ["year", "2025"],
      ["month", "All"],
      ["q", "   "],
    ]);
    expect(params.toString()).toBe("year=2025&month=All");
    expect(queryFromEntries([["q", " sports "]]).toString()).toBe("q=sports");
  });
});
