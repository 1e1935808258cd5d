import { describe, expect, it } from "vitest";
import type { TopperRecord } from "#domain/api-records";
import { chosenSession, parseSession, toppersView } from "./toppers-view";

function topper(name: string, cls: "X" | "XII", sessionYear: string, division: string): TopperRecord {
  return { _id: name, name, class: cls, sessionYear, division, stream: "", attachments: [] };
}

const toppers = [
  topper("Riya Gupta", "X", "2025-2026", "A1 Grade"),
  topper("Kabir Singh", "X", "2025-2026", "482/500"),
  topper("Ishita Agarwal", "X", "2025-2026", "97.2%"),
  topper("Sneha Yadav", "X", "2025-2026", "Distinction (95%)"),
  topper("Aryan Maurya", "X", "2023-2024", "93 %"),
  topper("Old XII", "XII", "2019-2020", "90%"),
  topper("Older XII", "XII", "2018-2019", "91%"),
];
const params = (text: string) => new URLSearchParams(text);

describe("the session shown", () => {
  it("defaults to previous year to current year in the school's calendar", () => {
    expect(chosenSession(toppers, null, { year: 2026, month: 11, day: 21 })).toBe("2025-2026");
    // 1 January in Kolkata: already the next year, so the next session.
    expect(chosenSession([{ sessionYear: "2026-2027" }, ...toppers], null, { year: 2027, month: 1, day: 1 })).toBe(
      "2026-2027",
    );
  });

  it("falls back to the newest session that has toppers", () => {
    const xii = toppers.filter((item) => item.class === "XII");
    expect(chosenSession(xii, null, { year: 2026, month: 11, day: 21 })).toBe("2019-2020");
  });

  it("uses the default session when there are no toppers at all", () => {
    expect(chosenSession([], null, { year: 2026, month: 11, day: 21 })).toBe("2025-2026");
  });

  it("takes a well-formed session from the URL, and only that", () => {
    expect(parseSession("2023-2024")).toBe("2023-2024");
    expect(parseSession(" 2023-2024 ")).toBe("2023-2024");
    expect(parseSession("2023-2025")).toBeNull();
    expect(parseSession("2023")).toBeNull();
    expect(chosenSession(toppers, "2010-2011", { year: 2026, month: 1, day: 1 })).toBe("2010-2011");
    expect(chosenSession(toppers, "nonsense", { year: 2026, month: 11, day: 21 })).toBe("2025-2026");
  });
});

describe("toppersView", () => {
  const today = { year: 2026, month: 11, day: 21 };

  it("shows one class's toppers of the session by marks descending, unparseable last", () => {
    const view = toppersView(toppers, "X", params(""), today);
    expect(view.session).toBe("2025-2026");
    expect(view.items.map((item) => item.division)).toEqual(["97.2%", "482/500", "Distinction (95%)", "A1 Grade"]);
    expect(view.sessions).toEqual(["2025-2026", "2023-2024"]);
    expect(view.total).toBe(5);
  });

  it("searches names ignoring case", () => {
    expect(toppersView(toppers, "X", params("q=SINGH"), today).items.map((item) => item.name)).toEqual(["Kabir Singh"]);
  });

  it("selects the newest session with toppers for XII", () => {
    const view = toppersView(toppers, "XII", params(""), today);
    expect(view.session).toBe("2019-2020");
    expect(view.items.map((item) => item.name)).toEqual(["Old XII"]);
  });

  it("has nothing for a session without toppers, and still offers it", () => {
    const view = toppersView(toppers, "X", params("session=2010-2011"), today);
    expect(view.items).toEqual([]);
    expect(view.total).toBe(5);
    expect(view.sessions).toEqual(["2025-2026", "2023-2024", "2010-2011"]);
  });
});
