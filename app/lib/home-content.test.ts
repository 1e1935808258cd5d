import { describe, expect, it } from "vitest";
import type { GalleryRecord, TopperRecord } from "#domain/api-records";
import { homeGalleries, topperSession, toppersOfClass } from "./home-content";

function album(id: string, date: string, category: GalleryRecord["category"] = "PhotoGallery"): GalleryRecord {
  return { _id: id, title: id, description: "", date, category, attachments: [], url: null };
}

function topper(name: string, cls: "X" | "XII", sessionYear: string, division: string): TopperRecord {
  return { _id: name, name, class: cls, sessionYear, division, stream: "", attachments: [] };
}

describe("homeGalleries", () => {
  it("keeps the 6 newest PhotoGallery albums", () => {
    const albums = [
      album("old", "2023-01-01"),
      album("ex", "2025-05-01", "Exhibitions"),
      album("a", "2024-06-01"),
      album("b", "2024-07-01"),
      album("act", "2025-06-01", "Activity"),
      album("c", "2024-08-01"),
      album("d", "2024-09-01"),
      album("e", "2024-10-01"),
      album("f", "2024-11-01"),
    ];
    expect(homeGalleries(albums).map((item) => item._id)).toEqual(["f", "e", "d", "c", "b", "a"]);
  });

  it("keeps the given order for albums of the same day", () => {
    expect(homeGalleries([album("x", "2024-01-01"), album("y", "2024-01-01")]).map((item) => item._id)).toEqual([
      "x",
      "y",
    ]);
  });
});

describe("topperSession", () => {
  const today = { year: 2024, month: 8, day: 1 };

  it("prefers previous year to current year", () => {
    const list = [{ sessionYear: "2022-2023" }, { sessionYear: "2023-2024" }];
    expect(topperSession(list, today)).toBe("2023-2024");
  });

  it("falls back to the newest available session", () => {
    const list = [{ sessionYear: "2020-2021" }, { sessionYear: "2022-2023" }, { sessionYear: "2021-2022" }];
    expect(topperSession(list, today)).toBe("2022-2023");
  });

  it("has none without toppers", () => {
    expect(topperSession([], today)).toBeNull();
  });
});

describe("toppersOfClass", () => {
  it("picks one class and session, highest marks first", () => {
    const list = [
      topper("a", "X", "2023-2024", "91%"),
      topper("b", "XII", "2023-2024", "99%"),
      topper("c", "X", "2023-2024", "482/500"),
      topper("d", "X", "2022-2023", "100%"),
      topper("e", "X", "2023-2024", "A1"),
    ];
    const names = toppersOfClass(list, "X", { year: 2024, month: 3, day: 1 }).map((item) => item.name);
    expect(names).toEqual(["c", "a", "e"]);
  });

  it("chooses the session per class", () => {
    const list = [topper("a", "X", "2023-2024", "91%"), topper("b", "XII", "2021-2022", "95%")];
    expect(toppersOfClass(list, "XII", { year: 2024, month: 3, day: 1 }).map((item) => item.name)).toEqual(["b"]);
  });
});
