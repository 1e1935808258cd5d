import { describe, expect, it } from "vitest";
import { exhibitionsWithFallback, newsWithFallback } from "./list-fallback";
import { type ListQuery, parseListQuery } from "./list-query";
import { fallbackNotice, scopeText } from "./strings/lists";

type Item = { date: string; title: string };
const fields = { date: (item: Item) => item.date, text: (item: Item) => item.title };
const query = (text: string): ListQuery => parseListQuery(new URLSearchParams(text));
const titles = (items: Item[]) => items.map((item) => item.title);

describe("the news fallback chain", () => {
  const news: Item[] = [
    { date: "2026-01-15", title: "Rehearsal" },
    { date: "2025-06-01", title: "Summer sports camp" },
    { date: "2025-03-05", title: "Exam schedule" },
    { date: "2024-02-02", title: "Sports kit" },
  ];

  it("shows the chosen year and month when they have news", () => {
    const result = newsWithFallback(news, fields, query("year=2025&month=Mar"));
    expect(titles(result.items)).toEqual(["Exam schedule"]);
    expect(result.shown).toEqual({ year: 2025, month: "Mar" });
    expect(result.notice).toBeNull();
  });

  it("falls back to the whole previous year and says so", () => {
    const result = newsWithFallback(news, fields, query("year=2026&month=Mar"));
    expect(titles(result.items)).toEqual(["Summer sports camp", "Exam schedule"]);
    // The filters show the period listed; the notice names the one missed.
    expect(result.shown).toEqual({ year: 2025, month: "All" });
    expect(result.notice).toEqual({ shown: { year: 2025, month: "All" }, missed: { year: 2026, month: "Mar" } });
    expect(result.notice && fallbackNotice(result.notice.shown, result.notice.missed)).toBe(
      "Showing 2025 — nothing in Mar 2026",
    );
  });

  it("then to all years", () => {
    const result = newsWithFallback(news, fields, query("year=2024&month=Jan"));
    expect(result.items).toHaveLength(4);
    expect(result.shown).toEqual({ year: "All", month: "All" });
    expect(result.notice).toEqual({ shown: { year: "All", month: "All" }, missed: { year: 2024, month: "Jan" } });
    expect(result.notice && fallbackNotice(result.notice.shown, result.notice.missed)).toBe(
      "Showing all years — nothing in Jan 2024",
    );
  });

  it("from a month of all years straight to all years", () => {
    const result = newsWithFallback(news, fields, query("year=All&month=Dec"));
    expect(result.items).toHaveLength(4);
    expect(result.notice?.shown).toEqual({ year: "All", month: "All" });
  });

  it("keeps the search at every step", () => {
    // Mar 2025 has no "sports" title; 2024 has one.
    const result = newsWithFallback(news, fields, query("year=2025&month=Mar&q=SPORTS"));
    expect(titles(result.items)).toEqual(["Sports kit"]);
    expect(result.notice?.shown).toEqual({ year: 2024, month: "All" });
    // Neither 2026 nor 2025 has a "kit": all years.
    const later = newsWithFallback(news, fields, query("year=2026&q=kit"));
    expect(titles(later.items)).toEqual(["Sports kit"]);
    expect(later.notice?.shown).toEqual({ year: "All", month: "All" });
  });

  it("gives nothing, without a notice, for the period asked, when no period has a match", () => {
    expect(newsWithFallback(news, fields, query("q=zzz"))).toEqual({
      items: [],
      shown: { year: "All", month: "All" },
      notice: null,
    });
    expect(newsWithFallback([], fields, query("year=2026&month=Mar"))).toEqual({
      items: [],
      shown: { year: 2026, month: "Mar" },
      notice: null,
    });
  });

  it("needs no fallback for all years and months", () => {
    expect(newsWithFallback(news, fields, query("")).notice).toBeNull();
  });
});

describe("the exhibitions previous-year rule", () => {
  const exhibitions: Item[] = [
    { date: "2024-12-13", title: "Art exhibition" },
    { date: "2024-02-10", title: "Maths expo" },
    { date: "2021-09-19", title: "Science exhibition" },
  ];

  it("keeps a year that has exhibitions", () => {
    const result = exhibitionsWithFallback(exhibitions, fields, query("year=2024"));
    expect(result.items).toHaveLength(2);
    expect(result.shown).toEqual({ year: 2024, month: "All" });
    expect(result.notice).toBeNull();
  });

  it("switches to the previous year when the chosen one has none and it has some", () => {
    const result = exhibitionsWithFallback(exhibitions, fields, query("year=2025"));
    expect(titles(result.items)).toEqual(["Art exhibition", "Maths expo"]);
    // The year select shows 2024, the year listed.
    expect(result.shown).toEqual({ year: 2024, month: "All" });
    expect(result.notice).toEqual({ shown: { year: 2024, month: "All" }, missed: { year: 2025, month: "All" } });
    expect(result.notice && fallbackNotice(result.notice.shown, result.notice.missed)).toBe(
      "Showing 2024 — nothing in 2025",
    );
  });

  it("keeps the month and the search when switching", () => {
    const result = exhibitionsWithFallback(exhibitions, fields, query("year=2025&month=Dec&q=ART"));
    expect(titles(result.items)).toEqual(["Art exhibition"]);
    expect(result.shown).toEqual({ year: 2024, month: "Dec" });
    expect(result.notice?.shown).toEqual({ year: 2024, month: "Dec" });
  });

  it("goes back one year only", () => {
    // Nothing in 2023 or 2022: the year asked for stays, with nothing in it.
    expect(exhibitionsWithFallback(exhibitions, fields, query("year=2023"))).toEqual({
      items: [],
      shown: { year: 2023, month: "All" },
      notice: null,
    });
    expect(exhibitionsWithFallback(exhibitions, fields, query("year=2026")).shown).toEqual({
      year: 2026,
      month: "All",
    });
  });

  it("has nothing to switch from all years", () => {
    expect(exhibitionsWithFallback(exhibitions, fields, query("year=All&q=zzz"))).toEqual({
      items: [],
      shown: { year: "All", month: "All" },
      notice: null,
    });
  });
});

describe("scopeText", () => {
  it("says each kind of period in words", () => {
    expect(scopeText({ year: 2026, month: "Mar" })).toBe("Mar 2026");
    expect(scopeText({ year: 2026, month: "All" })).toBe("2026");
    expect(scopeText({ year: "All", month: "Mar" })).toBe("Mar, all years");
    expect(scopeText({ year: "All", month: "All" })).toBe("all years");
  });
});
