import { describe, expect, it } from "vitest";
import type { EventRecord, FacultyRecord, GalleryRecord, NewsRecord } from "#domain/api-records";
import { albumsView, eventsView, facultyInOrder, newsView } from "./list-views";

const today = { year: 2026, month: 11, day: 21 };
const params = (text: string) => new URLSearchParams(text);

function event(title: string, date: string): EventRecord {
  return { _id: title, title, date, description: "", time: "", venue: "", images: [], attachments: [] };
}

function album(id: string, date: string, category: GalleryRecord["category"], photos = 2): GalleryRecord {
  const attachments = Array.from({ length: photos }, (_, index) => `${id}-${index}.jpg`);
  return { _id: id, title: id, description: "", date, category, attachments, url: null };
}

describe("eventsView", () => {
  const events = [
    event("Republic Day", "2027-01-26"),
    event("Annual Day", "2026-11-08"),
    event("Earth Day", "2026-04-22"),
    event("Quiz", "2026-02-14"),
    event("Sports Meet", "2025-12-06"),
    event("Annual Day 2025", "2025-11-15"),
  ];

  it("shows the one event ?id= names, with the selects on its year and month (issue 16)", () => {
    const view = eventsView(events, params("id=Sports%20Meet&year=2026&q=quiz"), today);
    expect(view.items.map((item) => item.title)).toEqual(["Sports Meet"]);
    expect(view.focused).toBe("Sports Meet");
    expect(view.shown).toEqual({ year: 2025, month: "Dec" });
    expect(eventsView(events, params("id=nope"), today).focused).toBeUndefined();
  });

  it("defaults to the school's current year, newest first", () => {
    const view = eventsView(events, params(""), today);
    expect(view.query.year).toBe(2026);
    expect(view.items.map((item) => item.title)).toEqual(["Annual Day", "Earth Day", "Quiz"]);
    expect(view.total).toBe(6);
  });

  it("builds the months from the dates of the year's events", () => {
    expect(eventsView(events, params(""), today).months).toEqual(["Feb", "Apr", "Nov"]);
    expect(eventsView(events, params("year=2025"), today).months).toEqual(["Nov", "Dec"]);
    expect(eventsView(events, params("year=All"), today).months).toEqual(["Jan", "Feb", "Apr", "Nov", "Dec"]);
  });

  it("offers the event years and the current year even when it has none", () => {
    expect(eventsView(events, params(""), today).years).toEqual([2027, 2026, 2025]);
    expect(eventsView([event("Old", "2020-05-01")], params(""), { year: 2026, month: 1, day: 1 }).years).toEqual([
      2026, 2020,
    ]);
  });

  it("filters by month and by a case-insensitive search", () => {
    expect(eventsView(events, params("year=2026&month=Nov"), today).items.map((item) => item.title)).toEqual([
      "Annual Day",
    ]);
    expect(eventsView(events, params("year=All&q=ANNUAL"), today).items).toHaveLength(2);
  });

  it("the school's year decides: on 1 January in Kolkata it is already the new year", () => {
    expect(eventsView(events, params(""), { year: 2027, month: 1, day: 1 }).items.map((item) => item.title)).toEqual([
      "Republic Day",
    ]);
  });
});

describe("newsView", () => {
  const news: NewsRecord[] = [
    { _id: "a", title: "Exam schedule", description: "", fromDate: "2025-03-05", attachments: [] },
    { _id: "b", title: "Annual day", description: "", fromDate: "2026-11-02", attachments: [] },
  ];

  it("shows the one news item ?id= names", () => {
    const view = newsView(news, params("id=a"));
    expect(view.items.map((item) => item._id)).toEqual(["a"]);
    expect(view).toMatchObject({ focused: "a", shown: { year: 2025, month: "Mar" }, total: 2 });
  });

  it("shows all years by default, newest first, with all twelve months", () => {
    const view = newsView(news, params(""));
    expect(view.items.map((item) => item._id)).toEqual(["b", "a"]);
    expect(view.months).toHaveLength(12);
    expect(view.years).toEqual([2026, 2025]);
    expect(view.notice).toBeNull();
  });

  it("falls back from an empty month to the previous year", () => {
    const view = newsView(news, params("year=2026&month=Mar"));
    expect(view.items.map((item) => item._id)).toEqual(["a"]);
    expect(view.notice?.shown).toEqual({ year: 2025, month: "All" });
    // The selects show what is listed; the query keeps what was asked.
    expect(view.shown).toEqual({ year: 2025, month: "All" });
    expect(view.query).toEqual({ year: 2026, month: "Mar", q: "" });
    expect(view.years).toEqual([2026, 2025]);
  });
});

describe("albumsView", () => {
  const albums = [
    album("photo-2026", "2026-08-15", "PhotoGallery", 5),
    album("photo-2025", "2025-07-05", "PhotoGallery"),
    album("expo-2025", "2025-12-13", "Exhibitions"),
    album("trip-2025", "2025-10-30", "Activity"),
  ];

  it("keeps only its own category and summarises each album", () => {
    const view = albumsView(albums, "PhotoGallery", params(""), today);
    expect(view.items).toEqual([
      { _id: "photo-2026", title: "photo-2026", date: "2026-08-15", cover: "photo-2026-0.jpg", photos: 5 },
      { _id: "photo-2025", title: "photo-2025", date: "2025-07-05", cover: "photo-2025-0.jpg", photos: 2 },
    ]);
    expect(view.total).toBe(2);
    expect(albumsView(albums, "Activity", params(""), today).items.map((item) => item._id)).toEqual(["trip-2025"]);
  });

  it("has no cover for an album without photos", () => {
    expect(
      albumsView([album("empty", "2025-01-01", "Activity", 0)], "Activity", params(""), today).items[0]?.cover,
    ).toBe(null);
  });

  it("opens Exhibitions on the current year, switching to the previous one", () => {
    const view = albumsView(albums, "Exhibitions", params(""), today);
    expect(view.query.year).toBe(2026);
    expect(view.items.map((item) => item._id)).toEqual(["expo-2025"]);
    expect(view.shown).toEqual({ year: 2025, month: "All" });
    expect(view.notice).toEqual({ shown: { year: 2025, month: "All" }, missed: { year: 2026, month: "All" } });
    // The year missed is not offered for its own sake: only years with exhibitions, and the one shown.
    expect(view.years).toEqual([2025]);
  });

  it("does not switch years for the photo gallery", () => {
    const view = albumsView(albums, "PhotoGallery", params("year=2027"), today);
    expect(view.items).toEqual([]);
    expect(view.shown).toEqual({ year: 2027, month: "All" });
    expect(view.notice).toBeNull();
    expect(view.years).toEqual([2027, 2026, 2025]);
  });
});

describe("facultyInOrder", () => {
  it("sorts by order ascending as numbers, keeping ties in their order", () => {
    const member = (name: string, order: number): FacultyRecord => ({ _id: name, name, designation: "", order });
    const sorted = facultyInOrder([member("c", 10), member("a", 2), member("b", 9), member("a2", 2), member("z", -1)]);
    expect(sorted.map((item) => item.name)).toEqual(["z", "a", "a2", "b", "c"]);
  });
});
