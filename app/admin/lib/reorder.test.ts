import { describe, expect, it } from "vitest";
import { moveBy, moveTo } from "./reorder";

describe("moving one person in the faculty list", () => {
  const ids = ["a", "b", "c", "d"];

  it("moves up and down by one, and stays put at either end", () => {
    expect(moveBy(ids, "c", -1)).toEqual(["a", "c", "b", "d"]);
    expect(moveBy(ids, "c", 1)).toEqual(["a", "b", "d", "c"]);
    expect(moveBy(ids, "a", -1)).toEqual(ids);
    expect(moveBy(ids, "d", 1)).toEqual(ids);
    expect(moveBy(ids, "x", 1)).toEqual(ids);
  });

  it("puts a dropped person where the drop lands", () => {
    expect(moveTo(ids, "d", 0)).toEqual(["d", "a", "b", "c"]);
    expect(moveTo(ids, "a", 2)).toEqual(["b", "c", "a", "d"]);
    expect(moveTo(ids, "b", 99)).toEqual(["a", "c", "d", "b"]);
  });
});
