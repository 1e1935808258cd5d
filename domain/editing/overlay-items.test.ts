import { describe, expect, it } from "vitest";
import { overlayItem } from "./overlay-items";

const news = [
  { _id: "a", fromDate: "2026-08-10" },
  { _id: "b", fromDate: "2026-01-15" },
  { _id: "c", fromDate: "2025-03-02" },
];
const byDate = [{ by: "fromDate", direction: "desc" as const }];

describe("overlayItem", () => {
  it("puts a changed item where its new date sorts it", () => {
    const ids = overlayItem(news, { _id: "c", fromDate: "2026-11-20" }, "c", byDate).map((item) => item._id);
    expect(ids).toEqual(["c", "a", "b"]);
  });
  it("adds a new item in order, and last among equals", () => {
    const ids = overlayItem(news, { _id: "new", fromDate: "2026-01-15" }, "new", byDate).map((item) => item._id);
    expect(ids).toEqual(["a", "b", "new", "c"]);
  });
  it("keeps an unordered kind's place for a changed item and appends a new one", () => {
    const list = [{ _id: "x" }, { _id: "y" }];
    expect(overlayItem(list, { _id: "x" }, "x").map((item) => item._id)).toEqual(["x", "y"]);
    expect(overlayItem(list, { _id: "z" }, "z").map((item) => item._id)).toEqual(["x", "y", "z"]);
  });
  it("leaves an item out when the draft has none to show", () => {
    expect(overlayItem(news, undefined, "b", byDate).map((item) => item._id)).toEqual(["a", "c"]);
  });
});
